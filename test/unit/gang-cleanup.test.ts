import { describe, expect, it } from 'vitest';
import { describeGang } from '../../src/cleanup/gang-status.js';
import { isRunLabel } from '../../src/cleanup/run-runners.js';
import type { Cloud, InstanceRef, InstanceStatus, TaggedInstance } from '../../src/clouds/cloud.js';
import { planSweep } from '../../src/cleanup/sweep-plan.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

const now = Date.parse('2026-11-30T12:00:00Z');

/** A VM of gang `name` (of `size` nodes) as listing by labels finds it. */
const member = (name: string, node: number, size = 3, minutesOld = 30): TaggedInstance => ({
  instance: { cloud: 'aws', id: `i-${name}-${node}` },
  state: 'running',
  labels: {
    'spot-train-run': '41',
    'spot-train-name': name,
    'spot-train-nodes': String(size),
    'spot-train-node': String(node),
    'spot-train-expires': String((now + 3_600_000) / 1000),
  },
  launchedAt: new Date(now - minutesOld * 60_000).toISOString(),
});

describe('the run label of a runner', () => {
  it("is the run's label or a gang node's, never another attempt's", () => {
    const label = 'spot-train-5-1';
    expect(isRunLabel('spot-train-5-1', label)).toBe(true);
    expect(isRunLabel('spot-train-5-1-0', label)).toBe(true);
    expect(isRunLabel('spot-train-5-1-12', label)).toBe(true);
    expect(isRunLabel('spot-train-5-10', label)).toBe(false);
    expect(isRunLabel('spot-train-5-1-x', label)).toBe(false);
    expect(isRunLabel('spot-train-5-1-', label)).toBe(false);
  });
});

describe('the janitor and gangs', () => {
  it('terminates what is left of a gang that lost a node while its run goes on, not a whole gang', () => {
    const plan = planSweep({
      vms: [member('broken', 0), member('broken', 2), ...[0, 1, 2].map((n) => member('whole', n))],
      runners: [],
      runEnded: () => false,
      now,
    });
    expect(plan.vms.map((r) => [r.target.instance.id, r.because])).toEqual([
      ['i-broken-0', 'its gang broken lost node 1'],
      ['i-broken-2', 'its gang broken lost node 1'],
    ]);
  });

  it('spares the survivors of an elastic gang that lost a node: their runners are busy training', () => {
    const runner = (name: string, busy: boolean) => ({
      id: name.length,
      name,
      status: 'online' as const,
      busy,
      labels: [],
    });
    const plan = planSweep({
      vms: [member('healing', 0), member('healing', 1), member('stuck', 0), member('stuck', 1)],
      // The lost node's replacement has its own run and VM, not a member of this gang.
      runners: [runner('healing-0', true), runner('healing-1', true), runner('stuck-0', false)],
      runEnded: () => false,
      now,
    });
    expect(plan.vms.map((r) => r.target.instance.id)).toEqual(['i-stuck-0', 'i-stuck-1']);
    expect(plan.runners).toEqual([]);
  });

  it('leaves a young gang alone: its members may still be starting', () => {
    const plan = planSweep({
      vms: [member('young', 0, 2, 3)],
      runners: [],
      runEnded: () => false,
      now,
    });
    expect(plan.vms).toEqual([]);
  });

  it("takes a gang runner's name (…-<hex>-<node>) as spot-train's", () => {
    const plan = planSweep({
      vms: [],
      runners: [
        { id: 1, name: 'spot-train-41-1-ab12-3', status: 'offline', busy: false, labels: [] },
      ],
      runEnded: () => true,
      now,
    });
    expect(plan.runners.map((r) => r.target.name)).toEqual(['spot-train-41-1-ab12-3']);
  });
});

/** A cloud that describes each VM as the test says. */
function cloudSaying(statuses: Record<string, InstanceStatus>): Cloud {
  return {
    name: 'aws',
    describe: (ref: InstanceRef) =>
      Promise.resolve(statuses[ref.id] ?? { state: 'gone', reclaimed: false, detail: 'unknown' }),
    terminate: () => Promise.resolve(),
  };
}

const running: InstanceStatus = { state: 'running', reclaimed: false, detail: 'running' };

describe("finalize's view of a gang", () => {
  it('is not reclaimed while every node runs', async () => {
    const gang = [0, 1, 2].map((n) => member('g', n));
    const status = await describeGang(
      cloudSaying(Object.fromEntries(gang.map((vm) => [vm.instance.id, running]))),
      gang,
      new RecordingLogger(),
    );
    expect(status).toMatchObject({ state: 'running', reclaimed: false });
  });

  it('is reclaimed when any node was, naming it', async () => {
    const gang = [0, 1, 2].map((n) => member('g', n));
    const status = await describeGang(
      cloudSaying({
        'i-g-0': running,
        'i-g-1': running,
        'i-g-2': { state: 'terminated', reclaimed: true, detail: 'Server.SpotInstanceTermination' },
      }),
      gang,
      new RecordingLogger(),
    );
    expect(status.reclaimed).toBe(true);
    expect(status.state).toBe('terminated');
    expect(status.detail).toContain('node 2 i-g-2 terminated (Server.SpotInstanceTermination)');
  });

  it('is reclaimed when a node is no longer found, even on rank 0', async () => {
    const gang = [member('g', 1, 2)];
    const status = await describeGang(
      cloudSaying({ 'i-g-1': running }),
      gang,
      new RecordingLogger(),
    );
    expect(status).toMatchObject({ state: 'gone', reclaimed: true });
    expect(status.detail).toContain("node 0 not found among the run's live VMs");
  });
});
