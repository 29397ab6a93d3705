import { randomBytes } from 'node:crypto';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * A runtime token shaped like the one a runner hands to a job. @actions/artifact
 * only decodes the payload (for the `scp` claim) and never checks the signature,
 * so the signature is random bytes: the emulator accepts a token only if it is
 * byte-for-byte one it issued, which is what makes forging one fail.
 */
export function runtimeToken(runBackendId: string, jobBackendId: string, nowMs: number): string {
  const issuedAt = Math.floor(nowMs / 1000);
  const header = { typ: 'JWT', alg: 'RS256', x5t: base64url(randomBytes(20)) };
  const payload = {
    scp: `Actions.ExampleScope Actions.Results:${runBackendId}:${jobBackendId}`,
    iss: 'vstoken.actions.githubusercontent.com',
    aud: 'vso:artifact-emulator',
    nbf: issuedAt,
    iat: issuedAt,
    exp: issuedAt + 6 * 3600,
  };
  return [
    base64url(JSON.stringify(header)),
    base64url(JSON.stringify(payload)),
    base64url(randomBytes(64)),
  ].join('.');
}

/** A token in the form of an installation token (what GITHUB_TOKEN is). */
export function githubToken(): string {
  return `ghs_${randomBytes(27).toString('base64url').replace(/[-_]/g, 'x').slice(0, 36)}`;
}
