import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  claimTempName,
  releaseTempName,
  sweepIncoming,
} from '../../src/store/file/incoming-sweep.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const MINUTE = 60_000;
const live: { kill(): void }[] = [];
afterEach(() => live.splice(0).forEach((child) => child.kill()));

let serial = 0;

/** A temp file as the process `pid` on `host` names its own, last written `ageMs` ago. */
async function leftover(dir: string, pid: number, host: string, ageMs: number): Promise<string> {
  const prefix = (serial++).toString(16).padStart(16, '0');
  return planted(dir, `${prefix}-${pid}--${encodeURIComponent(host)}.partial`, ageMs);
}

async function planted(dir: string, name: string, ageMs: number): Promise<string> {
  await writeFile(join(dir, name), 'x'.repeat(1000));
  const then = new Date(Date.now() - ageMs);
  await utimes(join(dir, name), then, then);
  return name;
}

function livePid(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  live.push(child);
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('sweeping the file store temp files', () => {
  it('removes what dead writers left, and nothing a live or unknown writer may still rename', async () => {
    const dir = await tempDir('incoming');
    const deadPid = spawnSync('true').pid;
    // Left by: a killed writer here, a writer elsewhere silent for hours, an older version.
    await leftover(dir, deadPid, hostname(), 2 * MINUTE);
    await leftover(dir, 7, 'another-host', 2 * 60 * MINUTE);
    await planted(dir, `${'cd'.repeat(8)}.partial`, 2 * 60 * MINUTE);
    const mine = claimTempName();
    const kept = [
      // Its writer is dead now, but wrote seconds ago: it may be a pid of another namespace.
      await leftover(dir, deadPid, hostname(), 5000),
      await leftover(dir, livePid(), hostname(), 2 * 60 * MINUTE),
      await leftover(dir, 7, 'another-host', 10 * MINUTE),
      await planted(dir, mine, 2 * 60 * MINUTE),
    ];
    try {
      expect(await sweepIncoming(dir)).toBe(3000);
      expect((await readdir(dir)).sort()).toEqual(kept.sort());
    } finally {
      releaseTempName(mine);
    }
  });

  it('is started by the first write of a file store, which says how much it freed', async () => {
    const root = await tempDir('incoming');
    await mkdir(join(root, '.incoming'));
    await leftover(join(root, '.incoming'), spawnSync('true').pid, hostname(), 2 * MINUTE);
    const logger = new RecordingLogger();
    const store = new FileStore(root, logger);
    await store.writeText('l/r/manifest.json', '{}');
    await store.sweepLeftovers();
    expect(await readdir(join(root, '.incoming'))).toEqual([]);
    expect(logger.text('info')).toContain('removed 1000 B of temp files that killed runs left in');
  });
});
