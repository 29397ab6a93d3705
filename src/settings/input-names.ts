import { UserError } from '../base/errors.js';

/** Every input name, as action.yml spells it. */
export const Input = {
  mode: 'mode',
  run: 'run',
  nodes: 'nodes',
  nodeRank: 'node-rank',
  minNodes: 'min-nodes',
  rendezvous: 'rendezvous',
  outputs: 'outputs',
  store: 'store',
  restartFrom: 'restart-from',
  restartDir: 'restart-dir',
  restoreToOutputs: 'restore-to-outputs',
  workingDirectory: 'working-directory',
  simulateInterruption: 'simulate-interruption',
  restartOnExitCodes: 'restart-on-exit-codes',
  maxRestarts: 'max-restarts',
  settleTime: 'settle-time',
  scanInterval: 'scan-interval',
  uploadConcurrency: 'upload-concurrency',
  flushReserve: 'flush-reserve',
  killGrace: 'kill-grace',
  signalNotice: 'signal-notice',
  stepPattern: 'step-pattern',
  cloud: 'cloud',
  interruptOnRebalance: 'interrupt-on-rebalance',
  azureAckEvents: 'azure-ack-events',
  gcpNotice: 'gcp-notice',
  s3Endpoint: 's3-endpoint',
  s3ForcePathStyle: 's3-force-path-style',
  s3PartSize: 's3-part-size',
  s3PartConcurrency: 's3-part-concurrency',
  gcsEndpoint: 'gcs-endpoint',
  artifactInterval: 'artifact-interval',
  githubToken: 'github-token',
  checkName: 'check-name',
  retention: 'retention',
  restart: 'restart',
  sealTimeout: 'seal-timeout',
  trainJob: 'train-job',
  instanceId: 'instance-id',
  region: 'region',
  zone: 'zone',
  claimTimeout: 'claim-timeout',
  prices: 'prices',
  instanceTypes: 'instance-types',
  regions: 'regions',
  zones: 'zones',
  image: 'image',
  diskSize: 'disk-size',
  maxPrice: 'max-price',
  onDemandFallback: 'on-demand-fallback',
  hostMarket: 'host-market',
  runnerToken: 'runner-token',
  runnerVersion: 'runner-version',
  runnerSha256: 'runner-sha256',
  runnerArch: 'runner-arch',
  runnerLabels: 'runner-labels',
  maxLifetime: 'max-lifetime',
  preRunnerScript: 'pre-runner-script',
  onlineTimeout: 'online-timeout',
  cloudOptions: 'cloud-options',
  dryRun: 'dry-run',
  onDemandAfter: 'on-demand-after',
  onDemandAfterTime: 'on-demand-after-time',
  ladderOrder: 'ladder-order',
  reclaimCooldown: 'reclaim-cooldown',
  deadline: 'deadline',
  totalSteps: 'total-steps',
  restartBackoff: 'restart-backoff',
  rendezvousPort: 'rendezvous-port',
  cachePaths: 'cache-paths',
  cacheKey: 'cache-key',
  cacheBackend: 'cache-backend',
  cacheMaxSize: 'cache-max-size',
} as const;

/** Inputs whose values are secrets: masked in the log as soon as they are read. */
export const SECRET_INPUTS: readonly string[] = [Input.githubToken, Input.runnerToken];

export const MODES = ['launch', 'train', 'finalize', 'janitor', 'warm'] as const;
export type Mode = (typeof MODES)[number];

/** Reads one input's raw text; '' when unset. Production passes core.getInput. */
export type InputReader = (name: string) => string;

export function readMode(get: InputReader): Mode {
  const mode = get(Input.mode).trim();
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new UserError(
      `${Input.mode}: "${mode}" is not a mode; expected one of ${MODES.join(', ')}`,
    );
  }
  return mode as Mode;
}
