import { describe, expect, it } from 'vitest';
import { readLaunchSettings } from '../../src/settings/launch.js';
import { inputsFrom } from '../helpers/inputs.js';

const base = { 'instance-types': 'n1-standard-8', image: 'debian-12', 'runner-token': 't' };

describe('the regions a launch tries', () => {
  it('on GCP, are the ones the zones name when no regions are given, in order, once each', () => {
    const settings = readLaunchSettings(
      inputsFrom({ ...base, cloud: 'gcp', zones: 'us-central1-a, europe-west4-b, us-central1-c' }),
      {},
    );
    expect(settings.ladders[0]?.regions).toEqual(['us-central1', 'europe-west4']);
    expect(settings.ladders[0]?.zones).toEqual([
      'us-central1-a',
      'europe-west4-b',
      'us-central1-c',
    ]);
  });

  it('are the ones given, when given', () => {
    const settings = readLaunchSettings(
      inputsFrom({ ...base, cloud: 'gcp', regions: 'us-east1', zones: 'us-east1-b' }),
      {},
    );
    expect(settings.ladders[0]?.regions).toEqual(['us-east1']);
  });

  it("on AWS, default to the SDK's region", () => {
    const settings = readLaunchSettings(inputsFrom({ ...base, cloud: 'aws' }), {
      AWS_REGION: 'eu-west-1',
    });
    expect(settings.ladders[0]?.regions).toEqual(['eu-west-1']);
  });

  it('on Azure, whose zones are numbers, must be given, with an example of its own', () => {
    expect(() =>
      readLaunchSettings(inputsFrom({ ...base, cloud: 'azure', zones: '1, 2' }), {}),
    ).toThrow('regions: required in launch mode on azure, e.g. westeurope');
  });
});

describe('the gang inputs', () => {
  const aws = { ...base, cloud: 'aws', regions: 'us-east-1' };

  it('default to one node and the rendezvous port torchrun uses', () => {
    const settings = readLaunchSettings(inputsFrom(aws), {});
    expect(settings).toMatchObject({ nodes: 1, rendezvousPort: 29500 });
  });

  it('take a node count and a port', () => {
    const settings = readLaunchSettings(
      inputsFrom({ ...aws, nodes: '4', 'rendezvous-port': '23456' }),
      {},
    );
    expect(settings).toMatchObject({ nodes: 4, rendezvousPort: 23456 });
  });

  it.each([
    ['0', 'nodes: "0" is not valid; expected a whole number from 1 to 64'],
    ['65', 'nodes: "65" is not valid; expected a whole number from 1 to 64'],
    ['2.5', 'nodes: "2.5" is not valid'],
    ['four', 'nodes: "four" is not valid'],
  ])('refuse nodes %s, naming the input', (nodes, message) => {
    expect(() => readLaunchSettings(inputsFrom({ ...aws, nodes }), {})).toThrow(message);
  });

  it('refuse a port whose next port (the channel) does not exist', () => {
    expect(() =>
      readLaunchSettings(inputsFrom({ ...aws, 'rendezvous-port': '65535' }), {}),
    ).toThrow('rendezvous-port: "65535" is not valid; expected a whole number from 1024 to 65534');
  });
});

describe("host-market, the market of a gang's node 0", () => {
  const gang = { ...base, cloud: 'aws', regions: 'us-east-1', nodes: '4' };

  it('is spot unless given, for a gang and for one VM', () => {
    expect(readLaunchSettings(inputsFrom(gang), {}).hostMarket).toBe('spot');
    expect(readLaunchSettings(inputsFrom({ ...gang, nodes: '1' }), {}).hostMarket).toBe('spot');
  });

  it('takes on-demand for a gang, and spot for one VM', () => {
    const mixed = readLaunchSettings(inputsFrom({ ...gang, 'host-market': 'on-demand' }), {});
    expect(mixed).toMatchObject({ nodes: 4, hostMarket: 'on-demand' });
    const single = { ...gang, nodes: '1', 'host-market': 'spot' };
    expect(readLaunchSettings(inputsFrom(single), {}).hostMarket).toBe('spot');
  });

  it.each(['ondemand', 'On-Demand', 'regular', 'standard', 'true'])(
    'refuses %s, naming the input and the markets it takes',
    (value) => {
      expect(() => readLaunchSettings(inputsFrom({ ...gang, 'host-market': value }), {})).toThrow(
        `host-market: "${value}" is not a market for a gang's node 0; expected spot or on-demand`,
      );
    },
  );

  it('refuses on-demand for one VM, which has no rendezvous host, naming what to use instead', () => {
    const single = { ...gang, nodes: '1', 'host-market': 'on-demand' };
    expect(() => readLaunchSettings(inputsFrom(single), {})).toThrow(
      /^host-market: on-demand puts a gang's node 0 on-demand, and nodes is 1, so there is no gang; .*on-demand-fallback/,
    );
  });
});

describe('the ladder order and the deadline', () => {
  const aws = { ...base, cloud: 'aws', regions: 'us-east-1', store: 'file:///tmp/bucket' };

  it('default to the learned order, a one-hour cool-down and no deadline', () => {
    const { placement } = readLaunchSettings(inputsFrom(aws), {});
    expect(placement).toMatchObject({ order: 'learned', cooldownMs: 3_600_000 });
    expect(placement.deadline).toBeUndefined();
  });

  it('take a deadline as a time with its zone, or as a duration from the lineage start', () => {
    const at = readLaunchSettings(inputsFrom({ ...aws, deadline: '2099-12-24T18:00:00Z' }), {});
    expect(at.placement.deadline).toEqual({ at: Date.parse('2099-12-24T18:00:00Z') });
    const span = readLaunchSettings(
      inputsFrom({ ...aws, deadline: '72h', 'total-steps': '9000' }),
      {},
    );
    expect(span.placement).toMatchObject({
      deadline: { afterMs: 72 * 3_600_000 },
      totalSteps: 9000,
    });
  });

  it('refuse what they cannot use, naming the input and the form expected', () => {
    const read = (extra: Record<string, string>) => () =>
      readLaunchSettings(inputsFrom({ ...aws, ...extra }), {});
    expect(read({ 'ladder-order': 'random' })).toThrow(
      'ladder-order: "random" is not a ladder order; expected learned or as-given',
    );
    expect(read({ deadline: '2026-12-24T18:00:00' })).toThrow(
      'deadline: "2026-12-24T18:00:00" is not a time with its zone',
    );
    expect(read({ deadline: 'soon' })).toThrow(/^deadline: /);
    expect(read({ 'total-steps': '0' })).toThrow(/^total-steps: "0" is not valid/);
    expect(() =>
      readLaunchSettings(
        inputsFrom({ ...base, cloud: 'aws', regions: 'us-east-1', deadline: '72h' }),
        {},
      ),
    ).toThrow("deadline: needs store, where the lineage's start and progress are recorded");
  });
});

describe('a launch across clouds', () => {
  const inputs = {
    cloud: 'aws, gcp',
    'runner-token': 't',
    'instance-types': 'aws: g6.xlarge, g5.xlarge\ngcp: g2-standard-8',
    regions: 'aws: us-east-1',
    zones: 'gcp: us-central1-a, us-central1-b',
    image: 'aws: ami-0123456789abcdef0\ngcp: projects/debian-cloud/global/images/family/debian-12',
    'cloud-options': 'gcp: accelerator=nvidia-l4:1',
  };

  it("reads each cloud's part of the ladder from the lines that name it", () => {
    const settings = readLaunchSettings(inputsFrom(inputs), {});
    expect(settings.ladders).toEqual([
      {
        cloud: 'aws',
        instanceTypes: ['g6.xlarge', 'g5.xlarge'],
        regions: ['us-east-1'],
        zones: [],
        image: 'ami-0123456789abcdef0',
        options: {},
      },
      {
        cloud: 'gcp',
        instanceTypes: ['g2-standard-8'],
        // GCP's regions come from its zones, as with one cloud.
        regions: ['us-central1'],
        zones: ['us-central1-a', 'us-central1-b'],
        image: 'projects/debian-cloud/global/images/family/debian-12',
        options: { accelerator: 'nvidia-l4:1' },
      },
    ]);
  });

  it('names the cloud a required part is missing for', () => {
    expect(() =>
      readLaunchSettings(inputsFrom({ ...inputs, image: 'aws: ami-0123456789abcdef0' }), {}),
    ).toThrow('image: required in launch mode for gcp (a line "gcp: ...") (the VM\'s image)');
    expect(() =>
      readLaunchSettings(inputsFrom({ ...inputs, 'instance-types': 'g6.xlarge' }), {}),
    ).toThrow('instance-types: "g6.xlarge" names no cloud; with cloud: aws, gcp');
    expect(() => readLaunchSettings(inputsFrom({ ...inputs, regions: '' }), {})).toThrow(
      'regions: required in launch mode for aws (a line "aws: ...")',
    );
  });

  it("checks each cloud's options against that cloud's keys", () => {
    expect(() =>
      readLaunchSettings(inputsFrom({ ...inputs, 'cloud-options': 'aws: accelerator=x' }), {}),
    ).toThrow('cloud-options: "accelerator" is not an option on aws');
  });
});
