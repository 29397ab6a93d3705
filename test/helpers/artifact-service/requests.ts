/** Which face of the service a request reached. */
export type Api = 'twirp' | 'blob' | 'rest' | 'unknown';

export interface RequestRecord {
  readonly api: Api;
  /**
   * Twirp method (CreateArtifact, ...), blob operation (PutBlock, PutBlockList,
   * PutBlob, GetBlob) or REST operation (ListRunArtifacts, GetArtifact,
   * DownloadArtifact, DeleteArtifact).
   */
  readonly operation: string;
  readonly method: string;
  /** Path without the query, so signatures never end up in test output. */
  readonly path: string;
  /** 0 until the response's head is sent; -1 if the connection was reset on purpose. */
  status: number;
}

export type RequestMatcher = string | ((request: RequestRecord) => boolean);

export interface FaultOptions {
  /** HTTP status to answer with; 500 unless `reset`. */
  readonly status?: number;
  /** Drop the connection without answering instead. */
  readonly reset?: boolean;
  /** How many matching requests fail; 1 by default. */
  readonly times?: number;
}

export interface FaultHandle {
  /** How many requests this fault has failed so far. */
  readonly triggered: number;
}

export type Fault =
  { readonly kind: 'status'; readonly status: number } | { readonly kind: 'reset' };

interface Rule {
  readonly matches: (request: RequestRecord) => boolean;
  readonly fault: Fault;
  remaining: number;
  triggered: number;
}

/** Faults armed by a test, consumed by the next matching requests in order. */
export class FaultPlan {
  private readonly rules: Rule[] = [];

  arm(matcher: RequestMatcher, options: FaultOptions = {}): FaultHandle {
    const rule: Rule = {
      matches: typeof matcher === 'string' ? (r) => r.operation === matcher : matcher,
      fault: options.reset ? { kind: 'reset' } : { kind: 'status', status: options.status ?? 500 },
      remaining: options.times ?? 1,
      triggered: 0,
    };
    this.rules.push(rule);
    return {
      get triggered() {
        return rule.triggered;
      },
    };
  }

  take(request: RequestRecord): Fault | undefined {
    const rule = this.rules.find((r) => r.remaining > 0 && r.matches(request));
    if (!rule) return undefined;
    rule.remaining -= 1;
    rule.triggered += 1;
    return rule.fault;
  }
}
