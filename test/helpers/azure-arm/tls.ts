// Transport only: no Azure description applies. ARM speaks HTTPS; this gives
// the stand-in a certificate the tests trust.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoopbackCertificate {
  readonly key: string;
  /** Also the CA to trust: the certificate signs itself. */
  readonly cert: string;
}

let cached: LoopbackCertificate | undefined;

/**
 * A self-signed certificate for 127.0.0.1. The Azure SDK sends a bearer
 * token only over https (core-rest-pipeline refuses http outright), so the
 * emulator has to speak TLS. Node cannot write X.509 certificates itself;
 * openssl, present wherever the tests run, does it in a few milliseconds.
 */
export function loopbackCertificate(): LoopbackCertificate {
  if (cached !== undefined) return cached;
  const dir = mkdtempSync(join(tmpdir(), 'azure-arm-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    cached = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
    return cached;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
