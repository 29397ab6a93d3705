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

  it('looks in every region the launch was given or reported, and on AWS in its own region otherwise', () => {
    const gcp = readFinalizeSettings(
      inputsFrom({
        ...store,
        cloud: 'gcp',
        zones: 'us-central1-a, europe-west4-b',
        region: 'us-east1',
      }),
    );
    expect(gcp).toMatchObject({
      cloud: 'gcp',
      regions: ['us-east1', 'us-central1', 'europe-west4'],
    });
    const aws = readFinalizeSettings(inputsFrom({ ...store, cloud: 'aws' }), {
      AWS_REGION: 'eu-west-1',
    });
    expect(aws.regions).toEqual(['eu-west-1']);
    const given = readFinalizeSettings(
      inputsFrom({ ...store, cloud: 'aws', regions: 'us-east-1\nus-west-2' }),
      {
        AWS_REGION: 'eu-west-1',
      },
    );
    expect(given.regions).toEqual(['us-east-1', 'us-west-2']);
  });

  it('names no cloud for the default and none, and refuses a cloud it does not know', () => {
    expect(readFinalizeSettings(inputsFrom({ ...store, cloud: 'auto' }))).not.toHaveProperty(
      'cloud',
    );
    expect(readFinalizeSettings(inputsFrom(store)).regions).toEqual([]);
    expect(() => readFinalizeSettings(inputsFrom({ ...store, cloud: 'amazon' }))).toThrow(
      `cloud: "amazon" does not say which cloud the run's VMs are on; expected one of aws, gcp, azure, as given to the launch`,
    );
  });
});
