import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST, startNode, type Finished } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const CLI = join(DIST, 'cli.js');

/**
 * A trainer that starts a helper in a session of its own (as `setsid`, a
 * daemon or Python's start_new_session=True do): the helper inherits the
 * trainer's stdout and stderr and outlives it, so the pipes stay open after
 * the trainer exits. The helper's command line is unique to the test, so it
 * can be found and stopped afterwards.
 */
function holderScript(tag: string, body: readonly string[]): string {
  return [`setsid bash -c 'exec -a held-${tag} sleep 300' &`, ...body].join('\n');
}

const holders: string[] = [];
afterEach(() => {
  for (const tag of holders.splice(0)) {
    const pid = Number(heldPid(tag));
    // Only a pid the warning named: kill(0) or kill(NaN) must never be sent.
    if (!Number.isInteger(pid) || pid <= 1) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

let heldOutput = '';
function heldPid(tag: string): string | undefined {
  return new RegExp(`pid (\\d+) \\(held-${tag} 300\\)`).exec(heldOutput)?.[1];
}

async function manifestOf(dir: string): Promise<{ state: string; files: { path: string }[] }[]> {
  const store = join(dir, '.spot-train/store');
  const [lineage] = (await readdir(store)).filter((name) => name.startsWith('local-'));
  const runs = await readdir(join(store, lineage ?? ''));
  return Promise.all(
    runs.map(
      async (run) =>
        JSON.parse(await readFile(join(store, lineage ?? '', run, 'manifest.json'), 'utf8')) as {
          state: string;
          files: { path: string }[];
        },
    ),
  );
}

async function run(dir: string, args: readonly string[]): Promise<Finished> {
  const done = await startNode(CLI, args, { cwd: dir }).done;
  heldOutput += done.stderr;
  return done;
}

describe('a trainer whose output a process of another session keeps open', () => {
  it('ends at the trainer exit: the run completes and names the process holding the output', async () => {
    const dir = await tempDir('held-output');
    holders.push('run');
    const script = holderScript('run', [
      'mkdir -p out',
      'echo weights > out/model.pt',
      'echo step 1/1',
    ]);
    const done = await run(dir, [
      'run',
      '--outputs',
      'out',
      '--settle',
      '200ms',
      '--',
      'bash',
      '-c',
      script,
    ]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout + done.stderr).toContain('step 1/1');
    expect(done.stderr).toMatch(
      /the trainer exited, but its output is still held open by pid \d+ \(held-run 300\)/,
    );
    const [manifest] = await manifestOf(dir);
    expect(manifest?.state).toBe('completed');
    expect(manifest?.files.map((f) => f.path)).toEqual(['model.pt']);
  }, 30_000);

  it('on a notice, still saves, seals and restarts before the deadline', async () => {
    const dir = await tempDir('held-output');
    holders.push('notice');
    // Saves a checkpoint on SIGINT, then exits; the second attempt finds it and finishes.
    const script = holderScript('notice', [
      'mkdir -p out',
      'if [ -f "$SPOT_TRAIN_RESTART_DIR/ckpt.txt" ]; then echo resumed; echo done > out/final.txt; exit 0; fi',
      "trap 'echo saved > out/ckpt.txt; exit 0' INT",
      'while true; do sleep 0.1; done',
    ]);
    const done = await run(dir, [
      'run',
      '--outputs',
      'out',
      '--settle',
      '200ms',
      '--interrupt-after',
      '1s',
      '--interruptions',
      '1',
      '--notice',
      '10s',
      '--',
      'bash',
      '-c',
      script,
    ]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout + done.stderr).toContain('resumed');
    expect(done.stderr).toMatch(/still held open by pid \d+ \(held-notice 300\)/);
    const states = (await manifestOf(dir)).map((m) => m.state).sort();
    expect(states).toEqual(['completed', 'interrupted']);
  }, 60_000);
});
