// Reads an OpenSSH public key line ("<type> <base64 blob> [comment]") as
// RFC 4253 section 6.6 lays out the blob: length-prefixed strings, the first
// naming the key type, then the key's own fields (for ssh-rsa: the exponent
// e and the modulus n as mpints; for ssh-ed25519: the 32-byte public key).

export type SshKey =
  | { readonly type: 'ssh-rsa'; readonly bits: number }
  | { readonly type: 'ssh-ed25519'; readonly bytes: number }
  | { readonly type: 'other'; readonly name: string }
  | { readonly type: 'unreadable' };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The length-prefixed strings of an SSH wire-format blob, or undefined if it is cut short. */
function strings(blob: Buffer): Buffer[] | undefined {
  const found: Buffer[] = [];
  let at = 0;
  while (at < blob.length) {
    if (at + 4 > blob.length) return undefined;
    const length = blob.readUInt32BE(at);
    if (at + 4 + length > blob.length) return undefined;
    found.push(blob.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

/** The bit length of a big-endian unsigned integer (an mpint's leading zero bytes skipped). */
function bitLength(bytes: Buffer): number {
  let first = 0;
  while (first < bytes.length && bytes[first] === 0) first++;
  const top = bytes[first];
  if (top === undefined) return 0;
  return (bytes.length - first - 1) * 8 + Math.floor(Math.log2(top)) + 1;
}

export function readSshPublicKey(line: string): SshKey {
  const [type, encoded] = line.trim().split(/\s+/);
  if (type === undefined || encoded === undefined || !BASE64.test(encoded) || encoded.length % 4)
    return { type: 'unreadable' };
  const fields = strings(Buffer.from(encoded, 'base64'));
  if (fields?.[0]?.toString('latin1') !== type) return { type: 'unreadable' };
  if (type === 'ssh-rsa') {
    const [, exponent, modulus] = fields;
    return fields.length === 3 && exponent !== undefined && modulus !== undefined
      ? { type, bits: bitLength(modulus) }
      : { type: 'unreadable' };
  }
  if (type === 'ssh-ed25519') {
    const [, key] = fields;
    return fields.length === 2 && key !== undefined
      ? { type, bytes: key.length }
      : { type: 'unreadable' };
  }
  return { type: 'other', name: type };
}
