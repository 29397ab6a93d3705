import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlobStore } from './blob-store.js';
import { readSmallBody, sendJson } from './http-io.js';
import {
  ServiceError,
  type ArtifactRecord,
  type ErrorCode,
  type JobIdentity,
  type Registry,
} from './registry.js';
import type { Links } from './links.js';

export const twirpPrefix = '/twirp/github.actions.results.api.v1.ArtifactService/';

const statusOf: Record<ErrorCode, number> = {
  invalid_argument: 400,
  malformed: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  failed_precondition: 412,
  resource_exhausted: 429,
  internal: 500,
};

/** The Twirp code a bare HTTP status stands for, for injected faults. */
export function twirpCodeFor(status: number): string {
  const known = Object.entries(statusOf).find(([, s]) => s === status);
  if (known) return known[0];
  return status === 503 ? 'unavailable' : status === 504 ? 'deadline_exceeded' : 'unknown';
}

export function sendTwirpError(res: ServerResponse, status: number, code: string, msg: string) {
  sendJson(res, status, { code, msg });
}

type Body = Record<string, unknown>;

/**
 * Reads a field by its proto name, as @actions/artifact sends it
 * (`useProtoFieldName: true`), or by its JSON name, which protojson also
 * accepts. Wrapper types (StringValue, Int64Value) arrive as bare values.
 */
function field(body: Body, protoName: string): unknown {
  if (protoName in body) return body[protoName];
  const jsonName = protoName.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return body[jsonName];
}

function text(body: Body, protoName: string): string {
  const value = field(body, protoName);
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    throw new ServiceError('malformed', `${protoName} must be a string`);
  }
  return value;
}

function int64(body: Body, protoName: string): number | undefined {
  const value = field(body, protoName);
  if (value === undefined || value === null) return undefined;
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed)) {
    throw new ServiceError('malformed', `${protoName} must be an int64`);
  }
  return parsed;
}

function monolith(record: ArtifactRecord) {
  return {
    workflow_run_backend_id: record.owner.runBackendId,
    workflow_job_run_backend_id: record.owner.jobBackendId,
    database_id: String(record.id),
    name: record.name,
    size: String(record.size),
    created_at: record.createdAt.toISOString(),
    ...(record.digest !== undefined ? { digest: record.digest } : {}),
  };
}

export interface TwirpContext {
  readonly registry: Registry;
  readonly blobs: BlobStore;
  readonly links: Links;
}

/** The results service's ArtifactService, in Twirp's JSON encoding. */
export async function handleTwirp(
  ctx: TwirpContext,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
): Promise<void> {
  try {
    if (req.method !== 'POST') {
      throw new ServiceError('bad_route', `unsupported method ${req.method ?? ''} (only POST)`);
    }
    const contentType = (req.headers['content-type'] ?? '').split(';')[0]?.trim();
    if (contentType !== 'application/json') {
      throw new ServiceError('bad_route', `unexpected Content-Type: ${contentType ?? ''}`);
    }
    const caller = authenticate(ctx.registry, req.headers.authorization);
    const raw = await readSmallBody(req);
    let body: Body;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
      body = parsed as Body;
    } catch {
      throw new ServiceError('malformed', 'the request body is not a JSON object');
    }
    sendJson(res, 200, await dispatch(ctx, caller, method, body));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    sendTwirpError(res, statusOf[error.code], error.code, error.message);
  }
}

function authenticate(registry: Registry, header: string | undefined): JobIdentity {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  const caller = token === undefined ? undefined : registry.byRuntimeToken(token);
  if (!caller) throw new ServiceError('unauthenticated', 'invalid or missing runtime token');
  return caller;
}

/** The run id must be the caller's; so must the job id, where it names the caller. */
function checkScope(caller: JobIdentity, body: Body, jobIsCaller: boolean): void {
  if (text(body, 'workflow_run_backend_id') !== caller.runBackendId) {
    throw new ServiceError(
      'permission_denied',
      'workflow_run_backend_id is outside the token scope',
    );
  }
  if (jobIsCaller && text(body, 'workflow_job_run_backend_id') !== caller.jobBackendId) {
    throw new ServiceError(
      'permission_denied',
      'workflow_job_run_backend_id is outside the token scope',
    );
  }
}

/** A finalized artifact of the caller's run, addressed by its job and name. */
function addressed(ctx: TwirpContext, caller: JobIdentity, body: Body): ArtifactRecord {
  const name = text(body, 'name');
  const jobBackendId = text(body, 'workflow_job_run_backend_id');
  const record = ctx.registry
    .listed(caller.runId)
    .find((a) => a.name === name && a.owner.jobBackendId === jobBackendId);
  if (!record) throw new ServiceError('not_found', `artifact ${name} not found`);
  return record;
}

async function dispatch(
  ctx: TwirpContext,
  caller: JobIdentity,
  method: string,
  body: Body,
): Promise<unknown> {
  switch (method) {
    case 'CreateArtifact': {
      checkScope(caller, body, true);
      const expires = text(body, 'expires_at');
      const record = ctx.registry.create(
        caller,
        text(body, 'name'),
        text(body, 'mime_type') || 'application/zip',
        expires ? new Date(expires) : undefined,
      );
      return { ok: true, signed_upload_url: ctx.links.upload(record) };
    }
    case 'FinalizeArtifact': {
      checkScope(caller, body, true);
      const record = ctx.registry.pending(caller, text(body, 'name'));
      const blob = ctx.blobs.committed(record.blobName);
      if (!blob) {
        throw new ServiceError('failed_precondition', `no content was uploaded for ${record.name}`);
      }
      const size = int64(body, 'size') ?? 0;
      if (size !== blob.size) {
        throw new ServiceError(
          'invalid_argument',
          `size ${size} does not match the ${blob.size} bytes uploaded`,
        );
      }
      const hash = text(body, 'hash');
      ctx.registry.finalize(record, blob.size, hash || undefined);
      return { ok: true, artifact_id: String(record.id) };
    }
    case 'ListArtifacts': {
      checkScope(caller, body, true);
      const name = field(body, 'name_filter');
      const id = int64(body, 'id_filter');
      const artifacts = ctx.registry
        .listed(caller.runId)
        .filter(
          (a) => (name === undefined || a.name === name) && (id === undefined || a.id === id),
        );
      return { artifacts: artifacts.map(monolith) };
    }
    case 'GetSignedArtifactURL': {
      checkScope(caller, body, false);
      return { signed_url: ctx.links.download(addressed(ctx, caller, body)) };
    }
    case 'DeleteArtifact': {
      checkScope(caller, body, false);
      const record = addressed(ctx, caller, body);
      ctx.registry.remove(record);
      await ctx.blobs.delete(record.blobName);
      return { ok: true, artifact_id: String(record.id) };
    }
    default:
      throw new ServiceError('bad_route', `no such method: ${method}`);
  }
}
