import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { readLineage } from '../../src/records/lineage.js';
import { restoreLineage } from '../../src/checkpoints/restore.js';
import { DEMO_TRAINER, DIST, drilledDemo, startNode } from '../helpers/run-dist.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const CLI = join(DIST, 'cli.js');

/** The system's Node.js, when it is older than the 22 the CLI needs (Debian's is). */
const OLD_NODE = ((): string | undefined => {
  const node = '/usr/bin/node';
  if (!existsSync(node)) return undefined;
  const major = Number(
    execFileSync(node, ['-p', 'process.versions.node.split(".")[0]']).toString(),
  );
  return major < 22 ? node : undefined;
})();

function cli(args: readonly string[], cwd: string) {
  return startNode(CLI, args, { cwd });
}

async function onlyLineage(storeDir: string): Promise<string> {
  const lineages = (await readdir(storeDir)).filter((name) => name.startsWith('local-'));
  expect(lineages).toHaveLength(1);
  return lineages[0] ?? '';
}

describe('spot-train run, from dist/', () => {
  it('drills interruptions, resumes each time and prints the report', async () => {
    const dir = await tempDir('cli');
    const run = cli(['run', ...drilledDemo(160, 2)], dir);
    const done = await run.done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(
      /training completed after 3 attempts and 2 interruptions; lineage local-/,
    );
    const rows = done.stdout
      .split('\n')
      .filter((line) => /^\d+ +(interrupted|completed)/.test(line));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^1 +interrupted .* 0 steps$/);
    expect(rows[2]).toMatch(/^3 +completed /);
    expect(done.stderr.match(/Spot instance interruption found\. Wrapping up here!/g)).toHaveLength(
      2,
    );
    const model = JSON.parse(await readFile(join(dir, 'out/model.json'), 'utf8')) as {
      steps: number;
    };
    expect(model.steps).toBe(160);
    // Each attempt began as a fresh VM would: the earlier outputs were set aside, not reused.
    expect((await readdir(join(dir, '.spot-train/work/attempts'))).length).toBe(2);
  });

  it('escalates to SIGTERM and SIGKILL when the trainer ignores SIGINT, and keeps what was finished', async () => {
    const dir = await tempDir('cli');
    const script = [
      "trap '' INT TERM",
      'mkdir -p out',
      'echo finished > out/done.txt',
      'while true; do echo more >> out/growing.log; sleep 0.05; done',
    ].join('\n');
    const run = cli(
      [
        'run',
        '--outputs',
        'out',
        '--interrupt-after',
        '1s',
        '--notice',
        '3s',
        '--flush-reserve',
        '1s',
        '--kill-grace',
        '1s',
        '--settle',
        '1s',
        '--max-restarts',
        '0',
        '--',
        'bash',
        '-c',
        script,
      ],
      dir,
    );
    const done = await run.done;
    expect(done.code).toBe(3);
    expect(done.stderr).toContain('sending SIGTERM');
    expect(done.stderr).toContain('the trainer ignored SIGTERM; sending SIGKILL');
    expect(done.stderr, done.stderr).toContain(
      'not uploading growing.log: it was still being written when the trainer was killed',
    );
    expect(done.stderr).toContain('reached --max-restarts 0');
    const lineage = await onlyLineage(join(dir, '.spot-train/store'));
    const [run1] = await readLineage(new FileStore(join(dir, '.spot-train/store')), lineage);
    expect(typeof run1?.manifest === 'object' && run1.manifest.files.map((f) => f.path)).toEqual([
      'done.txt',
    ]);
  });

  it('stops after Ctrl-C: saves, seals, and does not start another attempt', async () => {
    const dir = await tempDir('cli');
    const run = cli(
      [
        'run',
        '--outputs',
        'out',
        '--',
        'python3',
        DEMO_TRAINER,
        '--steps',
        '100000',
        '--save-every',
        '1000',
      ],
      dir,
    );
    await eventually(() => expect(run.output()).toContain('starting from scratch'));
    run.kill('SIGINT');
    const done = await run.done;
    expect(done.code).toBe(130);
    expect(done.stdout).toContain('stopped at your request after 1 attempt and 1 interruption');
    expect(done.stdout).toMatch(/interrupted: saved step \d+/);
    const lineage = await onlyLineage(join(dir, '.spot-train/store'));
    const manifest = JSON.parse(
      await readFile(join(dir, '.spot-train/store', lineage, lineage, 'manifest.json'), 'utf8'),
    ) as {
      state: string;
      files: unknown[];
    };
    expect(manifest.state).toBe('interrupted');
    expect(manifest.files).toHaveLength(1);
  });

  it.each([
    ['SIGTERM (kill, timeout)', 'SIGTERM'],
    ['Ctrl-C', 'SIGINT'],
  ] as const)('stops on %s like a person: saves, seals, no restart', async (_what, signal) => {
    const dir = await tempDir('cli');
    const run = cli(
      ['run', '--outputs', 'out', '--', 'python3', DEMO_TRAINER, '--steps', '100000'],
      dir,
    );
    // Once it trains: a stop between its first line and its try block would find no handler yet.
    await eventually(() => expect(run.output()).toMatch(/^step 25 /m));
    run.kill(signal);
    const done = await run.done;
    expect(done.code, done.stderr).toBe(130);
    expect(done.stderr).toContain('stopped at your request');
    // No machine goes anywhere: a person's stop says so, with the time to save.
    expect(done.stderr).toContain(`stopping: ${signal}; the trainer has`);
    expect(done.stderr).not.toContain('the machine goes in');
    expect(done.stderr).not.toContain('attempt 2 of lineage');
    expect(done.stdout).toMatch(/interrupted: saved step \d+/);
    const lineage = await onlyLineage(join(dir, '.spot-train/store'));
    const manifest = JSON.parse(
      await readFile(join(dir, '.spot-train/store', lineage, lineage, 'manifest.json'), 'utf8'),
    ) as { state: string; notice?: { reason: string; userRequested?: boolean } };
    expect(manifest.state).toBe('interrupted');
    expect(manifest.notice).toMatchObject({ reason: signal, userRequested: true });
  });

  it('with --sigterm-notice, takes SIGTERM as a VM would: a notice, then the next attempt resumes', async () => {
    const dir = await tempDir('cli');
    const run = cli(
      [
        'run',
        '--outputs',
        'out',
        '--sigterm-notice',
        '--',
        'python3',
        DEMO_TRAINER,
        '--steps',
        '300',
        '--save-every',
        '50',
      ],
      dir,
    );
    await eventually(() => expect(run.output()).toMatch(/step [1-9]\d*/));
    run.kill('SIGTERM');
    const done = await run.done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stderr).toContain('notice from signal (SIGTERM)');
    expect(done.stderr).toContain('attempt 2 of lineage');
    expect(done.stdout).toMatch(/training completed after 2 attempts and 1 interruption/);
  });

  it('a SIGTERM after the notice (a shutting-down VM) does not cut the trainer short', async () => {
    const dir = await tempDir('cli');
    const script = [
      'mkdir -p out',
      "trap 'sleep 2; echo saved > out/final.ckpt; exit 130' INT",
      'echo training; while true; do sleep 0.05; done',
    ].join('\n');
    const run = cli(
      [
        'run',
        '--outputs',
        'out',
        '--interrupt-after',
        '500ms',
        '--max-restarts',
        '0',
        '--',
        'bash',
        '-c',
        script,
      ],
      dir,
    );
    await eventually(() => expect(run.output()).toContain('sent SIGINT to the trainer'));
    run.kill('SIGTERM');
    const done = await run.done;
    expect(done.stderr).toContain('SIGTERM while saving: carrying on until the deadline');
    expect(done.stderr).not.toContain('sending SIGTERM');
    expect(done.stderr).toContain('uploaded final.ckpt');
    expect(done.code).toBe(3);
  });

  it('a supervisor killed with SIGKILL mid-upload leaves nothing a restore takes for a complete file', async () => {
    const dir = await tempDir('cli');
    const marker = `spot-train-test-${process.pid}-${Date.now()}`;
    const script = `mkdir -p out && echo small > out/small.txt && sleep 1 && head -c 400000000 /dev/zero > out/big.tmp && mv out/big.tmp out/big.bin && sleep 600 # ${marker}`;
    const run = cli(
      [
        'run',
        '--outputs',
        'out',
        '--settle',
        '100ms',
        '--scan-interval',
        '50ms',
        '--verbose',
        '--',
        'bash',
        '-c',
        script,
      ],
      dir,
    );
    await eventually(() => expect(run.output()).toMatch(/uploading big\.bin/), 30_000);
    run.kill('SIGKILL');
    await run.done;
    // The trainer's group outlives a SIGKILLed supervisor, as it would on a VM.
    for (const pid of (await pgrep(marker)).split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const storeDir = join(dir, '.spot-train/store');
    const store = new FileStore(storeDir);
    const lineage = await onlyLineage(storeDir);
    const restartDir = join(dir, 'restored');
    const result = await restoreLineage({
      store,
      lineage,
      currentRunId: 'next',
      restartDir,
      concurrency: 2,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    expect(result.files.map((f) => f.path)).toContain('small.txt');
    const restored = await readdir(restartDir);
    if (restored.includes('big.bin')) {
      expect((await readFile(join(restartDir, 'big.bin'))).length).toBe(400_000_000);
    }
    await expect(readFile(join(storeDir, lineage, lineage, 'files/big.bin'))).rejects.toThrow();
  });

  it('with --restore-to-outputs, files restored into the outputs stay in the lineage without being uploaded again', async () => {
    const dir = await tempDir('cli');
    const script = [
      "trap 'exit 130' INT",
      'if [ -f "$SPOT_TRAIN_RESTART_DIR/tokenizer.json" ]; then echo "resumed from step $SPOT_TRAIN_ATTEMPT"; else echo vocab > out/tokenizer.json; fi',
      'echo "$SPOT_TRAIN_ATTEMPT" > "out/ckpt-$SPOT_TRAIN_ATTEMPT"',
      'if [ "$SPOT_TRAIN_ATTEMPT" = 1 ]; then sleep 30 & wait $!; fi',
    ].join('\n');
    const run = cli(
      [
        'run',
        '--outputs',
        'out',
        '--restore-to-outputs',
        '--interrupt-after',
        '1500ms',
        '--interruptions',
        '1',
        '--settle',
        '200ms',
        '--',
        'bash',
        '-c',
        `mkdir -p out\n${script}`,
      ],
      dir,
    );
    const done = await run.done;
    expect(done.code, done.stderr).toBe(0);
    expect((await readdir(join(dir, 'out'))).sort()).toEqual([
      'ckpt-1',
      'ckpt-2',
      'tokenizer.json',
    ]);
    const storeDir = join(dir, '.spot-train/store');
    const runs = await readLineage(new FileStore(storeDir), await onlyLineage(storeDir));
    const [second, first] = runs.map((r) =>
      typeof r.manifest === 'string' ? undefined : r.manifest,
    );
    expect(second?.attempt).toBe(2);
    const inherited = second?.files.find((f) => f.path === 'tokenizer.json');
    expect(inherited?.key).toBe(first?.files.find((f) => f.path === 'tokenizer.json')?.key);
    expect(done.stdout).toMatch(/^2 +completed .* 1 file, 2 B /m);
  });

  it('explains usage errors with exit code 2', async () => {
    const dir = await tempDir('cli');
    const noOutputs = await cli(['run', '--', 'true'], dir).done;
    expect(noOutputs.code).toBe(2);
    expect(noOutputs.stderr).toContain('--outputs is required');
    const badDuration = await cli(
      ['run', '--outputs', 'o', '--interrupt-after', '5', '--', 'true'],
      dir,
    ).done;
    expect(badDuration.stderr).toContain('--interrupt-after: "5" is not a duration');
    const typo = await cli(['rn', '--outputs', 'o', '--', 'true'], dir).done;
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain(`unknown command "rn"; did you mean 'spot-train run'?`);
    const noCommand = await cli(['run', '--outputs', 'o'], dir).done;
    expect(noCommand.stderr).toContain('no command given; put the training command after --');
    const bucket = await cli(['run', '--outputs', 'o', '--store', 's3://B_/x', '--', 'true'], dir)
      .done;
    expect(bucket.code).toBe(2);
    expect(bucket.stderr).toContain(
      '--store: "B_" in "s3://B_/x" is not an S3 bucket name; expected s3://BUCKET/PREFIX',
    );
    const scheme = await cli(
      ['run', '--outputs', 'o', '--store', 'swift://bucket/x', '--', 'true'],
      dir,
    ).done;
    expect(scheme.stderr).toContain(
      '--store: "swift://bucket/x" is not a store URL; expected s3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR',
    );
    const gcsBucket = await cli(
      ['run', '--outputs', 'o', '--store', 'gs://Bad_B/x', '--', 'true'],
      dir,
    ).done;
    expect(gcsBucket.code).toBe(2);
    expect(gcsBucket.stderr).toContain(
      '--store: "Bad_B" in "gs://Bad_B/x" is not a GCS bucket name',
    );
  });
});

describe('spot-train on an older Node.js', () => {
  it.skipIf(!OLD_NODE)('says which Node.js it needs, and runs nothing', () => {
    const run = spawnSync(OLD_NODE ?? 'node', [CLI, 'restore', 'out'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^spot-train: needs Node\.js 22 or later; this is Node\.js v\d+\./);
    expect(run.stderr).not.toContain('SyntaxError');
  });
});

function pgrep(pattern: string): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('pgrep', ['-f', pattern], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('close', () => resolve(out));
    child.once('error', () => resolve(''));
  });
}
