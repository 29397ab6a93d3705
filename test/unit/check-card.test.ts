import { describe, expect, it } from 'vitest';
import type { CheckedAttempt } from '../../src/local/check/check-run.js';
import { cardLines, formatReportCard } from '../../src/local/check/report-card.js';
import type { Scenario } from '../../src/local/check/scenario-source.js';
import type { AttemptResult } from '../../src/supervisor/attempt-types.js';

const SCENARIOS: readonly Scenario[] = ['early', 'mid-save', 'second-sigint', 'resume'];

/**
 * An attempt of a check that went well: interrupted at `notice` ms, saved
 * `saveMs` later and durable 50 ms after that, having stopped at step
 * 10 × attempt and resumed from where the one before stopped.
 */
function attempt(n: number, over: Partial<AttemptResult> = {}, saveMs = 500): CheckedAttempt {
  const notice = 10_000 * n;
  const result: AttemptResult = {
    identity: { lineage: 'local-l', runId: `local-${n}`, attempt: n },
    outcome: 'interrupted',
    exit: { code: 0, signal: null },
    notice: {
      source: 'simulated',
      reason: 'check',
      receivedAt: notice,
      deadline: notice + 120_000,
    },
    noticeToDurableMs: saveMs + 50,
    escalation: 'none',
    trainerExitedAt: notice + saveMs,
    restore: {
      ...(n > 1 ? { fromRunId: `local-${n - 1}` } : {}),
      files:
        n > 1
          ? [{ path: 'ckpt.json', size: 10, sha256: 'x', key: 'k', seq: 1, uploadedAt: 'now' }]
          : [],
      bytes: 0,
      skipped: [],
      placedInOutputs: new Map(),
      durationMs: 5,
    },
    sync: {
      filesUploaded: 1,
      bytesUploaded: 10,
      uploadErrors: 0,
      maxLagMs: 0,
      lastLagMs: undefined,
      afterNotice: { files: 1, bytes: 10 },
      lastDurableAt: undefined,
      suspectFiles: [],
    },
    seal: { sealed: true, notSaved: [], sealedAt: notice + saveMs + 50 },
    progress:
      n > 1 ? { resumedFrom: 10 * (n - 1), lastStep: 10 * n } : { firstStep: 1, lastStep: 10 },
    manifestKey: 'm',
    startedAt: notice - 5000,
    endedAt: notice + saveMs + 50,
    ...over,
  };
  return {
    scenario: SCENARIOS[n - 1] ?? 'resume',
    result,
    trigger: n === 2 ? 'while ckpt.json was being written' : 'at step 1',
    writesAfterSigint: 1,
    ...(n === 2 ? { saveInFlight: true } : {}),
    ...(n === 3
      ? { second: { at: notice + 100, trigger: 'while ckpt.json was being written' } }
      : {}),
    outside: [],
    copy: `/c/attempt-${n}`,
  };
}

/**
 * A trainer that never saves on a notice and never loads a checkpoint: it
 * saved ckpt.json once early, each attempt began again at step 1 although
 * the restore gave it that file, and it wrote nothing after any SIGINT.
 */
function neverResumes(n: number): CheckedAttempt {
  const base = attempt(n);
  return {
    ...base,
    result: {
      ...base.result,
      noticeToDurableMs: 60,
      progress: { firstStep: 1, lastStep: 10, stepEvery: 1 },
      sync: { ...base.result.sync, afterNotice: { files: 0, bytes: 0 } },
    },
    writesAfterSigint: 0,
    ...(n === 2 ? { saveInFlight: false } : {}),
    ...(n === 3 ? { second: undefined } : {}),
  } as CheckedAttempt;
}

const card = (attempts: CheckedAttempt[]) =>
  cardLines({ lineage: 'l', dir: '/c', attempts }, 'out');
const status = (attempts: CheckedAttempt[], what: string) =>
  card(attempts).find((line) => line.what === what);

describe("spot-train check's report card", () => {
  it('passes every line for a trainer that saves on each notice and resumes', () => {
    const attempts = [1, 2, 3, 4].map((n) => attempt(n));
    const lines = card(attempts);
    expect(lines.map((line) => line.status)).toEqual(Array(lines.length).fill('pass'));
    const text = formatReportCard({ lineage: 'l', dir: '/c', attempts }, lines, '/c');
    expect(text).toMatch(/8 checks passed/);
    expect(text).not.toMatch(/fix:/);
  });

  it("says a 35 s save fits AWS's 2 minutes but not GCP's and Azure's 30 s", () => {
    const attempts = [1, 2, 3, 4].map((n) => attempt(n, {}, n === 2 ? 34_950 : 500));
    const line = status(attempts, "saves within the cloud's notice");
    expect(line?.status).toBe('fix');
    expect(line?.detail).toBe(
      "notice to durable took at most 35.0s: fits AWS's 2 min, not GCP's and Azure's 30 s",
    );
  });

  it('says a save longer than any notice fits no cloud', () => {
    const attempts = [1, 2].map((n) => attempt(n, {}, 125_000));
    expect(status(attempts, "saves within the cloud's notice")?.detail).toMatch(
      /longer than any cloud's notice/,
    );
  });

  it('names the escalation when the trainer had to be sent SIGTERM', () => {
    const attempts = [attempt(1, { escalation: 'SIGTERM' }), attempt(2)];
    const line = status(attempts, 'exits on SIGINT, saving first');
    expect(line?.status).toBe('fix');
    expect(line?.detail).toBe('attempt 1 did not exit after SIGINT and was sent SIGTERM');
  });

  it('never calls a save durable that left files unsaved or no sealed manifest', () => {
    const attempts = [
      attempt(1, {
        seal: {
          sealed: false,
          notSaved: [{ path: 'big.pt', reason: 'store unreachable' }],
          sealedAt: 0,
        },
      }),
      attempt(2),
    ];
    const line = status(attempts, 'what it wrote is uploaded');
    expect(line?.status).toBe('fix');
    expect(line?.detail).toBe(
      '1 file not saved (big.pt: store unreachable); attempt 1 left no sealed manifest',
    );
  });

  it('cannot tell where a trainer that prints no steps resumed, and says how to let it', () => {
    const attempts = [attempt(1, { progress: {} }), attempt(2, { progress: {} })];
    const line = status(attempts, 'resumes from the restart directory');
    expect(line?.status).toBe('skip');
    expect(line?.fix).toMatch(/print "step N"/);
  });

  it('counts steps done again when the trainer resumed from an older save', () => {
    const attempts = [attempt(1), attempt(2, { progress: { resumedFrom: 4, lastStep: 20 } })];
    const line = status(attempts, 'resumes from the restart directory');
    expect(line?.status).toBe('fix');
    expect(line?.detail).toBe(
      'attempt 2 began at step 4 where attempt 1 stopped at step 10: 6 steps done again',
    );
  });

  it('says a trainer that began at its first step again, with files restored, does not resume', () => {
    // nanoGPT unchanged: it prints "step 0" only at each eval, so attempt 1 also stopped at step 0.
    const attempts = [
      attempt(1, { progress: { firstStep: 0, lastStep: 0 } }),
      attempt(2, { progress: { firstStep: 0, lastStep: 0 } }),
    ];
    const line = status(attempts, 'resumes from the restart directory');
    expect(line?.status).toBe('fix');
    expect(line?.detail).toBe(
      'attempt 2 started from scratch although 1 file was restored into $SPOT_TRAIN_RESTART_DIR: the trainer does not resume',
    );
    expect(line?.fix).toMatch(/docs\/recipes\.md/);
  });

  it('keeps a resume at the first step the trainer says it resumed from apart from starting over', () => {
    const attempts = [
      attempt(1, { progress: { firstStep: 0, lastStep: 0 } }),
      attempt(2, { progress: { resumedFrom: 0, firstStep: 1, lastStep: 9 } }),
    ];
    expect(status(attempts, 'resumes from the restart directory')?.status).toBe('pass');
  });

  it('says attempt 1 left nothing to restore when the next began at the same first step', () => {
    const attempts = [
      attempt(1, { progress: { firstStep: 0, lastStep: 0 } }),
      attempt(2, { progress: { firstStep: 0, lastStep: 0 } }),
    ];
    const second = attempts[1] as CheckedAttempt;
    const restore = { ...second.result.restore, files: [] };
    const line = status(
      [attempts[0] as CheckedAttempt, { ...second, result: { ...second.result, restore } }],
      'resumes from the restart directory',
    );
    expect(line?.detail).toBe(
      'attempt 2 began again at step 0: attempt 1 left nothing in the store to restore',
    );
  });

  it('takes an upload after the notice as the save, though the file watch saw no write', () => {
    const attempts = [1, 2].map((n) => ({ ...attempt(n), writesAfterSigint: 0 }));
    expect(status(attempts, 'exits on SIGINT, saving first')?.status).toBe('pass');
  });

  it('says no save came when nothing was written or uploaded after the SIGINT', () => {
    const quiet = (n: number) => {
      const a = attempt(n);
      const sync = { ...a.result.sync, afterNotice: { files: 0, bytes: 0 } };
      return { ...a, writesAfterSigint: 0, result: { ...a.result, sync } };
    };
    const line = status([quiet(1), quiet(2)], 'exits on SIGINT, saving first');
    expect(line?.status).toBe('fix');
    expect(line?.detail).toMatch(/wrote nothing after SIGINT in attempt 2/);
  });

  it('never passes a line whose situation did not occur, for a trainer that never resumes', () => {
    const lines = card([1, 2, 3, 4].map(neverResumes));
    const passed = lines.filter((line) => line.status === 'pass').map((line) => line.what);
    // Writing into the outputs, uploading it and needing nothing else are true of it.
    expect(passed).toEqual([
      'writes into the outputs directory',
      'what it wrote is uploaded',
      'needs nothing outside the outputs',
    ]);
    expect(status([1, 2, 3, 4].map(neverResumes), "saves within the cloud's notice")).toEqual({
      status: 'skip',
      what: "saves within the cloud's notice",
      detail:
        'no save was shown to come at a notice (the line "exits on SIGINT, saving first"), so none was timed against one',
    });
    const midSave = lines.find((line) => line.what === 'survives a notice in the middle of a save');
    expect(midSave?.status).toBe('skip');
    expect(midSave?.detail).toMatch(/that save had ended before the notice came/);
    const second = lines.find((line) => line.what === 'survives a second SIGINT while saving');
    expect(second?.status).toBe('skip');
    expect(second?.detail).toBe(
      'attempt 4 began again from the first step (the line "resumes from the restart directory"), so no save of attempt 3\'s was read',
    );
  });

  it('says n/a, not pass, for the upload of a trainer that wrote nothing', () => {
    const attempts = [1, 2].map((n) => {
      const a = attempt(n);
      return { ...a, result: { ...a.result, sync: { ...a.result.sync, filesUploaded: 0 } } };
    });
    expect(status(attempts, 'what it wrote is uploaded')).toMatchObject({
      status: 'skip',
      detail: 'it wrote nothing into the outputs, so nothing was to upload',
    });
  });

  it('counts a crash before the first save once', () => {
    const failed = attempt(1, { outcome: 'failed', exit: { code: 1, signal: null } });
    const crashed = {
      ...failed,
      writesAfterSigint: 0,
      result: { ...failed.result, sync: { ...failed.result.sync, filesUploaded: 0 } },
    };
    const lines = card([crashed]);
    expect(lines.filter((line) => line.status === 'fix').map((line) => line.what)).toEqual([
      'runs in a fresh copy',
    ]);
    expect(lines.find((line) => line.what === 'writes into the outputs directory')?.detail).toBe(
      'it failed before it wrote anything (the line "runs in a fresh copy")',
    );
  });

  it('cannot call a SIGINT save a save when the next attempt never read it', () => {
    // It wrote after each SIGINT, but every attempt began again at step 1.
    const attempts = [1, 2, 3, 4].map((n) => ({ ...neverResumes(n), writesAfterSigint: 2 }));
    expect(status(attempts, 'exits on SIGINT, saving first')).toMatchObject({
      status: 'skip',
      detail: expect.stringMatching(
        /but attempt 2, 3, 4 did not show it resumed \(it began again, or printed no step to tell by\), so whether it saved where SIGINT came cannot be told$/,
      ) as unknown,
    });
  });
});
