import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Blob permissions as a shared access signature spells them. */
export type Permission = 'r' | 'cw' | 'd';

export interface SignOptions {
  readonly permission: Permission;
  readonly ttlMs: number;
  /** Content-Disposition to serve (Azure's `rscd` response override). */
  readonly disposition?: string;
}

/**
 * Signs and checks blob URLs the way a SAS does in spirit: the signature covers
 * the path, permission, expiry and response overrides, so a test (or a bug)
 * that edits any of them gets 403 rather than the bytes.
 */
export class UrlSigner {
  private readonly key = randomBytes(32);

  constructor(private readonly now: () => Date) {}

  sign(origin: string, path: string, options: SignOptions): string {
    const expiry = new Date(this.now().getTime() + options.ttlMs).toISOString();
    const params = new URLSearchParams({
      sv: '2025-05-05',
      sr: 'b',
      sp: options.permission,
      se: expiry,
    });
    if (options.disposition !== undefined) params.set('rscd', options.disposition);
    params.set('sig', this.signature(path, params));
    return `${origin}${path}?${params.toString()}`;
  }

  /** Why the URL may not be used for `needed`, or undefined if it may. */
  refusal(url: URL, needed: 'r' | 'w' | 'd'): string | undefined {
    const sig = url.searchParams.get('sig');
    if (!sig) return 'the URL carries no signature';
    const expected = Buffer.from(this.signature(url.pathname, url.searchParams));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return 'the signature does not match the URL';
    }
    const expiry = Date.parse(url.searchParams.get('se') ?? '');
    if (!(expiry > this.now().getTime())) return 'the signature has expired';
    if (!(url.searchParams.get('sp') ?? '').includes(needed)) {
      return `the signature does not grant "${needed}"`;
    }
    return undefined;
  }

  private signature(path: string, params: URLSearchParams): string {
    const signed = ['sv', 'sr', 'sp', 'se', 'rscd'].map((k) => params.get(k) ?? '');
    return createHmac('sha256', this.key)
      .update([path, ...signed].join('\n'))
      .digest('base64');
  }
}
