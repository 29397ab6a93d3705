export const id = 8552;
export const ids = [8552];
export const modules = {

/***/ 85883:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ FilePartBody)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);



const CHUNK = 256 << 10;
/**
 * Buffer pairs kept between parts, as digest.ts keeps its own: a pair per
 * part would be garbage again. At most one pair per part in flight is kept.
 */
const sparePairs = [];
/**
 * A byte range of a file as an upload body, read through two buffers that
 * are reused for the whole range. A file read stream allocates a fresh
 * buffer per read, and those wait in memory for a full garbage collection,
 * which V8 starts only once some 64 MiB of them have piled up: measured
 * here, uploading one file raised the supervisor's RSS by 40-70 MiB. A
 * buffer can be reused only once the socket is done with it, which only the
 * write's callback tells; so when the SDK pipes this body straight into the
 * HTTP request (as it does for a body it neither checksums nor re-frames),
 * the body writes to the request itself. Any other reader (a checksumming
 * wrapper, say) gets an ordinary stream of fresh buffers.
 */
class FilePartBody extends node_stream__WEBPACK_IMPORTED_MODULE_2__.Readable {
    path;
    end;
    position;
    handle;
    /** Bytes `start` to `end` (exclusive) of `path`. */
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
    /** Writes the range to the request, reading the next chunk while the last one is sent. */
    async sendTo(request) {
        const buffers = sparePairs.pop() ?? [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
        let sent = Promise.resolve();
        try {
            for (let turn = 0;; turn ^= 1) {
                const chunk = await this.readNext(buffers[turn] ?? Buffer.alloc(0));
                // The other buffer is free once the write before this one has completed.
                await sent;
                if (chunk.length === 0)
                    break;
                sent = writeChunk(request, chunk);
                // A request destroyed mid-write rejects this while the next read is
                // still on the thread pool; it is awaited (and thrown) after that read,
                // and must not count as an unhandled rejection meanwhile.
                sent.catch(() => undefined);
            }
            request.end();
            // Only a range sent to the end has no write left holding a buffer.
            sparePairs.push(buffers);
        }
        finally {
            this.destroy();
        }
    }
    /** The next bytes of the range into `buffer`; empty at the end. */
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

/***/ 48552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S3Store: () => (/* binding */ S3Store)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(53711);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
;// CONCATENATED MODULE: ./build/store/s3/s3-claim.js

/**
 * One winner for `key` on a server that ignores `If-None-Match: *` (some
 * S3-compatible servers do). Each contender
 *   1. gives up if `key` itself or any candidate for it exists (an object
 *      written without the protocol, such as a manifest, is never replaced);
 *   2. writes its own candidate `<key>.candidates/<time>-<nonce>`;
 *   3. waits `settleMs`, longer than any contender can take between its step
 *      1 and its step 2, and lists the candidates again;
 *   4. wins only if its candidate sorts first, and then writes `key` itself.
 * Listings are strongly consistent (S3 since 2020), so after the wait every
 * contender sees the same set of candidates and agrees on the same first one;
 * a contender arriving later stops at step 1. The cost is `settleMs` once per
 * claim, paid only where conditional writes are not honoured.
 */
async function claimByCandidates(objects, key, body, options) {
    const prefix = `${key}.candidates/`;
    if ((await objects.exists(key)) || (await objects.list(prefix)).length > 0)
        return false;
    const mine = `${String(options.clock.now()).padStart(15, '0')}-${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`;
    await objects.put(`${prefix}${mine}`, body);
    await options.clock.sleep(options.settleMs);
    const [first] = (await objects.list(prefix)).sort();
    if (first !== mine)
        return false;
    await objects.put(key, body);
    return true;
}

;// CONCATENATED MODULE: ./build/store/s3/s3-download.js

/** Bytes `start` to `end` (inclusive) of an S3 object, as a ranged GET. */
async function s3Range(client, bucket, objectKey, start, end) {
    const response = await client.send(new dist_cjs/* GetObjectCommand */.jLs({ Bucket: bucket, Key: objectKey, Range: `bytes=${start}-${end}` }));
    return { body: response.Body, length: response.ContentLength };
}

// EXTERNAL MODULE: ./build/store/file-part-body.js
var file_part_body = __webpack_require__(85883);
// EXTERNAL MODULE: ./build/store/ranged-download.js
var ranged_download = __webpack_require__(4228);
// EXTERNAL MODULE: ./build/store/each-index.js
var each_index = __webpack_require__(14544);
;// CONCATENATED MODULE: ./build/store/s3/s3-pending-uploads.js

/**
 * Multipart uploads begun below `keyPrefix` (store-relative) and neither
 * completed nor aborted, a page of up to a thousand at a time. Their parts
 * are billed as storage until aborted, and no listing of objects shows them.
 */
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
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
;// CONCATENATED MODULE: ./build/store/s3/s3-store.js













/**
 * A store in an S3 bucket, or any S3-compatible one. Large files go up as
 * parallel multipart uploads streamed from their file ranges and come down
 * as parallel ranged GETs written in place, so one file uses the link as
 * fully as many small ones, in little memory; each upload is checked by size
 * after it lands, and each download by its SHA-256 before it is renamed into
 * place.
 */
class S3Store {
    params;
    url;
    conditionalWrites;
    constructor(params) {
        this.params = params;
        this.url = `s3://${params.bucket}${params.prefix ? `/${params.prefix}` : ''}`;
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const { size } = await (0,promises_.stat)(localPath);
            const [digest] = await Promise.all([
                (0,store_digest/* digestFile */.T)(localPath),
                this.upload(this.objectKey(key), localPath, size),
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
                // Only a missing key is "no such object"; a missing bucket is an error to report.
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
            if (await this.honoursConditionalWrites())
                return this.putIfAbsent(this.objectKey(key), text);
            return claimByCandidates({
                list: async (prefix) => this.keysBelow(this.objectKey(prefix)),
                put: (k, body) => this.putText(this.objectKey(k), body),
                exists: async (k) => (await this.readText(k)) !== undefined,
            }, key, text, { clock: this.params.clock, settleMs: this.params.claimSettleMs ?? 5000 });
        });
    }
    /**
     * Children from a plain listing of every key below the prefix. A delimiter
     * listing would be cheaper, but some S3-compatible servers get it wrong for
     * deeper keys (s3rver returns only prefixes with an object directly below
     * them) and then runs would silently go missing from a restore. What is
     * listed here is one lineage: its runs' files, a page per thousand keys.
     */
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
    async upload(objectKey, localPath, size) {
        const { client, bucket, partSizeBytes } = this.params;
        if (size <= partSizeBytes) {
            await client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                Bucket: bucket,
                Key: objectKey,
                Body: new file_part_body/* FilePartBody */.q(localPath, 0, size),
                ContentLength: size,
            }));
            return;
        }
        await this.multipartUpload(objectKey, localPath, size);
    }
    /**
     * A multipart upload whose parts are read straight from their ranges of
     * the file, several at a time. Buffering whole parts in memory (as
     * lib-storage's Upload does) would cost the supervisor part size times
     * parts in flight times files in flight: hundreds of MiB on a VM whose
     * memory belongs to the trainer. A failed upload is aborted, so no parts
     * linger (and bill) in the bucket.
     */
    async multipartUpload(objectKey, localPath, size) {
        const { client, bucket, partSizeBytes, partConcurrency } = this.params;
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
    async putText(objectKey, text) {
        await this.params.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
            Bucket: this.params.bucket,
            Key: objectKey,
            Body: text,
            ContentType: 'application/json',
        }));
    }
    async putIfAbsent(objectKey, text) {
        try {
            await this.params.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                Bucket: this.params.bucket,
                Key: objectKey,
                Body: text,
                IfNoneMatch: '*',
            }));
            return true;
        }
        catch (error) {
            // 412: the object exists; 409: another conditional write to it is in flight.
            if (isStatus(error, 412) || isStatus(error, 409))
                return false;
            throw error;
        }
    }
    /**
     * Whether the server honours `If-None-Match: *` on PUT (AWS S3 does since
     * 2024; some compatible servers ignore it): a probe object is written
     * twice with the header, and the second write must fail. Asked once.
     */
    honoursConditionalWrites() {
        this.conditionalWrites ??= (async () => {
            const probe = this.objectKey(`.spot-train-probe/${(0,external_node_crypto_.randomBytes)(8).toString('hex')}`);
            await this.putIfAbsent(probe, 'probe');
            const secondWon = await this.putIfAbsent(probe, 'probe');
            await this.params.client.send(new dist_cjs/* DeleteObjectCommand */.k4j({ Bucket: this.params.bucket, Key: probe }));
            return !secondWon;
        })().catch((error) => {
            // A probe cut short by the network answers nothing: the next claim asks
            // again. Kept, its failure would fail every claim of the run.
            this.conditionalWrites = undefined;
            throw error;
        });
        return this.conditionalWrites;
    }
    async listKeys(prefix) {
        return this.guard('list', prefix, async () => (await this.keysBelow(this.objectKey(prefix))).map((key) => `${prefix}${key}`).sort());
    }
    async deleteObject(key) {
        await this.guard('delete', key, async () => {
            await this.params.client.send(new dist_cjs/* DeleteObjectCommand */.k4j({ Bucket: this.params.bucket, Key: this.objectKey(key) }));
        });
    }
    /** Keys under an object-key prefix, relative to it. */
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
    /**
     * Reads, listings and deletes are safe to repeat, so
     * they are retried here: the SDK retries a 5xx or a throttle, but not a
     * body cut off mid-read or a reset after the request went out, and one such
     * blip must not fail a run. Uploads, downloads and create-if-absent are
     * retried by their callers, which know what a repeat means.
     */
    async guard(operation, key, task) {
        if (!REPEATABLE.has(operation))
            return (0,store/* storeOperation */.z4)(this.url, operation, key, task);
        return (0,retry/* withRetry */.bD)(() => (0,store/* storeOperation */.z4)(this.url, operation, key, task), {
            clock: this.params.clock,
            isRetryable: (error) => !isPermanent(error),
        });
    }
}
/**
 * Whole-object writes are left to their callers, which retry them within
 * their own deadline (a notice's seal must not overrun it in here).
 */
const REPEATABLE = new Set(['read', 'list', 'delete', 'list uploads', 'abort upload']);
/** What no retry fixes: a missing bucket, denied access, bad credentials. */
function isPermanent(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (!(cause instanceof dist_cjs/* S3ServiceException */.Hcp))
        return false;
    const status = cause.$metadata.httpStatusCode ?? 0;
    return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
function isStatus(error, status) {
    return error instanceof dist_cjs/* S3ServiceException */.Hcp && error.$metadata.httpStatusCode === status;
}


/***/ })

};
