import { Input } from './input-names.js';

/**
 * Every setting's default, by input name: what the action does when an
 * input is not given, and what the CLI does when its flag is not. action.yml
 * declares the same (a test holds them together), so the runner's own
 * defaulting and the code's never disagree. `cloud` is not here: its
 * default differs by mode (train watches `auto`, launch needs one named).
 */
export const DEFAULTS: Readonly<Record<string, string>> = {
  [Input.nodes]: '1',
  [Input.outputs]: 'outputs',
  [Input.workingDirectory]: '.',
  [Input.restartDir]: '_restart',
  [Input.restoreToOutputs]: 'true',
  [Input.settleTime]: '2s',
  [Input.scanInterval]: '1s',
  [Input.uploadConcurrency]: '4',
  [Input.flushReserve]: '15s',
  [Input.killGrace]: '10s',
  [Input.signalNotice]: '10s',
  [Input.interruptOnRebalance]: 'false',
  [Input.azureAckEvents]: 'false',
  [Input.gcpNotice]: '30s',
  [Input.s3ForcePathStyle]: 'false',
  [Input.s3PartSize]: '16MiB',
  [Input.s3PartConcurrency]: '4',
  [Input.artifactInterval]: '2m',
  [Input.retention]: '0',
  [Input.restart]: 'true',
  [Input.sealTimeout]: '3m',
  [Input.maxRestarts]: '10',
  [Input.trainJob]: 'train',
  [Input.claimTimeout]: '10m',
  [Input.diskSize]: '100',
  [Input.onDemandFallback]: 'false',
  [Input.hostMarket]: 'spot',
  [Input.onDemandAfter]: '0',
  [Input.onDemandAfterTime]: '0s',
  [Input.restartBackoff]: '0s',
  [Input.ladderOrder]: 'learned',
  [Input.reclaimCooldown]: '1h',
  [Input.maxLifetime]: '24h',
  [Input.runnerVersion]: 'latest',
  [Input.runnerArch]: 'x64',
  [Input.onlineTimeout]: '10m',
  [Input.rendezvousPort]: '29500',
  [Input.dryRun]: 'false',
  [Input.cacheBackend]: 'github',
  [Input.cacheMaxSize]: '10GiB',
};

/** Where `spot-train run` and the store commands keep the store when --store is not given. */
export const LOCAL_STORE = 'file://.spot-train/store';

/** The CLI's defaults: the action's, and the local store. */
export const CLI_DEFAULTS: Readonly<Record<string, string>> = {
  ...DEFAULTS,
  [Input.store]: LOCAL_STORE,
};
