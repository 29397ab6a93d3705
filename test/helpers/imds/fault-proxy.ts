import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { send, startServer, type LocalServer } from './server.js';

/** How a misbehaving metadata service answers while the fault lasts. */
export type MetadataFault = 'hang' | '5xx' | 'reset' | 'garbage';

/**
 * A metadata stand-in behind a proxy that misbehaves on request: answers
 * held without end, 500s, connections reset, 200s with a body no parser
 * takes. `dropInFlight` closes every request it is holding or forwarding,
 * as a metadata server that restarts drops a hanging GET.
 */
export class MetadataFaultProxy {
  fault: MetadataFault | undefined;
  private readonly inFlight = new Set<ServerResponse>();

  private constructor(
    readonly server: LocalServer,
    private readonly target: URL,
  ) {}

  static async start(target: string): Promise<MetadataFaultProxy> {
    // The server answers through the proxy made with it.
    const made: { proxy?: MetadataFaultProxy } = {};
    const server = await startServer((req, res, body) => made.proxy?.handle(req, res, body));
    made.proxy = new MetadataFaultProxy(server, new URL(target));
    return made.proxy;
  }

  dropInFlight(): void {
    for (const res of this.inFlight) res.destroy();
    this.inFlight.clear();
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string): void {
    switch (this.fault) {
      case 'hang':
        this.hold(res);
        return;
      case '5xx':
        send(res, 500, 'internal error');
        return;
      case 'reset':
        res.destroy();
        return;
      case 'garbage':
        send(res, 200, '\u0000{"act', { 'Content-Type': 'application/json' });
        return;
      case undefined:
        this.forward(req, res, body);
    }
  }

  private hold(res: ServerResponse): void {
    this.inFlight.add(res);
    res.once('close', () => this.inFlight.delete(res));
  }

  private forward(req: IncomingMessage, res: ServerResponse, body: string): void {
    this.hold(res);
    const upstream = request(
      {
        host: this.target.hostname,
        port: this.target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.once('close', () => upstream.destroy());
    upstream.end(body);
  }
}
