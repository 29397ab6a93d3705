export const id = 5510;
export const ids = [5510];
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

/***/ 15510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GcsStore: () => (/* binding */ GcsStore)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/store/range-digest.js
var range_digest = __webpack_require__(66012);
// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/store/ranged-download.js
var ranged_download = __webpack_require__(4228);
// EXTERNAL MODULE: ./build/base/retry.js
var retry = __webpack_require__(31666);
;// CONCATENATED MODULE: ./build/store/gcs/gcs-errors.js

function statusOf(error) {
    for (let current = error; current instanceof Error; current = current.cause) {
        const code = current.code;
        if (typeof code === 'number')
            return code;
    }
    return undefined;
}
function isPermanent(error) {
    const status = statusOf(error);
    return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
const REQUEST_RETRIES = { attempts: 5, baseDelayMs: 200, maxDelayMs: 5000 };
function retried(clock, task) {
    return (0,retry/* withRetry */.bD)(task, {
        clock,
        policy: REQUEST_RETRIES,
        isRetryable: (error) => !isPermanent(error),
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/store/each-index.js
var each_index = __webpack_require__(14544);
;// CONCATENATED MODULE: ./build/store/gcs/gcs-upload.js



const PARTS_FOLDER = '.spot-train-uploads';
const MAX_COMPONENTS = 32;
async function uploadToGcs(upload) {
    const { bucket, media, root, key, localPath, size, partSizeBytes, clock } = upload;
    const target = bucket.file(`${root}${key}`);
    if (size <= partSizeBytes)
        return retried(clock, () => media.upload(target.name, localPath, 0, size));
    const componentBytes = Math.max(partSizeBytes, Math.ceil(size / MAX_COMPONENTS));
    const count = Math.ceil(size / componentBytes);
    const folder = `${root}${PARTS_FOLDER}/${key}/${Date.now().toString(36)}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}/`;
    const components = Array.from({ length: count }, (_, index) => bucket.file(`${folder}${String(index).padStart(2, '0')}`));
    try {
        await (0,each_index/* eachIndex */.c)(count, upload.partConcurrency, (index) => {
            const start = index * componentBytes;
            const end = Math.min(size, start + componentBytes);
            const name = components[index]?.name ?? '';
            return retried(clock, () => media.upload(name, localPath, start, end));
        });
        const [, composed] = await retried(clock, () => bucket.combine(components, target));
        return Number(composed?.size);
    }
    finally {
        await Promise.allSettled(components.map((component) => component.delete()));
    }
}

;// CONCATENATED MODULE: ./build/store/gcs/gcs-pending-uploads.js

async function listGcsPendingUploads(where, keyPrefix) {
    const folder = `${where.root}${PARTS_FOLDER}/`;
    const [files] = await where.bucket.getFiles({ prefix: `${folder}${keyPrefix}` });
    const uploads = new Map();
    for (const file of files) {
        const parts = file.name.slice(folder.length).split('/');
        if (parts.length < 3)
            continue;
        const uploadId = parts.at(-2) ?? '';
        const key = parts.slice(0, -2).join('/');
        const created = Date.parse(file.metadata.timeCreated ?? '');
        const known = uploads.get(`${key}/${uploadId}`);
        const initiatedAt = Math.min(known?.initiatedAt ?? Infinity, created);
        uploads.set(`${key}/${uploadId}`, {
            key,
            uploadId,
            ...(Number.isFinite(initiatedAt) ? { initiatedAt } : {}),
        });
    }
    return [...uploads.values()];
}
async function abortGcsPendingUpload(where, upload) {
    const prefix = `${where.root}${PARTS_FOLDER}/${upload.key}/${upload.uploadId}/`;
    const [files] = await where.bucket.getFiles({ prefix });
    await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
}

;// CONCATENATED MODULE: ./build/store/gcs/gcs-store.js









const MISSING_BUCKET = /specified bucket does not exist/i;
class GcsStore {
    params;
    url;
    root;
    constructor(params) {
        this.params = params;
        this.url = `gs://${params.bucket.name}${params.prefix ? `/${params.prefix}` : ''}`;
        this.root = params.prefix ? `${params.prefix}/` : '';
    }
    async putFile(key, localPath) {
        return (0,store/* storeOperation */.z4)(this.url, 'put', key, async () => {
            const { size } = await (0,promises_.stat)(localPath);
            const [digest, stored] = await Promise.all([
                size > this.params.partSizeBytes ? digestOnWorker(localPath, size) : (0,store_digest/* digestFile */.TM)(localPath),
                uploadToGcs({ ...this.params, root: this.root, key, localPath, size }),
            ]);
            if (stored !== digest.size) {
                throw new store/* IntegrityError */.cs(`${this.url}/${key} holds ${stored} bytes after the upload; ${digest.size} were sent`);
            }
            return digest;
        });
    }
    async getFile(key, localPath, expected) {
        const { partSizeBytes, partConcurrency, downloadRangeBytes, clock } = this.params;
        await (0,store/* storeOperation */.z4)(this.url, 'get', key, () => (0,verified_place/* placeVerified */.e)(localPath, expected, `${this.url}/${key}`, (temp) => (0,ranged_download/* downloadRanges */.F)({
            fetch: (start, end) => this.params.media.readRange(`${this.root}${key}`, start, end),
            retry: (task) => retried(clock, task),
            path: temp,
            size: expected.size,
            rangeBytes: downloadRangeBytes ?? (0,ranged_download/* downloadRangeFor */.f)(partSizeBytes),
            concurrency: partConcurrency,
        })));
    }
    async readText(key) {
        return this.repeatable('read', key, async () => {
            try {
                return await this.params.media.readText(`${this.root}${key}`);
            }
            catch (error) {
                if (statusOf(error) === 404 && !MISSING_BUCKET.test(String(error)))
                    return undefined;
                throw error;
            }
        });
    }
    async writeText(key, text) {
        await this.repeatable('write', key, () => this.saveText(key, text, false));
    }
    async createExclusive(key, text) {
        return (0,store/* storeOperation */.z4)(this.url, 'create', key, async () => {
            let tried = false;
            return retried(this.params.clock, async () => {
                const first = !tried;
                tried = true;
                try {
                    await this.saveText(key, text, true);
                    return true;
                }
                catch (error) {
                    if (statusOf(error) !== 412)
                        throw error;
                    return !first && (await this.params.media.readText(`${this.root}${key}`)) === text;
                }
            });
        });
    }
    async listChildren(prefix) {
        return this.repeatable('list', prefix, async () => {
            const from = `${this.root}${prefix}`;
            const names = new Set();
            let pageToken;
            do {
                const query = {
                    prefix: from,
                    delimiter: '/',
                    autoPaginate: false,
                    ...(pageToken ? { pageToken } : {}),
                };
                const [files, next, response] = await retried(this.params.clock, () => this.params.bucket.getFiles(query));
                for (const file of files)
                    names.add(file.name.slice(from.length));
                const prefixes = response?.prefixes ?? [];
                for (const folder of prefixes)
                    names.add(folder.slice(from.length).replace(/\/$/, ''));
                pageToken = next?.pageToken;
            } while (pageToken);
            return [...names].filter((name) => name !== '' && !name.startsWith('.')).sort();
        });
    }
    async listKeys(prefix) {
        return this.repeatable('list', prefix, async () => {
            const [files] = await this.params.bucket.getFiles({ prefix: `${this.root}${prefix}` });
            return files.map((file) => file.name.slice(this.root.length)).sort();
        });
    }
    async deleteObject(key) {
        await this.repeatable('delete', key, async () => {
            await this.file(key).delete({ ignoreNotFound: true });
        });
    }
    async listPendingUploads(prefix) {
        return this.repeatable('list uploads', prefix, () => listGcsPendingUploads({ bucket: this.params.bucket, root: this.root }, prefix));
    }
    async abortPendingUpload(upload) {
        await this.repeatable('abort upload', upload.key, () => abortGcsPendingUpload({ bucket: this.params.bucket, root: this.root }, upload));
    }
    file(key) {
        return this.params.bucket.file(`${this.root}${key}`);
    }
    async saveText(key, text, ifAbsent) {
        await this.params.media.uploadText(`${this.root}${key}`, text, ifAbsent);
    }
    repeatable(operation, key, task) {
        return (0,store/* storeOperation */.z4)(this.url, operation, key, () => retried(this.params.clock, task));
    }
}
async function digestOnWorker(path, size) {
    const digest = new range_digest/* RangeDigest */.W(path, [[0, size - 1]]);
    digest.rangeLanded(0);
    return digest.result();
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
