import { connect as connectTcp, isIP, type OnReadOpts, type Socket } from 'node:net';
import { type ConnectionOptions, connect as connectTls } from 'node:tls';
import { BodyReader, type BodyFlow } from './body-reader.js';
import { parseResponseHead, type ResponseHead } from './response-head.js';

/** The most a response head may take; an object store's is a few hundred bytes. */
const HEAD_LIMIT = 64 << 10;

export interface Origin {
  readonly protocol: 'http:' | 'https:';
  readonly hostname: string;
  readonly port: number;
}

export interface ConnectionSettings {
  /** How long a connection may be silent in a response; 60 s unless set. */
  readonly silenceMs?: number;
  /** Certificates to trust over https in place of Node.js's own. */
  readonly ca?: string | Buffer;
}

export interface Exchange {
  readonly head: ResponseHead;
  /** Undefined when the head gave no Content-Length (the connection is then closed). */
  readonly body: BodyReader | undefined;
}

/**
 * How long a connection may be silent, waiting for a response head or
 * between two reads of a body, before the request fails (and the SDK, or
 * the restore's own retry, tries again).
 */
const SILENCE_MS = 60_000;

/**
 * How long an idle connection is kept for the next request. Servers close
 * idle connections after a while of their own (S3 after some seconds);
 * a request sent on one the server has just closed is sent again on a new
 * one (see ConnectionPool), but the fewer of those the better.
 */
const IDLE_MS = 4_000;

/**
 * One keep-alive HTTP/1.1 connection that reads into buffers of its own
 * (the socket's `onread`), one request at a time. Node.js otherwise
 * allocates a 64 KiB Buffer per socket read: a 512 MiB restore made ~8,000
 * of them, and V8 ran a full collection for each 64 MiB not yet collected.
 */
export class RawConnection implements BodyFlow {
  private readonly socket: Socket;
  private readonly silenceMs: number;
  private readonly headBuffer = Buffer.allocUnsafeSlow(HEAD_LIMIT);
  private headFilled = 0;
  private pending:
    { resolve: (exchange: Exchange) => void; reject: (error: Error) => void } | undefined;
  private body: BodyReader | undefined;
  private keepAlive = true;
  private closed: Error | undefined;
  private stopWatchingAbort: (() => void) | undefined;
  /** Bytes of the current response seen, head included. */
  private seen = 0;

  constructor(
    origin: Origin,
    settings: ConnectionSettings,
    private readonly onIdle: (connection: RawConnection) => void,
    private readonly onClosed: (connection: RawConnection) => void,
  ) {
    this.silenceMs = settings.silenceMs ?? SILENCE_MS;
    const onread: OnReadOpts = {
      buffer: () => this.nextBuffer(),
      callback: (count: number, buffer: Uint8Array) => this.bytesRead(count, buffer),
    };
    const { hostname, port } = origin;
    // tls.connect takes `onread` too (Node.js docs, tls.connect); its types omit it.
    const tlsOptions: ConnectionOptions & { onread: OnReadOpts } = {
      host: hostname,
      port,
      onread,
      ...(isIP(hostname) ? {} : { servername: hostname }),
      ...(settings.ca === undefined ? {} : { ca: settings.ca }),
    };
    this.socket =
      origin.protocol === 'https:'
        ? connectTls(tlsOptions)
        : connectTcp({ host: hostname, port, onread });
    this.socket.setNoDelay(true);
    this.socket.setTimeout(this.silenceMs);
    this.socket.on('timeout', () => {
      const seconds = (this.socket.timeout ?? this.silenceMs) / 1000;
      const error = new Error(`no byte from ${hostname}:${port} for ${seconds} s`);
      error.name = 'TimeoutError';
      this.discard(error);
    });
    this.socket.on('error', (error) => this.close(error));
    this.socket.on('end', () => this.close());
    this.socket.on('close', () => this.close());
  }

  /** True while the connection can take another request. */
  get usable(): boolean {
    return !this.closed && !this.pending && !this.body;
  }

  /** True when the connection failed before any byte of the current response. */
  get silent(): boolean {
    return this.seen === 0;
  }

  /** Sends a request head (the request has no body) and resolves with the response head. */
  request(head: string, signal?: AbortSignal): Promise<Exchange> {
    if (!this.usable) throw new Error('the connection is busy or closed');
    this.seen = 0;
    this.socket.ref();
    this.socket.setTimeout(this.silenceMs);
    return new Promise<Exchange>((resolve, reject) => {
      this.pending = { resolve, reject };
      if (signal?.aborted) {
        this.discard(abortError(signal));
        return;
      }
      if (signal) {
        const abort = () => this.discard(abortError(signal));
        signal.addEventListener('abort', abort, { once: true });
        this.stopWatchingAbort = () => signal.removeEventListener('abort', abort);
      }
      this.socket.write(head, 'latin1');
      this.socket.resume();
    });
  }

  resume(): void {
    if (!this.closed) this.socket.resume();
  }

  /** Closes the connection, failing whatever response it is reading. */
  discard(error?: Error): void {
    this.close(error ?? new Error('the response was not read to its end'));
    this.socket.destroy();
  }

  private nextBuffer(): Uint8Array {
    if (this.body) return this.body.nextBuffer();
    return this.headBuffer.subarray(this.headFilled);
  }

  private bytesRead(count: number, buffer: Uint8Array): boolean {
    this.seen += count;
    const body = this.body;
    if (body) {
      const more = body.bytesRead(count, buffer);
      if (body.received) this.bodyDone();
      return more;
    }
    if (!this.pending) {
      this.discard(new Error('the server sent bytes nobody asked for'));
      return false;
    }
    this.headFilled += count;
    return this.headArrived();
  }

  /** Parses the head once it is whole; returns whether to read on. */
  private headArrived(): boolean {
    const bytes = this.headBuffer.subarray(0, this.headFilled);
    let head: ResponseHead | undefined;
    try {
      head = parseResponseHead(bytes);
      if (!head && this.headFilled === HEAD_LIMIT)
        throw new Error(`a response head of more than ${HEAD_LIMIT} bytes`);
    } catch (error) {
      this.discard(error as Error);
      return false;
    }
    if (!head) return true;
    const pending = this.pending;
    this.pending = undefined;
    if (head.status < 200) {
      // Interim responses (100 Continue) are not expected for a request
      // without a body; a full client handles them.
      pending?.resolve({ head: { ...head, length: undefined }, body: undefined });
      this.discard(new Error('an interim response'));
      return false;
    }
    if (head.length === undefined) {
      pending?.resolve({ head, body: undefined });
      this.discard(new Error('a body framed without Content-Length'));
      return false;
    }
    const rest = bytes.subarray(head.headBytes);
    if (rest.length > head.length) {
      pending?.reject(new Error('the server sent more bytes than its Content-Length'));
      this.discard();
      return false;
    }
    const body = new BodyReader(head.length, rest, this);
    this.body = body;
    this.keepAlive = head.keepAlive;
    pending?.resolve({ head, body });
    if (body.received) this.bodyDone();
    return false;
  }

  private bodyDone(): void {
    this.body = undefined;
    this.stopWatchingAbort?.();
    this.stopWatchingAbort = undefined;
    if (!this.keepAlive) {
      this.discard(new Error('the server closes the connection after the response'));
      return;
    }
    // Set before the socket asks where its next read goes (right after this).
    this.headFilled = 0;
    this.socket.setTimeout(IDLE_MS);
    this.socket.unref();
    this.onIdle(this);
  }

  private close(error?: Error): void {
    if (this.closed) return;
    this.closed = error ?? new Error('the server closed the connection');
    const failure = withCode(
      this.seen === 0
        ? this.closed
        : new Error(
            `the connection failed ${this.seen} bytes into the response: ${this.closed.message}`,
            { cause: this.closed },
          ),
      error,
    );
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(failure);
    this.body?.fail(failure);
    this.body = undefined;
    this.stopWatchingAbort?.();
    this.socket.destroy();
    this.onClosed(this);
  }
}

/** A lost connection carries ECONNRESET (or the socket's own code): the SDK retries those. */
function withCode(error: Error, cause: Error | undefined): Error {
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return error;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? 'ECONNRESET';
  return Object.assign(error, { code });
}

function abortError(signal: AbortSignal): Error {
  const error = new Error('the request was aborted', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}
