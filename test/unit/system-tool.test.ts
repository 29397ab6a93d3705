import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPath, PYTORCH, requireTool, SHELLCHECK, toolVerdict } from '../helpers/system-tool.js';

function recordingContext() {
  const notes: string[] = [];
  const skip = (note?: string): never => {
    notes.push(note ?? '');
    throw new Error('skipped');
  };
  return { context: { skip }, notes };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a test that needs a system tool', () => {
  it('runs where the tool is found, under CI or not', () => {
    expect(toolVerdict(SHELLCHECK, true, {})).toEqual({ kind: 'run' });
    expect(toolVerdict(SHELLCHECK, true, { CI: 'true' })).toEqual({ kind: 'run' });
  });

  it('is skipped without CI, with a printed reason naming the tool and its install command', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, notes } = recordingContext();
    expect(() => requireTool(context, PYTORCH, false, { CI: 'false' })).toThrow('skipped');
    const message = 'skipped: PyTorch is not installed (apt-get install python3-torch)';
    expect(notes).toEqual([message]);
    expect(warn).toHaveBeenCalledWith(message);
    expect(toolVerdict(SHELLCHECK, false, {})).toEqual({
      kind: 'skip',
      message: 'skipped: shellcheck is not installed (apt-get install shellcheck)',
    });
  });

  it('fails under CI=true, where .ci/run installs it, and is never skipped there', () => {
    const { context, notes } = recordingContext();
    expect(() => requireTool(context, SHELLCHECK, false, { CI: 'true' })).toThrow(
      'shellcheck is not installed (apt-get install shellcheck): CI must install it, see .ci/run',
    );
    expect(notes).toEqual([]);
    expect(toolVerdict(PYTORCH, false, { CI: '1' }).kind).toBe('fail');
  });

  it('tells a program on PATH from one that is not', () => {
    expect(onPath(process.execPath)).toBe(true);
    expect(onPath('spot-train-no-such-tool')).toBe(false);
  });
});
