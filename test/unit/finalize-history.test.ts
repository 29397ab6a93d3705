import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { readLineageHistory } from '../../src/history/read-history.js';
import { finalizeHistory } from '../../src/modes/finalize-history.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey, manifestKey } from '../../src/store/layout.js';
import { parseManifest, serializeManifest, type Manifest } from '../../src/records/manifest.js';
import { seedHistory } from '../helpers/history-fixture.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/** The fixture with run L's notice taken away: its manifest as a VM lost mid-training leaves it. */
async function lostWithoutNotice(): Promise<{ store: FileStore; manifest: Manifest }> {
  const store = new FileStore(await tempDir('finalize-history'));
  await seedHistory(store);
  await store.deleteObject(historyKey('L', 'L', 'notice'));
  await store.deleteObject(historyKey('L', 'L', 'attempt-ended'));
  const sealed = parseManifest((await store.readText(manifestKey('L', 'L'))) ?? '');
  if (typeof sealed === 'string') throw new Error(sealed);
  // As the train step wrote it before any notice: no notice in it.
  const manifest: Manifest = {
    format: 1,
    lineage: 'L',
    runId: 'L',
    attempt: 1,
    state: 'running',
    startedAt: sealed.startedAt,
    updatedAt: sealed.updatedAt,
    files: [],
  };
  await store.writeText(manifestKey('L', 'L'), serializeManifest(manifest));
  return { store, manifest };
}

describe("finalize's part of the history", () => {
  it('records a VM the cloud reclaimed without a notice as vanished, and shows the resume from there', async () => {
    const { store, manifest } = await lostWithoutNotice();
    const { resume: markdown } = await finalizeHistory({
      run: { store, lineage: 'L', runKey: 'L', manifest },
      vm: { state: 'terminated', reclaimed: true, detail: 'Server.SpotInstanceTermination' },
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    const record = JSON.parse(
      (await store.readText(historyKey('L', 'L', 'finalize'))) ?? '{}',
    ) as unknown;
    expect(record).toMatchObject({ vmState: 'terminated', reclaimed: true, vanished: true });
    const [lost] = await readLineageHistory(store, 'L');
    expect(lost?.interrupted).toBe('vanished');
    expect(lost?.vmEndedAt).toBe(Date.parse((record as { at: string }).at));
    expect(markdown).toContain('Resume after run L (VM lost without a notice) by run 101');
    expect(markdown).toMatch(/\| VM found gone \(finalize\) \| [0-9-: .]+ \| \+0ms \| \|/);
  });

  it('does not call a VM the cloud did not reclaim vanished, and shows no resume for it', async () => {
    const { store, manifest } = await lostWithoutNotice();
    const { resume: markdown } = await finalizeHistory({
      run: { store, lineage: 'L', runKey: 'L', manifest },
      vm: { state: 'running', reclaimed: false, detail: 'running' },
      clock: systemClock,
      logger: new RecordingLogger(),
    });
    const record = JSON.parse(
      (await store.readText(historyKey('L', 'L', 'finalize'))) ?? '{}',
    ) as unknown;
    expect(record).toMatchObject({ vmState: 'running', reclaimed: false, vanished: false });
    expect(markdown).toBe('');
  });
});
