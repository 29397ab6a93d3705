import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runMode } from '../helpers/run-mode.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey, lineageEntryKey, manifestKey, runIndexKey } from '../../src/store/layout.js';
import { serializeManifest } from '../../src/records/manifest.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { inputsFrom } from '../helpers/inputs.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/** When the lineage's first run started (its manifest says so). */
const FIRST_START = Date.parse('2026-11-28T12:00:00.000Z');
const HOUR = 3_600_000;

let github: GitHubApi;
let ec2: LocalEc2;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  ec2 = await startEc2();
  ec2.onLaunch = () => {
    for (const runner of github.runners.list()) runner.status = 'online';
  };
  vi.stubEnv('AWS_ENDPOINT_URL_EC2', ec2.url);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('AWS_MAX_ATTEMPTS', '1');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all([github.close(), ec2.close()]);
});

/** Lineage L: its first run started at FIRST_START and was interrupted once. */
async function lineageStore(): Promise<{ dir: string; store: FileStore }> {
  const dir = await tempDir('deadline');
  const store = new FileStore(dir);
  await store.writeText(runIndexKey('L'), 'L\n');
  await store.writeText(lineageEntryKey('L', 1, 'L'), '{}\n');
  const startedAt = new Date(FIRST_START).toISOString();
  await store.writeText(
    manifestKey('L', 'L'),
    serializeManifest({
      format: 1,
      lineage: 'L',
      runId: 'L',
      attempt: 1,
      state: 'interrupted',
      startedAt,
      updatedAt: new Date(FIRST_START + HOUR).toISOString(),
      files: [],
    }),
  );
  return { dir, store };
}

/** Launches the restart of run L with on-demand-after-time 36h when the fake clock reads `now`. */
async function launchRestartAt(now: number) {
  const { dir, store } = await lineageStore();
  const event = join(dir, '..', `event-${now}.json`);
  await writeFile(event, JSON.stringify({ inputs: { _restart: 'L' } }));
  const summaries: string[] = [];
  const logger = new RecordingLogger();
  await runMode('launch', {
    getInput: inputsFrom({
      cloud: 'aws',
      'instance-types': 'g5.xlarge',
      regions: 'us-east-1',
      zones: 'us-east-1a',
      image: 'ami-0123456789abcdef0',
      'runner-version': '2.330.0',
      'runner-sha256': 'a'.repeat(64),
      'runner-token': github.issueToken({ kind: 'admin' }),
      store: `file://${dir}`,
      'on-demand-after-time': '36h',
    }),
    env: {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/train',
      GITHUB_RUN_ID: '9802',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_EVENT_PATH: event,
    },
    logger,
    clock: new FakeClock(now),
    setOutput: () => undefined,
    writeSummary: (text) => {
      summaries.push(text);
      return Promise.resolve();
    },
    setSecret: () => undefined,
    recordLaunched: () => undefined,
    handOver: () => undefined,
  });
  const market = ec2.launches[0]?.['InstanceMarketOptions.MarketType'] ?? 'on-demand';
  const launchRecord = await store.readText(historyKey('L', '9802', 'launch'));
  const online = await store.readText(historyKey('L', '9802', 'runner-online'));
  return { summary: summaries.join('\n'), market, launchRecord, online, logger };
}

describe("on-demand-after-time, counted from the lineage's first run", () => {
  it('launches a restart on spot before the deadline, and records where and when the VM started', async () => {
    const now = FIRST_START + 35 * HOUR;
    const launched = await launchRestartAt(now);
    expect(launched.market).toBe('spot');
    expect(launched.summary).not.toContain('On-demand');
    expect(JSON.parse(launched.launchRecord ?? '{}')).toMatchObject({
      cloud: 'aws',
      region: 'us-east-1',
      zone: 'us-east-1a',
      instanceType: 'g5.xlarge',
      market: 'spot',
      nodes: 1,
      vmRequestedAt: new Date(now).toISOString(),
      vmRunningAt: new Date(now).toISOString(),
    });
    expect(JSON.parse(launched.online ?? '{}')).toEqual({ at: new Date(now).toISOString() });
  });

  it('launches it on-demand past the deadline, and the launch summary says so and why', async () => {
    const launched = await launchRestartAt(FIRST_START + 37 * HOUR);
    expect(launched.market).toBe('on-demand');
    expect(launched.summary).toContain(
      '| On-demand | lineage L started 37h00m ago (2026-11-28T12:00:00.000Z), past on-demand-after-time 36h00m, so spot was not tried |',
    );
    expect(launched.logger.text()).toContain(
      'past on-demand-after-time 36h00m: launching on-demand',
    );
    expect(JSON.parse(launched.launchRecord ?? '{}')).toMatchObject({
      market: 'on-demand',
      onDemandBecause: expect.stringContaining('past on-demand-after-time') as unknown,
    });
  });
});
