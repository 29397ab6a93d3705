import { describe, expect, it } from 'vitest';
import { attemptEnd, decideRestart } from '../../src/restart/decide.js';

const ended = (
  outcome: 'completed' | 'interrupted' | 'failed',
  extra: { code?: number | null; userRequested?: boolean; attempt?: number } = {},
) =>
  attemptEnd({
    outcome,
    identity: { attempt: extra.attempt ?? 1 },
    exit: { code: extra.code ?? (outcome === 'completed' ? 0 : null) },
    ...(outcome === 'interrupted'
      ? {
          notice: {
            source: 'signal' as const,
            reason: 'SIGINT',
            ...(extra.userRequested ? { userRequested: true } : {}),
          },
        }
      : {}),
  });

const verdict = (manifest: ReturnType<typeof ended>, maxRestarts?: number) =>
  decideRestart({
    manifest,
    job: undefined,
    reclaimed: undefined,
    restartOnExitCodes: new Set([75]),
    ...(maxRestarts === undefined ? {} : { maxRestarts }),
  });

describe('the restart verdict shared by the supervisor, finalize and the CLI', () => {
  it('restarts an interrupted run, and a failure whose exit code is listed', () => {
    expect(verdict(ended('interrupted'))).toMatchObject({ restart: true, ground: 'restart' });
    expect(verdict(ended('failed', { code: 75 }))).toMatchObject({ restart: true });
  });

  it('does not restart a run a person stopped or cancelled, though it saved as on a notice', () => {
    expect(verdict(ended('interrupted', { userRequested: true }))).toMatchObject({
      restart: false,
      ground: 'stopped',
    });
  });

  it('does not restart a completed run or an unlisted failure', () => {
    expect(verdict(ended('completed')).ground).toBe('completed');
    expect(verdict(ended('failed', { code: 1 }))).toMatchObject({
      restart: false,
      because: expect.stringContaining('restart-on-exit-codes') as unknown,
    });
  });

  it('ends a lineage past max-restarts: attempt N has had N-1 restarts', () => {
    expect(verdict(ended('interrupted', { attempt: 3 }), 3).restart).toBe(true);
    expect(verdict(ended('interrupted', { attempt: 4 }), 3)).toMatchObject({
      restart: false,
      ground: 'max-restarts',
      because: 'the lineage has had 3 restarts, the most max-restarts (3) allows',
    });
  });
});
