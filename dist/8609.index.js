export const id = 8609;
export const ids = [8609];
export const modules = {

/***/ 9841:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ BodyReader)
/* harmony export */ });
/* unused harmony export SLAB_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);


/**
 * The size of the buffers a body is read into, and of each write to the
 * file. Socket reads land in one back to back and it goes to the file in
 * one write once full. Not larger: for a larger write Linux (6.x, ext4)
 * allocates page-cache folios of that size, and measured on 532 MiB restores
 * just after an upload, 256 KiB writes took 1.1 to 2.2 s of system time
 * against 0.4 to 0.7 s with 64 KiB ones, nearly all of it in the kernel's
 * copy into those folios. Not smaller: 32 KiB took more CPU per byte.
 */
const SLAB_BYTES = 64 << 10;
/**
 * Slab writes a body may have waiting for the disk before its socket is
 * paused. 2, 4, 8 and 16 restored equally fast here; 4 leaves room for a
 * disk that stalls now and then, for 320 KiB per range in flight.
 */
const WRITES_IN_FLIGHT = 4;
/**
 * A write into the page cache that takes longer than this means the disk
 * is holding writes back (dirty pages over the kernel's limit, a network
 * filesystem): the body's later writes then go through the thread pool.
 */
const INLINE_WRITE_LIMIT_MS = 10;
/**
 * The body of one response, `length` bytes long, read from a socket into
 * buffers of its own rather than a new Buffer per socket read. It is a
 * Readable for anyone who reads it so (the SDK reads error bodies that way),
 * but a download calls writeTo() instead: the bytes then go from the socket
 * to the file through a few reused slabs, with nothing for the garbage
 * collector, and a write per slab instead of one per socket read.
 */
class BodyReader extends node_stream__WEBPACK_IMPORTED_MODULE_1__.Readable {
    length;
    flow;
    mode = 'pending';
    remaining;
    slab;
    filled;
    free = [];
    inFlight = 0;
    paused = false;
    failure;
    fd = -1;
    writeInline = true;
    position = 0;
    settle;
    /** `first` is the body's first bytes, read together with the head. */
    constructor(length, first, flow) {
        super({ highWaterMark: SLAB_BYTES });
        this.length = length;
        this.flow = flow;
        // Room for the next read after what came with the head, however much that was.
        this.slab = Buffer.allocUnsafeSlow(first.length < SLAB_BYTES ? SLAB_BYTES : first.length + SLAB_BYTES);
        this.filled = first.copy(this.slab);
        this.remaining = length - this.filled;
        // The connection pauses the socket after the head: nothing more is read
        // until a reader chooses how to take the body.
        this.paused = this.remaining > 0;
    }
    /** True once every byte of the body has arrived from the socket. */
    get received() {
        return this.remaining === 0;
    }
    /** Where the connection's next socket read goes while this body is being read. */
    nextBuffer() {
        // A stream reader gets a copy of each read, so one slab serves it throughout.
        if (this.mode === 'stream')
            this.filled = 0;
        // A full slab is one written to the file (writeSlab), free to replace.
        else if (this.mode === 'file' && this.filled === this.slab.length) {
            this.slab = this.free.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
            this.filled = 0;
        }
        const end = this.filled + Math.min(this.slab.length - this.filled, this.remaining);
        return this.slab.subarray(this.filled, end);
    }
    /**
     * `count` bytes arrived at the start of `buffer` (the last nextBuffer()).
     * Returns false to pause the socket until the body catches up.
     */
    bytesRead(count, buffer) {
        this.remaining -= count;
        if (this.mode === 'stream') {
            const more = this.push(Buffer.from(buffer.subarray(0, count)));
            if (this.remaining === 0)
                this.push(null);
            this.paused = !more;
            return more;
        }
        this.filled += count;
        if (this.failure)
            return false;
        if (this.mode === 'file' && (this.filled === this.slab.length || this.remaining === 0)) {
            this.writeSlab();
        }
        this.paused = this.mode === 'pending' || this.inFlight >= WRITES_IN_FLIGHT;
        return !this.paused;
    }
    /** The connection failed before the body's last byte. */
    fail(error) {
        if (this.remaining === 0)
            return;
        this.failure ??= error;
        if (this.mode === 'file')
            this.settleIfIdle();
        // A body nobody reads yet keeps the error for its reader: destroyed now,
        // it would emit an 'error' nobody listens to.
        else if (this.mode === 'stream')
            this.destroy(error);
    }
    /**
     * Writes the body to `fd` from byte `position` on, resolving once every
     * byte is on its way to the disk (written to the page cache). Rejects on
     * a lost connection or a failed write, but only when none of its writes is
     * still running, so that the caller may write the same bytes again.
     * `inline: false` writes through the thread pool from the start, as a
     * body does anyway once a write on this thread was slow.
     */
    writeTo(fd, position, { inline = true } = {}) {
        if (this.mode !== 'pending')
            throw new Error('the body is already being read');
        this.mode = 'file';
        this.writeInline = inline;
        this.fd = fd;
        this.position = position;
        return new Promise((resolve, reject) => {
            this.settle = { resolve, reject };
            if (this.failure)
                this.settleIfIdle();
            else if (this.remaining === 0)
                this.writeSlab();
            else
                this.resumeFlow();
        });
    }
    _read() {
        if (this.failure) {
            this.destroy(this.failure);
            return;
        }
        if (this.mode === 'pending') {
            this.mode = 'stream';
            if (this.filled > 0)
                this.push(Buffer.from(this.slab.subarray(0, this.filled)));
            if (this.remaining === 0) {
                this.push(null);
                return;
            }
        }
        if (this.mode === 'stream')
            this.resumeFlow();
    }
    _destroy(error, callback) {
        if (this.remaining > 0)
            this.flow.discard(error ?? undefined);
        callback(error);
    }
    resumeFlow() {
        if (!this.paused)
            return;
        this.paused = false;
        this.flow.resume();
    }
    writeSlab() {
        const slab = this.slab;
        const bytes = this.filled;
        const at = this.position;
        this.position += bytes;
        this.filled = slab.length;
        this.inFlight++;
        if (this.writeInline)
            this.writeNow(slab, bytes, at);
        else
            this.writeInPool(slab, 0, bytes, at);
    }
    /**
     * Writes on this thread. Copying 64 KiB into the page cache takes tens of
     * microseconds, about what handing it to a thread of the pool costs (the
     * wake-up of another CPU): measured on 532 MiB restores, writing here
     * took 0.98 CPU-s and 1.05 s against 1.14 CPU-s and 1.16 s through the pool.
     */
    writeNow(slab, bytes, at) {
        const started = performance.now();
        let written = 0;
        let error = null;
        try {
            written = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, slab, 0, bytes, at);
        }
        catch (thrown) {
            error = thrown;
        }
        if (performance.now() - started > INLINE_WRITE_LIMIT_MS)
            this.writeInline = false;
        if (!error && written > 0 && written < bytes) {
            this.writeInPool(slab, written, bytes - written, at + written);
        }
        else
            this.written(slab, bytes, at, error, written);
    }
    /** pwrite may write less than asked (a full disk, a signal); the rest is written again. */
    writeInPool(slab, offset, bytes, at) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.write)(this.fd, slab, offset, bytes, at, (error, written) => {
            if (!error && written > 0 && written < bytes) {
                this.writeInPool(slab, offset + written, bytes - written, at + written);
            }
            else
                this.written(slab, bytes, at, error, written);
        });
    }
    written(slab, bytes, at, error, written) {
        this.inFlight--;
        this.free.push(slab);
        const failed = error ?? (written < bytes ? new Error(`the disk took no more bytes at ${at}`) : undefined);
        if (failed && !this.failure) {
            this.failure = failed;
            // The rest of the body has nowhere to go: its connection is closed.
            if (this.remaining > 0)
                this.flow.discard(failed);
        }
        if (this.failure || this.remaining === 0)
            this.settleIfIdle();
        else if (this.inFlight < WRITES_IN_FLIGHT)
            this.resumeFlow();
    }
    settleIfIdle() {
        if (this.inFlight > 0 || !this.settle)
            return;
        const { resolve, reject } = this.settle;
        this.settle = undefined;
        if (this.failure)
            reject(this.failure);
        else
            resolve();
    }
}


/***/ }),

/***/ 28609:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S3DownloadHandler: () => (/* binding */ S3DownloadHandler)
});

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./build/http/body-reader.js
var body_reader = __webpack_require__(9841);
;// CONCATENATED MODULE: ./build/http/response-head.js
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
function parseResponseHead(bytes) {
    const end = bytes.indexOf(END_OF_HEAD);
    if (end < 0)
        return undefined;
    const [statusLine = '', ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
    const status = STATUS_LINE.exec(statusLine);
    if (!status)
        throw new Error(`not an HTTP/1.x status line: ${JSON.stringify(statusLine)}`);
    const headers = {};
    for (const line of lines) {
        const header = HEADER_LINE.exec(line);
        if (!header?.[1])
            throw new Error(`not an HTTP header line: ${JSON.stringify(line)}`);
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
function bodyLength(headers) {
    if (headers['transfer-encoding'] !== undefined)
        return undefined;
    const text = headers['content-length'];
    if (text === undefined)
        return undefined;
    // A repeated header arrives joined; equal copies are allowed (RFC 9110, 8.6).
    const values = new Set(text.split(',').map((value) => value.trim()));
    const [only] = values;
    if (values.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) {
        throw new Error(`Content-Length "${text}" is not one length`);
    }
    return Number(only);
}

;// CONCATENATED MODULE: ./build/http/raw-connection.js




/** The most a response head may take; an object store's is a few hundred bytes. */
const HEAD_LIMIT = 64 << 10;
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
class RawConnection {
    onIdle;
    onClosed;
    socket;
    silenceMs;
    headBuffer = Buffer.allocUnsafeSlow(HEAD_LIMIT);
    headFilled = 0;
    pending;
    body;
    keepAlive = true;
    closed;
    stopWatchingAbort;
    /** Bytes of the current response seen, head included. */
    seen = 0;
    constructor(origin, settings, onIdle, onClosed) {
        this.onIdle = onIdle;
        this.onClosed = onClosed;
        this.silenceMs = settings.silenceMs ?? SILENCE_MS;
        const onread = {
            buffer: () => this.nextBuffer(),
            callback: (count, buffer) => this.bytesRead(count, buffer),
        };
        const { hostname, port } = origin;
        // tls.connect takes `onread` too (Node.js docs, tls.connect); its types omit it.
        const tlsOptions = {
            host: hostname,
            port,
            onread,
            ...((0,external_node_net_.isIP)(hostname) ? {} : { servername: hostname }),
            ...(settings.ca === undefined ? {} : { ca: settings.ca }),
        };
        this.socket =
            origin.protocol === 'https:'
                ? (0,external_node_tls_.connect)(tlsOptions)
                : (0,external_node_net_.connect)({ host: hostname, port, onread });
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
    get usable() {
        return !this.closed && !this.pending && !this.body;
    }
    /** True when the connection failed before any byte of the current response. */
    get silent() {
        return this.seen === 0;
    }
    /** Sends a request head (the request has no body) and resolves with the response head. */
    request(head, signal) {
        if (!this.usable)
            throw new Error('the connection is busy or closed');
        this.seen = 0;
        this.socket.ref();
        this.socket.setTimeout(this.silenceMs);
        return new Promise((resolve, reject) => {
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
    resume() {
        if (!this.closed)
            this.socket.resume();
    }
    /** Closes the connection, failing whatever response it is reading. */
    discard(error) {
        this.close(error ?? new Error('the response was not read to its end'));
        this.socket.destroy();
    }
    nextBuffer() {
        if (this.body)
            return this.body.nextBuffer();
        return this.headBuffer.subarray(this.headFilled);
    }
    bytesRead(count, buffer) {
        this.seen += count;
        const body = this.body;
        if (body) {
            const more = body.bytesRead(count, buffer);
            if (body.received)
                this.bodyDone();
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
    headArrived() {
        const bytes = this.headBuffer.subarray(0, this.headFilled);
        let head;
        try {
            head = parseResponseHead(bytes);
            if (!head && this.headFilled === HEAD_LIMIT)
                throw new Error(`a response head of more than ${HEAD_LIMIT} bytes`);
        }
        catch (error) {
            this.discard(error);
            return false;
        }
        if (!head)
            return true;
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
        const body = new body_reader/* BodyReader */.W(head.length, rest, this);
        this.body = body;
        this.keepAlive = head.keepAlive;
        pending?.resolve({ head, body });
        if (body.received)
            this.bodyDone();
        return false;
    }
    bodyDone() {
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
    close(error) {
        if (this.closed)
            return;
        this.closed = error ?? new Error('the server closed the connection');
        const failure = withCode(this.seen === 0
            ? this.closed
            : new Error(`the connection failed ${this.seen} bytes into the response: ${this.closed.message}`, { cause: this.closed }), error);
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
function withCode(error, cause) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
        return error;
    const code = cause?.code ?? 'ECONNRESET';
    return Object.assign(error, { code });
}
function abortError(signal) {
    const error = new Error('the request was aborted', { cause: signal.reason });
    error.name = 'AbortError';
    return error;
}

;// CONCATENATED MODULE: ./build/http/connection-pool.js

/**
 * Keep-alive connections by origin, for requests without a body (the
 * ranged GETs of a download). A request sent on a reused connection that
 * fails before any byte of a response is sent once more on a new one: the
 * server may have closed it while it was idle, and a GET is safe to repeat.
 */
class ConnectionPool {
    settings;
    idle = new Map();
    open = new Set();
    constructor(settings = {}) {
        this.settings = settings;
    }
    async request(origin, head, signal) {
        const reused = this.take(origin);
        if (reused) {
            try {
                return await reused.request(head, signal);
            }
            catch (error) {
                if (!reused.silent || signal?.aborted)
                    throw error;
            }
        }
        return this.connect(origin).request(head, signal);
    }
    /** Closes every connection, idle or not. */
    close() {
        for (const connection of this.open)
            connection.discard(new Error('the client was closed'));
        this.open.clear();
        this.idle.clear();
    }
    take(origin) {
        const list = this.idle.get(key(origin)) ?? [];
        for (let connection = list.pop(); connection; connection = list.pop()) {
            if (connection.usable)
                return connection;
        }
        return undefined;
    }
    connect(origin) {
        const connection = new RawConnection(origin, this.settings, (done) => {
            const list = this.idle.get(key(origin)) ?? [];
            list.push(done);
            this.idle.set(key(origin), list);
        }, (closed) => {
            this.open.delete(closed);
            const list = this.idle.get(key(origin));
            const at = list?.indexOf(closed) ?? -1;
            if (at >= 0)
                list?.splice(at, 1);
        });
        this.open.add(connection);
        return connection;
    }
}
function key(origin) {
    return `${origin.protocol}//${origin.hostname}:${origin.port}`;
}

;// CONCATENATED MODULE: ./build/http/request-head.js
/**
 * The head of an HTTP/1.1 request without a body. Every part is checked
 * for the characters that end a line (or a string in C): a key or header
 * holding one would let its text be read as a header or request of its own.
 */
function requestHead(method, target, host, headers) {
    const lines = [`${method} ${target} HTTP/1.1`];
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'host'))
        lines.push(`host: ${host}`);
    for (const [name, value] of Object.entries(headers))
        lines.push(`${name}: ${value}`);
    for (const line of lines) {
        if (/[\r\n\0]/.test(line))
            throw new Error(`refusing to send a request line with a line break: ${JSON.stringify(line)}`);
    }
    if (!/^[A-Z]+$/.test(method) || /\s/.test(target)) {
        throw new Error(`refusing to send "${method} ${target}": not a request line`);
    }
    return `${lines.join('\r\n')}\r\n\r\n`;
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./build/store/s3/sdk-request.js
// What both transports of the download client send for a request the SDK
// signed: its path and query, and its headers.
/** The request target: the path and the query, exactly as SigV4 signed them. */
function requestTarget(request) {
    const query = request.query ? queryString(request.query) : '';
    return `${request.path}${query ? `?${query}` : ''}`;
}
/**
 * The request's headers less Expect: undici refuses it, and neither
 * transport waits for a 100 Continue before a body.
 */
function headersToSend(request) {
    return Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'expect'));
}
/**
 * The query as SigV4 signed it: RFC 3986 encoding, which escapes the few
 * characters encodeURIComponent leaves alone, and a bare key for a null value.
 */
function queryString(query) {
    const encode = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const parts = [];
    for (const key of Object.keys(query).sort()) {
        const value = query[key];
        if (value === null || value === undefined)
            parts.push(encode(key));
        else
            for (const one of Array.isArray(value) ? value : [value])
                parts.push(`${encode(key)}=${encode(one)}`);
    }
    return parts.join('&');
}

;// CONCATENATED MODULE: ./build/store/s3/s3-undici-handler.js


/**
 * How long a connection may be silent, waiting for response headers or
 * between two chunks of a body, before the request fails (and the SDK, or
 * the restore's own retry, tries again).
 */
const s3_undici_handler_SILENCE_MS = 60_000;
/**
 * undici in place of node:http, for what the download client sends that its
 * own connections do not take (see s3-download-handler.ts): requests with a
 * body, and GETs answered without a Content-Length. Measured here on ranged
 * GETs of a 512 MiB object, node:http took a third more CPU per byte
 * received than undici. Everything above the transport (signing, retries,
 * error parsing) stays the SDK's.
 *
 * Uploads keep node:http: their part bodies write straight into the
 * ClientRequest to reuse their buffers (see ../file-part-body.ts).
 */
class UndiciHttpHandler {
    metadata = { handlerProtocol: 'http/1.1' };
    agent = new undici/* Agent */.g6({
        headersTimeout: s3_undici_handler_SILENCE_MS,
        bodyTimeout: s3_undici_handler_SILENCE_MS,
    });
    async handle(request, options = {}) {
        const port = request.port ? `:${request.port}` : '';
        try {
            const response = await this.agent.request({
                origin: `${request.protocol}//${request.hostname}${port}`,
                path: requestTarget(request),
                method: request.method,
                headers: headersToSend(request),
                body: request.body ?? null,
                signal: options.abortSignal ?? null,
            });
            return {
                response: {
                    statusCode: response.statusCode,
                    reason: response.statusText,
                    headers: flatHeaders(response.headers),
                    body: response.body,
                },
            };
        }
        catch (error) {
            throw retryable(error);
        }
    }
    updateHttpClientConfig() {
        // No setting of this transport is changed through the client.
    }
    httpHandlerConfigs() {
        return {};
    }
    destroy() {
        void this.agent.close();
    }
}
function flatHeaders(headers) {
    const flat = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
            flat[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    return flat;
}
/**
 * undici names a dropped connection and a silent one with codes of its own;
 * the SDK retries only errors it recognises, so these become the Node.js
 * errors it does (ECONNRESET, TimeoutError), with undici's as the cause.
 */
function retryable(error) {
    if (error instanceof undici/* errors */.sO.SocketError) {
        return Object.assign(new Error(`connection lost: ${error.message}`, { cause: error }), {
            code: 'ECONNRESET',
        });
    }
    if (error instanceof undici/* errors */.sO.HeadersTimeoutError || error instanceof undici/* errors */.sO.ConnectTimeoutError) {
        const timeout = new Error(`timed out: ${error.message}`, { cause: error });
        timeout.name = 'TimeoutError';
        return timeout;
    }
    return error;
}

;// CONCATENATED MODULE: ./build/store/s3/s3-download-handler.js




/**
 * The transport of the S3 client that downloads objects. A GET goes out on
 * a connection of ../../http/, whose body a download writes to its file
 * through a few reused buffers (BodyReader.writeTo); everything above the
 * transport (signing, retries, error parsing) stays the SDK's. Requests with
 * a body, and responses not framed by a Content-Length (which an S3 server
 * sends for every object it serves), go through undici instead: the second
 * are asked for again there, which a GET allows.
 */
class S3DownloadHandler {
    metadata = { handlerProtocol: 'http/1.1' };
    pool;
    undici = new UndiciHttpHandler();
    constructor(settings = {}) {
        this.pool = new ConnectionPool(settings);
    }
    async handle(request, options = {}) {
        const origin = originOf(request);
        if (request.method !== 'GET' || request.body !== undefined || !origin) {
            return this.undici.handle(request, options);
        }
        const host = request.port ? `${request.hostname}:${request.port}` : request.hostname;
        const { head, body } = await this.pool.request(origin, requestHead('GET', requestTarget(request), host, headersToSend(request)), options.abortSignal);
        if (!body)
            return this.undici.handle(request, options);
        return {
            response: { statusCode: head.status, reason: head.reason, headers: head.headers, body },
        };
    }
    updateHttpClientConfig() {
        // No setting of this transport is changed through the client.
    }
    httpHandlerConfigs() {
        return {};
    }
    destroy() {
        this.pool.close();
        this.undici.destroy();
    }
}
function originOf(request) {
    const { protocol, hostname } = request;
    if (protocol !== 'http:' && protocol !== 'https:')
        return undefined;
    const port = request.port ?? (protocol === 'https:' ? 443 : 80);
    // An IPv6 literal arrives in brackets, as in a URL; sockets take it bare.
    return { protocol, hostname: hostname.replace(/^\[(.*)\]$/, '$1'), port };
}


/***/ })

};
