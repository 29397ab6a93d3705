import { describe, expect, it } from 'vitest';
import type { TaggedInstance } from '../../src/clouds/cloud.js';
import { planSweep } from '../../src/cleanup/sweep-plan.js';

const now = Date.parse('2026-11-30T12:00:00Z');
const vm = (
  id: string,
  run: string,
  launchedMinutesAgo: number,
  expiresInMinutes = 60,
): TaggedInstance => ({
  instance: { cloud: 'aws', id },
  state: 'running',
  labels: {
    'spot-train-run': run,
    'spot-train-expires': String((now + expiresInMinutes * 60_000) / 1000),
  },
  launchedAt: new Date(now - launchedMinutesAgo * 60_000).toISOString(),
});

describe('planSweep', () => {
  it('spares a VM launched minutes ago even when its run looks ended, but not an expired one', () => {
    const plan = planSweep({
      vms: [vm('young', '1', 2), vm('old', '1', 30), vm('expired', '2', 2, -1)],
      runners: [],
      runEnded: (run) => run === '1',
      now,
    });
    expect(plan.vms.map((r) => r.target.instance.id)).toEqual(['old', 'expired']);
  });

  it('never removes a busy runner, nor one whose run is going or cannot be checked', () => {
    const runner = (name: string, status: string, busy = false) => ({
      id: name.length,
      name,
      status,
      busy,
      labels: [],
    });
    const plan = planSweep({
      vms: [],
      runners: [
        runner('spot-train-1-1-aa', 'offline', true),
        runner('spot-train-1-1-bb', 'offline'),
        runner('spot-train-2-1-cc', 'offline'),
        runner('spot-train-3-1-dd', 'offline'),
        runner('spot-train-1-1-ee', 'online'),
        runner('my-gpu-box', 'offline'),
      ],
      runEnded: (run) => (run === '1' ? true : run === '2' ? false : undefined),
      now,
    });
    expect(plan.runners.map((r) => r.target.name)).toEqual(['spot-train-1-1-bb']);
    expect(plan.spared.map((r) => `${r.target.name}: ${r.because}`)).toEqual([
      'spot-train-1-1-aa: busy with a job',
      'spot-train-2-1-cc: its run 2 is still going',
      'spot-train-3-1-dd: run 3 could not be checked',
    ]);
  });
});
