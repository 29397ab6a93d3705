import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('the per-mode train action (train/action.yml), from dist/', () => {
  it('runs the train mode without a mode input, and its post step knows the mode', async () => {
    const dir = await tempDir('mode-train');
    const context = { workspace: dir, runnerTemp: join(dir, 'tmp'), runId: '4100' };
    const inputs = {
      run: 'mkdir -p "$SPOT_TRAIN_OUTPUTS_DIR" && echo 1 > "$SPOT_TRAIN_OUTPUTS_DIR/model.pt" && echo "step 1"',
      store: `file://${join(dir, 'store')}`,
      cloud: 'none',
      'github-token': 'unused',
    };
    const done = await runAction('train.js', inputs, context);
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(done.stdout).not.toMatch(/::error::/);
    expect(done.outputs).toMatchObject({ outcome: 'completed', 'files-uploaded': '1' });
    expect(done.state.mode).toBe('train');
    const manifest = JSON.parse(await readFile(new URL(done.outputs.manifest ?? ''), 'utf8')) as {
      files: { path: string }[];
    };
    expect(manifest.files.map((file) => file.path)).toEqual(['model.pt']);

    // A `mode:` given anyway does not change what the action is.
    const again = await runAction(
      'train.js',
      { ...inputs, mode: 'janitor' },
      {
        ...context,
        runId: '4101',
      },
    );
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs.outcome).toBe('completed');
  }, 60_000);
});
