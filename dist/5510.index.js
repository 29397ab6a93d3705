export const id = 5510;
export const ids = [5510];
export const modules = {

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


/***/ })

};
