import { describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import type { Checkpoint, JournaledFile } from '../helpers/faults/journal.js';
import { checkLineage } from '../helpers/faults/invariants.js';
import type { AttemptRecord } from '../helpers/faults/lineage.js';
import { versionId, type StoreView } from '../helpers/faults/store-view.js';
import { tempDir } from '../helpers/temp-dir.js';

// The checks of the fault suite, on made-up lineages: each must see the
// violation it exists for, or the suite would pass whatever happens.

const file = (path: string, sha: string): JournaledFile => ({ path, sha256: sha.repeat(64) });
const step8: Checkpoint = {
  step: 8,
  notice: false,
  files: [file('ckpt/step-000008/model.bin', 'a'), file('latest/model.bin', 'a')],
};
const view = (...files: JournaledFile[]): StoreView => ({
  durable: new Set(files.map((f) => versionId(f.path, f.sha256))),
  manifests: new Map(),
});

function attempt(index: number, over: Partial<AttemptRecord>): AttemptRecord {
  return {
    index,
    runId: String(100 + index),
    restartFrom: index === 0 ? undefined : String(99 + index),
    plan: { kind: 'kill-supervisor', atMs: 1000 },
    before: view(),
    code: null,
    killed: 'supervisor',
    hung: false,
    log: '',
    outputs: {},
    journal: { files: [], checkpoints: [], removed: [], lastStep: 0 },
    wallMs: 1000,
    ...over,
  };
}

async function check(attempts: AttemptRecord[], after: StoreView, dispatches = 1) {
  const store = new FileStore(await tempDir('checks'));
  return checkLineage({ lineage: '100', attempts, after }, store, {
    dispatchesAfter: () => dispatches,
  });
}

describe('the fault suite’s checks', () => {
  it('pass a lineage that kept its promises', async () => {
    const first = attempt(0, {
      journal: { files: step8.files, checkpoints: [step8], removed: [], lastStep: 9 },
    });
    const second = attempt(1, {
      before: view(...step8.files),
      journal: {
        files: [],
        checkpoints: [],
        removed: [],
        lastStep: 8,
        resumed: { step: 8, restored: step8.files },
      },
    });
    const found = await check([first, second], view(...step8.files));
    expect([found.torn, found.stale, found.lostUnreported, found.dispatchFaults]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(found.stepsLost).toEqual([1]);
  });

  it("owe nothing for a notice-time save's folder the trainer's own rotation deleted", async () => {
    const noticeSave: Checkpoint = {
      step: 0,
      notice: true,
      files: [file('ckpt/step-000000/model.bin', 'd'), file('latest/model.bin', 'e')],
    };
    const noticed = (removed: string[]) =>
      attempt(0, {
        killed: undefined,
        log: '::notice::Spot instance interruption found. Wrapping up here!\neverything saved is durable 1s after the notice',
        journal: { files: noticeSave.files, checkpoints: [noticeSave], removed, lastStep: 0 },
      });
    const durable = view(file('latest/model.bin', 'e'));
    expect((await check([noticed(['ckpt/step-000000'])], durable)).lostUnreported).toEqual([]);
    // Not deleted by the trainer, the same missing folder is a loss.
    expect((await check([noticed([])], durable)).lostUnreported).toMatchObject([
      { index: 0, missing: ['ckpt/step-000000/model.bin'] },
    ]);
  });

  it('see a torn restore, a stale one, a lost notice-time save and a missing dispatch', async () => {
    const noticeSave: Checkpoint = {
      step: 12,
      notice: true,
      files: [file('latest/model.bin', 'c')],
    };
    const first = attempt(0, {
      journal: { files: step8.files, checkpoints: [step8], removed: [], lastStep: 10 },
    });
    const second = attempt(1, {
      before: view(...step8.files),
      killed: undefined,
      code: 1,
      log: 'Warning: not restoring run r0: a torn object; trying the run before it\n::notice::Spot instance interruption found. Wrapping up here!\neverything saved is durable 1s after the notice',
      journal: {
        files: noticeSave.files,
        checkpoints: [noticeSave],
        removed: [],
        lastStep: 12,
        resumed: { step: 0, restored: [file('ckpt/step-000008/model.bin', 'b')] },
      },
    });
    const found = await check([first, second], view(...step8.files), 0);
    expect(found.torn).toEqual([
      { index: 1, path: 'ckpt/step-000008/model.bin', sha256: 'b'.repeat(64) },
    ]);
    // With the lines that say why the restore went back, for whoever reads the failure.
    expect(found.stale).toEqual([
      {
        index: 1,
        resumed: 0,
        durable: 8,
        restoreLines: ['Warning: not restoring run r0: a torn object; trying the run before it'],
      },
    ]);
    expect(found.lostUnreported).toMatchObject([
      { index: 1, step: 12, missing: ['latest/model.bin'], loggedDurable: true },
    ]);
    // With the attempt's log from the notice on, for whoever reads the failure.
    expect(found.lostUnreported[0]?.trail).toContain(
      'everything saved is durable 1s after the notice',
    );
    expect(found.dispatchFaults).toEqual([{ index: 1, runId: '101', dispatches: 0, claims: 0 }]);
  });
});
