import { readFile } from 'node:fs/promises';
import { UserError } from '../base/errors.js';

/** A repository as the REST API's paths take it. */
export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

/**
 * The workflow run a step runs in, read once at the entry from the
 * variables the runner sets and the event that started the run. Outside a
 * run (the CLI, a test) every part is empty rather than missing, and what
 * needs a run (the run key) says so when asked.
 */
export interface RunContext {
  /** `owner/name`; '' outside a run. */
  readonly repository: string;
  readonly repo: RepoRef;
  /** GITHUB_RUN_ID; '' outside a run. */
  readonly runId: string;
  /** GITHUB_RUN_ATTEMPT: 1, or more for a re-run of failed jobs. */
  readonly runAttempt: string;
  /** GITHUB_SHA: the commit the run runs on; '' outside a run. */
  readonly sha: string;
  /** GITHUB_API_URL: api.github.com, a GHES host's /api/v3, or a test server. */
  readonly apiUrl: string;
  /** GITHUB_SERVER_URL, for links a person follows. */
  readonly serverUrl: string;
  /** GITHUB_WORKFLOW_REF: `owner/repo/.github/workflows/train.yml@refs/heads/main`. */
  readonly workflowRef: string | undefined;
  /** GITHUB_JOB and RUNNER_NAME: which job and runner this step runs as. */
  readonly job: string | undefined;
  readonly runnerName: string | undefined;
  /** GITHUB_WORKSPACE, else the current directory. */
  readonly workspace: string;
  /** RUNNER_TEMP, emptied by the runner after the job. */
  readonly runnerTemp: string | undefined;
  /** The inputs of the workflow_dispatch event that started the run, as strings; none for any other event. */
  readonly eventInputs: Readonly<Record<string, string>>;
}

/** Reads the run's context from `env` (the runner's variables) and its event file. */
export async function readRunContext(
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
): Promise<RunContext> {
  return { ...runFromEnv(env, cwd), eventInputs: await dispatchInputs(env.GITHUB_EVENT_PATH) };
}

/** The part of the context the runner's variables give, read without the event file. */
export function runFromEnv(env: NodeJS.ProcessEnv, cwd: string): Omit<RunContext, 'eventInputs'> {
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  return {
    repository,
    repo: { owner, repo },
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
    sha: env.GITHUB_SHA ?? '',
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    workflowRef: env.GITHUB_WORKFLOW_REF,
    job: env.GITHUB_JOB,
    runnerName: env.RUNNER_NAME,
    workspace: env.GITHUB_WORKSPACE ?? cwd,
    runnerTemp: env.RUNNER_TEMP,
  };
}

/** The workflow_dispatch input a restart sets to the run it continues. */
export const RESTART_INPUT = '_restart';

/** `inputs._restart` of the event: the run this one continues, or '' for a new lineage. */
export function restartOfEvent(context: RunContext): string {
  return context.eventInputs[RESTART_INPUT]?.trim() ?? '';
}

/**
 * The run's key in the store. A re-run of a failed job keeps GITHUB_RUN_ID,
 * so its attempt number tells the two apart.
 */
export function runKeyOf(context: RunContext): string {
  const { runId } = context;
  if (!/^\d+$/.test(runId)) {
    throw new UserError(
      'GITHUB_RUN_ID is not set: the train mode runs inside GitHub Actions; locally, use `spot-train run`',
    );
  }
  const attempt = Number(context.runAttempt);
  return Number.isSafeInteger(attempt) && attempt > 1 ? `${runId}-${attempt}` : runId;
}

/** An unreadable or foreign event file carries no inputs: the run is not a dispatch. */
async function dispatchInputs(eventPath: string | undefined): Promise<Record<string, string>> {
  if (!eventPath) return {};
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return {};
  }
  const inputs = (payload as { inputs?: unknown } | null)?.inputs;
  if (typeof inputs !== 'object' || inputs === null) return {};
  return Object.fromEntries(
    Object.entries(inputs).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[name, String(value)]]
        : [],
    ),
  );
}
