import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FaultPlan,
  type FailOptions,
  type FaultHandle,
  type RateLimitOptions,
  type RequestMatcher,
} from './faults.js';
import { loadDescription, resolvePointer } from './openapi/description.js';
import { OperationIndex } from './openapi/operations.js';
import type { Violation } from './openapi/request-checks.js';
import { serve, type Journal, type RequestRecord, type UnmatchedRequest } from './pipeline.js';
import { Repository, type Workflow, type WorkflowSpec } from './repository.js';
import { CheckRunBook, type CheckRun } from './check-runs.js';
import { checkRunRoutes } from './routes/check-runs.js';
import { contentsRoute } from './routes/contents.js';
import { dispatchRoute } from './routes/dispatch.js';
import { rateLimitRoute } from './routes/rate-limit.js';
import type { Dispatch, Emulated, Route } from './routes/route.js';
import { runnerRoutes } from './routes/runners.js';
import { runRoutes } from './routes/runs.js';
import { RunnerPool } from './runners.js';
import { RunBook, type Job, type JobSpec, type Run, type RunPatch, type RunSpec } from './runs.js';
import { TokenRegistry, type TokenSpec } from './tokens.js';

export type {
  FailOptions,
  FaultHandle,
  RateLimitOptions,
  RequestInfo,
  RequestMatcher,
} from './faults.js';
export type { CheckRun } from './check-runs.js';
export type { Violation } from './openapi/request-checks.js';
export type { RequestRecord, UnmatchedRequest } from './pipeline.js';
export type { Workflow, WorkflowSpec } from './repository.js';
export type { Dispatch } from './routes/route.js';
export type { Runner, RunnerPool, RunnerSpec } from './runners.js';
export type { Job, JobSpec, Run, RunPatch, RunSpec, Step } from './runs.js';
export type { Access, JobTokenPermissions, TokenSpec } from './tokens.js';

export interface GitHubApiOptions {
  /** "owner/name" of the one repository served; "acme/train" by default. */
  readonly repository?: string;
  /** Created at start; "main" by default. */
  readonly defaultBranch?: string;
  readonly now?: () => Date;
  /** Where html_url links point; https://github.com by default. */
  readonly serverUrl?: string;
}

export interface GitHubApi {
  /** Use as GITHUB_API_URL / Octokit's baseUrl; served at the root, no /api/v3. */
  readonly url: string;
  readonly repository: string;
  /** Every request, in arrival order. */
  readonly requests: readonly RequestRecord[];
  /** Requests no emulated operation matched (answered 404); a test should expect none. */
  readonly unmatched: readonly UnmatchedRequest[];
  /** Every way a request, or the emulator's own response, broke the description. */
  readonly violations: readonly Violation[];
  /** Accepted workflow dispatches, oldest first. */
  readonly dispatches: readonly Dispatch[];
  readonly runs: readonly Run[];
  readonly runners: RunnerPool;
  /** Every check run created, oldest first. */
  readonly checkRuns: readonly CheckRun[];
  /** How long reading GitHub's description took in this process (0 when already cached). */
  readonly descriptionLoadMs: number;
  issueToken(spec: TokenSpec): string;
  /** Adds a branch, or moves it to `sha` (a push). */
  addBranch(name: string, sha?: string): void;
  /** The commit a branch points at. */
  headOf(branch: string): string;
  addFile(path: string, content: string): void;
  addWorkflow(spec: WorkflowSpec): Workflow;
  addRun(spec: RunSpec): Run;
  run(id: number): Run | undefined;
  setRun(id: number, patch: RunPatch): Run;
  /** Changes (or adds) the job of that name in the run's current attempt. */
  setJob(runId: number, name: string, patch: Omit<JobSpec, 'name'>): Job;
  /** The next `count` requests (that `options.matcher` matches) hit a rate limit. */
  rateLimitNext(count: number, options: RateLimitOptions): FaultHandle;
  failNext(matcher: RequestMatcher, options?: FailOptions): FaultHandle;
  /** Holds the next matching request(s) back `ms` before answering, to widen race windows. */
  delayNext(matcher: RequestMatcher, ms: number, times?: number): FaultHandle;
  /** From now on a new run shows in the workflow's run listings only `ms` after it was created. */
  listLate(ms: number): void;
  close(): Promise<void>;
}

function allRoutes(): Map<string, Route> {
  const routes = [
    dispatchRoute,
    ...runRoutes,
    ...runnerRoutes,
    ...checkRunRoutes,
    contentsRoute,
    rateLimitRoute,
  ];
  return new Map(routes.map((route) => [route.operationId, route]));
}

/**
 * A local GitHub REST API for the endpoints spot-train calls, which checks
 * every request against GitHub's published OpenAPI description
 * (@octokit/openapi) and every answer of its own against the same.
 */
export async function startGitHubApi(options: GitHubApiOptions = {}): Promise<GitHubApi> {
  const loadStarted = performance.now();
  const { document } = await loadDescription();
  const descriptionLoadMs = Math.round(performance.now() - loadStarted);
  const now = options.now ?? (() => new Date());
  const [owner, name, ...rest] = (options.repository ?? 'acme/train').split('/');
  if (!owner || !name || rest.length > 0) {
    throw new Error(`repository must be "owner/name", got ${String(options.repository)}`);
  }
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const repo = new Repository(owner, name, options.defaultBranch ?? 'main', now);
  const state: Emulated = {
    repo,
    runs: new RunBook(now),
    runners: new RunnerPool(),
    checks: new CheckRunBook(),
    dispatches: [],
    faults: new FaultPlan(),
    urls: { api: url, web: options.serverUrl ?? 'https://github.com' },
    now,
    listing: { lagMs: 0 },
  };
  const journal: Journal = { requests: [], unmatched: [], violations: [] };
  const tokens = new TokenRegistry();
  const pipeline = {
    index: new OperationIndex(document),
    resolve: (ref: string) => resolvePointer(document, ref),
    routes: allRoutes(),
    tokens,
    state,
    journal,
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    serve(pipeline, req, res).catch((error: unknown) => {
      if (req.destroyed && res.destroyed) return;
      console.error('github api emulator:', error);
      // 501, which Octokit does not retry, so an emulator bug fails the test fast.
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(501, { 'content-type': 'text/plain' })
          .end(`emulator error: ${String(error)}`);
    });
  });

  return {
    url,
    repository: repo.fullName,
    requests: journal.requests,
    unmatched: journal.unmatched,
    violations: journal.violations,
    dispatches: state.dispatches,
    get runs() {
      return state.runs.all();
    },
    runners: state.runners,
    get checkRuns() {
      return state.checks.all();
    },
    descriptionLoadMs,
    issueToken: (spec) => tokens.issue(spec),
    addBranch: (branch, sha) => repo.addBranch(branch, sha),
    headOf: (branch) => repo.resolveRef(branch) ?? '',
    addFile: (path, content) => repo.addFile(path, content),
    addWorkflow: (spec) => repo.addWorkflow(spec),
    addRun(spec) {
      const workflow = repo.workflowByPath(spec.workflowPath);
      if (!workflow) throw new Error(`add workflow ${spec.workflowPath} before its runs`);
      const branch = spec.headBranch ?? repo.defaultBranch;
      const headSha = repo.resolveRef(branch);
      if (headSha === undefined) throw new Error(`add branch ${branch} before its runs`);
      return state.runs.add(
        { ...spec, headBranch: branch },
        {
          workflowId: workflow.id,
          workflowPath: workflow.path,
          workflowName: workflow.name,
          headSha,
        },
      );
    },
    run: (id) => state.runs.get(id),
    setRun: (id, patch) => state.runs.update(id, patch),
    setJob: (runId, jobName, patch) => state.runs.setJob(runId, jobName, patch),
    rateLimitNext: (count, limit) => state.faults.rateLimitNext(count, limit),
    failNext: (matcher, fail) => state.faults.failNext(matcher, fail),
    delayNext: (matcher, ms, times) => state.faults.delayNext(matcher, ms, times),
    listLate: (ms) => (state.listing.lagMs = ms),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
