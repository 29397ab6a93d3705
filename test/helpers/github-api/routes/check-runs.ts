import { checkRunJson, type CheckRun, type CheckStatus } from '../check-runs.js';
import { errorReply, type Reply } from '../reply.js';
import { paginate } from './paginate.js';
import type { Call, Emulated, Route } from './route.js';

const writeChecks = { scope: 'checks', level: 'write' } as const;
const readChecks = { scope: 'checks', level: 'read' } as const;

interface CheckBody {
  readonly name?: string;
  readonly head_sha?: string;
  readonly external_id?: string;
  readonly details_url?: string;
  readonly status?: CheckStatus;
  readonly conclusion?: string;
  readonly started_at?: string;
  readonly completed_at?: string;
  readonly output?: { readonly title?: string; readonly summary?: string; readonly text?: string };
}

/**
 * What GitHub refuses beyond the description's schema: a conclusion only
 * GitHub may set, a completed check without a conclusion (the create's
 * schema does not say so; the update's does), an output without a title.
 */
function bodyProblem(body: CheckBody): string | undefined {
  if (body.conclusion === 'stale') return 'Invalid request.\n\nstale is not a valid conclusion.';
  const completes = body.status === 'completed' || body.completed_at !== undefined;
  if (completes && body.conclusion === undefined) {
    return 'Invalid request.\n\n"conclusion" wasn\'t supplied.';
  }
  if (body.output && body.output.title === undefined) {
    return 'Invalid request.\n\n"title" wasn\'t supplied.';
  }
  return undefined;
}

/** The body's status and conclusion: a conclusion completes the check, a status before it clears one. */
function apply(run: CheckRun, body: CheckBody, now: Date): void {
  if (body.name !== undefined) run.name = body.name;
  if (body.external_id !== undefined) run.externalId = body.external_id;
  if (body.details_url !== undefined) run.detailsUrl = body.details_url;
  if (body.started_at !== undefined) run.startedAt = new Date(body.started_at);
  if (body.conclusion !== undefined) {
    run.status = 'completed';
    run.conclusion = body.conclusion;
    run.completedAt = body.completed_at === undefined ? now : new Date(body.completed_at);
  } else if (body.status !== undefined) {
    run.status = body.status;
    run.conclusion = null;
    run.completedAt = null;
  }
  if (body.output) {
    run.output = {
      title: body.output.title ?? null,
      summary: body.output.summary ?? null,
      text: body.output.text ?? run.output.text,
    };
  }
}

function created(call: Call, state: Emulated): Reply {
  const body = call.body as CheckBody;
  const sha = body.head_sha ?? '';
  if (!state.repo.knowsCommit(sha)) {
    return errorReply(422, `No commit found for SHA: ${sha}`, call.docs);
  }
  const problem = bodyProblem(body);
  if (problem) return errorReply(422, problem, call.docs);
  const run = state.checks.add({
    name: body.name ?? '',
    headSha: sha,
    externalId: null,
    detailsUrl: null,
    status: body.status ?? 'queued',
    conclusion: null,
    startedAt: state.now(),
    completedAt: null,
    output: { title: null, summary: null, text: null },
  });
  apply(run, body, state.now());
  state.checks.noteState(run);
  return { status: 201, json: checkRunJson(state.urls, state.repo, run) };
}

function updated(call: Call, state: Emulated): Reply {
  const run = state.checks.get(Number(call.params.check_run_id));
  if (!run) return errorReply(404, 'Not Found', call.docs);
  const body = call.body as CheckBody;
  const problem = bodyProblem(body);
  if (problem) return errorReply(422, problem, call.docs);
  apply(run, body, state.now());
  state.checks.noteState(run);
  return { status: 200, json: checkRunJson(state.urls, state.repo, run) };
}

/** `filter=latest` (the default): the newest check run of each name. */
function listed(call: Call, state: Emulated): Reply {
  const sha = state.repo.resolveRef(call.params.ref ?? '') ?? call.params.ref;
  const name = call.query.get('check_name');
  const status = call.query.get('status');
  let runs = state.checks
    .all()
    .filter((run) => run.headSha === sha && (name === null || run.name === name))
    .filter((run) => status === null || run.status === status);
  if (call.query.get('filter') !== 'all') {
    runs = runs.filter(
      (run) => !runs.some((other) => other.name === run.name && other.id > run.id),
    );
  }
  const newestFirst = [...runs].sort((a, b) => b.id - a.id);
  const page = paginate(newestFirst, call.query, state.urls, call.pathname);
  return {
    status: 200,
    json: {
      total_count: page.total,
      check_runs: page.items.map((run) => checkRunJson(state.urls, state.repo, run)),
    },
    headers: page.link === undefined ? {} : { link: page.link },
  };
}

export const checkRunRoutes: Route[] = [
  { operationId: 'checks/create', requires: writeChecks, handle: created },
  { operationId: 'checks/update', requires: writeChecks, handle: updated },
  {
    operationId: 'checks/get',
    requires: readChecks,
    handle(call, state) {
      const run = state.checks.get(Number(call.params.check_run_id));
      if (!run) return errorReply(404, 'Not Found', call.docs);
      return { status: 200, json: checkRunJson(state.urls, state.repo, run) };
    },
  },
  { operationId: 'checks/list-for-ref', requires: readChecks, handle: listed },
];
