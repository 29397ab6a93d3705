import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/records/manifest.js';
import { DIST, startNode } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('spot-train run with a symbolic link and an unrestorable name in the outputs, from dist/', () => {
  it('uploads the rest, warns once for each, and reports both as not saved', async () => {
    const dir = await tempDir('links');
    // Lightning's save_last="link" makes last.ckpt a link to the newest checkpoint.
    const script = [
      'mkdir -p out',
      'echo weights > out/epoch-1.ckpt',
      'ln -s epoch-1.ckpt out/last.ckpt',
      "echo odd > 'out/back\\slash.pt'",
      'sleep 1.5',
    ].join('\n');
    const run = await startNode(
      join(DIST, 'cli.js'),
      ['run', '--outputs', 'out', '--settle', '200ms', '--', 'bash', '-c', script],
      { cwd: dir },
    ).done;
    const log = run.stdout + run.stderr;
    expect(run.code, log).toBe(0);
    expect(log.match(/not uploading last\.ckpt: it is a symbolic link/g)).toHaveLength(1);
    expect(log.match(/not uploading back\\slash\.pt: its name holds a backslash/g)).toHaveLength(1);
    expect(log).toMatch(
      /NOT saved: 2 file\(s\).*last\.ckpt.*back\\slash\.pt|NOT saved: 2 file\(s\).*back\\slash\.pt.*last\.ckpt/,
    );
    const store = join(dir, '.spot-train/store');
    const [lineage = ''] = (await readdir(store)).filter((name) => name.startsWith('local-'));
    const manifest = parseManifest(
      await readFile(join(store, lineage, lineage, 'manifest.json'), 'utf8'),
    );
    expect(typeof manifest === 'object' && manifest.files.map((f) => f.path)).toEqual([
      'epoch-1.ckpt',
    ]);
  }, 30_000);
});
