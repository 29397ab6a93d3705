import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { takeRunKey } from '../../src/records/run-owner.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('the run key', () => {
  it('is held by one train step: a second leg of the same workflow run is refused, naming the first and the fix', async () => {
    const store = new FileStore(await tempDir('owner'));
    const identity = { lineage: '500', runId: '500', attempt: 1 };
    const take = (job: string, runner: string) =>
      takeRunKey({
        store,
        identity,
        owner: { job, runner, since: '2026-11-30T10:00:00.000Z' },
        clock: systemClock,
        logger: new RecordingLogger(),
      });
    const legs = await Promise.allSettled([take('train', 'vm-a'), take('train', 'vm-b')]);
    expect(legs.filter((leg) => leg.status === 'fulfilled')).toHaveLength(1);
    const refused = legs.find((leg) => leg.status === 'rejected');
    expect(String(refused?.reason)).toMatch(
      /store: job "train" on runner "vm-[ab]" \(since 2026-11-30T10:00:00.000Z\) already trains under run key 500 of lineage 500 .*matrix legs.*store: s3:\/\/bucket\/checkpoints\/\$\{\{ matrix.name \}\}/,
    );
  });
});
