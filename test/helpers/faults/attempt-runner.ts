import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NO_CLOUD } from '../no-cloud.js';
import { journalPath, readJournal, type AttemptJournal } from './journal.js';
import { DIST_MAIN, FAULT_TRAINER } from './paths.js';

const NOTICE_LINE = 'Spot instance interruption found';

/** What happens to one attempt; times count from the start of the train step. */
export type AttemptPlan =
  | { readonly kind: 'notice'; readonly atMs: number }
  /** The VM dies while the notice-time save is being made durable. */
  | { readonly kind: 'notice-then-kill'; readonly atMs: number; readonly killAfterNoticeMs: number }
  /** The VM vanishes without notice: supervisor and trainer get SIGKILL. */
  | { readonly kind: 'kill-supervisor'; readonly atMs: number }
  /** The trainer alone gets SIGKILL (an OOM kill): exit 137, a listed restart code. */
  | { readonly kind: 'kill-trainer'; readonly atMs: number };

export interface LineageSetup {
  /** Holds the journals and each attempt's workspace and runner files. */
  readonly dir: string;
  readonly storeUrl: string;
  /** Inputs added to every attempt's (the S3 endpoint, say). */
  readonly inputs: Readonly<Record<string, string>>;
  /** Variables added to every attempt's environment (S3 credentials, GitHub's API). */
  readonly env: NodeJS.ProcessEnv;
  readonly trainerArgs: string;
  /** How long a simulated notice lasts. */
  readonly noticeMs: number;
  /** An attempt still running after this is killed and reported as hung. */
  readonly attemptTimeoutMs: number;
  /** Called when the supervisor logs a notice, and when its attempt ends (to degrade the store in between). */
  readonly onNotice?: () => void;
  readonly onAttemptEnd?: () => void;
}

export interface Ended {
  readonly code: number | null;
  /** A SIGKILL reached the supervisor or the trainer, as planned. */
  readonly killed: 'supervisor' | 'trainer' | undefined;
  readonly hung: boolean;
  readonly log: string;
  readonly outputs: Record<string, string>;
  readonly journal: AttemptJournal;
  readonly wallMs: number;
}

/**
 * Runs one attempt of a lineage as the runner runs the action's train step
 * (dist/main.js with INPUT_* and the GITHUB_* files, on a fresh workspace as
 * a new VM has), carrying out `plan`; `restartFrom` is the `_restart` the
 * dispatch (or finalize) gave it.
 */
export async function runPlannedAttempt(
  setup: LineageSetup,
  index: number,
  runId: string,
  plan: AttemptPlan,
  restartFrom: string | undefined,
): Promise<Ended> {
  const root = join(setup.dir, `attempt-${index}`);
  const files = await prepareRunnerFiles(root, restartFrom);
  const journal = journalPath(setup.dir, index);
  const started = Date.now();
  const child = spawn(process.execPath, [DIST_MAIN], {
    cwd: join(root, 'ws'),
    env: attemptEnv(setup, plan, { root, runId, journal, ...files }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child, started, setup.onNotice);
  const closed = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  let finished = false;
  void closed.then(() => (finished = true));
  const groups = async (): Promise<number[]> => trainerGroups(journal, files.state);

  const killed = await carryOut(plan, {
    started,
    finished: () => finished,
    noticed: () => output.log().includes(NOTICE_LINE),
    killSupervisor: async () => {
      child.kill('SIGKILL');
      await closed;
      // The trainer dies with the VM; give one just being started time to show itself.
      await sleep(200);
      for (const pgid of await groups()) killGroup(pgid);
    },
    trainerPid: async () => (await readJournal(journal)).started?.pid,
  });
  const hung = await Promise.race([
    closed.then(() => false),
    // Unreferenced: a finished attempt's timer must not keep the process alive.
    sleep(setup.attemptTimeoutMs, undefined, { ref: false }).then(() => true),
  ]);
  if (hung) child.kill('SIGKILL');
  const code = await closed;
  setup.onAttemptEnd?.();
  // Nothing of this attempt may outlive it and write into the next one's journal.
  for (const pgid of await groups()) killGroup(pgid);
  await writeFile(join(root, 'log.txt'), output.timed());
  return {
    code,
    killed,
    hung,
    log: output.log(),
    outputs: parseCommandFile(await readFile(files.output, 'utf8')),
    journal: await readJournal(journal),
    wallMs: Date.now() - started,
  };
}

/** The files the runner gives a step, and a fresh workspace, as on a new VM. */
async function prepareRunnerFiles(
  root: string,
  restartFrom: string | undefined,
): Promise<{ output: string; state: string; event: string }> {
  const files = {
    output: join(root, 'output'),
    state: join(root, 'state'),
    event: join(root, 'event.json'),
  };
  await mkdir(join(root, 'ws'), { recursive: true });
  await mkdir(join(root, 'tmp'), { recursive: true });
  await writeFile(files.output, '');
  await writeFile(files.state, '');
  await writeFile(join(root, 'summary'), '');
  const event = restartFrom ? { inputs: { _restart: restartFrom } } : {};
  await writeFile(files.event, JSON.stringify(event));
  return files;
}

/** Both streams as one text, and again with the time each piece arrived, for a person reading log.txt. */
function captureOutput(
  child: ChildProcessByStdio<null, Readable, Readable>,
  started: number,
  onNotice: (() => void) | undefined,
): { log(): string; timed(): string } {
  let log = '';
  let timed = '';
  let noticed = false;
  const take = (chunk: Buffer) => {
    log += chunk.toString();
    const at = `+${String(Date.now() - started).padStart(6)}ms `;
    timed += chunk.toString().replace(/^(?=.)/gm, at);
    if (!noticed && log.includes(NOTICE_LINE)) {
      noticed = true;
      onNotice?.();
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return { log: () => log, timed: () => timed };
}

interface Controls {
  readonly started: number;
  finished(): boolean;
  noticed(): boolean;
  killSupervisor(): Promise<void>;
  trainerPid(): Promise<number | undefined>;
}

/** Waits for the planned moment and kills; undefined when the attempt ended first. */
async function carryOut(plan: AttemptPlan, c: Controls): Promise<Ended['killed']> {
  if (plan.kind === 'notice') return undefined;
  // Bounded by the plan's time plus the attempt's own end.
  while (!c.finished() && Date.now() - c.started < plan.atMs) await sleep(20);
  if (plan.kind === 'notice-then-kill') {
    while (!c.finished() && !c.noticed()) await sleep(20);
    await sleep(plan.killAfterNoticeMs);
  }
  if (c.finished()) return undefined;
  if (plan.kind !== 'kill-trainer') {
    await c.killSupervisor();
    return 'supervisor';
  }
  for (; !c.finished(); await sleep(20)) {
    const pid = await c.trainerPid();
    if (pid === undefined) continue;
    try {
      process.kill(pid, 'SIGKILL');
      return 'trainer';
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function attemptEnv(
  setup: LineageSetup,
  plan: AttemptPlan,
  at: {
    root: string;
    runId: string;
    journal: string;
    output: string;
    state: string;
    event: string;
  },
): NodeJS.ProcessEnv {
  const drill =
    plan.kind === 'notice' || plan.kind === 'notice-then-kill'
      ? `after:${Math.round(plan.atMs)}ms,notice:${setup.noticeMs}ms,attempts:10000`
      : '';
  // Two lines, so bash waits for python and a SIGKILLed trainer shows as exit 137.
  const run = `python3 '${FAULT_TRAINER}' ${setup.trainerArgs}\necho trainer done`;
  const inputs: Record<string, string> = {
    mode: 'train',
    run,
    store: setup.storeUrl,
    'simulate-interruption': drill,
    'restart-on-exit-codes': '137',
    'max-restarts': '1000',
    'settle-time': '200ms',
    'scan-interval': '100ms',
    'flush-reserve': `${Math.round(setup.noticeMs / 3)}ms`,
    'kill-grace': '1s',
    'seal-timeout': '200ms',
    ...setup.inputs,
  };
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: join(at.root, 'ws'),
    GITHUB_RUN_ID: at.runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: at.event,
    GITHUB_OUTPUT: at.output,
    GITHUB_STATE: at.state,
    GITHUB_STEP_SUMMARY: join(at.root, 'summary'),
    RUNNER_TEMP: join(at.root, 'tmp'),
    FAULT_JOURNAL: at.journal,
    ...NO_CLOUD,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...setup.env,
  };
}

/** The trainer's process group, from the journal and from the supervisor's saved state. */
async function trainerGroups(journal: string, stateFile: string): Promise<number[]> {
  const fromJournal = (await readJournal(journal)).started?.pgid;
  const state = parseCommandFile(await readFile(stateFile, 'utf8').catch(() => ''));
  const fromState = Number(state['trainer-pgid']);
  return [...new Set([fromJournal, fromState])].filter(
    (pgid): pgid is number => typeof pgid === 'number' && Number.isSafeInteger(pgid) && pgid > 1,
  );
}

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Reads GITHUB_OUTPUT / GITHUB_STATE: `name<<DELIM` blocks. */
function parseCommandFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i] ?? '');
    result[match[1] ?? ''] = value.join('\n');
  }
  return result;
}
