import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { joinGang } from '../../src/modes/train-gang.js';
import type { Notice } from '../../src/notice/notice.js';
import type { GangSettings } from '../../src/settings/gang.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { gangStopKey } from '../../src/store/layout.js';
import { joinKey } from '../../src/records/gang-join.js';
import type { RestartDispatcher } from '../../src/restart/dispatcher.js';
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
  const dispatched: string[] = [];
  const dispatcher = {
    workflow: { owner: 'o', repo: 'r', path: '.github/workflows/train.yml', ref: 'main' },
    api: undefined as never,
    dispatch: (restart: string) => {
      dispatched.push(restart);
      return Promise.resolve({ runId: String(900 + dispatched.length) });
    },
  } as unknown as RestartDispatcher;
  const store = new FileStore(join(await tempDir('gang-link'), 'store'));
  const port = await freePortPair();
  const identity = (index: number) => ({
    lineage: 'L',
    runId: 'R',
    attempt: 1,
    node: { index, count: 3, ...(minNodes === undefined ? {} : { minNodes }) },
  });
  const settings = (node: number): GangSettings => ({
    nodes: 3,
    nodeRank: node < 3 ? node : 2,
    rendezvous: { host: '127.0.0.1', port },
    ...(minNodes === undefined ? {} : { minNodes }),
  });
  const link = (node: number) =>
    joinGang({
      gang: settings(node),
      identity: identity(node),
      store,
      dispatcher,
      clock: systemClock,
      logger: new RecordingLogger(),
    });
  const zero = await link(0);
  const two = await link(2);
  return { store, zero, two, link, dispatched };
}

describe("a node's link to its gang", () => {
  it('in an elastic gang, leaves on its notice without stopping the others, even if its step then fails', async () => {
    const { store, zero, two, dispatched } = await twoOfThree(2);
    try {
      expect(two.env.SPOT_TRAIN_NNODES).toBe('2:3');
      // torch 2.x would keep the first rank 0's store across re-forms: unshared, each re-form has its own.
      expect(two.env.TORCH_DISABLE_SHARE_RDZV_TCP_STORE).toBe('1');
      two.noticed(awsNotice());
      expect(two.left()).toBe('aws: spot instance-action terminate');
      await two.close(new Error('the store went away'));
      expect(await store.readText(gangStopKey('L', 'R'))).toBeUndefined();
      // Node 0 asks for a replacement in the background: once it has, the store is left alone
      // (the test's directory is removed after it, which a join record written later would stop).
      await eventually(() => expect(dispatched).toEqual(['R+node-3']));
    } finally {
      await Promise.all([two.close(), zero.close()]);
    }
  });

  it('in an elastic gang, has node 0 ask for a replacement in the seat of each node that leaves, with a new id each time', async () => {
    const { store, zero, two, link, dispatched } = await twoOfThree(2);
    const three = await (async () => {
      try {
        two.noticed(awsNotice());
        await eventually(() => expect(dispatched).toEqual(['R+node-3']));
        expect(JSON.parse((await store.readText(joinKey('L', 'R', 3))) ?? '')).toMatchObject({
          node: 3,
          seat: 2,
          replaces: 2,
          nodes: 3,
          minNodes: 2,
          reason: 'node 2 got a notice (aws: spot instance-action terminate)',
        });
        await two.close();
        return await link(3);
      } catch (error) {
        await Promise.all([two.close(), zero.close()]);
        throw error;
      }
    })();
    try {
      expect(three.env).toMatchObject({
        SPOT_TRAIN_NODE_RANK: '2',
        SPOT_TRAIN_RDZV_ID: 'spot-train-R',
      });
      three.noticed(awsNotice());
      expect(three.left()).toBeDefined();
      await eventually(() => expect(dispatched).toEqual(['R+node-3', 'R+node-4']));
      expect(JSON.parse((await store.readText(joinKey('L', 'R', 4))) ?? '')).toMatchObject({
        seat: 2,
        replaces: 3,
      });
    } finally {
      await Promise.all([three.close(), zero.close()]);
    }
  });

  it('in a gang that is not elastic, stops the gang at its notice through the store too', async () => {
    const { store, zero, two } = await twoOfThree(undefined);
    try {
      expect(two.env.SPOT_TRAIN_NNODES).toBe('3');
      expect(two.env.TORCH_DISABLE_SHARE_RDZV_TCP_STORE).toBeUndefined();
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
