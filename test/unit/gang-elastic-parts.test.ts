import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/base/clock.js';
import { GangNoticeSource } from '../../src/notice/gang-notices.js';
import type { GangEvent } from '../../src/notice/gang/gang-end.js';
import { GangMembership } from '../../src/notice/gang/membership.js';
import type { Notice } from '../../src/notice/notice.js';
import { gangUnion, isGangFinal } from '../../src/records/gang-manifest.js';
import type { Manifest, RunState } from '../../src/records/manifest.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

const clock = { now: () => 1_000_000 } as Clock;

/** A channel whose events the test sends, and the source's first notice, if any. */
function watching(membership?: GangMembership) {
  const listeners: ((event: GangEvent) => void)[] = [];
  const logger = new RecordingLogger();
  const source = new GangNoticeSource(
    {
      onEvent: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    },
    clock,
    membership ? { membership, logger } : undefined,
  );
  let noticed: Notice | undefined;
  void source.watch(new AbortController().signal).then((notice) => (noticed = notice));
  const send = async (event: GangEvent) => {
    for (const listener of listeners) listener(event);
    await Promise.resolve();
  };
  return { send, notice: () => noticed, logger };
}

const notice = (node: number): GangEvent => ({
  kind: 'notice',
  node,
  deadline: 1_120_000,
  reason: 'aws: instance-action terminate',
});
const lost = (node: number): GangEvent => ({ kind: 'lost', node, reason: 'silent for 5 s' });

describe("an elastic gang's other nodes", () => {
  it('train on when a node other than 0 leaves, and stop once the gang falls below min-nodes', async () => {
    const gang = watching(new GangMembership(4, 2));
    await gang.send(notice(3));
    await gang.send(lost(2));
    expect(gang.notice()).toBeUndefined();
    expect(gang.logger.text()).toContain(
      'node 3 got a notice (aws: instance-action terminate) and leaves the elastic gang; 3 of 4 nodes train on (min-nodes 2)',
    );
    expect(gang.logger.text()).toContain('node 2 was lost (silent for 5 s) and leaves');
    await gang.send(notice(1));
    expect(gang.notice()?.reason).toBe('node 1 got a notice (aws: instance-action terminate)');
  });

  it("stop when node 0 goes, or when a node's trainer failed", async () => {
    const host = watching(new GangMembership(3, 1));
    await host.send(lost(0));
    expect(host.notice()?.reason).toMatch(/^node 0 was lost/);
    const failed = watching(new GangMembership(3, 1));
    await failed.send({ kind: 'failed', node: 2, reason: 'exit 1' });
    expect(failed.notice()?.peerFailed).toBe(true);
  });

  it('stop at the first node to go when the gang is not elastic', async () => {
    const gang = watching();
    await gang.send(notice(2));
    expect(gang.notice()?.reason).toBe('node 2 got a notice (aws: instance-action terminate)');
  });
});

function member(node: number, state: RunState, elastic = true): Manifest {
  return {
    format: 1,
    lineage: 'L',
    runId: 'R',
    attempt: 1,
    state,
    startedAt: '2026-12-05T00:00:00.000Z',
    updatedAt: '2026-12-05T00:00:00.000Z',
    files: [],
    node,
    nodes: 3,
    ...(elastic ? { minNodes: 2 } : {}),
  };
}

const unionState = (...states: RunState[]) =>
  gangUnion({
    lineage: 'L',
    runId: 'R',
    nodes: states.length,
    members: states.map((state, node) => member(node, state)),
    sealedBy: 'node 0',
    nodesGone: false,
    now: '2026-12-05T01:00:00.000Z',
  }).state;

describe("an elastic gang's run", () => {
  it('is completed when the nodes that trained on completed after another left', () => {
    expect(unionState('completed', 'completed', 'interrupted')).toBe('completed');
  });

  it('is completed when finalize seals it for a node that vanished while the others completed', () => {
    const union = gangUnion({
      lineage: 'L',
      runId: 'R',
      nodes: 3,
      members: [member(0, 'completed'), member(1, 'completed'), member(2, 'running')],
      sealedBy: 'finalize',
      nodesGone: true,
      now: '2026-12-05T01:00:00.000Z',
    });
    expect(union.state).toBe('completed');
    expect(unionState('completed', 'completed', 'running')).toBe('running');
  });

  it('is not completed by one node when the gang is not elastic', () => {
    const union = gangUnion({
      lineage: 'L',
      runId: 'R',
      nodes: 2,
      members: [member(0, 'completed', false), undefined],
      sealedBy: 'finalize',
      nodesGone: true,
      now: '2026-12-05T01:00:00.000Z',
    });
    expect(union.state).toBe('interrupted');
  });

  it('is interrupted when every node was, and failed when a node failed', () => {
    expect(unionState('interrupted', 'interrupted', 'interrupted')).toBe('interrupted');
    expect(unionState('completed', 'failed', 'interrupted')).toBe('interrupted');
    expect(unionState('completed', 'failed', 'completed')).toBe('failed');
  });

  it('counts each replacement that came as a member, and waits for it, but not one that never came', () => {
    const seal = (members: (Manifest | undefined)[]) =>
      gangUnion({
        lineage: 'L',
        runId: 'R',
        nodes: 3,
        members,
        sealedBy: 'node 0',
        nodesGone: false,
        now: '2026-12-05T01:00:00.000Z',
      });
    const [zero, one, two] = [
      member(0, 'completed'),
      member(1, 'completed'),
      member(2, 'interrupted'),
    ];
    const joined = seal([zero, one, two, undefined, member(4, 'running')]);
    expect(joined.gang?.members.map((m) => `${m.node} ${m.state}`)).toEqual([
      '0 completed',
      '1 completed',
      '2 interrupted',
      '4 running',
    ]);
    expect(joined.state).toBe('running');
    expect(isGangFinal([zero, one, two, undefined, member(4, 'running')], 3)).toBe(false);
    expect(isGangFinal([zero, one, two, undefined, member(4, 'completed')], 3)).toBe(true);
    expect(seal([zero, one, two, undefined, member(4, 'completed')]).state).toBe('completed');
  });
});
