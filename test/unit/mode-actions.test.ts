import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Output } from '../../src/action/outputs.js';
import { UserError } from '../../src/base/errors.js';
import { Input, MODES, type InputReader, type Mode } from '../../src/settings/input-names.js';
import { MODE_FIXTURES, READ_SETTINGS } from '../helpers/mode-fixtures.js';
import { ROOT } from '../helpers/run-dist.js';
import { actionProblems } from '../helpers/workflow-checks.js';

interface ModeAction {
  inputs: Record<string, { required: boolean; default?: string; description: string }>;
  outputs?: Record<string, { description: string }>;
  runs: { using: string; main: string; post: string };
}

const root = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as ModeAction;
const modeAction = async (mode: Mode) => {
  const text = await readFile(join(ROOT, mode, 'action.yml'), 'utf8');
  return { text, action: parse(text) as ModeAction };
};

/** Every input the mode's settings read, over fixtures that take each branch. */
function inputsRead(mode: Mode): string[] {
  const names = new Set<string>();
  for (const fixture of MODE_FIXTURES[mode]) {
    READ_SETTINGS[mode]((name) => {
      names.add(name);
      return fixture[name] ?? '';
    });
  }
  names.delete(Input.mode);
  return [...names].sort();
}

/** Inputs without which every fixture of the mode is refused, with a message naming them. */
function inputsNeeded(mode: Mode): string[] {
  const needed = (fixture: Record<string, string>) =>
    Object.keys(fixture).filter((name) => {
      const without: InputReader = (asked) => (asked === name ? '' : (fixture[asked] ?? ''));
      try {
        READ_SETTINGS[mode](without);
        return false;
      } catch (error) {
        return error instanceof UserError && error.message.includes(name);
      }
    });
  const [first, ...rest] = MODE_FIXTURES[mode].map(needed);
  return (first ?? []).filter((name) => rest.every((names) => names.includes(name))).sort();
}

/** The outputs the mode's code sets: Output.<name> in src/modes/<mode>*.ts. */
async function outputsSet(mode: Mode): Promise<string[]> {
  const dir = join(ROOT, 'src/modes');
  const byKey = Output as Record<string, string>;
  const names = new Set<string>();
  for (const file of (await readdir(dir)).filter((name) => name.startsWith(mode))) {
    const text = await readFile(join(dir, file), 'utf8');
    for (const match of text.matchAll(/\bOutput\.(\w+)/g)) names.add(byKey[match[1] ?? ''] ?? '');
  }
  return [...names].sort();
}

describe.each(MODES)('%s/action.yml', (mode) => {
  it('declares exactly the inputs the mode reads, required where the mode refuses to go without', async () => {
    const { action } = await modeAction(mode);
    expect(Object.keys(action.inputs).sort()).toEqual(inputsRead(mode));
    const required = Object.entries(action.inputs)
      .filter(([, spec]) => spec.required)
      .map(([name]) => name)
      .sort();
    expect(required).toEqual(inputsNeeded(mode));
  });

  it('declares exactly the outputs the mode sets, with defaults as in action.yml', async () => {
    const { action } = await modeAction(mode);
    expect(Object.keys(action.outputs ?? {}).sort()).toEqual(await outputsSet(mode));
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (!spec.required) expect(spec.default, name).toBe(root.inputs[name]?.default);
    }
  });

  it('describes each input and output for this mode alone, never by what other modes do', async () => {
    const { action } = await modeAction(mode);
    const described = [...Object.entries(action.inputs), ...Object.entries(action.outputs ?? {})];
    for (const [name, spec] of described) {
      expect(spec.description.length, name).toBeGreaterThan(10);
      expect(spec.description, name).not.toMatch(
        /\b(launch|train|finalize|janitor|warm) modes?\b/i,
      );
    }
  });

  it("passes GitHub's action schema and runs the shared dist/ with its mode", async () => {
    const { text, action } = await modeAction(mode);
    expect(actionProblems(`${mode}/action.yml`, text)).toEqual([]);
    expect(action.runs.using).toBe(root.runs.using);
    const main = resolve(ROOT, mode, action.runs.main);
    expect(existsSync(main), main).toBe(true);
    expect(await readFile(main, 'utf8')).toContain(`await main('${mode}');`);
    expect(resolve(ROOT, mode, action.runs.post)).toBe(join(ROOT, 'dist/post.js'));
  });
});

describe('the per-mode actions', () => {
  it('are what scripts/mode-actions.mjs makes of action.yml', () => {
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/mode-actions.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
