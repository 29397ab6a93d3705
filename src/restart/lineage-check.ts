import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { createCheckRun, updateCheckRun, type CheckRunState } from '../github/check-runs.js';
import { GitHubError, type GitHubApi } from '../github/github-api.js';
import type { Repo } from '../github/repo.js';
import {
  readLineageCheck,
  recordLineageCheck,
  type LineageCheckRecord,
} from '../records/lineage-check.js';
import type { Store } from '../store/store.js';

export interface LineageCheckParams {
  readonly api: GitHubApi;
  readonly repo: Repo;
  readonly store: Store;
  readonly lineage: string;
  /** The run writing: it creates the check if no run of the lineage did. */
  readonly runId: string;
  /** The check's name, should this run create it. */
  readonly name: string;
  /** This run's commit, where a check it creates goes. */
  readonly headSha: string;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * A check update tries three times, waiting out no rate limit longer than
 * this: the check is for people looking at the commit, and training and
 * its restart must never wait on it.
 */
const MAX_WAIT_MS = 10_000;

/**
 * The lineage's one check run on the commit it started from, as one run of
 * the lineage keeps it: found through the store's record, or created (and
 * recorded) when no run made one yet. Nothing here throws: a token without
 * `checks: write` gets one warning and no more calls; any other failure a
 * warning per update. Updates go out one after another, in the order given.
 */
export class LineageCheck {
  private readonly api: GitHubApi;
  private record: LineageCheckRecord | undefined;
  private off = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly params: LineageCheckParams) {
    this.api = params.api.withAttempts(3, MAX_WAIT_MS);
  }

  /** Sends the state `stateOn` gives for the commit the check lives on; settles once sent or given up. */
  publish(stateOn: (checkSha: string) => CheckRunState): Promise<void> {
    this.queue = this.queue.then(() => this.send(stateOn));
    return this.queue;
  }

  private async send(stateOn: (checkSha: string) => CheckRunState): Promise<void> {
    if (this.off) return;
    const { logger } = this.params;
    try {
      this.record ??= await readLineageCheck(this.params.store, this.params.lineage);
      const { record } = this;
      if (record) {
        await updateCheckRun(
          this.api,
          this.params.repo,
          record.checkRunId,
          stateOn(record.headSha),
        );
      } else {
        await this.create(stateOn);
      }
    } catch (error) {
      if (refused(error)) {
        this.off = true;
        const said = describeError(error);
        // GitHub names the permission it wanted on a 403; a 404 says nothing of it.
        const fix = said.includes('checks: write')
          ? ''
          : '; give the job `permissions: checks: write`';
        logger.warning(
          `no lineage check on the commit: ${said}${fix}. Training is not affected; \`check-name: false\` turns the check off`,
        );
        return;
      }
      logger.warning(`could not update the lineage's check run: ${describeError(error)}`);
    }
  }

  private async create(stateOn: (checkSha: string) => CheckRunState): Promise<void> {
    const { params } = this;
    if (params.headSha === '') {
      // Only outside a workflow run (a test, a local run of the action) is there no commit.
      this.off = true;
      params.logger.info("no commit to put the lineage's check run on (GITHUB_SHA is not set)");
      return;
    }
    const created = await createCheckRun(
      this.api,
      params.repo,
      { name: params.name, headSha: params.headSha, externalId: params.lineage },
      stateOn(params.headSha),
    );
    const mine: LineageCheckRecord = {
      checkRunId: created.id,
      headSha: params.headSha,
      name: params.name,
      createdBy: params.runId,
      createdAt: new Date(params.clock.now()).toISOString(),
    };
    const { clock, logger } = params;
    this.record = await recordLineageCheck(params.store, params.lineage, mine, { clock, logger });
    if (this.record.checkRunId !== created.id) await this.standDown(created.id, stateOn);
    else logger.info(`the lineage's check "${params.name}" is on commit ${params.headSha}`);
  }

  /**
   * Another run recorded its check first (two runs creating at once): ours
   * is renamed out of the way, so the commit has one check of the name that
   * a branch rule requires, and the recorded one gets the update.
   */
  private async standDown(
    duplicate: number,
    stateOn: (checkSha: string) => CheckRunState,
  ): Promise<void> {
    const { api, params, record } = this;
    if (!record) return;
    await updateCheckRun(
      api,
      params.repo,
      duplicate,
      {
        status: 'completed',
        conclusion: 'neutral',
        title: 'a second check of this lineage',
        summary: `Lineage \`${params.lineage}\` is followed by check run ${record.checkRunId}.`,
      },
      `${params.name} (duplicate ${duplicate})`,
    );
    await updateCheckRun(api, params.repo, record.checkRunId, stateOn(record.headSha));
  }
}

/** GitHub's refusal of the token (403) or of the repository or check (404); a rate limit is neither. */
function refused(error: unknown): boolean {
  return (
    error instanceof GitHubError &&
    !error.rateLimited &&
    (error.status === 403 || error.status === 404)
  );
}
