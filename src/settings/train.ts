import { isAbsolute, resolve } from 'node:path';
import { UserError } from '../base/errors.js';
import type { CloudSetting } from '../notice/cloud-sources.js';
import type { SimulatedSpec } from '../notice/simulated-spec.js';
import { isValidId } from '../store/layout.js';
import type { StoreOptions } from '../store/open-store.js';
import { DEFAULT_STEP_PATTERN } from '../supervisor/progress.js';
import type { SupervisorTiming } from '../supervisor/attempt.js';
import { readStore, readStoreOptions } from './action-store.js';
import { parseSimulatedSpec } from './drill.js';
import { parseGangSettings, type GangSettings } from './gang.js';
import { parseDuration, ZERO_OR_MORE } from './duration.js';
import { Input, trimmedInputs, type InputReader } from './input-names.js';
import { requireCreatable, requireSeparate, type DirSetting, type Separation } from './paths.js';
import { checkStepPattern } from '../supervisor/step-pattern.js';
import {
  CONCURRENCY_RANGE,
  NOTICE_RANGE,
  RESTARTS_RANGE,
  RETENTION_RANGE,
  SCAN_RANGE,
} from './ranges.js';
import { parseBoolean, parseExitCodes, parseInteger } from './values.js';

export const CLOUD_SETTINGS = ['auto', 'aws', 'gcp', 'azure', 'none'] as const;

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
  /** This step's node in its gang of VMs (one node unless `nodes` says more). */
  readonly gang: GangSettings;
}

/**
 * The train mode's settings, every input checked here and nowhere else,
 * before anything starts. `workspace` is GITHUB_WORKSPACE; `eventRestart`
 * is `inputs._restart` of the workflow_dispatch event, used when
 * `restart-from` is not given; `cwd` is where a relative file:// store is.
 */
export function readTrainSettings(
  get: InputReader,
  workspace: string,
  eventRestart?: string,
  cwd: string = process.cwd(),
): TrainSettings {
  const text = trimmedInputs(get);
  const script = get(Input.run);
  if (script.trim() === '')
    throw new UserError(`${Input.run}: the training command is required in train mode`);
  const restartFrom = text(Input.restartFrom) || eventRestart?.trim() || '';
  if (restartFrom !== '' && !isValidId(restartFrom)) {
    throw new UserError(
      `${Input.restartFrom}: "${restartFrom}" is not a run id; expected digits such as 9876543210`,
    );
  }
  const drillText = text(Input.simulateInterruption);
  const duration = (name: string, fallback: string, range = ZERO_OR_MORE): number =>
    parseDuration(text(name, fallback), name, range);
  return {
    script,
    ...readTrainPaths(get, workspace, cwd),
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
    maxRestarts: parseInteger(text(Input.maxRestarts, '10'), Input.maxRestarts, RESTARTS_RANGE),
    timing: {
      settleMs: duration(Input.settleTime, '2s'),
      scanIntervalMs: duration(Input.scanInterval, '1s', SCAN_RANGE),
      flushReserveMs: duration(Input.flushReserve, '15s'),
      killGraceMs: duration(Input.killGrace, '10s'),
    },
    signalNoticeMs: duration(Input.signalNotice, '10s', NOTICE_RANGE),
    retention: parseInteger(text(Input.retention, '0'), Input.retention, RETENTION_RANGE),
    concurrency: parseInteger(
      text(Input.uploadConcurrency, '4'),
      Input.uploadConcurrency,
      CONCURRENCY_RANGE,
    ),
    stepPattern: checkStepPattern(text(Input.stepPattern, DEFAULT_STEP_PATTERN), Input.stepPattern),
    cloud: readCloud(text(Input.cloud, 'auto')),
    interruptOnRebalance: parseBoolean(
      text(Input.interruptOnRebalance, 'false'),
      Input.interruptOnRebalance,
    ),
    azureAckEvents: parseBoolean(text(Input.azureAckEvents, 'false'), Input.azureAckEvents),
    gcpNoticeMs: duration(Input.gcpNotice, '30s', NOTICE_RANGE),
    gang: readGang(text),
  };
}

type TrainPaths = Pick<
  TrainSettings,
  'workingDirectory' | 'outputsDir' | 'restartDir' | 'storeUrl'
>;

/** The directories, refused where they overlap in a way that would lose or multiply files. */
function readTrainPaths(get: InputReader, workspace: string, cwd: string): TrainPaths {
  const text = trimmedInputs(get);
  const store = readStore(get, 'train', cwd);
  const workingDirectory = resolve(workspace, text(Input.workingDirectory, '.'));
  const inWorkdir = (path: string): string =>
    isAbsolute(path) ? path : resolve(workingDirectory, path);
  const outputs = { name: Input.outputs, path: inWorkdir(text(Input.outputs, 'outputs')) };
  const restart = { name: Input.restartDir, path: inWorkdir(text(Input.restartDir, '_restart')) };
  const workdir = { name: Input.workingDirectory, path: workingDirectory };
  const root = { name: 'the workspace', path: resolve(workspace) };
  const storeDir =
    store.fileDir === undefined ? undefined : { name: Input.store, path: store.fileDir };
  const uploadsAll = 'every file of the checkout would be uploaded';
  const wipes = 'it is emptied at the start of every attempt';
  // Checked against the working directory first: it is the one users set.
  const keepWithin = (dir: DirSetting, example: string, because: string): Separation[] =>
    [workdir, root].map((b) => ({
      a: dir,
      b,
      way: 'first',
      because,
      fix: `Give ${dir.name} a directory of its own inside the working directory, such as ${example}`,
    }));
  requireSeparate([
    ...keepWithin(outputs, 'outputs', uploadsAll),
    ...keepWithin(restart, '_restart', wipes),
    {
      a: outputs,
      b: restart,
      way: 'either',
      because: 'restored files would be uploaded again, one level deeper on every attempt',
    },
    { a: outputs, b: storeDir, way: 'either', because: 'the store would upload itself' },
    { a: restart, b: storeDir, way: 'either', because: `the store would be lost: ${wipes}` },
  ]);
  requireCreatable([outputs, restart, storeDir]);
  return {
    workingDirectory,
    outputsDir: outputs.path,
    restartDir: restart.path,
    storeUrl: store.url,
  };
}

function readGang(text: (name: string, fallback?: string) => string): GangSettings {
  const gang = parseGangSettings(text);
  if (gang.nodes > 1 && text(Input.store).startsWith('artifact:')) {
    // Each node's step is a job of its own; their artifacts would not add up to one run.
    throw new UserError(
      `${Input.store}: an artifact store serves one VM; a gang of ${gang.nodes} needs s3://BUCKET/PREFIX (or file:// on a shared disk)`,
    );
  }
  if (gang.nodes > 1 && text(Input.retention, '0') !== '0') {
    // Each node would retire objects the others' manifests may still name.
    throw new UserError(
      `${Input.retention}: not supported with ${Input.nodes}: ${gang.nodes} yet; leave it at 0 for a gang`,
    );
  }
  return gang;
}

function readCloud(value: string): CloudSetting {
  if (!(CLOUD_SETTINGS as readonly string[]).includes(value)) {
    throw new UserError(
      `${Input.cloud}: "${value}" is not a cloud; expected one of ${CLOUD_SETTINGS.join(', ')}`,
    );
  }
  return value as CloudSetting;
}
