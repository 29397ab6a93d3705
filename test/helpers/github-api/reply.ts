import type { IncomingMessage, ServerResponse } from 'node:http';

/** A response a route computes; the server checks it against the description, then sends it. */
export interface Reply {
  readonly status: number;
  /** JSON body; undefined for none (204). */
  readonly json?: unknown;
  /** A non-JSON body (a raw file), sent as-is. */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** GitHub's error body: message, documentation_url, and the status as a string. */
export function errorReply(
  status: number,
  message: string,
  documentationUrl: string,
  headers: Record<string, string> = {},
): Reply {
  return {
    status,
    json: { message, documentation_url: documentationUrl, status: String(status) },
    headers,
  };
}

export const restDocs = 'https://docs.github.com/rest';

export async function readBody(req: IncomingMessage, limit = 1 << 20): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new Error(`request body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(
  res: ServerResponse,
  reply: Reply,
  extraHeaders: Record<string, string>,
): void {
  const text = reply.raw ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
  const type =
    reply.raw !== undefined
      ? 'application/vnd.github.raw; charset=utf-8'
      : 'application/json; charset=utf-8';
  res.writeHead(reply.status, {
    ...(text === '' ? {} : { 'content-type': type }),
    'content-length': String(Buffer.byteLength(text)),
    ...extraHeaders,
    ...reply.headers,
  });
  res.end(text);
}
