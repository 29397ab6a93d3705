import { isAbsolute, relative, resolve, sep } from 'node:path';
import { UserError } from '../base/errors.js';
import type { AttemptSettings } from '../supervisor/attempt-types.js';
import type { CloudSetting } from '../notice/cloud-sources.js';
import type { MetadataEndpoints } from '../notice/endpoints.js';
import { readMetadataEndpoints } from './cloud-environment.js';
import type { SimulatedSpec } from '../notice/simulated-spec.js';
import { isValidId } from '../store/layout.js';
import { parseRestartInput } from '../github/restart-input.js';
import { attemptSeparations, readAttemptSettings, storeDirSetting } from './attempt.js';
import { parseSimulatedSpec } from './drill.js';
import { parseDuration } from './duration.js';
import { parseGangSettings, type GangSettings } from './gang.js';
import { Input, type InputReader } from './input-names.js';
import {
  requireCreatable,
  requireDirectory,
  requireSeparate,
  type DirSetting,
  type Separation,
} from './paths.js';
import { NOTICE_RANGE } from './ranges.js';
import { inputSource, type SettingSource } from './source.js';
import { readStoreSettings, type StoreSettings } from './store.js';
import { parseBoolean } from './values.js';
import { readCheckName } from './lineage-check.js';

export const CLOUD_SETTINGS = ['auto', 'aws', 'gcp', 'azure', 'none'] as const;

export interface TrainSettings {
  /** What each attempt runs with, alike in the action and the CLI. */
  readonly attempt: AttemptSettings;
  readonly script: string;
  readonly workingDirectory: string;
  readonly outputsDir: string;
  readonly restartDir: string;
  readonly store: StoreSettings;
  /** The run this one continues; from the input or the dispatch event. */
  readonly restartFrom?: string;
  /**
   * This run brings node `replacement` (an id from `nodes` up) to the
   * elastic gang of run `restartFrom`, in place of a node that left.
   */
  readonly replacement?: number;
  readonly drill?: SimulatedSpec;
  /** Dispatch the next run after an interruption (needs actions: write). */
  readonly restart: boolean;
  /** For the GitHub API: dispatching restarts, reading earlier runs' artifacts. */
  readonly githubToken: string;
  /** The lineage's check run: its name, undefined for the default, false for none. */
  readonly checkName: string | undefined | false;
  /** How long a restart waits for the run it continues to seal its outputs. */
  readonly sealTimeoutMs: number;
  readonly signalNoticeMs: number;
  readonly cloud: CloudSetting;
  readonly interruptOnRebalance: boolean;
  readonly azureAckEvents: boolean;
  readonly gcpNoticeMs: number;
  /** Where each cloud's metadata service is (its own address, unless the environment moves it). */
  readonly metadata: MetadataEndpoints;
  /** This step's node in its gang of VMs (one node unless `nodes` says more). */
  readonly gang: GangSettings;
}

/**
 * The train mode's settings, every input checked here and nowhere else,
 * before anything starts. `workspace` is GITHUB_WORKSPACE; `eventRestart`
 * is `inputs._restart` of the workflow_dispatch event, used when
 * `restart-from` is not given; `cwd` is where a relative file:// store is;
 * `env` is the step's environment.
 */
export function readTrainSettings(
  get: InputReader,
  workspace: string,
  eventRestart?: string,
  cwd: string = process.cwd(),
  env: NodeJS.ProcessEnv = {},
): TrainSettings {
  const source = inputSource(get);
  const script = source.raw(Input.run);
  if (script.trim() === '')
    throw new UserError(`${Input.run}: the training command is required in train mode`);
  const restartText = source.text(Input.restartFrom) || eventRestart?.trim() || '';
  const { runId: restartFrom, replacement } = parseRestartInput(restartText);
  if (restartFrom !== '' && !isValidId(restartFrom)) {
    throw new UserError(
      `${Input.restartFrom}: "${restartText}" is not a run id; expected digits such as 9876543210`,
    );
  }
  const gang = readGang(source);
  const drillText = source.text(Input.simulateInterruption);
  const flag = (input: string) => parseBoolean(source.text(input), input);
  const duration = (input: string, range?: { min: number; max: number }) =>
    parseDuration(source.text(input), input, range);
  return {
    script,
    ...readTrainPaths(source, { workspace, cwd, env, nodes: gang.nodes }),
    attempt: readAttemptSettings(source),
    ...(restartFrom === '' ? {} : { restartFrom }),
    ...(replacement === undefined ? {} : { replacement: checkReplacement(replacement, gang) }),
    ...(drillText === ''
      ? {}
      : { drill: parseSimulatedSpec(drillText, Input.simulateInterruption) }),
    restart: flag(Input.restart),
    githubToken: source.text(Input.githubToken),
    checkName: readCheckName(source),
    sealTimeoutMs: duration(Input.sealTimeout),
    signalNoticeMs: duration(Input.signalNotice, NOTICE_RANGE),
    cloud: readCloud(source.text(Input.cloud, 'auto')),
    interruptOnRebalance: flag(Input.interruptOnRebalance),
    azureAckEvents: flag(Input.azureAckEvents),
    gcpNoticeMs: duration(Input.gcpNotice, NOTICE_RANGE),
    metadata: readMetadataEndpoints(env),
    gang,
  };
}

type TrainPaths = Pick<TrainSettings, 'workingDirectory' | 'outputsDir' | 'restartDir' | 'store'>;

/** The directories, refused where they overlap in a way that would lose or multiply files. */
function readTrainPaths(
  source: SettingSource,
  where: {
    readonly workspace: string;
    readonly cwd: string;
    readonly env: NodeJS.ProcessEnv;
    readonly nodes: number;
  },
): TrainPaths {
  const { workspace, cwd, env, nodes } = where;
  const store = readStoreSettings(source, {
    mode: 'train',
    cwd,
    env,
    refuse: (location) => {
      // Each node's step is a job of its own; their artifacts would not add up to one run.
      if (nodes > 1 && location.kind === 'artifact')
        throw new UserError(
          `${Input.store}: an artifact store serves one VM; a gang of ${nodes} needs s3://BUCKET/PREFIX (or file:// on a shared disk)`,
        );
    },
  });
  const workingDirectory = readWorkingDirectory(source, workspace);
  const inWorkdir = (path: string): string =>
    isAbsolute(path) ? path : resolve(workingDirectory, path);
  const outputs = { name: Input.outputs, path: inWorkdir(source.text(Input.outputs)) };
  const restart = { name: Input.restartDir, path: inWorkdir(source.text(Input.restartDir)) };
  const workdir = { name: Input.workingDirectory, path: workingDirectory };
  const root = { name: 'the workspace', path: resolve(workspace) };
  const storeDir = storeDirSetting(source, store.location);
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
  // First: every other directory lies in it, and would be blamed for it.
  requireDirectory(workdir);
  requireSeparate([
    ...keepWithin(outputs, 'outputs', uploadsAll),
    ...keepWithin(restart, '_restart', wipes),
    ...attemptSeparations({ outputs, restart, store: storeDir, wipes }),
  ]);
  requireCreatable([outputs, restart, storeDir]);
  return {
    workingDirectory,
    outputsDir: outputs.path,
    restartDir: restart.path,
    store,
  };
}

/** The working directory: a relative one that climbs out of the workspace is a slip, not a place. */
function readWorkingDirectory(source: SettingSource, workspace: string): string {
  const given = source.text(Input.workingDirectory);
  const path = resolve(workspace, given);
  const fromWorkspace = relative(resolve(workspace), path);
  if (!isAbsolute(given) && (fromWorkspace === '..' || fromWorkspace.startsWith(`..${sep}`))) {
    throw new UserError(
      `${source.name(Input.workingDirectory)}: "${given}" leads out of the workspace (to ${path}), so the trainer would run outside the checkout; give a directory inside it, or an absolute path if the trainer really lives elsewhere`,
    );
  }
  return path;
}

function readGang(source: SettingSource): GangSettings {
  const gang = parseGangSettings(source);
  if (gang.nodes > 1 && source.text(Input.retention) !== '0') {
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

/** A replacement joins an elastic gang, in the seat (`node-rank`) of the node it replaces. */
function checkReplacement(node: number, gang: GangSettings): number {
  if (gang.minNodes === undefined || node < gang.nodes)
    throw new UserError(
      `_restart names replacement node ${node}, but this step's gang (${Input.nodes} ${gang.nodes}, ${Input.minNodes} ${gang.minNodes ?? gang.nodes}) is not an elastic gang that takes replacements (ids from ${gang.nodes} up)`,
    );
  return node;
}
