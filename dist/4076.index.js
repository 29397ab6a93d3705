export const id = 4076;
export const ids = [4076];
export const modules = {

/***/ 14076:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GcsMedia: () => (/* binding */ GcsMedia)
/* harmony export */ });
/* unused harmony export GcsMediaError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46752);


/** As for S3 downloads (s3-undici-handler.ts): silence this long on a connection fails the request. */
const SILENCE_MS = 60_000;
/** Room for a few socket reads per range, so writes to the file batch (see ranged-download.ts). */
const BODY_BUFFER = 1 << 20;
/** A failed media request, with the status that gcs-errors.ts sorts into retryable or not. */
class GcsMediaError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
/**
 * The two requests that move a checkpoint's bytes, sent over undici rather
 * than through @google-cloud/storage's streams: measured on the bench (512
 * MiB + 20 × 1 MiB against the stand-in), the client's stream stack
 * (duplexify, teeny-request) took more CPU than the copy and left downloads
 * at half of rclone's speed. Manifests and claims, written often and
 * small, go this way too (a request through the client costs more than the
 * bytes); listings, compose and deletes stay the client's.
 */
class GcsMedia {
    params;
    agent = new undici__WEBPACK_IMPORTED_MODULE_1__/* .Agent */ .g6({ headersTimeout: SILENCE_MS, bodyTimeout: SILENCE_MS });
    constructor(params) {
        this.params = params;
    }
    /** objects.insert, uploadType=media: bytes [start, end) of the file; the stored size. */
    async upload(objectName, path, start, end) {
        const body = end > start ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { start, end: end - 1, highWaterMark: 1 << 20 }) : '';
        return this.insert(objectName, body, end - start, 'application/octet-stream', '');
    }
    /**
     * A small object from text (a manifest, a claim); with `ifAbsent`, only
     * where none exists (ifGenerationMatch=0: 412 otherwise).
     */
    async uploadText(objectName, text, ifAbsent) {
        const body = Buffer.from(text, 'utf8');
        await this.insert(objectName, body, body.length, 'application/json', ifAbsent ? '&ifGenerationMatch=0' : '');
    }
    /** The whole object as text; a GcsMediaError with code 404 when it is missing. */
    async readText(objectName) {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(this.objectUrl(objectName), {
            dispatcher: this.agent,
            headers: await this.params.authHeaders(),
        });
        const text = await response.body.text();
        if (response.statusCode >= 300)
            throw failure(response.statusCode, text);
        return text;
    }
    async insert(objectName, body, length, contentType, conditions) {
        const { endpoint, bucket } = this.params;
        const url = `${endpoint}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o?uploadType=media&name=${encodeURIComponent(objectName)}${conditions}`;
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(url, {
            method: 'POST',
            dispatcher: this.agent,
            headers: {
                ...(await this.params.authHeaders()),
                'content-type': contentType,
                'content-length': String(length),
            },
            body,
        });
        const text = await response.body.text();
        if (response.statusCode >= 300)
            throw failure(response.statusCode, text);
        return Number(JSON.parse(text).size);
    }
    objectUrl(objectName) {
        const { endpoint, bucket } = this.params;
        return `${endpoint}/storage/v1/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(objectName)}?alt=media`;
    }
    /** objects.get, alt=media: bytes [start, end] written at `start` of `path`; the count received. */
    /** Bytes `start` to `end` (inclusive) of an object; ranged-download.ts writes them. */
    async readRange(objectName, start, end) {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(this.objectUrl(objectName), {
            dispatcher: this.agent,
            headers: { ...(await this.params.authHeaders()), range: `bytes=${start}-${end}` },
            // The body's buffer: at undici's 64 KiB, every socket read became a
            // chunk of its own through the pipe to the file.
            highWaterMark: BODY_BUFFER,
        });
        if (response.statusCode >= 300)
            throw failure(response.statusCode, await response.body.text());
        return { body: response.body, length: Number(response.headers['content-length']) };
    }
    async close() {
        await this.agent.close();
    }
}
/** The JSON API's own message where its error body has one. */
function failure(status, text) {
    let message = text.slice(0, 300);
    try {
        message = JSON.parse(text).error?.message ?? message;
    }
    catch {
        // Not JSON (a proxy's page): its first characters say enough.
    }
    return new GcsMediaError(status, `HTTP ${status}: ${message}`);
}


/***/ })

};
