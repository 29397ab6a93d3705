import { describe, expect, it } from 'vitest';
import { readJanitorSettings } from '../../src/settings/janitor.js';
import { inputsFrom } from '../helpers/inputs.js';

const env = { AWS_REGION: 'us-east-1' };

describe("the janitor's regions", () => {
  it('default to AWS_REGION on AWS, where configure-aws-credentials sets it', () => {
    expect(readJanitorSettings(inputsFrom({ cloud: 'aws' }), env).regions).toEqual(['us-east-1']);
  });

  it('are required on GCP and Azure, whatever AWS_REGION says', () => {
    expect(() => readJanitorSettings(inputsFrom({ cloud: 'gcp' }), env)).toThrow(
      'regions: required by the janitor; the regions to sweep, e.g. us-central1, europe-west4',
    );
    expect(() => readJanitorSettings(inputsFrom({ cloud: 'azure' }), env)).toThrow(
      /e\.g\. eastus, westeurope/,
    );
    expect(
      readJanitorSettings(inputsFrom({ cloud: 'gcp', regions: 'us-central1' }), env).regions,
    ).toEqual(['us-central1']);
  });
});
