import { errorReply, type Reply } from '../reply.js';
import { runUrls } from '../representations.js';
import type { Workflow } from '../repository.js';
import { runTitle } from '../run-name.js';
import { scalarText } from '../workflow-file.js';
import type { Call, Emulated, Route } from './route.js';

interface DispatchBody {
  readonly ref: string;
  readonly inputs?: Record<string, unknown>;
  readonly return_run_details?: boolean;
}

// From this API version on, the description's x-github-breaking-changes drop
// the 204 answer: a dispatch always returns the run.
const alwaysReturnsRunFrom = '2026-03-10';

/**
 * POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches.
 * Not idempotent: each accepted call creates a run, whether or not the caller
 * ever reads the answer.
 */
export const dispatchRoute: Route = {
  operationId: 'actions/create-workflow-dispatch',
  requires: { scope: 'actions', level: 'write' },
  handle(call, state) {
    const workflow = state.repo.findWorkflow(call.params.workflow_id ?? '');
    if (!workflow) return errorReply(404, 'Not Found', call.docs);
    if (!workflow.dispatchInputs) {
      return errorReply(422, "Workflow does not have 'workflow_dispatch' trigger", call.docs);
    }
    const body = call.body as DispatchBody;
    const headSha = state.repo.resolveRef(body.ref);
    if (headSha === undefined) return errorReply(422, `No ref found for: ${body.ref}`, call.docs);
    const given = body.inputs ?? {};
    const problem = inputProblem(workflow, given);
    if (problem !== undefined) return errorReply(422, problem, call.docs);

    const inputs = withDefaults(workflow, given);
    const run = state.runs.add(
      {
        workflowPath: workflow.path,
        event: 'workflow_dispatch',
        status: 'queued',
        headBranch: body.ref.replace(/^refs\/heads\//, ''),
        inputs,
      },
      {
        workflowId: workflow.id,
        workflowPath: workflow.path,
        workflowName: workflow.name,
        title: runTitle(workflow.runName, {
          workflow: workflow.name,
          event: 'workflow_dispatch',
          inputs,
        }),
        headSha,
      },
    );
    state.dispatches.push({
      workflow: workflow.path,
      workflowId: workflow.id,
      ref: body.ref,
      inputs: given,
      // The route only runs for authenticated callers.
      token: call.token ?? unreachable(),
      at: state.now(),
      runId: run.id,
    });
    return returnsRun(call, body) ? runDetails(state, run.id) : { status: 204 };
  },
};

function returnsRun(call: Call, body: DispatchBody): boolean {
  const version = call.headers['x-github-api-version'];
  return (
    body.return_run_details === true ||
    (typeof version === 'string' && version >= alwaysReturnsRunFrom)
  );
}

function runDetails(state: Emulated, runId: number): Reply {
  const links = runUrls(state.urls, state.repo, runId);
  return {
    status: 200,
    json: { workflow_run_id: runId, run_url: links.api, html_url: links.web },
  };
}

/** GitHub's checks of `inputs` against the workflow's declaration, first failure wins. */
function inputProblem(workflow: Workflow, given: Record<string, unknown>): string | undefined {
  const declared = new Map((workflow.dispatchInputs ?? []).map((input) => [input.name, input]));
  const unexpected = Object.keys(given).filter((name) => !declared.has(name));
  if (unexpected.length > 0) {
    // Ruby's Array#inspect, which is how GitHub prints the list.
    return `Unexpected inputs provided: [${unexpected.map((name) => JSON.stringify(name)).join(', ')}]`;
  }
  for (const input of declared.values()) {
    const value = given[input.name];
    if (value === undefined) {
      if (input.required && input.default === undefined) {
        return `Required input '${input.name}' not provided`;
      }
      continue;
    }
    if (input.options && !input.options.includes(scalarText(value))) {
      return `Provided value '${scalarText(value)}' for input '${input.name}' not in the list of allowed values`;
    }
  }
  return undefined;
}

function withDefaults(workflow: Workflow, given: Record<string, unknown>): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const input of workflow.dispatchInputs ?? []) {
    if (input.default !== undefined) inputs[input.name] = input.default;
  }
  return { ...inputs, ...given };
}

function unreachable(): never {
  throw new Error('dispatch reached without a token');
}
