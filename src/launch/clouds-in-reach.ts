import { describeError, UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { CloudName, LaunchingCloud } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { loadCloud } from '../clouds/load-cloud.js';
import type { CloudLadder } from './ladder.js';
import { CLOUD_TITLES } from './ladder.js';

/** A sign-in that has not answered in this long is a cloud this launch goes without. */
const SIGN_IN_MS = 60_000;

/** The ladder's clouds this launch can use, and each one's adapter. */
export interface CloudsInReach {
  readonly ladders: readonly CloudLadder[];
  readonly clouds: ReadonlyMap<CloudName, LaunchingCloud>;
}

/**
 * Loads each cloud of the ladder. A ladder across clouds first signs in to
 * each: a workflow may be trusted by only some of them, and a cloud it has
 * no credentials for is passed over with one warning that says why, not a
 * failed launch; only when no cloud is left does the launch fail. A ladder
 * within one cloud signs in at its first call, as it always has, so its
 * errors are that call's own.
 */
export async function cloudsInReach(
  ladders: readonly CloudLadder[],
  environment: CloudEnvironment,
  logger: Logger,
  load: typeof loadCloud = loadCloud,
): Promise<CloudsInReach> {
  const loaded = await Promise.all(
    ladders.map(async (ladder) => ({
      ladder,
      cloud: await load(ladder.cloud, environment, logger),
    })),
  );
  if (loaded.length === 1) return reach(loaded);
  const signedIn = await Promise.all(
    loaded.map(async (entry) => ({ ...entry, refusal: await signInRefusal(entry.cloud) })),
  );
  for (const { ladder, refusal } of signedIn) {
    if (refusal === undefined) continue;
    logger.warning(
      `${CLOUD_TITLES[ladder.cloud]}: no usable credentials (${refusal}), so its rungs are skipped; sign in to it in this job (docs/clouds.md) to use them`,
    );
  }
  const usable = signedIn.filter(({ refusal }) => refusal === undefined);
  if (usable.length === 0)
    throw new UserError(
      `no cloud of the ladder could be signed in to: ${signedIn.map(({ ladder, refusal }) => `${ladder.cloud}: ${refusal ?? ''}`).join('; ')}`,
    );
  return reach(usable);
}

function reach(entries: readonly { ladder: CloudLadder; cloud: LaunchingCloud }[]): CloudsInReach {
  return {
    ladders: entries.map(({ ladder }) => ladder),
    clouds: new Map(entries.map(({ ladder, cloud }) => [ladder.cloud, cloud])),
  };
}

/** Why the cloud's credentials cannot be had, or undefined when they can. */
async function signInRefusal(cloud: LaunchingCloud): Promise<string | undefined> {
  if (cloud.signIn === undefined) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${SIGN_IN_MS / 1000} s`), SIGN_IN_MS);
  });
  try {
    const signed = cloud.signIn().then(
      () => undefined,
      (error: unknown) => describeError(error),
    );
    return await Promise.race([signed, late]);
  } finally {
    clearTimeout(timer);
  }
}
