import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Output } from '../../src/action/outputs.js';
import { Input, readTrainSettings } from '../../src/inputs.js';
import { VERSION } from '../../src/version.js';
import { ROOT } from '../helpers/run-dist.js';

interface ActionYml {
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string; post: string };
}

const action = parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

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
    const withDefaults = readTrainSettings((name) => required[name] ?? fixedDefault(name), '/ws');
    const withNothing = readTrainSettings((name) => required[name] ?? '', '/ws');
    expect(withDefaults).toEqual(withNothing);
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
});
