import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

// An SSH wire-format string: a 4-byte big-endian length, then the bytes.
function field(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

// An SSH mpint is a positive big-endian integer; a set high bit would make it
// negative, so such a number gets a leading zero byte.
function mpint(base64url: string): Buffer {
  const bytes = Buffer.from(base64url, 'base64url');
  const first = bytes[0] ?? 0;
  return field(first >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/**
 * The public half of a fresh RSA key whose private half is dropped at once.
 * Azure will not create a Linux VM with password login switched off unless
 * it is given a key, and it takes only ssh-rsa keys of at least 2048 bits.
 * Nobody can log in with this one: the runner needs no inbound access.
 */
export async function throwawaySshPublicKey(): Promise<string> {
  const { publicKey } = await generate('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.n === undefined || jwk.e === undefined) {
    throw new Error('node:crypto returned an RSA public key without its modulus or exponent');
  }
  const blob = Buffer.concat([field(Buffer.from('ssh-rsa')), mpint(jwk.e), mpint(jwk.n)]);
  return `ssh-rsa ${blob.toString('base64')} spot-train-throwaway`;
}
