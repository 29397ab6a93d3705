import { describe, expect, it } from 'vitest';
import {
  CapacityError,
  type CloudName,
  type LaunchSpec,
  type LaunchingCloud,
  type Rung,
} from '../../src/clouds/cloud.js';
import { UserError } from '../../src/base/errors.js';
import { climbLadder, NoRoomError } from '../../src/launch/ladder.js';
import { cloudsLauncher } from '../../src/launch/rung-launcher.js';
import { cloudsInReach } from '../../src/launch/clouds-in-reach.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

// A cloud whose rungs answer as `answer` says; it records each try with the spec's image.
function fakeCloud(
  name: CloudName,
  answer: (rung: Rung) => Error | undefined,
  tries: string[],
  signIn?: () => Promise<void>,
): LaunchingCloud {
  return {
    name,
    ...(signIn === undefined ? {} : { signIn }),
    launch: (spec: LaunchSpec, rung: Rung) => {
      tries.push(`${rung.cloud} ${rung.instanceType} ${spec.image}`);
      const error = answer(rung);
      if (error) return Promise.reject(error);
      return Promise.resolve({
        instance: { cloud: name, id: `${name}-vm` },
        instanceType: rung.instanceType,
        market: rung.market,
      });
    },
  } as unknown as LaunchingCloud;
}

const rung = (cloud: CloudName, instanceType: string): Rung => ({
  cloud,
  instanceType,
  region: 'r',
  market: 'spot',
});
const spec = (image: string) => ({ image }) as LaunchSpec;

describe('climbing a ladder across clouds', () => {
  it("starts each rung on its own cloud with that cloud's spec, past a cloud with no room", async () => {
    const tries: string[] = [];
    const full = () => new CapacityError('no room');
    const launcher = cloudsLauncher(
      new Map([
        ['aws', { cloud: fakeCloud('aws', full, tries), spec: spec('ami-1') }],
        ['gcp', { cloud: fakeCloud('gcp', () => undefined, tries), spec: spec('debian-12') }],
      ]),
    );
    const climbed = await climbLadder(
      launcher,
      [rung('aws', 'g6.xlarge'), rung('gcp', 'g2-standard-8')],
      new RecordingLogger(),
    );
    expect(tries).toEqual(['aws g6.xlarge ami-1', 'gcp g2-standard-8 debian-12']);
    expect(climbed.launched.instance).toEqual({ cloud: 'gcp', id: 'gcp-vm' });
    expect(climbed.skipped.map((s) => s.rung.cloud)).toEqual(['aws']);
  });

  it('passes over the rest of a cloud that fails otherwise, with a warning, and goes on to the next cloud', async () => {
    const tries: string[] = [];
    const denied = () => new UserError('AWS denied launching (UnauthorizedOperation)');
    const logger = new RecordingLogger();
    const failed = new Map<CloudName, unknown>();
    const launcher = cloudsLauncher(
      new Map([
        ['aws', { cloud: fakeCloud('aws', denied, tries), spec: spec('ami-1') }],
        ['gcp', { cloud: fakeCloud('gcp', () => undefined, tries), spec: spec('img') }],
      ]),
    );
    const rungs = [rung('aws', 'g6.xlarge'), rung('aws', 'g5.xlarge'), rung('gcp', 'g2')];
    const climbed = await climbLadder(launcher, rungs, logger, 1, Date.now, failed);
    expect(tries).toEqual(['aws g6.xlarge ami-1', 'gcp g2 img']);
    expect(climbed.launched.instance.cloud).toBe('gcp');
    expect([...failed.keys()]).toEqual(['aws']);
    expect(logger.text('warning')).toMatch(
      /spot g6\.xlarge in r on AWS failed, so no other aws rung is tried: AWS denied launching/,
    );
  });

  it('says what each cloud said when no cloud started a VM', async () => {
    const tries: string[] = [];
    const launcher = cloudsLauncher(
      new Map([
        ['aws', { cloud: fakeCloud('aws', () => new Error('quota'), tries), spec: spec('a') }],
        [
          'gcp',
          { cloud: fakeCloud('gcp', () => new CapacityError('full'), tries), spec: spec('g') },
        ],
      ]),
    );
    const error = await climbLadder(
      launcher,
      [rung('aws', 't'), rung('gcp', 'u')],
      new RecordingLogger(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRoomError);
    expect((error as Error).message).toBe(
      'aws failed: quota; no capacity on any of 1 rungs: spot u in r on GCP (full)',
    );
  });
});

describe('the clouds a launch can reach', () => {
  const ladder = (cloud: CloudName) => ({
    cloud,
    instanceTypes: ['t'],
    zones: [],
    regions: ['r'],
    image: 'i',
    options: {},
  });
  const signIns: Record<string, () => Promise<void>> = {
    aws: () => Promise.resolve(),
    gcp: () => Promise.reject(new Error('Could not load the default credentials')),
    azure: () => Promise.reject(new Error('CredentialUnavailableError: no token')),
  };
  const load = (name: CloudName) =>
    Promise.resolve(fakeCloud(name, () => undefined, [], signIns[name]));

  it('passes over a cloud without credentials with one warning that names it', async () => {
    const logger = new RecordingLogger();
    const reach = await cloudsInReach([ladder('gcp'), ladder('aws')], {} as never, logger, load);
    expect(reach.map(({ ladder }) => ladder.cloud)).toEqual(['aws']);
    expect(reach.map(({ cloud }) => cloud.name)).toEqual(['aws']);
    expect(logger.text('warning')).toBe(
      'GCP: no usable credentials (Could not load the default credentials), so its rungs are skipped; sign in to it in this job (docs/clouds.md) to use them',
    );
  });

  it('fails, naming each cloud and why, when no cloud is left', async () => {
    const error = await cloudsInReach(
      [ladder('gcp'), ladder('azure')],
      {} as never,
      new RecordingLogger(),
      load,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe(
      'no cloud of the ladder could be signed in to: gcp: Could not load the default credentials; azure: CredentialUnavailableError: no token',
    );
  });

  it('does not sign in ahead within one cloud: its first call says what is wrong, as before', async () => {
    const logger = new RecordingLogger();
    const reach = await cloudsInReach([ladder('gcp')], {} as never, logger, load);
    expect(reach.map(({ cloud }) => cloud.name)).toEqual(['gcp']);
    expect(logger.text('warning')).toBe('');
  });
});
