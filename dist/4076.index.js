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


const SILENCE_MS = 60_000;
const BODY_BUFFER = 1 << 20;
class GcsMediaError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
class GcsMedia {
    params;
    agent = new undici__WEBPACK_IMPORTED_MODULE_1__/* .Agent */ .g6({ headersTimeout: SILENCE_MS, bodyTimeout: SILENCE_MS });
    constructor(params) {
        this.params = params;
    }
    async upload(objectName, path, start, end) {
        const body = end > start ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { start, end: end - 1, highWaterMark: 1 << 20 }) : '';
        return this.insert(objectName, body, end - start, 'application/octet-stream', '');
    }
    async uploadText(objectName, text, ifAbsent) {
        const body = Buffer.from(text, 'utf8');
        await this.insert(objectName, body, body.length, 'application/json', ifAbsent ? '&ifGenerationMatch=0' : '');
    }
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
    async readRange(objectName, start, end) {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_1__/* .request */ .Em)(this.objectUrl(objectName), {
            dispatcher: this.agent,
            headers: { ...(await this.params.authHeaders()), range: `bytes=${start}-${end}` },
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
function failure(status, text) {
    let message = text.slice(0, 300);
    try {
        message = JSON.parse(text).error?.message ?? message;
    }
    catch {
    }
    return new GcsMediaError(status, `HTTP ${status}: ${message}`);
}


/***/ })

};
