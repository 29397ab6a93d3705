import { Agent, request } from 'node:http';

export interface MetadataResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export interface MetadataRequest {
  readonly method?: 'GET' | 'PUT' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The whole exchange, connect to last byte. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** On a connection of its own, not the kept-alive ones: for a request sent past a hung one. */
  readonly freshConnection?: boolean;
}

/**
 * A request that got no answer, and whether it got as far as a connection:
 * a server that takes the connection and then fails or stays silent is
 * there, while one that cannot be reached is not.
 */
export class MetadataRequestError extends Error {
  override readonly name = 'MetadataRequestError';
  constructor(
    cause: unknown,
    readonly connected: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Metadata answers are small; a larger one is not a metadata server. */
const MAX_BODY = 1 << 20;

// One kept-alive connection per metadata server: polling every second must
// not cost a TCP handshake each time.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One HTTP exchange with a link-local metadata server, with node:http rather
 * than fetch: the supervisor polls for the life of the VM and should not
 * carry a second HTTP stack in memory for it. Never follows redirects.
 */
export function metadataRequest(url: string, options: MetadataRequest): Promise<MetadataResponse> {
  return new Promise((resolve, reject) => {
    const signals = [
      AbortSignal.timeout(options.timeoutMs),
      ...(options.signal ? [options.signal] : []),
    ];
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.freshConnection ? false : agent,
        signal: AbortSignal.any(signals),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY)
            req.destroy(new Error(`${url} answered with more than ${MAX_BODY} bytes`));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    let connected = false;
    req.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    req.on('error', (error) => reject(new MetadataRequestError(error, connected)));
    req.end(options.body);
  });
}

export function headerValue(response: MetadataResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
