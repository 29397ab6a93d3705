export const id = 647;
export const ids = [647];
export const modules = {

/***/ 2358:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

const { PutObjectCommand, ChecksumAlgorithm, CreateMultipartUploadCommand, AbortMultipartUploadCommand, UploadPartCommand, CompleteMultipartUploadCommand, PutObjectTaggingCommand } = __webpack_require__(3711);
const { toEndpointV1, getEndpointFromInstructions } = __webpack_require__(2085);
const { extendedEncodeURIComponent } = __webpack_require__(3422);
const { EventEmitter } = __webpack_require__(4434);
const { Buffer } = __webpack_require__(181);
const { statSync, ReadStream } = __webpack_require__(3024);
const { Readable } = __webpack_require__(2203);

const runtimeConfigShared = {
    statSync: () => { },
    isFileReadStream(f) {
        return false;
    },
};

const runtimeConfig = {
    ...runtimeConfigShared,
    runtime: "node",
    statSync,
    isFileReadStream(f) {
        return f instanceof ReadStream;
    },
};

const byteLength = (input) => {
    if (input == null) {
        return 0;
    }
    if (typeof input === "string") {
        return Buffer.byteLength(input);
    }
    if (typeof input.byteLength === "number") {
        return input.byteLength;
    }
    else if (typeof input.length === "number") {
        return input.length;
    }
    else if (typeof input.size === "number") {
        return input.size;
    }
    else if (typeof input.start === "number" && typeof input.end === "number") {
        return input.end + 1 - input.start;
    }
    else if (runtimeConfig.isFileReadStream(input)) {
        try {
            return runtimeConfig.statSync(input.path).size;
        }
        catch (error) {
            return undefined;
        }
    }
    return undefined;
};

var BYTE_LENGTH_SOURCE;
(function (BYTE_LENGTH_SOURCE) {
    BYTE_LENGTH_SOURCE["EMPTY_INPUT"] = "a null or undefined Body";
    BYTE_LENGTH_SOURCE["CONTENT_LENGTH"] = "the ContentLength property of the params set by the caller";
    BYTE_LENGTH_SOURCE["STRING_LENGTH"] = "the encoded byte length of the Body string";
    BYTE_LENGTH_SOURCE["TYPED_ARRAY"] = "the byteLength of a typed byte array such as Uint8Array";
    BYTE_LENGTH_SOURCE["LENGTH"] = "the value of Body.length";
    BYTE_LENGTH_SOURCE["SIZE"] = "the value of Body.size";
    BYTE_LENGTH_SOURCE["START_END_DIFF"] = "the numeric difference between Body.start and Body.end";
    BYTE_LENGTH_SOURCE["STAT"] = "the size of the file given by Body.path on disk as reported by statSync";
})(BYTE_LENGTH_SOURCE || (BYTE_LENGTH_SOURCE = {}));
const byteLengthSource = (input, override) => {
    if (override != null) {
        return BYTE_LENGTH_SOURCE.CONTENT_LENGTH;
    }
    if (input == null) {
        return BYTE_LENGTH_SOURCE.EMPTY_INPUT;
    }
    if (typeof input === "string") {
        return BYTE_LENGTH_SOURCE.STRING_LENGTH;
    }
    if (typeof input.byteLength === "number") {
        return BYTE_LENGTH_SOURCE.TYPED_ARRAY;
    }
    else if (typeof input.length === "number") {
        return BYTE_LENGTH_SOURCE.LENGTH;
    }
    else if (typeof input.size === "number") {
        return BYTE_LENGTH_SOURCE.SIZE;
    }
    else if (typeof input.start === "number" && typeof input.end === "number") {
        return BYTE_LENGTH_SOURCE.START_END_DIFF;
    }
    else if (runtimeConfig.isFileReadStream(input)) {
        try {
            runtimeConfig.statSync(input.path).size;
            return BYTE_LENGTH_SOURCE.STAT;
        }
        catch (error) {
            return undefined;
        }
    }
    return undefined;
};

async function* getChunkStream(data, partSize, getNextData) {
    let partNumber = 1;
    const currentBuffer = { chunks: [], length: 0 };
    for await (const datum of getNextData(data)) {
        currentBuffer.chunks.push(datum);
        currentBuffer.length += datum.byteLength;
        while (currentBuffer.length > partSize) {
            const dataChunk = currentBuffer.chunks.length > 1 ? Buffer.concat(currentBuffer.chunks) : currentBuffer.chunks[0];
            yield {
                partNumber,
                data: dataChunk.subarray(0, partSize),
            };
            currentBuffer.chunks = [dataChunk.subarray(partSize)];
            currentBuffer.length = currentBuffer.chunks[0].byteLength;
            partNumber += 1;
        }
    }
    yield {
        partNumber,
        data: currentBuffer.chunks.length !== 1 ? Buffer.concat(currentBuffer.chunks) : currentBuffer.chunks[0],
        lastPart: true,
    };
}

async function* getChunkUint8Array(data, partSize) {
    let partNumber = 1;
    let startByte = 0;
    let endByte = partSize;
    while (endByte < data.byteLength) {
        yield {
            partNumber,
            data: data.subarray(startByte, endByte),
        };
        partNumber += 1;
        startByte = endByte;
        endByte = startByte + partSize;
    }
    yield {
        partNumber,
        data: data.subarray(startByte),
        lastPart: true,
    };
}

async function* getDataReadable(data) {
    for await (const chunk of data) {
        if (Buffer.isBuffer(chunk) || chunk instanceof Uint8Array) {
            yield chunk;
        }
        else {
            yield Buffer.from(chunk);
        }
    }
}

async function* getDataReadableStream(data) {
    const reader = data.getReader();
    try {
        while (true) {
            const { done, value } = await reader.read();
            if (done) {
                return;
            }
            if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
                yield value;
            }
            else {
                yield Buffer.from(value);
            }
        }
    }
    catch (e) {
        throw e;
    }
    finally {
        reader.releaseLock();
    }
}

const getChunk = (data, partSize) => {
    if (data instanceof Uint8Array) {
        return getChunkUint8Array(data, partSize);
    }
    if (data instanceof Readable) {
        return getChunkStream(data, partSize, getDataReadable);
    }
    if (data instanceof String || typeof data === "string") {
        return getChunkUint8Array(Buffer.from(data), partSize);
    }
    if (typeof data.stream === "function") {
        return getChunkStream(data.stream(), partSize, getDataReadableStream);
    }
    if (data instanceof ReadableStream) {
        return getChunkStream(data, partSize, getDataReadableStream);
    }
    throw new Error("Body Data is unsupported format, expected data to be one of: string | Uint8Array | Buffer | Readable | ReadableStream | Blob;.");
};

class Upload extends EventEmitter {
    static MIN_PART_SIZE = 1024 * 1024 * 5;
    MAX_PARTS = 10_000;
    queueSize = 4;
    partSize;
    leavePartsOnError = false;
    tags = [];
    client;
    params;
    totalBytes;
    totalBytesSource;
    bytesUploadedSoFar;
    abortController;
    concurrentUploaders = [];
    createMultiPartPromise;
    abortMultipartUploadCommand = null;
    uploadedParts = [];
    uploadEnqueuedPartsCount = 0;
    expectedPartsCount;
    uploadId;
    uploadEvent;
    isMultiPart = true;
    singleUploadResult;
    sent = false;
    constructor(options) {
        super();
        this.queueSize = options.queueSize || this.queueSize;
        this.leavePartsOnError = options.leavePartsOnError || this.leavePartsOnError;
        this.tags = options.tags || this.tags;
        this.client = options.client;
        this.params = options.params;
        if (!this.params) {
            throw new Error(`InputError: Upload requires params to be passed to upload.`);
        }
        this.totalBytes = this.params.ContentLength ?? byteLength(this.params.Body);
        this.totalBytesSource = byteLengthSource(this.params.Body, this.params.ContentLength);
        this.bytesUploadedSoFar = 0;
        this.abortController = options.abortController ?? new AbortController();
        this.partSize =
            options.partSize || Math.max(Upload.MIN_PART_SIZE, Math.ceil((this.totalBytes || 0) / this.MAX_PARTS));
        if (this.totalBytes !== undefined) {
            this.expectedPartsCount = Math.ceil(this.totalBytes / this.partSize);
        }
        this.__validateInput();
    }
    async abort() {
        this.abortController.abort();
    }
    async done() {
        if (this.sent) {
            throw new Error("@aws-sdk/lib-storage: this instance of Upload has already executed .done(). Create a new instance.");
        }
        this.sent = true;
        return await Promise.race([this.__doMultipartUpload(), this.__abortTimeout(this.abortController.signal)]);
    }
    on(event, listener) {
        this.uploadEvent = event;
        return super.on(event, listener);
    }
    async __uploadUsingPut(dataPart) {
        this.isMultiPart = false;
        const params = { ...this.params, Body: dataPart.data };
        const clientConfig = this.client.config;
        const requestHandler = clientConfig.requestHandler;
        const eventEmitter = requestHandler instanceof EventEmitter ? requestHandler : null;
        const uploadEventListener = (event) => {
            this.bytesUploadedSoFar = event.loaded;
            this.totalBytes = event.total;
            this.__notifyProgress({
                loaded: this.bytesUploadedSoFar,
                total: this.totalBytes,
                part: dataPart.partNumber,
                Key: this.params.Key,
                Bucket: this.params.Bucket,
            });
        };
        if (eventEmitter !== null) {
            eventEmitter.on("xhr.upload.progress", uploadEventListener);
        }
        const resolved = await Promise.all([this.client.send(new PutObjectCommand(params)), clientConfig?.endpoint?.()]);
        const putResult = resolved[0];
        let endpoint = resolved[1];
        if (!endpoint) {
            endpoint = toEndpointV1(await getEndpointFromInstructions(params, PutObjectCommand, {
                ...clientConfig,
            }));
        }
        if (!endpoint) {
            throw new Error('Could not resolve endpoint from S3 "client.config.endpoint()" nor EndpointsV2.');
        }
        if (eventEmitter !== null) {
            eventEmitter.off("xhr.upload.progress", uploadEventListener);
        }
        const locationKey = this.params
            .Key.split("/")
            .map((segment) => extendedEncodeURIComponent(segment))
            .join("/");
        const locationBucket = extendedEncodeURIComponent(this.params.Bucket);
        const Location = (() => {
            const endpointHostnameIncludesBucket = endpoint.hostname.startsWith(`${locationBucket}.`);
            const forcePathStyle = this.client.config.forcePathStyle;
            const optionalPort = endpoint.port ? `:${endpoint.port}` : ``;
            if (forcePathStyle) {
                return `${endpoint.protocol}//${endpoint.hostname}${optionalPort}/${locationBucket}/${locationKey}`;
            }
            if (endpointHostnameIncludesBucket) {
                return `${endpoint.protocol}//${endpoint.hostname}${optionalPort}/${locationKey}`;
            }
            return `${endpoint.protocol}//${locationBucket}.${endpoint.hostname}${optionalPort}/${locationKey}`;
        })();
        this.singleUploadResult = {
            ...putResult,
            Bucket: this.params.Bucket,
            Key: this.params.Key,
            Location,
        };
        const totalSize = byteLength(dataPart.data);
        this.__notifyProgress({
            loaded: totalSize,
            total: totalSize,
            part: 1,
            Key: this.params.Key,
            Bucket: this.params.Bucket,
        });
    }
    async __createMultipartUpload() {
        const requestChecksumCalculation = await this.client.config.requestChecksumCalculation();
        if (!this.createMultiPartPromise) {
            const createCommandParams = { ...this.params, Body: undefined };
            if (requestChecksumCalculation === "WHEN_SUPPORTED") {
                createCommandParams.ChecksumAlgorithm = this.params.ChecksumAlgorithm || ChecksumAlgorithm.CRC32;
            }
            this.createMultiPartPromise = this.client
                .send(new CreateMultipartUploadCommand(createCommandParams))
                .then((createMpuResponse) => {
                this.abortMultipartUploadCommand = new AbortMultipartUploadCommand({
                    Bucket: this.params.Bucket,
                    Key: this.params.Key,
                    UploadId: createMpuResponse.UploadId,
                });
                return createMpuResponse;
            });
        }
        return this.createMultiPartPromise;
    }
    async __doConcurrentUpload(dataFeeder) {
        for await (const dataPart of dataFeeder) {
            if (this.uploadEnqueuedPartsCount > this.MAX_PARTS) {
                throw new Error(`Exceeded ${this.MAX_PARTS} parts in multipart upload to Bucket: ${this.params.Bucket} Key: ${this.params.Key}.`);
            }
            if (this.abortController.signal.aborted) {
                return;
            }
            if (dataPart.partNumber === 1 && dataPart.lastPart) {
                return await this.__uploadUsingPut(dataPart);
            }
            if (!this.uploadId) {
                const { UploadId } = await this.__createMultipartUpload();
                this.uploadId = UploadId;
                if (this.abortController.signal.aborted) {
                    return;
                }
            }
            const partSize = byteLength(dataPart.data) || 0;
            const requestHandler = this.client.config.requestHandler;
            const eventEmitter = requestHandler instanceof EventEmitter ? requestHandler : null;
            let lastSeenBytes = 0;
            const uploadEventListener = (event, request) => {
                const requestPartSize = Number(request.query["partNumber"]) || -1;
                if (requestPartSize !== dataPart.partNumber) {
                    return;
                }
                if (event.total && partSize) {
                    this.bytesUploadedSoFar += event.loaded - lastSeenBytes;
                    lastSeenBytes = event.loaded;
                }
                this.__notifyProgress({
                    loaded: this.bytesUploadedSoFar,
                    total: this.totalBytes,
                    part: dataPart.partNumber,
                    Key: this.params.Key,
                    Bucket: this.params.Bucket,
                });
            };
            if (eventEmitter !== null) {
                eventEmitter.on("xhr.upload.progress", uploadEventListener);
            }
            this.uploadEnqueuedPartsCount += 1;
            this.__validateUploadPart(dataPart);
            const partResult = await this.client.send(new UploadPartCommand({
                ...this.params,
                ContentLength: undefined,
                UploadId: this.uploadId,
                Body: dataPart.data,
                PartNumber: dataPart.partNumber,
            }));
            if (eventEmitter !== null) {
                eventEmitter.off("xhr.upload.progress", uploadEventListener);
            }
            if (this.abortController.signal.aborted) {
                return;
            }
            if (!partResult.ETag) {
                throw new Error(`Part ${dataPart.partNumber} is missing ETag in UploadPart response. Missing Bucket CORS configuration for ETag header?`);
            }
            this.uploadedParts.push({
                PartNumber: dataPart.partNumber,
                ETag: partResult.ETag,
                ...(partResult.ChecksumCRC32 && { ChecksumCRC32: partResult.ChecksumCRC32 }),
                ...(partResult.ChecksumCRC32C && { ChecksumCRC32C: partResult.ChecksumCRC32C }),
                ...(partResult.ChecksumCRC64NVME && { ChecksumCRC64NVME: partResult.ChecksumCRC64NVME }),
                ...(partResult.ChecksumSHA1 && { ChecksumSHA1: partResult.ChecksumSHA1 }),
                ...(partResult.ChecksumSHA256 && { ChecksumSHA256: partResult.ChecksumSHA256 }),
            });
            if (eventEmitter === null) {
                this.bytesUploadedSoFar += partSize;
            }
            this.__notifyProgress({
                loaded: this.bytesUploadedSoFar,
                total: this.totalBytes,
                part: dataPart.partNumber,
                Key: this.params.Key,
                Bucket: this.params.Bucket,
            });
        }
    }
    async __doMultipartUpload() {
        const dataFeeder = getChunk(this.params.Body, this.partSize);
        const concurrentUploaderFailures = [];
        for (let index = 0; index < this.queueSize; index++) {
            const currentUpload = this.__doConcurrentUpload(dataFeeder).catch((err) => {
                concurrentUploaderFailures.push(err);
            });
            this.concurrentUploaders.push(currentUpload);
        }
        await Promise.all(this.concurrentUploaders);
        if (concurrentUploaderFailures.length >= 1) {
            await this.markUploadAsAborted();
            throw concurrentUploaderFailures[0];
        }
        if (this.abortController.signal.aborted) {
            await this.markUploadAsAborted();
            throw Object.assign(new Error("Upload aborted."), { name: "AbortError" });
        }
        let result;
        if (this.isMultiPart) {
            const { expectedPartsCount, uploadedParts, totalBytes, totalBytesSource } = this;
            if (totalBytes !== undefined && expectedPartsCount !== undefined && uploadedParts.length !== expectedPartsCount) {
                await this.markUploadAsAborted();
                throw new Error(`Expected ${expectedPartsCount} part(s) but uploaded ${uploadedParts.length} part(s).
The expected part count is based on the byte-count of the input.params.Body,
which was read from ${totalBytesSource} and is ${totalBytes}.
If this is not correct, provide an override value by setting a number
to input.params.ContentLength in bytes.
`);
            }
            this.uploadedParts.sort((a, b) => a.PartNumber - b.PartNumber);
            const uploadCompleteParams = {
                ...this.params,
                Body: undefined,
                UploadId: this.uploadId,
                MultipartUpload: {
                    Parts: this.uploadedParts,
                },
            };
            try {
                result = await this.client.send(new CompleteMultipartUploadCommand(uploadCompleteParams));
            }
            catch (e) {
                await this.markUploadAsAborted().catch((abortError) => {
                    if (e instanceof Error && e.cause === undefined) {
                        e.cause = abortError;
                    }
                });
                throw e;
            }
            if (typeof result?.Location === "string" && result.Location.includes("%2F")) {
                result.Location = result.Location.replace(/%2F/g, "/");
            }
        }
        else {
            result = this.singleUploadResult;
        }
        this.abortMultipartUploadCommand = null;
        if (this.tags.length) {
            await this.client.send(new PutObjectTaggingCommand({
                ...this.params,
                Tagging: {
                    TagSet: this.tags,
                },
            }));
        }
        return result;
    }
    async markUploadAsAborted() {
        if (this.uploadId && !this.leavePartsOnError && null !== this.abortMultipartUploadCommand) {
            await this.client.send(this.abortMultipartUploadCommand);
            this.abortMultipartUploadCommand = null;
        }
    }
    __notifyProgress(progress) {
        if (this.uploadEvent) {
            this.emit(this.uploadEvent, progress);
        }
    }
    async __abortTimeout(abortSignal) {
        return new Promise((resolve, reject) => {
            abortSignal.onabort = () => {
                const abortError = new Error("Upload aborted.");
                abortError.name = "AbortError";
                reject(abortError);
            };
        });
    }
    __validateUploadPart(dataPart) {
        const actualPartSize = byteLength(dataPart.data);
        if (actualPartSize === undefined) {
            throw new Error(`A dataPart was generated without a measurable data chunk size for part number ${dataPart.partNumber}`);
        }
        if (dataPart.partNumber === 1 && dataPart.lastPart) {
            return;
        }
        if (!dataPart.lastPart && actualPartSize !== this.partSize) {
            throw new Error(`The byte size for part number ${dataPart.partNumber}, size ${actualPartSize} does not match expected size ${this.partSize}`);
        }
    }
    __validateInput() {
        if (!this.client) {
            throw new Error(`InputError: Upload requires a AWS client to do uploads with.`);
        }
        if (this.partSize < Upload.MIN_PART_SIZE) {
            throw new Error(`EntityTooSmall: Your proposed upload part size [${this.partSize}] is smaller than the minimum allowed size [${Upload.MIN_PART_SIZE}] (5MB)`);
        }
        if (this.queueSize < 1) {
            throw new Error(`Queue size: Must have at least one uploading queue.`);
        }
    }
}

exports._ = Upload;


/***/ }),

/***/ 3048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ digestFile),
/* harmony export */   e: () => (/* binding */ copyWithDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);


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

/***/ 4647:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S3Store: () => (/* binding */ S3Store)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(3711);
// EXTERNAL MODULE: ./node_modules/@aws-sdk/lib-storage/dist-cjs/index.js
var lib_storage_dist_cjs = __webpack_require__(2358);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(3048);
;// CONCATENATED MODULE: ./build/store/s3-claim.js

/**
 * One winner for `key` on a server that ignores `If-None-Match: *` (some
 * S3-compatible servers do). Each contender
 *   1. gives up if any candidate for `key` exists;
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
    if ((await objects.list(prefix)).length > 0)
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

// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(4899);
;// CONCATENATED MODULE: ./build/store/s3-store.js











/**
 * A store in an S3 bucket, or any S3-compatible one. Large files go up as
 * parallel multipart uploads and come down as parallel ranged GETs written
 * in place, so one file uses the link as fully as many small ones; each
 * upload is checked by size after it lands, and each download by its
 * SHA-256 before it is renamed into place.
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
            const head = await this.params.client.send(new dist_cjs.HeadObjectCommand({ Bucket: this.params.bucket, Key: this.objectKey(key) }));
            if (head.ContentLength !== digest.size) {
                throw new store/* IntegrityError */.c(`${this.url}/${key} holds ${head.ContentLength ?? '?'} bytes after the upload; ${digest.size} were sent`);
            }
            return digest;
        });
    }
    async getFile(key, localPath, expected) {
        await this.guard('get', key, async () => {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(localPath), { recursive: true });
            const temp = `${localPath}.spot-train-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.partial`;
            try {
                await this.download(this.objectKey(key), temp, expected.size);
                const digest = await (0,store_digest/* digestFile */.T)(temp);
                if (digest.size !== expected.size || digest.sha256 !== expected.sha256) {
                    throw new store/* IntegrityError */.c(`${this.url}/${key} holds ${digest.size} bytes with sha256 ${digest.sha256}; the manifest recorded ${expected.size} bytes with sha256 ${expected.sha256}`);
                }
                await (0,promises_.rename)(temp, localPath);
            }
            finally {
                await (0,promises_.rm)(temp, { force: true });
            }
        });
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            try {
                const response = await this.params.client.send(new dist_cjs.GetObjectCommand({ Bucket: this.params.bucket, Key: this.objectKey(key) }));
                return (await response.Body?.transformToString('utf8')) ?? '';
            }
            catch (error) {
                // Only a missing key is "no such object"; a missing bucket is an error to report.
                if (error instanceof dist_cjs.S3ServiceException && error.name === 'NoSuchKey')
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
                list: async (prefix) => this.listKeys(this.objectKey(prefix)),
                put: (k, body) => this.putText(this.objectKey(k), body),
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
            const names = new Set((await this.listKeys(this.objectKey(prefix))).map((key) => key.split('/')[0] ?? key));
            return [...names].filter((name) => name !== '' && !name.startsWith('.')).sort();
        });
    }
    objectKey(key) {
        return this.params.prefix ? `${this.params.prefix}/${key}` : key;
    }
    async upload(objectKey, localPath, size) {
        const { client, bucket, partSizeBytes, partConcurrency } = this.params;
        if (size <= partSizeBytes) {
            await client.send(new dist_cjs.PutObjectCommand({
                Bucket: bucket,
                Key: objectKey,
                Body: (0,external_node_fs_.createReadStream)(localPath),
                ContentLength: size,
            }));
            return;
        }
        const upload = new lib_storage_dist_cjs/* Upload */._({
            client,
            params: {
                Bucket: bucket,
                Key: objectKey,
                Body: (0,external_node_fs_.createReadStream)(localPath, { highWaterMark: 1 << 20 }),
            },
            partSize: partSizeBytes,
            queueSize: partConcurrency,
            leavePartsOnError: false,
        });
        await upload.done();
    }
    /** Ranged GETs in parallel, each streamed to its place in the file: memory stays at a few buffers. */
    async download(objectKey, path, size) {
        const { client, bucket, partSizeBytes, partConcurrency } = this.params;
        const handle = await (0,promises_.open)(path, 'w');
        await handle.truncate(size);
        await handle.close();
        const ranges = [];
        for (let start = 0; start < size; start += partSizeBytes)
            ranges.push([start, Math.min(size, start + partSizeBytes) - 1]);
        if (ranges.length === 0)
            return;
        let next = 0;
        const worker = async () => {
            for (let range = ranges[next++]; range; range = ranges[next++]) {
                const [start, end] = range;
                const response = await client.send(new dist_cjs.GetObjectCommand({ Bucket: bucket, Key: objectKey, Range: `bytes=${start}-${end}` }));
                await (0,external_node_stream_promises_.pipeline)(response.Body, (0,external_node_fs_.createWriteStream)(path, { flags: 'r+', start }));
            }
        };
        await Promise.all(Array.from({ length: Math.min(partConcurrency, ranges.length) }, worker));
    }
    async putText(objectKey, text) {
        await this.params.client.send(new dist_cjs.PutObjectCommand({
            Bucket: this.params.bucket,
            Key: objectKey,
            Body: text,
            ContentType: 'application/json',
        }));
    }
    async putIfAbsent(objectKey, text) {
        try {
            await this.params.client.send(new dist_cjs.PutObjectCommand({
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
            await this.params.client.send(new dist_cjs.DeleteObjectCommand({ Bucket: this.params.bucket, Key: probe }));
            return !secondWon;
        })();
        return this.conditionalWrites;
    }
    /** Keys under an object-key prefix, relative to it. */
    async listKeys(prefix) {
        const names = [];
        let token;
        do {
            const page = await this.params.client.send(new dist_cjs.ListObjectsV2Command({
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
        try {
            return await task();
        }
        catch (error) {
            if (error instanceof store/* IntegrityError */.c)
                throw error;
            throw new store/* StoreError */.A(operation, key, this.url, error);
        }
    }
}
function isStatus(error, status) {
    return error instanceof dist_cjs.S3ServiceException && error.$metadata.httpStatusCode === status;
}


/***/ })

};
