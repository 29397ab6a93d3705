// ARM's error body, as the Compute 2026-04-01 description declares it for
// every operation's `default` response (CloudError -> ApiError in
// compute-common-v1.json) and ARM's common types restate it (ErrorResponse in
// arm-common-types-v3.json): `{"error": {"code", "message", "target"?}}`.
// `target` names the offending parameter where the service names one. The
// activity log is the exception (its ErrorResponse has code and message at
// the top); activity-log.ts answers in that shape.

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** A request ARM or a resource provider refuses: always HTTP 400 here. */
export interface ArmViolation {
  readonly code: string;
  readonly message: string;
  readonly target?: string;
}

export function error(status: number, code: string, message: string, target?: string): Reply {
  return {
    status,
    body: { error: { code, message, ...(target === undefined ? {} : { target }) } },
  };
}

/** The 400 answer to a request that breaks a documented rule. */
export function refusal(violation: ArmViolation): Reply {
  return error(400, violation.code, violation.message, violation.target);
}
