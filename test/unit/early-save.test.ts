import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CacheSpec } from '../../src/cache/cache-spec.js';
import { EarlySave, type SaveWorker } from '../../src/cache/early-save.js';
import { systemClock } from '../../src/base/clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const SPEC: CacheSpec = {
  paths: ['.pip-cache'],
  key: 'spot-train-Linux-train.yml-k',
  restoreKeys: ['spot-train-Linux-train.yml-'],
  backend: 'github',
  maxSizeBytes: 1 << 30,
  cwd: '/',
};

/** A stand-in for dist/cache-save.js: node running `script` with SPEC RESULT as argv[1..2]. */
const worker = (script: string): SaveWorker => ({
  command: process.execPath,
  args: ['-e', script],
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function earlySave(script: string, restoredExactKey = false) {
  const temp = await tempDir('early-save');
  const logger = new RecordingLogger();
  const commands: string[] = [];
  const save = new EarlySave({
    spec: SPEC,
    restoredExactKey,
    temp,
    worker: worker(script),
    env: { PATH: process.env.PATH, INPUT_GITHUB_TOKEN: 'ghs_input_secret' },
    clock: systemClock,
    logger,
    commandOut: (line) => commands.push(line),
  });
  return { save, logger, commands, temp };
}

describe('the early cache save', () => {
  it("passes the save's workflow commands through unchanged, so a secret it masks is never printed first", async () => {
    const { save, logger, commands } = await earlySave(`
      const fs = require('node:fs');
      console.log('::add-mask::sig=abc123');
      console.log('Cache Size: ~1 MB');
      console.log(process.env.INPUT_GITHUB_TOKEN ?? 'no inputs');
      fs.writeFileSync(process.argv[2], JSON.stringify({ state: 'saved', bytes: 5, ms: 7 }));
    `);
    save.start();
    expect(await save.finish(60_000)).toEqual({ state: 'saved', bytes: 5, ms: 7 });
    expect(commands).toEqual(['::add-mask::sig=abc123']);
    expect(logger.text('info')).toContain('cache save: Cache Size: ~1 MB');
    expect(logger.text('info')).toContain('cache save: no inputs');
    expect(logger.text()).not.toContain('abc123');
  });

  it('a notice kills the save and everything it started (tar, zstd), at once', async () => {
    const { save, temp } = await earlySave(`
      const { spawn } = require('node:child_process');
      const { dirname, join } = require('node:path');
      const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
      require('node:fs').writeFileSync(join(dirname(process.argv[1]), 'pid'), String(sleeper.pid));
      setTimeout(() => {}, 30_000);
    `);
    save.start();
    const pidFile = join(temp, 'pid');
    await eventually(async () => expect(await readFile(pidFile, 'utf8')).toMatch(/^\d+$/));
    const sleeper = Number(await readFile(pidFile, 'utf8'));
    expect(alive(sleeper)).toBe(true);
    const before = Date.now();
    save.cancel('a preemption notice came first');
    const report = await save.finish(60_000);
    expect(Date.now() - before).toBeLessThan(2000);
    expect(report).toMatchObject({ state: 'cancelled', why: 'a preemption notice came first' });
    await eventually(() => expect(alive(sleeper)).toBe(false));
  });

  it('saves nothing when the warm step restored this very key, and says why', async () => {
    const { save, logger } = await earlySave('process.exit(3)', true);
    save.start();
    expect(await save.finish(1000)).toEqual({
      state: 'cached',
      why: 'restored from spot-train-Linux-train.yml-k already',
    });
    expect(logger.text()).not.toContain('background');
  });

  it('a notice before the first step means no save is ever started', async () => {
    const { save } = await earlySave('process.exit(3)');
    save.cancel('a preemption notice came first');
    save.start();
    expect(await save.finish(1000)).toEqual({
      state: 'not-started',
      why: 'a preemption notice came first',
    });
  });
});
