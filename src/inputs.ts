import { isAbsolute, resolve } from 'node:path';
import { parseDuration } from './config/duration.js';
import { parseBoolean, parseExitCodes, parseInteger } from './config/values.js';
import { UserError } from './errors.js';
import type { CloudSetting } from './notice/cloud-sources.js';
import { parseSimulatedSpec, type SimulatedSpec } from './notice/simulated-spec.js';
import { isValidId } from './store/layout.js';
import type { StoreOptions } from './store/open-store.js';
import { parseStoreOptions } from './store/store-options.js';
import { DEFAULT_STEP_PATTERN } from './supervisor/progress.js';
import type { SupervisorTiming } from './supervisor/attempt.js';

/** Every input name, as action.yml spells it. */
export const Input = {
  mode: 'mode',
  run: 'run',
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
  artifactInterval: 'artifact-interval',
  githubToken: 'github-token',
  retention: 'retention',
  restart: 'restart',
  sealTimeout: 'seal-timeout',
  trainJob: 'train-job',
  instanceId: 'instance-id',
  region: 'region',
  zone: 'zone',
  claimTimeout: 'claim-timeout',
  instanceTypes: 'instance-types',
  regions: 'regions',
  zones: 'zones',
  image: 'image',
  diskSize: 'disk-size',
  maxPrice: 'max-price',
  onDemandFallback: 'on-demand-fallback',
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
  restartBackoff: 'restart-backoff',
} as const;

/** Inputs whose values are secrets: masked in the log as soon as they are read. */
export const SECRET_INPUTS: readonly string[] = [Input.githubToken, Input.runnerToken];

export const CLOUD_SETTINGS = ['auto', 'aws', 'gcp', 'azure', 'none'] as const;

export const MODES = ['launch', 'train', 'finalize', 'janitor'] as const;
export type Mode = (typeof MODES)[number];

/** Reads one input's raw text; '' when unset. Production passes core.getInput. */
export type InputReader = (name: string) => string;

export interface TrainSettings {
  readonly script: string;
  readonly workingDirectory: string;
  readonly outputsDir: string;
  readonly restartDir: string;
  readonly storeUrl: string;
  readonly storeOptions: StoreOptions;
  /** The run this one continues; from the input or the dispatch event. */
  readonly restartFrom?: string;
  readonly restoreToOutputs: boolean;
  readonly drill?: SimulatedSpec;
  readonly restartOnExitCodes: ReadonlySet<number>;
  /** Dispatch the next run after an interruption (needs actions: write). */
  readonly restart: boolean;
  /** For the GitHub API: dispatching restarts, reading earlier runs' artifacts. */
  readonly githubToken: string;
  /** How long a restart waits for the run it continues to seal its outputs. */
  readonly sealTimeoutMs: number;
  readonly maxRestarts: number;
  readonly timing: SupervisorTiming;
  readonly signalNoticeMs: number;
  readonly concurrency: number;
  /** N of `retention`; 0 keeps everything. */
  readonly retention: number;
  readonly stepPattern: string;
  readonly cloud: CloudSetting;
  readonly interruptOnRebalance: boolean;
  readonly azureAckEvents: boolean;
  readonly gcpNoticeMs: number;
}

export function readMode(get: InputReader): Mode {
  const mode = get(Input.mode).trim();
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new UserError(
      `${Input.mode}: "${mode}" is not a mode; expected one of ${MODES.join(', ')}`,
    );
  }
  return mode as Mode;
}

/**
 * The train mode's settings, every input checked here and nowhere else.
 * `workspace` is GITHUB_WORKSPACE; `eventRestart` is `inputs._restart` of
 * the workflow_dispatch event, used when `restart-from` is not given.
 */
export function readTrainSettings(
  get: InputReader,
  workspace: string,
  eventRestart?: string,
): TrainSettings {
  const text = (name: string, fallback = ''): string => get(name).trim() || fallback;
  const script = get(Input.run);
  if (script.trim() === '')
    throw new UserError(`${Input.run}: the training command is required in train mode`);
  const storeUrl = readStoreUrl(get, 'train');
  const workingDirectory = resolve(workspace, text(Input.workingDirectory, '.'));
  const inWorkdir = (path: string): string =>
    isAbsolute(path) ? path : resolve(workingDirectory, path);
  const restartFrom = text(Input.restartFrom) || eventRestart?.trim() || '';
  if (restartFrom !== '' && !isValidId(restartFrom)) {
    throw new UserError(
      `${Input.restartFrom}: "${restartFrom}" is not a run id; expected digits such as 9876543210`,
    );
  }
  const drillText = text(Input.simulateInterruption);
  const duration = (name: string, fallback: string): number =>
    parseDuration(text(name, fallback), name);
  const stepPattern = text(Input.stepPattern, DEFAULT_STEP_PATTERN);
  try {
    new RegExp(stepPattern);
  } catch (error) {
    throw new UserError(
      `${Input.stepPattern}: "${stepPattern}" is not a regular expression (${String(error)})`,
    );
  }
  return {
    script,
    workingDirectory,
    outputsDir: inWorkdir(text(Input.outputs, 'outputs')),
    restartDir: inWorkdir(text(Input.restartDir, '_restart')),
    storeUrl,
    storeOptions: readStoreOptions(get),
    ...(restartFrom === '' ? {} : { restartFrom }),
    restoreToOutputs: parseBoolean(text(Input.restoreToOutputs, 'false'), Input.restoreToOutputs),
    ...(drillText === ''
      ? {}
      : { drill: parseSimulatedSpec(drillText, Input.simulateInterruption) }),
    restartOnExitCodes: parseExitCodes(text(Input.restartOnExitCodes), Input.restartOnExitCodes),
    restart: parseBoolean(text(Input.restart, 'true'), Input.restart),
    githubToken: text(Input.githubToken),
    sealTimeoutMs: duration(Input.sealTimeout, '3m'),
    maxRestarts: parseInteger(text(Input.maxRestarts, '10'), Input.maxRestarts, {
      min: 0,
      max: 1000,
    }),
    timing: {
      settleMs: duration(Input.settleTime, '2s'),
      scanIntervalMs: duration(Input.scanInterval, '1s'),
      flushReserveMs: duration(Input.flushReserve, '15s'),
      killGraceMs: duration(Input.killGrace, '10s'),
    },
    signalNoticeMs: duration(Input.signalNotice, '10s'),
    retention: parseInteger(text(Input.retention, '0'), Input.retention, { min: 0, max: 10_000 }),
    concurrency: parseInteger(text(Input.uploadConcurrency, '4'), Input.uploadConcurrency, {
      min: 1,
      max: 64,
    }),
    stepPattern,
    cloud: readCloud(text(Input.cloud, 'auto')),
    interruptOnRebalance: parseBoolean(
      text(Input.interruptOnRebalance, 'false'),
      Input.interruptOnRebalance,
    ),
    azureAckEvents: parseBoolean(text(Input.azureAckEvents, 'false'), Input.azureAckEvents),
    gcpNoticeMs: duration(Input.gcpNotice, '30s'),
  };
}

/** The `store` input, which the train and finalize modes both need. */
export function readStoreUrl(get: InputReader, mode: Mode): string {
  const url = get(Input.store).trim();
  if (url === '') {
    throw new UserError(
      `${Input.store}: required in ${mode} mode; for example s3://my-bucket/runs or file:///mnt/shared`,
    );
  }
  return url;
}

/** The stores' settings, as the train and finalize modes read them. */
export function readStoreOptions(get: InputReader): StoreOptions {
  const text = (name: string, fallback = ''): string => get(name).trim() || fallback;
  return parseStoreOptions(
    {
      s3Endpoint: text(Input.s3Endpoint),
      s3ForcePathStyle: parseBoolean(text(Input.s3ForcePathStyle, 'false'), Input.s3ForcePathStyle),
      s3PartSize: text(Input.s3PartSize),
      s3PartConcurrency: text(Input.s3PartConcurrency),
      artifactInterval: text(Input.artifactInterval),
      githubToken: text(Input.githubToken),
    },
    {
      s3PartSize: Input.s3PartSize,
      s3PartConcurrency: Input.s3PartConcurrency,
      artifactInterval: Input.artifactInterval,
    },
  );
}

function readCloud(value: string): CloudSetting {
  if (!(CLOUD_SETTINGS as readonly string[]).includes(value)) {
    throw new UserError(
      `${Input.cloud}: "${value}" is not a cloud; expected one of ${CLOUD_SETTINGS.join(', ')}`,
    );
  }
  return value as CloudSetting;
}
