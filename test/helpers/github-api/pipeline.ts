import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimitOptions, RequestInfo } from './faults.js';
import type { ResolveRef } from './openapi/json-schema.js';
import type { Operation, OperationIndex } from './openapi/operations.js';
import { checkRequest, type Violation } from './openapi/request-checks.js';
import { checkResponse } from './openapi/response-checks.js';
import { errorReply, readBody, restDocs, send, type Reply } from './reply.js';
import type { Emulated, Route } from './routes/route.js';
import { acceptedPermissions, allows, type TokenKind, type TokenRegistry } from './tokens.js';

export interface RequestRecord {
  readonly method: string;
  /** Path without the query. */
  readonly path: string;
  readonly query: string;
  /** The matched operation; undefined when the description has no such route. */
  readonly operationId: string | undefined;
  /** 0 until answered; -1 when the emulator destroyed the socket on purpose. */
  status: number;
  readonly tokenKind: TokenKind | 'none' | 'invalid';
  /** How the request broke the description (location 'response': how the answer did). */
  readonly violations: Violation[];
}

export interface UnmatchedRequest {
  readonly method: string;
  readonly path: string;
  readonly reason: string;
}

export interface Journal {
  readonly requests: RequestRecord[];
  readonly unmatched: UnmatchedRequest[];
  readonly violations: Violation[];
}

export interface Pipeline {
  readonly index: OperationIndex;
  readonly resolve: ResolveRef;
  readonly routes: ReadonlyMap<string, Route>;
  readonly tokens: TokenRegistry;
  readonly state: Emulated;
  readonly journal: Journal;
}

const defaultApiVersion = '2022-11-28';
// The second is the version the description's x-github-breaking-changes name.
const supportedApiVersions = [defaultApiVersion, '2026-03-10'];
const rateLimitDocs =
  'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';
const ratelimitLimit = 5000;

/**
 * One request's way through the emulator, in the order GitHub appears to
 * apply its checks: route, credentials, rate limits, repository, permission,
 * schema, then the operation itself. Request violations are recorded even when
 * an earlier check decides the answer, so a test sees every malformed call.
 */
export async function serve(p: Pipeline, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', 'http://emulator');
  const bodyText = await readBody(req);
  const match = p.index.match(method, url.pathname);
  const identity = p.tokens.identify(req.headers.authorization);
  const record: RequestRecord = {
    method,
    path: url.pathname,
    query: url.search,
    operationId: match?.operation.operationId,
    status: 0,
    tokenKind: identity.kind === 'valid' ? identity.token.spec.kind : identity.kind,
    violations: [],
  };
  p.journal.requests.push(record);
  const info: RequestInfo = {
    method,
    path: url.pathname,
    operationId: record.operationId,
    bodyText,
  };
  const route = match ? p.routes.get(match.operation.operationId) : undefined;
  if (!match || !route) {
    const reason = match ? `${match.operation.operationId} is not emulated` : 'no such route';
    p.journal.unmatched.push({ method, path: url.pathname, reason });
    finish(p, record, res, errorReply(404, 'Not Found', restDocs), undefined);
    return;
  }
  const { operation, params } = match;
  const checked = checkRequest(
    operation,
    { method, path: url.pathname, params, query: url.searchParams, bodyText },
    p.resolve,
  );
  record.violations.push(...checked.violations);
  p.journal.violations.push(...checked.violations);

  const docs = operation.documentationUrl;
  const token = identity.kind === 'valid' ? identity.token : undefined;
  const version = req.headers['x-github-api-version'];
  const headers: Record<string, string> = {
    'x-github-api-version-selected': typeof version === 'string' ? version : defaultApiVersion,
  };
  // GitHub names the permission an operation needs on every answer to it.
  if (route.requires !== 'none') {
    headers['x-accepted-github-permissions'] = acceptedPermissions(route.requires);
  }
  const early = ((): Reply | undefined => {
    if (route.requires !== 'none' && identity.kind === 'none') {
      return errorReply(401, 'Requires authentication', restDocs);
    }
    if (identity.kind === 'invalid') return errorReply(401, 'Bad credentials', restDocs);
    if (typeof version === 'string' && !supportedApiVersions.includes(version)) {
      return errorReply(400, `API version '${version}' is not supported.`, restDocs);
    }
    const limited = p.state.faults.takeRateLimit(info);
    if (limited) return rateLimited(limited, p.state.now());
    return undefined;
  })();
  if (early) return finish(p, record, res, early, operation, headers);

  const delay = p.state.faults.takeDelay(info);
  if (delay > 0) await sleep(delay);
  const failure = p.state.faults.takeFailure(info);
  if (failure?.kind === 'status') {
    const reply = errorReply(failure.status, 'Server Error', restDocs);
    return finish(p, record, res, reply, operation, headers);
  }

  const reply = ((): Reply => {
    if ('owner' in params && !p.state.repo.is(params.owner, params.repo)) {
      return errorReply(404, 'Not Found', docs);
    }
    if (route.requires !== 'none' && !(token && allows(token, route.requires))) {
      return errorReply(403, 'Resource not accessible by integration', docs);
    }
    if (checked.unparsableBody) return errorReply(400, 'Problems parsing JSON', docs);
    if (checked.violations.length > 0) {
      const detail = checked.violations.map((v) => v.message).join('\n');
      return errorReply(422, `Invalid request.\n\n${detail}`, docs);
    }
    const call = {
      params,
      query: url.searchParams,
      body: checked.body,
      token,
      headers: req.headers,
      docs,
      pathname: url.pathname,
    };
    return route.handle(call, p.state);
  })();

  if (failure?.kind === 'after-effect') {
    // The operation happened; the caller just never hears about it.
    checkOwnResponse(p, record, reply, operation);
    record.status = -1;
    req.socket.destroy();
    return;
  }
  finish(p, record, res, reply, operation, headers);
}

function finish(
  p: Pipeline,
  record: RequestRecord,
  res: ServerResponse,
  reply: Reply,
  operation: Operation | undefined,
  headers: Record<string, string> = {},
): void {
  if (operation) checkOwnResponse(p, record, reply, operation);
  record.status = reply.status;
  send(res, reply, { ...standardHeaders(p.state.now()), ...headers });
}

function checkOwnResponse(
  p: Pipeline,
  record: RequestRecord,
  reply: Reply,
  operation: Operation,
): void {
  const problems = checkResponse(
    operation,
    { status: reply.status, json: reply.json, raw: reply.raw !== undefined },
    p.resolve,
  );
  for (const message of problems) {
    const violation: Violation = {
      operationId: operation.operationId,
      method: record.method,
      path: record.path,
      location: 'response',
      where: String(reply.status),
      message,
    };
    record.violations.push(violation);
    p.journal.violations.push(violation);
  }
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function standardHeaders(now: Date): Record<string, string> {
  return {
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': requestId(),
    'x-ratelimit-limit': String(ratelimitLimit),
    'x-ratelimit-remaining': String(ratelimitLimit - 1),
    'x-ratelimit-used': '1',
    'x-ratelimit-reset': String(epochSeconds(now) + 3600),
    'x-ratelimit-resource': 'core',
  };
}

/**
 * Primary: the hourly budget is spent; x-ratelimit-remaining is 0 and
 * x-ratelimit-reset says when it refills. Secondary: too much too fast; the
 * budget is not spent and retry-after (when GitHub sends one) says how long to wait.
 */
function rateLimited(options: RateLimitOptions, now: Date): Reply {
  const status = options.status ?? 403;
  const wait = options.retryAfterSeconds;
  if (options.kind === 'primary') {
    return errorReply(status, 'API rate limit exceeded for installation ID 4242.', rateLimitDocs, {
      'x-ratelimit-limit': String(ratelimitLimit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-used': String(ratelimitLimit),
      'x-ratelimit-reset': String(epochSeconds(now) + (wait ?? 60)),
      'x-ratelimit-resource': 'core',
    });
  }
  const message =
    'You have exceeded a secondary rate limit. Please wait a few minutes before you try ' +
    `again. If you reach out to GitHub Support for help, please include the request ID ${requestId()}.`;
  return errorReply(
    status,
    message,
    `${rateLimitDocs}#about-secondary-rate-limits`,
    wait === undefined ? {} : { 'retry-after': String(wait) },
  );
}

let requestCounter = 0;

function requestId(): string {
  requestCounter += 1;
  return `E1A0:${requestCounter.toString(16).toUpperCase().padStart(6, '0')}:5EED`;
}
