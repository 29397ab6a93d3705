import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the price stand-ins share: where they listen, what they were asked, a switch to fail. */
export interface PriceServer {
  readonly url: string;
  /** Every request's method and URL (path and query), in order. */
  readonly requests: string[];
  /** When set, every request is answered with this HTTP status and no price. */
  failWith: number | undefined;
  close(): Promise<void>;
}

export type Handler = (
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
  server: PriceServer,
) => void;

/** An HTTP server on 127.0.0.1 that reads each body whole, then hands it to `handle`. */
export async function serve(
  handle: Handler,
  failure: (response: ServerResponse, status: number) => void,
): Promise<PriceServer> {
  const state: PriceServer = {
    url: '',
    requests: [],
    failWith: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests.push(`${request.method ?? ''} ${request.url ?? ''}`);
      if (state.failWith !== undefined) return failure(response, state.failWith);
      handle(request, Buffer.concat(chunks).toString(), response, state);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { url: `http://127.0.0.1:${port}` });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
