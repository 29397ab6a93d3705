export const id = 1362;
export const ids = [1362];
export const modules = {

/***/ 11362:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   openGcsStore: () => (/* binding */ openGcsStore)
/* harmony export */ });
/* harmony import */ var _base_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42030);
/* harmony import */ var _store_options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57628);


async function openGcsStore(location, options) {
    const { bucket, prefix } = location;
    const given = options.gcsEndpoint;
    const endpoint = given?.replace(/\/+$/, '').replace(/^(?![a-z][a-z0-9+.-]*:\/\/)/i, 'http://');
    const { Storage } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(3324), __webpack_require__.e(492), __webpack_require__.e(249), __webpack_require__.e(5981)]).then(__webpack_require__.bind(__webpack_require__, 15981));
    const storage = new Storage({
        ...(endpoint ? { apiEndpoint: endpoint } : {}),
        retryOptions: { autoRetry: false },
    });
    if (endpoint)
        storage.baseUrl = `${endpoint}/storage/v1`;
    const { GcsStore } = await __webpack_require__.e(/* import() */ 5510).then(__webpack_require__.bind(__webpack_require__, 15510));
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
        prefix,
        partSizeBytes: options.s3PartSizeBytes ?? _store_options_js__WEBPACK_IMPORTED_MODULE_1__/* .S3_PART_SIZE */ .be,
        partConcurrency: options.s3PartConcurrency ?? _store_options_js__WEBPACK_IMPORTED_MODULE_1__/* .S3_PART_CONCURRENCY */ .BA,
        clock: _base_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
    });
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


/***/ })

};
