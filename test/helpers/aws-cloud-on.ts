import { EC2Client } from '@aws-sdk/client-ec2';
import { AwsCloud } from '../../src/clouds/aws/aws-cloud.js';
import type { Logger } from '../../src/base/log.js';
import type { LocalEc2 } from './ec2.js';

/** spot-train's AWS cloud on the EC2 stand-in, its clock fixed at 2026-11-30 12:00 UTC. */
export function awsCloudOn(ec2: LocalEc2, logger?: Logger): AwsCloud {
  return new AwsCloud({
    clientFor: (region) =>
      new EC2Client({
        region,
        endpoint: ec2.url,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        // EC2 answers a shortage with a 500, which the SDK would retry with real waits.
        maxAttempts: 1,
      }),
    now: () => new Date('2026-11-30T12:00:00Z'),
    ...(logger ? { logger } : {}),
  });
}
