import { afterEach, describe, expect, it, vi } from 'vitest';
import { lsCommand } from '../../src/local/store-ls.js';
import { FileStore } from '../../src/store/file/file-store.js';
import { seedHistory } from '../helpers/history-fixture.js';
import { tempDir } from '../helpers/temp-dir.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What `spot-train ls` prints to stdout, and its exit status. */
async function ls(args: readonly string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const code = await lsCommand(args);
  return { code, stdout };
}

async function seededStore(): Promise<string> {
  const dir = await tempDir('ls-history');
  await seedHistory(new FileStore(dir));
  return `file://${dir}`;
}

describe('spot-train ls LINEAGE and the resume after each interruption', () => {
  it('prints the timeline from the notice to the next first step under the runs, unknown where nothing recorded', async () => {
    const { code, stdout } = await ls(['--store', await seededStore(), 'L']);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Resume after run L (notice) by run 101: first step 3m10s after the interruption',
    );
    expect(stdout).toMatch(/^POINT +AT +SINCE +GAP$/m);
    expect(stdout).toMatch(/^dispatched +12:00:37\.000 +\+37\.0s +\+2\.0s$/m);
    expect(stdout).toMatch(/^runner online +unknown +unknown +unknown$/m);
    expect(stdout).toMatch(/^first step +12:03:10\.000 +\+3m10s +\+20\.0s$/m);
  });

  it('gives the same figures in --json, times in ISO 8601 and unknown as null', async () => {
    const { code, stdout } = await ls(['--store', await seededStore(), 'L', '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(stdout) as {
      interruptions: {
        runId: string;
        nextRunId: string;
        kind: string;
        totalMs: number | null;
        points: { point: string; at: string | null; sinceStartMs: number | null }[];
      }[];
    };
    expect(parsed.interruptions).toHaveLength(1);
    const [resume] = parsed.interruptions;
    expect(resume).toMatchObject({
      runId: 'L',
      nextRunId: '101',
      kind: 'notice',
      totalMs: 190_000,
    });
    const byPoint = new Map(resume?.points.map((p) => [p.point, p]));
    expect(byPoint.get('VM requested')).toEqual({
      point: 'VM requested',
      at: '2026-11-30T12:01:10.000Z',
      sinceStartMs: 70_000,
      gapMs: 30_000,
    });
    expect(byPoint.get('runner online')).toEqual({
      point: 'runner online',
      at: null,
      sinceStartMs: null,
      gapMs: null,
    });
  });
});
