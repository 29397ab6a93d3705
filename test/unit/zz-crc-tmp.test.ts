import { it } from 'vitest';
import { randomBytes, createHash } from 'node:crypto';
import { crc32c } from '/work/wt/gcs/test/helpers/gcs-server/gcs-objects.js';
it('speed', () => {
  const b = randomBytes(64 << 20);
  let t = performance.now(); crc32c(b); console.log('crc32c MB/s', 64 / ((performance.now() - t) / 1000));
  t = performance.now(); createHash('md5').update(b).digest(); console.log('md5 MB/s', 64 / ((performance.now() - t) / 1000));
});
