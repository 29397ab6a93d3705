import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACK_MIN, PackBatcher, type Placed } from '../../src/checkpoints/pack-batcher.js';
import { digestOf } from '../../src/store/digest.js';
import { FileStore } from '../../src/store/file/file-store.js';
import type { Digest } from '../../src/store/store.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { tempDir } from '../helpers/temp-dir.js';

/**
 * A batcher putting to a file store, the files' outputs in `dir`/out;
 * `failPuts` fails that many puts first.
 */
async function batcher(failPuts = 0) {
  const dir = await tempDir('packs');
  const store = new FileStore(join(dir, 'store'));
  const puts: string[] = [];
  let failing = failPuts;
  const packer = new PackBatcher({
    ownPrefix: 'lin/run1/',
    logger: new RecordingLogger(),
    put: async (_label, key, localPath): Promise<Digest> => {
      puts.push(key);
      if (failing-- > 0) throw new Error('the store is down');
      return store.putFile(key, localPath);
    },
    slot: (task) => task(),
  });
  /**
   * Writes the files to the outputs (one that goes alone is put from there),
   * then adds them together, as a scan hands over the files it found settled.
   */
  const addAll = async (files: readonly { path: string; data: Buffer; seq: number }[]) => {
    for (const { path, data } of files) {
      const absolute = join(dir, 'out', path);
      await mkdir(dirname(absolute), { recursive: true });
      await writeFile(absolute, data);
    }
    return Promise.allSettled(
      files.map(async ({ path, data, seq }) =>
        packer.put(await packer.reserve(data.length), {
          path,
          absolute: join(dir, 'out', path),
          data,
          key: `lin/run1/files/${path}`,
          seq,
        }),
      ),
    );
  };
  const stored = (key: string) => readFile(join(dir, 'store', key));
  return { packer, puts, addAll, stored };
}

const bytesOf = (i: number) => Buffer.from(`file ${i} `.repeat(1 + (i % 7)));
const shards = (count: number, firstSeq: number) =>
  Array.from({ length: count }, (_, i) => ({
    path: `shards/${i}.bin`,
    data: bytesOf(i),
    seq: firstSeq + i,
  }));

function placedAll(results: PromiseSettledResult<Placed>[]): Placed[] {
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

describe('packs of small files', () => {
  it('puts the files ready together as one object, each found at its offset', async () => {
    const { puts, addAll, stored } = await batcher();
    const placed = placedAll(await addAll(shards(100, 1)));
    expect(puts).toEqual(['lin/run1/files/.pack/1']);
    const pack = await stored('lin/run1/files/.pack/1');
    placed.forEach((where, i) => {
      expect(where.key).toBe('lin/run1/files/.pack/1');
      expect(where.digest).toEqual(digestOf(bytesOf(i)));
      expect(where.pack).toMatchObject(digestOf(pack));
      const offset = where.pack?.offset ?? -1;
      expect(pack.subarray(offset, offset + where.digest.size)).toEqual(bytesOf(i));
    });
  });

  it(`puts fewer than ${PACK_MIN} files each as an object of its own, at its own key`, async () => {
    const { addAll, stored } = await batcher();
    const placed = placedAll(
      await addAll([
        { path: 'config.json', data: Buffer.from('{"a":1}'), seq: 1 },
        { path: 'tokenizer.json', data: Buffer.from('{"b":2}'), seq: 2 },
      ]),
    );
    expect(placed.map((where) => where.key)).toEqual([
      'lin/run1/files/config.json',
      'lin/run1/files/tokenizer.json',
    ]);
    expect(placed.every((where) => where.pack === undefined)).toBe(true);
    expect((await stored('lin/run1/files/config.json')).toString()).toBe('{"a":1}');
  });

  it('fails every file of a pack whose put failed with one error, then packs as before', async () => {
    const { puts, addAll } = await batcher(1);
    const first = await addAll(shards(20, 1));
    expect(first.every((result) => result.status === 'rejected')).toBe(true);
    const reasons = new Set<unknown>(
      first.map((result) => (result.status === 'rejected' ? (result.reason as unknown) : result)),
    );
    expect(reasons.size).toBe(1);
    const again = placedAll(await addAll(shards(20, 21)));
    expect(again.every((where) => where.key === 'lin/run1/files/.pack/21')).toBe(true);
    expect(puts).toEqual(['lin/run1/files/.pack/1', 'lin/run1/files/.pack/21']);
  });

  it('holds back reads beyond 64 at once until an earlier one is handed back', async () => {
    const { packer } = await batcher();
    const tickets = await Promise.all(Array.from({ length: 64 }, () => packer.reserve(10)));
    let admitted = false;
    const waiting = packer.reserve(10).then(() => {
      admitted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(admitted).toBe(false);
    const [ticket] = tickets;
    if (ticket) packer.giveUp(ticket);
    await waiting;
    expect(admitted).toBe(true);
  });
});
