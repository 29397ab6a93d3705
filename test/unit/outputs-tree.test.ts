import { watch } from 'node:fs';
import { appendFile, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { OutputsTree } from '../../src/checkpoints/outputs-tree.js';
import { scanFiles, type FileSignature } from '../../src/checkpoints/scan.js';
import { FakeClock } from '../helpers/fake-clock.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

const trees: OutputsTree[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) tree.close();
});

/** A tree that never reads everything unless told: what it knows came from the watches. */
function watchedOnly(root: string, logger = new RecordingLogger()): OutputsTree {
  const tree = new OutputsTree({ root, clock: systemClock, logger, fullScanShare: 0 });
  trees.push(tree);
  return tree;
}

function plain(files: ReadonlyMap<string, FileSignature>): Record<string, string> {
  const entries = [...files].map(([path, s]): [string, string] => [
    path,
    `${s.size}:${s.mtimeMs}:${s.ino}`,
  ]);
  return Object.fromEntries(entries.sort());
}

/** inotify events reach the process through the event loop, a moment after the change. */
const eventsArrive = (): Promise<void> => delay(60);

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('OutputsTree', () => {
  it.each([7, 11, 23])(
    'after any mix of writes, renames, deletions and new folders, knows what a full scan finds (seed %i)',
    async (seed) => {
      const root = await tempDir('tree');
      const tree = watchedOnly(root);
      await tree.scan(true);
      const next = random(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      const dirs = ['', 'a', 'a/b', 'c'];
      let made = 0;
      for (let round = 0; round < 30; round++) {
        for (let op = 0; op < 8; op++) {
          const dir = join(root, pick(dirs));
          const name = `f${Math.floor(next() * 6)}.pt`;
          const roll = next();
          await mkdir(dir, { recursive: true });
          if (roll < 0.3) await writeFile(join(dir, name), `v${made++}`);
          else if (roll < 0.45) await appendFile(join(dir, name), 'more');
          else if (roll < 0.6) {
            // The atomic-save idiom: a temp file renamed over the old version.
            await writeFile(join(dir, `${name}.tmp`), `r${made++}`);
            await rename(join(dir, `${name}.tmp`), join(dir, name));
          } else if (roll < 0.7) await rm(join(dir, name), { force: true });
          else if (roll < 0.8) {
            // A whole checkpoint folder filled under a temp name, then renamed into place.
            const staging = join(root, `.staging-${made}`);
            await mkdir(join(staging, 'shards'), { recursive: true });
            await writeFile(join(staging, 'shards/0.distcp'), `s${made}`);
            await writeFile(join(staging, '.metadata'), `m${made++}`);
            await rm(join(root, 'step'), { recursive: true, force: true });
            await rename(staging, join(root, 'step'));
          } else if (roll < 0.87)
            await rm(join(root, pick(['a', 'c', 'a/b', 'step'])), {
              recursive: true,
              force: true,
            });
          else if (roll < 0.93) await symlink(join(dir, name), join(dir, `link${made++}`));
          else await writeFile(join(dir, `half.pt.partial`), 'x');
        }
        await eventsArrive();
        const { files } = await tree.scan(false);
        expect(plain(files), `round ${round}`).toEqual(plain(await scanFiles(root)));
      }
    },
  );

  it('says nothing changed while nothing did, and sees the next change', async () => {
    const root = await tempDir('tree');
    await mkdir(join(root, 'logs'));
    for (let i = 0; i < 200; i++) await writeFile(join(root, 'logs', `${i}.json`), `${i}`);
    const tree = watchedOnly(root);
    expect((await tree.scan(false)).files.size).toBe(200);
    await eventsArrive();
    for (let i = 0; i < 3; i++) expect((await tree.scan(false)).changed).toBe(false);
    await appendFile(join(root, 'logs/7.json'), ' and more');
    await eventsArrive();
    const after = await tree.scan(false);
    expect(after.changed).toBe(true);
    expect(after.files.get('logs/7.json')?.size).toBe('7 and more'.length);
  });

  it('finds the outputs again after the trainer removes the whole folder and makes it anew', async () => {
    const root = await tempDir('tree');
    await writeFile(join(root, 'old.pt'), 'old');
    const tree = watchedOnly(root);
    await tree.scan(false);
    await rm(root, { recursive: true });
    await eventsArrive();
    expect((await tree.scan(false)).files.size).toBe(0);
    await mkdir(root);
    await writeFile(join(root, 'new.pt'), 'new');
    await eventsArrive();
    expect([...(await tree.scan(false)).files.keys()]).toEqual(['new.pt']);
  });

  it('where a folder cannot be watched, says so once and finds changes by reading everything', async () => {
    const root = await tempDir('tree');
    await mkdir(join(root, 'ckpt'));
    await writeFile(join(root, 'ckpt/a.pt'), 'a');
    const logger = new RecordingLogger();
    let watches = 0;
    const fullTable = ((...args: Parameters<typeof watch>) => {
      if (++watches > 1)
        throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), {
          code: 'ENOSPC',
        });
      return watch(...args);
    }) as typeof watch;
    // A full scan's share of the time is measured on this clock: none passes, so each one can.
    const tree = new OutputsTree({ root, clock: new FakeClock(), logger, watch: fullTable });
    trees.push(tree);
    await tree.scan(false);
    await writeFile(join(root, 'ckpt/b.pt'), 'b');
    expect([...(await tree.scan(false)).files.keys()].sort()).toEqual(['ckpt/a.pt', 'ckpt/b.pt']);
    expect(logger.text('warning')).toMatch(
      /cannot watch .* for changes: .*ENOSPC.*fs\.inotify\.max_user_watches.*every scan reads all its files/,
    );
    expect(logger.lines.filter((line) => line.level === 'warning')).toHaveLength(1);
  });
});
