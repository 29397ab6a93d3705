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

/** A request GitHub refused; the message says what to change where it can. */
export class GitHubError extends Error {
  override readonly name = 'GitHubError';
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
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

  /** The same host and token, trying a request `attempts` times in all. */
  withAttempts(attempts: number): GitHubApi {
    return new GitHubApi({ ...this.params, attempts });
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
    const backoff = Math.min(30_000, 1000 * 2 ** (attempt - 1));
    if (!(error instanceof RequestError)) return backoff;
    const limited = rateLimitWaitMs(
      error.status,
      error.response?.headers ?? {},
      error.message,
      this.params.clock.now(),
    );
    if (limited !== undefined) {
      return limited <= (this.params.maxWaitMs ?? 120_000) ? limited : undefined;
    }
    return error.status >= 500 || error.status === 0 ? backoff : undefined;
  }

  private explain(error: unknown, what: string): GitHubError {
    const status = error instanceof RequestError ? error.status : undefined;
    const wanted =
      error instanceof RequestError
        ? error.response?.headers['x-accepted-github-permissions']
        : undefined;
    const hint =
      status === 401
        ? '; the token is missing, expired or revoked (the job token stops working when its job ends)'
        : status === 403 && typeof wanted === 'string' && wanted !== ''
          ? `; the token needs ${wanted.replaceAll('=', ': ')} (add it under the job's permissions)`
          : '';
    return new GitHubError(`GitHub: ${what} failed: ${describe(error)}${hint}`, status);
  }
}

function describe(error: unknown): string {
  if (error instanceof RequestError) return `${error.status} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
