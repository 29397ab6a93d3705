import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  readonly url: string;
  /** host:port, as GCE_METADATA_HOST takes it. */
  readonly host: string;
  readonly requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

/** An HTTP server on a free loopback port, recording every request. */
export async function startServer(
  handle: (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>,
): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      void Promise.resolve(handle(req, res, Buffer.concat(chunks).toString())).catch(() =>
        res.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function send(
  res: ServerResponse,
  status: number,
  body = '',
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
  res.end(body);
}
