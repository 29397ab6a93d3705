import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { historyKey } from '../../src/store/layout.js';
import type { Store } from '../../src/store/store.js';
import type { LocalEc2 } from './ec2.js';
import { github, githubEnv, type GangRun } from './gang.js';
import { LAUNCH_INPUTS } from './launch-servers.js';
import { runAction, type ActionContext, type ActionRun } from './run-dist.js';
import { tempDir } from './temp-dir.js';

/** A job of a replacement's run: its event names the gang's run and the replacement's id. */
export async function replacementContext(
  job: string,
  runId: string,
  restart: string,
): Promise<ActionContext> {
  const home = await tempDir(`replacement-${job}`);
  const ctx = {
    workspace: join(home, 'workspace'),
    runnerTemp: join(home, 'runner-temp'),
    runId,
    event: { inputs: { _restart: restart } },
  };
  await Promise.all([mkdir(ctx.workspace), mkdir(ctx.runnerTemp)]);
  return ctx;
}

export function awsEnv(ec2: LocalEc2): NodeJS.ProcessEnv {
  return {
    AWS_ENDPOINT_URL_EC2: ec2.url,
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_REGION: 'us-east-1',
  };
}

/** Where the gang's launch put it, as the launch mode records it: g6.xlarge in us-east-1b. */
export async function recordGangLaunch(store: Store, gang: GangRun): Promise<void> {
  const at = new Date().toISOString();
  await store.writeText(
    historyKey(gang.runId, gang.runId, 'launch'),
    JSON.stringify({
      cloud: 'aws',
      region: 'us-east-1',
      zone: 'us-east-1b',
      instanceType: 'g6.xlarge',
      market: 'spot',
      nodes: gang.nodes,
      instanceIds: Array.from({ length: gang.nodes }, (_, node) => `i-${node}`),
      vmRequestedAt: at,
      vmRunningAt: at,
    }),
  );
}

/** The launch job of a replacement's run, on the EC2 stand-in, its runner online at once. */
export async function launchReplacement(params: {
  readonly ec2: LocalEc2;
  readonly gang: GangRun;
  readonly runId: string;
  readonly restart: string;
}): Promise<ActionRun> {
  const { ec2, gang, runId, restart } = params;
  const admin = github.issueToken({ kind: 'admin' });
  ec2.onLaunch = () => {
    for (const runner of github.runners.list()) runner.status = 'online';
  };
  return runAction(
    'main.js',
    { ...LAUNCH_INPUTS, 'runner-token': admin, store: gang.store },
    await replacementContext('launch', runId, restart),
    { ...githubEnv(), GITHUB_RUN_ATTEMPT: '1', ...awsEnv(ec2) },
  );
}
