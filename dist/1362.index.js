export const id = 1362;
export const ids = [1362];
export const modules = {

/***/ 11362:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openGcsStore: () => (/* binding */ openGcsStore)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19473);
/* harmony import */ var _open_store_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12604);



/** GCS bucket names: 3-63 characters of lowercase letters, digits, `-`, `_` and `.` (dotted names up to 222). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;
/**
 * Opens a `gs://BUCKET/PREFIX` store. Credentials come from Application
 * Default Credentials alone (google-github-actions/auth, a VM's service
 * account, GOOGLE_APPLICATION_CREDENTIALS), looked up on the first request.
 * Against a custom endpoint (gcs-endpoint, else STORAGE_EMULATOR_HOST) the
 * client sends none, as an emulator expects.
 */
async function openGcsStore(url, name, options) {
    const [bucket = '', ...rest] = url.slice('gs://'.length).split('/');
    if (!BUCKET_NAME.test(bucket) || (bucket.length > 63 && !bucket.includes('.'))) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${name}: "${bucket}" in "${url}" is not a GCS bucket name; expected gs://BUCKET/PREFIX with a bucket of 3-63 lowercase letters, digits, '-', '_' or '.'`);
    }
    // An empty input or variable means "not given", as the action's inputs do.
    const given = [options.gcsEndpoint, process.env.STORAGE_EMULATOR_HOST].find((value) => value);
    // Emulators are often named by host:port alone (Go's and Python's clients
    // take STORAGE_EMULATOR_HOST so); they speak plain HTTP.
    const endpoint = given?.replace(/\/+$/, '').replace(/^(?![a-z][a-z0-9+.-]*:\/\/)/i, 'http://');
    const { Storage } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(3324), __webpack_require__.e(492), __webpack_require__.e(249), __webpack_require__.e(5981)]).then(__webpack_require__.bind(__webpack_require__, 15981));
    const storage = new Storage({
        ...(endpoint ? { apiEndpoint: endpoint } : {}),
        // Every request is retried by the store itself (gcs-errors.ts), with its
        // clock and never on a 412; the client's own retries would multiply them.
        retryOptions: { autoRetry: false },
    });
    // With STORAGE_EMULATOR_HOST set, the client sends JSON API calls to that
    // host without the /storage/v1 path its uploads and every real endpoint
    // use; one base for both keeps gcs-endpoint and the variable equivalent.
    if (endpoint)
        storage.baseUrl = `${endpoint}/storage/v1`;
    const { GcsStore } = await Promise.all(/* import() */[__webpack_require__.e(5906), __webpack_require__.e(5510)]).then(__webpack_require__.bind(__webpack_require__, 15510));
    const { GcsMedia } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(4076)]).then(__webpack_require__.bind(__webpack_require__, 14076));
    const media = new GcsMedia({
        endpoint: endpoint ?? storage.apiEndpoint,
        bucket,
        authHeaders: endpoint
            ? () => Promise.resolve({})
            : async () => Object.fromEntries(await storage.authClient.getRequestHeaders()),
    });
    return new GcsStore({
        bucket: storage.bucket(bucket),
        media,
        prefix: rest.filter((part) => part !== '').join('/'),
        partSizeBytes: options.s3PartSizeBytes ?? _open_store_js__WEBPACK_IMPORTED_MODULE_1__/* .S3_PART_SIZE */ .be,
        partConcurrency: options.s3PartConcurrency ?? _open_store_js__WEBPACK_IMPORTED_MODULE_1__/* .S3_PART_CONCURRENCY */ .BA,
        clock: _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
    });
}


/***/ })

};
