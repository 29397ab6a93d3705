import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  readonly endpoint: string;
  /** Requests forwarded since the last reset, by method. */
  counts(): Record<string, number>;
  reset(): void;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on loopback that streams every request to `upstream` and
 * counts it: the honest number of store requests, whichever client sent
 * them, without buffering a body (so it costs a 256 MiB download little).
 */
export async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const target = new URL(upstream);
  let counts: Record<string, number> = {};
  const server: Server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    counts[method] = (counts[method] ?? 0) + 1;
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    reset: () => {
      counts = {};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
