export const id = 8640;
export const ids = [8640];
export const modules = {

/***/ 31666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ untilDeadline),
/* harmony export */   bD: () => (/* binding */ withRetry)
/* harmony export */ });
/* unused harmony export defaultRetryPolicy */
const defaultRetryPolicy = {
    attempts: 5,
    baseDelayMs: 200,
    maxDelayMs: 10_000,
};
const untilDeadline = {
    attempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 200,
    maxDelayMs: 5000,
};
async function withRetry(task, options) {
    const policy = options.policy ?? defaultRetryPolicy;
    const random = options.random ?? Math.random;
    for (let attempt = 1;; attempt++) {
        try {
            return await task(attempt);
        }
        catch (error) {
            const retryable = options.isRetryable?.(error) ?? true;
            if (!retryable || attempt >= policy.attempts)
                throw error;
            const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
            const delayMs = Math.round(random() * cap);
            if (options.until !== undefined && options.clock.now() + delayMs >= options.until)
                throw error;
            options.onRetry?.(error, attempt, delayMs);
            await options.clock.sleep(delayMs);
        }
    }
}


/***/ }),

/***/ 13048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ digestFile),
/* harmony export */   e0: () => (/* binding */ copyWithDigest),
/* harmony export */   ol: () => (/* binding */ digestOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);


const CHUNK = 2 << 20;
const sparePairs = [];
async function digestFile(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    const buffers = sparePairs.pop() ?? [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let size = 0;
        const [first, second] = buffers;
        let useSecond = false;
        let pending = handle.read(first, 0, CHUNK, null);
        for (;;) {
            const { bytesRead, buffer } = await pending;
            if (bytesRead === 0)
                break;
            useSecond = !useSecond;
            pending = handle.read(useSecond ? second : first, 0, CHUNK, null);
            hash.update(buffer.subarray(0, bytesRead));
            size += bytesRead;
        }
        sparePairs.push(buffers);
        return { size, sha256: hash.digest('hex') };
    }
    finally {
        await handle.close();
    }
}
function digestOf(data) {
    return { size: data.length, sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex') };
}
async function copyWithDigest(from, to) {
    const [digest] = await Promise.all([
        digestFile(from),
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(from, to).then(() => flushToDisk(to)),
    ]);
    return digest;
}
async function flushToDisk(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        await handle.datasync();
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 14544:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ eachIndex)
/* harmony export */ });
async function eachIndex(count, concurrency, task) {
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < count; index = next++)
            await task(index);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}


/***/ }),

/***/ 85883:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ FilePartBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);



const CHUNK = 256 << 10;
const sparePairs = [];
class FilePartBody extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable {
    path;
    end;
    position;
    handle;
    constructor(path, start, end) {
        super({ highWaterMark: CHUNK });
        this.path = path;
        this.end = end;
        this.position = start;
    }
    pipe(destination, options) {
        const request = destination;
        if (!(request instanceof node_http__WEBPACK_IMPORTED_MODULE_0__.ClientRequest) || options?.end === false)
            return super.pipe(destination, options);
        this.sendTo(request).catch((error) => {
            request.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return destination;
    }
    _read(size) {
        this.readNext(Buffer.allocUnsafe(Math.min(size, CHUNK))).then((chunk) => this.push(chunk.length > 0 ? chunk : null), (error) => this.destroy(error instanceof Error ? error : new Error(String(error))));
    }
    _destroy(error, callback) {
        const handle = this.handle;
        this.handle = undefined;
        if (!handle)
            return callback(error);
        handle
            .then((h) => h.close(), () => undefined)
            .then(() => callback(error), () => callback(error));
    }
    async sendTo(request) {
        const buffers = sparePairs.pop() ?? [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
        let sent = Promise.resolve();
        try {
            for (let turn = 0;; turn ^= 1) {
                const chunk = await this.readNext(buffers[turn] ?? Buffer.alloc(0));
                await sent;
                if (chunk.length === 0)
                    break;
                sent = writeChunk(request, chunk);
                sent.catch(() => undefined);
            }
            request.end();
            sparePairs.push(buffers);
        }
        finally {
            this.destroy();
        }
    }
    async readNext(buffer) {
        const length = Math.min(buffer.length, this.end - this.position);
        if (length <= 0)
            return buffer.subarray(0, 0);
        this.handle ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(this.path, 'r');
        const { bytesRead } = await (await this.handle).read(buffer, 0, length, this.position);
        if (bytesRead === 0)
            throw new Error(`${this.path} ended at byte ${this.position}, before the part did`);
        this.position += bytesRead;
        return buffer.subarray(0, bytesRead);
    }
}
function writeChunk(request, chunk) {
    return new Promise((resolve, reject) => {
        const onClose = () => reject(new Error('the request closed before the part was sent'));
        request.once('close', onClose);
        request.write(chunk, (error) => {
            request.off('close', onClose);
            if (error)
                reject(error);
            else
                resolve();
        });
    });
}


/***/ }),

/***/ 41599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ BodyReader)
/* harmony export */ });
/* unused harmony export SLAB_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);


const SLAB_BYTES = 64 << 10;
const WRITES_IN_FLIGHT = 4;
const INLINE_WRITE_LIMIT_MS = 10;
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
    constructor(length, first, flow) {
        super({ highWaterMark: SLAB_BYTES });
        this.length = length;
        this.flow = flow;
        this.slab = Buffer.allocUnsafeSlow(first.length < SLAB_BYTES ? SLAB_BYTES : first.length + SLAB_BYTES);
        this.filled = first.copy(this.slab);
        this.remaining = length - this.filled;
        this.paused = this.remaining > 0;
    }
    get received() {
        return this.remaining === 0;
    }
    nextBuffer() {
        if (this.mode === 'stream')
            this.filled = 0;
        else if (this.mode === 'file' && this.filled === this.slab.length) {
            this.slab = this.free.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
            this.filled = 0;
        }
        const end = this.filled + Math.min(this.slab.length - this.filled, this.remaining);
        return this.slab.subarray(this.filled, end);
    }
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
    fail(error) {
        if (this.remaining === 0)
            return;
        this.failure ??= error;
        if (this.mode === 'file')
            this.settleIfIdle();
        else if (this.mode === 'stream')
            this.destroy(error);
    }
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

/***/ 66012:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ RangeDigest)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { closeSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const fd = openSync(workerData.path, 'r');
const hash = createHash('sha256');
const buffer = Buffer.allocUnsafe(2 << 20);
let hashed = 0;
parentPort.on('message', (upTo) => {
  for (;;) {
    const want = upTo === null ? buffer.length : Math.min(buffer.length, upTo - hashed);
    if (want <= 0) return;
    const read = readSync(fd, buffer, 0, want, hashed);
    if (read === 0) break;
    hash.update(buffer.subarray(0, read));
    hashed += read;
  }
  closeSync(fd);
  parentPort.postMessage({ size: hashed, sha256: hash.digest('hex') });
});
`;
class RangeDigest {
    ranges;
    worker;
    digest;
    landed = [];
    prefix = 0;
    constructor(path, ranges) {
        this.ranges = ranges;
        this.worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(SOURCE, { eval: true, workerData: { path } });
        this.digest = new Promise((resolve, reject) => {
            this.worker.once('message', (digest) => resolve(digest));
            this.worker.once('error', reject);
            this.worker.once('exit', (code) => reject(new Error(`the hashing thread stopped (exit code ${code}) before it finished`)));
        });
        this.digest.catch(() => undefined);
    }
    rangeLanded(index) {
        this.landed[index] = true;
        const before = this.prefix;
        while (this.landed[this.prefix])
            this.prefix++;
        const end = this.ranges[this.prefix - 1]?.[1];
        if (this.prefix > before && end !== undefined)
            this.worker.postMessage(end + 1);
    }
    async result() {
        this.worker.postMessage(null);
        try {
            return await this.digest;
        }
        finally {
            await this.worker.terminate();
        }
    }
    async abandon() {
        await this.worker.terminate();
    }
}


/***/ }),

/***/ 4228:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ downloadRanges),
/* harmony export */   f: () => (/* binding */ downloadRangeFor)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46466);
/* harmony import */ var _http_body_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41599);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13048);
/* harmony import */ var _each_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14544);
/* harmony import */ var _range_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66012);







const MIN_DOWNLOAD_RANGE = 32 << 20;
function downloadRangeFor(partSizeBytes) {
    return Math.max(partSizeBytes, MIN_DOWNLOAD_RANGE);
}
const WRITE_BUFFER = 4 << 20;
async function downloadRanges(download) {
    const { size, rangeBytes } = download;
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(download.path, 'w');
    await handle.truncate(size);
    await handle.close();
    const ranges = [];
    for (let start = 0; start < size; start += rangeBytes)
        ranges.push([start, Math.min(size, start + rangeBytes) - 1]);
    if (ranges.length <= 1) {
        for (const range of ranges)
            await writeRange(download, range);
        return (0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestFile */ .TM)(download.path);
    }
    const digest = new _range_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .RangeDigest */ .W(download.path, ranges);
    try {
        await (0,_each_index_js__WEBPACK_IMPORTED_MODULE_6__/* .eachIndex */ .c)(ranges.length, download.concurrency, async (index) => {
            await writeRange(download, ranges[index] ?? [0, -1]);
            digest.rangeLanded(index);
        });
    }
    catch (error) {
        await digest.abandon();
        throw error;
    }
    return digest.result();
}
async function writeRange(download, range) {
    const write = () => writeRangeOnce(download, range);
    await (download.retry ? download.retry(write) : write());
}
async function writeRangeOnce(download, [start, end]) {
    const { body, length } = await download.fetch(start, end);
    if (!body || length !== end - start + 1) {
        body?.destroy();
        throw new Error(`GET of bytes ${start}-${end} returned ${length ?? 'an unknown number of'} bytes`);
    }
    if (body instanceof _http_body_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .BodyReader */ .W) {
        const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(download.path, 'r+');
        try {
            await body.writeTo(file.fd, start);
        }
        finally {
            await file.close();
        }
        return;
    }
    await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_2__.pipeline)(body, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(download.path, { flags: 'r+', start, highWaterMark: WRITE_BUFFER }));
}


/***/ }),

/***/ 58640:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openS3Store: () => (/* binding */ openS3Store)
});

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./build/base/clock.js
var clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/store/store-options.js
var store_options = __webpack_require__(57628);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./build/store/http/body-reader.js
var body_reader = __webpack_require__(41599);
;// CONCATENATED MODULE: ./build/store/http/response-head.js
const END_OF_HEAD = Buffer.from('\r\n\r\n');
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: (.*))?$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;
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
    const values = new Set(text.split(',').map((value) => value.trim()));
    const [only] = values;
    if (values.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) {
        throw new Error(`Content-Length "${text}" is not one length`);
    }
    return Number(only);
}

;// CONCATENATED MODULE: ./build/store/http/raw-connection.js




const HEAD_LIMIT = 64 << 10;
const SILENCE_MS = 60_000;
const IDLE_MS = 4_000;
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
    get usable() {
        return !this.closed && !this.pending && !this.body;
    }
    get silent() {
        return this.seen === 0;
    }
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

;// CONCATENATED MODULE: ./build/store/http/connection-pool.js

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

;// CONCATENATED MODULE: ./build/store/http/request-head.js
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
function requestTarget(request) {
    const query = request.query ? queryString(request.query) : '';
    return `${request.path}${query ? `?${query}` : ''}`;
}
function headersToSend(request) {
    return Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'expect'));
}
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


const s3_undici_handler_SILENCE_MS = 60_000;
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
    return { protocol, hostname: hostname.replace(/^\[(.*)\]$/, '$1'), port };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./build/store/s3/s3-claim.js

async function claimByCandidates(objects, key, body, options) {
    const prefix = `${key}.candidates/`;
    if (await objects.exists(key))
        return false;
    const candidates = await objects.list(prefix);
    let mine;
    if (candidates.length > 0) {
        mine = await ownCandidate(objects, prefix, candidates, body);
        if (mine === undefined)
            return false;
    }
    else {
        mine = `${String(options.clock.now()).padStart(15, '0')}-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
        await objects.put(`${prefix}${mine}`, body);
    }
    await options.clock.sleep(options.settleMs);
    const [first] = (await objects.list(prefix)).sort();
    if (first !== mine)
        return false;
    await objects.put(key, body);
    return true;
}
async function ownCandidate(objects, prefix, candidates, body) {
    for (const name of candidates) {
        if ((await objects.read(`${prefix}${name}`)) === body)
            return name;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/store/s3/s3-conditional-write.js


class ConditionalWrites {
    client;
    bucket;
    objectKey;
    honoured;
    constructor(client, bucket, objectKey) {
        this.client = client;
        this.bucket = bucket;
        this.objectKey = objectKey;
    }
    async putIfAbsent(objectKey, text) {
        try {
            await this.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                Bucket: this.bucket,
                Key: objectKey,
                Body: text,
                IfNoneMatch: '*',
            }));
            return true;
        }
        catch (error) {
            if (isStatus(error, 412) || isStatus(error, 409))
                return false;
            throw error;
        }
    }
    honours() {
        this.honoured ??= (async () => {
            const probe = this.objectKey(`.spot-train-probe/${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
            await this.putIfAbsent(probe, 'probe');
            const secondWon = await this.putIfAbsent(probe, 'probe');
            await this.client.send(new dist_cjs/* DeleteObjectCommand */.k4j({ Bucket: this.bucket, Key: probe }));
            return !secondWon;
        })().catch((error) => {
            this.honoured = undefined;
            throw error;
        });
        return this.honoured;
    }
}
function isStatus(error, status) {
    return error instanceof dist_cjs/* S3ServiceException */.Hcp && error.$metadata.httpStatusCode === status;
}

;// CONCATENATED MODULE: ./build/store/s3/s3-download.js

async function s3Range(client, bucket, objectKey, start, end) {
    const response = await client.send(new dist_cjs/* GetObjectCommand */.jLs({ Bucket: bucket, Key: objectKey, Range: `bytes=${start}-${end}` }));
    return { body: response.Body, length: response.ContentLength };
}

// EXTERNAL MODULE: ./build/base/retry.js
var retry = __webpack_require__(31666);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
;// CONCATENATED MODULE: ./build/store/s3/s3-retry.js



async function s3Operation(url, clock, operation, key, task) {
    if (!REPEATABLE.has(operation))
        return (0,store/* storeOperation */.z4)(url, operation, key, task);
    return (0,retry/* withRetry */.bD)(() => (0,store/* storeOperation */.z4)(url, operation, key, task), {
        clock,
        isRetryable: (error) => !isPermanent(error),
    });
}
const REPEATABLE = new Set(['read', 'list', 'delete', 'list uploads', 'abort upload']);
function isPermanent(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (!(cause instanceof dist_cjs/* S3ServiceException */.Hcp))
        return false;
    const status = cause.$metadata.httpStatusCode ?? 0;
    return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

// EXTERNAL MODULE: ./build/store/file-part-body.js
var file_part_body = __webpack_require__(85883);
// EXTERNAL MODULE: ./build/store/each-index.js
var each_index = __webpack_require__(14544);
;// CONCATENATED MODULE: ./build/store/s3/s3-upload.js



async function uploadFile(target, objectKey, localPath, size) {
    const { client, bucket, partSizeBytes } = target;
    if (size <= partSizeBytes) {
        await client.send(new dist_cjs/* PutObjectCommand */.wKZ({
            Bucket: bucket,
            Key: objectKey,
            Body: new file_part_body/* FilePartBody */.q(localPath, 0, size),
            ContentLength: size,
        }));
        return;
    }
    await multipartUpload(target, objectKey, localPath, size);
}
async function multipartUpload(target, objectKey, localPath, size) {
    const { client, bucket, partSizeBytes, partConcurrency } = target;
    const created = await client.send(new dist_cjs/* CreateMultipartUploadCommand */.nG4({ Bucket: bucket, Key: objectKey }));
    const uploadId = created.UploadId;
    if (!uploadId)
        throw new Error('CreateMultipartUpload returned no UploadId');
    try {
        const count = Math.ceil(size / partSizeBytes);
        const parts = new Array(count);
        await (0,each_index/* eachIndex */.c)(count, partConcurrency, async (index) => {
            const start = index * partSizeBytes;
            const end = Math.min(size, start + partSizeBytes);
            const response = await client.send(new dist_cjs/* UploadPartCommand */.iVK({
                Bucket: bucket,
                Key: objectKey,
                UploadId: uploadId,
                PartNumber: index + 1,
                ContentLength: end - start,
                Body: new file_part_body/* FilePartBody */.q(localPath, start, end),
            }));
            parts[index] = { PartNumber: index + 1, ETag: response.ETag };
        });
        await client.send(new dist_cjs/* CompleteMultipartUploadCommand */.Gym({
            Bucket: bucket,
            Key: objectKey,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
        }));
    }
    catch (error) {
        await client
            .send(new dist_cjs/* AbortMultipartUploadCommand */.tfP({ Bucket: bucket, Key: objectKey, UploadId: uploadId }))
            .catch(() => undefined);
        throw error;
    }
}

// EXTERNAL MODULE: ./build/store/ranged-download.js
var ranged_download = __webpack_require__(4228);
;// CONCATENATED MODULE: ./build/store/s3/s3-pending-uploads.js

async function listPendingUploads(where, keyPrefix) {
    const root = where.prefix ? `${where.prefix}/` : '';
    const found = [];
    let keyMarker;
    let uploadIdMarker;
    do {
        const page = await where.client.send(new dist_cjs/* ListMultipartUploadsCommand */.mo2({
            Bucket: where.bucket,
            Prefix: `${root}${keyPrefix}`,
            ...(keyMarker ? { KeyMarker: keyMarker } : {}),
            ...(uploadIdMarker ? { UploadIdMarker: uploadIdMarker } : {}),
        }));
        for (const upload of page.Uploads ?? []) {
            if (!upload.Key?.startsWith(root) || !upload.UploadId)
                continue;
            found.push({
                key: upload.Key.slice(root.length),
                uploadId: upload.UploadId,
                ...(upload.Initiated ? { initiatedAt: upload.Initiated.getTime() } : {}),
            });
        }
        const truncated = page.IsTruncated === true;
        keyMarker = truncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = truncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return found;
}
async function abortPendingUpload(where, upload) {
    await where.client.send(new dist_cjs/* AbortMultipartUploadCommand */.tfP({
        Bucket: where.bucket,
        Key: where.prefix ? `${where.prefix}/${upload.key}` : upload.key,
        UploadId: upload.uploadId,
    }));
}

// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
;// CONCATENATED MODULE: ./build/store/s3/s3-store.js












class S3Store {
    params;
    url;
    conditional;
    constructor(params) {
        this.params = params;
        this.url = `s3://${params.bucket}${params.prefix ? `/${params.prefix}` : ''}`;
        this.conditional = new ConditionalWrites(params.client, params.bucket, (key) => this.objectKey(key));
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const { size } = await (0,promises_.stat)(localPath);
            const [digest] = await Promise.all([
                (0,store_digest/* digestFile */.TM)(localPath),
                uploadFile(this.params, this.objectKey(key), localPath, size),
            ]);
            const head = await this.params.client.send(new dist_cjs/* HeadObjectCommand */.l81({ Bucket: this.params.bucket, Key: this.objectKey(key) }));
            if (head.ContentLength !== digest.size) {
                throw new store/* IntegrityError */.cs(`${this.url}/${key} holds ${head.ContentLength ?? '?'} bytes after the upload; ${digest.size} were sent`);
            }
            return digest;
        });
    }
    async getFile(key, localPath, expected) {
        const { client, downloadClient, bucket, partSizeBytes, partConcurrency, downloadRangeBytes } = this.params;
        await this.guard('get', key, () => (0,verified_place/* placeVerified */.e)(localPath, expected, `${this.url}/${key}`, (temp) => (0,ranged_download/* downloadRanges */.F)({
            fetch: (start, end) => s3Range(downloadClient ?? client, bucket, this.objectKey(key), start, end),
            path: temp,
            size: expected.size,
            rangeBytes: downloadRangeBytes ?? (0,ranged_download/* downloadRangeFor */.f)(partSizeBytes),
            concurrency: partConcurrency,
        })));
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            try {
                const response = await this.params.client.send(new dist_cjs/* GetObjectCommand */.jLs({ Bucket: this.params.bucket, Key: this.objectKey(key) }));
                return (await response.Body?.transformToString('utf8')) ?? '';
            }
            catch (error) {
                if (error instanceof dist_cjs/* S3ServiceException */.Hcp && error.name === 'NoSuchKey')
                    return undefined;
                throw error;
            }
        });
    }
    async writeText(key, text) {
        await this.guard('write', key, () => this.putText(this.objectKey(key), text));
    }
    async createExclusive(key, text) {
        return this.guard('create', key, async () => {
            if (await this.conditional.honours())
                return this.conditional.putIfAbsent(this.objectKey(key), text);
            return claimByCandidates({
                list: async (prefix) => this.keysBelow(this.objectKey(prefix)),
                put: (k, body) => this.putText(this.objectKey(k), body),
                exists: async (k) => (await this.readText(k)) !== undefined,
                read: (k) => this.readText(k),
            }, key, text, { clock: this.params.clock, settleMs: this.params.claimSettleMs ?? 5000 });
        });
    }
    async createIfAbsent(key, text) {
        return this.guard('create', key, async () => {
            if (await this.conditional.honours())
                return this.conditional.putIfAbsent(this.objectKey(key), text);
            if ((await this.readText(key)) !== undefined)
                return false;
            await this.putText(this.objectKey(key), text);
            return true;
        });
    }
    async listChildren(prefix) {
        return this.guard('list', prefix, async () => {
            const names = new Set((await this.keysBelow(this.objectKey(prefix))).map((key) => key.split('/')[0] ?? key));
            return [...names].filter((name) => name !== '' && !name.startsWith('.')).sort();
        });
    }
    async listPendingUploads(prefix) {
        return this.guard('list uploads', prefix, () => listPendingUploads(this.params, prefix));
    }
    async abortPendingUpload(upload) {
        await this.guard('abort upload', upload.key, () => abortPendingUpload(this.params, upload));
    }
    objectKey(key) {
        return this.params.prefix ? `${this.params.prefix}/${key}` : key;
    }
    async putText(objectKey, text) {
        await this.params.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
            Bucket: this.params.bucket,
            Key: objectKey,
            Body: text,
            ContentType: 'application/json',
        }));
    }
    async listKeys(prefix) {
        return this.guard('list', prefix, async () => (await this.keysBelow(this.objectKey(prefix))).map((key) => `${prefix}${key}`).sort());
    }
    async deleteObject(key) {
        await this.guard('delete', key, async () => {
            await this.params.client.send(new dist_cjs/* DeleteObjectCommand */.k4j({ Bucket: this.params.bucket, Key: this.objectKey(key) }));
        });
    }
    async keysBelow(prefix) {
        const names = [];
        let token;
        do {
            const page = await this.params.client.send(new dist_cjs/* ListObjectsV2Command */.u6x({
                Bucket: this.params.bucket,
                Prefix: prefix,
                ...(token ? { ContinuationToken: token } : {}),
            }));
            for (const entry of page.Contents ?? [])
                if (entry.Key)
                    names.push(entry.Key.slice(prefix.length));
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return names;
    }
    async guard(operation, key, task) {
        return s3Operation(this.url, this.params.clock, operation, key, task);
    }
}

;// CONCATENATED MODULE: ./build/store/s3/open-s3-store.js





function openS3Store(location, options) {
    const custom = options.s3Endpoint ?? options.s3EnvEndpoint;
    const config = {
        region: options.s3Region ?? 'us-east-1',
        ...(options.s3Endpoint ? { endpoint: options.s3Endpoint } : {}),
        ...(options.s3ForcePathStyle ? { forcePathStyle: true } : {}),
        ...(custom ? { requestChecksumCalculation: 'WHEN_REQUIRED' } : {}),
    };
    const client = new dist_cjs/* S3Client */.YxF(config);
    return new S3Store({
        client,
        downloadClient: new dist_cjs/* S3Client */.YxF({
            ...config,
            credentials: client.config.credentials,
            requestHandler: new S3DownloadHandler(),
        }),
        bucket: location.bucket,
        prefix: location.prefix,
        partSizeBytes: options.s3PartSizeBytes ?? store_options/* S3_PART_SIZE */.be,
        partConcurrency: options.s3PartConcurrency ?? store_options/* S3_PART_CONCURRENCY */.BA,
        clock: clock/* systemClock */.m,
    });
}


/***/ }),

/***/ 57628:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ S3_MAX_PART_SIZE),
/* harmony export */   BA: () => (/* binding */ S3_PART_CONCURRENCY),
/* harmony export */   EB: () => (/* binding */ ARTIFACTS_PER_JOB),
/* harmony export */   GN: () => (/* binding */ ARTIFACT_INTERVAL_MS),
/* harmony export */   be: () => (/* binding */ S3_PART_SIZE),
/* harmony export */   sv: () => (/* binding */ S3_MIN_PART_SIZE)
/* harmony export */ });
const ARTIFACT_INTERVAL_MS = 120_000;
const ARTIFACTS_PER_JOB = 500;
const S3_PART_SIZE = 16 << 20;
const S3_PART_CONCURRENCY = 4;
const S3_MIN_PART_SIZE = 5 << 20;
const S3_MAX_PART_SIZE = 5 << 30;


/***/ }),

/***/ 64899:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   cs: () => (/* binding */ IntegrityError),
/* harmony export */   z4: () => (/* binding */ storeOperation)
/* harmony export */ });
class IntegrityError extends Error {
    name = 'IntegrityError';
}
class StoreError extends Error {
    operation;
    key;
    storeUrl;
    name = 'StoreError';
    constructor(operation, key, storeUrl, cause) {
        super(`${operation} ${storeUrl.replace(/\/$/, '')}/${key} failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
            cause,
        });
        this.operation = operation;
        this.key = key;
        this.storeUrl = storeUrl;
    }
}
async function storeOperation(storeUrl, operation, key, task) {
    try {
        return await task();
    }
    catch (error) {
        if (error instanceof IntegrityError || error instanceof StoreError)
            throw error;
        throw new StoreError(operation, key, storeUrl, error);
    }
}


/***/ }),

/***/ 87442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ checkDigest),
/* harmony export */   e: () => (/* binding */ placeVerified)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64899);




function checkDigest(source, digest, expected) {
    if (digest.size !== expected.size || digest.sha256 !== expected.sha256) {
        throw new _store_js__WEBPACK_IMPORTED_MODULE_3__/* .IntegrityError */ .cs(`${source} holds ${digest.size} bytes with sha256 ${digest.sha256}; the manifest recorded ${expected.size} bytes with sha256 ${expected.sha256}`);
    }
}
async function placeVerified(localPath, expected, source, fetch) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(localPath), { recursive: true });
    const temp = `${localPath}.spot-train-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
    try {
        const digest = await fetch(temp);
        checkDigest(source, digest, expected);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, localPath);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
    }
}


/***/ })

};
