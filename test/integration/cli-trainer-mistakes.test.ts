import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

const CLI = join(DIST, 'cli.js');

/**
 * A trainer that keeps its checkpoint in ./ckpts, outside the outputs: on
 * this machine the file survives the interruption, so it "resumes"; on a
 * new VM it would start over.
 */
const SAVES_OUTSIDE = [
  'mkdir -p ckpts',
  'step=$(cat ckpts/step 2>/dev/null || echo 0)',
  "trap 'echo $step > ckpts/step; exit 0' INT",
  'while [ "$step" -lt 12 ]; do echo "step $step"; step=$((step+1)); sleep 0.2; done',
].join('\n');

describe('spot-train run, from dist/, with a trainer that would lose its work on a VM', () => {
  it('does not report the interruption as free, and says where checkpoints must go', async () => {
    const dir = await tempDir('outside');
    const done = await startNode(
      CLI,
      ['run', '--outputs', 'out', '--interrupt-after', '1s', '--', 'bash', '-c', SAVES_OUTSIDE],
      { cwd: dir },
    ).done;
    // Training completed, but the interruption lost work: a CI job must show it.
    expect(done.code, done.stderr).toBe(4);
    const out = done.stdout;
    expect(out).toMatch(/training completed after 2 attempts/);
    expect(out).toMatch(
      /^work lost: 1 interruption cost at least \d+ steps the trainer had done; the exit status is 4 even if training completed$/m,
    );
    const [first] = out.split('\n').filter((line) => /^1\s+interrupted/.test(line));
    // Steps 0..N were done; a VM would repeat all of them.
    const last = Number(/\b0\.\.(\d+)\b/.exec(first ?? '')?.[1]);
    expect(first, out).toMatch(new RegExp(`\\b${last + 1} steps \\(nothing restored\\)$`));
    expect(first).not.toMatch(/\b0 steps/);
    expect(out).toContain(
      `warning: attempt 1 reported steps up to ${last} and uploaded nothing: on a VM its work is lost with the VM; save checkpoints under $SPOT_TRAIN_OUTPUTS_DIR (${join(dir, 'out')})`,
    );
    expect(out).toMatch(
      /warning: attempt 2 began at step \d+ though nothing was restored: the trainer read files outside the outputs/,
    );
    // The log said it as it happened, at the end of the attempt.
    expect(done.stderr).toMatch(
      new RegExp(
        `this attempt reported steps 0\\.\\.${last} and uploaded nothing from ${join(dir, 'out')}`,
      ),
    );
  }, 60_000);

  it('says that a command was not found, not that its exit code could restart it', async () => {
    const dir = await tempDir('not-found');
    const done = await startNode(
      CLI,
      ['run', '--outputs', 'out', '--', 'no-such-trainer-xyz', '--epochs', '1'],
      { cwd: dir },
    ).done;
    expect(done.code).toBe(1);
    expect(done.stderr).toContain(
      'the trainer failed with code 127; the command was not found: check its spelling and that it is on PATH',
    );
    expect(done.stderr).not.toContain('--restart-on-exit-codes');
  }, 30_000);
});
