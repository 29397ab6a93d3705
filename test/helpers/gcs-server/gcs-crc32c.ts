/* eslint-disable @typescript-eslint/no-non-null-assertion -- a hot loop over 256-entry tables indexed by bytes: every index is in range */

/** CRC32C (Castagnoli) with slicing-by-8 tables: eight bytes a step, some ten times a bytewise loop. */
const TABLES = (() => {
  const tables = Array.from({ length: 8 }, () => new Uint32Array(256));
  const first = tables[0]!;
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    first[n] = c >>> 0;
  }
  for (let t = 1; t < 8; t++)
    for (let n = 0; n < 256; n++) {
      const previous = tables[t - 1]![n]!;
      tables[t]![n] = first[previous & 0xff]! ^ (previous >>> 8);
    }
  return tables;
})();

export function crc32c(data: Buffer): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = TABLES as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  let crc = 0xffffffff;
  let i = 0;
  for (const end = data.length - (data.length % 8); i < end; i += 8) {
    const low = (crc ^ data.readUInt32LE(i)) >>> 0;
    crc =
      t7[low & 0xff]! ^
      t6[(low >>> 8) & 0xff]! ^
      t5[(low >>> 16) & 0xff]! ^
      t4[low >>> 24]! ^
      t3[data[i + 4]!]! ^
      t2[data[i + 5]!]! ^
      t1[data[i + 6]!]! ^
      t0[data[i + 7]!]!;
  }
  for (; i < data.length; i++) crc = t0[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Big-endian and base64, as GCS reports a CRC32C. */
export function crc32cText(crc: number): string {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc >>> 0);
  return out.toString('base64');
}

function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function square(into: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) into[n] = times(matrix, matrix[n]!);
}

/**
 * The CRC32C of A followed by B from crc(A), crc(B) and B's length: B's
 * length in zero bits is applied to crc(A) by repeated squaring of the
 * one-zero-bit operator over GF(2), as zlib's crc32_combine does for CRC-32.
 */
export function crc32cCombine(first: number, second: number, secondLength: number): number {
  if (secondLength === 0) return first;
  const odd = new Uint32Array(32);
  const even = new Uint32Array(32);
  odd[0] = 0x82f63b78;
  for (let n = 1; n < 32; n++) odd[n] = 1 << (n - 1);
  square(even, odd);
  square(odd, even);
  let crc = first;
  let length = secondLength;
  for (;;) {
    square(even, odd);
    if (length % 2 === 1) crc = times(even, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
    square(odd, even);
    if (length % 2 === 1) crc = times(odd, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
  }
  return (crc ^ second) >>> 0;
}
