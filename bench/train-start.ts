import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DIST_MAIN, NODE, WORK } from './paths.js';
import { actionEnv } from './supervisor-cost.js';

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 15);
/** The release under design target: the train mode's start, no cloud SDK loaded, under half a second. */
const TARGET_MS = 500;

/**
 * Milliseconds from spawning `main` (mode train, a file store, no cloud to
 * watch) to the first instruction of the trainer, which writes the clock.
 */
async function startMs(main: string, dir: string): Promise<number> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const stamp = join(dir, 'started');
  const env = actionEnv(dir, {
    mode: 'train',
    outputs: 'out',
    store: `file://${join(dir, 'store')}`,
    cloud: 'none',
    restart: 'false',
    run: `date +%s%N > ${stamp}`,
  });
  // Both ends on the wall clock: the trainer can only read that one.
  const spawnedAt = Date.now();
  const child = spawn(NODE, [main], { cwd: dir, env, stdio: 'ignore' });
  const code = await new Promise<number | null>((done) => child.once('close', done));
  if (code !== 0) throw new Error(`${main} exited with ${code} in ${dir}`);
  const startedNs = BigInt(readFileSync(stamp, 'utf8').trim());
  return Number(startedNs / 1000n) / 1000 - spawnedAt;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The train mode's start, measured from the built action. With
 * BENCH_BASELINE_DIST (another build's dist/, such as the release before a
 * change) both run in alternating rounds, so the machine's drift falls on
 * both alike.
 */
export async function trainStartSection(): Promise<string> {
  const baselineDir = process.env.BENCH_BASELINE_DIST;
  const builds: [string, string][] = [['this build', DIST_MAIN]];
  // BENCH_BASELINE_LABEL names it in the table (a commit, say) where its directory means nothing.
  const label = process.env.BENCH_BASELINE_LABEL ?? baselineDir;
  if (baselineDir) builds.push([`baseline: ${label}`, join(resolve(baselineDir), 'main.js')]);
  const samples = new Map<string, number[]>(builds.map(([label]) => [label, []]));
  // One unmeasured round each: the first spawn pays for the page cache.
  for (const [label, main] of builds) await startMs(main, join(WORK, `start-${label.length}`));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, main] of round % 2 === 0 ? builds : [...builds].reverse())
      samples.get(label)?.push(await startMs(main, join(WORK, `start-${label.length}`)));
  }
  const rows = builds.map(([label]) => {
    const values = samples.get(label) ?? [];
    const med = median(values);
    const worst = Math.max(...values);
    return `| ${label} | ${med.toFixed(0)} ms | ${Math.min(...values).toFixed(0)} ms | ${worst.toFixed(0)} ms | ${med < TARGET_MS ? 'met' : '**not met**'} |`;
  });
  return `## Train mode start

The action's train mode (\`dist/main.js\` with the runner's variables, a
file store, \`cloud: none\`, \`restart: false\`) from the spawn of Node.js
to the trainer's first instruction (a shell writing the clock), over
${ROUNDS} rounds after one unmeasured. This is what every attempt pays before
training starts, before any restore: Node.js, the bundle's chunks, the
settings, the store opening, the lineage records. Target: under
${TARGET_MS} ms with no cloud SDK loaded.

| build | median | best | worst | target |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}
