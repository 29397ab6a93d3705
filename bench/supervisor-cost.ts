import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureProcess, type ProcessCost } from './proc-stats.js';
import { DIST_CLI, DIST_MAIN, MiB, NODE, NO_CLOUD, SECONDS, WORK } from './paths.js';

const IDLE = 'import sys, time; time.sleep(float(sys.argv[1]))';
const CHECKPOINTING = [
  'import os, sys, time',
  'end = time.time() + float(sys.argv[1]); data = os.urandom(64 << 20); step = 0',
  'os.makedirs("out", exist_ok=True)',
  'while time.time() < end:',
  '    step += 1; tmp = f"out/ckpt-{step}.pt.tmp"',
  '    open(tmp, "wb").write(data); os.replace(tmp, f"out/ckpt-{step}.pt")',
  '    old = f"out/ckpt-{step - 2}.pt"',
  '    os.path.exists(old) and os.remove(old)',
  '    time.sleep(5)',
].join('\n');

/** The files and variables the runner gives the action's main step. */
export function actionEnv(dir: string, inputs: Record<string, string>): NodeJS.ProcessEnv {
  for (const name of ['output', 'summary', 'state']) writeFileSync(join(dir, name), '');
  return {
    PATH: process.env.PATH,
    GITHUB_WORKSPACE: dir,
    GITHUB_RUN_ID: '1',
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_STATE: join(dir, 'state'),
    RUNNER_TEMP: dir,
    ...NO_CLOUD,
    ...Object.fromEntries(
      Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
    ),
  };
}

/** The supervisor as the CLI runs it, or as the action's train mode on a runner. */
function startSupervisor(entry: 'cli' | 'action', dir: string, trainer: string): ChildProcess {
  writeFileSync(join(dir, 'trainer.py'), trainer);
  if (entry === 'cli') {
    const args = ['run', '--outputs', 'out', '--', 'python3', 'trainer.py', String(SECONDS)];
    return spawn(NODE, [DIST_CLI, ...args], { cwd: dir, stdio: 'ignore' });
  }
  const env = actionEnv(dir, {
    mode: 'train',
    outputs: 'out',
    store: `file://${join(dir, 'store')}`,
    run: `python3 trainer.py ${SECONDS}`,
  });
  return spawn(NODE, [DIST_MAIN], { cwd: dir, env, stdio: 'ignore' });
}

const MB = 1e6 / MiB;

/** CPU and memory of the supervisor around an idle and a checkpointing trainer. */
export async function supervisorCostSection(): Promise<string> {
  const rows: string[] = [];
  for (const entry of ['cli', 'action'] as const) {
    for (const [label, trainer] of [
      ['idle', IDLE],
      ['checkpointing', CHECKPOINTING],
    ] as const) {
      const dir = join(WORK, `supervisor-${entry}-${label}`);
      mkdirSync(dir, { recursive: true });
      const cost = await measureProcess(startSupervisor(entry, dir, trainer));
      if (cost.exitCode !== 0) throw new Error(`${entry} ${label} exited with ${cost.exitCode}`);
      rows.push(
        row(
          `${entry === 'cli' ? 'spot-train run' : 'action, mode train'}: ${label}`,
          cost,
          label === 'idle',
        ),
      );
    }
  }
  return `## Supervisor cost

The supervisor around a Python trainer for ${SECONDS} s, as \`spot-train run\` and as
the action's train mode (\`dist/main.js\` with the runner's variables), sampled
from /proc every 200 ms: its CPU time in the first 3 s (start-up, restore,
first scans), its CPU time over wall time after that, and its peak resident
memory (VmHWM). "idle" writes nothing: the cost of watching (a scan every
second). "checkpointing" writes a 64 MiB checkpoint every 5 s, keeping two, so
the supervisor also hashes and stores 12.8 MiB/s. Target: under 1 % CPU and
under 80 MB (76.3 MiB) RSS.

| trainer | wall time | CPU in the first 3 s | supervisor CPU after | peak RSS | target |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}

function row(label: string, cost: ProcessCost, idle: boolean): string {
  const rssMet = cost.peakRssMiB / MB < 80;
  const target = idle
    ? cost.cpuPercent < 1 && rssMet
      ? 'met'
      : '**not met**'
    : rssMet
      ? 'RSS met; the CPU is the upload work itself'
      : '**RSS not met**';
  return `| ${label} | ${(cost.wallMs / 1000).toFixed(1)} s | ${cost.startupCpuMs} ms | ${cost.cpuPercent.toFixed(2)} % | ${cost.peakRssMiB.toFixed(0)} MiB | ${target} |`;
}
