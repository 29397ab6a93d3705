import { describe, expect, it } from 'vitest';
import { readJanitorSettings } from '../../src/settings/janitor.js';
import { parseJanitorCommand } from '../../src/settings/janitor-flags.js';
import { inputsFrom } from '../helpers/inputs.js';

const env = { AWS_REGION: 'us-east-1' };
const sweeps = (inputs: Record<string, string>) =>
  readJanitorSettings(inputsFrom(inputs), env).sweeps;

describe("the janitor's regions", () => {
  it('default to AWS_REGION on AWS, where configure-aws-credentials sets it', () => {
    expect(sweeps({ cloud: 'aws' })).toEqual([{ cloud: 'aws', regions: ['us-east-1'] }]);
  });

  it('are required on GCP and Azure, whatever AWS_REGION says', () => {
    expect(() => sweeps({ cloud: 'gcp' })).toThrow(
      'regions: required by the janitor; the regions to sweep, e.g. us-central1, europe-west4',
    );
    expect(() => sweeps({ cloud: 'azure' })).toThrow(/e\.g\. eastus, westeurope/);
    expect(sweeps({ cloud: 'gcp', regions: 'us-central1' })).toEqual([
      { cloud: 'gcp', regions: ['us-central1'] },
    ]);
  });

  it('with one cloud, read as a plain list as they always were, or as lines naming it', () => {
    expect(sweeps({ cloud: 'gcp', regions: 'us-central1, europe-west4' })).toEqual([
      { cloud: 'gcp', regions: ['us-central1', 'europe-west4'] },
    ]);
    expect(sweeps({ cloud: 'gcp', regions: 'gcp: us-central1' })).toEqual([
      { cloud: 'gcp', regions: ['us-central1'] },
    ]);
  });
});

describe('a janitor of several clouds', () => {
  it('sweeps each cloud named, in order, in the regions of its own lines', () => {
    expect(
      sweeps({
        cloud: 'gcp, aws\nazure',
        regions:
          'aws: us-east-1, eu-west-1\ngcp: us-central1\nazure: westeurope\ngcp: europe-west4',
      }),
    ).toEqual([
      { cloud: 'gcp', regions: ['us-central1', 'europe-west4'] },
      { cloud: 'aws', regions: ['us-east-1', 'eu-west-1'] },
      { cloud: 'azure', regions: ['westeurope'] },
    ]);
  });

  it('sweeps AWS in AWS_REGION when no line names its regions, and no other cloud', () => {
    expect(sweeps({ cloud: 'aws, gcp', regions: 'gcp: us-central1' })).toEqual([
      { cloud: 'aws', regions: ['us-east-1'] },
      { cloud: 'gcp', regions: ['us-central1'] },
    ]);
    expect(() => sweeps({ cloud: 'aws, gcp', regions: 'aws: us-east-1' })).toThrow(
      'regions: no regions to sweep on gcp; give a line for it, e.g. "gcp: us-central1, europe-west4"',
    );
    expect(() => readJanitorSettings(inputsFrom({ cloud: 'gcp, aws' }), {})).toThrow(
      'regions: no regions to sweep on gcp;',
    );
  });

  it('refuses a region line that names no cloud, naming the input', () => {
    expect(() => sweeps({ cloud: 'aws, gcp', regions: 'us-east-1\ngcp: us-central1' })).toThrow(
      'regions: "us-east-1" names no cloud; with cloud: aws, gcp every line starts with the cloud it is for',
    );
  });

  it('passes over the lines of a cloud it does not sweep, as written for the launch', () => {
    expect(sweeps({ cloud: 'aws', regions: 'aws: us-east-1\ngcp: us-central1' })).toEqual([
      { cloud: 'aws', regions: ['us-east-1'] },
    ]);
  });

  it('refuses a cloud it cannot sweep, and one named twice', () => {
    expect(() => sweeps({ cloud: 'auto' })).toThrow(
      'cloud: "auto" is not a cloud to sweep; expected one or more of aws, gcp, azure',
    );
    expect(() => sweeps({ cloud: 'aws, gcp, aws', regions: 'gcp: us-central1' })).toThrow(
      'cloud: "aws" is named twice',
    );
  });
});

describe('spot-train janitor across clouds', () => {
  const parse = (...args: string[]) => {
    const parsed = parseJanitorCommand([...args, '--repo', 'acme/train'], {});
    if ('help' in parsed) throw new Error('asked for help');
    return parsed.settings.sweeps;
  };

  it('takes --regions once per cloud, each naming its cloud', () => {
    expect(
      parse('--cloud', 'aws,gcp', '--regions', 'aws:us-east-1', '--regions', 'gcp: us-central1'),
    ).toEqual([
      { cloud: 'aws', regions: ['us-east-1'] },
      { cloud: 'gcp', regions: ['us-central1'] },
    ]);
    expect(parse('--cloud', 'aws', '--regions', 'us-east-1,us-west-2')).toEqual([
      { cloud: 'aws', regions: ['us-east-1', 'us-west-2'] },
    ]);
  });

  it('names the flag when a cloud has no regions', () => {
    expect(() => parse('--cloud', 'aws,azure', '--regions', 'aws:us-east-1')).toThrow(
      '--regions: no regions to sweep on azure; give a line for it, e.g. "azure: eastus, westeurope"',
    );
  });
});
