import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * `PUT` with `If-None-Match: *` as AWS S3 honours it (since 2024) and s3rver
 * does not: a put to a key that exists is refused with 412. Without it the
 * store falls back to its candidate protocol, which waits 5 s per claim; a
 * fault-injection lineage makes two claims per attempt. Puts to one key are
 * decided one at a time, so two racing creators cannot both win.
 */
export class ConditionalPuts {
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(private readonly upstream: URL) {}

  /** Whether this request is a conditional create that this class must decide. */
  static applies(req: IncomingMessage): boolean {
    return req.method === 'PUT' && req.headers['if-none-match'] === '*';
  }

  /** Runs `put` unless the object exists (then resolves 'exists'), one call per key at a time. */
  async create<T>(req: IncomingMessage, put: () => Promise<T>): Promise<T | 'exists'> {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const previous = this.tails.get(path) ?? Promise.resolve();
    const turn = previous
      .catch(() => undefined)
      .then(async () => ((await this.exists(path)) ? ('exists' as const) : put()));
    this.tails.set(path, turn);
    try {
      return await turn;
    } finally {
      if (this.tails.get(path) === turn) this.tails.delete(path);
    }
  }

  /** s3rver answers an unsigned HEAD: 200 when the object exists. */
  private exists(path: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const head = httpRequest(
        {
          host: this.upstream.hostname,
          port: this.upstream.port,
          method: 'HEAD',
          path,
          agent: false,
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode === 200);
        },
      );
      head.once('error', reject);
      head.end();
    });
  }
}

export const PRECONDITION_FAILED = {
  code: 'PreconditionFailed',
  message: 'At least one of the pre-conditions you specified did not hold',
};
