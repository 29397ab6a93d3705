import { randomBytes } from 'node:crypto';
import { errorReply } from '../reply.js';
import { runnerJson } from '../representations.js';
import type { Runner } from '../runners.js';
import { paginate } from './paginate.js';
import type { Emulated, Route } from './route.js';

interface JitConfigBody {
  readonly name: string;
  readonly runner_group_id: number;
  readonly labels: string[];
  readonly work_folder?: string;
}

// Only the default group exists in a repository without an enterprise plan.
const defaultRunnerGroup = 1;

/**
 * Not a working runner configuration: the real one carries credentials and an
 * RSA key for the runner service. This one has the same outer shape (base64 of
 * a JSON map of base64-encoded runner files) and names the runner, so a test
 * can tell which runner a VM was handed. Its key is random bytes the size of a
 * 2048-bit RSA key's parts, so the whole is as big as GitHub's (about 3.5 KB)
 * and compresses as badly: what fits in a VM's user data fits the real one.
 */
function fakeJitConfig(state: Emulated, runner: Runner, workFolder: string): string {
  const file = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64');
  const files = {
    '.runner': file({
      agentId: runner.id,
      agentName: runner.name,
      poolId: runner.runnerGroupId,
      serverUrl: `${state.urls.web}/${state.repo.fullName}`,
      gitHubUrl: `${state.urls.web}/${state.repo.fullName}`,
      workFolder,
      ephemeral: true,
    }),
    '.credentials': file({ scheme: 'OAuthAccessToken', data: { note: 'emulator: not real' } }),
    '.credentials_rsaparams': file(rsaParams()),
  };
  return Buffer.from(JSON.stringify(files)).toString('base64');
}

/** Random stand-ins for a 2048-bit RSA key's parts, each as long as the real one. */
function rsaParams(): Record<string, string> {
  const part = (bytes: number) => randomBytes(bytes).toString('base64');
  return {
    d: part(256),
    dp: part(128),
    dq: part(128),
    exponent: 'AQAB',
    inverseQ: part(128),
    modulus: part(256),
    p: part(128),
    q: part(128),
  };
}

export const runnerRoutes: Route[] = [
  {
    operationId: 'actions/list-self-hosted-runners-for-repo',
    requires: { scope: 'administration', level: 'read' },
    handle(call, state) {
      const name = call.query.get('name');
      const runners = state.runners.list().filter((r) => name === null || r.name === name);
      const page = paginate(runners, call.query, state.urls, call.pathname);
      return {
        status: 200,
        json: { total_count: page.total, runners: page.items.map(runnerJson) },
        headers: page.link === undefined ? {} : { link: page.link },
      };
    },
  },
  {
    operationId: 'actions/get-self-hosted-runner-for-repo',
    requires: { scope: 'administration', level: 'read' },
    handle(call, state) {
      const runner = state.runners.get(Number(call.params.runner_id));
      if (!runner) return errorReply(404, 'Not Found', call.docs);
      return { status: 200, json: runnerJson(runner) };
    },
  },
  {
    operationId: 'actions/delete-self-hosted-runner-from-repo',
    requires: { scope: 'administration', level: 'write' },
    handle(call, state) {
      const runner = state.runners.get(Number(call.params.runner_id));
      if (!runner) return errorReply(404, 'Not Found', call.docs);
      if (runner.busy) {
        const message = `Bad request - Runner "${runner.name}" is still running a job.`;
        return errorReply(422, message, call.docs);
      }
      state.runners.delete(runner.id);
      return { status: 204 };
    },
  },
  {
    operationId: 'actions/generate-runner-jitconfig-for-repo',
    requires: { scope: 'administration', level: 'write' },
    handle(call, state) {
      const body = call.body as JitConfigBody;
      if (body.runner_group_id !== defaultRunnerGroup) {
        return errorReply(404, 'Not Found', call.docs);
      }
      if (state.runners.byName(body.name)) {
        const message = `Already exists - A runner with the name ${body.name} already exists.`;
        return errorReply(409, message, call.docs);
      }
      const runner = state.runners.add({
        name: body.name,
        labels: body.labels,
        status: 'offline',
        busy: false,
        ephemeral: true,
        runnerGroupId: body.runner_group_id,
      });
      return {
        status: 201,
        json: {
          runner: runnerJson(runner),
          encoded_jit_config: fakeJitConfig(state, runner, body.work_folder ?? '_work'),
        },
      };
    },
  },
];
