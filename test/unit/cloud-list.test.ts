import { describe, expect, it } from 'vitest';
import { parseCloudList, perCloudValues } from '../../src/settings/cloud-list.js';

describe('the cloud input', () => {
  it('takes one cloud or several, in the order given', () => {
    expect(parseCloudList('aws', 'cloud', 'to launch on')).toEqual(['aws']);
    expect(parseCloudList('gcp, aws\nazure', 'cloud', 'to launch on')).toEqual([
      'gcp',
      'aws',
      'azure',
    ]);
  });

  it('names the bad value, and a cloud named twice', () => {
    expect(() => parseCloudList('aws, gpc', 'cloud', 'to launch on')).toThrow(
      'cloud: "gpc" is not a cloud to launch on',
    );
    expect(() => parseCloudList('aws, aws', 'cloud', 'to launch on')).toThrow(
      'cloud: "aws" is named twice',
    );
    expect(() => parseCloudList(' ', 'cloud', 'to sweep')).toThrow('cloud: required');
  });
});

describe('inputs that differ by cloud', () => {
  it('leaves one cloud’s value as it was, with or without its name', () => {
    expect(perCloudValues('g5.xlarge, g6.xlarge', 'instance-types', ['aws'])).toEqual(
      new Map([['aws', 'g5.xlarge, g6.xlarge']]),
    );
    expect(perCloudValues('aws: g5.xlarge', 'instance-types', ['aws'])).toEqual(
      new Map([['aws', 'g5.xlarge']]),
    );
  });

  it('splits lines by the cloud they name, joining a cloud’s lines', () => {
    const text = 'aws: g5.xlarge, g6.xlarge\ngcp: g2-standard-8\n\naws: g5.2xlarge\n';
    expect(perCloudValues(text, 'instance-types', ['aws', 'gcp', 'azure'])).toEqual(
      new Map([
        ['aws', 'g5.xlarge, g6.xlarge\ng5.2xlarge'],
        ['gcp', 'g2-standard-8'],
        ['azure', ''],
      ]),
    );
  });

  it('skips comment lines, which cloud-options allows', () => {
    const text = '# the GPU\ngcp: accelerator=nvidia-l4:1\n  # none on AWS\n';
    expect(perCloudValues(text, 'cloud-options', ['aws', 'gcp'])).toEqual(
      new Map([
        ['aws', ''],
        ['gcp', 'accelerator=nvidia-l4:1'],
      ]),
    );
  });

  it('keeps the colons of an Azure image URN', () => {
    const text = 'azure: Canonical:ubuntu-24_04-lts:server:latest\naws: ami-0abc';
    expect(perCloudValues(text, 'image', ['aws', 'azure']).get('azure')).toBe(
      'Canonical:ubuntu-24_04-lts:server:latest',
    );
  });

  it('refuses a line that names no cloud, or a cloud not launched on', () => {
    expect(() => perCloudValues('g5.xlarge', 'instance-types', ['aws', 'gcp'])).toThrow(
      'instance-types: "g5.xlarge" names no cloud; with cloud: aws, gcp every line starts with the cloud it is for',
    );
    expect(() => perCloudValues('azure: 1, 2', 'zones', ['aws', 'gcp'])).toThrow(
      'zones: "azure: 1, 2" is for azure, which the cloud input (aws, gcp) does not name',
    );
  });
});
