export const id = 8600;
export const ids = [8600];
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

/***/ 61317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parseAzureBlobUrl),
/* harmony export */   k: () => (/* binding */ azureBlobUrl)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const FORMS = 'az://ACCOUNT/CONTAINER/PREFIX or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX';
const ACCOUNT = /^[a-z0-9]{3,24}$/;
const CONTAINER = /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/;
function parseAzureBlobUrl(url, name) {
    const text = url.trim();
    const https = /^https:\/\/([^./]+)\.blob\.core\.windows\.net\/(.*)$/i.exec(text);
    const az = /^az:\/\/([^/]*)\/?(.*)$/i.exec(text);
    const [, account = '', path = ''] = https ?? az ?? [];
    if (!https && !az)
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${url}" is not an Azure Blob URL; expected ${FORMS}`);
    if (!ACCOUNT.test(account)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${account}" in "${url}" is not a storage account name (3-24 lowercase letters and digits); expected ${FORMS}`);
    }
    const [container = '', ...rest] = path.split('/');
    if (!CONTAINER.test(container)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${container}" in "${url}" is not a container name (3-63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit); expected ${FORMS}`);
    }
    return { account, container, prefix: rest.filter((part) => part !== '').join('/') };
}
function azureBlobUrl(location) {
    const { account, container, prefix } = location;
    return `az://${account}/${container}${prefix ? `/${prefix}` : ''}`;
}


/***/ }),

/***/ 78600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openAzureStore: () => (/* binding */ openAzureStore)
});

// EXTERNAL MODULE: ./build/base/clock.js
var clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/store/store-options.js
var store_options = __webpack_require__(57628);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
;// CONCATENATED MODULE: ./build/store/azure/azure-container.js

const DEVELOPMENT_ACCOUNT = 'devstoreaccount1';
const PIPELINE = {
    retryOptions: { maxTries: 5, retryDelayInMs: 500, maxRetryDelayInMs: 8000 },
};
async function openContainer(location, name, url, connectionString) {
    const { BlobServiceClient } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 42244));
    if (connectionString) {
        const named = connectionStringAccount(connectionString);
        if (named !== location.account) {
            throw new errors/* UserError */.y(`${name}: "${url}" names storage account "${location.account}", but AZURE_STORAGE_CONNECTION_STRING is for ${named ? `"${named}"` : 'no account'}; use the connection string's account in the URL, or unset it to sign in with DefaultAzureCredential`);
        }
        return BlobServiceClient.fromConnectionString(connectionString, PIPELINE).getContainerClient(location.container);
    }
    const { DefaultAzureCredential } = await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(2088), __webpack_require__.e(3016)]).then(__webpack_require__.bind(__webpack_require__, 73016));
    return new BlobServiceClient(`https://${location.account}.blob.core.windows.net`, new DefaultAzureCredential(), PIPELINE).getContainerClient(location.container);
}
function connectionStringAccount(connectionString) {
    const fields = new Map();
    for (const part of connectionString.split(';')) {
        const at = part.indexOf('=');
        if (at > 0)
            fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
    }
    if (fields.get('usedevelopmentstorage')?.toLowerCase() === 'true')
        return DEVELOPMENT_ACCOUNT;
    const endpointHost = /^https?:\/\/([^./:]+)\.blob\./i.exec(fields.get('blobendpoint') ?? '');
    return fields.get('accountname') ?? endpointHost?.[1]?.toLowerCase();
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@azure/storage-blob/dist/esm/index.js + 57 modules
var esm = __webpack_require__(42244);
// EXTERNAL MODULE: ./build/base/retry.js
var retry = __webpack_require__(31666);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/store/file-part-body.js
var file_part_body = __webpack_require__(85883);
// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
;// CONCATENATED MODULE: ./build/store/azure/azure-deadline.js
const SILENCE_MS = 60_000;
const SLOWEST_BYTES_PER_MS = (1 << 20) / 1000;
function transferDeadline(bytes = 0, silenceMs = SILENCE_MS) {
    return AbortSignal.timeout(silenceMs + Math.ceil(bytes / SLOWEST_BYTES_PER_MS));
}

;// CONCATENATED MODULE: ./build/store/azure/azure-download.js

async function blobRange(blob, start, end, silenceMs) {
    const count = end - start + 1;
    const response = await blob.download(start, count, {
        abortSignal: transferDeadline(count, silenceMs),
        maxRetryRequests: 3,
    });
    return { body: response.readableStreamBody, length: response.contentLength };
}

// EXTERNAL MODULE: ./build/store/ranged-download.js
var ranged_download = __webpack_require__(4228);
// EXTERNAL MODULE: ./build/store/each-index.js
var each_index = __webpack_require__(14544);
;// CONCATENATED MODULE: ./build/store/azure/azure-errors.js

function azureErrorCode(error) {
    if (!(error instanceof esm/* RestError */.pj))
        return undefined;
    const details = error.details;
    const fromDetails = typeof details?.errorCode === 'string' ? details.errorCode : undefined;
    return error.code ?? fromDetails ?? error.response?.headers.get('x-ms-error-code');
}
function azureStatus(error) {
    return error instanceof esm/* RestError */.pj ? error.statusCode : undefined;
}
class AzureRequestError extends Error {
    name = 'AzureRequestError';
    status;
    constructor(cause) {
        const code = azureErrorCode(cause);
        const status = cause.statusCode;
        const first = cause.message.split('\n')[0]?.trim() ?? '';
        super([status === undefined ? undefined : `HTTP ${status}`, code, first]
            .filter((part) => part !== undefined && part !== '')
            .join(' ') || 'request failed', { cause });
        this.status = status;
    }
}
function isPermanent(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const status = cause instanceof AzureRequestError ? (cause.status ?? 0) : 0;
    return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

// EXTERNAL MODULE: ./build/store/azure/azure-url.js
var azure_url = __webpack_require__(61317);
;// CONCATENATED MODULE: ./build/store/azure/azure-store.js














class AzureBlobStore {
    params;
    url;
    constructor(params) {
        this.params = params;
        this.url = (0,azure_url/* azureBlobUrl */.k)({ ...params, container: params.container.containerName });
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const blob = this.blob(key);
            const { size } = await (0,promises_.stat)(localPath);
            const [digest] = await Promise.all([
                (0,store_digest/* digestFile */.TM)(localPath),
                this.upload(blob, localPath, size),
            ]);
            const { contentLength } = await blob.getProperties({ abortSignal: this.deadline() });
            if (contentLength !== digest.size) {
                throw new store/* IntegrityError */.cs(`${this.url}/${key} holds ${contentLength ?? '?'} bytes after the upload; ${digest.size} were sent`);
            }
            return digest;
        });
    }
    async getFile(key, localPath, expected) {
        const { blockSizeBytes, blockConcurrency, downloadRangeBytes } = this.params;
        await this.guard('get', key, () => (0,verified_place/* placeVerified */.e)(localPath, expected, `${this.url}/${key}`, (temp) => (0,ranged_download/* downloadRanges */.F)({
            fetch: (start, end) => blobRange(this.blob(key), start, end, this.params.silenceMs ?? SILENCE_MS),
            path: temp,
            size: expected.size,
            rangeBytes: downloadRangeBytes ?? (0,ranged_download/* downloadRangeFor */.f)(blockSizeBytes),
            concurrency: blockConcurrency,
        })));
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            try {
                const response = await this.blob(key).download(0, undefined, {
                    abortSignal: this.deadline(),
                });
                return await azure_store_text(response.readableStreamBody);
            }
            catch (error) {
                if (azureErrorCode(error) === 'BlobNotFound')
                    return undefined;
                throw error;
            }
        });
    }
    async writeText(key, text) {
        await this.guard('write', key, async () => {
            await this.putText(this.blob(key), text);
        });
    }
    async createExclusive(key, text) {
        return this.guard('create', key, async () => {
            try {
                await this.putText(this.blob(key), text, '*');
                return true;
            }
            catch (error) {
                const status = azureStatus(error);
                if (status === 409 || status === 412)
                    return false;
                throw error;
            }
        });
    }
    async listChildren(prefix) {
        return this.guard('list', prefix, async () => {
            const below = this.blobName(prefix);
            const names = [];
            const pages = this.params.container
                .listBlobsByHierarchy('/', { prefix: below, abortSignal: this.deadline() })
                .byPage({ maxPageSize: 5000 });
            for await (const page of pages) {
                const { blobPrefixes = [], blobItems } = page.segment;
                for (const item of [...blobPrefixes, ...blobItems])
                    names.push(item.name.slice(below.length).replace(/\/$/, ''));
            }
            return names.filter((name) => name !== '' && !name.startsWith('.')).sort();
        });
    }
    async listKeys(prefix) {
        return this.guard('list', prefix, async () => {
            const below = this.blobName(prefix);
            const keys = [];
            for await (const page of this.params.container
                .listBlobsFlat({ prefix: below, abortSignal: this.deadline() })
                .byPage({ maxPageSize: 5000 })) {
                for (const item of page.segment.blobItems)
                    keys.push(`${prefix}${item.name.slice(below.length)}`);
            }
            return keys.sort();
        });
    }
    async deleteObject(key) {
        await this.guard('delete', key, async () => {
            await this.blob(key).deleteIfExists({
                deleteSnapshots: 'include',
                abortSignal: this.deadline(),
            });
        });
    }
    deadline(bytes = 0) {
        return transferDeadline(bytes, this.params.silenceMs ?? SILENCE_MS);
    }
    blobName(key) {
        return this.params.prefix ? `${this.params.prefix}/${key}` : key;
    }
    blob(key) {
        return this.params.container.getBlockBlobClient(this.blobName(key));
    }
    async putText(blob, text, ifNoneMatch) {
        const body = Buffer.from(text, 'utf8');
        await blob.upload(body, body.length, {
            blobHTTPHeaders: { blobContentType: 'application/json' },
            abortSignal: this.deadline(body.length),
            ...(ifNoneMatch ? { conditions: { ifNoneMatch } } : {}),
        });
    }
    async upload(blob, localPath, size) {
        const { blockSizeBytes, blockConcurrency } = this.params;
        if (size <= blockSizeBytes) {
            await blob.upload(() => new file_part_body/* FilePartBody */.q(localPath, 0, size), size, {
                abortSignal: this.deadline(size),
            });
            return;
        }
        const count = Math.ceil(size / blockSizeBytes);
        const nonce = (0,external_node_crypto_.randomBytes)(6).toString('hex');
        const ids = Array.from({ length: count }, (_, index) => Buffer.from(`${nonce}-${String(index).padStart(6, '0')}`).toString('base64'));
        await (0,each_index/* eachIndex */.c)(count, blockConcurrency, async (index) => {
            const start = index * blockSizeBytes;
            const end = Math.min(size, start + blockSizeBytes);
            await blob.stageBlock(ids[index] ?? '', () => new file_part_body/* FilePartBody */.q(localPath, start, end), end - start, { abortSignal: this.deadline(end - start) });
        });
        await blob.commitBlockList(ids, { abortSignal: this.deadline() });
    }
    async guard(operation, key, task) {
        const described = async () => {
            try {
                return await task();
            }
            catch (error) {
                throw error instanceof esm/* RestError */.pj ? new AzureRequestError(error) : error;
            }
        };
        if (!REPEATABLE.has(operation))
            return (0,store/* storeOperation */.z4)(this.url, operation, key, described);
        return (0,retry/* withRetry */.bD)(() => (0,store/* storeOperation */.z4)(this.url, operation, key, described), {
            clock: this.params.clock,
            isRetryable: (error) => !isPermanent(error),
        });
    }
}
const REPEATABLE = new Set(['read', 'list', 'delete']);
async function azure_store_text(body) {
    const chunks = [];
    for await (const chunk of body ?? [])
        chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
}

;// CONCATENATED MODULE: ./build/store/azure/open-azure-store.js




async function openAzureStore(location, options, name = 'store') {
    const { blob } = location;
    return new AzureBlobStore({
        container: await openContainer(blob, name, location.url, options.azureConnectionString),
        account: blob.account,
        prefix: blob.prefix,
        blockSizeBytes: options.s3PartSizeBytes ?? store_options/* S3_PART_SIZE */.be,
        blockConcurrency: options.s3PartConcurrency ?? store_options/* S3_PART_CONCURRENCY */.BA,
        clock: clock/* systemClock */.m,
    });
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
