import { describe, expect, it } from 'vitest';
import { useCloudStandIn } from '../helpers/launch-clouds/index.js';
import { launchContext } from '../helpers/launch-servers.js';
import { runAction } from '../helpers/run-dist.js';

describe('the launch mode on Azure when signing in fails, from dist/', () => {
  const standIn = useCloudStandIn('azure');

  it('says the sign-in failed, creates nothing, and asks no one to delete a VM that never was', async () => {
    const azure = standIn();
    const ctx = await launchContext('9801');
    // The managed identity refuses: the header secret is not the one App Service set.
    const env = { ...azure.env, IDENTITY_HEADER: 'not-the-secret' };
    const run = await runAction('main.js', azure.inputs, ctx, env);
    expect(run.code).toBe(1);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error::spot-train: Azure did not accept the credentials for spot Standard_NC4as_T4_v3 VM spot-train-9801-1-\w+ in westeurope zone 1 \(AggregateAuthenticationError\): log in first/,
    );
    expect(errors[0]).toContain('The X-IDENTITY-HEADER header is missing or wrong.');
    expect(errors[0]).not.toContain('by hand');
    // Nothing reached ARM: the credential chain had no token to send.
    expect(azure.requests()).toEqual([]);
    expect(azure.vms()).toEqual([]);
    expect(azure.tokenSteps().every((step) => !step.granted)).toBe(true);
  });
});
