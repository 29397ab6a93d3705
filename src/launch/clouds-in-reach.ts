import { describeError, UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { CLOUD_TITLES, type LaunchingCloud } from '../clouds/cloud.js';
import type { CloudEnvironment } from '../clouds/cloud-environment.js';
import { loadCloud } from '../clouds/load-cloud.js';
import type { CloudLadder } from './ladder.js';

/** A sign-in that has not answered in this long is a cloud this launch goes without. */
const SIGN_IN_MS = 60_000;

/** A cloud of the ladder this launch can use: its part of the ladder and its adapter. */
export interface CloudInReach {
  readonly ladder: CloudLadder;
  readonly cloud: LaunchingCloud;
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
): Promise<readonly CloudInReach[]> {
  const loaded = await Promise.all(
    ladders.map(async (ladder) => ({
      ladder,
      cloud: await load(ladder.cloud, environment, logger),
    })),
  );
  if (loaded.length === 1) return loaded;
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
  return usable.map(({ ladder, cloud }) => ({ ladder, cloud }));
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
