export const id = 5510;
export const ids = [5510];
export const modules = {

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
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
;// CONCATENATED MODULE: ./build/store/gcs/gcs-errors.js

/** The HTTP status of a failed @google-cloud/storage call (its ApiError's `code`), if it had one. */
function statusOf(error) {
    for (let current = error; current instanceof Error; current = current.cause) {
        const code = current.code;
        if (typeof code === 'number')
            return code;
    }
    return undefined;
}
/**
 * What no retry fixes: a missing bucket or object, denied access, a failed
 * precondition (412 means another writer won, and asking again would only
 * say so again). Timeouts, throttling, 5xx and cut connections are worth
 * another try.
 */
function isPermanent(error) {
    const status = statusOf(error);
    return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
/**
 * Tries of one request (a component, a range, a listing page): the client's
 * own retries are off (openGcsStore), so these are the only ones, with the
 * store's clock, and the same for every operation.
 */
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



/** Where unfinished composite uploads keep their components, below the store's root. */
const PARTS_FOLDER = '.spot-train-uploads';
/** GCS composes at most 32 sources in one request. */
const MAX_COMPONENTS = 32;
/**
 * Uploads a file and returns the size GCS reports for the object. A file of
 * up to one part goes up in one request; a larger one as a parallel
 * composite upload: components written side by side, then composed into
 * the key in one request, then deleted. Either way the object appears at
 * the key only whole: a single-request upload lands on its last byte, and
 * compose is one atomic write.
 *
 * Composite rather than XML multipart. Both put parts up in parallel and
 * make the object appear whole in one final request. Composite stays on the
 * JSON API that every other call here uses (one endpoint, one auth, one
 * stand-in protocol; gcs-endpoint names one URL), and its components are
 * ordinary objects that a later run can list and delete like any other
 * (gcs-pending-uploads.ts); XML multipart would add a second API with its
 * own XML bodies and upload listing for the same parallelism. Measured on
 * the bench (`gcs` in bench/results.md: 512 MiB + 20 × 1 MiB against the
 * stand-in), composite uploads of 16 MiB components, 4 in flight, ran at
 * 1.10 times rclone's single resumable stream per file; XML multipart was
 * not measured, the stand-in serving only the JSON API. The cost: composite
 * objects have no MD5 in GCS (spot-train checks SHA-256 itself), and
 * deleting the components takes storage.objects.delete. The component size
 * grows past the part size where 32 would not cover the file, so one
 * compose always suffices (a 10 GiB file: 320 MiB components, streamed
 * from the file, so memory stays small).
 */
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
        // Components are billed until deleted; one that lingers (a kill) is swept later.
        await Promise.allSettled(components.map((component) => component.delete()));
    }
}

;// CONCATENATED MODULE: ./build/store/gcs/gcs-pending-uploads.js

/**
 * Composite uploads a kill cut off: their components stay under
 * PARTS_FOLDER/KEY/UPLOAD/ (billed, and invisible to restores, which never
 * list a dot-folder) until removed. One upload per folder, begun when its
 * first component was written.
 */
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









/** GCS's 404 for a bucket (an object's says "No such object"); asking buckets.get instead needs a permission objectUser lacks. */
const MISSING_BUCKET = /specified bucket does not exist/i;
/**
 * A store in a Google Cloud Storage bucket. Large files go up as parallel
 * composite uploads and come down as parallel ranged reads; each upload is
 * checked by size once it lands, each download by its SHA-256 before it is
 * renamed into place. createExclusive is GCS's own create-if-absent
 * (ifGenerationMatch=0), so no claim protocol is needed.
 */
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
                size > this.params.partSizeBytes ? digestOnWorker(localPath, size) : (0,store_digest/* digestFile */.T)(localPath),
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
            // Each slice is retried on its own ("sliced object downloads").
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
                // Only a missing object is "no such object"; a missing bucket is an error to report.
                if (statusOf(error) === 404 && !MISSING_BUCKET.test(String(error)))
                    return undefined;
                throw error;
            }
        });
    }
    /** An overwrite: repeating it writes the same bytes, so it is retried like a read. */
    async writeText(key, text) {
        await this.repeatable('write', key, () => this.saveText(key, text, false));
    }
    /**
     * GCS's create-if-absent: a write with ifGenerationMatch=0 fails with 412
     * when the object exists. A retry after a try whose answer was lost may
     * meet its own object; the text tells it apart from another writer's.
     */
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
    /** Immediate children from a delimiter listing: its folders (`prefixes`) and objects. */
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
                // After the last page the client passes null, whatever its types say.
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
    /** An operation safe to repeat, tried again on what may pass (never a 4xx such as 412). */
    repeatable(operation, key, task) {
        return (0,store/* storeOperation */.z4)(this.url, operation, key, () => retried(this.params.clock, task));
    }
}
/**
 * SHA-256 of a large file on a worker thread, while this thread sends it.
 * Measured on the bench's 512 MiB file against the stand-in: hashing here
 * while the components went up cut the upload from 110 to about 100 MiB/s
 * on a two-core VM, the hash taking this thread from the sockets.
 */
async function digestOnWorker(path, size) {
    const digest = new range_digest/* RangeDigest */.W(path, [[0, size - 1]]);
    digest.rangeLanded(0);
    return digest.result();
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
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13048);
/* harmony import */ var _each_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14544);
/* harmony import */ var _range_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66012);






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
        return (0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .digestFile */ .T)(download.path);
    }
    const digest = new _range_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .RangeDigest */ .W(download.path, ranges);
    try {
        await (0,_each_index_js__WEBPACK_IMPORTED_MODULE_5__/* .eachIndex */ .c)(ranges.length, download.concurrency, async (index) => {
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
