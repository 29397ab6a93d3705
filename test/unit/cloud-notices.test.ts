import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { AwsNoticeSource } from '../../src/notice/aws.js';
import { AzureNoticeSource } from '../../src/notice/azure.js';
import { detectCloud } from '../../src/notice/detect-cloud.js';
import { GcpNoticeSource } from '../../src/notice/gcp.js';
import type { EarlyWarning, Notice } from '../../src/notice/notice.js';
import { AwsImds } from '../helpers/imds/aws.js';
import { AzureImds } from '../helpers/imds/azure.js';
import { GcpMetadata } from '../helpers/imds/gcp.js';
import { startServer, type LocalServer } from '../helpers/imds/server.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { eventually } from '../helpers/wait.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts watching; the returned getter says what arrived so far. */
function watch(source: { watch(signal: AbortSignal): Promise<Notice> }) {
  const controller = new AbortController();
  cleanups.push(() => controller.abort());
  let notice: Notice | undefined;
  void source.watch(controller.signal).then((n) => (notice = n));
  return () => notice;
}

async function aws(options: { interruptOnRebalance?: boolean; garbledBelievedMs?: number } = {}) {
  const imds = await AwsImds.start();
  cleanups.push(() => imds.server.close());
  const logger = new RecordingLogger();
  const warnings: EarlyWarning[] = [];
  const source = new AwsNoticeSource({
    baseUrl: imds.server.url,
    clock: systemClock,
    logger,
    pollMs: 20,
    interruptOnRebalance: options.interruptOnRebalance ?? false,
    onWarning: (w) => warnings.push(w),
    ...(options.garbledBelievedMs === undefined
      ? {}
      : { garbledBelievedMs: options.garbledBelievedMs }),
  });
  return { imds, logger, warnings, notice: watch(source) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AWS spot notices (IMDSv2)', () => {
  it('turns instance-action into a notice whose deadline is its time', async () => {
    const { imds, notice } = await aws();
    await sleep(150);
    expect(notice()).toBeUndefined();
    const time = new Date(Date.now() + 120_000).toISOString().replace(/\.\d+Z$/, 'Z');
    imds.instanceAction = { action: 'terminate', time };
    await eventually(() => expect(notice()).toBeDefined());
    expect(notice()).toMatchObject({
      source: 'aws',
      reason: 'spot instance-action terminate',
      deadline: Date.parse(time),
    });
  });

  it('keeps one token across polls, and fetches a new one after a 401', async () => {
    const { imds, notice } = await aws();
    await eventually(() => expect(imds.server.requests.length).toBeGreaterThan(10));
    expect(imds.tokenRequests).toBe(1);
    const token = imds.server.requests.at(-1)?.headers['x-aws-ec2-metadata-token'];
    expect(
      imds.server.requests
        .filter((r) => r.method === 'GET')
        .every((r) => r.headers['x-aws-ec2-metadata-token'] === token),
    ).toBe(true);
    imds.revokeTokens();
    await eventually(() => expect(imds.tokenRequests).toBe(2));
    await sleep(100);
    expect(notice()).toBeUndefined();
  });

  it('renews its token before it expires, so no poll is ever refused', async () => {
    const imds = await AwsImds.start();
    cleanups.push(() => imds.server.close());
    let offset = 0;
    const clock = {
      now: () => Date.now() + offset,
      sleep: (ms: number, signal?: AbortSignal) => systemClock.sleep(ms, signal),
    };
    watch(
      new AwsNoticeSource({
        baseUrl: imds.server.url,
        clock,
        logger: new RecordingLogger(),
        pollMs: 20,
        interruptOnRebalance: false,
      }),
    );
    await eventually(() => expect(imds.tokenRequests).toBe(1));
    offset = 6 * 3600_000 - 4 * 60_000;
    await eventually(() => expect(imds.tokenRequests).toBe(2));
    expect(imds.unauthorized).toBe(0);
  });

  it('a failing metadata server is retried and logged once, and is never a notice', async () => {
    const { imds, notice, logger } = await aws();
    imds.failNext = 3;
    await eventually(
      () => expect(logger.text('info')).toContain('AWS instance metadata: answering again after'),
      15_000,
    );
    expect(logger.lines.filter((l) => l.level === 'warning')).toHaveLength(1);
    expect(logger.text('warning')).toMatch(
      /AWS instance metadata: PUT \/latest\/api\/token answered 500 \(1 failure in a row\); still watching/,
    );
    expect(notice()).toBeUndefined();
  });

  it('takes garbled instance-action answers for no notice while termination-time answers 404', async () => {
    const { imds, notice, logger } = await aws({ garbledBelievedMs: 200 });
    imds.garbleNext = 40;
    await eventually(() => expect(imds.garbleNext).toBe(0), 10_000);
    await sleep(100);
    expect(notice()).toBeUndefined();
    expect(logger.text('warning')).toContain('which names no action; asking termination-time');
    expect(logger.text('info')).toContain('the unreadable answer before was no notice');
  });

  it('takes the time termination-time gives when instance-action is garbled', async () => {
    const { imds, notice } = await aws();
    const time = new Date(Date.now() + 100_000).toISOString().replace(/\.\d+Z$/, 'Z');
    imds.instanceAction = { action: 'terminate', time };
    imds.garbleNext = 1_000;
    await eventually(() => expect(notice()).toBeDefined());
    expect(notice()).toMatchObject({ reason: 'spot termination-time', deadline: Date.parse(time) });
  });

  it('believes answers it cannot read on either path only once they persist', async () => {
    const { imds, notice } = await aws({ garbledBelievedMs: 1_000 });
    // A few garbled polls on both paths (a proxy's bad spell): no notice.
    imds.garbleNext = 5;
    imds.garbleTerminationNext = 5;
    await eventually(() => expect(imds.garbleNext).toBe(0));
    await sleep(300);
    expect(notice()).toBeUndefined();
    // Garbled for longer than the second it is given: a notice, dated from the first.
    const first = Date.now();
    imds.garbleNext = 1_000;
    imds.garbleTerminationNext = 1_000;
    await eventually(() => expect(notice()).toBeDefined(), 5_000);
    const taken = notice();
    expect(taken?.reason).toMatch(/^spot instance-action unreadable for 1\.\ds$/);
    expect(taken?.receivedAt).toBeLessThan(first + 200);
    expect(Date.now() - first).toBeGreaterThanOrEqual(1_000);
  });

  it('reports a rebalance recommendation as a warning, or as a notice when asked to', async () => {
    const quiet = await aws();
    quiet.imds.rebalance = { noticeTime: '2026-11-30T12:00:00Z' };
    await eventually(() => expect(quiet.warnings).toHaveLength(1));
    await sleep(100);
    expect(quiet.warnings).toHaveLength(1);
    expect(quiet.warnings[0]).toMatchObject({
      source: 'aws',
      kind: 'rebalance-recommendation',
      detail: 'noticeTime 2026-11-30T12:00:00Z',
    });
    expect(quiet.notice()).toBeUndefined();

    const strict = await aws({ interruptOnRebalance: true });
    strict.imds.rebalance = { noticeTime: '2026-11-30T12:00:00Z' };
    await eventually(() => expect(strict.notice()?.reason).toBe('rebalance recommendation'));
  });
});

async function gcp() {
  const md = await GcpMetadata.start();
  cleanups.push(() => md.server.close());
  const logger = new RecordingLogger();
  const source = new GcpNoticeSource({
    host: md.server.host,
    clock: systemClock,
    logger,
    noticeMs: 30_000,
  });
  return { md, logger, notice: watch(source) };
}

describe('GCP preemption (hanging GET on metadata)', () => {
  it('learns of preemption as the value flips, from a request that was already waiting', async () => {
    const { md, notice } = await gcp();
    await eventually(() => expect(md.hangingRequests).toBe(2));
    const waiting = md.server.requests.filter((r) => r.url.includes('wait_for_change=true'));
    expect(waiting.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\/computeMetadata\/v1\/instance\/preempted\?wait_for_change=true&timeout_sec=\d+&last_etag=[0-9a-f]+$/,
        ),
      ]),
    );
    expect(waiting.every((r) => r.headers['metadata-flavor'] === 'Google')).toBe(true);
    const flipped = Date.now();
    md.set('instance/preempted', 'TRUE');
    await eventually(() => expect(notice()).toBeDefined());
    const got = notice();
    expect(got).toMatchObject({ source: 'gcp', reason: 'instance/preempted is TRUE' });
    expect((got?.receivedAt ?? 0) - flipped).toBeLessThan(500);
    expect((got?.deadline ?? 0) - (got?.receivedAt ?? 0)).toBe(30_000);
  });

  it('treats a TERMINATE maintenance event as a notice, and a live migration as none', async () => {
    const { md, notice } = await gcp();
    await eventually(() => expect(md.hangingRequests).toBe(2));
    md.set('instance/maintenance-event', 'MIGRATE_ON_HOST_MAINTENANCE');
    await eventually(() => expect(md.hangingRequests).toBe(2));
    expect(notice()).toBeUndefined();
    md.set('instance/maintenance-event', 'TERMINATE_ON_HOST_MAINTENANCE');
    await eventually(() =>
      expect(notice()?.reason).toBe('maintenance-event TERMINATE_ON_HOST_MAINTENANCE'),
    );
  });

  it('misses no change made between two requests: a VM already preempted is noticed at once', async () => {
    const md = await GcpMetadata.start();
    cleanups.push(() => md.server.close());
    md.set('instance/preempted', 'TRUE');
    const notice = watch(
      new GcpNoticeSource({
        host: md.server.host,
        clock: systemClock,
        logger: new RecordingLogger(),
        noticeMs: 90_000,
      }),
    );
    await eventually(() => expect(notice()?.source).toBe('gcp'));
  });
});

async function azure(options: { firstCallDelayMs?: number; acknowledge?: boolean } = {}) {
  const imds = await AzureImds.start();
  imds.firstCallDelayMs = options.firstCallDelayMs ?? 0;
  cleanups.push(() => imds.server.close());
  const source = new AzureNoticeSource({
    baseUrl: imds.server.url,
    clock: systemClock,
    logger: new RecordingLogger(),
    pollMs: 20,
    acknowledge: options.acknowledge ?? false,
  });
  return { imds, notice: watch(source) };
}

describe('Azure scheduled events', () => {
  it('waits out a slow first answer, then takes a Preempt for this VM with NotBefore as the deadline', async () => {
    const { imds, notice } = await azure({ firstCallDelayMs: 1500 });
    await sleep(300);
    expect(imds.server.requests.some((r) => r.url.startsWith('/metadata/scheduledevents'))).toBe(
      true,
    );
    imds.schedule({ EventId: 'other', EventType: 'Preempt', Resources: ['someone-else'] });
    imds.schedule({ EventId: 'freeze', EventType: 'Freeze' });
    await sleep(1500);
    expect(notice()).toBeUndefined();
    const notBefore = new Date(Date.now() + 30_000);
    imds.schedule({ EventId: 'evict-1', EventType: 'Preempt', NotBefore: notBefore.toUTCString() });
    await eventually(() => expect(notice()).toBeDefined());
    expect(notice()).toMatchObject({
      source: 'azure',
      reason: 'scheduled event Preempt evict-1',
      deadline: Math.floor(notBefore.getTime() / 1000) * 1000,
    });
    expect(imds.server.requests.every((r) => r.headers.metadata === 'true')).toBe(true);
  });

  it("never acts on a neighbour's Preempt while this VM's name is unknown, and asks the name again", async () => {
    const { imds, notice } = await azure();
    imds.failNameNext = 1_000_000;
    imds.schedule({ EventId: 'next-door', EventType: 'Preempt', Resources: ['someone-else'] });
    await eventually(() =>
      expect(
        imds.server.requests.filter((r) => r.url.startsWith('/metadata/instance/compute/name'))
          .length,
      ).toBeGreaterThan(3),
    );
    expect(notice()).toBeUndefined();
    imds.failNameNext = 0;
    imds.schedule({ EventId: 'mine', EventType: 'Preempt' });
    await eventually(() => expect(notice()).toBeDefined());
    expect(notice()?.reason).toBe('scheduled event Preempt mine');
  });

  it('approves the event only when told to, naming its EventId', async () => {
    const { imds, notice } = await azure({ acknowledge: true });
    imds.schedule({ EventId: 'evict-2', EventType: 'Terminate' });
    await eventually(() => expect(notice()).toBeDefined());
    expect(imds.approved).toEqual([]);
    await notice()?.acknowledge?.();
    expect(imds.approved).toEqual(['evict-2']);
    const quiet = await azure();
    quiet.imds.schedule({ EventId: 'evict-3', EventType: 'Preempt' });
    await eventually(() => expect(quiet.notice()).toBeDefined());
    expect(quiet.notice()?.acknowledge).toBeUndefined();
  });
});

describe('Azure priming', () => {
  it('makes the first, slow call at once, before anyone watches, and the watch then sees the events', async () => {
    const imds = await AzureImds.start();
    imds.firstCallDelayMs = 800;
    cleanups.push(() => imds.server.close());
    const source = new AzureNoticeSource({
      baseUrl: imds.server.url,
      clock: systemClock,
      logger: new RecordingLogger(),
      pollMs: 20,
      acknowledge: false,
    });
    source.prime();
    await eventually(() =>
      expect(imds.server.requests.map((r) => r.url)).toContain(
        '/metadata/scheduledevents?api-version=2020-07-01',
      ),
    );
    imds.schedule({ EventId: 'early', EventType: 'Preempt' });
    const notice = watch(source);
    await eventually(() => expect(notice()?.reason).toBe('scheduled event Preempt early'));
  });
});

describe('cloud detection', () => {
  it('tells each cloud by the answer only that cloud gives', async () => {
    const awsImds = await AwsImds.start();
    const gcpMd = await GcpMetadata.start();
    const azureImds = await AzureImds.start();
    cleanups.push(
      () => awsImds.server.close(),
      () => gcpMd.server.close(),
      () => azureImds.server.close(),
    );
    const none = 'http://127.0.0.1:9';
    expect(
      (await detectCloud({ aws: awsImds.server.url, gcp: '127.0.0.1:9', azure: none })).cloud,
    ).toBe('aws');
    expect(
      (
        await detectCloud({
          aws: gcpMd.server.url,
          gcp: gcpMd.server.host,
          azure: gcpMd.server.url,
        })
      ).cloud,
    ).toBe('gcp');
    expect(
      (
        await detectCloud({
          aws: azureImds.server.url,
          gcp: azureImds.server.host,
          azure: azureImds.server.url,
        })
      ).cloud,
    ).toBe('azure');
  });

  it('decides "none" within its timeout when nothing answers, or something never does', async () => {
    const blackhole: LocalServer = await startServer(() => new Promise(() => undefined));
    cleanups.push(() => blackhole.close());
    const started = Date.now();
    const found = await detectCloud(
      { aws: blackhole.url, gcp: blackhole.host, azure: 'http://127.0.0.1:9' },
      1500,
    );
    expect(found.cloud).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
    // A server that takes the connection and stays silent is there: asked again, not written off.
    expect(found.unsure).toEqual(['aws', 'gcp']);
  });
});

describe('GCP metadata that answers without an ETag', () => {
  it('backs off instead of asking again at once, and says what is wrong', async () => {
    // A server that answers every GET at once with 200 and no ETag: a watch
    // that asked again with no pause sent hundreds of requests a second.
    const server = await startServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Metadata-Flavor': 'Google' });
      res.end(req.url?.includes('preempted') ? 'FALSE' : 'NONE');
    });
    cleanups.push(() => server.close());
    const clock = new FakeClock();
    const logger = new RecordingLogger();
    const notice = watch(
      new GcpNoticeSource({ host: server.host, clock, logger, noticeMs: 30_000 }),
    );
    // Time stands still: every request after the first few would be one sent without a pause.
    await sleep(500);
    expect(server.requests.length).toBeLessThanOrEqual(3);
    expect(logger.lines.map((l) => l.message).join('\n')).toMatch(
      /instance\/preempted answered 200 without an ETag/,
    );
    expect(notice()).toBeUndefined();
  });
});
