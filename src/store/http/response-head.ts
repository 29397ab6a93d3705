/** The status line and headers of an HTTP/1.1 response. */
export interface ResponseHead {
  readonly status: number;
  readonly reason: string;
  /** Lower-cased names; a header sent more than once is joined with ", ". */
  readonly headers: Record<string, string>;
  /** How many bytes of the buffer the head took, its closing blank line included. */
  readonly headBytes: number;
  /**
   * The body's length from Content-Length, or undefined when the body is
   * framed another way (chunked, or ended by closing the connection): the
   * caller then hands the request to a full HTTP client.
   */
  readonly length: number | undefined;
  /** False when the server will close the connection after this response. */
  readonly keepAlive: boolean;
}

const END_OF_HEAD = Buffer.from('\r\n\r\n');
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: (.*))?$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;

/**
 * Parses a response head from the first bytes of a response, or returns
 * undefined while its closing blank line has not arrived. Throws on a head
 * that is not HTTP/1.x as RFC 9112 writes it (obsolete line folding
 * included: nothing a server of objects sends needs it), and on a
 * Content-Length that is not one decimal number, since a body read to the
 * wrong length would be written to the wrong bytes of a file.
 */
export function parseResponseHead(bytes: Buffer): ResponseHead | undefined {
  const end = bytes.indexOf(END_OF_HEAD);
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
  const status = STATUS_LINE.exec(statusLine);
  if (!status) throw new Error(`not an HTTP/1.x status line: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const header = HEADER_LINE.exec(line);
    if (!header?.[1]) throw new Error(`not an HTTP header line: ${JSON.stringify(line)}`);
    const name = header[1].toLowerCase();
    const value = header[2] ?? '';
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const connection = (headers.connection ?? '').toLowerCase();
  const http10 = status[1] === '0';
  return {
    status: Number(status[2]),
    reason: status[3] ?? '',
    headers,
    headBytes: end + END_OF_HEAD.length,
    length: bodyLength(headers),
    keepAlive: http10 ? /\bkeep-alive\b/.test(connection) : !/\bclose\b/.test(connection),
  };
}

function bodyLength(headers: Record<string, string>): number | undefined {
  if (headers['transfer-encoding'] !== undefined) return undefined;
  const text = headers['content-length'];
  if (text === undefined) return undefined;
  // A repeated header arrives joined; equal copies are allowed (RFC 9110, 8.6).
  const values = new Set(text.split(',').map((value) => value.trim()));
  const [only] = values;
  if (values.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) {
    throw new Error(`Content-Length "${text}" is not one length`);
  }
  return Number(only);
}
