export const id = 5205;
export const ids = [5205];
export const modules = {

/***/ 55205:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openAzureStore: () => (/* binding */ openAzureStore)
});

// EXTERNAL MODULE: ./build/clock.js
var clock = __webpack_require__(7094);
// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
;// CONCATENATED MODULE: ./build/store/azure/azure-container.js

/** The account Azurite and the storage emulator serve under `UseDevelopmentStorage=true`. */
const DEVELOPMENT_ACCOUNT = 'devstoreaccount1';
/**
 * The SDK's own retries, on top of which the store retries what it can
 * repeat: five tries, the first retry after half a second rather than the
 * default four, so a blip costs a restore seconds, not half a minute. The
 * SDK retries a 500, a 503 (Azure's throttling) and a dropped connection.
 */
const PIPELINE = {
    retryOptions: { maxTries: 5, retryDelayInMs: 500, maxRetryDelayInMs: 8000 },
};
/**
 * A client of the store's container. With AZURE_STORAGE_CONNECTION_STRING
 * set (an emulator such as Azurite, or a shared key), the connection string
 * gives the endpoint and the key, and must name the URL's account: a store
 * URL that says one account while the bytes go to another would be read
 * back wrong by anyone with the URL alone. Otherwise the endpoint is the
 * account's public one and DefaultAzureCredential signs in (azure/login's
 * session or OIDC federation, a VM's managed identity, the environment).
 */
async function openContainer(location, name, url, connectionString = process.env.AZURE_STORAGE_CONNECTION_STRING) {
    const { BlobServiceClient } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 42244));
    if (connectionString) {
        const named = connectionStringAccount(connectionString);
        if (named !== location.account) {
            throw new errors/* UserError */.y(`${name}: "${url}" names storage account "${location.account}", but AZURE_STORAGE_CONNECTION_STRING is for ${named ? `"${named}"` : 'no account'}; use the connection string's account in the URL, or unset it to sign in with DefaultAzureCredential`);
        }
        return BlobServiceClient.fromConnectionString(connectionString, PIPELINE).getContainerClient(location.container);
    }
    // @azure/identity takes half a second to load: only a store that signs in loads it.
    const { DefaultAzureCredential } = await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(2088), __webpack_require__.e(3016)]).then(__webpack_require__.bind(__webpack_require__, 73016));
    return new BlobServiceClient(`https://${location.account}.blob.core.windows.net`, new DefaultAzureCredential(), PIPELINE).getContainerClient(location.container);
}
/** The AccountName of a connection string (never its key), or the emulator's for `UseDevelopmentStorage=true`. */
function connectionStringAccount(connectionString) {
    const fields = new Map();
    for (const part of connectionString.split(';')) {
        const at = part.indexOf('=');
        if (at > 0)
            fields.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
    }
    if (fields.get('usedevelopmentstorage')?.toLowerCase() === 'true')
        return DEVELOPMENT_ACCOUNT;
    // A SAS connection string has no AccountName; its endpoint's host starts with the account.
    const endpointHost = /^https?:\/\/([^./:]+)\.blob\./i.exec(fields.get('blobendpoint') ?? '');
    return fields.get('accountname') ?? endpointHost?.[1]?.toLowerCase();
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/@azure/storage-blob/dist/esm/index.js + 57 modules
var esm = __webpack_require__(42244);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/store/file-part-body.js
var file_part_body = __webpack_require__(85883);
// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
;// CONCATENATED MODULE: ./build/store/azure/azure-deadline.js
/**
 * The SDK waits on a silent connection for ever (it sets no client-side
 * timeout), so a server that stops answering would hang a save or a
 * restore. Every request gets a deadline instead: a minute, plus the time
 * its bytes take at a slow 1 MiB/s; a 16 MiB block then has 76 s. An
 * aborted request fails the operation, which the store or its caller
 * retries.
 */
const SILENCE_MS = 60_000;
const SLOWEST_BYTES_PER_MS = (1 << 20) / 1000;
/** `silenceMs` is the minute, shorter in tests. */
function transferDeadline(bytes = 0, silenceMs = SILENCE_MS) {
    return AbortSignal.timeout(silenceMs + Math.ceil(bytes / SLOWEST_BYTES_PER_MS));
}

;// CONCATENATED MODULE: ./build/store/azure/azure-download.js

/** Bytes `start` to `end` (inclusive) of a blob, as a ranged GET with its own deadline. */
async function blobRange(blob, start, end, silenceMs) {
    const count = end - start + 1;
    const response = await blob.download(start, count, {
        abortSignal: transferDeadline(count, silenceMs),
        // A body cut off half way is re-requested from where it stopped, by the SDK.
        maxRetryRequests: 3,
    });
    return { body: response.readableStreamBody, length: response.contentLength };
}

// EXTERNAL MODULE: ./build/store/ranged-download.js
var ranged_download = __webpack_require__(4228);
// EXTERNAL MODULE: ./build/store/each-index.js
var each_index = __webpack_require__(14544);
;// CONCATENATED MODULE: ./build/store/azure/azure-errors.js

/** Azure's error code (`BlobNotFound`, `ContainerNotFound`, ...), which a HEAD carries only in a header. */
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
/**
 * A failed request as one line a person can act on: status, Azure's code and
 * the first line of its message (the rest is a request ID and a time). A
 * HEAD's RestError has an empty message, which alone would say nothing.
 */
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
/** What no retry fixes: a missing container, denied access, bad credentials. */
function isPermanent(error) {
    const cause = error instanceof Error ? error.cause : undefined;
    const status = cause instanceof AzureRequestError ? (cause.status ?? 0) : 0;
    return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

;// CONCATENATED MODULE: ./build/store/azure/azure-url.js

const FORMS = 'az://ACCOUNT/CONTAINER/PREFIX or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX';
/** Azure's rules for a storage account's name. */
const ACCOUNT = /^[a-z0-9]{3,24}$/;
/** Azure's rules for a container's name: no leading, trailing or doubled hyphen. */
const CONTAINER = /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * Reads `az://ACCOUNT/CONTAINER/PREFIX`, or a container's own https URL
 * (`https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX`), which the
 * portal shows and people paste. Both name the same place.
 */
function parseAzureBlobUrl(url, name) {
    const text = url.trim();
    const https = /^https:\/\/([^./]+)\.blob\.core\.windows\.net\/(.*)$/i.exec(text);
    const az = /^az:\/\/([^/]*)\/?(.*)$/i.exec(text);
    const [, account = '', path = ''] = https ?? az ?? [];
    if (!https && !az)
        throw new errors/* UserError */.y(`${name}: "${url}" is not an Azure Blob URL; expected ${FORMS}`);
    if (!ACCOUNT.test(account)) {
        throw new errors/* UserError */.y(`${name}: "${account}" in "${url}" is not a storage account name (3-24 lowercase letters and digits); expected ${FORMS}`);
    }
    const [container = '', ...rest] = path.split('/');
    if (!CONTAINER.test(container)) {
        throw new errors/* UserError */.y(`${name}: "${container}" in "${url}" is not a container name (3-63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit); expected ${FORMS}`);
    }
    return { account, container, prefix: rest.filter((part) => part !== '').join('/') };
}
/** The canonical spelling of a location, for logs, summaries and manifests' URLs. */
function azureBlobUrl(location) {
    const { account, container, prefix } = location;
    return `az://${account}/${container}${prefix ? `/${prefix}` : ''}`;
}

;// CONCATENATED MODULE: ./build/store/azure/azure-store.js














/**
 * A store in an Azure Blob container. Large files go up as blocks staged in
 * parallel straight from their file ranges and then committed as one block
 * list, and come down as parallel ranged GETs written in place; each upload
 * is checked by size once committed, each download by SHA-256 before it is
 * renamed into place.
 */
class AzureBlobStore {
    params;
    url;
    constructor(params) {
        this.params = params;
        this.url = azureBlobUrl({ ...params, container: params.container.containerName });
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const blob = this.blob(key);
            const { size } = await (0,promises_.stat)(localPath);
            const [digest] = await Promise.all([
                (0,store_digest/* digestFile */.T)(localPath),
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
                // Only a missing blob is "no such object"; a missing container is an error to report.
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
                // Azure honours If-None-Match: * on Put Blob; no claim protocol is needed.
                await this.putText(this.blob(key), text, '*');
                return true;
            }
            catch (error) {
                // 409 BlobAlreadyExists, or 412: the blob exists (or another such write won first).
                const status = azureStatus(error);
                if (status === 409 || status === 412)
                    return false;
                throw error;
            }
        });
    }
    /** Children by a hierarchy listing: Azure (and Azurite) answer '/'-delimited listings exactly. */
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
    /**
     * One Put Blob for a file of up to one block; otherwise blocks staged in
     * parallel, each read straight from its range of the file (never a whole
     * block in memory), then one Put Block List. Either way the blob appears
     * whole or not at all: staged blocks are invisible until the commit.
     *
     * A supervisor killed half way leaves its staged blocks uncommitted. They
     * are invisible to reads and listings, and Azure discards a blob's
     * uncommitted blocks after seven days, or as soon as anything commits to
     * that blob; since keys are never reused, that is the seven days. They
     * are billed as storage until then; nothing else needs cleaning up (unlike
     * S3's multipart uploads, which last until aborted).
     */
    async upload(blob, localPath, size) {
        const { blockSizeBytes, blockConcurrency } = this.params;
        if (size <= blockSizeBytes) {
            await blob.upload(() => new file_part_body/* FilePartBody */.q(localPath, 0, size), size, {
                abortSignal: this.deadline(size),
            });
            return;
        }
        const count = Math.ceil(size / blockSizeBytes);
        // Block IDs must be base64 of equal length within a blob; the nonce keeps
        // this upload's blocks apart from any a killed attempt left behind.
        const nonce = (0,external_node_crypto_.randomBytes)(6).toString('hex');
        const ids = Array.from({ length: count }, (_, index) => Buffer.from(`${nonce}-${String(index).padStart(6, '0')}`).toString('base64'));
        await (0,each_index/* eachIndex */.c)(count, blockConcurrency, async (index) => {
            const start = index * blockSizeBytes;
            const end = Math.min(size, start + blockSizeBytes);
            // A function body: each of the SDK's retries reads the range afresh.
            await blob.stageBlock(ids[index] ?? '', () => new file_part_body/* FilePartBody */.q(localPath, start, end), end - start, { abortSignal: this.deadline(end - start) });
        });
        await blob.commitBlockList(ids, { abortSignal: this.deadline() });
    }
    /**
     * Reads, listings and deletes are safe to repeat, so they are retried here
     * on top of the SDK's retries, which do not cover a request that timed
     * out. Uploads, downloads and create-if-absent are retried by their
     * callers, which know what a repeat means.
     */
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





/**
 * Opens an Azure Blob store from `az://ACCOUNT/CONTAINER/PREFIX` or the
 * container's https URL. Block size and blocks in flight are the S3 part
 * settings: one pair of knobs for every store that splits files.
 */
async function openAzureStore(url, name, options) {
    const location = parseAzureBlobUrl(url, name);
    return new AzureBlobStore({
        container: await openContainer(location, name, url),
        account: location.account,
        prefix: location.prefix,
        blockSizeBytes: options.s3PartSizeBytes ?? open_store/* S3_PART_SIZE */.be,
        blockConcurrency: options.s3PartConcurrency ?? open_store/* S3_PART_CONCURRENCY */.BA,
        clock: clock/* systemClock */.m,
    });
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


/***/ })

};
