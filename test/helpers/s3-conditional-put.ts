import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * `PUT` with `If-None-Match: *` as AWS S3 honours it (since 2024) and s3rver
 * does not: a put to a key that exists is refused with 412. Without it the
 * store falls back to its candidate protocol, which waits 5 s per claim; a
 * fault-injection lineage makes two claims per attempt. Puts to one key are
 * decided one at a time, so two racing creators cannot both win.
 *
 * What it follows: the Amazon S3 User Guide's "How to prevent object
 * overwrites with conditional writes" and the PutObject/CopyObject
 * reference's IfNoneMatch: the write succeeds only if no object has the key,
 * else 412 Precondition Failed with error code PreconditionFailed (S3's
 * error code list: "At least one of the preconditions that you specified
 * did not hold"), in S3's XML error document (s3-fault-proxy.ts answers it).
 *
 * Where it departs: S3 may answer a conditional write that meets a
 * conflicting operation in flight with 409 ConditionalRequestConflict; here
 * writes to one key queue, so the later one always gets 412 (the store takes
 * both as "another writer won"). Not emulated at all, so passed to s3rver
 * as it is: If-Match, If-None-Match on CompleteMultipartUpload (a POST), a
 * value other than `*`, and S3's rule that conditional writes come over
 * HTTPS or SigV4-signed. An UploadPart carrying the header (S3 documents
 * that UploadPart takes no conditional header) is decided like a PutObject.
 * The existence check is an unsigned HEAD to s3rver, which s3rver allows.
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

/** S3's code and message for a precondition that did not hold (HTTP 412). */
export const PRECONDITION_FAILED = {
  code: 'PreconditionFailed',
  message: 'At least one of the pre-conditions you specified did not hold',
};
