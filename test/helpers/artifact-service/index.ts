import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blobOperation, handleBlob, sendStorageError } from './blob-routes.js';
import { BlobStore } from './blob-store.js';
import { drain, sendJson } from './http-io.js';
import { blobPrefix, Links } from './links.js';
import { Registry } from './registry.js';
import {
  FaultPlan,
  type Api,
  type FaultHandle,
  type FaultOptions,
  type RequestMatcher,
  type RequestRecord,
} from './requests.js';
import { handleRest, restOperation } from './rest-routes.js';
import { UrlSigner } from './sas.js';
import { handleTwirp, sendTwirpError, twirpCodeFor, twirpPrefix } from './twirp-routes.js';

export type { FaultHandle, FaultOptions, RequestMatcher, RequestRecord } from './requests.js';

export interface ArtifactServiceOptions {
  /** The repository jobs belong to unless jobEnv names another; "octo/models" by default. */
  readonly repository?: string;
  /** CreateArtifact calls allowed per job; GitHub allows 500. */
  readonly maxArtifactsPerJob?: number;
  readonly now?: () => Date;
  /** 0 (any free port) by default. */
  readonly port?: number;
}

export interface JobOptions {
  readonly runId: number;
  readonly job: string;
  readonly repository?: string;
}

/** What a runner puts in a job's environment that @actions/artifact reads. */
export type JobEnv = {
  ACTIONS_RUNTIME_TOKEN: string;
  ACTIONS_RESULTS_URL: string;
  GITHUB_API_URL: string;
  GITHUB_SERVER_URL: string;
  GITHUB_REPOSITORY: string;
  GITHUB_REPOSITORY_OWNER: string;
  GITHUB_RUN_ID: string;
  GITHUB_RUN_ATTEMPT: string;
  GITHUB_JOB: string;
  GITHUB_TOKEN: string;
};

export interface StoredArtifact {
  readonly id: number;
  readonly name: string;
  readonly runId: number;
  readonly job: string;
  readonly size: number;
  /** What the client reported at finalize ("sha256:<hex>"), if anything. */
  readonly digest: string | undefined;
  /** "sha256:<hex>" of the bytes actually stored. */
  readonly storedDigest: string;
  readonly mimeType: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** The stored bytes on disk; read it, do not write it. */
  readonly file: string;
  read(): Promise<Buffer>;
}

export interface ArtifactService {
  /** Origin of the one server behind all three faces (Twirp, blob, REST). */
  readonly url: string;
  /** The environment of job `job` in run `runId`; the same job gets the same tokens. */
  jobEnv(options: JobOptions): JobEnv;
  /** Finalized artifacts of a run, oldest first. */
  artifacts(runId: number): StoredArtifact[];
  /** Every request so far, in arrival order. */
  readonly requests: readonly RequestRecord[];
  /**
   * Fails the next matching request(s): a string matches `operation`
   * (e.g. "PutBlock", "FinalizeArtifact", "DownloadArtifact").
   */
  failNext(matcher: RequestMatcher, options?: FaultOptions): FaultHandle;
  close(): Promise<void>;
}

function classify(method: string, url: URL): { api: Api; operation: string } {
  if (url.pathname.startsWith(twirpPrefix)) {
    return { api: 'twirp', operation: url.pathname.slice(twirpPrefix.length) };
  }
  if (url.pathname.startsWith(blobPrefix)) {
    return { api: 'blob', operation: blobOperation(method, url) };
  }
  if (url.pathname.startsWith('/repos/')) {
    return { api: 'rest', operation: restOperation(method, url) };
  }
  return { api: 'unknown', operation: `${method} ${url.pathname}` };
}

function sendFault(res: ServerResponse, api: Api, status: number): void {
  const message = 'fault injected by the test';
  if (api === 'twirp') sendTwirpError(res, status, twirpCodeFor(status), message);
  else if (api === 'blob') sendStorageError(res, status, 'InternalError', message);
  else sendJson(res, status, { message });
}

/**
 * A local stand-in for GitHub's artifact backend (v4): the results service's
 * Twirp API, blob storage behind signed URLs, and the REST endpoints used to
 * reach other runs, all on one loopback port. Note that @actions/github reads
 * GITHUB_API_URL once, when first imported: set the env before importing
 * @actions/artifact, or pass a fixed `port`.
 */
export async function startArtifactService(
  options: ArtifactServiceOptions = {},
): Promise<ArtifactService> {
  const now = options.now ?? (() => new Date());
  const defaultRepository = options.repository ?? 'octo/models';
  const dir = await mkdtemp(join(tmpdir(), 'spot-train-artifacts-'));
  const registry = new Registry(options.maxArtifactsPerJob ?? 500, now);
  const blobs = new BlobStore(dir);
  const signer = new UrlSigner(now);
  const faults = new FaultPlan();
  const requests: RequestRecord[] = [];
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const links = new Links(origin, signer);

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? '';
    const url = new URL(req.url ?? '/', origin);
    const { api, operation } = classify(method, url);
    const record: RequestRecord = { api, operation, method, path: url.pathname, status: 0 };
    requests.push(record);
    // Recorded as the head goes out, not on 'finish': the client can have the
    // whole body, and the test go on to read the records, before 'finish'
    // fires here (seen under load: a GetBlob still at 0).
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
      const written = writeHead(...args);
      record.status = res.statusCode;
      return written;
    }) as typeof res.writeHead;
    const fault = faults.take(record);
    if (fault?.kind === 'reset') {
      record.status = -1;
      req.socket.destroy();
      return;
    }
    if (fault) {
      await drain(req);
      sendFault(res, api, fault.status);
      return;
    }
    switch (api) {
      case 'twirp':
        return handleTwirp({ registry, blobs, links }, req, res, operation);
      case 'blob':
        return handleBlob({ registry, blobs, signer }, req, res, url, operation);
      case 'rest':
        return handleRest({ registry, blobs, links, apiUrl: origin, now }, req, res, url);
      case 'unknown':
        await drain(req);
        sendJson(res, 404, { message: `nothing emulated at ${method} ${url.pathname}` });
    }
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch((error: unknown) => {
      // A client that hangs up mid-body is not news; anything else is a bug here.
      if (req.destroyed && res.destroyed) return;
      console.error('artifact service:', error);
      // 501: a status none of the clients retry, so an emulator bug fails fast
      // instead of sitting through their back-off.
      if (res.headersSent) res.destroy();
      else sendJson(res, 501, { code: 'unimplemented', msg: `emulator error: ${String(error)}` });
    });
  });

  return {
    url: origin,
    requests,
    jobEnv({ runId, job, repository = defaultRepository }) {
      const identity = registry.job(repository, runId, job);
      return {
        ACTIONS_RUNTIME_TOKEN: identity.runtimeToken,
        ACTIONS_RESULTS_URL: `${origin}/`,
        GITHUB_API_URL: origin,
        // Anything but github.com (or *.ghe.com) makes the client refuse, as GHES.
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: repository,
        GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
        GITHUB_RUN_ID: String(runId),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_JOB: job,
        GITHUB_TOKEN: identity.githubToken,
      };
    },
    artifacts(runId) {
      return registry.listed(runId).flatMap((record) => {
        const blob = blobs.committed(record.blobName);
        if (!blob) return [];
        return [
          {
            id: record.id,
            name: record.name,
            runId: record.owner.runId,
            job: record.owner.job,
            size: record.size,
            digest: record.digest,
            storedDigest: `sha256:${blob.sha256}`,
            mimeType: record.mimeType,
            createdAt: record.createdAt,
            expiresAt: record.expiresAt,
            file: blob.file,
            read: () => readFile(blob.file),
          },
        ];
      });
    },
    failNext: (matcher, faultOptions) => faults.arm(matcher, faultOptions),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
