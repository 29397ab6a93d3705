export const id = 5906;
export const ids = [5906];
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

/***/ 5402:
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
/** For tries bounded by `until` alone: a final flush or seal takes as many as its deadline allows. */
const untilDeadline = {
    attempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 200,
    maxDelayMs: 5000,
};
/**
 * Runs `task` until it succeeds, with "full jitter" exponential backoff: the
 * wait is uniform in [0, min(max, base * 2^n)], which spreads retries of many
 * parallel uploads instead of having them hit a struggling store together.
 */
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
/* harmony export */   T: () => (/* binding */ digestFile),
/* harmony export */   e: () => (/* binding */ copyWithDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);


const CHUNK = 2 << 20;
/**
 * Read buffers kept between files: fresh 2 MiB buffers per file would wait
 * for the garbage collector and grow the supervisor's memory with every
 * checkpoint. At most one pair per concurrent transfer is ever kept.
 */
const sparePairs = [];
/**
 * SHA-256 and size of a file. Two buffers take turns: the next chunk is read
 * (on a thread-pool thread) while this thread hashes the current one, and
 * they are reused for the whole file, since fresh chunks (as a stream reads
 * them) cost the kernel as much zeroing as the hash costs.
 */
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
        // Only a loop that ended cleanly has no read left writing into a buffer.
        sparePairs.push(buffers);
        return { size, sha256: hash.digest('hex') };
    }
    finally {
        await handle.close();
    }
}
/**
 * Copies `from` to `to`, flushes the copy to disk, and digests `from`, all at
 * once: the kernel copies and writes back (on thread-pool threads) while this
 * thread hashes, so the whole costs little more than the slowest part on a
 * two-core VM. The caller checks that `from` did not change meanwhile.
 */
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
/**
 * Runs `task` for every index below `count`, at most `concurrency` at once,
 * each worker taking the next index as it finishes one: the parts of an
 * upload or the ranges of a download, in order of start. The first failure
 * rejects; the workers still running finish their current index.
 */
async function eachIndex(count, concurrency, task) {
    let next = 0;
    const worker = async () => {
        for (let index = next++; index < count; index = next++)
            await task(index);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}


/***/ }),

/***/ 66012:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ RangeDigest)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);

/**
 * The worker's code, as source rather than a module file: the bundle (ncc)
 * and the tests (which run src/ as TypeScript) then load it the same way.
 * It reads the file back from the page cache, so no chunk has to cross
 * threads, and on `null` it reads on to the end of the file, so the size it
 * reports is the file's, not the one the caller expected.
 */
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
/**
 * SHA-256 of a file that is being written range by range, computed on a
 * worker thread as the ranges land. On a two-core VM, hashing on the main
 * thread (in order, as ranges land) slowed the download it overlapped, since
 * that thread also receives every byte; on its own thread it costs the
 * download almost nothing, and no second pass over the file is left at the
 * end.
 */
class RangeDigest {
    ranges;
    worker;
    digest;
    landed = [];
    prefix = 0;
    /** `ranges` are [start, end] (inclusive), in file order, covering the file. */
    constructor(path, ranges) {
        this.ranges = ranges;
        this.worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.Worker(SOURCE, { eval: true, workerData: { path } });
        this.digest = new Promise((resolve, reject) => {
            this.worker.once('message', (digest) => resolve(digest));
            this.worker.once('error', reject);
            this.worker.once('exit', (code) => reject(new Error(`the hashing thread stopped (exit code ${code}) before it finished`)));
        });
        // Until result() is awaited, a failure must not count as unhandled.
        this.digest.catch(() => undefined);
    }
    /** Range `index` is on disk: hash whatever prefix of the file is now complete. */
    rangeLanded(index) {
        this.landed[index] = true;
        const before = this.prefix;
        while (this.landed[this.prefix])
            this.prefix++;
        const end = this.ranges[this.prefix - 1]?.[1];
        if (this.prefix > before && end !== undefined)
            this.worker.postMessage(end + 1);
    }
    /** The digest of the whole file as it is on disk once every range has landed. */
    async result() {
        this.worker.postMessage(null);
        try {
            return await this.digest;
        }
        finally {
            await this.worker.terminate();
        }
    }
    /** Stops the thread when the download failed. */
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
/* harmony import */ var _http_body_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9841);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13048);
/* harmony import */ var _each_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14544);
/* harmony import */ var _range_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66012);







/**
 * The least size of one ranged GET. Every request costs the server a fixed
 * amount of work (routing, authentication, opening the object); measured
 * against s3rver, 32 MiB ranges took the server a third less CPU than 16 MiB
 * ones for the same bytes, and restored faster. A range in flight holds at
 * most the write buffer in memory, whatever its size, so small upload parts
 * (for memory) need not mean small download ranges.
 */
const MIN_DOWNLOAD_RANGE = 32 << 20;
/** The range size of a store's restores: its part size, or 32 MiB if that is larger. */
function downloadRangeFor(partSizeBytes) {
    return Math.max(partSizeBytes, MIN_DOWNLOAD_RANGE);
}
/**
 * How much of a range may wait in memory for the disk. A file stream's
 * default (16 KiB) is less than one socket read, so every chunk paused the
 * response and the socket until its write was done: measured here, that
 * doubled the CPU a download took and cut its speed by a third. With room
 * for a few MiB, chunks that arrive during a write go to disk together in
 * one writev. It bounds memory at this much per range in flight, and only
 * while the disk is slower than the network.
 */
const WRITE_BUFFER = 4 << 20;
/**
 * Downloads an object as ranged reads in parallel, each streamed to its
 * place in the file, and returns the digest of the file as written. A file
 * of more than one range is hashed on a worker thread while the rest
 * downloads. The same for every bucket store: only `fetch` differs.
 */
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
        return (0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestFile */ .T)(download.path);
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
    // A server that ignores the range sends the whole object, and an object
    // shorter than the manifest says answers a shorter one: written at
    // `start` as if whole, either would overwrite ranges already hashed or
    // leave zeros. HTTP holds the body to the length it announced.
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

/***/ 64899:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   cs: () => (/* binding */ IntegrityError),
/* harmony export */   z4: () => (/* binding */ storeOperation)
/* harmony export */ });
/** The bytes in the store are not the bytes that were recorded: never restore them. */
class IntegrityError extends Error {
    name = 'IntegrityError';
}
/** An operation that failed against the store; the message names the store, key and operation. */
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
/**
 * Runs one store operation, turning what goes wrong into a StoreError that
 * names the store, key and operation. An IntegrityError (and a StoreError
 * from a nested operation) passes as it is: it already says what happened.
 */
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
/* harmony export */   e: () => (/* binding */ placeVerified)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64899);




/**
 * Fetches an object into a temp file beside `localPath` and renames it into
 * place only if its bytes match `expected`; otherwise throws IntegrityError
 * and leaves `localPath` as it was. `fetch` writes the temp file and returns
 * the digest of what it wrote.
 */
async function placeVerified(localPath, expected, source, fetch) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(localPath), { recursive: true });
    const temp = `${localPath}.spot-train-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
    try {
        const digest = await fetch(temp);
        if (digest.size !== expected.size || digest.sha256 !== expected.sha256) {
            throw new _store_js__WEBPACK_IMPORTED_MODULE_3__/* .IntegrityError */ .cs(`${source} holds ${digest.size} bytes with sha256 ${digest.sha256}; the manifest recorded ${expected.size} bytes with sha256 ${expected.sha256}`);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, localPath);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
    }
}


/***/ })

};
