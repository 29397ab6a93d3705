import { errorReply, type Reply } from '../reply.js';
import { jobJson, runJson, workflowJson } from '../representations.js';
import type { Job, Run } from '../runs.js';
import { paginate } from './paginate.js';
import type { Call, Emulated, Route } from './route.js';

const readActions = { scope: 'actions', level: 'read' } as const;

function findRun(call: Call, state: Emulated): Run | undefined {
  return state.runs.get(Number(call.params.run_id));
}

function jobsPage(call: Call, state: Emulated, run: Run, jobs: readonly Job[]): Reply {
  const page = paginate(jobs, call.query, state.urls, call.pathname);
  return {
    status: 200,
    json: {
      total_count: page.total,
      jobs: page.items.map((job) => jobJson(state.urls, state.repo, run, job)),
    },
    headers: page.link === undefined ? {} : { link: page.link },
  };
}

export const runRoutes: Route[] = [
  {
    operationId: 'actions/get-workflow-run',
    requires: readActions,
    handle(call, state) {
      const run = findRun(call, state);
      if (!run) return errorReply(404, 'Not Found', call.docs);
      return { status: 200, json: runJson(state.urls, state.repo, run) };
    },
  },
  {
    operationId: 'actions/list-jobs-for-workflow-run',
    requires: readActions,
    handle(call, state) {
      const run = findRun(call, state);
      if (!run) return errorReply(404, 'Not Found', call.docs);
      // "latest" (the default) is the jobs of the run's current attempt.
      const all = call.query.get('filter') === 'all';
      const jobs = all ? run.jobs : run.jobs.filter((job) => job.runAttempt === run.runAttempt);
      return jobsPage(call, state, run, jobs);
    },
  },
  {
    operationId: 'actions/list-jobs-for-workflow-run-attempt',
    requires: readActions,
    handle(call, state) {
      const run = findRun(call, state);
      const attempt = Number(call.params.attempt_number);
      if (!run || attempt < 1 || attempt > run.runAttempt) {
        return errorReply(404, 'Not Found', call.docs);
      }
      return jobsPage(
        call,
        state,
        run,
        run.jobs.filter((job) => job.runAttempt === attempt),
      );
    },
  },
  {
    // GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs: newest first, as GitHub lists them.
    operationId: 'actions/list-workflow-runs',
    requires: readActions,
    handle(call, state) {
      const workflow = state.repo.findWorkflow(call.params.workflow_id ?? '');
      if (!workflow) return errorReply(404, 'Not Found', call.docs);
      const event = call.query.get('event');
      const listedBy = state.now().getTime() - state.listing.lagMs;
      const runs = state.runs
        .all()
        .filter((run) => run.workflowPath === workflow.path && (!event || run.event === event))
        .filter((run) => run.createdAt.getTime() <= listedBy)
        .sort((a, b) => b.id - a.id);
      const page = paginate(runs, call.query, state.urls, call.pathname);
      return {
        status: 200,
        json: {
          total_count: page.total,
          workflow_runs: page.items.map((run) => runJson(state.urls, state.repo, run)),
        },
        headers: page.link === undefined ? {} : { link: page.link },
      };
    },
  },
  {
    operationId: 'actions/get-workflow',
    requires: readActions,
    handle(call, state) {
      const workflow = state.repo.findWorkflow(call.params.workflow_id ?? '');
      if (!workflow) return errorReply(404, 'Not Found', call.docs);
      return { status: 200, json: workflowJson(state.urls, state.repo, workflow) };
    },
  },
];
