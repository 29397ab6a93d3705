import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLineageHistory } from '../../src/history/read-history.js';
import { resumeTimelines } from '../../src/history/resume-timeline.js';
import { lsCommand } from '../../src/local/store-ls.js';
import { readLineage } from '../../src/records/lineage.js';
import { finalizeSummary } from '../../src/report/finalize-summary.js';
import { lineageCheckState } from '../../src/report/lineage-check.js';
import { resumeMarkdown } from '../../src/report/resume-summary.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { historyKey } from '../../src/store/layout.js';
import { attemptHistory } from '../helpers/attempt-history.js';
import { seedHistory, T0 } from '../helpers/history-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The fixture's lineage L (run L on AWS, interrupted; run 101 continuing
 * it), with run 101 on GCP when `mixed`: AWS had no room for the restart.
 */
async function lineageStore(mixed: boolean): Promise<{ store: FileStore; url: string }> {
  const dir = await tempDir('attempt-clouds');
  const store = new FileStore(dir);
  await seedHistory(store);
  if (mixed) {
    const iso = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
    await store.writeText(
      historyKey('L', '101', 'launch'),
      JSON.stringify({
        cloud: 'gcp',
        region: 'us-central1',
        zone: 'us-central1-a',
        instanceType: 'g2-standard-8',
        market: 'spot',
        nodes: 1,
        instanceIds: ['st-101'],
        vmRequestedAt: iso(70),
        vmRunningAt: iso(75),
      }),
    );
  }
  return { store, url: `file://${dir}` };
}

async function ls(args: readonly string[]): Promise<string> {
  let stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  expect(await lsCommand(args)).toBe(0);
  return stdout;
}

describe('which cloud each attempt ran on', () => {
  it('is a column of spot-train ls, and named in each resume, when the runs span clouds', async () => {
    const stdout = await ls(['--store', (await lineageStore(true)).url, 'L']);
    expect(stdout).toMatch(/^ATTEMPT +RUN +CLOUD +STATE +STARTED/m);
    expect(stdout).toMatch(/^2 +101 +gcp +completed /m);
    expect(stdout).toMatch(/^1 +L +aws +interrupted /m);
    expect(stdout).toContain(
      'Resume after run L on aws (notice) by run 101 on gcp: first step 3m10s after the interruption',
    );
  });

  it('is in the --json of spot-train ls, for the runs and the interruptions', async () => {
    const parsed = JSON.parse(
      await ls(['--store', (await lineageStore(true)).url, 'L', '--json']),
    ) as object;
    expect(parsed).toMatchObject({
      runs: [
        { runId: '101', cloud: 'gcp' },
        { runId: 'L', cloud: 'aws' },
      ],
      interruptions: [{ runId: 'L', cloud: 'aws', nextRunId: '101', nextCloud: 'gcp' }],
    });
  });

  it('is not named at all for a lineage on one cloud: ls reads as it did', async () => {
    const { url } = await lineageStore(false);
    const stdout = await ls(['--store', url, 'L']);
    expect(stdout).toMatch(/^ATTEMPT +RUN +STATE +STARTED/m);
    expect(stdout).not.toContain('aws');
    expect(stdout).toContain('Resume after run L (notice) by run 101: first step');
    vi.restoreAllMocks();
    const parsed = JSON.parse(await ls(['--store', url, 'L', '--json'])) as {
      runs: object[];
      interruptions: object[];
    };
    for (const entry of [...parsed.runs, ...parsed.interruptions]) {
      expect(entry).not.toHaveProperty('cloud');
      expect(entry).not.toHaveProperty('nextCloud');
    }
  });

  it("is a column of finalize's attempts table, and named in its resume, only when the runs span clouds", async () => {
    for (const mixed of [true, false]) {
      const { store } = await lineageStore(mixed);
      const history = await readLineageHistory(store, 'L');
      const summary = finalizeSummary({
        decision: { restart: false, ground: 'completed', because: 'training completed' },
        report: { kind: 'not-needed' },
        job: { name: 'train', conclusion: 'success' },
        vm: { state: 'terminated', reclaimed: false, detail: 'terminated' },
        cleanup: { vms: { skipped: 'none' }, runners: { skipped: 'none' } },
        lineage: 'L',
        chain: (await readLineage(store, 'L')).map((run) => ({ run })),
        history,
        repoUrl: 'https://github.com/acme/train',
      });
      const resume = resumeMarkdown(resumeTimelines(history));
      if (mixed) {
        expect(summary).toContain('| Attempt | Run | Cloud | Started | Ran for |');
        expect(summary).toMatch(/^\| 1 \| L \| aws \| /m);
        expect(summary).toMatch(/^\| 2 \| \[101\]\([^)]+\) \| gcp \| /m);
        expect(resume).toContain('#### Resume after run L on aws (notice) by run 101 on gcp:');
      } else {
        expect(summary).toContain('| Attempt | Run | Started | Ran for |');
        expect(summary).not.toContain('| aws |');
        expect(resume).toContain('#### Resume after run L (notice) by run 101:');
      }
    }
  });

  it("is a column of the lineage check's runs only when they span clouds", () => {
    const run = (runId: string, attempt: number, cloud: string) =>
      attemptHistory({ runId, attempt, cloud, interrupted: 'notice', outcome: 'interrupted' });
    const summaryOf = (history: ReturnType<typeof run>[]) =>
      lineageCheckState({
        lineage: '100',
        phase: { kind: 'training' },
        history,
        run: {
          runId: '102',
          attempt: 3,
          url: 'https://github.com/acme/train/actions/runs/102',
          sha: '',
        },
        checkSha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      }).summary;
    const mixed = summaryOf([run('100', 1, 'aws'), run('101', 2, 'azure'), run('102', 3, 'gcp')]);
    expect(mixed).toContain('| Attempt | Run | Cloud | Ended | Steps |');
    expect(mixed).toContain('| 2 | 101 | azure | reclaimed |');
    expect(mixed).toMatch(/\| 3 \| \[102\]\([^)]+\) \| gcp \| training \|/);
    const one = summaryOf([run('100', 1, 'aws'), run('101', 2, 'aws')]);
    expect(one).toContain('| Attempt | Run | Ended | Steps |');
    expect(one).not.toContain('aws');
  });
});
