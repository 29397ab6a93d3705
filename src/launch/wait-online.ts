import type { Clock } from '../base/clock.js';
import { formatDuration } from '../base/duration.js';
import type { GitHubApi } from '../github/github-api.js';
import { runnerStatus } from '../github/jit-config.js';
import type { Logger } from '../base/log.js';

/** A VM takes a minute or more to boot and install the runner: asking every 10 s is plenty. */
const POLL_MS = 10_000;

/**
 * Waits until GitHub sees the runner online (or already busy with the
 * job), polling sparingly; fails after `timeoutMs`.
 */
export async function waitOnline(params: {
  readonly api: GitHubApi;
  readonly repo: { readonly owner: string; readonly repo: string };
  readonly runnerId: number;
  readonly timeoutMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<void> {
  const { clock, logger } = params;
  const started = clock.now();
  let lastLog = started;
  for (;;) {
    const status = await runnerStatus(params.api, params.repo, params.runnerId);
    if (status && (status.status === 'online' || status.busy)) {
      logger.info(
        `the runner is ${status.busy ? 'busy' : 'online'} after ${formatDuration(clock.now() - started)}`,
      );
      return;
    }
    const waited = clock.now() - started;
    if (waited >= params.timeoutMs) {
      throw new Error(
        `the runner was not online after ${formatDuration(waited)} (online-timeout); see the VM's /opt/spot-train/startup.log`,
      );
    }
    if (clock.now() - lastLog >= 60_000) {
      logger.info(`waiting for the runner to come online (${formatDuration(waited)} so far)`);
      lastLog = clock.now();
    }
    await clock.sleep(Math.min(POLL_MS, params.timeoutMs - waited));
  }
}
