export const id = 7026;
export const ids = [7026];
export const modules = {

/***/ 42030:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ sleepUnlessAborted),
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);

const LONGEST_TIMER_MS = 2 ** 31 - 1;
const systemClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        const options = signal ? { signal } : undefined;
        for (let left = Math.max(0, ms);; left -= LONGEST_TIMER_MS) {
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(left, LONGEST_TIMER_MS), undefined, options);
            if (left <= LONGEST_TIMER_MS)
                return;
        }
    },
};
async function sleepUnlessAborted(clock, ms, signal) {
    try {
        await clock.sleep(ms, signal);
    }
    catch (error) {
        if (!signal.aborted)
            throw error;
    }
}


/***/ }),

/***/ 45145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError),
/* harmony export */   y: () => (/* binding */ UserError)
/* harmony export */ });
class UserError extends Error {
    name = 'UserError';
}
function describeError(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error);
    }
    catch {
        return String(error);
    }
}


/***/ }),

/***/ 97203:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ specForFile),
/* harmony export */   bK: () => (/* binding */ CACHE_BACKENDS),
/* harmony export */   ze: () => (/* binding */ specWithSecrets)
/* harmony export */ });
const CACHE_BACKENDS = ['github', 'store'];
function specForFile(spec) {
    if (spec.store?.options.azureConnectionString === undefined)
        return spec;
    const options = { ...spec.store.options };
    delete options.azureConnectionString;
    return { ...spec, store: { ...spec.store, options } };
}
function specWithSecrets(spec, secrets) {
    if (spec.store === undefined)
        return spec;
    return { ...spec, store: { ...spec.store, options: { ...spec.store.options, ...secrets } } };
}


/***/ }),

/***/ 7872:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ openCacheBackend)
/* harmony export */ });
async function openCacheBackend(spec) {
    if (spec.backend === 'github') {
        const { GitHubCacheBackend } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(3838), __webpack_require__.e(2450), __webpack_require__.e(5738), __webpack_require__.e(6932), __webpack_require__.e(2088), __webpack_require__.e(4420), __webpack_require__.e(9956), __webpack_require__.e(8239)]).then(__webpack_require__.bind(__webpack_require__, 28239));
        return new GitHubCacheBackend(spec);
    }
    const { openStoreCacheBackend } = await __webpack_require__.e(/* import() */ 1775).then(__webpack_require__.bind(__webpack_require__, 21775));
    return openStoreCacheBackend(spec);
}


/***/ }),

/***/ 7058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ pathsSize)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


async function pathsSize(paths, cwd) {
    let total = 0;
    for (const path of paths)
        total += await sizeOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path));
    return total;
}
async function sizeOf(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!info)
        return 0;
    if (!info.isDirectory())
        return info.isFile() ? info.size : 0;
    let total = 0;
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path))
        total += await sizeOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name));
    return total;
}


/***/ }),

/***/ 7026:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cacheSaveMain: () => (/* binding */ cacheSaveMain)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/base/clock.js
var clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/cache/open-backend.js
var open_backend = __webpack_require__(7872);
// EXTERNAL MODULE: ./build/cache/cache-spec.js
var cache_spec = __webpack_require__(97203);
// EXTERNAL MODULE: ./build/cache/path-size.js
var path_size = __webpack_require__(7058);
;// CONCATENATED MODULE: ./build/cache/save-once.js


async function saveOnce(spec, backend, clock) {
    try {
        const bytes = await (0,path_size/* pathsSize */.C)(spec.paths, spec.cwd);
        if (bytes > spec.maxSizeBytes)
            return { state: 'too-big', bytes, limit: spec.maxSizeBytes };
        if (await backend.has()) {
            return { state: 'cached', why: `${backend.where} already holds ${spec.key}` };
        }
        const started = clock.now();
        const { archiveBytes } = await backend.save();
        return {
            state: 'saved',
            bytes,
            ...(archiveBytes === undefined ? {} : { archiveBytes }),
            ms: clock.now() - started,
        };
    }
    catch (error) {
        return { state: 'failed', message: (0,errors/* describeError */.U)(error) };
    }
}

;// CONCATENATED MODULE: ./build/modes/cache-save.js






async function cacheSaveMain(argv, secrets) {
    const [specFile, resultFile] = argv;
    if (specFile === undefined || resultFile === undefined) {
        process.stderr.write('usage: cache-save.js SPEC-FILE RESULT-FILE\n');
        return 2;
    }
    let report;
    try {
        const spec = (0,cache_spec/* specWithSecrets */.ze)(JSON.parse(await (0,promises_.readFile)(specFile, 'utf8')), secrets);
        report = await saveOnce(spec, await (0,open_backend/* openCacheBackend */.H)(spec), clock/* systemClock */.m);
    }
    catch (error) {
        report = { state: 'failed', message: (0,errors/* describeError */.U)(error) };
    }
    await (0,promises_.writeFile)(resultFile, JSON.stringify(report));
    return 0;
}


/***/ })

};
