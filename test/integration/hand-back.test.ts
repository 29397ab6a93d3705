import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  admin,
  ec2,
  github,
  LAUNCH_INPUTS,
  launchContext,
  launchEnv,
  useLaunchServers,
} from '../helpers/launch-servers.js';
import { DISPATCH_WORKFLOW, RESTARTABLE_WORKFLOW } from '../helpers/faults/dispatch-target.js';
import { DEMO_TRAINER, NO_CLOUD, runAction, type ActionContext } from '../helpers/run-dist.js';

useLaunchServers();

const inputs = {
  ...LAUNCH_INPUTS,
  'instance-types': 'g5.xlarge',
  zones: 'us-east-1a',
  'runner-token': admin,
};

/** The launch of `runId` under a deadline, continuing `restartOf` when given. */
async function launch(
  ctx: ActionContext,
  bucket: string,
  deadline: Record<string, string>,
  restartOf?: string,
) {
  const event = restartOf === undefined ? {} : { event: { inputs: { _restart: restartOf } } };
  const run = await runAction(
    'main.js',
    { ...inputs, 'runner-token': admin, store: `file://${bucket}`, ...deadline },
    { ...ctx, ...event },
    launchEnv(),
  );
  expect(run.code, run.stdout).toBe(0);
  return run;
}

/** The train step of the same run, on its (local) VM, with a token that may dispatch the restart. */
function train(ctx: ActionContext, bucket: string, trainer: string) {
  return runAction(
    'main.js',
    {
      mode: 'train',
      run: trainer,
      store: `file://${bucket}`,
      'github-token': github.issueToken({
        kind: 'github-token',
        permissions: { actions: 'write' },
      }),
    },
    ctx,
    {
      ...NO_CLOUD,
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/train',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW_REF: `acme/train/${DISPATCH_WORKFLOW}@refs/heads/main`,
    },
  );
}

describe('an on-demand attempt under a deadline, from dist/', () => {
  it('that launched on-demand for want of spot room hands the lineage back to spot once it has timed its pace', async () => {
    github.addWorkflow({ path: DISPATCH_WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
    const ctx = await launchContext('9601');
    const bucket = join(ctx.workspace, '..', 'bucket');
    // No spot room anywhere; on-demand there is.
    ec2.refuse.set('spot:g5.xlarge', 'InsufficientInstanceCapacity');
    const deadline = { deadline: '30h', 'total-steps': '100000' };
    const first = await launch(ctx, bucket, deadline);
    expect(first.outputs.market).toBe('on-demand');
    expect(first.summary).toContain(
      'no step time measured yet (step 0 of 100000), so the work left is unknown: spot, and on-demand at once if no spot rung has room, which hands back to spot once it has timed the pace',
    );

    // 100,000 steps of 50 ms: 83 min of training left, far inside 30 h.
    const trained = await train(
      ctx,
      bucket,
      `python3 ${DEMO_TRAINER} --steps 100000 --save-every 50 --step-time 0.05`,
    );
    expect(trained.stdout).toContain(
      'on-demand under a deadline: once it has timed its pace, this attempt hands the lineage back to spot if the slack allows',
    );
    expect(trained.stdout).toMatch(
      /handing the lineage back to spot: 1h\d\dm\d*s? of training left \(step \d+ of 100000\), (29|30)h\d\dm\d*s? to the deadline: the slack of .* survives a reclaim and a return to on-demand/,
    );
    expect(trained.stdout).toContain(
      '::notice::Ahead of the deadline on on-demand: saving here to go back to spot.',
    );
    expect(trained.stdout).toMatch(/interrupted: saved step \d+/);
    expect(trained.outputs.outcome).toBe('interrupted');
    expect(trained.summary).toContain('### spot-train: handed back to spot, progress saved');
    expect(trained.summary).toMatch(
      /\| Outcome \| handed back to spot: .*; the trainer saved and exited \|/,
    );
    // Sealed with what the trainer saved, and the restart dispatched.
    const manifest = JSON.parse(
      await readFile(join(bucket, '9601/9601/manifest.json'), 'utf8'),
    ) as { state: string; notice: { source: string }; files: { path: string }[] };
    expect(manifest).toMatchObject({ state: 'interrupted', notice: { source: 'hand-back' } });
    expect(manifest.files.some((file) => file.path.startsWith('ckpt/step-'))).toBe(true);
    expect(github.dispatches).toHaveLength(1);
    expect(github.dispatches[0]?.inputs).toMatchObject({ _restart: '9601' });
    const next = String(github.dispatches[0]?.runId);
    expect(trained.outputs['restart-run-id']).toBe(next);

    // Spot room is back: the restart's launch goes to spot on the pace the attempt measured.
    ec2.refuse.clear();
    const again = await launch(await launchContext(next), bucket, deadline, '9601');
    expect(again.outputs.market).toBe('spot');
    expect(ec2.launches.at(-1)?.['InstanceMarketOptions.MarketType']).toBe('spot');
    expect(again.summary).toMatch(
      /\*\*Market against the deadline:\*\* spot: 1h\d\dm\d*s? of training left \(step \d+ of 100000\)/,
    );
    // The hand-back is not a reclaim: nothing cools down.
    expect(again.summary).not.toContain('cooling down');
  });

  it('with too little left to be worth a restart, trains on to the end on-demand', async () => {
    github.addWorkflow({ path: DISPATCH_WORKFLOW, yaml: RESTARTABLE_WORKFLOW });
    const ctx = await launchContext('9602');
    const bucket = join(ctx.workspace, '..', 'bucket');
    ec2.refuse.set('spot:g5.xlarge', 'InsufficientInstanceCapacity');
    const first = await launch(ctx, bucket, { deadline: '30h', 'total-steps': '1000' });
    expect(first.outputs.market).toBe('on-demand');
    // 1,000 steps of 10 ms: seconds of training, less than three restarts.
    const trained = await train(
      ctx,
      bucket,
      `python3 ${DEMO_TRAINER} --steps 1000 --save-every 100 --step-time 0.01`,
    );
    expect(trained.outputs.outcome, trained.stdout).toBe('completed');
    expect(trained.stdout).toMatch(
      /staying on-demand for now: .*\(step \d+ of 1000\), .*: too little left to be worth a restart \(6m00s\)/,
    );
    expect(trained.stdout).not.toContain('handing the lineage back to spot');
    expect(github.dispatches).toHaveLength(0);
  });
});
