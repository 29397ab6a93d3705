import { Octokit } from '@octokit/core';
import { RequestError } from '@octokit/request-error';
import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { VERSION } from '../base/version.js';
import { rateLimitWaitMs } from './rate-limit.js';

export interface GitHubApiParams {
  readonly token: string;
  /** GITHUB_API_URL: api.github.com, a GHES host's /api/v3, or a test server. */
  readonly baseUrl: string;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Tries for a request that failed for a passing reason (5xx, network, rate limit). */
  readonly attempts?: number;
  /** Longest wait spot-train accepts for a rate limit; beyond it the request fails. */
  readonly maxWaitMs?: number;
}

/** The API of the run's host (GITHUB_API_URL), with `token`: the one way the modes reach GitHub. */
export function runApi(
  deps: {
    readonly context: { readonly apiUrl: string };
    readonly clock: Clock;
    readonly logger: Logger;
  },
  token: string,
): GitHubApi {
  return new GitHubApi({
    token,
    baseUrl: deps.context.apiUrl,
    clock: deps.clock,
    logger: deps.logger,
  });
}

/** Whether `error` is GitHub answering 404 (an id that does not exist, or no longer). */
export function isNotFound(error: unknown): boolean {
  return error instanceof GitHubError && error.status === 404;
}

/** What a failed request says about trying it again. */
export interface GitHubRetry {
  /** A passing failure (a 5xx, a dropped connection, a rate limit): trying later may work. */
  readonly passing: boolean;
  /** How long GitHub asked to wait (a rate limit), from when it answered. */
  readonly waitMs?: number;
  /** No answer, or a 5xx: GitHub may have carried the request out all the same. */
  readonly mayHaveArrived: boolean;
}

/** A request GitHub refused; the message says what to change where it can. */
export class GitHubError extends Error {
  override readonly name = 'GitHubError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retry: GitHubRetry = { passing: false, mayHaveArrived: false },
  ) {
    super(message);
  }

  /** A rate limit (primary or secondary), as opposed to a refusal of the request itself. */
  get rateLimited(): boolean {
    return this.retry.waitMs !== undefined;
  }
}

/**
 * The REST API through Octokit, with the retries GitHub asks clients for:
 * rate limits are waited out as the response says, server errors and
 * dropped connections are retried with backoff, and anything else fails at
 * once with a message naming the request.
 */
export class GitHubApi {
  private readonly octokit: Octokit;

  constructor(private readonly params: GitHubApiParams) {
    this.octokit = new Octokit({
      auth: params.token,
      baseUrl: params.baseUrl.replace(/\/$/, ''),
      userAgent: `spot-train/${VERSION}`,
    });
  }

  /** The same host and token, trying a request `attempts` times in all, waiting out rate limits up to `maxWaitMs`. */
  withAttempts(attempts: number, maxWaitMs?: number): GitHubApi {
    return new GitHubApi({
      ...this.params,
      attempts,
      ...(maxWaitMs === undefined ? {} : { maxWaitMs }),
    });
  }

  /**
   * `what` names the request for messages ("dispatching train.yml"). The
   * data is left to the caller to check: it comes from outside.
   */
  async request(
    route: string,
    parameters: Record<string, unknown>,
    what: string,
  ): Promise<{ status: number; data: unknown }> {
    const { clock, logger } = this.params;
    const attempts = this.params.attempts ?? 6;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.octokit.request(route, parameters);
        return { status: response.status, data: response.data };
      } catch (error) {
        const waitMs = this.retryDelay(error, attempt);
        if (waitMs === undefined || attempt >= attempts) throw this.explain(error, what);
        logger.warning(
          `GitHub: ${what} failed (${describe(error)}); trying again in ${Math.ceil(waitMs / 1000)}s`,
        );
        await clock.sleep(waitMs);
      }
    }
  }

  private retryDelay(error: unknown, attempt: number): number | undefined {
    const retry = retryOf(error, this.params.clock.now());
    if (!retry.passing) return undefined;
    if (retry.waitMs !== undefined)
      return retry.waitMs <= (this.params.maxWaitMs ?? 120_000) ? retry.waitMs : undefined;
    return backoffMs(attempt);
  }

  private explain(error: unknown, what: string): GitHubError {
    const status = error instanceof RequestError ? error.status : undefined;
    const retry = retryOf(error, this.params.clock.now());
    const wanted =
      error instanceof RequestError
        ? error.response?.headers['x-accepted-github-permissions']
        : undefined;
    // A used-up rate limit is a 403 too, and says nothing of the token's permissions.
    const hint =
      status === 401
        ? '; the token is missing, expired or revoked (the job token stops working when its job ends)'
        : status === 403 &&
            retry.waitMs === undefined &&
            typeof wanted === 'string' &&
            wanted !== ''
          ? `; the token needs ${wanted.replaceAll('=', ': ')} (add it under the job's permissions)`
          : '';
    return new GitHubError(`GitHub: ${what} failed: ${describe(error)}${hint}`, status, retry);
  }
}

/** The wait before try `attempt + 1` of a request that failed for a passing reason. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** (attempt - 1));
}

function retryOf(error: unknown, now: number): GitHubRetry {
  if (!(error instanceof RequestError)) return { passing: true, mayHaveArrived: true };
  const waitMs = rateLimitWaitMs(error.status, error.response?.headers ?? {}, error.message, now);
  if (waitMs !== undefined) return { passing: true, waitMs, mayHaveArrived: false };
  const unanswered = error.status >= 500 || error.status === 0;
  return { passing: unanswered, mayHaveArrived: unanswered };
}

function describe(error: unknown): string {
  if (error instanceof RequestError) return `${error.status} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
