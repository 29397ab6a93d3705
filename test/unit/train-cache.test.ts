import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { CacheSpec } from '../../src/cache/cache-spec.js';
import { warmRecordPath, writeWarmRecord } from '../../src/cache/warm-record.js';
import { systemClock } from '../../src/base/clock.js';
import { trainCache } from '../../src/modes/train-cache.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const SPEC: CacheSpec = {
  paths: ['.pip-cache'],
  key: 'spot-train-Linux-train.yml-k',
  restoreKeys: ['spot-train-Linux-train.yml-'],
  backend: 'github',
  maxSizeBytes: 1 << 30,
  cwd: '/',
};

/** A save process that reports 2 KiB saved in 1.5 s. */
const SAVED = {
  command: process.execPath,
  args: [
    '-e',
    `require('node:fs').writeFileSync(process.argv[2], JSON.stringify({ state: 'saved', bytes: 2048, ms: 1500 }))`,
  ],
};

async function withRecord(): Promise<string> {
  const temp = await tempDir('train-cache');
  await writeWarmRecord(warmRecordPath(temp), { spec: SPEC, restore: { state: 'miss', ms: 40 } });
  return temp;
}

const base = { env: { PATH: process.env.PATH }, clock: systemClock, worker: SAVED };

describe("the train step's warm caches", () => {
  it('without a warm step in the job, adds nothing to the summary', async () => {
    const temp = await tempDir('train-cache');
    const cache = await trainCache({ ...base, temp, logger: new RecordingLogger(), saves: true });
    cache.onFirstStep();
    expect(await cache.summary('completed')).toBe('');
  });

  it('a trainer that printed no step still saves once it completed, and the summary says what was warm and saved', async () => {
    const temp = await withRecord();
    const cache = await trainCache({ ...base, temp, logger: new RecordingLogger(), saves: true });
    const summary = await cache.summary('completed');
    expect(summary).toContain('### spot-train: warm caches');
    expect(summary).toContain('| Key | `spot-train-Linux-train.yml-k` (GitHub cache) |');
    expect(summary).toContain('| Warm | nothing: no entry for the key yet (a cold start) |');
    expect(summary).toContain('| Saved | 2.00 KiB in 1.5s, after training ended |');
  });

  it("says a save began at the trainer's first step when it did", async () => {
    const temp = await withRecord();
    const cache = await trainCache({ ...base, temp, logger: new RecordingLogger(), saves: true });
    cache.onFirstStep();
    expect(await cache.summary('interrupted')).toContain(
      "| Saved | 2.00 KiB in 1.5s, begun at the trainer's first step |",
    );
  });

  it('a failed attempt that reported no step saves nothing, and says why', async () => {
    const temp = await withRecord();
    const cache = await trainCache({ ...base, temp, logger: new RecordingLogger(), saves: true });
    expect(await cache.summary('failed')).toContain(
      '| Saved | not saved: the trainer reported no step |',
    );
  });

  it('a warm record it cannot read costs the save, with a warning, never the training', async () => {
    const temp = await tempDir('train-cache');
    await writeFile(warmRecordPath(temp), '{"spec": {}}');
    const logger = new RecordingLogger();
    const cache = await trainCache({ ...base, temp, logger, saves: true });
    expect(await cache.summary('completed')).toBe('');
    expect(logger.text('warning')).toContain('the warm caches will not be saved');
  });

  it('in a gang, only node 0 saves', async () => {
    const temp = await withRecord();
    const cache = await trainCache({ ...base, temp, logger: new RecordingLogger(), saves: false });
    cache.onFirstStep();
    expect(await cache.summary('completed')).toContain(
      '| Saved | not saved: node 0 of the gang saves the caches |',
    );
  });
});
