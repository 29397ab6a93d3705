import type { CheckRunBook } from '../check-runs.js';
import type { FaultPlan } from '../faults.js';
import type { Reply } from '../reply.js';
import type { Repository } from '../repository.js';
import type { Urls } from '../representations.js';
import type { RunnerPool } from '../runners.js';
import type { RunBook } from '../runs.js';
import type { IssuedToken, Requirement } from '../tokens.js';

export interface Dispatch {
  /** The workflow's path (".github/workflows/train.yml"). */
  readonly workflow: string;
  readonly workflowId: number;
  readonly ref: string;
  /** The inputs exactly as the request sent them. */
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly token: IssuedToken;
  readonly at: Date;
  readonly runId: number;
}

/** Everything a route may read or change. */
export interface Emulated {
  readonly repo: Repository;
  readonly runs: RunBook;
  readonly runners: RunnerPool;
  readonly checks: CheckRunBook;
  readonly dispatches: Dispatch[];
  readonly faults: FaultPlan;
  readonly urls: Urls;
  readonly now: () => Date;
  /** How long after its creation a run shows in listings: GitHub's lag, 0 by default. */
  readonly listing: { lagMs: number };
}

/** One request, already matched, authenticated and checked against the description. */
export interface Call {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
  /** Undefined only on routes whose requirement is 'none'. */
  readonly token: IssuedToken | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The operation's docs page, for error bodies. */
  readonly docs: string;
  /** The request path without the query, for Link URLs. */
  readonly pathname: string;
}

export interface Route {
  readonly operationId: string;
  /** 'none' for endpoints anyone may call (GET /rate_limit). */
  readonly requires: Requirement | 'none';
  handle(call: Call, state: Emulated): Reply;
}
