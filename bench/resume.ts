import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLineageHistory } from '../src/history/read-history.js';
import { type AttemptHistory } from '../src/history/attempt-history.js';
import { FileStore } from '../src/store/file/file-store.js';
import { startGitHubApi, type GitHubApi } from '../test/helpers/github-api/index.js';
import { DIST_MAIN, NODE, NO_CLOUD, WORK } from './paths.js';
import { median } from './store-sync.js';

const REPS = 5;
const CHECKPOINT_MIB = 256;
const WORKFLOW = '.github/workflows/train.yml';
const WORKFLOW_YAML = `
name: Train
on:
  workflow_dispatch:
    inputs:
      _restart:
        required: false
jobs:
  train:
    runs-on: [self-hosted]
    steps:
      - run: echo train
`;

/**
 * Saves a checkpoint of CHECKPOINT_MIB before its first step and steps
 * until SIGINT; after a restart it loads the restored checkpoint (reads it
 * whole, as torch.load would), says so, prints one step and exits.
 */
const TRAINER = [
  'import os, signal, sys, time',
  'if os.path.exists("_restart/ckpt.pt"):',
  '    with open("_restart/ckpt.pt", "rb") as f: n = len(f.read())',
  '    print(f"resumed from step 10 ({n} bytes)", flush=True)',
  '    print("step 11", flush=True)',
  '    sys.exit(0)',
  `data = os.urandom(1 << 20) * ${CHECKPOINT_MIB}`,
  'with open("ckpt/ckpt.pt.tmp", "wb") as f: f.write(data)',
  'os.rename("ckpt/ckpt.pt.tmp", "ckpt/ckpt.pt")',
  'signal.signal(signal.SIGINT, lambda *_: sys.exit(130))',
  'step = 0',
  'while step < 600:',
  '    step += 1; print(f"step {step}", flush=True); time.sleep(0.1)',
].join('\n');

/** Runs the built action's train step as the runner would; its exit status is the caller's to judge. */
async function trainStep(params: {
  readonly dir: string;
  readonly runId: string;
  readonly restartOf?: string;
  readonly github: GitHubApi;
  readonly token: string;
  readonly store: string;
}): Promise<string> {
  const { dir, runId } = params;
  const workspace = join(dir, `ws-${runId}`);
  mkdirSync(join(workspace, 'ckpt'), { recursive: true });
  writeFileSync(join(workspace, 'train.py'), TRAINER);
  const event = join(dir, `event-${runId}.json`);
  const inputs = params.restartOf === undefined ? {} : { _restart: params.restartOf };
  writeFileSync(event, JSON.stringify({ inputs }));
  const summary = join(dir, `summary-${runId}.md`);
  const output = join(dir, `output-${runId}`);
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const input = (name: string, value: string): [string, string] => [
    `INPUT_${name.toUpperCase()}`,
    value,
  ];
  const runnerTemp = join(dir, `temp-${runId}`);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...NO_CLOUD,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_API_URL: params.github.url,
    GITHUB_WORKFLOW_REF: `acme/train/${WORKFLOW}@refs/heads/main`,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: event,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: runnerTemp,
    ...Object.fromEntries([
      input('mode', 'train'),
      input('run', 'python3 train.py'),
      input('outputs', 'ckpt'),
      input('store', params.store),
      input('github-token', params.token),
      ...(params.restartOf === undefined
        ? [input('simulate-interruption', 'after:4s,notice:2m')]
        : [input('restart', 'false')]),
    ]),
  };
  mkdirSync(runnerTemp, { recursive: true });
  const child = spawn(NODE, [DIST_MAIN], {
    cwd: workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise((resolve) => child.once('close', resolve));
  return log;
}

/** Milliseconds between two recorded points; a missing one fails the benchmark, which must measure. */
function span(from: number | undefined, to: number | undefined, what: string): number {
  if (from === undefined || to === undefined) throw new Error(`${what}: a point was not recorded`);
  return to - from;
}

interface Measured {
  readonly noticeToDurable: number;
  readonly noticeToDispatch: number;
  readonly dispatchToRun: number;
  readonly stepToRestored: number;
  readonly restoreToFirstStep: number;
  readonly stepToFirstStep: number;
}

async function oneResume(github: GitHubApi, token: string, rep: number): Promise<Measured> {
  const dir = join(WORK, `resume-${rep}`);
  const storeDir = join(dir, 'store');
  mkdirSync(storeDir, { recursive: true });
  const store = `file://${storeDir}`;
  const firstRun = String(8000 + rep * 10);
  const first = await trainStep({ dir, runId: firstRun, github, token, store });
  const fileStore = new FileStore(storeDir);
  const [interrupted] = await readLineageHistory(fileStore, firstRun);
  const next = github.runs.at(-1);
  if (!interrupted || next === undefined) throw new Error(`no restart was dispatched:\n${first}`);
  await trainStep({ dir, runId: String(next.id), restartOf: firstRun, github, token, store });
  const [before, after] = await readLineageHistory(fileStore, firstRun);
  return measure(before, after);
}

function measure(before: AttemptHistory | undefined, after: AttemptHistory | undefined): Measured {
  const b = before?.points;
  const a = after?.points;
  return {
    noticeToDurable: span(b?.notice, b?.durable, 'notice to durable'),
    noticeToDispatch: span(b?.notice, b?.dispatched, 'notice to dispatch'),
    dispatchToRun: span(b?.dispatched, a?.runCreated, 'dispatch to the run created'),
    stepToRestored: span(a?.trainStepStarted, a?.restoreDone, 'train step to restored'),
    restoreToFirstStep: span(a?.restoreDone, a?.firstStep, 'restore to first step'),
    stepToFirstStep: span(a?.trainStepStarted, a?.firstStep, 'train step to first step'),
  };
}

/**
 * Targets for the worst repetition, set from what a shared 2-core machine
 * measured (0.4-0.6 s notice to dispatch, 0.55-0.65 s to restore 256 MiB,
 * 0.9-1.0 s train step to first step): about three times that, so a loaded
 * machine passes while a regression that puts a store round trip or a
 * history write on the path (a record awaited before the dispatch, a
 * restore that re-lists the lineage per file) does not. Notice to dispatch
 * matters most: GCP gives 30 s, and the dispatch must come well inside it.
 * GitHub's times have whole seconds, so "dispatched → next run created"
 * has no target: it can be up to a second below zero.
 */
const TARGETS: Record<keyof Measured, number | undefined> = {
  noticeToDurable: 1500,
  noticeToDispatch: 2000,
  dispatchToRun: undefined,
  stepToRestored: 2000,
  restoreToFirstStep: 1000,
  stepToFirstStep: 3000,
};

const ROWS: [keyof Measured, string][] = [
  ['noticeToDurable', 'notice → durable (the seal; the checkpoint was uploaded before)'],
  ['noticeToDispatch', 'notice → restart dispatched (claim recorded)'],
  ['dispatchToRun', "dispatched → next run created (the stand-in's created_at)"],
  ['stepToRestored', `train step started → restore done (${CHECKPOINT_MIB} MiB)`],
  ['restoreToFirstStep', 'restore done → first step (trainer loads the checkpoint)'],
  ['stepToFirstStep', 'train step started → first step'],
];

/** The local part of the time to resume, from the runs' own history records. */
export async function resumeSection(): Promise<string> {
  const github = await startGitHubApi({ repository: 'acme/train' });
  try {
    github.addWorkflow({ path: WORKFLOW, yaml: WORKFLOW_YAML });
    const token = github.issueToken({ kind: 'github-token', permissions: { actions: 'write' } });
    const runs: Measured[] = [];
    for (let rep = 0; rep < REPS; rep++) runs.push(await oneResume(github, token, rep));
    const rows = ROWS.map(([key, label]) => {
      const values = runs.map((run) => run[key]);
      const mid = median(values);
      const worst = Math.max(...values);
      const target = TARGETS[key];
      const verdict = target === undefined ? '' : worst <= target ? 'met' : '**missed**';
      return `| ${label} | ${mid} ms | ${worst} ms | ${target === undefined ? '-' : `${target} ms`} | ${verdict} |`;
    });
    return [
      '## Where resume time goes: the local part',
      '',
      `Two train steps of the built action per repetition (${REPS}), against a file store and the local GitHub stand-in: the first drilled (notice after 4 s, a ${CHECKPOINT_MIB} MiB checkpoint written before it), which dispatches the restart; the second continues it and restores the checkpoint. Every figure comes from the runs' history records and restart claim, as the summary's resume timeline shows them. VM boot, runner install and GitHub's queue are out of reach here.`,
      '',
      "Targets are for the worst repetition: about three times what a shared 2-core machine measured, so a loaded machine passes and a store round trip or history write put on the path does not. Notice to dispatch matters most (GCP gives 30 s). GitHub's times have whole seconds, so the next run's creation can read up to a second before the dispatch was recorded (the claim notes the dispatch after GitHub answered): no target there.",
      '',
      '| Span | Median | Worst | Target | |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n');
  } finally {
    await github.close();
  }
}
