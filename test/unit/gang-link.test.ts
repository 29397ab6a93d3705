import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { joinGang } from '../../src/modes/train-gang.js';
import type { Notice } from '../../src/notice/notice.js';
import type { GangSettings } from '../../src/settings/gang.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { gangStopKey } from '../../src/store/layout.js';
import { freePortPair } from '../helpers/free-port.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const awsNotice = (): Notice => ({
  source: 'aws',
  reason: 'spot instance-action terminate',
  receivedAt: Date.now(),
  deadline: Date.now() + 120_000,
});

/** Node 0 and node 2 of a gang of 3 over loopback, `minNodes` as given; node 1 never comes. */
async function twoOfThree(minNodes: number | undefined) {
  const store = new FileStore(join(await tempDir('gang-link'), 'store'));
  const port = await freePortPair();
  const identity = (index: number) => ({
    lineage: 'L',
    runId: 'R',
    attempt: 1,
    node: { index, count: 3 },
  });
  const settings = (nodeRank: number): GangSettings => ({
    nodes: 3,
    nodeRank,
    rendezvous: { host: '127.0.0.1', port },
    ...(minNodes === undefined ? {} : { minNodes }),
  });
  const link = (node: number) =>
    joinGang({
      gang: settings(node),
      identity: identity(node),
      store,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
  const zero = await link(0);
  const two = await link(2);
  return { store, zero, two };
}

describe("a node's link to its gang", () => {
  it('in an elastic gang, leaves on its notice without stopping the others, even if its step then fails', async () => {
    const { store, zero, two } = await twoOfThree(2);
    try {
      expect(two.env.SPOT_TRAIN_NNODES).toBe('2:3');
      two.noticed(awsNotice());
      expect(two.left()).toBe('aws: spot instance-action terminate');
      await two.close(new Error('the store went away'));
      expect(await store.readText(gangStopKey('L', 'R'))).toBeUndefined();
    } finally {
      await Promise.all([two.close(), zero.close()]);
    }
  });

  it('in a gang that is not elastic, stops the gang at its notice through the store too', async () => {
    const { store, zero, two } = await twoOfThree(undefined);
    try {
      expect(two.env.SPOT_TRAIN_NNODES).toBe('3');
      two.noticed(awsNotice());
      expect(two.left()).toBeUndefined();
      await two.close();
      // Written as the notice is told, without holding it up.
      await eventually(async () =>
        expect(await store.readText(gangStopKey('L', 'R'))).toContain('instance-action terminate'),
      );
    } finally {
      await zero.close();
    }
  });
});
