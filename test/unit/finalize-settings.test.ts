import { describe, expect, it } from 'vitest';
import { readFinalizeSettings } from '../../src/settings/finalize.js';
import { inputsFrom } from '../helpers/inputs.js';

const base = { store: 'file:///tmp/store', 'instance-id': 'spot-train-1-1' };

describe('the finalize inputs that find the VM', () => {
  it("takes an Azure VM's resource group from the cloud-options the launch was given", () => {
    const settings = readFinalizeSettings(
      inputsFrom({
        ...base,
        cloud: 'azure',
        region: 'westeurope',
        'cloud-options':
          '# as for the launch\nresource-group = spot-train\nsubnet-id=/subscriptions/x',
      }),
    );
    expect(settings.instance).toEqual({
      cloud: 'azure',
      id: 'spot-train-1-1',
      region: 'westeurope',
      group: 'spot-train',
    });
  });

  it('refuses an Azure VM without a resource group, saying where to give it', () => {
    expect(() => readFinalizeSettings(inputsFrom({ ...base, cloud: 'azure' }))).toThrow(
      'cloud-options: finalize on Azure needs resource-group=GROUP (as given to the launch) to find VM spot-train-1-1',
    );
  });

  it("takes a GCP project from cloud-options, and leaves it to the credentials' default otherwise", () => {
    const gcp = { ...base, cloud: 'gcp', zone: 'us-central1-a' };
    expect(
      readFinalizeSettings(inputsFrom({ ...gcp, 'cloud-options': 'project=ml-prod' })).instance,
    ).toMatchObject({ group: 'ml-prod', zone: 'us-central1-a' });
    expect(readFinalizeSettings(inputsFrom(gcp)).instance).not.toHaveProperty('group');
  });

  it('names a cloud-options line that is not key=value', () => {
    expect(() =>
      readFinalizeSettings(inputsFrom({ ...base, cloud: 'aws', 'cloud-options': 'just words' })),
    ).toThrow('cloud-options: "just words" is not key=value');
  });
});

describe('the finalize inputs that find the run by its labels', () => {
  const store = { store: 'file:///tmp/store' };
  const searches = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
    readFinalizeSettings(inputsFrom({ ...store, ...inputs }), env).searches;

  it('looks in every region the launch was given or reported, and on AWS in its own region otherwise', () => {
    expect(
      searches({ cloud: 'gcp', zones: 'us-central1-a, europe-west4-b', region: 'us-east1' }),
    ).toEqual([{ cloud: 'gcp', regions: ['us-east1', 'us-central1', 'europe-west4'] }]);
    expect(searches({ cloud: 'aws' }, { AWS_REGION: 'eu-west-1' })).toEqual([
      { cloud: 'aws', regions: ['eu-west-1'] },
    ]);
    expect(
      searches({ cloud: 'aws', regions: 'us-east-1\nus-west-2' }, { AWS_REGION: 'eu-west-1' }),
    ).toEqual([{ cloud: 'aws', regions: ['us-east-1', 'us-west-2'] }]);
  });

  it('names no cloud for the default and none, and refuses a cloud it does not know', () => {
    expect(searches({ cloud: 'auto' })).toEqual([]);
    expect(searches({})).toEqual([]);
    expect(() => searches({ cloud: 'amazon' })).toThrow(
      `cloud: "amazon" is not a cloud to look for the run's VMs on; expected one or more of aws, gcp, azure`,
    );
    expect(() => searches({ cloud: 'auto', 'instance-id': 'i-0abc' })).toThrow(
      `cloud: "auto" does not say which cloud VM i-0abc (instance-id) is on; expected one of aws, gcp, azure, as the launch's cloud output says`,
    );
  });
});

describe('finalize after a launch of several clouds', () => {
  const store = { store: 'file:///tmp/store' };
  const searches = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
    readFinalizeSettings(inputsFrom({ ...store, ...inputs }), env).searches;

  it('with the list (a cancelled launch set no cloud output), looks on each cloud in its own regions', () => {
    expect(
      searches(
        {
          cloud: 'aws, gcp, azure',
          regions: 'aws: us-east-1, us-west-2\nazure: westeurope',
          zones: 'gcp: us-central1-a, europe-west4-b\nazure: 1, 2',
        },
        { AWS_REGION: 'eu-west-1' },
      ),
    ).toEqual([
      { cloud: 'aws', regions: ['us-east-1', 'us-west-2'] },
      { cloud: 'gcp', regions: ['us-central1', 'europe-west4'] },
      { cloud: 'azure', regions: ['westeurope'] },
    ]);
    // AWS still looks in its own region when no line names one.
    expect(
      searches({ cloud: 'aws, gcp', zones: 'gcp: us-central1-a' }, { AWS_REGION: 'eu-west-1' }),
    ).toEqual([
      { cloud: 'aws', regions: ['eu-west-1'] },
      { cloud: 'gcp', regions: ['us-central1'] },
    ]);
  });

  it('refuses a regions line that names no cloud when cloud is a list, naming the input', () => {
    expect(() => searches({ cloud: 'aws, gcp', regions: 'us-east-1' })).toThrow(
      'regions: "us-east-1" names no cloud; with cloud: aws, gcp every line starts with the cloud it is for',
    );
  });

  it("refuses the launch's VM outputs with a list, saying to give the launch's cloud output with them", () => {
    const outputs: [string, string][] = [
      ['instance-id', 'i-0abc'],
      ['region', 'us-east-1'],
      ['zone', 'us-central1-a'],
    ];
    for (const [input, value] of outputs) {
      expect(() => searches({ cloud: 'aws, gcp', [input]: value })).toThrow(
        `${input}: "${value}" is the launch's output for the one cloud it took, but cloud names aws, gcp; give the launch's cloud output too, and the list only for a launch that set none: cloud: \${{ needs.launch.outputs.cloud || 'aws, gcp' }}`,
      );
    }
  });

  it("with the launch's one cloud, reads its own lines of inputs written for every cloud of the launch", () => {
    const launchInputs = {
      regions: 'aws: us-east-1\nazure: westeurope, northeurope',
      zones: 'gcp: us-central1-a\nazure: 1',
      'cloud-options':
        'aws: security-group-ids=sg-0123\ngcp: project=ml-prod\nazure: resource-group=spot-train',
      'instance-id': 'spot-train-1-1',
      region: 'westeurope',
      zone: '1',
    };
    const azure = readFinalizeSettings(inputsFrom({ ...store, ...launchInputs, cloud: 'azure' }));
    expect(azure.instance).toEqual({
      cloud: 'azure',
      id: 'spot-train-1-1',
      region: 'westeurope',
      zone: '1',
      group: 'spot-train',
    });
    expect(azure.searches).toEqual([{ cloud: 'azure', regions: ['westeurope', 'northeurope'] }]);
    const gcp = readFinalizeSettings(
      inputsFrom({
        ...store,
        ...launchInputs,
        cloud: 'gcp',
        region: 'us-central1',
        zone: 'us-central1-a',
      }),
    );
    expect(gcp.instance).toMatchObject({ cloud: 'gcp', group: 'ml-prod' });
    expect(gcp.searches).toEqual([{ cloud: 'gcp', regions: ['us-central1'] }]);
  });
});
