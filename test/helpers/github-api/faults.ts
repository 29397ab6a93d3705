/** What a fault rule gets to look at when deciding whether a request is its. */
export interface RequestInfo {
  readonly method: string;
  readonly path: string;
  /** Undefined for a request no operation in the description matches. */
  readonly operationId: string | undefined;
  /** The request's body as sent, so a rule can pick one dispatch among several. */
  readonly bodyText?: string;
}

/** An operationId ("actions/create-workflow-dispatch") or a predicate. */
export type RequestMatcher = string | ((request: RequestInfo) => boolean);

export interface FailOptions {
  /** Status of the failed answer; 500 by default. Ignored with `afterEffect`. */
  readonly status?: number;
  /** How many matching requests fail; 1 by default. */
  readonly times?: number;
  /**
   * Perform the request (a dispatch creates its run), then destroy the socket
   * instead of answering: the client sees a lost response to a request that
   * did happen, which is what makes retried non-idempotent calls dangerous.
   */
  readonly afterEffect?: boolean;
}

export interface RateLimitOptions {
  readonly kind: 'primary' | 'secondary';
  /** Primary: seconds until x-ratelimit-reset. Secondary: retry-after, omitted if unset. */
  readonly retryAfterSeconds?: number;
  /** GitHub answers either way; 403 by default. */
  readonly status?: 403 | 429;
  /** Only requests this matches are limited; all by default. */
  readonly matcher?: RequestMatcher;
}

export interface FaultHandle {
  /** How many requests this rule has hit so far. */
  readonly triggered: number;
}

export type Failure =
  { readonly kind: 'status'; readonly status: number } | { readonly kind: 'after-effect' };

interface Rule<T> {
  readonly matches: (request: RequestInfo) => boolean;
  readonly effect: T;
  remaining: number;
  triggered: number;
}

/** Faults a test arms; each is consumed by the next requests it matches, in arming order. */
export class FaultPlan {
  private readonly rateLimits: Rule<RateLimitOptions>[] = [];
  private readonly failures: Rule<Failure>[] = [];
  private readonly delays: Rule<number>[] = [];

  rateLimitNext(count: number, options: RateLimitOptions): FaultHandle {
    return arm(this.rateLimits, options.matcher, options, count);
  }

  failNext(matcher: RequestMatcher, options: FailOptions = {}): FaultHandle {
    const failure: Failure = options.afterEffect
      ? { kind: 'after-effect' }
      : { kind: 'status', status: options.status ?? 500 };
    return arm(this.failures, matcher, failure, options.times ?? 1);
  }

  delayNext(matcher: RequestMatcher, ms: number, times = 1): FaultHandle {
    return arm(this.delays, matcher, ms, times);
  }

  takeRateLimit(request: RequestInfo): RateLimitOptions | undefined {
    return take(this.rateLimits, request);
  }

  takeFailure(request: RequestInfo): Failure | undefined {
    return take(this.failures, request);
  }

  takeDelay(request: RequestInfo): number {
    return take(this.delays, request) ?? 0;
  }
}

function arm<T>(
  rules: Rule<T>[],
  matcher: RequestMatcher | undefined,
  effect: T,
  count: number,
): FaultHandle {
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be ≥ 1, got ${count}`);
  const rule: Rule<T> = { matches: toPredicate(matcher), effect, remaining: count, triggered: 0 };
  rules.push(rule);
  return {
    get triggered() {
      return rule.triggered;
    },
  };
}

function take<T>(rules: Rule<T>[], request: RequestInfo): T | undefined {
  const rule = rules.find((r) => r.remaining > 0 && r.matches(request));
  if (!rule) return undefined;
  rule.remaining -= 1;
  rule.triggered += 1;
  return rule.effect;
}

function toPredicate(matcher: RequestMatcher | undefined): (request: RequestInfo) => boolean {
  if (matcher === undefined) return () => true;
  if (typeof matcher === 'string') return (request) => request.operationId === matcher;
  return matcher;
}
