import { describe, expect, it } from 'vitest';
import { storeTrafficOf } from '../../src/placement/store-traffic.js';
import { attemptHistory } from '../helpers/attempt-history.js';

const HOUR = 3_600_000;
const GB = 1e9;

const run = (runId: string, hours: number, restored: number, uploaded: number, nodes?: number) =>
  attemptHistory({
    runId,
    vmStartedAt: 0,
    vmEndedAt: hours * HOUR,
    ...(nodes === undefined ? {} : { nodes }),
    traffic: { restoredBytes: restored, uploadedBytes: uploaded, unrecordedNodes: 0 },
  });

describe("a lineage's traffic with its store, for the egress of a rung in another cloud", () => {
  it('takes the largest restore per node and the uploads per VM-hour of the lineage', () => {
    const lineage = [run('1', 2, 0, 4 * GB), run('2', 3, 3 * GB, 8 * GB, 2)];
    expect(storeTrafficOf('s3://bucket/runs', lineage, [])).toEqual({
      cloud: 'aws',
      // Run 2's two nodes restored 3 GB between them.
      restoreBytes: 1.5 * GB,
      // 12 GB over 2 + 3 × 2 VM-hours.
      uploadBytesPerHour: 1.5 * GB,
    });
  });

  it("reads the store's other lineages while this one has no VM-hours, and none with no traffic anywhere", () => {
    const peers = [[run('7', 4, 0, 2 * GB)]];
    expect(storeTrafficOf('gs://bucket', [], peers)).toEqual({
      cloud: 'gcp',
      restoreBytes: 0,
      uploadBytesPerHour: 0.5 * GB,
    });
    expect(storeTrafficOf('gs://bucket', [], [])?.uploadBytesPerHour).toBe(0);
  });

  it('prices nothing for a store in no cloud', () => {
    expect(storeTrafficOf('file:///tmp/store', [run('1', 1, GB, GB)], [])).toBeUndefined();
    expect(storeTrafficOf('artifact://outputs', [], [])).toBeUndefined();
  });
});
