import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRunOptions } from '../../src/settings/local-run.js';
import { readTrainSettings } from '../../src/settings/train.js';
import { inputsFrom } from '../helpers/inputs.js';
import { tempDir } from '../helpers/temp-dir.js';

function train(ws: string, inputs: Record<string, string>) {
  return readTrainSettings(
    inputsFrom({ run: 'python train.py', store: 'file:///tmp/spot-train-store', ...inputs }),
    ws,
    undefined,
    ws,
  );
}

function local(cwd: string, ...flags: string[]) {
  return parseRunOptions([...flags, '--', 'python3', 'train.py'], cwd);
}

describe('the action refuses directories that overlap', () => {
  it.each([
    [
      'outputs is the working directory',
      { outputs: '.' },
      /^outputs: "(.*)" is the same directory as working-directory "\1"; every file of the checkout would be uploaded\. Give outputs a directory of its own inside the working directory, such as outputs$/,
    ],
    [
      'outputs contains the restart directory',
      { outputs: 'ckpt', 'restart-dir': 'ckpt/_restart' },
      /^outputs: ".*\/ckpt" contains restart-dir ".*\/ckpt\/_restart"; restored files would be uploaded again, one level deeper on every attempt\. Give outputs and restart-dir directories apart from each other$/,
    ],
    [
      'the restart directory contains outputs',
      { outputs: 'work/ckpt', 'restart-dir': 'work' },
      /^restart-dir: ".*\/work" contains outputs ".*\/work\/ckpt"; restored files would be uploaded again/,
    ],
    [
      'outputs and the restart directory are one',
      { outputs: 'same', 'restart-dir': 'same' },
      /^outputs: ".*\/same" is the same directory as restart-dir/,
    ],
    [
      'the restart directory is the working directory',
      { 'restart-dir': '.' },
      /^restart-dir: ".*" is the same directory as working-directory ".*"; it is emptied at the start of every attempt\. Give restart-dir a directory of its own/,
    ],
  ])('%s', async (_, inputs, message) => {
    const ws = await tempDir('ws');
    await mkdir(join(ws, 'sub'));
    expect(() => train(ws, inputs)).toThrow(message);
  });

  it('outputs that hold the workspace, from a working directory elsewhere', async () => {
    const [ws, elsewhere] = [await tempDir('ws'), await tempDir('elsewhere')];
    expect(() => train(ws, { 'working-directory': elsewhere, outputs: ws })).toThrow(
      /^outputs: ".*" is the same directory as the workspace ".*"; every file of the checkout would be uploaded/,
    );
  });

  it('a file:// store inside outputs, named relative to the workspace', async () => {
    const ws = await tempDir('ws');
    expect(() => train(ws, { store: 'file://outputs/store' })).toThrow(
      /^outputs: ".*\/outputs" contains store ".*\/outputs\/store"; the store would upload itself\. Give outputs and store directories apart from each other$/,
    );
  });

  it('a file:// store inside the restart directory, which is emptied', async () => {
    const ws = await tempDir('ws');
    expect(() => train(ws, { store: `file://${ws}/_restart/store` })).toThrow(
      /^restart-dir: ".*\/_restart" contains store ".*"; the store would be lost: it is emptied at the start of every attempt/,
    );
  });

  it('outputs that reach the restart directory through a link', async () => {
    const ws = await tempDir('ws');
    await mkdir(join(ws, '_restart'));
    await symlink(join(ws, '_restart'), join(ws, 'linked'));
    expect(() => train(ws, { outputs: 'linked' })).toThrow(
      /^outputs: ".*\/linked" is the same directory as restart-dir/,
    );
  });

  it('takes the defaults and a store beside the outputs', async () => {
    const ws = await tempDir('ws');
    const settings = train(ws, { store: 'file://.spot-train-store' });
    expect(settings.outputsDir).toBe(join(ws, 'outputs'));
    expect(settings.restartDir).toBe(join(ws, '_restart'));
  });
});

describe('the CLI refuses directories that overlap', () => {
  it.each([
    [
      ['--outputs', '.'],
      /^--outputs: ".*" is the same directory as the current directory ".*"; the outputs are moved into --work-dir at every restart\. Give --outputs a directory of its own, such as outputs$/,
    ],
    [['--outputs', '.spot-train'], /^--outputs: ".*\/\.spot-train" contains --store/],
    [
      ['--outputs', 'out', '--work-dir', 'out/work'],
      /^--outputs: ".*\/out" contains --work-dir ".*\/out\/work"; the outputs are moved into --work-dir at every restart/,
    ],
    [['--outputs', 'out', '--restart-dir', '.spot-train'], /^--restart-dir: ".*" contains --store/],
    [
      ['--outputs', 'out', '--restart-dir', 'out/r'],
      /^--outputs: ".*\/out" contains --restart-dir/,
    ],
    [['--outputs', 'out', '--store', 'file://out/s'], /^--outputs: ".*\/out" contains --store/],
  ])('%j', async (flags, message) => {
    const cwd = await tempDir('cli');
    expect(() => local(cwd, ...flags)).toThrow(message);
  });

  it('takes the defaults', async () => {
    const cwd = await tempDir('cli');
    expect(local(cwd, '--outputs', 'out').workDir).toBe(join(cwd, '.spot-train/work'));
  });
});

describe('directories that cannot be made', () => {
  it('refuses outputs that name a file', async () => {
    const cwd = await tempDir('cli');
    await writeFile(join(cwd, 'model.pt'), 'x');
    expect(() => local(cwd, '--outputs', 'model.pt')).toThrow(
      /^--outputs: ".*\/model\.pt" is a file; expected a directory$/,
    );
    expect(() => train(cwd, { 'restart-dir': 'model.pt/r' })).toThrow(
      /^restart-dir: ".*\/model\.pt\/r" is inside the file ".*\/model\.pt"; expected a directory$/,
    );
  });

  it.skipIf(process.getuid?.() === 0)('refuses a store under a read-only directory', async () => {
    const cwd = await tempDir('cli');
    await mkdir(join(cwd, 'ro'), { mode: 0o555 });
    expect(() => local(cwd, '--outputs', 'out', '--store', 'file://ro/store')).toThrow(
      /^--store: ".*\/ro\/store" cannot be created, since ".*\/ro" is read-only/,
    );
  });
});
