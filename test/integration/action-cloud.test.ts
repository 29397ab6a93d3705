import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AwsImds } from '../helpers/imds/aws.js';
import { AzureImds } from '../helpers/imds/azure.js';
import { GcpMetadata } from '../helpers/imds/gcp.js';
import { DEMO_TRAINER, NO_CLOUD, runAction } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function workspace() {
  const root = await tempDir('cloud');
  const ctx = {
    workspace: join(root, 'ws'),
    runnerTemp: join(root, 'tmp'),
    runId: '7001',
    store: `file://${join(root, 'bucket')}`,
  };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

const TRAINER = `python3 ${DEMO_TRAINER} --steps 100000 --save-every 20 --step-time 0.01`;

/**
 * Resolves once `path` (under outputs/) exists: for the demo trainer, its
 * first checkpoint, so it is in its training loop and saves on SIGINT.
 */
async function trainerStarted(ctx: { workspace: string }, path = 'ckpt'): Promise<void> {
  const marker = join(ctx.workspace, 'outputs', path);
  await eventually(
    async () =>
      expect(
        await stat(marker).then(
          () => true,
          () => false,
        ),
      ).toBe(true),
    20_000,
  );
}

/** The train mode on a VM whose metadata server `env` points at; its trainer marks its start. */
function trainOnVm(
  ctx: Awaited<ReturnType<typeof workspace>>,
  env: NodeJS.ProcessEnv,
  inputs: Record<string, string> = {},
) {
  return runAction(
    'main.js',
    {
      mode: 'train',
      run: `mkdir -p outputs && touch outputs/.started && ${TRAINER}`,
      store: ctx.store,
      ...inputs,
    },
    ctx,
    { ...NO_CLOUD, ...env },
  );
}

describe('the train mode on a (local stand-in for a) cloud VM', () => {
  it('on AWS: detects the cloud, and an instance-action gets the trainer to save before its time', async () => {
    const imds = await AwsImds.start();
    servers.push(imds.server);
    const ctx = await workspace();
    const run = trainOnVm(ctx, { AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url });
    await trainerStarted(ctx);
    const time = new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    imds.instanceAction = { action: 'terminate', time };
    const done = await run;
    expect(done.stdout).toContain('running on AWS (detected in');
    expect(done.stdout).toContain('::notice::Spot instance interruption found. Wrapping up here!');
    expect(done.stdout).toContain('notice from aws (spot instance-action terminate)');
    expect(done.stdout).toMatch(/interrupted: saved step \d+/);
    expect(done.outputs.outcome).toBe('interrupted');
    const manifest = JSON.parse(
      await readFile(join(ctx.store.slice(7), '7001/7001/manifest.json'), 'utf8'),
    ) as {
      notice: { source: string; deadline: string };
      files: { path: string }[];
    };
    expect(manifest.notice).toMatchObject({
      source: 'aws',
      deadline: new Date(time).toISOString(),
    });
    expect(manifest.files.some((f) => f.path.startsWith('ckpt/step-'))).toBe(true);
  });

  it.each([
    ['ten minutes fast', -10 * 60_000, 'fast'],
    ['ten minutes slow', 10 * 60_000, 'slow'],
  ] as const)(
    'on AWS with a VM clock %s: the trainer saves within the two minutes AWS gives, and the skew is logged',
    async (_what, offsetMs, word) => {
      const imds = await AwsImds.start();
      servers.push(imds.server);
      const ctx = await workspace();
      const run = trainOnVm(
        ctx,
        { AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url },
        { cloud: 'aws' },
      );
      await trainerStarted(ctx);
      // AWS states the stop two minutes from now on its clock; this machine's is `offsetMs` off it.
      const seenAt = Date.now();
      const time = new Date(seenAt + 120_000 + offsetMs).toISOString().replace(/\.\d+Z$/, 'Z');
      imds.instanceAction = { action: 'terminate', time };
      const done = await run;
      expect(done.stdout).toMatch(/interrupted: saved step \d+/);
      expect(done.stdout).toMatch(
        new RegExp(`::warning::AWS instance-action states .* the clock seems \\d+m\\d+s ${word}`),
      );
      const manifest = JSON.parse(
        await readFile(join(ctx.store.slice(7), '7001/7001/manifest.json'), 'utf8'),
      ) as { notice: { deadline: string } };
      const lead = Date.parse(manifest.notice.deadline) - seenAt;
      expect(lead).toBeGreaterThan(110_000);
      expect(lead).toBeLessThan(130_000);
    },
  );

  it('with cloud auto: a metadata server that fails the first look is asked again, and its notice heard', async () => {
    const imds = await AwsImds.start();
    servers.push(imds.server);
    // The first look's token request fails; the next look, ten seconds on, is answered.
    imds.failNext = 1;
    const ctx = await workspace();
    const run = trainOnVm(ctx, { AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url });
    await trainerStarted(ctx);
    await eventually(() => expect(imds.tokenRequests).toBeGreaterThan(1), 20_000);
    const time = new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    imds.instanceAction = { action: 'terminate', time };
    const done = await run;
    expect(done.stdout).toContain(
      '::warning::cannot tell yet which cloud this is: the metadata server of AWS is there but did not answer',
    );
    expect(done.stdout).toMatch(/running on AWS \(detected after \d+ looks\)/);
    expect(done.stdout).toContain('notice from aws (spot instance-action terminate)');
  });

  it('on AWS: one garbled 200 on instance-action stops nothing; the real notice later does', async () => {
    const imds = await AwsImds.start();
    servers.push(imds.server);
    const ctx = await workspace();
    const run = trainOnVm(
      ctx,
      { AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url },
      { cloud: 'aws' },
    );
    await trainerStarted(ctx);
    imds.garbleNext = 1;
    await eventually(() => expect(imds.garbleNext).toBe(0));
    // Two polls later the trainer is still training: the answer was not taken for a notice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const time = new Date(Date.now() + 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    imds.instanceAction = { action: 'terminate', time };
    const done = await run;
    expect(done.stdout).toContain('which names no action; asking termination-time');
    expect(done.stdout).toContain('the unreadable answer before was no notice');
    expect(done.stdout).toContain('notice from aws (spot instance-action terminate)');
    expect(done.stdout.match(/Spot instance interruption found/g)).toHaveLength(1);
  });

  it('on AWS: a rebalance recommendation reaches the trainer as a file and the log, without stopping it', async () => {
    const imds = await AwsImds.start();
    servers.push(imds.server);
    const ctx = await workspace();
    const script =
      'mkdir -p outputs && touch outputs/.started && until [ -f "$SPOT_TRAIN_WARNING_FILE" ]; do sleep 0.1; done; cat "$SPOT_TRAIN_WARNING_FILE"';
    const run = runAction(
      'main.js',
      { mode: 'train', run: script, store: ctx.store, cloud: 'aws' },
      ctx,
      {
        ...NO_CLOUD,
        AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url,
      },
    );
    await trainerStarted(ctx, '.started');
    imds.rebalance = { noticeTime: '2026-11-30T12:00:00Z' };
    const done = await run;
    expect(done.code, done.stdout).toBe(0);
    expect(done.outputs.outcome).toBe('completed');
    expect(done.stdout).toContain(
      '::warning::aws rebalance-recommendation (noticeTime 2026-11-30T12:00:00Z)',
    );
    expect(done.stdout).toContain('"kind": "rebalance-recommendation"');
  });

  it('on GCP: preempted flips to TRUE and the trainer is interrupted with a 30 s deadline', async () => {
    const md = await GcpMetadata.start();
    servers.push(md.server);
    const ctx = await workspace();
    const run = trainOnVm(ctx, { GCE_METADATA_HOST: md.server.host });
    await trainerStarted(ctx);
    await eventually(() => expect(md.hangingRequests).toBe(2));
    md.set('instance/preempted', 'TRUE');
    const done = await run;
    expect(done.stdout).toContain('running on GCP');
    expect(done.stdout).toContain(
      'notice from gcp (instance/preempted is TRUE); the machine goes in 30.0s',
    );
    expect(done.outputs.outcome).toBe('interrupted');
  });

  it('on GCP: a server that hung and dropped the hanging GETs still gets its notice to the trainer at once', async () => {
    const md = await GcpMetadata.start();
    servers.push(md.server);
    const ctx = await workspace();
    const run = trainOnVm(ctx, { GCE_METADATA_HOST: md.server.host }, { cloud: 'gcp' });
    await trainerStarted(ctx);
    await eventually(() => expect(md.hangingRequests).toBeGreaterThan(0));
    md.hang();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    md.recover();
    const flipped = Date.now();
    md.set('instance/preempted', 'TRUE');
    const done = await run;
    expect(done.stdout).toContain('notice from gcp (instance/preempted is TRUE)');
    expect(done.stdout).toMatch(/interrupted: saved step \d+/);
    const manifest = JSON.parse(
      await readFile(join(ctx.store.slice(7), '7001/7001/manifest.json'), 'utf8'),
    ) as { notice: { deadline: string } };
    // The deadline is 30 s after the notice was seen: seen well inside GCP's 30 s, not after a stuck GET's minute.
    const seenAfterFlip = Date.parse(manifest.notice.deadline) - 30_000 - flipped;
    expect(seenAfterFlip).toBeLessThan(10_000);
  });

  it('on Azure with a VM clock ten minutes fast: a Preempt still gives the trainer its 30 s to save', async () => {
    const imds = await AzureImds.start();
    servers.push(imds.server);
    const ctx = await workspace();
    const run = trainOnVm(ctx, { SPOT_TRAIN_AZURE_METADATA_ENDPOINT: imds.server.url });
    await trainerStarted(ctx);
    const seenAt = Date.now();
    imds.schedule({
      EventId: 'C3D4',
      EventType: 'Preempt',
      NotBefore: new Date(seenAt + 30_000 - 10 * 60_000).toUTCString(),
    });
    const done = await run;
    expect(done.stdout).toMatch(/interrupted: saved step \d+/);
    expect(done.stdout).not.toContain('sending SIGTERM');
    expect(done.stdout).toMatch(
      /::warning::Azure's Preempt event states .* the clock seems \d+m\d+s fast/,
    );
  });

  it('on Azure: a Preempt event interrupts, and is approved only after the final upload', async () => {
    const imds = await AzureImds.start();
    servers.push(imds.server);
    const ctx = await workspace();
    const run = trainOnVm(
      ctx,
      { SPOT_TRAIN_AZURE_METADATA_ENDPOINT: imds.server.url },
      { 'azure-ack-events': 'true' },
    );
    await trainerStarted(ctx);
    imds.schedule({ EventId: 'A1B2', EventType: 'Preempt' });
    const done = await run;
    expect(done.stdout).toContain('notice from azure (scheduled event Preempt A1B2)');
    expect(imds.approved).toEqual(['A1B2']);
    const log = done.stdout;
    expect(log.indexOf('told azure the machine may go now')).toBeGreaterThan(
      log.indexOf('everything saved is durable'),
    );
  });
});
