import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Output } from '../../src/action/outputs.js';
import { DEFAULTS } from '../../src/settings/defaults.js';
import { Input } from '../../src/settings/input-names.js';
import { readTrainSettings } from '../../src/settings/train.js';
import { VERSION } from '../../src/base/version.js';
import { ROOT } from '../helpers/run-dist.js';
import { actionProblems } from '../helpers/workflow-checks.js';

interface ActionYml {
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string; post: string };
}

const text = await readFile(join(ROOT, 'action.yml'), 'utf8');
const action = parse(text) as ActionYml;

// A small action.yml in the shape of the real one, for the syntax check to trip over.
const SAMPLE = `name: sample
description: A small action in the shape of action.yml
author: spot-train
branding:
  icon: zap
  color: orange
inputs:
  mode:
    description: What this step does
    required: true
  run:
    description: The training command
    required: false
    default: ''
outputs:
  outcome:
    description: completed or failed
runs:
  using: node24
  main: dist/main.js
  post: dist/post.js
`;

describe('action.yml', () => {
  it('declares every input the code reads and reads every input it declares', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Input).sort());
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Output).sort());
  });

  it('describes every input and output', () => {
    for (const [name, spec] of [
      ...Object.entries(action.inputs),
      ...Object.entries(action.outputs),
    ]) {
      expect(spec.description?.length ?? 0, name).toBeGreaterThan(20);
    }
  });

  it('gives the same defaults as the code, so the CLI and the action agree', () => {
    const required: Record<string, string> = {
      [Input.run]: 'python train.py',
      [Input.store]: 'file:///tmp/store',
    };
    // An expression default (`${{ github.token }}`) is the runner's to fill in.
    const fixedDefault = (name: string) => {
      const value = action.inputs[name]?.default ?? '';
      return value.startsWith('${{') ? '' : value;
    };
    const withDefaults = readTrainSettings(
      (name) => required[name] ?? fixedDefault(name),
      tmpdir(),
    );
    const withNothing = readTrainSettings((name) => required[name] ?? '', tmpdir());
    expect(withDefaults).toEqual(withNothing);
  });

  it('declares the defaults the settings table holds, for every input but cloud', () => {
    const declared = Object.entries(action.inputs).flatMap(([name, spec]) =>
      spec.default === undefined || spec.default === '' || spec.default.startsWith('${{')
        ? []
        : [[name, spec.default] as const],
    );
    // The train mode watches `auto`; launch, finalize and the janitor need a cloud named.
    expect(action.inputs[Input.cloud]?.default).toBe('auto');
    expect(DEFAULTS).toEqual(Object.fromEntries(declared.filter(([name]) => name !== Input.cloud)));
  });

  it('runs the built entries on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/main.js', post: 'dist/post.js' });
  });

  it('reports the version package.json has', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });

  it("follows GitHub's metadata syntax, by GitHub's action schema and stricter", () => {
    expect(actionProblems('action.yml', text)).toEqual([]);
  });

  it('its syntax check passes the sample it is shown failing on below', () => {
    expect(actionProblems('action.yml', SAMPLE)).toEqual([]);
  });

  it.each([
    [
      'an unknown top-level key',
      'branding:',
      'brandig:',
      /Line: \d+, Col: 1\): Unexpected value 'brandig'/,
    ],
    [
      'an icon Feather does not have',
      'icon: zap',
      'icon: lightning',
      /Unexpected value 'lightning'/,
    ],
    ['a color GitHub does not offer', 'color: orange', 'color: pink', /Unexpected value 'pink'/],
    [
      'a runtime GitHub does not run',
      'using: node24',
      'using: node99',
      /Unexpected value 'node99'/,
    ],
    [
      'an unknown key in runs',
      'post: dist/post.js',
      'post: dist/post.js\n  post_if: always()',
      /Unexpected value 'post_if'/,
    ],
    [
      'a required that is not a boolean',
      'required: true',
      "required: 'yes'",
      /Unexpected value 'yes'/,
    ],
    [
      'an unknown key in an input',
      'required: true',
      'required: true\n    requird: true',
      /input "mode" has key "requird"/,
    ],
    [
      'a value on an output of a node action',
      'description: completed or failed',
      'description: completed or failed\n    value: x',
      /output "outcome" has key "value"; expected description$/,
    ],
    ['an input id with a space', '  mode:\n', '  the mode:\n', /input "the mode" is not an id/],
    [
      'inputs that differ only in case',
      '  run:\n',
      '  Mode:\n    description: twice\n  run:\n',
      /\(Line: \d+, Col: 3\): 'Mode' is already defined/,
    ],
  ])('its syntax check rejects %s', (_what, from, to, message) => {
    const changed = SAMPLE.replace(from, to);
    expect(changed).not.toBe(SAMPLE);
    expect(actionProblems('action.yml', changed)).toEqual([expect.stringMatching(message)]);
  });
});
