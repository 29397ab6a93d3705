import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlobStore } from './blob-store.js';
import { drain, sendJson } from './http-io.js';
import type { Links } from './links.js';
import type { ArtifactRecord, Registry } from './registry.js';

type Route =
  | { operation: 'ListRunArtifacts'; owner: string; repo: string; runId: number }
  | { operation: 'GetArtifact' | 'DeleteArtifact'; owner: string; repo: string; artifactId: number }
  | {
      operation: 'DownloadArtifact';
      owner: string;
      repo: string;
      artifactId: number;
      format: string;
    };

const segment = '([^/]+)';
const routes: { method: string; pattern: RegExp; build: (m: string[]) => Route }[] = [
  {
    method: 'GET',
    pattern: new RegExp(`^/repos/${segment}/${segment}/actions/runs/(\\d+)/artifacts$`),
    build: ([, owner = '', repo = '', run = '']) => ({
      operation: 'ListRunArtifacts',
      owner,
      repo,
      runId: Number(run),
    }),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/repos/${segment}/${segment}/actions/artifacts/(\\d+)$`),
    build: ([, owner = '', repo = '', id = '']) => ({
      operation: 'GetArtifact',
      owner,
      repo,
      artifactId: Number(id),
    }),
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/repos/${segment}/${segment}/actions/artifacts/(\\d+)$`),
    build: ([, owner = '', repo = '', id = '']) => ({
      operation: 'DeleteArtifact',
      owner,
      repo,
      artifactId: Number(id),
    }),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/repos/${segment}/${segment}/actions/artifacts/(\\d+)/${segment}$`),
    build: ([, owner = '', repo = '', id = '', format = '']) => ({
      operation: 'DownloadArtifact',
      owner,
      repo,
      artifactId: Number(id),
      format,
    }),
  },
];

function route(method: string, url: URL): Route | undefined {
  for (const candidate of routes) {
    const match = candidate.pattern.exec(url.pathname);
    if (candidate.method === method && match) return candidate.build([...match]);
  }
  return undefined;
}

export function restOperation(method: string, url: URL): string {
  return route(method, url)?.operation ?? `Unsupported:${method}`;
}

function sendGitHubError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, {
    message,
    documentation_url: 'https://docs.github.com/rest/actions/artifacts',
    status: String(status),
  });
}

/** Stable numbers for fields the client ignores but a schema check would want. */
function stableNumber(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0);
}

export interface RestContext {
  readonly registry: Registry;
  readonly blobs: BlobStore;
  readonly links: Links;
  readonly apiUrl: string;
  readonly now: () => Date;
}

/** GitHub's REST endpoints for workflow artifacts, as @actions/artifact calls them. */
export async function handleRest(
  ctx: RestContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  await drain(req);
  const method = req.method ?? '';
  const target = route(method, url);
  const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (token === undefined) return sendGitHubError(res, 401, 'Requires authentication');
  const readable = ctx.registry.repositoryOf(token);
  if (readable === undefined) return sendGitHubError(res, 401, 'Bad credentials');
  if (!target) return sendGitHubError(res, 404, 'Not Found');
  const repository = `${target.owner}/${target.repo}`;
  // GitHub answers 404, not 403, for a repository the token cannot see.
  if (repository.toLowerCase() !== readable.toLowerCase()) {
    return sendGitHubError(res, 404, 'Not Found');
  }
  const headers = { 'x-github-request-id': randomUUID().toUpperCase() };

  if (target.operation === 'ListRunArtifacts') {
    const runRepository = ctx.registry.runRepository(target.runId);
    if (runRepository?.toLowerCase() !== repository.toLowerCase()) {
      return sendGitHubError(res, 404, 'Not Found');
    }
    const name = url.searchParams.get('name');
    const all = ctx.registry.listed(target.runId).filter((a) => name === null || a.name === name);
    const perPage = Math.min(
      Math.max(Number(url.searchParams.get('per_page') ?? 30) || 30, 1),
      100,
    );
    const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
    const slice = all.slice((page - 1) * perPage, page * perPage);
    const link = linkHeader(ctx.apiUrl, url, page, Math.ceil(all.length / perPage));
    return sendJson(
      res,
      200,
      { total_count: all.length, artifacts: slice.map((a) => describe(ctx, a)) },
      { ...headers, ...(link ? { link } : {}) },
    );
  }

  const record = ctx.registry.byId(target.artifactId);
  if (!record?.finalized || record.owner.repository.toLowerCase() !== repository.toLowerCase()) {
    return sendGitHubError(res, 404, 'Not Found');
  }
  switch (target.operation) {
    case 'GetArtifact':
      return sendJson(res, 200, describe(ctx, record), headers);
    case 'DeleteArtifact':
      ctx.registry.remove(record);
      await ctx.blobs.delete(record.blobName);
      res.writeHead(204, headers);
      res.end();
      return;
    case 'DownloadArtifact':
      if (target.format !== 'zip') return sendGitHubError(res, 404, 'Not Found');
      if (isExpired(ctx, record)) return sendGitHubError(res, 410, 'Artifact has expired');
      res.writeHead(302, { ...headers, location: ctx.links.download(record), 'content-length': 0 });
      res.end();
      return;
  }
}

function isExpired(ctx: RestContext, record: ArtifactRecord): boolean {
  return record.expiresAt.getTime() <= ctx.now().getTime();
}

/** GitHub's timestamps carry whole seconds. */
function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The artifact object as GitHub's REST reference documents it. */
function describe(ctx: RestContext, record: ArtifactRecord) {
  const { repository, runId } = record.owner;
  const url = `${ctx.apiUrl}/repos/${repository}/actions/artifacts/${record.id}`;
  const repositoryId = stableNumber(repository);
  return {
    id: record.id,
    node_id: Buffer.from(`08:Artifact${record.id}`).toString('base64'),
    name: record.name,
    size_in_bytes: record.size,
    url,
    archive_download_url: `${url}/zip`,
    expired: isExpired(ctx, record),
    created_at: stamp(record.createdAt),
    updated_at: stamp(record.updatedAt),
    expires_at: stamp(record.expiresAt),
    digest: record.digest ?? null,
    workflow_run: {
      id: runId,
      repository_id: repositoryId,
      head_repository_id: repositoryId,
      head_branch: 'main',
      head_sha: createHash('sha1').update(`${repository}#${runId}`).digest('hex'),
    },
  };
}

function linkHeader(apiUrl: string, url: URL, page: number, pages: number): string | undefined {
  const at = (n: number, rel: string) => {
    const next = new URL(url.pathname + url.search, apiUrl);
    next.searchParams.set('page', String(n));
    return `<${next.href}>; rel="${rel}"`;
  };
  const parts: string[] = [];
  if (page > 1) parts.push(at(page - 1, 'prev'), at(1, 'first'));
  if (page < pages) parts.push(at(page + 1, 'next'), at(pages, 'last'));
  return parts.length > 0 ? parts.join(', ') : undefined;
}
