import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { createJoinRecord } from '../../src/records/gang-join.js';
import { serializeManifest } from '../../src/records/manifest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { gangStopKey, manifestKey, runIndexKey } from '../../src/store/layout.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { newGang, useGangGitHub, type GangRun } from '../helpers/gang.js';
import { launchReplacement, recordGangLaunch } from '../helpers/replacement.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

useGangGitHub();

const GANG_RUN = '9960';
const ASKED = `${GANG_RUN}+node-3`;

let ec2: LocalEc2;
beforeEach(async () => {
  ec2 = await startEc2();
});
afterEach(async () => {
  await ec2.close();
});

/** An elastic gang of 3 whose node 2 left: its run training, node 0's request for node 3 in seat 2. */
async function gangAskingForNode3(): Promise<{ gang: GangRun; store: FileStore }> {
  const root = await tempDir('launch-replacement');
  const gang = await newGang(root, GANG_RUN, 3);
  const store = new FileStore(join(root, 'bucket'));
  await store.writeText(runIndexKey(GANG_RUN), `${GANG_RUN}\n`);
  const now = new Date().toISOString();
  const manifest = { format: 1, lineage: GANG_RUN, runId: GANG_RUN, attempt: 1, files: [] };
  await store.writeText(
    manifestKey(GANG_RUN, GANG_RUN),
    serializeManifest({ ...manifest, state: 'running', startedAt: now, updatedAt: now } as never),
  );
  await recordGangLaunch(store, gang);
  const record = {
    node: 3,
    seat: 2,
    replaces: 2,
    nodes: 3,
    minNodes: 2,
    rendezvous: '10.0.0.5:29400',
    reason: 'node 2 got a notice (aws: spot instance-action terminate)',
    requestedAt: now,
  };
  const logger = new RecordingLogger();
  expect(
    await createJoinRecord(store, GANG_RUN, GANG_RUN, record, { clock: systemClock, logger }),
  ).toBe(true);
  return { gang, store };
}

describe("a replacement's launch, from dist/", () => {
  it("starts one VM on the gang's type in its zone, in the seat of the node that left", async () => {
    const { gang } = await gangAskingForNode3();
    const launch = await launchReplacement({ ec2, gang, runId: '9961', restart: ASKED });
    expect(launch.code, launch.stdout + launch.stderr).toBe(0);
    expect(
      ec2.launches.map((run) => [run.InstanceType, run['Placement.AvailabilityZone']]),
    ).toEqual([['g6.xlarge', 'us-east-1b']]);
    expect(launch.outputs.ranks).toBe('[2]');
  }, 60_000);

  it.each(['ended', 'stopped'] as const)(
    'starts no VM for a gang that %s before it came, and names no rank for the train job',
    async (how) => {
      const { gang, store } = await gangAskingForNode3();
      if (how === 'stopped')
        await store.writeText(gangStopKey(GANG_RUN, GANG_RUN), '{"node":0,"reason":"test"}\n');
      else {
        const text = (await store.readText(manifestKey(GANG_RUN, GANG_RUN))) ?? '';
        await store.writeText(
          manifestKey(GANG_RUN, GANG_RUN),
          text.replace('"running"', '"interrupted"'),
        );
      }
      const launch = await launchReplacement({ ec2, gang, runId: '9962', restart: ASKED });
      expect(launch.code, launch.stdout + launch.stderr).toBe(0);
      expect(launch.stdout).toContain(`nothing to launch: the gang`);
      expect(ec2.instances.size).toBe(0);
      expect(ec2.actions).not.toContain('RunInstances');
      expect(launch.outputs).toMatchObject({ ranks: '[]', labels: '[]', nodes: '3' });
      expect(launch.summary).toContain('replacement not needed');
    },
    60_000,
  );
});
