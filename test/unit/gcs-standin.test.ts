import { randomBytes } from 'node:crypto';
import { CRC32C, type GetFilesOptions } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGcs, type LocalGcs } from '../helpers/gcs.js';

let gcs: LocalGcs;
beforeAll(async () => {
  gcs = await startGcs();
});
afterAll(async () => {
  await gcs.close();
});

function statusOf(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

describe('the GCS stand-in, through @google-cloud/storage', () => {
  it('stores what multipart and resumable uploads send, and serves it whole and in ranges', async () => {
    const bucket = gcs.client().bucket(gcs.bucket);
    const small = randomBytes(1000);
    const large = randomBytes((3 << 20) + 17);
    await bucket.file('a/small.bin').save(small, { resumable: false });
    // A resumable upload in 256 KiB chunks, the client's own session protocol.
    await bucket.file('a/large.bin').save(large, { resumable: true, chunkSize: 256 << 10 });
    const [back] = await bucket.file('a/large.bin').download();
    expect(back.equals(large)).toBe(true);
    expect((await bucket.file('a/small.bin').download())[0].equals(small)).toBe(true);
    const [slice] = await bucket.file('a/large.bin').download({ start: 100, end: 199 });
    expect(slice.equals(large.subarray(100, 200))).toBe(true);
    const [metadata] = await bucket.file('a/large.bin').getMetadata();
    expect(Number(metadata.size)).toBe(large.length);
    expect(Number(metadata.generation)).toBeGreaterThan(0);
    expect(metadata.metageneration).toBe('1');
  });

  it('answers 416 for a range past the end and 404 for what is missing', async () => {
    const bucket = gcs.client().bucket(gcs.bucket);
    await bucket.file('r/short').save('0123456789', { resumable: false });
    const past = await bucket
      .file('r/short')
      .download({ start: 50, end: 60 })
      .catch((error: unknown) => error);
    expect(statusOf(past)).toBe(416);
    const missing = await bucket
      .file('r/none')
      .download()
      .catch((error: unknown) => error);
    expect(statusOf(missing)).toBe(404);
    expect(String(missing)).toContain('No such object: checkpoints/r/none');
    const noBucket = await gcs
      .client()
      .bucket('absent-bucket')
      .file('x')
      .download()
      .catch((error: unknown) => error);
    expect(String(noBucket)).toContain('The specified bucket does not exist.');
  });

  it('lists by prefix, folds folders with a delimiter, and pages', async () => {
    const bucket = gcs.client().bucket(gcs.bucket);
    for (const name of ['l/1', 'l/2', 'l/d/x', 'l/d/y', 'l/e/z', 'm/other'])
      await bucket.file(name).save(name, { resumable: false });
    const [files, , response] = await bucket.getFiles({
      prefix: 'l/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect(files.map((file) => file.name)).toEqual(['l/1', 'l/2']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['l/d/', 'l/e/']);
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const [page, next]: [{ name: string }[], unknown, unknown] = await bucket.getFiles({
        prefix: 'l/',
        maxResults: 2,
        autoPaginate: false,
        ...(pageToken ? { pageToken } : {}),
      });
      seen.push(...page.map((file) => file.name));
      pageToken = (next as GetFilesOptions | null)?.pageToken;
      pages++;
    } while (pageToken);
    expect(seen).toEqual(['l/1', 'l/2', 'l/d/x', 'l/d/y', 'l/e/z']);
    expect(pages).toBe(3);
  });

  it('honours ifGenerationMatch: 0 creates once, a stale generation is refused with 412', async () => {
    const file = gcs.client().bucket(gcs.bucket).file('p/claim');
    await file.save('first', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    const again = await file
      .save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } })
      .catch((error: unknown) => error);
    expect(statusOf(again)).toBe(412);
    expect(String(again)).toContain('pre-conditions you specified did not hold');
    const [{ generation }] = await file.getMetadata();
    await file.save('third', {
      resumable: false,
      preconditionOpts: { ifGenerationMatch: Number(generation) },
    });
    const stale = await file
      .delete({ ifGenerationMatch: Number(generation) })
      .catch((error: unknown) => error);
    expect(statusOf(stale)).toBe(412);
    expect((await file.download())[0].toString()).toBe('third');
  });

  it('composes up to 32 components in order, and refuses 33', async () => {
    const bucket = gcs.client().bucket(gcs.bucket);
    const parts = Array.from({ length: 33 }, (_, index) => bucket.file(`c/part-${index}`));
    for (const [index, part] of parts.entries())
      await part.save(`<${index}>`, { resumable: false });
    await bucket.combine(parts.slice(0, 32), bucket.file('c/whole'));
    const [whole] = await bucket.file('c/whole').download();
    expect(whole.toString()).toBe(Array.from({ length: 32 }, (_, i) => `<${i}>`).join(''));
    const [metadata] = await bucket.file('c/whole').getMetadata();
    expect(metadata.componentCount).toBe(32);
    expect(metadata.md5Hash).toBeUndefined();
    // Derived from the components' CRC32Cs, it must still be the CRC32C of the bytes.
    const crc = new CRC32C();
    crc.update(whole);
    expect(metadata.crc32c).toBe(crc.toString());
    const tooMany = await bucket
      .combine(parts, bucket.file('c/too-many'))
      .catch((error: unknown) => error);
    expect(statusOf(tooMany)).toBe(400);
  });

  it('answers 503 or drops requests when the fault hook says so', async () => {
    const file = gcs.client().bucket(gcs.bucket).file('f/x');
    await file.save('x', { resumable: false });
    gcs.setFaults(() => 'unavailable');
    const unavailable = await file.download().catch((error: unknown) => error);
    gcs.setFaults(() => 'drop');
    const dropped = await file.download().catch((error: unknown) => error);
    gcs.setFaults(undefined);
    expect(statusOf(unavailable)).toBe(503);
    expect(dropped).toBeInstanceOf(Error);
    expect((await file.download())[0].toString()).toBe('x');
  });
});
