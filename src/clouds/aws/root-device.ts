import { DescribeImagesCommand, type EC2Client } from '@aws-sdk/client-ec2';
import { UserError } from '../../base/errors.js';

const SSM_PREFIX = 'resolve:ssm:';

/** The device name to size the root disk by, and whether the image itself said so. */
export interface RootDevice {
  readonly name: string;
  /** False for a guess, which the launch checks against what EC2 reports. */
  readonly known: boolean;
}

/** Rejects an image EC2 cannot launch before any call is made. */
export function checkImage(image: string): void {
  if (image.startsWith('ami-') || image.startsWith(SSM_PREFIX)) return;
  throw new UserError(
    `image "${image}" is not an AMI id (ami-...) or a Systems Manager parameter (resolve:ssm:/aws/service/...)`,
  );
}

// Ubuntu images boot from /dev/sda1; Amazon Linux, Debian and most others from
// /dev/xvda. Only a guess: the launch checks it.
function guess(image: string): string {
  return /ubuntu|canonical/i.test(image) ? '/dev/sda1' : '/dev/xvda';
}

/**
 * Root device names per region and image. An AMI id is asked once with
 * DescribeImages. A `resolve:ssm:` image cannot be: EC2 resolves it only at
 * launch, and reading the parameter would take the SSM SDK. It is guessed
 * (or taken from the root-device option), and the guess is corrected from
 * the RootDeviceName of the instance a wrong guess started.
 */
export class RootDevices {
  private readonly found = new Map<string, Promise<RootDevice>>();

  async of(
    client: EC2Client,
    region: string,
    image: string,
    option: string | undefined,
  ): Promise<RootDevice> {
    checkImage(image);
    if (option !== undefined && option !== '') return { name: option, known: true };
    const key = `${region} ${image}`;
    let device = this.found.get(key);
    if (device === undefined) {
      device = image.startsWith(SSM_PREFIX)
        ? Promise.resolve({ name: guess(image), known: false })
        : describe(client, image);
      this.found.set(key, device);
      // A failed lookup is not remembered: the next rung asks again.
      void device.catch(() => this.found.delete(key));
    }
    return device;
  }

  /** Remembers what EC2 reported, for the next launch of this image in this region. */
  learn(region: string, image: string, name: string): void {
    this.found.set(`${region} ${image}`, Promise.resolve({ name, known: true }));
  }
}

async function describe(client: EC2Client, image: string): Promise<RootDevice> {
  const out = await client.send(new DescribeImagesCommand({ ImageIds: [image] }));
  const name = out.Images?.find((found) => found.ImageId === image)?.RootDeviceName;
  if (name === undefined || name === '') {
    throw new UserError(
      `EC2 does not describe image ${image} in this region, or names no root device for it; check the image input`,
    );
  }
  return { name, known: true };
}
