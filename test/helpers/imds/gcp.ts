import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { send, startServer, type LocalServer } from './server.js';

/**
 * The GCE metadata server as documented: `Metadata-Flavor: Google` required
 * (403 without), every answer carries that header and an ETag, and
 * `wait_for_change=true` hangs until the value's ETag differs from
 * `last_etag` (at once if it already does) or `timeout_sec` passes.
 */
export class GcpMetadata {
  private readonly values = new Map<string, string>([
    ['instance/preempted', 'FALSE'],
    ['instance/maintenance-event', 'NONE'],
    ['instance/id', '4567890123'],
  ]);
  private waiters: {
    path: string;
    etag: string | undefined;
    res: ServerResponse;
    timer: NodeJS.Timeout;
  }[] = [];
  server!: LocalServer;
  /** While true, no request is answered, ever: what a hung server does to the clients' requests. */
  private hung = false;

  static async start(): Promise<GcpMetadata> {
    const md = new GcpMetadata();
    md.server = await startServer((req, res) => {
      if (md.hung) return;
      if (req.headers['metadata-flavor'] !== 'Google')
        return send(res, 403, 'Missing Metadata-Flavor:Google header.');
      const url = new URL(req.url ?? '/', 'http://x');
      const path = url.pathname.replace(/^\/computeMetadata\/v1\//, '');
      if (!md.values.has(path)) return send(res, 404, 'Not Found', { 'Metadata-Flavor': 'Google' });
      const lastEtag = url.searchParams.get('last_etag') ?? undefined;
      const waitForChange = url.searchParams.get('wait_for_change') === 'true';
      if (waitForChange && (lastEtag === undefined || lastEtag === md.etag(path))) {
        const timeout = Number(url.searchParams.get('timeout_sec') ?? 3600) * 1000;
        const waiter = {
          path,
          etag: lastEtag,
          res,
          timer: setTimeout(() => md.answer(waiter), timeout),
        };
        md.waiters.push(waiter);
        return;
      }
      md.reply(res, path);
    });
    return md;
  }

  /**
   * Hangs: the hanging GETs waiting now are never answered, nor is any
   * request until `recover`, as when the server stalls and drops what it held.
   */
  hang(): void {
    this.hung = true;
    for (const waiter of this.waiters) clearTimeout(waiter.timer);
    this.waiters = [];
  }

  recover(): void {
    this.hung = false;
  }

  set(path: string, value: string): void {
    this.values.set(path, value);
    for (const waiter of this.waiters.filter((w) => w.path === path)) this.answer(waiter);
  }

  etag(path: string): string {
    return createHash('sha1')
      .update(`${path}=${this.values.get(path) ?? ''}`)
      .digest('hex')
      .slice(0, 16);
  }

  get hangingRequests(): number {
    return this.waiters.length;
  }

  private answer(waiter: (typeof this.waiters)[number]): void {
    clearTimeout(waiter.timer);
    this.waiters = this.waiters.filter((w) => w !== waiter);
    this.reply(waiter.res, waiter.path);
  }

  private reply(res: ServerResponse, path: string): void {
    send(res, 200, this.values.get(path) ?? '', {
      'Metadata-Flavor': 'Google',
      ETag: this.etag(path),
    });
  }
}
