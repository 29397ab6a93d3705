export const id = 7076;
export const ids = [7076,7045];
export const modules = {

/***/ 25771:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    const units = ['KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit] ?? 'TiB'}`;
}


/***/ }),

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

/***/ 29787:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ countOf)
/* harmony export */ });
function countOf(count, noun, plural = `${noun}s`) {
    return `${count} ${count === 1 ? noun : plural}`;
}


/***/ }),

/***/ 15902:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ formatRemaining),
/* harmony export */   BG: () => (/* binding */ formatHours),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   vy: () => (/* binding */ formatInterval)
/* harmony export */ });
const pad2 = (value) => String(value).padStart(2, '0');
const minutesAndSeconds = (seconds) => `${Math.floor(seconds / 60)}m${pad2(seconds % 60)}s`;
const hoursAndMinutes = (minutes) => `${Math.floor(minutes / 60)}h${pad2(minutes % 60)}m`;
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600)
        return minutesAndSeconds(totalSeconds);
    const minutes = Math.round(totalSeconds / 60);
    if (minutes >= 2 * 1440 && minutes % 1440 === 0)
        return `${minutes / 1440}d`;
    return hoursAndMinutes(minutes);
}
function formatRemaining(seconds) {
    const whole = Math.ceil(seconds);
    if (whole < 60)
        return `${whole}s`;
    if (whole < 3600)
        return minutesAndSeconds(whole);
    return hoursAndMinutes(Math.floor(whole / 60));
}
function formatInterval(seconds) {
    if (seconds < 120)
        return `${seconds} s`;
    if (seconds < 7200)
        return `${Math.round(seconds / 60)} min`;
    return `${(seconds / 3600).toFixed(1)} h`;
}
const formatHours = (value) => `${value.toFixed(1)} h`;


/***/ }),

/***/ 7090:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode)
/* harmony export */ });
function errorCode(error) {
    return typeof error === 'object' && error !== null
        ? error.code
        : undefined;
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

/***/ 47562:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ FifoQueue)
/* harmony export */ });
class FifoQueue {
    items = [];
    head = 0;
    get size() {
        return this.items.length - this.head;
    }
    push(item) {
        this.items.push(item);
    }
    peek() {
        return this.items[this.head];
    }
    shift() {
        if (this.head === this.items.length)
            return undefined;
        const item = this.items[this.head++];
        if (this.head >= 1024 || this.head === this.items.length) {
            this.items = this.items.slice(this.head);
            this.head = 0;
        }
        return item;
    }
}


/***/ }),

/***/ 69482:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ LineSplitter)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46193);

const MAX_LINE = 4096;
class LineSplitter {
    onLine;
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    partial = '';
    constructor(onLine) {
        this.onLine = onLine;
    }
    push(chunk) {
        const text = this.partial + this.decoder.write(chunk);
        const parts = text.split(/\r\n|\r|\n/);
        this.partial = (parts.pop() ?? '').slice(-MAX_LINE);
        for (const line of parts)
            if (line !== '')
                this.onLine(line.slice(0, MAX_LINE));
    }
    end() {
        const rest = this.partial + this.decoder.end();
        this.partial = '';
        if (rest !== '')
            this.onLine(rest.slice(0, MAX_LINE));
    }
}


/***/ }),

/***/ 82130:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ inGroup),
/* harmony export */   eh: () => (/* binding */ flatGroups),
/* harmony export */   kS: () => (/* binding */ consoleLogger),
/* harmony export */   qq: () => (/* binding */ silentLogger)
/* harmony export */ });
function inGroup(logger, name, task) {
    return logger.group ? logger.group(name, task) : task();
}
function flatGroups(open, close) {
    let depth = 0;
    return async (name, task) => {
        if (depth > 0)
            return task();
        depth++;
        open(name);
        try {
            return await task();
        }
        finally {
            depth--;
            close();
        }
    };
}
function consoleLogger(options = {}) {
    const prefix = options.prefix ?? '[spot-train]';
    const write = (line) => {
        process.stderr.write(`${prefix} ${line}\n`);
    };
    return {
        info: (m) => write(m),
        notice: (m) => write(m),
        warning: (m) => write(`warning: ${m}`),
        error: (m) => write(`error: ${m}`),
        debug: (m) => {
            if (options.verbose)
                write(`debug: ${m}`);
        },
        group: flatGroups((name) => write(`== ${name}`), () => undefined),
    };
}
const silentLogger = {
    info: () => undefined,
    warning: () => undefined,
    error: () => undefined,
    debug: () => undefined,
    notice: () => undefined,
};


/***/ }),

/***/ 75039:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ QuickCalls),
/* harmony export */   s: () => (/* binding */ outputsCalls)
/* harmony export */ });
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(643);

const SLOW_MS = 5;
const SLOW_OF_16 = 8;
const HUNG_MS = 1_000;
class QuickCalls {
    clock;
    quick = true;
    recent = 0;
    constructor(clock = () => node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now()) {
        this.clock = clock;
    }
    async run(now, later) {
        if (!this.quick)
            return later();
        const started = this.clock();
        try {
            return now();
        }
        finally {
            const ms = this.clock() - started;
            this.recent = ((this.recent << 1) | (ms > SLOW_MS ? 1 : 0)) & 0xffff;
            if (ms > HUNG_MS || slowCount(this.recent) > SLOW_OF_16)
                this.quick = false;
        }
    }
    inline() {
        return this.quick;
    }
}
function slowCount(bits) {
    let count = 0;
    for (let rest = bits; rest !== 0; rest &= rest - 1)
        count++;
    return count;
}
const outputsCalls = new QuickCalls();


/***/ }),

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

/***/ 7844:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
const VERSION = '0.1.0';


/***/ }),

/***/ 99742:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ linkOrCopy)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7090);



const NO_LINK = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);
async function linkOrCopy(existing, made, linkFile = node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.link) {
    try {
        await linkFile(existing, made);
        return undefined;
    }
    catch (error) {
        const code = (0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .C)(error);
        if (typeof code !== 'string' || !NO_LINK.has(code))
            throw error;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(existing, made, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_EXCL);
        return code;
    }
}


/***/ }),

/***/ 22374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ atNearestExisting)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7090);


async function atNearestExisting(dir, look) {
    for (let path = dir;; path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path)) {
        try {
            return await look(path);
        }
        catch (error) {
            if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error) !== 'ENOENT' || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path) === path)
                throw error;
        }
    }
}


/***/ }),

/***/ 37828:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tl: () => (/* binding */ byPack),
/* harmony export */   vN: () => (/* binding */ placeFromPack),
/* harmony export */   yh: () => (/* binding */ packTemp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7090);
/* harmony import */ var _base_quick_calls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75039);
/* harmony import */ var _store_digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13048);
/* harmony import */ var _store_verified_place_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87442);







function byPack(staged) {
    const packs = new Map();
    const alone = [];
    for (const entry of staged) {
        const { file } = entry;
        if (!file.pack) {
            alone.push(entry);
            continue;
        }
        const list = packs.get(file.key) ?? [];
        list.push({ target: entry.target, file: { ...file, pack: file.pack } });
        packs.set(entry.file.key, list);
    }
    return { packs, alone };
}
async function placeFromPack(store, key, entries, temp) {
    const [first] = entries;
    if (!first)
        return;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(temp), { recursive: true });
    await store.getFile(key, temp, first.file.pack);
    try {
        const data = await _base_quick_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .outputsCalls */ .s.run(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(temp), () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(temp));
        for (const { file, target } of entries) {
            const { offset } = file.pack;
            const bytes = data.subarray(offset, offset + file.size);
            (0,_store_verified_place_js__WEBPACK_IMPORTED_MODULE_5__/* .checkDigest */ .H)(`${store.url}/${key} at ${offset} (${file.path})`, (0,_store_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .digestOf */ .ol)(bytes), file);
            await writeNew(target, bytes);
        }
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
    }
}
async function writeNew(path, data) {
    await _base_quick_calls_js__WEBPACK_IMPORTED_MODULE_3__/* .outputsCalls */ .s.run(() => {
        let fd;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'w');
        }
        catch (error) {
            if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_6__/* .errorCode */ .C)(error) !== 'ENOENT')
                throw error;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'w');
        }
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(fd, data);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'w');
        try {
            await handle.writeFile(data);
        }
        finally {
            await handle.close();
        }
    });
}
function packTemp(staging, index) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, '.packs', String(index));
}


/***/ }),

/***/ 89316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ RestoreError),
/* harmony export */   M: () => (/* binding */ requireSpace)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _base_bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25771);
/* harmony import */ var _nearest_existing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22374);



class RestoreError extends Error {
    name = 'RestoreError';
}
async function requireSpace(dir, bytes, what) {
    const free = await freeBytes(dir);
    if (free >= bytes)
        return;
    throw new RestoreError(`${what} needs ${(0,_base_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z)(bytes)} in ${dir}, which has ${(0,_base_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z)(free)} free; make room there or give the VM a larger disk (disk-size)`);
}
async function freeBytes(dir) {
    const fs = await (0,_nearest_existing_js__WEBPACK_IMPORTED_MODULE_1__/* .atNearestExisting */ .B)(dir, (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.statfs)(path));
    return fs.bavail * fs.bsize;
}


/***/ }),

/***/ 17509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ restoreLineage)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/bytes.js
var base_bytes = __webpack_require__(25771);
// EXTERNAL MODULE: ./build/base/count.js
var count = __webpack_require__(29787);
// EXTERNAL MODULE: ./build/store/transfer-progress.js
var transfer_progress = __webpack_require__(58999);
// EXTERNAL MODULE: ./build/base/clock.js
var base_clock = __webpack_require__(42030);
;// CONCATENATED MODULE: ./build/checkpoints/staged-bytes.js




async function watchStagedBytes(dir, progress, clock, signal) {
    for (;;) {
        await (0,base_clock/* sleepUnlessAborted */.b)(clock, transfer_progress/* PROGRESS_INTERVAL_MS */.vG, signal);
        if (signal.aborted)
            return;
        progress.landed(await bytesUnder(dir));
    }
}
async function bytesUnder(dir) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { recursive: true, withFileTypes: true });
    }
    catch {
        return 0;
    }
    const sizes = await Promise.all(entries
        .filter((entry) => entry.isFile())
        .map((entry) => (0,promises_.lstat)((0,external_node_path_.join)(entry.parentPath, entry.name)).then((info) => info.size, () => 0)));
    return sizes.reduce((sum, size) => sum + size, 0);
}

// EXTERNAL MODULE: ./build/base/retry.js
var retry = __webpack_require__(31666);
// EXTERNAL MODULE: ./build/records/lineage.js
var lineage = __webpack_require__(87836);
// EXTERNAL MODULE: ./build/store/safe-path.js
var safe_path = __webpack_require__(37869);
// EXTERNAL MODULE: ./build/store/missing-object.js
var missing_object = __webpack_require__(26864);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/checkpoints/nearest-existing.js
var nearest_existing = __webpack_require__(22374);
// EXTERNAL MODULE: ./build/checkpoints/link-or-copy.js
var link_or_copy = __webpack_require__(99742);
// EXTERNAL MODULE: ./build/checkpoints/scan.js
var scan = __webpack_require__(79523);
;// CONCATENATED MODULE: ./build/checkpoints/place-in-outputs.js






async function placeInOutputs(restartDir, outputsDir, files, logger, linkFile = promises_.link) {
    const placed = new Map();
    let copied = 0;
    let why = '';
    for (const file of files) {
        const target = (0,safe_path/* safeJoin */.g)(outputsDir, file.path);
        if (await exists(target)) {
            logger.warning(`not restoring ${file.path} into the outputs directory: a file is already there`);
            continue;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        const refused = await (0,link_or_copy/* linkOrCopy */.L)((0,safe_path/* safeJoin */.g)(restartDir, file.path), target, linkFile);
        if (refused !== undefined) {
            copied++;
            why ||= linkRefusal(refused);
        }
        const info = await (0,promises_.lstat)(target);
        placed.set(file.path, (0,scan/* signatureOf */.yK)(info));
    }
    if (copied > 0)
        logger.info(`copied ${copied} restored files into ${outputsDir}, as they cannot be hard links to ${restartDir} (${why}), so they take the disk twice`);
    return placed;
}
function linkRefusal(code) {
    if (code === 'EXDEV')
        return 'another file system';
    if (code === 'EMLINK')
        return 'too many links to one file (EMLINK)';
    return `the file system refuses hard links (${code})`;
}
async function placementFactor(restartDir, outputsDir) {
    const device = async (dir) => (await (0,nearest_existing/* atNearestExisting */.B)(dir, (path) => (0,promises_.stat)(path))).dev;
    const [restart, outputs] = await Promise.all([device(restartDir), device(outputsDir)]);
    return restart === outputs ? 1 : 2;
}
async function exists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./build/checkpoints/restore-errors.js
var restore_errors = __webpack_require__(89316);
// EXTERNAL MODULE: ./build/store/task-pool.js
var task_pool = __webpack_require__(55104);
// EXTERNAL MODULE: ./build/store/small-transfers.js
var small_transfers = __webpack_require__(12540);
// EXTERNAL MODULE: ./build/store/file/small-files.js
var small_files = __webpack_require__(74460);
// EXTERNAL MODULE: ./build/base/quick-calls.js
var quick_calls = __webpack_require__(75039);
// EXTERNAL MODULE: ./build/checkpoints/pack-download.js
var pack_download = __webpack_require__(37828);
;// CONCATENATED MODULE: ./build/checkpoints/restore.js



















const STAGING = '.spot-train-staging';
const WALKED_SET = 1000;
const RESTORE_BUDGET_MS = 10 * 60_000;
const DOWNLOAD_RETRIES = {
    attempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 500,
    maxDelayMs: 15_000,
};
function setBytes(files) {
    return files.reduce((sum, file) => sum + file.size, 0);
}
function cannotRestore(what, error, params) {
    if ((0,missing_object/* isOutOfSpace */.m)(error))
        return new restore_errors/* RestoreError */.D(`${what}: the disk under ${params.restartDir} is full (${(0,errors/* describeError */.U)(error)}); make room there or give the VM a larger disk (disk-size)`);
    return new restore_errors/* RestoreError */.D(`${what} failed: ${(0,errors/* describeError */.U)(error)}; stopping before the trainer starts, so that this attempt hides nothing the runs before it saved`);
}
async function restoreLineage(params) {
    const { logger, clock } = params;
    const started = clock.now();
    const runs = params.runs ?? (0,lineage/* walkLineage */.X)(params.store, params.lineage, params.currentRunId);
    const skipped = [];
    for await (const run of runs) {
        const passedOver = await tryRun(params, run);
        if (typeof passedOver === 'string') {
            skipped.push({ runId: run.runId, reason: passedOver });
            continue;
        }
        return { ...passedOver, skipped, durationMs: clock.now() - started };
    }
    if (skipped.length > 0)
        logger.info(nothingRestored(params.lineage, skipped));
    return {
        files: [],
        bytes: 0,
        skipped,
        placedInOutputs: new Map(),
        durationMs: clock.now() - started,
    };
}
function nothingRestored(lineage, skipped) {
    const empty = new Set(['it has no files', 'its VM was lost before its train step started']);
    const refused = skipped.filter((run) => !empty.has(run.reason));
    if (refused.length === 0)
        return `nothing to restore: no earlier run of lineage ${lineage} uploaded a file`;
    return `nothing to restore: no earlier run of lineage ${lineage} left files that could be restored (${refused.map((run) => `run ${run.runId}: ${run.reason}`).join('; ')})`;
}
async function tryRun(params, run) {
    const { manifest } = run;
    if (typeof manifest === 'string')
        return manifest;
    if (manifest.files.length === 0)
        return manifest.state === 'launched'
            ? 'its VM was lost before its train step started'
            : 'it has no files';
    const { files, refused } = restorable(manifest.files, params, run.runId);
    if (files.length === 0)
        return refused.join('; ');
    const what = `restoring run ${run.runId} (${(0,count/* countOf */.p)(files.length, 'file')})`;
    const factor = params.outputsDir
        ? await placementFactor(params.restartDir, params.outputsDir)
        : 1;
    await (0,restore_errors/* requireSpace */.M)(params.restartDir, setBytes(files) * factor, what);
    try {
        await downloadSet(params, files);
    }
    catch (error) {
        const unusable = error instanceof store/* IntegrityError */.cs || error instanceof safe_path/* UnsafePathError */.k || (0,missing_object/* isMissingObject */.g)(error);
        if (!unusable)
            throw cannotRestore(what, error, params);
        const reason = (0,errors/* describeError */.U)(error);
        params.logger.warning(`not restoring run ${run.runId}: ${reason}; trying the run before it`);
        return reason;
    }
    const placedInOutputs = params.outputsDir
        ? await placeInOutputs(params.restartDir, params.outputsDir, files, params.logger)
        : new Map();
    const bytes = setBytes(files);
    if (params.announce !== false)
        params.logger.info(`restored ${(0,count/* countOf */.p)(files.length, 'file')} (${(0,base_bytes/* formatBytes */.z)(bytes)}) from run ${run.runId} (attempt ${manifest.attempt}, ${manifest.state}) into ${params.restartDir}`);
    return { fromRunId: run.runId, files, bytes, placedInOutputs };
}
function restorable(files, params, runId) {
    const usable = [];
    const refused = [];
    for (const file of files) {
        try {
            (0,safe_path/* safeJoin */.g)(params.restartDir, file.path);
            usable.push(file);
        }
        catch (error) {
            if (!(error instanceof safe_path/* UnsafePathError */.k))
                throw error;
            refused.push(error.message);
            params.logger.warning(`not restoring a file of run ${runId}: ${error.message}`);
        }
    }
    return { files: usable, refused };
}
function fetcher(params, until) {
    return (what, task) => (0,retry/* withRetry */.bD)(task, {
        clock: params.clock,
        policy: DOWNLOAD_RETRIES,
        until,
        isRetryable: (error) => !(error instanceof store/* IntegrityError */.cs) && !(0,missing_object/* isMissingObject */.g)(error) && !(0,missing_object/* isOutOfSpace */.m)(error),
        onRetry: (error, attempt) => {
            if (attempt === 1 || attempt % 10 === 0)
                params.logger.warning(`download of ${what} failed (try ${attempt}): ${(0,errors/* describeError */.U)(error)}`);
        },
    });
}
async function downloadSet(params, files) {
    const until = params.clock.now() + RESTORE_BUDGET_MS;
    const staging = (0,external_node_path_.join)(params.restartDir, STAGING);
    await (0,promises_.rm)(staging, { recursive: true, force: true });
    const targets = files.map((file) => ({ file, target: (0,safe_path/* safeJoin */.g)(staging, file.path) }));
    const failures = [];
    const pool = new task_pool/* TaskPool */.Y(params.concurrency, (error) => failures.push(error));
    const smallPool = new task_pool/* TaskPool */.Y(Math.max(params.concurrency, small_transfers/* SMALL_IN_FLIGHT */.b), (error) => failures.push(error));
    const progress = new transfer_progress/* TransferProgress */.v5({
        verb: 'restored',
        totalBytes: setBytes(files),
        clock: params.clock,
        logger: params.logger,
    });
    const watching = new AbortController();
    const watcher = files.length <= WALKED_SET
        ? watchStagedBytes(staging, progress, params.clock, watching.signal)
        : Promise.resolve();
    const fetch = fetcher(params, until);
    const { packs, alone } = (0,pack_download/* byPack */.Tl)(targets);
    for (const { file, target } of alone) {
        (file.size <= small_transfers/* SMALL_FILE */.P ? smallPool : pool).add(async () => {
            if (failures.length > 0)
                return;
            await fetch(file.path, () => params.store.getFile(file.key, target, file));
            progress.add(file.size);
        });
    }
    [...packs].forEach(([key, entries], index) => smallPool.add(async () => {
        if (failures.length > 0)
            return;
        const what = `the pack of ${(0,count/* countOf */.p)(entries.length, 'file')} at ${key}`;
        await fetch(what, () => (0,pack_download/* placeFromPack */.vN)(params.store, key, entries, (0,pack_download/* packTemp */.yh)(staging, index)));
        progress.add(entries.reduce((sum, { file }) => sum + file.size, 0));
    }));
    await Promise.all([pool.idle(), smallPool.idle()]);
    watching.abort();
    await watcher;
    if (failures.length > 0) {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
        throw failures[0];
    }
    for (const { file } of targets)
        await (0,small_files/* renameInto */.zd)((0,safe_path/* safeJoin */.g)(staging, file.path), (0,safe_path/* safeJoin */.g)(params.restartDir, file.path), quick_calls/* outputsCalls */.s);
    await (0,promises_.rm)(staging, { recursive: true, force: true });
}


/***/ }),

/***/ 68336:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qo: () => (/* binding */ retiredKeys),
/* harmony export */   Wp: () => (/* binding */ retiredEntry),
/* harmony export */   Ze: () => (/* binding */ planRetirement),
/* harmony export */   o9: () => (/* binding */ retireRuns),
/* harmony export */   yA: () => (/* binding */ retireEarlierRuns)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45145);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60930);
/* harmony import */ var _records_lineage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87836);



async function retireRuns(params) {
    const { store, lineage, logger } = params;
    const { named, retiring } = planRetirement(params);
    let objects = 0;
    for (const { runId, manifest } of retiring) {
        try {
            await deleteIfThere(store, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestKey */ .Rn)(lineage, runId));
            for (const key of await retiredKeys(store, lineage, runId, named)) {
                await deleteIfThere(store, key);
                objects++;
            }
            const entry = retiredEntry(lineage, runId, manifest.attempt);
            if (entry !== undefined) {
                await deleteIfThere(store, entry);
                objects++;
            }
            logger.info(`retention: retired run ${runId} of lineage ${lineage}`);
        }
        catch (error) {
            logger.warning(`retention: could not retire run ${runId}: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}`);
        }
    }
    return { runs: retiring.map((run) => run.runId), objects };
}
function planRetirement(params) {
    const spare = params.spare ?? ['running'];
    const usable = params.earlier.flatMap((run) => typeof run.manifest === 'string' ? [] : [{ runId: run.runId, manifest: run.manifest }]);
    const kept = usable.filter((run, index) => index < params.keep || run.runId === params.restoredFrom);
    const named = new Set(params.namedNow);
    for (const run of kept)
        for (const file of run.manifest.files)
            named.add(file.key);
    const retiring = usable.filter((run) => !kept.includes(run) && !spare.includes(run.manifest.state));
    return { kept, retiring, named };
}
async function retiredKeys(store, lineage, runId, named) {
    const keep = new Set([...named, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .claimKey */ .Eo)(lineage, runId), (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .successorKey */ .E9)(lineage, runId)]);
    const keys = await listKeys(store, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .runPrefix */ .cK)(lineage, runId));
    return keys.filter((key) => !keep.has(key) && key !== (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestKey */ .Rn)(lineage, runId) && !(0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .isHistoryKey */ .A0)(lineage, runId, key));
}
function retiredEntry(lineage, runId, attempt) {
    return runId === lineage ? undefined : (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .lineageEntryKey */ .RY)(lineage, attempt, runId);
}
async function retireEarlierRuns(params) {
    const { store, lineage, runId, keep, logger } = params;
    try {
        const earlier = params.earlier ?? (await (0,_records_lineage_js__WEBPACK_IMPORTED_MODULE_1__/* .readLineage */ .K)(store, lineage, runId));
        const retired = await retireRuns({ ...params, earlier });
        if (retired.runs.length > 0) {
            logger.info(`retention: removed ${retired.objects} objects of ${retired.runs.length} earlier runs beyond the newest ${keep}`);
        }
    }
    catch (error) {
        logger.warning(`retention: could not retire earlier runs: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}`);
    }
}
async function deleteIfThere(store, key) {
    if (!store.deleteObject)
        throw new Error(`${store.url} cannot remove objects`);
    await store.deleteObject(key);
}
async function listKeys(store, prefix) {
    if (!store.listKeys)
        throw new Error(`${store.url} cannot list objects`);
    return store.listKeys(prefix);
}


/***/ }),

/***/ 72374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ requireRetentionSupport),
/* harmony export */   m: () => (/* binding */ RunRetention)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

class RunRetention {
    params;
    uploads = new Map();
    newestSave = 0;
    sweeping = Promise.resolve();
    removedCount = 0;
    constructor(params) {
        this.params = params;
    }
    uploaded(key, path, save) {
        const known = this.uploads.get(key);
        this.uploads.set(key, {
            key,
            path: known?.path ?? path,
            save: Math.max(known?.save ?? 0, save),
        });
        this.newestSave = Math.max(this.newestSave, save);
    }
    get objectsRemoved() {
        return this.removedCount;
    }
    written(manifest) {
        const named = new Set(manifest.files.map((file) => file.key));
        this.sweeping = this.sweeping.then(() => this.sweep(named));
    }
    async settled() {
        await this.sweeping;
    }
    async sweep(named) {
        const oldestKept = this.newestSave - this.params.keep + 1;
        const expired = [...this.uploads.values()].filter((upload) => upload.save < oldestKept && !named.has(upload.key));
        for (const upload of expired) {
            try {
                await this.params.store.deleteObject?.(upload.key);
                this.uploads.delete(upload.key);
                this.removedCount++;
                this.params.logger.debug(`retention: removed ${upload.key} (${upload.path}, save ${upload.save})`);
            }
            catch (error) {
                this.params.logger.warning(`retention: could not remove ${upload.key}: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)}`);
            }
        }
    }
}
function requireRetentionSupport(store, keep, name) {
    if (keep === 0 || (store.deleteObject && store.listKeys))
        return;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: ${store.url} cannot remove objects, so retention is not available with it; artifacts expire by the repository's artifact retention instead. Use an s3:// or file:// store, or leave ${name} at 0`);
}


/***/ }),

/***/ 79523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ scanInto),
/* harmony export */   Gs: () => (/* binding */ isTempName),
/* harmony export */   VZ: () => (/* binding */ renamedAfterWriting),
/* harmony export */   bc: () => (/* binding */ sameSignature),
/* harmony export */   no: () => (/* binding */ isVanished),
/* harmony export */   s2: () => (/* binding */ sameInode),
/* harmony export */   yK: () => (/* binding */ signatureOf)
/* harmony export */ });
/* unused harmony export scanFiles */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58500);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7090);
/* harmony import */ var _base_quick_calls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75039);






function sameInode(a, b) {
    return (a.ino === b.ino &&
        (a.birthtimeMs === undefined || b.birthtimeMs === undefined || a.birthtimeMs === b.birthtimeMs));
}
function renamedAfterWriting(signature) {
    return signature.ctimeMs !== undefined && signature.ctimeMs > signature.mtimeMs;
}
function sameSignature(a, b) {
    return !!a && !!b && a.size === b.size && a.mtimeMs === b.mtimeMs && sameInode(a, b);
}
function signatureOf(info) {
    return {
        size: info.size,
        mtimeMs: info.mtimeMs,
        ino: info.ino,
        ...(info.ctimeMs === undefined ? {} : { ctimeMs: info.ctimeMs }),
        ...(info.birthtimeMs ? { birthtimeMs: info.birthtimeMs } : {}),
    };
}
const LSTAT_BATCH = 64;
const TEMP_SUFFIXES = ['.tmp', '.temp', '.partial', '.swp', '~'];
const OUTPUT_DOT_FILES = new Set(['.metadata']);
function isTempName(name) {
    if (OUTPUT_DOT_FILES.has(name))
        return false;
    return name.startsWith('.') || TEMP_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
const nodeScanFs = {
    readdir: (dir) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir, { withFileTypes: true }),
    lstat: (path) => _base_quick_calls_js__WEBPACK_IMPORTED_MODULE_4__/* .outputsCalls */ .s.run(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path), () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path)),
};
async function scanFiles(root, options = {}) {
    const found = new Map();
    await scanInto(found, root, '', options);
    return found;
}
async function scanInto(found, dir, prefix, options) {
    const fs = options.fs ?? nodeScanFs;
    const unreadable = (path, error) => {
        if (!isVanished(error))
            options.onUnreadable?.(path, error);
    };
    const walk = async (dir, prefix) => {
        await options.onDirectory?.(prefix, dir);
        let entries;
        try {
            entries = await fs.readdir(dir);
        }
        catch (error) {
            unreadable(prefix, error);
            return;
        }
        const files = [];
        for (const entry of entries) {
            if (isTempName(entry.name))
                continue;
            const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
            if (entry.isSymbolicLink()) {
                options.onSkipped?.(relative, 'link');
            }
            else if (entry.name.includes('\\')) {
                options.onSkipped?.(relative, 'name');
            }
            else if (entry.isDirectory()) {
                await walk((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, entry.name), relative);
            }
            else if (entry.isFile())
                files.push(entry.name);
        }
        for (let at = 0; at < files.length; at += LSTAT_BATCH) {
            await Promise.all(files.slice(at, at + LSTAT_BATCH).map(async (name) => {
                const relative = prefix === '' ? name : `${prefix}/${name}`;
                try {
                    found.set(relative, signatureOf(await fs.lstat((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name))));
                }
                catch (error) {
                    unreadable(relative, error);
                }
            }));
            if (_base_quick_calls_js__WEBPACK_IMPORTED_MODULE_4__/* .outputsCalls */ .s.inline())
                await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_2__.setImmediate)();
        }
    };
    await walk(dir, prefix);
}
function isVanished(error) {
    const code = (0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error);
    return code === 'ENOENT' || code === 'ENOTDIR';
}


/***/ }),

/***/ 74809:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   bI: () => (/* binding */ RESTART_INPUT),
/* harmony export */   kB: () => (/* binding */ runKeyOf),
/* harmony export */   x9: () => (/* binding */ restartOfEvent),
/* harmony export */   xc: () => (/* binding */ runFromEnv)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45145);


async function readRunContext(env, cwd = process.cwd()) {
    return { ...runFromEnv(env, cwd), eventInputs: await dispatchInputs(env.GITHUB_EVENT_PATH) };
}
function runFromEnv(env, cwd) {
    const repository = env.GITHUB_REPOSITORY ?? '';
    const [owner = '', repo = ''] = repository.split('/');
    return {
        repository,
        repo: { owner, repo },
        runId: env.GITHUB_RUN_ID ?? '',
        runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
        sha: env.GITHUB_SHA ?? '',
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
        workflowRef: env.GITHUB_WORKFLOW_REF,
        job: env.GITHUB_JOB,
        runnerName: env.RUNNER_NAME,
        workspace: env.GITHUB_WORKSPACE ?? cwd,
        runnerTemp: env.RUNNER_TEMP,
    };
}
const RESTART_INPUT = '_restart';
function restartOfEvent(context) {
    return context.eventInputs[RESTART_INPUT]?.trim() ?? '';
}
function runKeyOf(context) {
    const { runId } = context;
    if (!/^\d+$/.test(runId)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .y('GITHUB_RUN_ID is not set: the train mode runs inside GitHub Actions; locally, use `spot-train run`');
    }
    const attempt = Number(context.runAttempt);
    return Number.isSafeInteger(attempt) && attempt > 1 ? `${runId}-${attempt}` : runId;
}
async function dispatchInputs(eventPath) {
    if (!eventPath)
        return {};
    let payload;
    try {
        payload = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(eventPath, 'utf8'));
    }
    catch {
        return {};
    }
    const inputs = payload?.inputs;
    if (typeof inputs !== 'object' || inputs === null)
        return {};
    return Object.fromEntries(Object.entries(inputs).flatMap(([name, value]) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[name, String(value)]]
        : []));
}


/***/ }),

/***/ 93693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ cloudsWhenMixed)
/* harmony export */ });
function cloudsWhenMixed(history) {
    const clouds = new Map();
    for (const run of history)
        if (run.cloud !== undefined)
            clouds.set(run.runId, run.cloud);
    return new Set(clouds.values()).size > 1 ? clouds : new Map();
}


/***/ }),

/***/ 30388:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ parseGangChange),
/* harmony export */   Io: () => (/* binding */ GANG_CHANGE_FILE),
/* harmony export */   RE: () => (/* binding */ gangChangeName)
/* harmony export */ });
function gangChangeName(change) {
    const kind = change.kind === 'trained' ? `trained-${change.after ?? 'left'}` : change.kind;
    return `gang/${kind}-${change.node}`;
}
const GANG_CHANGE_FILE = /^(left|asked|joined|trained-left|trained-joined)-(\d+)\.json$/;
function parseGangChange(text, kind, node) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return 'not JSON';
    }
    if (typeof value !== 'object' || value === null)
        return 'not an object';
    const record = value;
    if (kind.startsWith('trained-'))
        return parseTrained(record, kind, node);
    if (record.kind !== kind || record.node !== node)
        return `not the ${kind} of node ${node}`;
    const at = typeof record.at === 'string' ? Date.parse(record.at) : NaN;
    if (!Number.isFinite(at))
        return 'no time';
    const seat = optionalCount(record.seat);
    if (seat === null)
        return 'a seat that is not a node-rank';
    const base = { node, at, ...(seat === undefined ? {} : { seat }) };
    if (kind === 'joined')
        return { kind, ...base };
    if (kind === 'left') {
        if (record.why !== 'notice' && record.why !== 'lost')
            return 'no reason it left';
        const reason = typeof record.reason === 'string' ? record.reason : '';
        return { kind, ...base, why: record.why, reason, trainsOn: record.trainsOn !== false };
    }
    const replaces = optionalCount(record.replaces);
    if (seat === undefined || replaces === undefined || replaces === null)
        return 'no seat or node it replaces';
    const run = typeof record.run === 'string' ? { run: record.run } : {};
    return { kind: 'asked', ...base, seat, replaces, ...run };
}
function parseTrained(record, name, node) {
    const after = name === 'trained-joined' ? 'joined' : 'left';
    if (record.kind !== 'trained' || record.node !== node || record.after !== after)
        return `not the training again after node ${node} ${after}`;
    const at = typeof record.at === 'string' ? Date.parse(record.at) : NaN;
    const { seconds } = record;
    if (!Number.isFinite(at))
        return 'no time';
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
        return 'no seconds';
    return { kind: 'trained', node, after, seconds, at };
}
function optionalCount(value) {
    if (value === undefined)
        return undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}


/***/ }),

/***/ 30560:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gY: () => (/* binding */ readLineageHistory),
  lR: () => (/* binding */ readRunRecord)
});

// UNUSED EXPORTS: historyOf

// EXTERNAL MODULE: ./build/records/claim.js
var records_claim = __webpack_require__(87637);
// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
// EXTERNAL MODULE: ./build/records/lineage.js
var records_lineage = __webpack_require__(87836);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/history/gang-changes.js
var gang_changes = __webpack_require__(30388);
// EXTERNAL MODULE: ./build/notice/gang/short-of-size.js
var short_of_size = __webpack_require__(29103);
;// CONCATENATED MODULE: ./build/history/read-gang.js




async function readGangHistory(store, where, elastic, warn) {
    const { nodes, minNodes } = elastic;
    if (!isCount(nodes) || !isCount(minNodes)) {
        warn(`run ${where.runId}: its elastic-gang record has no size or floor; its changes are left out`);
        return undefined;
    }
    const folder = (0,layout/* gangChangesPrefix */.VF)(where.lineage, where.runId);
    let names;
    try {
        names = await store.listChildren(folder);
    }
    catch (error) {
        warn(`run ${where.runId}: could not list its gang's changes: ${(0,errors/* describeError */.U)(error)}`);
        return { nodes, minNodes, changes: [] };
    }
    const read = await Promise.all(names.map((name) => readChange(store, folder, name, where, warn)));
    const changes = read.flatMap((change) => (change ? [change] : []));
    return { nodes, minNodes, changes: withSeats(changes).sort(inOrder) };
}
const KIND_ORDER = ['left', 'asked', 'joined', 'trained'];
const inOrder = (a, b) => a.at - b.at || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.node - b.node;
async function readChange(store, folder, name, where, warn) {
    const match = gang_changes/* GANG_CHANGE_FILE */.Io.exec(name);
    if (!match)
        return undefined;
    const [, kind = '', node = ''] = match;
    try {
        const text = await store.readText(`${folder}${name}`);
        if (text === undefined)
            return undefined;
        const change = (0,gang_changes/* parseGangChange */.$o)(text, kind, Number(node));
        if (typeof change === 'object')
            return change;
        warn(`run ${where.runId}: skipped its gang record ${name}: ${change}`);
    }
    catch (error) {
        warn(`run ${where.runId}: could not read its gang record ${name}: ${(0,errors/* describeError */.U)(error)}`);
    }
    return undefined;
}
function withSeats(changes) {
    const seats = new Map();
    for (const change of changes)
        if (change.kind === 'asked')
            seats.set(change.node, change.seat);
    return changes.map((change) => {
        const seat = change.seat ?? seats.get(change.node);
        return seat === undefined ? change : { ...change, seat };
    });
}
function gangHistoryUntil(gang, end) {
    const until = end ?? Math.max(0, ...gang.changes.map((change) => change.at));
    return { ...gang, shortNodeMinutes: (0,short_of_size/* shortNodeMinutes */.e)(gang.changes, until) };
}
const isCount = (value) => typeof value === 'number' && Number.isInteger(value) && value > 0;

// EXTERNAL MODULE: ./build/history/records.js
var records = __webpack_require__(18045);
// EXTERNAL MODULE: ./build/history/traffic.js
var history_traffic = __webpack_require__(41162);
;// CONCATENATED MODULE: ./build/history/read-history.js






async function readLineageHistory(store, lineage, options = {}) {
    const runs = await newestRuns(store, lineage, options.newest);
    const warn = options.warn ?? (() => { });
    return Promise.all(runs.reverse().map((run) => readRunHistory(store, lineage, run, warn)));
}
async function newestRuns(store, lineage, newest) {
    if (newest === undefined)
        return (0,records_lineage/* readLineage */.K)(store, lineage);
    const runs = [];
    for await (const run of (0,records_lineage/* walkLineage */.X)(store, lineage)) {
        runs.push(run);
        if (runs.length >= newest)
            break;
    }
    return runs;
}
async function readRunHistory(store, lineage, run, warn) {
    const manifest = typeof run.manifest === 'string' ? undefined : run.manifest;
    const [found, claim] = await Promise.all([
        readRecords(store, lineage, run.runId),
        (0,records_claim/* readClaim */.jw)(store, lineage, run.runId),
    ]);
    const where = { lineage, runId: run.runId };
    const gang = found.elastic ? await readGangHistory(store, where, found.elastic, warn) : undefined;
    const traffic = await (0,history_traffic/* readRunTraffic */.TK)(store, where, found.launch?.nodes, gang?.changes);
    return historyOf(run.runId, manifest, found, (0,records/* msOf */.QZ)(claim?.body?.dispatchedAt), gang, traffic);
}
async function readRecords(store, lineage, runId) {
    const found = {};
    await Promise.all(records/* HISTORY_EVENTS */.R0.map(async (event) => {
        const text = await store.readText((0,layout/* historyKey */.Ox)(lineage, runId, event));
        const record = text === undefined ? undefined : parseRecord(text);
        if (record !== undefined)
            Object.assign(found, { [event]: record });
    }));
    return found;
}
async function readRunRecord(store, lineage, runId, event) {
    const text = await store.readText((0,layout/* historyKey */.Ox)(lineage, runId, event));
    return text === undefined ? undefined : parseRecord(text);
}
function parseRecord(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null ? value : undefined;
    }
    catch {
        return undefined;
    }
}
function historyOf(runId, manifest, found, dispatched, gang, traffic = []) {
    const { launch, finalize } = found;
    const ended = found['attempt-ended'];
    const { sealed, noticeAt, noticeDeadline, handedBack, interrupted } = endOf(manifest, found);
    const vmEndedAt = interrupted === 'notice' ? noticeDeadline : (0,records/* msOf */.QZ)(finalize?.at);
    const noticeNode = found.notice?.node;
    return {
        runId,
        attempt: manifest?.attempt,
        cloud: launch?.cloud,
        region: launch?.region,
        zone: launch?.zone,
        type: launch?.instanceType,
        market: launch?.market,
        nodes: launch?.nodes,
        onDemandNodes: launch?.onDemandNodes,
        instanceIds: launch?.instanceIds ?? [],
        vmStartedAt: (0,records/* msOf */.QZ)(launch?.vmRunningAt),
        vmEndedAt,
        interrupted,
        handedBack,
        outcome: ended?.outcome ?? outcomeOf(manifest),
        lastDurableAt: (0,records/* msOf */.QZ)(ended?.lastDurableAt) ?? lastUploadOf(manifest),
        durableLagMs: ended?.maxLagMs,
        lastDurableLagMs: ended?.lastLagMs,
        passedOver: Array.isArray(launch?.passedOver) ? launch.passedOver : [],
        firstStep: found['first-step']?.step,
        lastStep: ended?.lastStep,
        totalSteps: ended?.totalSteps,
        noticeNode: typeof noticeNode === 'number' ? noticeNode : undefined,
        gang: gang && gangHistoryUntil(gang, (0,records/* msOf */.QZ)(ended?.at) ?? vmEndedAt),
        traffic: trafficOf(traffic, found, manifest),
        points: {
            runCreated: (0,records/* msOf */.QZ)(found.github?.runCreatedAt),
            runStarted: (0,records/* msOf */.QZ)(found.github?.runStartedAt),
            vmRequested: (0,records/* msOf */.QZ)(launch?.vmRequestedAt),
            vmRunning: (0,records/* msOf */.QZ)(launch?.vmRunningAt),
            runnerOnline: (0,records/* msOf */.QZ)(found['runner-online']?.at),
            trainJobStarted: (0,records/* msOf */.QZ)(found.github?.trainJobStartedAt),
            trainStepStarted: (0,records/* msOf */.QZ)(found['train-step-started']?.at),
            restoreDone: (0,records/* msOf */.QZ)(found['restore-done']?.at),
            firstStep: (0,records/* msOf */.QZ)(found['first-step']?.at),
            notice: noticeAt,
            noticeDeadline,
            durable: (0,records/* msOf */.QZ)(ended?.durableAt ?? sealed?.durableAt),
            dispatched,
            attemptEnded: (0,records/* msOf */.QZ)(ended?.at),
            finalized: (0,records/* msOf */.QZ)(finalize?.at),
        },
    };
}
function trafficOf(nodes, found, manifest) {
    const restore = found['restore-done'];
    const stepped = ['train-step-started', 'restore-done', 'first-step', 'attempt-ended'].some((event) => found[event] !== undefined);
    return (0,history_traffic/* attemptTraffic */.$k)(nodes, {
        trained: stepped || (manifest !== undefined && manifest.state !== 'launched'),
        restoreBytes: restore?.bytes,
        manifest,
    });
}
function endOf(manifest, found) {
    const { notice, finalize } = found;
    const sealed = manifest?.state === 'interrupted' && manifest.notice?.userRequested !== true
        ? manifest.notice
        : undefined;
    const noticeAt = (0,records/* msOf */.QZ)(notice?.at ?? sealed?.receivedAt);
    const noticeDeadline = (0,records/* msOf */.QZ)(notice?.deadline ?? sealed?.deadline);
    const handedBack = (notice?.source ?? sealed?.source) === 'hand-back';
    const interrupted = noticeAt !== undefined && !handedBack
        ? 'notice'
        : finalize?.vanished === true
            ? 'vanished'
            : undefined;
    return { sealed, noticeAt, noticeDeadline, handedBack, interrupted };
}
function outcomeOf(manifest) {
    const state = manifest?.state;
    return state === 'interrupted' || state === 'completed' || state === 'failed' ? state : undefined;
}
function lastUploadOf(manifest) {
    if (!manifest)
        return undefined;
    const times = (0,history_traffic/* ownFiles */.aJ)(manifest).flatMap((file) => {
        const ms = (0,records/* msOf */.QZ)(file.uploadedAt);
        return ms === undefined ? [] : [ms];
    });
    return times.length === 0 ? undefined : Math.max(...times);
}


/***/ }),

/***/ 20249:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ HistoryRecorder)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45145);
/* harmony import */ var _store_create_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68140);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60930);
/* harmony import */ var _gang_changes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30388);
/* harmony import */ var _traffic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41162);





const RECORD_RETRIES = { attempts: 3, baseDelayMs: 500, maxDelayMs: 2000 };
class HistoryRecorder {
    params;
    pending = new Set();
    constructor(params) {
        this.params = params;
    }
    note(event, record) {
        this.write(event, record);
    }
    noteTraffic(node, record) {
        this.write((0,_traffic_js__WEBPACK_IMPORTED_MODULE_2__/* .trafficEvent */ .gW)(node), record);
    }
    noteGangChange(change) {
        this.write((0,_gang_changes_js__WEBPACK_IMPORTED_MODULE_3__/* .gangChangeName */ .RE)(change), change);
    }
    write(event, record) {
        const { store, lineage, runId, clock, logger } = this.params;
        const key = (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .historyKey */ .Ox)(lineage, runId, event);
        const text = `${JSON.stringify(record)}\n`;
        const writing = (0,_store_create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .createOnce */ .U)(store, key, text, {
            clock,
            logger,
            policy: RECORD_RETRIES,
            exclusive: false,
        }).then(() => undefined, (error) => logger.warning(`could not record ${event} in ${store.url} (${key}): ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(error)}`));
        this.pending.add(writing);
        void writing.finally(() => this.pending.delete(writing));
    }
    async settled(timeoutMs) {
        const abort = new AbortController();
        const waited = this.params.clock.sleep(timeoutMs, abort.signal).catch(() => undefined);
        await Promise.race([Promise.all([...this.pending]), waited]);
        abort.abort();
    }
}


/***/ }),

/***/ 18045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ isoTime),
/* harmony export */   QZ: () => (/* binding */ msOf),
/* harmony export */   R0: () => (/* binding */ HISTORY_EVENTS)
/* harmony export */ });
const HISTORY_EVENTS = [
    'launch',
    'runner-online',
    'train-step-started',
    'github',
    'restore-done',
    'first-step',
    'notice',
    'elastic',
    'attempt-ended',
    'finalize',
];
function isoTime(ms) {
    return new Date(ms).toISOString();
}
function msOf(iso) {
    if (iso === undefined)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isFinite(ms) ? ms : undefined;
}


/***/ }),

/***/ 20578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ resumeTimelines)
/* harmony export */ });
/* harmony import */ var _attempt_clouds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93693);

const BEFORE = [
    ['durable', (p) => p.durable],
    ['dispatched', (p) => p.dispatched],
];
const AFTER = [
    ['next run created', (p) => p.runCreated],
    ['next run started', (p) => p.runStarted],
    ['VM requested', (p) => p.vmRequested],
    ['VM running', (p) => p.vmRunning],
    ['runner online', (p) => p.runnerOnline],
    ['train job started', (p) => p.trainJobStarted],
    ['train step started', (p) => p.trainStepStarted],
    ['restore done', (p) => p.restoreDone],
    ['first step', (p) => p.firstStep],
];
function resumeTimelines(history) {
    const clouds = (0,_attempt_clouds_js__WEBPACK_IMPORTED_MODULE_0__/* .cloudsWhenMixed */ .K)(history);
    return history.flatMap((run, index) => {
        const next = history[index + 1];
        const kind = run.interrupted ?? (run.handedBack ? 'notice' : undefined);
        if (kind === undefined || next === undefined)
            return [];
        const timeline = timelineOf(run, kind, next);
        if (clouds.size === 0)
            return [timeline];
        return [
            {
                ...timeline,
                cloud: clouds.get(run.runId) ?? null,
                nextCloud: clouds.get(next.runId) ?? null,
            },
        ];
    });
}
function timelineOf(run, kind, next) {
    const start = kind === 'notice' ? run.points.notice : run.points.finalized;
    const raw = [
        [kind === 'notice' ? 'notice' : 'VM found gone (finalize)', start],
        ...BEFORE.map(([name, pick]) => [name, pick(run.points)]),
        ...AFTER.map(([name, pick]) => [name, pick(next.points)]),
    ];
    let previous;
    const points = raw.map(([point, at]) => {
        const gap = at === undefined || previous === undefined ? null : at - previous;
        if (at !== undefined)
            previous = at;
        return {
            point,
            at: at ?? null,
            sinceStartMs: at === undefined || start === undefined ? null : at - start,
            gapMs: gap,
        };
    });
    const first = next.points.firstStep;
    return {
        runId: run.runId,
        attempt: run.attempt ?? null,
        kind,
        nextRunId: next.runId,
        totalMs: first === undefined || start === undefined ? null : first - start,
        points,
    };
}


/***/ }),

/***/ 38961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ readRunTimes)
/* harmony export */ });
async function readRunTimes(api, repo, runId, isTrainJob) {
    const [run, jobs] = await Promise.all([
        api.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { ...repo, run_id: Number(runId) }, `reading run ${runId}`),
        api.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { ...repo, run_id: Number(runId), filter: 'latest', per_page: 100 }, `reading the jobs of run ${runId}`),
    ]);
    const runData = run.data;
    const job = jobsOf(jobs.data).find(isTrainJob);
    return {
        ...timeField('runCreatedAt', runData?.created_at),
        ...timeField('runStartedAt', runData?.run_started_at),
        ...timeField('trainJobStartedAt', job?.started_at),
    };
}
function jobsOf(data) {
    const jobs = data?.jobs;
    return Array.isArray(jobs)
        ? jobs.filter((job) => typeof job === 'object' && job !== null)
        : [];
}
function timeField(name, value) {
    if (typeof value !== 'string' || !Number.isFinite(Date.parse(value)))
        return {};
    return { [name]: value };
}


/***/ }),

/***/ 41162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ attemptTraffic),
/* harmony export */   TK: () => (/* binding */ readRunTraffic),
/* harmony export */   aJ: () => (/* binding */ ownFiles),
/* harmony export */   gW: () => (/* binding */ trafficEvent)
/* harmony export */ });
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60930);

const trafficEvent = (node) => `traffic-${node}`;
async function readRunTraffic(store, where, nodes, changes = []) {
    const count = Number.isSafeInteger(nodes) && (nodes ?? 0) > 0 ? nodes : 1;
    const joined = changes.flatMap((change) => (change.kind === 'joined' ? [change.node] : []));
    const ids = [...new Set([...Array.from({ length: count }, (_, node) => node), ...joined])];
    return Promise.all(ids.map(async (node) => {
        const text = await store.readText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .historyKey */ .Ox)(where.lineage, where.runId, trafficEvent(node)));
        return text === undefined ? undefined : parseTraffic(text);
    }));
}
function parseTraffic(text) {
    try {
        const value = JSON.parse(text);
        const { restoredBytes, uploadedBytes } = value ?? {};
        return isBytes(restoredBytes) && isBytes(uploadedBytes)
            ? { restoredBytes, uploadedBytes }
            : undefined;
    }
    catch {
        return undefined;
    }
}
const isBytes = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
function attemptTraffic(nodes, clues) {
    const recorded = nodes.flatMap((node) => (node ? [node] : []));
    const missing = nodes.length - recorded.length;
    if (recorded.length === 0 && !clues.trained) {
        return { restoredBytes: 0, uploadedBytes: 0, unrecordedNodes: 0 };
    }
    const sum = (pick) => recorded.reduce((total, node) => total + pick(node), 0);
    const uploaded = sum((node) => node.uploadedBytes);
    if (missing === 0)
        return {
            restoredBytes: sum((node) => node.restoredBytes),
            uploadedBytes: uploaded,
            unrecordedNodes: 0,
        };
    return {
        restoredBytes: sum((node) => node.restoredBytes) +
            missing * (isBytes(clues.restoreBytes) ? clues.restoreBytes : 0),
        uploadedBytes: Math.max(uploaded, ownUploads(clues.manifest)),
        unrecordedNodes: missing,
    };
}
function ownUploads(manifest) {
    return manifest ? ownFiles(manifest).reduce((total, file) => total + file.size, 0) : 0;
}
function ownFiles(manifest) {
    return manifest.files.filter((file) => file.key.includes(`/${manifest.runId}/`));
}


/***/ }),

/***/ 93788:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ TrainHistory)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45145);
/* harmony import */ var _run_times_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38961);
/* harmony import */ var _read_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30560);
/* harmony import */ var _recorder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20249);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18045);
/* harmony import */ var _resume_timeline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20578);






const SETTLE_MS = 10_000;
const NOTICE_SETTLE_MS = 2000;
const SHOWN = 5;
class TrainHistory {
    params;
    recorder;
    leftGang = () => false;
    constructor(params) {
        this.params = params;
        const { store, identity, clock, logger } = params;
        this.recorder = new _recorder_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryRecorder */ .p({
            store,
            lineage: identity.lineage,
            runId: identity.runId,
            clock,
            logger,
        });
        this.recorder.note('train-step-started', { at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(params.stepStartedAt) });
    }
    readGitHubTimes(api, context) {
        const { repo, runId, runnerName } = context;
        if (!api || repo.owner === '' || runId === '')
            return;
        const { logger } = this.params;
        const thisJob = (job) => runnerName !== undefined && job.runner_name === runnerName;
        void (0,_run_times_js__WEBPACK_IMPORTED_MODULE_4__/* .readRunTimes */ .I)(api.withAttempts(3), repo, runId, thisJob).then((times) => this.recorder.note('github', times), (error) => logger.warning(`could not read this run's times from GitHub: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .U)(error)}`));
    }
    get milestones() {
        return {
            restored: (restore, at) => this.recorder.note('restore-done', {
                at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(at),
                ...(restore.fromRunId ? { fromRunId: restore.fromRunId } : {}),
                bytes: restore.bytes,
            }),
            firstStep: (step, at) => this.recorder.note('first-step', { at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(at), step }),
        };
    }
    leavesGangWhen(left) {
        this.leftGang = left;
    }
    gangFormed(nodes, minNodes, at) {
        this.recorder.note('elastic', { at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(at), nodes, minNodes });
    }
    gangChanged(change) {
        this.recorder.noteGangChange(change);
    }
    noticed(notice) {
        if (notice.userRequested === true || notice.peerFailed === true || this.leftGang())
            return;
        const node = notice.node ?? this.params.identity.node?.index;
        this.recorder.note('notice', {
            at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(notice.receivedAt),
            source: notice.source,
            reason: notice.reason,
            deadline: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(notice.deadline),
            ...(node === undefined ? {} : { node }),
        });
    }
    ended(result) {
        const { sync, notice } = result;
        this.recorder.noteTraffic(this.params.identity.node?.index ?? 0, {
            at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(result.endedAt),
            restoredBytes: result.restore.bytes,
            uploadedBytes: sync.bytesUploaded,
        });
        if (this.leftGang())
            return;
        const durable = result.noticeToDurableMs !== undefined && notice
            ? notice.receivedAt + result.noticeToDurableMs
            : !notice && result.seal.sealed && result.seal.notSaved.length === 0
                ? result.endedAt
                : undefined;
        this.recorder.note('attempt-ended', {
            at: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(result.endedAt),
            outcome: result.outcome,
            ...(durable === undefined ? {} : { durableAt: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(durable) }),
            ...(sync.lastDurableAt === undefined ? {} : { lastDurableAt: (0,_records_js__WEBPACK_IMPORTED_MODULE_3__/* .isoTime */ .Ly)(sync.lastDurableAt) }),
            ...(sync.filesUploaded > 0 ? { maxLagMs: sync.maxLagMs } : {}),
            ...(sync.lastLagMs === undefined ? {} : { lastLagMs: sync.lastLagMs }),
            ...stepsOf(result.progress),
        });
    }
    settled() {
        return this.recorder.settled(SETTLE_MS);
    }
    async timelines(result) {
        await this.recorder.settled(result.notice ? NOTICE_SETTLE_MS : SETTLE_MS);
        if (result.notice)
            return [];
        const { store, identity, logger } = this.params;
        try {
            const history = await (0,_read_history_js__WEBPACK_IMPORTED_MODULE_0__/* .readLineageHistory */ .gY)(store, identity.lineage, {
                warn: (message) => logger.warning(message),
            });
            const upToThisRun = history.slice(0, history.findIndex((h) => h.runId === identity.runId) + 1);
            return (0,_resume_timeline_js__WEBPACK_IMPORTED_MODULE_2__/* .resumeTimelines */ .w)(upToThisRun).slice(-SHOWN);
        }
        catch (error) {
            logger.warning(`could not read the lineage's history: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .U)(error)}`);
            return [];
        }
    }
}
function stepsOf(progress) {
    return {
        ...(progress.lastStep === undefined ? {} : { lastStep: progress.lastStep }),
        ...(progress.totalSteps === undefined ? {} : { totalSteps: progress.totalSteps }),
    };
}


/***/ }),

/***/ 29103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ stallNodeMinutes),
/* harmony export */   e: () => (/* binding */ shortNodeMinutes)
/* harmony export */ });
function sizeSteps(changes, until) {
    return changes
        .filter((change) => change.kind === 'left' || change.kind === 'joined')
        .filter((change) => change.trainsOn !== false && change.at < until)
        .sort((a, b) => a.at - b.at);
}
const afterStep = (missing, step) => Math.max(0, missing + (step.kind === 'left' ? 1 : -1));
function shortNodeMinutes(changes, until) {
    let missing = 0;
    let since = 0;
    let total = 0;
    for (const step of sizeSteps(changes, until)) {
        total += missing * (step.at - since);
        since = step.at;
        missing = afterStep(missing, step);
    }
    total += missing * Math.max(0, until - since);
    return total / 60_000;
}
function stallNodeMinutes(changes, nodes) {
    let total = 0;
    for (const trained of changes) {
        if (trained.kind !== 'trained' || trained.seconds === undefined)
            continue;
        const missing = sizeSteps(changes, trained.at).reduce(afterStep, 0);
        total += (Math.max(1, nodes - missing) * trained.seconds) / 60;
    }
    return total;
}


/***/ }),

/***/ 87637:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ parseClaim),
/* harmony export */   IW: () => (/* binding */ claimRestart),
/* harmony export */   Yj: () => (/* binding */ updateClaim),
/* harmony export */   jw: () => (/* binding */ readClaim),
/* harmony export */   ku: () => (/* binding */ MAX_CLAIM_GENERATIONS)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _store_create_once_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68140);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60930);



const MAX_CLAIM_GENERATIONS = 5;
async function claimRestart(store, lineage, runId, body, options) {
    const text = serializeClaim({ ...body, nonce: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex') });
    return (0,_store_create_once_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .U)(store, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .claimKey */ .Eo)(lineage, runId, options.generation), text, options);
}
async function updateClaim(store, lineage, runId, body, generation = 1) {
    await store.writeText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .claimKey */ .Eo)(lineage, runId, generation), serializeClaim(body));
}
async function readClaim(store, lineage, runId) {
    let newest;
    for (let generation = 1; generation <= MAX_CLAIM_GENERATIONS; generation++) {
        const text = await store.readText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .claimKey */ .Eo)(lineage, runId, generation));
        if (text === undefined)
            break;
        newest = { generation, body: parseClaim(text) };
    }
    return newest;
}
function parseClaim(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value?.by !== 'string' || typeof value.claimedAt !== 'string')
            return undefined;
        return value;
    }
    catch {
        return undefined;
    }
}
function serializeClaim(body) {
    return `${JSON.stringify(body)}\n`;
}


/***/ }),

/***/ 20886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ isGangFinal),
/* harmony export */   P: () => (/* binding */ hasSealed),
/* harmony export */   fB: () => (/* binding */ gangMembers),
/* harmony export */   z$: () => (/* binding */ gangUnion)
/* harmony export */ });
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60930);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11028);


const FINAL = ['interrupted', 'sealed', 'completed', 'failed'];
function gangUnion(input) {
    const present = input.members.flatMap((member) => (member ? [member] : []));
    const { files, conflicts } = unionFiles(input);
    const members = gangMembers(input.members, input.nodes).map((node) => ({
        node,
        state: input.members[node]?.state ?? 'missing',
    }));
    const elastic = present.some((member) => (member.minNodes ?? Infinity) < input.nodes);
    const state = gangState(members, input.nodesGone, elastic);
    const notice = earliestNotice(present);
    const failed = present.find((member) => member.state === 'failed');
    const notSaved = present.flatMap((member) => (member.notSaved ?? []).map((file) => ({
        path: file.path,
        reason: `node ${member.node}: ${file.reason}`,
    })));
    const first = present[0];
    const restoredFrom = present.find((member) => member.restoredFrom)?.restoredFrom;
    return {
        format: 1,
        lineage: input.lineage,
        runId: input.runId,
        attempt: first?.attempt ?? 1,
        state,
        startedAt: present.map((member) => member.startedAt).sort()[0] ?? input.now,
        updatedAt: input.now,
        ...(restoredFrom ? { restoredFrom } : {}),
        ...(notice ? { notice } : {}),
        ...(state === 'running'
            ? {}
            : { exitCode: failed ? (failed.exitCode ?? null) : (first?.exitCode ?? null) }),
        files,
        ...(notSaved.length > 0 ? { notSaved } : {}),
        nodes: input.nodes,
        gang: {
            nodes: input.nodes,
            sealedBy: input.sealedBy,
            members,
            ...(conflicts.length > 0 ? { conflicts } : {}),
        },
    };
}
function gangMembers(members, nodes) {
    const ids = Array.from({ length: Math.max(nodes, members.length) }, (_, node) => node);
    return ids.filter((node) => node < nodes || members[node] !== undefined);
}
function isGangFinal(members, nodes) {
    return gangMembers(members, nodes).every((node) => hasSealed(members[node]));
}
function hasSealed(member) {
    return member !== undefined && FINAL.includes(member.state);
}
function gangState(members, nodesGone, elastic) {
    const states = members.map((member) => member.state);
    const unfinished = states.some((state) => !FINAL.includes(state));
    if (unfinished && !nodesGone)
        return 'running';
    if (elastic && states.includes('completed') && !states.includes('failed'))
        return 'completed';
    if (unfinished)
        return 'interrupted';
    if (states.some((state) => state === 'interrupted' || state === 'sealed'))
        return 'interrupted';
    if (states.includes('failed'))
        return 'failed';
    return 'completed';
}
function earliestNotice(members) {
    return members
        .flatMap((member) => (member.notice ? [member.notice] : []))
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))[0];
}
function unionFiles(input) {
    const byPath = new Map();
    const deleted = new Set(input.members.flatMap((member) => (member?.deleted ?? []).map(_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .objectRef */ .DA)));
    input.members.forEach((member, node) => {
        const own = (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .writerPrefix */ .w2)(input.lineage, input.runId, node);
        for (const file of member?.files ?? []) {
            const list = byPath.get(file.path) ?? [];
            list.push({ node, file, own: file.key.startsWith(own) });
            byPath.set(file.path, list);
        }
    });
    const files = [];
    const conflicts = [];
    for (const [path, candidates] of byPath) {
        const uploaded = candidates.filter((candidate) => candidate.own);
        const chosen = uploaded[0] ?? candidates.find((candidate) => !deleted.has((0,_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .fileRef */ .M9)(candidate.file)));
        if (!chosen)
            continue;
        files.push(chosen.file);
        const differing = uploaded.filter((candidate) => candidate.file.sha256 !== chosen.file.sha256);
        if (differing.length > 0)
            conflicts.push({ path, nodes: [chosen.node, ...differing.map((c) => c.node)] });
    }
    files.sort(_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .pathOrder */ .gU);
    return { files, conflicts };
}


/***/ }),

/***/ 2285:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ recordLineageEntry),
/* harmony export */   hp: () => (/* binding */ listLineages),
/* harmony export */   wW: () => (/* binding */ readLineageIndex)
/* harmony export */ });
/* harmony import */ var _base_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31666);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60930);


async function recordLineageEntry(store, identity, clock) {
    const { lineage, runId, attempt } = identity;
    const text = `${JSON.stringify({ lineage, runId, attempt })}\n`;
    await (0,_base_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(() => store.writeText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageEntryKey */ .RY)(lineage, attempt, runId), text), {
        clock,
    });
}
async function readLineageIndex(store, lineage) {
    const entries = (await store.listChildren((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageIndexPrefix */ .mH)(lineage))).flatMap((name) => {
        const entry = (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageEntryOf */ .t7)(name);
        return entry ? [entry] : [];
    });
    if (!entries.some((entry) => entry.runId === lineage))
        return undefined;
    const first = new Map();
    for (const { runId, attempt } of entries)
        first.set(runId, Math.min(attempt, first.get(runId) ?? attempt));
    return [...first]
        .map(([runId, attempt]) => ({ runId, attempt }))
        .sort((a, b) => b.attempt - a.attempt || b.runId.localeCompare(a.runId));
}
async function listLineages(store) {
    const indexed = await store.listChildren((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageIndexPrefix */ .mH)());
    if (indexed.length > 0)
        return indexed.filter(_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isValidId */ .Al);
    return (await store.listChildren('')).filter((name) => name !== 'runs' && (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isValidId */ .Al)(name));
}


/***/ }),

/***/ 87836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readLineage),
/* harmony export */   X: () => (/* binding */ walkLineage)
/* harmony export */ });
/* harmony import */ var _lineage_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2285);
/* harmony import */ var _run_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76588);


async function* walkLineage(store, lineage, exceptRunId) {
    const index = await (0,_lineage_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readLineageIndex */ .wW)(store, lineage);
    if (index === undefined) {
        yield* await readListedLineage(store, lineage, exceptRunId);
        return;
    }
    const entries = index.filter((entry) => entry.runId !== exceptRunId);
    for (let start = 0; start < entries.length;) {
        const attempt = entries[start]?.attempt;
        let end = start;
        while (end < entries.length && entries[end]?.attempt === attempt)
            end++;
        yield* sortRuns(await readRuns(store, lineage, entries.slice(start, end)));
        start = end;
    }
}
async function readLineage(store, lineage, exceptRunId) {
    const index = await (0,_lineage_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readLineageIndex */ .wW)(store, lineage);
    if (index === undefined)
        return readListedLineage(store, lineage, exceptRunId);
    const entries = index.filter((entry) => entry.runId !== exceptRunId);
    return sortRuns(await readRuns(store, lineage, entries));
}
async function readListedLineage(store, lineage, exceptRunId) {
    const runIds = (await store.listChildren(`${lineage}/`)).filter((id) => id !== exceptRunId);
    return sortRuns(await readRuns(store, lineage, runIds.map((runId) => ({ runId, attempt: 0 }))));
}
async function readRuns(store, lineage, entries) {
    return Promise.all(entries.map(async ({ runId }) => {
        const parsed = await (0,_run_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunManifest */ .tT)(store, lineage, runId);
        if (parsed === undefined)
            return { runId, manifest: 'it has no manifest' };
        return {
            runId,
            manifest: typeof parsed === 'string' ? `its manifest is unusable: ${parsed}` : parsed,
        };
    }));
}
function sortRuns(runs) {
    return runs.sort((a, b) => rank(b) - rank(a) || startedAt(b).localeCompare(startedAt(a)));
}
function rank(run) {
    return typeof run.manifest === 'string' ? 0 : run.manifest.attempt;
}
function startedAt(run) {
    return typeof run.manifest === 'string' ? '' : run.manifest.startedAt;
}


/***/ }),

/***/ 11028:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DA: () => (/* binding */ objectRef),
/* harmony export */   M9: () => (/* binding */ fileRef),
/* harmony export */   MZ: () => (/* binding */ serializeManifest),
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   gU: () => (/* binding */ pathOrder)
/* harmony export */ });
const STATES = [
    'launched',
    'running',
    'interrupted',
    'sealed',
    'completed',
    'failed',
];
function parseManifest(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        return `not JSON (${String(error)})`;
    }
    if (!isRecord(data))
        return 'not an object';
    if (data.format !== 1)
        return `unknown format ${JSON.stringify(data.format)}`;
    for (const field of ['lineage', 'runId', 'startedAt', 'updatedAt']) {
        if (typeof data[field] !== 'string')
            return `field ${field} is missing`;
    }
    if (!Number.isSafeInteger(data.attempt) || data.attempt < 1)
        return 'field attempt is not a positive integer';
    if (!STATES.includes(data.state))
        return `unknown state ${JSON.stringify(data.state)}`;
    if (!Array.isArray(data.files))
        return 'field files is not a list';
    for (const [index, file] of data.files.entries()) {
        if (!isRecord(file) ||
            typeof file.path !== 'string' ||
            typeof file.key !== 'string' ||
            typeof file.sha256 !== 'string' ||
            !/^[0-9a-f]{64}$/.test(file.sha256) ||
            !Number.isSafeInteger(file.size) ||
            file.size < 0 ||
            !Number.isSafeInteger(file.seq) ||
            (file.pack !== undefined && !isPackSlice(file.pack, file.size))) {
            return `files[${index}] is malformed`;
        }
    }
    return data;
}
function serializeManifest(manifest) {
    const defined = Object.entries(manifest).filter(([, value]) => value !== undefined);
    const fields = defined.map(([name, value]) => {
        const text = (name === 'files' || name === 'deleted') && Array.isArray(value) && value.length > 0
            ? `[\n${value.map(entryLine).join(',\n')}\n  ]`
            : JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
        return `  ${JSON.stringify(name)}: ${text}`;
    });
    return `{\n${fields.join(',\n')}\n}\n`;
}
const lines = new WeakMap();
function entryLine(entry) {
    let line = lines.get(entry);
    if (line === undefined) {
        line = `    ${JSON.stringify(entry)}`;
        lines.set(entry, line);
    }
    return line;
}
function pathOrder(a, b) {
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
function objectRef(entry) {
    return entry.offset === undefined ? entry.key : `${entry.key}#${entry.offset}`;
}
function fileRef(file) {
    return objectRef({ key: file.key, ...(file.pack ? { offset: file.pack.offset } : {}) });
}
function isPackSlice(value, size) {
    return (isRecord(value) &&
        Number.isSafeInteger(value.offset) &&
        Number.isSafeInteger(value.size) &&
        value.offset >= 0 &&
        value.offset + size <= value.size &&
        typeof value.sha256 === 'string' &&
        /^[0-9a-f]{64}$/.test(value.sha256));
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 76588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ runManifestOver),
/* harmony export */   Y7: () => (/* binding */ UNSEALED_GANG),
/* harmony export */   dE: () => (/* binding */ readNodeManifests),
/* harmony export */   tT: () => (/* binding */ readRunManifest)
/* harmony export */ });
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60930);
/* harmony import */ var _gang_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20886);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11028);



const UNSEALED_GANG = 'not sealed';
async function readRunManifest(store, lineage, runId) {
    const text = await store.readText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestKey */ .Rn)(lineage, runId));
    return runManifestOver(store, lineage, runId, text === undefined ? undefined : (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .parseManifest */ .Ng)(text));
}
async function runManifestOver(store, lineage, runId, top) {
    if (typeof top === 'object' && top.state !== 'launched')
        return top;
    const members = await readNodeManifests(store, lineage, runId);
    if (members.length === 0)
        return top;
    const nodes = Math.max(...members.map((member) => member?.nodes ?? 0)) || members.length;
    return (0,_gang_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .gangUnion */ .z$)({
        lineage,
        runId,
        nodes,
        members,
        sealedBy: UNSEALED_GANG,
        nodesGone: false,
        now: members
            .map((member) => member?.updatedAt ?? '')
            .sort()
            .at(-1) ?? '',
    });
}
async function readNodeManifests(store, lineage, runId) {
    const folders = await store.listChildren((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .runPrefix */ .cK)(lineage, runId));
    const nodes = folders.flatMap((name) => {
        const node = (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOfFolder */ .Ql)(name);
        return node === undefined ? [] : [node];
    });
    const members = [];
    await Promise.all(nodes.map(async (node) => {
        const text = await store.readText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestKey */ .Rn)(lineage, runId, node));
        const parsed = text === undefined ? undefined : (0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .parseManifest */ .Ng)(text);
        if (typeof parsed === 'object' && parsed.node === node)
            members[node] = parsed;
    }));
    return Array.from({ length: members.length }, (_, node) => members[node]);
}


/***/ }),

/***/ 26108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ runAttemptStep)
});

// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
;// CONCATENATED MODULE: ./build/checkpoints/abandoned-uploads.js


const ANY_UPLOAD_AFTER_MS = 24 * 60 * 60_000;
async function abortAbandonedUploads(params) {
    const { store, logger } = params;
    if (!store.listPendingUploads || !store.abortPendingUpload)
        return;
    let pending;
    try {
        pending = await store.listPendingUploads('');
    }
    catch (error) {
        logger.info(`could not list unfinished multipart uploads (${(0,errors/* describeError */.U)(error)}); parts of uploads cut off by a kill stay until a lifecycle rule of the bucket removes them`);
        return;
    }
    const finished = new Map();
    const aborted = [];
    for (const upload of pending) {
        try {
            if (!(await isAbandoned(params, upload, finished)))
                continue;
            await store.abortPendingUpload(upload);
            aborted.push(upload.key);
        }
        catch (error) {
            logger.warning(`could not abort an unfinished upload: ${(0,errors/* describeError */.U)(error)}`);
        }
    }
    if (aborted.length > 0)
        logger.info(`aborted ${aborted.length} unfinished multipart upload(s) that killed runs left: ${aborted.join(', ')}`);
}
async function isAbandoned(params, upload, finished) {
    const [lineage = '', runId = '', area = '', nodeArea] = upload.key.split('/');
    const files = area === 'files' || ((0,layout/* nodeOfFolder */.Ql)(area) !== undefined && nodeArea === 'files');
    if (!files || !(0,layout/* isValidId */.Al)(lineage) || !(0,layout/* isValidId */.Al)(runId))
        return false;
    if (lineage === params.lineage && runId === params.runId)
        return false;
    const age = upload.initiatedAt === undefined ? 0 : params.clock.now() - upload.initiatedAt;
    if (age >= ANY_UPLOAD_AFTER_MS)
        return true;
    if (lineage !== params.lineage)
        return false;
    let claimed = finished.get(runId);
    if (!claimed) {
        claimed = params.store.readText((0,layout/* claimKey */.Eo)(lineage, runId)).then((text) => text !== undefined);
        finished.set(runId, claimed);
    }
    return claimed;
}

// EXTERNAL MODULE: ./build/restart/decide.js
var decide = __webpack_require__(96486);
// EXTERNAL MODULE: ./build/restart/if-due.js
var if_due = __webpack_require__(78358);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: ./build/records/lineage-index.js
var lineage_index = __webpack_require__(2285);
// EXTERNAL MODULE: ./build/base/clock.js
var base_clock = __webpack_require__(42030);
;// CONCATENATED MODULE: ./build/checkpoints/deleted-files.js
class DeletedFiles {
    params;
    missing = new Map();
    told = false;
    constructor(params) {
        this.params = params;
    }
    observe(files, now, uploading) {
        for (const path of this.params.versions.durablePaths()) {
            if (files.has(path) || uploading(path))
                this.missing.delete(path);
            else if (!this.missing.has(path))
                this.missing.set(path, now);
        }
    }
    waiting() {
        return this.missing.size > 0;
    }
    apply(moment) {
        if (moment.failing || this.missing.size === 0)
            return 0;
        const { manifest, versions, settleMs, ownPrefix } = this.params;
        const gone = [];
        for (const [path, since] of this.missing) {
            if (!moment.exited && moment.now - since < settleMs)
                continue;
            const named = moment.wholeAt !== undefined && moment.wholeAt >= since;
            if (!named && moment.unsavedSince !== undefined && moment.unsavedSince <= since)
                continue;
            if (moment.abnormal && !versions.namedOwnSince(since))
                continue;
            const entry = manifest.fileEntry(path);
            if (entry === undefined) {
                this.missing.delete(path);
                versions.forgetDurable(path);
                continue;
            }
            const inherited = !entry.key.startsWith(ownPrefix);
            if (inherited && !versions.namedOwn())
                continue;
            this.missing.delete(path);
            versions.forgetDurable(path);
            manifest.recordDeletion(path, moment.now);
            gone.push(path);
        }
        if (gone.length > 0) {
            manifest.schedule();
            this.report(gone);
        }
        return gone.length;
    }
    report(gone) {
        const { logger } = this.params;
        for (const path of gone)
            logger.debug(`${path} was deleted from the outputs; a restart no longer restores it`);
        if (this.told)
            return;
        this.told = true;
        logger.info(`files the trainer deletes from the outputs leave what a restart restores (first: ${gone[0]}); their objects stay in the store until retention or prune removes them`);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/base/quick-calls.js
var quick_calls = __webpack_require__(75039);
// EXTERNAL MODULE: ./build/checkpoints/scan.js
var scan = __webpack_require__(79523);
;// CONCATENATED MODULE: ./build/checkpoints/writer-habits.js

const RENAMES_TO_TRUST = 2;
class WriterHabits {
    habits = new Map();
    learn(files) {
        for (const path of this.habits.keys())
            if (!files.has(path))
                this.habits.delete(path);
        for (const [path, signature] of files) {
            const habit = this.habits.get(path);
            if (!habit)
                this.habits.set(path, { signature, replaced: 0, inPlace: false });
            else if (!(0,scan/* sameInode */.s2)(habit.signature, signature)) {
                habit.replaced++;
                habit.signature = signature;
            }
            else if (!(0,scan/* sameSignature */.bc)(habit.signature, signature)) {
                habit.inPlace = true;
                habit.signature = signature;
            }
        }
    }
    renamedInto(path, signature) {
        const habit = this.habits.get(path);
        return (habit !== undefined &&
            !habit.inPlace &&
            habit.replaced >= RENAMES_TO_TRUST &&
            (0,scan/* sameInode */.s2)(habit.signature, signature));
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/file-stability.js






class FileStability {
    settleMs;
    counters;
    logger;
    observed = new Map();
    unsavedSince = new Map();
    suspectSince;
    suspectCause = 'the trainer was killed';
    habits = new WriterHabits();
    constructor(settleMs, counters, logger) {
        this.settleMs = settleMs;
        this.counters = counters;
        this.logger = logger;
    }
    distrustChangesSince(since, cause) {
        if (this.suspectSince !== undefined)
            return;
        this.suspectSince = since;
        if (cause)
            this.suspectCause = cause;
    }
    distrustCause() {
        return this.suspectCause;
    }
    distrusting() {
        return this.suspectSince !== undefined;
    }
    noteScan(files) {
        this.habits.learn(files);
        for (const path of this.observed.keys())
            if (!files.has(path))
                this.observed.delete(path);
        for (const path of this.unsavedSince.keys())
            if (!files.has(path))
                this.unsavedSince.delete(path);
    }
    forget(path) {
        this.observed.delete(path);
        this.unsavedSince.delete(path);
    }
    unsavedFrom(path) {
        return this.unsavedSince.get(path);
    }
    settledSince(path, signature, now, final) {
        const seen = this.observed.get(path);
        if (!this.unsavedSince.has(path) || (seen && replaced(seen.signature, signature)))
            this.unsavedSince.set(path, now);
        if (!seen || !(0,scan/* sameSignature */.bc)(seen.signature, signature)) {
            this.observed.set(path, { signature, since: now });
            if (!final && !this.wholeOnArrival(path, signature))
                return undefined;
        }
        const since = this.observed.get(path)?.since ?? now;
        if (!final && !this.wholeOnArrival(path, signature) && now - since < this.settleMs)
            return undefined;
        return since;
    }
    torn(path, signature) {
        if (this.wholeOnArrival(path, signature))
            return false;
        if (this.suspectSince !== undefined && signature.mtimeMs >= this.suspectSince) {
            if (this.counters.addSuspect(path)) {
                this.logger.warning(`not uploading ${path}: it was still being written when ${this.suspectCause}, so it may be torn`);
            }
            return true;
        }
        return false;
    }
    wholeOnArrival(path, signature) {
        return (0,scan/* renamedAfterWriting */.VZ)(signature) || this.habits.renamedInto(path, signature);
    }
    anyChangedWithin(within) {
        for (const seen of this.observed.values())
            if (within(seen.since))
                return true;
        return false;
    }
}
function replaced(before, now) {
    if (now.ino !== before.ino || now.size < before.size)
        return true;
    return now.size === before.size && now.mtimeMs > before.mtimeMs;
}
async function unchanged(absolute, signature) {
    try {
        const info = await quick_calls/* outputsCalls */.s.run(() => (0,external_node_fs_.lstatSync)(absolute), () => (0,promises_.lstat)(absolute));
        return (0,scan/* sameSignature */.bc)((0,scan/* signatureOf */.yK)(info), signature);
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
            return false;
        throw error;
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/cut-history.js

const KEPT = 64;
const MAX_VERSIONS = 100_000;
class CutHistory {
    cuts = [];
    size = 0;
    record(at, pending, taken) {
        const versions = new Map();
        for (const [path, { signature }] of pending)
            versions.set(path, { signature, taken: taken(path, signature) });
        this.cuts.push({ at, pending: versions });
        this.size += versions.size;
        while (this.cuts.length > KEPT || (this.size > MAX_VERSIONS && this.cuts.length > 0)) {
            this.size -= this.cuts.shift()?.pending.size ?? 0;
        }
    }
    taking(path, signature) {
        for (const cut of this.cuts) {
            const version = cut.pending.get(path);
            if (version && (0,scan/* sameSignature */.bc)(version.signature, signature))
                version.taken = true;
        }
    }
    newestWhole(state) {
        for (let index = this.cuts.length - 1; index >= 0; index--) {
            const cut = this.cuts[index];
            const then = cut && wholeAt(cut, state);
            if (!cut || !then)
                continue;
            this.cuts = this.cuts.slice(index + 1);
            this.size = this.cuts.reduce((sum, kept) => sum + kept.pending.size, 0);
            return { at: cut.at, then };
        }
        return undefined;
    }
    clear() {
        this.cuts = [];
        this.size = 0;
    }
}
function wholeAt(cut, state) {
    const then = new Map();
    for (const [path, { signature, taken }] of cut.pending) {
        if (state.stored(path, signature)) {
            then.set(path, signature);
            continue;
        }
        if (taken || (0,scan/* sameSignature */.bc)(state.current(path), signature))
            return undefined;
    }
    return then;
}

;// CONCATENATED MODULE: ./build/checkpoints/held-release.js

class HeldRelease {
    params;
    history = new CutHistory();
    whole;
    confirm = false;
    constructor(params) {
        this.params = params;
    }
    wholeAt() {
        return this.whole;
    }
    taking(path, signature) {
        this.history.taking(path, signature);
    }
    confirmSoon() {
        return this.confirm;
    }
    finalRelease() {
        const { versions, pool, counters } = this.params;
        if (versions.holding() && pool.settled() && !counters.anySuspect())
            this.releaseAll();
    }
    consider(moment) {
        const { versions, pool, clock } = this.params;
        this.confirm = !moment.final && !moment.still && (versions.holding() || moment.deleting);
        if (moment.final) {
            this.finalRelease();
            return;
        }
        if (versions.holding() || moment.deleting)
            this.remember(moment);
        if (!versions.holding() && !moment.deleting)
            return;
        if (versions.holding() && pool.settled() && this.quietForSettle()) {
            this.releaseAll();
            return;
        }
        const cut = this.history.newestWhole({
            stored: (path, signature) => versions.isDurable(path, signature) || versions.isHeld(path, signature),
            current: (path) => moment.files.get(path),
        });
        if (!cut)
            return;
        versions.releaseAt(cut.then, clock.now());
        this.whole = Math.max(this.whole ?? cut.at, cut.at);
    }
    remember(moment) {
        const { versions, pool, clock, settleMs } = this.params;
        const now = clock.now();
        if (!moment.still) {
            for (const [path, { since }] of moment.pending)
                if (versions.hasDurable(path) && now - since < settleMs)
                    return;
        }
        this.history.record(now, moment.pending, (path, signature) => pool.uploading(path) || versions.isHeld(path, signature));
    }
    releaseAll() {
        this.params.versions.releaseAll(this.params.clock.now());
        this.history.clear();
    }
    quietForSettle() {
        const { bursts, stability, clock } = this.params;
        if (bursts.inLastBurst(clock.now()))
            return false;
        return !stability.anyChangedWithin((at) => bursts.inLastBurst(at));
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/named-versions.js

const HELD_PER_FILE = 64;
class NamedVersions {
    manifest;
    counters;
    durable = new Map();
    held = new Map();
    newestOwn;
    constructor(manifest, counters, inherited) {
        this.manifest = manifest;
        this.counters = counters;
        for (const [path, signature] of inherited ?? [])
            this.durable.set(path, signature);
    }
    adopt(path, signature) {
        this.durable.set(path, signature);
    }
    isDurable(path, signature) {
        return (0,scan/* sameSignature */.bc)(this.durable.get(path), signature);
    }
    hasDurable(path) {
        return this.durable.has(path);
    }
    durablePaths() {
        return this.durable.keys();
    }
    forgetDurable(path) {
        this.durable.delete(path);
        this.held.delete(path);
    }
    namedOwn() {
        return this.newestOwn !== undefined;
    }
    namedOwnSince(at) {
        return this.newestOwn !== undefined && this.newestOwn >= at;
    }
    isHeld(path, signature) {
        return (this.held.get(path) ?? []).some((version) => (0,scan/* sameSignature */.bc)(version.signature, signature));
    }
    heldSince(path) {
        return this.held.get(path)?.at(-1)?.since;
    }
    holds(path) {
        return this.held.has(path);
    }
    holding() {
        return this.held.size > 0;
    }
    hold(file, signature, since) {
        const versions = this.held.get(file.path) ?? [];
        versions.push({ file, signature, since });
        if (versions.length > HELD_PER_FILE)
            versions.shift();
        this.held.set(file.path, versions);
    }
    name(file, signature, since, now) {
        this.manifest.recordFile(file);
        this.manifest.schedule();
        this.durable.set(file.path, signature);
        this.newestOwn = Math.max(this.newestOwn ?? since, since);
        this.counters.count(file.size, now - since, now);
    }
    releaseAll(now) {
        for (const versions of this.held.values()) {
            const newest = versions.at(-1);
            if (newest)
                this.name(newest.file, newest.signature, newest.since, now);
        }
        this.held.clear();
    }
    releaseAt(then, now) {
        for (const [path, versions] of this.held) {
            const signature = then.get(path);
            if (!signature)
                continue;
            const at = versions.findIndex((version) => (0,scan/* sameSignature */.bc)(version.signature, signature));
            const version = versions[at];
            if (!version)
                continue;
            this.name(version.file, signature, version.since, now);
            const newer = versions.slice(at + 1);
            if (newer.length > 0)
                this.held.set(path, newer);
            else
                this.held.delete(path);
        }
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/retention-trim.js
class RetentionTrim {
    params;
    constructor(params) {
        this.params = params;
    }
    dropOutlivedInheritance(save) {
        const { keep, ownPrefix: own, manifest, logger, versions } = this.params;
        if (keep === 0 || save !== keep + 1)
            return;
        const outlived = manifest
            .current()
            .files.filter((file) => !file.key.startsWith(own) && !versions.hasDurable(file.path));
        for (const file of outlived)
            manifest.forget(file.path);
        if (outlived.length > 0) {
            manifest.schedule();
            logger.info(`retention: ${outlived.length} files restored from earlier runs are older than this run's last ${keep} saves; the manifest no longer names them`);
        }
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/save-bursts.js
class SaveBursts {
    settleMs;
    save = 0;
    quietAt;
    constructor(settleMs) {
        this.settleMs = settleMs;
    }
    current() {
        return this.save;
    }
    begin() {
        this.save++;
    }
    quiet(at) {
        this.quietAt = at;
    }
    startsSave(since, uploading) {
        return !uploading && !this.inLastBurst(since);
    }
    inLastBurst(at) {
        return this.quietAt !== undefined && at < this.quietAt + this.settleMs;
    }
}

// EXTERNAL MODULE: ./build/base/bytes.js
var base_bytes = __webpack_require__(25771);
// EXTERNAL MODULE: ./build/base/duration.js
var duration = __webpack_require__(15902);
;// CONCATENATED MODULE: ./build/checkpoints/save-fit.js


const NOTICE_OVERHEAD_MS = 5_000;
class SaveFit {
    logger;
    window;
    save = 0;
    bytes = 0;
    busyMs = 0;
    busySince;
    finding;
    noticed = false;
    constructor(logger, window) {
        this.logger = logger;
        this.window = window;
    }
    uploadStarting(save, size, now, idle) {
        if (save !== this.save) {
            this.save = save;
            this.bytes = 0;
            this.busyMs = 0;
        }
        if (idle)
            this.busySince ??= now;
        this.bytes += size;
    }
    quiet(now) {
        if (this.busySince === undefined)
            return;
        this.busyMs += now - this.busySince;
        this.busySince = undefined;
        this.check();
    }
    noticeArrived() {
        this.noticed = true;
    }
    warning() {
        return this.finding;
    }
    check() {
        if (this.finding !== undefined || this.noticed)
            return;
        const window = this.window();
        if (!window || this.bytes === 0)
            return;
        const budget = window.ms - NOTICE_OVERHEAD_MS;
        if (this.busyMs <= budget)
            return;
        const rate = this.bytes / Math.max(1, this.busyMs / 1000);
        this.finding =
            `a save of ${(0,base_bytes/* formatBytes */.z)(this.bytes)} took ${(0,duration/* formatDuration */.a3)(this.busyMs)} to upload (${(0,base_bytes/* formatBytes */.z)(rate)}/s); ${window.from} gives ${(0,duration/* formatDuration */.a3)(window.ms)} from its notice, ` +
                'so a save like it made on a notice would not be durable in time, and a restart would resume from the save before. ' +
                'Save less on a notice (the model weights; the full state on the regular cadence), shard the save across the nodes, or save more often.';
        this.logger.warning(this.finding);
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/checkpoints/outputs-tree.js







const WATCHED_SHARE = 0.005;
const UNWATCHED_SHARE = 0.05;
const BATCH = 64;
class OutputsTree {
    params;
    files = new Map();
    dirs = new Map();
    dirty = new Map();
    rewalk = new Set();
    unwatchable;
    scanned = false;
    lastFullEnd = 0;
    lastFullCost = 0;
    closed = false;
    constructor(params) {
        this.params = params;
    }
    fullScanDue() {
        if (!this.scanned)
            return true;
        const share = this.unwatchable === undefined
            ? (this.params.fullScanShare ?? WATCHED_SHARE)
            : UNWATCHED_SHARE;
        return share > 0 && this.shareAllows(share);
    }
    async scan(full) {
        if (full || this.fullScanDue()) {
            await this.fullScan();
            return { files: this.files, changed: true, still: false };
        }
        if (this.unwatchable !== undefined)
            return { files: this.files, changed: false, still: false };
        const changed = this.dirty.size > 0 || this.rewalk.size > 0;
        await this.examineReported();
        return { files: this.files, changed, still: !changed };
    }
    close() {
        this.closed = true;
        this.unwatchAll();
    }
    shareAllows(share) {
        const gap = (this.lastFullCost * (1 - share)) / share;
        return this.params.clock.now() >= this.lastFullEnd + gap;
    }
    async fullScan() {
        const started = this.params.clock.now();
        this.dirty.clear();
        this.rewalk.clear();
        const seen = new Set();
        const found = new Map();
        await (0,scan/* scanInto */.AY)(found, this.params.root, '', {
            ...this.scanOptions(),
            onDirectory: async (relative, absolute) => {
                seen.add(relative);
                await this.watchDir(relative, absolute);
            },
        });
        for (const relative of [...this.dirs.keys()])
            if (!seen.has(relative))
                this.unwatch(relative);
        this.files = found;
        this.scanned = true;
        this.lastFullEnd = this.params.clock.now();
        this.lastFullCost = this.lastFullEnd - started;
    }
    async examineReported() {
        const rewalk = [...this.rewalk];
        this.rewalk.clear();
        for (const relative of rewalk)
            await this.walkAgain(relative);
        const paths = [...this.dirty];
        this.dirty.clear();
        for (let at = 0; at < paths.length; at += BATCH)
            await Promise.all(paths.slice(at, at + BATCH).map(([path, renamed]) => this.examine(path, renamed)));
    }
    async examine(relative, renamed) {
        const name = (0,external_node_path_.basename)(relative);
        if (relative !== '' && (0,scan/* isTempName */.Gs)(name))
            return;
        if (name.includes('\\')) {
            this.params.onSkipped?.(relative, 'name');
            return;
        }
        const absolute = this.absolute(relative);
        let info;
        try {
            info = await quick_calls/* outputsCalls */.s.run(() => (0,external_node_fs_.lstatSync)(absolute), () => (0,promises_.lstat)(absolute));
        }
        catch (error) {
            if (!(0,scan/* isVanished */.no)(error))
                this.params.onUnreadable?.(relative, error);
            this.drop(relative);
            return;
        }
        if (info.isDirectory()) {
            if (renamed || this.dirs.get(relative)?.ino !== info.ino)
                await this.walkAgain(relative);
            return;
        }
        if (this.dirs.has(relative))
            this.drop(relative);
        if (info.isSymbolicLink()) {
            this.files.delete(relative);
            this.params.onSkipped?.(relative, 'link');
        }
        else if (info.isFile())
            this.files.set(relative, (0,scan/* signatureOf */.yK)(info));
        else
            this.files.delete(relative);
    }
    async walkAgain(relative) {
        this.drop(relative);
        await (0,scan/* scanInto */.AY)(this.files, this.absolute(relative), relative, {
            ...this.scanOptions(),
            onDirectory: (dir, absolute) => this.watchDir(dir, absolute),
        });
    }
    drop(relative) {
        this.files.delete(relative);
        if (!this.dirs.has(relative))
            return;
        if (relative === '')
            this.scanned = false;
        const below = relative === '' ? '' : `${relative}/`;
        for (const path of this.files.keys())
            if (path.startsWith(below))
                this.files.delete(path);
        for (const dir of [...this.dirs.keys()])
            if (dir === relative || dir.startsWith(below))
                this.unwatch(dir);
    }
    async watchDir(relative, absolute) {
        if (this.closed || this.unwatchable !== undefined)
            return;
        let ino;
        try {
            ino = (await (0,promises_.lstat)(absolute)).ino;
        }
        catch {
            return;
        }
        if (this.dirs.get(relative)?.ino === ino)
            return;
        this.unwatch(relative);
        let watcher;
        try {
            watcher = (this.params.watch ?? external_node_fs_.watch)(absolute, { persistent: false }, (event, name) => this.reported(relative, absolute, event === 'rename', name));
        }
        catch (error) {
            if (!(0,scan/* isVanished */.no)(error))
                this.cannotWatch(error);
            return;
        }
        watcher.on('error', () => {
            this.unwatch(relative);
            this.rewalk.add(relative);
        });
        this.dirs.set(relative, { ino, watcher });
    }
    reported(relative, absolute, renamed, name) {
        if (name === null) {
            this.rewalk.add(relative);
            return;
        }
        this.note(relative === '' ? name : `${relative}/${name}`, renamed);
        if (name === (0,external_node_path_.basename)(absolute))
            this.note(relative, renamed);
    }
    note(relative, renamed) {
        this.dirty.set(relative, renamed || (this.dirty.get(relative) ?? false));
    }
    unwatch(relative) {
        this.dirs.get(relative)?.watcher.close();
        this.dirs.delete(relative);
    }
    cannotWatch(error) {
        this.unwatchable = (0,errors/* describeError */.U)(error);
        const limit = (0,error_code/* errorCode */.C)(error) === 'ENOSPC'
            ? ' (the inotify watch limit; raise fs.inotify.max_user_watches)'
            : '';
        this.params.logger.warning(`cannot watch ${this.params.root} for changes: ${this.unwatchable}${limit}; every scan reads all its files instead, at most ${UNWATCHED_SHARE * 100}% of the time, so a change may be seen later`);
        this.unwatchAll();
    }
    unwatchAll() {
        for (const dir of this.dirs.values())
            dir.watcher.close();
        this.dirs.clear();
    }
    scanOptions() {
        return {
            ...(this.params.onUnreadable ? { onUnreadable: this.params.onUnreadable } : {}),
            ...(this.params.onSkipped ? { onSkipped: this.params.onSkipped } : {}),
        };
    }
    absolute(relative) {
        return relative === '' ? this.params.root : (0,external_node_path_.join)(this.params.root, relative);
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/sync-stats.js
class SyncCounters {
    noticeAt;
    stats = {
        filesUploaded: 0,
        bytesUploaded: 0,
        uploadErrors: 0,
        maxLagMs: 0,
        lastLagMs: undefined,
        afterNotice: { files: 0, bytes: 0 },
        lastDurableAt: undefined,
        suspectFiles: [],
    };
    markNotice(at) {
        this.noticeAt = at;
    }
    uploadFailed() {
        this.stats.uploadErrors++;
    }
    count(bytes, lagMs, now) {
        const stats = this.stats;
        stats.filesUploaded++;
        stats.bytesUploaded += bytes;
        stats.lastLagMs = lagMs;
        stats.maxLagMs = Math.max(stats.maxLagMs, lagMs);
        stats.lastDurableAt = now;
        if (this.noticeAt !== undefined && now >= this.noticeAt) {
            stats.afterNotice.files++;
            stats.afterNotice.bytes += bytes;
        }
    }
    addSuspect(path) {
        if (this.stats.suspectFiles.includes(path))
            return false;
        this.stats.suspectFiles.push(path);
        return true;
    }
    isSuspect(path) {
        return this.stats.suspectFiles.includes(path);
    }
    anySuspect() {
        return this.stats.suspectFiles.length > 0;
    }
    snapshot() {
        return {
            ...this.stats,
            afterNotice: { ...this.stats.afterNotice },
            suspectFiles: [...this.stats.suspectFiles],
        };
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/skipped-files.js
const REASONS = {
    link: 'it is a symbolic link, and the store keeps files, not links (the file it points to is uploaded under its own name); save a copy to have it restored (Lightning: save_last=True, not "link")',
    name: 'its name holds a backslash, which a restore refuses (on a Linux VM it is a character of the name, elsewhere a separator); rename it',
};
class SkippedFiles {
    logger;
    warned = new Set();
    current = new Map();
    next = new Map();
    constructor(logger) {
        this.logger = logger;
    }
    beginScan() {
        this.next = new Map();
    }
    note(path, reason) {
        this.next.set(path, reason);
        if (this.warned.has(path))
            return;
        this.warned.add(path);
        this.logger.warning(`not uploading ${path}: ${REASONS[reason]}`);
    }
    endScan() {
        this.current = this.next;
    }
    notSaved() {
        return [...this.current].map(([path, reason]) => ({ path, reason: REASONS[reason] }));
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/unreadable-files.js





class UnreadableFiles {
    outputsDir;
    logger;
    unreadable = new Map();
    constructor(outputsDir, logger) {
        this.outputsDir = outputsDir;
        this.logger = logger;
    }
    async readable(absolute, path) {
        try {
            await quick_calls/* outputsCalls */.s.run(() => (0,external_node_fs_.accessSync)(absolute, external_node_fs_.constants.R_OK), () => (0,promises_.access)(absolute, external_node_fs_.constants.R_OK));
            this.cleared(path);
            return true;
        }
        catch (error) {
            this.warn(path, error);
            return false;
        }
    }
    cleared(path) {
        this.unreadable.delete(path);
    }
    warn(path, error) {
        if (this.unreadable.has(path))
            return;
        this.unreadable.set(path, `it cannot be read (${(0,errors/* describeError */.U)(error)})`);
        const where = path === '' ? this.outputsDir : (0,external_node_path_.join)(this.outputsDir, path);
        this.logger.warning(`cannot read ${where} (${(0,errors/* describeError */.U)(error)}); it is not uploaded, the rest of the outputs still are`);
    }
    notSaved(files) {
        const missing = [];
        for (const [path, reason] of this.unreadable) {
            if (!files.has(path))
                missing.push({ path: path === '' ? '.' : path, reason });
        }
        return missing;
    }
}

// EXTERNAL MODULE: ./build/base/retry.js
var retry = __webpack_require__(31666);
// EXTERNAL MODULE: ./build/store/small-transfers.js
var small_transfers = __webpack_require__(12540);
// EXTERNAL MODULE: ./build/store/task-pool.js
var task_pool = __webpack_require__(55104);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./build/base/fifo-queue.js
var fifo_queue = __webpack_require__(47562);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
;// CONCATENATED MODULE: ./build/checkpoints/pack-batcher.js










const PACKABLE = 256 * 1024;
const PACK_BYTES = 8 * 1024 * 1024;
const PACK_FILES = 2_000;
const PACKING = 2 * PACK_FILES;
const PACK_MIN = 8;
const LINGER_MS = 20;
const BUFFERED_BYTES = 5 * PACK_BYTES;
const READS = 64;
class PackBatcher {
    params;
    filling = [];
    fillingBytes = 0;
    buffered = 0;
    reading = 0;
    sinceYield = 0;
    lastJoined = 0;
    checking = false;
    waiting = new fifo_queue/* FifoQueue */._();
    tempDir;
    packs = 0;
    packsBeingPut = 0;
    constructor(params) {
        this.params = params;
    }
    async reserve(size) {
        if (this.waiting.size > 0 || !this.fits(size))
            await new Promise((resolve) => this.waiting.push({ size, resolve }));
        else
            this.grant(size);
        if (++this.sinceYield >= READS) {
            this.sinceYield = 0;
            await new Promise((resolve) => setImmediate(resolve));
        }
        return { size };
    }
    giveUp(ticket) {
        this.release(ticket.size);
    }
    put(ticket, file) {
        const { path, absolute, data, key, seq } = file;
        this.buffered += data.length - ticket.size;
        this.release(0);
        return new Promise((resolve, reject) => {
            this.filling.push({
                path,
                absolute,
                key,
                seq,
                data,
                digest: (0,store_digest/* digestOf */.ol)(data),
                resolve,
                reject,
            });
            this.fillingBytes += data.length;
            this.lastJoined = performance.now();
            if (this.fillingBytes >= PACK_BYTES || this.filling.length >= PACK_FILES)
                this.flush();
            else
                this.checkLater();
        });
    }
    checkLater() {
        if (this.checking)
            return;
        this.checking = true;
        const check = () => {
            const quiet = performance.now() - this.lastJoined;
            if (this.filling.length > 0 && quiet < LINGER_MS) {
                setTimeout(check, LINGER_MS - quiet);
                return;
            }
            this.checking = false;
            this.flush();
        };
        setTimeout(check, LINGER_MS);
    }
    flush() {
        const entries = this.filling;
        if (entries.length === 0)
            return;
        this.filling = [];
        this.fillingBytes = 0;
        const bytes = entries.reduce((sum, entry) => sum + entry.data.length, 0);
        const done = () => this.release(bytes, 0);
        if (entries.length < PACK_MIN) {
            done();
            for (const entry of entries)
                this.alone(entry.path, entry.key, entry.absolute).then(entry.resolve, entry.reject);
            return;
        }
        void this.params
            .slot(() => this.putPack(entries))
            .then((placed) => placed.forEach(([entry, where]) => entry.resolve(where)), (error) => entries.forEach((entry) => entry.reject(error)))
            .finally(done);
    }
    fits(size) {
        return this.reading < READS && (this.buffered === 0 || this.buffered + size <= BUFFERED_BYTES);
    }
    grant(size) {
        this.reading++;
        this.buffered += size;
    }
    release(bytes, reads = 1) {
        this.reading -= reads;
        this.buffered -= bytes;
        for (let next = this.waiting.peek(); next && this.fits(next.size); next = this.waiting.peek()) {
            this.waiting.shift();
            this.grant(next.size);
            next.resolve();
        }
    }
    alone(path, key, absolute) {
        return this.params.slot(async () => ({
            key,
            digest: await this.params.put(path, key, absolute),
        }));
    }
    async putPack(entries) {
        const data = Buffer.concat(entries.map((entry) => entry.data));
        const digest = (0,store_digest/* digestOf */.ol)(data);
        const key = (0,layout/* packKey */.l7)(this.params.ownPrefix, Math.min(...entries.map((entry) => entry.seq)));
        this.tempDir ??= (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'spot-train-packs-'));
        const temp = (0,external_node_path_.join)(this.tempDir, String(++this.packs));
        const label = `a pack of ${entries.length} small files (${(0,base_bytes/* formatBytes */.z)(data.length)})`;
        this.packsBeingPut++;
        try {
            await quick_calls/* outputsCalls */.s.run(() => (0,external_node_fs_.writeFileSync)(temp, data), () => (0,promises_.writeFile)(temp, data));
            const sent = await this.params.put(label, key, temp);
            if (sent.sha256 !== digest.sha256 || sent.size !== digest.size)
                throw new store/* IntegrityError */.cs(`${label} changed on its way to ${key}`);
        }
        finally {
            (0,external_node_fs_.rmSync)(temp, { force: true });
            if (--this.packsBeingPut === 0 && this.tempDir) {
                (0,external_node_fs_.rmSync)(this.tempDir, { recursive: true, force: true });
                this.tempDir = undefined;
            }
        }
        this.params.logger.debug(`put ${label} as ${key}`);
        let offset = 0;
        return entries.map((entry) => {
            const placed = { key, digest: entry.digest, pack: { offset, ...digest } };
            offset += entry.data.length;
            return [entry, placed];
        });
    }
}

// EXTERNAL MODULE: ./build/store/transfer-progress.js
var transfer_progress = __webpack_require__(58999);
;// CONCATENATED MODULE: ./build/checkpoints/upload-pool.js






class UploadPool {
    params;
    pool;
    smallPool;
    pending = new Map();
    failures = new Map();
    flushProgress;
    retryUntil;
    packPool;
    constructor(params) {
        this.params = params;
        const said = new WeakSet();
        const failed = (error) => {
            params.counters.uploadFailed();
            if (typeof error === 'object' && error !== null) {
                if (said.has(error))
                    return;
                said.add(error);
            }
            params.logger.error((0,errors/* describeError */.U)(error));
        };
        this.packPool = new task_pool/* TaskPool */.Y(PACKING, failed);
        const inFlight = params.store.putsInFlight ?? params.concurrency;
        this.pool = new task_pool/* TaskPool */.Y(inFlight, failed);
        this.smallPool = new task_pool/* TaskPool */.Y(Math.max(inFlight, small_transfers/* SMALL_IN_FLIGHT */.b), failed);
    }
    startFlush(until) {
        this.retryUntil = until;
        this.flushProgress = new transfer_progress/* TransferProgress */.v5({
            verb: 'uploaded',
            totalBytes: [...this.pending.values()].reduce((sum, size) => sum + size, 0),
            clock: this.params.clock,
            logger: this.params.logger,
        });
    }
    async idle() {
        const pools = [this.pool, this.smallPool, this.packPool];
        do
            await Promise.all(pools.map((pool) => pool.idle()));
        while (pools.some((pool) => pool.busy()));
    }
    slot(task) {
        return new Promise((resolve, reject) => this.smallPool.add(() => task().then(resolve, reject)));
    }
    busy() {
        return this.pending.size > 0;
    }
    uploading(path) {
        return this.pending.has(path);
    }
    settled() {
        return this.pending.size === 0 && this.failures.size === 0;
    }
    failing() {
        return this.failures.size > 0;
    }
    failure(path) {
        return this.failures.get(path);
    }
    forgetAbsent(files) {
        for (const path of this.failures.keys())
            if (!files.has(path))
                this.failures.delete(path);
    }
    add(path, size, upload) {
        this.pending.set(path, size);
        this.flushProgress?.grow(size);
        const run = async () => {
            try {
                await upload();
                this.failures.delete(path);
                this.flushProgress?.add(size);
            }
            catch (error) {
                this.flushProgress?.grow(-size);
                this.failures.set(path, `upload failed: ${(0,errors/* describeError */.U)(error)}`);
                throw error;
            }
            finally {
                this.pending.delete(path);
                if (this.pending.size === 0)
                    this.params.onQuiet();
            }
        };
        (size <= PACKABLE ? this.packPool : size <= small_transfers/* SMALL_FILE */.P ? this.smallPool : this.pool).add(run);
    }
    put(path, key, absolute) {
        const { store, clock, logger } = this.params;
        const until = this.retryUntil;
        return (0,retry/* withRetry */.bD)(() => store.putFile(key, absolute), {
            clock,
            ...(until === undefined
                ? this.params.retry
                    ? { policy: this.params.retry }
                    : {}
                : { policy: retry/* untilDeadline */.Hm, until }),
            onRetry: (error, attempt, delayMs) => logger.warning(`upload of ${path} failed (try ${attempt}): ${(0,errors/* describeError */.U)(error)}; retrying in ${delayMs}ms`),
        });
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/whole-read.js



async function readWhole(path, size) {
    const data = Buffer.allocUnsafe(size);
    return quick_calls/* outputsCalls */.s.run(() => {
        const fd = (0,external_node_fs_.openSync)(path, 'r');
        try {
            let length = 0;
            for (let got = 1; got > 0 && length < size; length += got)
                got = (0,external_node_fs_.readSync)(fd, data, length, size - length, null);
            return { data: data.subarray(0, length), info: (0,external_node_fs_.fstatSync)(fd) };
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }, async () => {
        const handle = await (0,promises_.open)(path, 'r');
        try {
            let length = 0;
            for (let got = 1; got > 0 && length < size; length += got)
                ({ bytesRead: got } = await handle.read(data, length, size - length, null));
            return { data: data.subarray(0, length), info: await handle.stat() };
        }
        finally {
            await handle.close();
        }
    });
}

// EXTERNAL MODULE: ./build/base/count.js
var count = __webpack_require__(29787);
;// CONCATENATED MODULE: ./build/checkpoints/upload-log.js



const NAMED_PER_WINDOW = 20;
const WINDOW_MS = 10_000;
class UploadLog {
    logger;
    clock;
    windowStart = Number.NEGATIVE_INFINITY;
    named = 0;
    countedFiles = 0;
    countedBytes = 0;
    constructor(logger, clock) {
        this.logger = logger;
        this.clock = clock;
    }
    uploaded(line, bytes) {
        this.tick();
        if (this.named < NAMED_PER_WINDOW) {
            this.named++;
            this.logger.info(line);
            return;
        }
        this.logger.debug(line);
        this.countedFiles++;
        this.countedBytes += bytes;
    }
    tick(end = false) {
        const now = this.clock.now();
        if (!end && now - this.windowStart < WINDOW_MS)
            return;
        if (this.countedFiles > 0) {
            const files = (0,count/* countOf */.p)(this.countedFiles, 'more file');
            this.logger.info(`uploaded ${files} (${(0,base_bytes/* formatBytes */.z)(this.countedBytes)}) in ${(0,duration/* formatDuration */.a3)(now - this.windowStart)}; the debug log names each`);
        }
        this.windowStart = now;
        this.named = 0;
        this.countedFiles = 0;
        this.countedBytes = 0;
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/version-uploader.js










class VersionUploader {
    params;
    seq;
    changed = 0;
    log;
    packer;
    constructor(params) {
        this.params = params;
        this.log = new UploadLog(params.logger, params.clock);
        const { pool } = params;
        this.packer = new PackBatcher({
            ownPrefix: params.ownPrefix,
            logger: params.logger,
            put: (label, key, localPath) => pool.put(label, key, localPath),
            slot: (task) => pool.slot(task),
        });
        this.seq = Math.max(0, ...params.manifest.current().files.map((file) => file.seq));
    }
    changedDuringUpload() {
        return this.changed;
    }
    tickLog(end = false) {
        this.log.tick(end);
    }
    async putLarge(path, absolute, signature, key) {
        if (!(await unchanged(absolute, signature)) ||
            !(await this.params.unreadable.readable(absolute, path)))
            return undefined;
        return { key, digest: await this.params.pool.put(path, key, absolute) };
    }
    async putSmall(path, absolute, signature, key, seq) {
        const ticket = await this.packer.reserve(signature.size);
        let read;
        try {
            read = await readWhole(absolute, signature.size);
        }
        catch (error) {
            this.packer.giveUp(ticket);
            const code = (0,error_code/* errorCode */.C)(error);
            if (code === 'ENOENT')
                return undefined;
            if (code !== 'EACCES' && code !== 'EPERM')
                throw error;
            this.params.unreadable.warn(path, error);
            return undefined;
        }
        this.params.unreadable.cleared(path);
        if (read.data.length !== signature.size || !(0,scan/* sameSignature */.bc)((0,scan/* signatureOf */.yK)(read.info), signature)) {
            this.packer.giveUp(ticket);
            this.changed++;
            return undefined;
        }
        return this.packer.put(ticket, { path, absolute, data: read.data, key, seq });
    }
    async upload(path, signature, since, save) {
        const { manifest, clock, logger, versions } = this.params;
        const absolute = (0,external_node_path_.join)(this.params.outputsDir, path);
        const seq = ++this.seq;
        const previous = manifest.fileEntry(path);
        const own = this.params.ownPrefix;
        const key = (0,layout/* fileKey */.wm)(own, path, seq, !previous?.key.startsWith(own) && !versions.holds(path));
        const started = clock.now();
        logger.debug(`uploading ${path} (${(0,base_bytes/* formatBytes */.z)(signature.size)})`);
        const placed = signature.size <= PACKABLE
            ? await this.putSmall(path, absolute, signature, key, seq)
            : await this.putLarge(path, absolute, signature, key);
        if (!placed)
            return;
        const { digest } = placed;
        this.params.retention?.uploaded(placed.key, path, save);
        if (digest.size !== signature.size ||
            (!placed.pack && !(await unchanged(absolute, signature)))) {
            this.changed++;
            logger.debug(`${path} changed while uploading; it will be uploaded again once it settles`);
            return;
        }
        const now = clock.now();
        const file = {
            path,
            key: placed.key,
            seq,
            size: digest.size,
            sha256: digest.sha256,
            uploadedAt: new Date(now).toISOString(),
            ...(placed.pack ? { pack: placed.pack } : {}),
        };
        this.params.stability.forget(path);
        if (previous !== undefined && previous.sha256 !== digest.sha256) {
            versions.hold(file, signature, since);
            this.log.uploaded(`uploaded ${path} (${(0,base_bytes/* formatBytes */.z)(digest.size)}) in ${(0,duration/* formatDuration */.a3)(now - started)}; named once the rest of its save is uploaded`, digest.size);
            return;
        }
        versions.name(file, signature, since, now);
        this.log.uploaded(`uploaded ${path} (${(0,base_bytes/* formatBytes */.z)(digest.size)}) in ${(0,duration/* formatDuration */.a3)(now - started)}`, digest.size);
    }
}

;// CONCATENATED MODULE: ./build/checkpoints/live-sync.js
















const CONFIRM_MS = 50;
class LiveSync {
    params;
    counters = new SyncCounters();
    versions;
    stability;
    bursts;
    fit;
    pool;
    unreadable;
    skipped;
    trim;
    deleted;
    held;
    uploader;
    tree;
    quiet = false;
    stopScanning = new AbortController();
    loop;
    constructor(params) {
        this.params = params;
        const { manifest, clock, logger, settleMs } = params;
        this.versions = new NamedVersions(manifest, this.counters, params.inherited);
        this.stability = new FileStability(settleMs, this.counters, logger);
        this.bursts = new SaveBursts(settleMs);
        this.fit = new SaveFit(logger, params.noticeWindow ?? (() => undefined));
        this.pool = new UploadPool({
            store: params.store,
            concurrency: params.concurrency,
            clock,
            logger,
            ...(params.retry ? { retry: params.retry } : {}),
            counters: this.counters,
            onQuiet: () => {
                this.bursts.quiet(clock.now());
                this.fit.quiet(clock.now());
            },
        });
        this.unreadable = new UnreadableFiles(params.outputsDir, logger);
        this.skipped = new SkippedFiles(logger);
        this.tree = new OutputsTree({
            root: params.outputsDir,
            fullScanShare: params.fullScanShare,
            clock,
            logger,
            onUnreadable: (path, error) => this.unreadable.warn(path, error),
            onSkipped: (path, reason) => this.skipped.note(path, reason),
        });
        const ownPrefix = (0,layout/* writerPrefix */.w2)(params.lineage, params.runId, params.node);
        const mirror = { manifest, versions: this.versions, logger, ownPrefix };
        this.trim = new RetentionTrim({ ...mirror, keep: params.keep ?? 0 });
        this.deleted = new DeletedFiles({ ...mirror, settleMs });
        this.held = new HeldRelease({
            versions: this.versions,
            pool: this.pool,
            bursts: this.bursts,
            stability: this.stability,
            counters: this.counters,
            clock,
            settleMs,
        });
        this.uploader = new VersionUploader({
            outputsDir: params.outputsDir,
            manifest,
            clock,
            logger,
            retention: params.retention,
            ownPrefix,
            pool: this.pool,
            stability: this.stability,
            unreadable: this.unreadable,
            versions: this.versions,
        });
    }
    start() {
        this.loop ??= this.scanLoop();
    }
    adopt(path, signature) {
        this.versions.adopt(path, signature);
    }
    markNotice(at) {
        this.counters.markNotice(at);
        this.fit.noticeArrived();
        this.params.store.expedite?.();
    }
    distrustChangesSince(since, cause) {
        this.stability.distrustChangesSince(since, cause);
    }
    async stop() {
        this.params.store.expedite?.();
        this.stopScanning.abort();
        await this.loop;
        this.tree.close();
        await this.pool.idle();
        this.uploader.tickLog(true);
    }
    async flush(until) {
        this.pool.startFlush(until);
        this.params.store.expedite?.();
        this.stopScanning.abort();
        await this.loop;
        await this.pool.idle();
        for (let pass = 0; pass < 3; pass++) {
            const raced = this.uploader.changedDuringUpload();
            await this.scanOnce({ final: true });
            await this.pool.idle();
            if (this.uploader.changedDuringUpload() === raced)
                break;
        }
        if (this.deleted.waiting())
            await this.scanOnce({ final: true });
        this.uploader.tickLog(true);
        this.held.finalRelease();
    }
    async notSaved() {
        let files;
        try {
            files = (await this.tree.scan(false)).files;
        }
        catch (error) {
            return [{ path: '.', reason: `the outputs could not be read: ${(0,errors/* describeError */.U)(error)}` }];
        }
        finally {
            this.tree.close();
        }
        const missing = [];
        for (const [path, signature] of files) {
            if (this.versions.isDurable(path, signature))
                continue;
            const reason = this.counters.isSuspect(path)
                ? `it was being written when ${this.stability.distrustCause()}, so it may be torn`
                : (this.pool.failure(path) ??
                    (this.versions.isHeld(path, signature)
                        ? 'uploaded, but the rest of its save was not, so the store keeps the version before it (naming this one alone would break that save)'
                        : 'it kept changing while it was being uploaded'));
            missing.push({ path, reason });
        }
        missing.push(...this.unreadable.notSaved(files), ...this.skipped.notSaved());
        return missing;
    }
    stats() {
        const tooBig = this.fit.warning();
        return { ...this.counters.snapshot(), ...(tooBig ? { saveTooBig: tooBig } : {}) };
    }
    async scanLoop() {
        const { clock, scanIntervalMs } = this.params;
        while (!this.stopScanning.signal.aborted) {
            try {
                await this.scanOnce({ final: false });
            }
            catch (error) {
                this.params.logger.warning(`could not scan ${this.params.outputsDir}: ${(0,errors/* describeError */.U)(error)}`);
            }
            const pause = this.held.confirmSoon() ? Math.min(scanIntervalMs, CONFIRM_MS) : scanIntervalMs;
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, pause, this.stopScanning.signal);
        }
    }
    async scanOnce(options) {
        const full = options.final || this.tree.fullScanDue();
        if (full)
            this.skipped.beginScan();
        const { files, changed, still } = await this.tree.scan(full);
        if (full)
            this.skipped.endScan();
        this.uploader.tickLog();
        if (!changed && this.quiet)
            return;
        const now = this.params.clock.now();
        this.deleted.observe(files, now, (path) => this.pool.uploading(path));
        this.stability.noteScan(files);
        this.pool.forgetAbsent(files);
        let unsavedSince;
        const remembering = this.versions.holding() || this.deleted.waiting();
        const pending = new Map();
        for (const [path, signature] of files) {
            if (this.versions.isDurable(path, signature))
                continue;
            if (!this.versions.isHeld(path, signature) && !this.pool.uploading(path)) {
                const since = this.stability.settledSince(path, signature, now, options.final);
                if (since !== undefined && !this.stability.torn(path, signature))
                    this.upload(path, signature, since);
            }
            const seen = this.stability.unsavedFrom(path) ?? this.versions.heldSince(path) ?? now;
            unsavedSince = Math.min(unsavedSince ?? seen, seen);
            if (remembering)
                pending.set(path, { signature, since: seen });
        }
        this.deleted.apply({
            now,
            unsavedSince,
            failing: this.pool.failing(),
            exited: options.final && !this.stability.distrusting(),
            abnormal: this.stability.distrusting(),
            wholeAt: this.held.wholeAt(),
        });
        const deleting = this.deleted.waiting();
        this.held.consider({ final: options.final, still, files, pending, deleting });
        const settled = this.pool.settled() && !this.versions.holding() && !this.deleted.waiting();
        this.quiet = settled && unsavedSince === undefined;
    }
    upload(path, signature, since) {
        if (this.bursts.startsSave(since, this.pool.busy())) {
            this.bursts.begin();
            this.trim.dropOutlivedInheritance(this.bursts.current());
        }
        const save = this.bursts.current();
        this.fit.uploadStarting(save, signature.size, this.params.clock.now(), !this.pool.busy());
        this.held.taking(path, signature);
        this.pool.add(path, signature.size, () => this.uploader.upload(path, signature, since, save));
    }
}

// EXTERNAL MODULE: ./build/records/run-manifest.js
var run_manifest = __webpack_require__(76588);
// EXTERNAL MODULE: ./build/store/missing-object.js
var missing_object = __webpack_require__(26864);
// EXTERNAL MODULE: ./build/store/safe-path.js
var safe_path = __webpack_require__(37869);
// EXTERNAL MODULE: ./build/checkpoints/link-or-copy.js
var link_or_copy = __webpack_require__(99742);
// EXTERNAL MODULE: ./build/checkpoints/pack-download.js
var pack_download = __webpack_require__(37828);
;// CONCATENATED MODULE: ./build/checkpoints/peer-files.js

function peerFiles(members, self, lineage, runId) {
    const byPath = new Map();
    members.forEach((manifest, node) => {
        if (!manifest || node === self)
            return;
        const own = (0,layout/* writerPrefix */.w2)(lineage, runId, node);
        for (const file of manifest.files)
            if (file.key.startsWith(own) && !byPath.has(file.path))
                byPath.set(file.path, { node, file });
    });
    return [...byPath.values()];
}

;// CONCATENATED MODULE: ./build/checkpoints/sharded-save.js
const DCP_SHARD = '.distcp';
function namesShard(paths) {
    for (const path of paths)
        if (path.endsWith(DCP_SHARD))
            return true;
    return false;
}

;// CONCATENATED MODULE: ./build/checkpoints/peer-mirror.js
















const MIRROR_INTERVAL_MS = 2_000;
const STAGING = '.spot-train-mirror';
class PeerMirror {
    params;
    done = new Map();
    placed = new Map();
    seen = new Set();
    restoredKeys;
    stopping = new AbortController();
    sharded = false;
    failures = 0;
    staged = 0;
    told = false;
    loop;
    constructor(params) {
        this.params = params;
        this.restoredKeys = new Map(params.restored.map((file) => [file.path, file.key]));
    }
    start() {
        this.loop ??= this.run();
    }
    async stop() {
        this.stopping.abort();
        await this.loop;
    }
    async run() {
        const { clock, intervalMs = MIRROR_INTERVAL_MS } = this.params;
        while (!this.stopping.signal.aborted) {
            try {
                await this.cycle();
                this.failures = 0;
            }
            catch (error) {
                this.failed(error, intervalMs);
            }
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, intervalMs, this.stopping.signal);
        }
    }
    async cycle() {
        if (!this.isSharded())
            return 0;
        const { store, lineage, runId, node } = this.params;
        const members = await (0,run_manifest/* readNodeManifests */.dE)(store, lineage, runId);
        const wanted = peerFiles(members, node, lineage, runId).filter(({ file }) => this.done.get(file.path) !== file.key);
        const placed = [];
        for (const peer of wanted) {
            if (this.stopping.signal.aborted)
                break;
            if (await this.place(peer))
                placed.push(peer);
        }
        this.report(placed);
        return placed.length;
    }
    isSharded() {
        this.sharded ||= namesShard(this.params.ownPaths());
        return this.sharded;
    }
    async place({ node, file }) {
        let target;
        try {
            target = (0,safe_path/* safeJoin */.g)(this.params.outputsDir, file.path);
        }
        catch (error) {
            if (!(error instanceof safe_path/* UnsafePathError */.k))
                throw error;
            return this.passOver(file, `node ${node}'s ${error.message}`);
        }
        const replacing = await this.stillPlaced(file.path, target);
        if (!replacing && (await exists(target)))
            return this.passOver(file);
        const folder = (0,external_node_path_.dirname)(target);
        if (await exists(folder))
            this.seen.add(folder);
        else if (this.seen.has(folder))
            return this.passOver(file);
        const staged = (0,external_node_path_.join)(this.params.restartDir, STAGING, String(this.staged++));
        try {
            if (!(await this.fetch(file, staged)))
                return this.passOver(file, `node ${node}'s ${file.path} is gone from the store or torn`);
            return await (replacing
                ? this.replace(file, staged, target)
                : this.link(file, staged, target));
        }
        finally {
            await (0,promises_.rm)(staged, { force: true });
        }
    }
    async fetch(file, staged) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(staged), { recursive: true });
        if (this.restoredKeys.get(file.path) === file.key) {
            try {
                await (0,promises_.link)((0,safe_path/* safeJoin */.g)(this.params.restartDir, file.path), staged);
                return true;
            }
            catch {
            }
        }
        try {
            const { packs } = (0,pack_download/* byPack */.Tl)([{ file, target: staged }]);
            const [packed] = [...packs];
            if (packed)
                await (0,pack_download/* placeFromPack */.vN)(this.params.store, packed[0], packed[1], `${staged}.pack`);
            else
                await this.params.store.getFile(file.key, staged, file);
            return true;
        }
        catch (error) {
            if (error instanceof store/* IntegrityError */.cs || (0,missing_object/* isMissingObject */.g)(error))
                return false;
            throw error;
        }
    }
    async link(file, staged, target) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        this.params.adopt(file.path, (0,scan/* signatureOf */.yK)(await (0,promises_.lstat)(staged)));
        try {
            if ((await (0,link_or_copy/* linkOrCopy */.L)(staged, target)) !== undefined)
                this.params.adopt(file.path, (0,scan/* signatureOf */.yK)(await (0,promises_.lstat)(target)));
        }
        catch (error) {
            if ((0,error_code/* errorCode */.C)(error) === 'EEXIST')
                return this.passOver(file);
            throw error;
        }
        return this.placedAt(file, target);
    }
    async replace(file, staged, target) {
        this.params.adopt(file.path, (0,scan/* signatureOf */.yK)(await (0,promises_.lstat)(staged)));
        try {
            await (0,promises_.rename)(staged, target);
        }
        catch (error) {
            if ((0,error_code/* errorCode */.C)(error) !== 'EXDEV')
                throw error;
            await (0,promises_.copyFile)(staged, target);
            this.params.adopt(file.path, (0,scan/* signatureOf */.yK)(await (0,promises_.lstat)(target)));
        }
        return this.placedAt(file, target);
    }
    async placedAt(file, target) {
        this.placed.set(file.path, (0,scan/* signatureOf */.yK)(await (0,promises_.lstat)(target)));
        this.done.set(file.path, file.key);
        return true;
    }
    async stillPlaced(path, target) {
        const placed = this.placed.get(path);
        if (!placed)
            return false;
        try {
            return (0,scan/* sameSignature */.bc)(placed, (0,scan/* signatureOf */.yK)(await (0,promises_.lstat)(target)));
        }
        catch (error) {
            if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                return false;
            throw error;
        }
    }
    passOver(file, why) {
        this.done.set(file.path, file.key);
        if (why)
            this.params.logger.warning(`not placing ${file.path} in the outputs: ${why}`);
        return false;
    }
    report(placed) {
        if (placed.length === 0)
            return;
        const nodes = [...new Set(placed.map(({ node }) => node))].sort((a, b) => a - b);
        const bytes = placed.reduce((sum, { file }) => sum + file.size, 0);
        const what = `${(0,count/* countOf */.p)(placed.length, 'file')} (${(0,base_bytes/* formatBytes */.z)(bytes)}) that ${nodes.length > 1 ? 'nodes' : 'node'} ${nodes.join(', ')} saved`;
        this.params.logger.info(this.told
            ? `placed ${what} in the outputs`
            : `placed ${what} in the outputs: the gang saves sharded checkpoints, so each node gets the others' parts and can load a save whole after a node leaves`);
        this.told = true;
    }
    failed(error, intervalMs) {
        this.failures++;
        if (this.failures === 1 || this.failures % 10 === 0)
            this.params.logger.warning(`could not bring the other nodes' saves into the outputs (try ${this.failures}, again every ${intervalMs / 1000} s): ${(0,errors/* describeError */.U)(error)}`);
    }
}
async function exists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
            return false;
        throw error;
    }
}

// EXTERNAL MODULE: ./build/records/manifest.js
var records_manifest = __webpack_require__(11028);
;// CONCATENATED MODULE: ./build/checkpoints/manifest-writer.js




const PACE = 10;
const LONGEST_PACE_MS = 5_000;
class ManifestWriter {
    params;
    header;
    files = new Map();
    deletions = [];
    writing;
    dirty = false;
    written;
    lastWriteEnd = 0;
    lastWriteMs = 0;
    hurry = new AbortController();
    constructor(params) {
        this.params = params;
        this.header = params.header;
    }
    get key() {
        return (0,layout/* manifestKey */.Rn)(this.header.lineage, this.header.runId, this.header.node);
    }
    current() {
        return {
            format: 1,
            ...this.header,
            updatedAt: new Date(this.params.clock.now()).toISOString(),
            files: [...this.files.values()].sort(records_manifest/* pathOrder */.gU),
            ...(this.deletions.length > 0 ? { deleted: [...this.deletions] } : {}),
        };
    }
    get lastWritten() {
        return this.written;
    }
    paths() {
        return this.files.keys();
    }
    fileEntry(path) {
        return this.files.get(path);
    }
    recordFile(file) {
        this.files.set(file.path, file);
        this.dirty = true;
    }
    forget(path) {
        if (this.files.delete(path))
            this.dirty = true;
    }
    recordDeletion(path, at) {
        const entry = this.files.get(path);
        if (!entry)
            return;
        this.files.delete(path);
        this.deletions.push({
            path,
            key: entry.key,
            ...(entry.pack ? { offset: entry.pack.offset } : {}),
            deletedAt: new Date(at).toISOString(),
        });
        this.dirty = true;
    }
    update(change) {
        this.header = { ...this.header, ...change };
        this.dirty = true;
    }
    schedule() {
        if (this.writing || !this.dirty)
            return;
        this.writing = this.writeLoop({ paced: true })
            .catch((error) => this.params.logger.warning(`could not update the manifest: ${String(error)}; will retry`))
            .finally(() => {
            this.writing = undefined;
        });
    }
    async persist(until) {
        this.hurry.abort();
        await this.writing;
        this.hurry = new AbortController();
        if (!this.dirty && this.written)
            return;
        this.dirty = true;
        await this.writeLoop({ paced: false, ...(until === undefined ? {} : { until }) });
    }
    async pace() {
        const gap = Math.min(this.lastWriteMs * (PACE - 1), LONGEST_PACE_MS);
        const wait = this.lastWriteEnd + gap - this.params.clock.now();
        if (wait > 0)
            await (0,base_clock/* sleepUnlessAborted */.b)(this.params.clock, wait, this.hurry.signal);
    }
    async writeLoop(options) {
        const { until } = options;
        while (this.dirty) {
            if (options.paced)
                await this.pace();
            const { clock } = this.params;
            const started = clock.now();
            this.dirty = false;
            const manifest = this.current();
            const text = (0,records_manifest/* serializeManifest */.MZ)(manifest);
            let lastTry = 0;
            const serializedMs = clock.now() - started;
            const write = async () => {
                const at = clock.now();
                try {
                    await this.params.store.writeText(this.key, text);
                }
                finally {
                    lastTry = clock.now() - at;
                }
            };
            try {
                await (0,retry/* withRetry */.bD)(write, {
                    clock: this.params.clock,
                    ...(until === undefined ? {} : { policy: retry/* untilDeadline */.Hm, until }),
                    onRetry: (error, attempt, delayMs) => this.params.logger.warning(`manifest write failed (try ${attempt}): ${String(error)}; retrying in ${delayMs}ms`),
                });
            }
            catch (error) {
                this.dirty = true;
                throw error;
            }
            this.written = manifest;
            this.lastWriteEnd = clock.now();
            this.lastWriteMs = serializedMs + lastTry;
            this.params.onWritten?.(manifest);
        }
    }
}

// EXTERNAL MODULE: ./build/checkpoints/restore.js + 2 modules
var checkpoints_restore = __webpack_require__(17509);
// EXTERNAL MODULE: ./build/checkpoints/retire-runs.js
var retire_runs = __webpack_require__(68336);
// EXTERNAL MODULE: ./build/checkpoints/run-retention.js
var run_retention = __webpack_require__(72374);
;// CONCATENATED MODULE: ./build/checkpoints/seal.js



const MANIFEST_RESERVE_MS = 3000;
function sealSession(parts, logger, request) {
    return (0,log/* inGroup */.HB)(logger, 'Uploading the last outputs and sealing the run', () => flushAndSeal(parts, logger, request));
}
async function flushAndSeal(parts, logger, request) {
    const { sync, manifest, clock } = parts;
    await sync.flush(Math.max(clock.now(), request.until - MANIFEST_RESERVE_MS));
    const notSaved = await sync.notSaved();
    const { notice } = request;
    manifest.update({
        state: request.outcome,
        exitCode: request.exitCode,
        ...(notice
            ? {
                notice: {
                    source: notice.source,
                    reason: notice.reason,
                    receivedAt: new Date(notice.receivedAt).toISOString(),
                    deadline: new Date(notice.deadline).toISOString(),
                    ...(notice.userRequested ? { userRequested: true } : {}),
                    ...(notSaved.length === 0 ? { durableAt: new Date(clock.now()).toISOString() } : {}),
                },
            }
            : {}),
        ...(notSaved.length > 0 ? { notSaved } : {}),
    });
    try {
        await manifest.persist(request.until);
    }
    catch (error) {
        return reportUnsealed(manifest, notSaved, (0,errors/* describeError */.U)(error), clock, logger);
    }
    const sealedAt = clock.now();
    reportSealed(notSaved, notice, sealedAt, logger);
    return { sealed: true, notSaved, sealedAt };
}
function reportSealed(notSaved, notice, sealedAt, logger) {
    if (notSaved.length > 0) {
        logger.error(`NOT saved: ${notSaved.length} file(s) the trainer wrote did not reach the store: ` +
            notSaved.map((file) => `${file.path} (${file.reason})`).join('; '));
    }
    else if (notice) {
        const margin = notice.deadline - sealedAt;
        logger.info(`everything saved is durable ${(0,duration/* formatDuration */.a3)(sealedAt - notice.receivedAt)} after the notice` +
            (margin >= 0
                ? `, ${(0,duration/* formatDuration */.a3)(margin)} before the deadline`
                : `, ${(0,duration/* formatDuration */.a3)(-margin)} AFTER the deadline`));
    }
}
function reportUnsealed(manifest, notSaved, error, clock, logger) {
    const written = new Map(manifest.lastWritten?.files.map((file) => [file.path, file.key]));
    const unrecorded = manifest
        .current()
        .files.filter((file) => written.get(file.path) !== file.key)
        .map((file) => ({ path: file.path, reason: `its manifest could not be written (${error})` }));
    const all = [...notSaved, ...unrecorded];
    logger.error(`could not seal the run's manifest: ${error}. A restore takes what the last manifest written names` +
        (manifest.lastWritten ? ` (at ${manifest.lastWritten.updatedAt})` : '') +
        (all.length > 0 ? `; NOT saved: ${all.map((file) => file.path).join(', ')}` : ''));
    return { sealed: false, notSaved: all, sealedAt: clock.now(), error };
}

;// CONCATENATED MODULE: ./build/checkpoints/session.js










class CheckpointSession {
    params;
    restore;
    manifest;
    sync;
    tidying;
    mirror;
    constructor(params, restore, manifest, sync, tidying, mirror) {
        this.params = params;
        this.restore = restore;
        this.manifest = manifest;
        this.sync = sync;
        this.tidying = tidying;
        this.mirror = mirror;
    }
    static async open(params) {
        const { identity, store, clock, logger } = params;
        const restore = await (0,log/* inGroup */.HB)(logger, 'Restoring earlier outputs', () => (0,checkpoints_restore/* restoreLineage */.c)(restoreParams(params)));
        const keep = params.retention;
        const retention = keep > 0 ? new run_retention/* RunRetention */.m({ store, keep, logger }) : undefined;
        const manifest = new ManifestWriter({
            store,
            clock,
            logger,
            ...(retention ? { onWritten: (written) => retention.written(written) } : {}),
            header: {
                lineage: identity.lineage,
                runId: identity.runId,
                attempt: identity.attempt,
                ...(identity.node ? gangHeader(identity.node) : {}),
                state: 'running',
                startedAt: new Date(params.startedAt).toISOString(),
                ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
            },
        });
        for (const file of restore.files)
            manifest.recordFile(file);
        await (0,lineage_index/* recordLineageEntry */.NX)(store, identity, clock);
        await manifest.persist();
        const retiring = keep > 0 ? retireBeyond(params, restore, manifest) : Promise.resolve();
        const sync = new LiveSync({
            store,
            outputsDir: params.outputsDir,
            lineage: identity.lineage,
            runId: identity.runId,
            ...(identity.node ? { node: identity.node.index } : {}),
            manifest,
            clock,
            logger,
            settleMs: params.settleMs,
            scanIntervalMs: params.scanIntervalMs,
            concurrency: params.concurrency,
            inherited: restore.placedInOutputs,
            ...(retention ? { retention, keep } : {}),
            ...(params.noticeWindow ? { noticeWindow: params.noticeWindow } : {}),
        });
        sync.start();
        const mirror = peerMirror(params, restore, manifest, sync);
        mirror?.start();
        const tidying = () => Promise.all([retention?.settled(), retiring]);
        return new CheckpointSession(params, restore, manifest, sync, tidying, mirror);
    }
    get manifestKey() {
        return this.manifest.key;
    }
    noticeArrived(at) {
        this.sync.markNotice(at);
        void this.mirror?.stop();
    }
    distrustChangesSince(since, cause) {
        this.sync.distrustChangesSince(since, cause);
    }
    async abandon() {
        void this.mirror?.stop();
        await this.sync.stop();
    }
    async seal(request) {
        void this.mirror?.stop();
        return sealSession({ sync: this.sync, manifest: this.manifest, clock: this.params.clock }, this.params.logger, request);
    }
    async tidy() {
        await this.tidying();
    }
    stats() {
        return this.sync.stats();
    }
}
function restoreParams(params) {
    const { identity } = params;
    return {
        store: params.store,
        lineage: identity.lineage,
        currentRunId: identity.runId,
        restartDir: params.restartDir,
        ...(params.restoreToOutputs ? { outputsDir: params.outputsDir } : {}),
        concurrency: params.concurrency,
        clock: params.clock,
        logger: params.logger,
        ...(params.restoreFrom ? { runs: params.restoreFrom() } : {}),
    };
}
function peerMirror(params, restore, manifest, sync) {
    const { identity } = params;
    const place = identity.node;
    if (place?.minNodes === undefined || place.minNodes >= place.count)
        return undefined;
    return new PeerMirror({
        store: params.store,
        lineage: identity.lineage,
        runId: identity.runId,
        node: place.index,
        outputsDir: params.outputsDir,
        restartDir: params.restartDir,
        restored: restore.files,
        ownPaths: () => manifest.paths(),
        adopt: (path, signature) => sync.adopt(path, signature),
        clock: params.clock,
        logger: params.logger,
    });
}
function retireBeyond(params, restore, manifest) {
    return (0,retire_runs/* retireEarlierRuns */.yA)({
        store: params.store,
        lineage: params.identity.lineage,
        runId: params.identity.runId,
        keep: params.retention,
        ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
        namedNow: new Set(manifest.current().files.map((file) => file.key)),
        logger: params.logger,
    });
}
function gangHeader(place) {
    return {
        node: place.index,
        nodes: place.count,
        ...(place.minNodes === undefined ? {} : { minNodes: place.minNodes }),
    };
}

;// CONCATENATED MODULE: ./build/notice/first-notice.js
function firstNotice(sources, signal, logger) {
    return new Promise((resolve) => {
        let settled = false;
        for (const source of sources) {
            source.watch(signal).then((notice) => {
                if (settled || signal.aborted)
                    return;
                settled = true;
                resolve(notice);
            }, (error) => {
                if (!signal.aborted) {
                    logger.warning(`the ${source.kind} notice source stopped: ${String(error)}; other sources still watch`);
                }
            });
        }
    });
}

;// CONCATENATED MODULE: ./build/notice/notice.js
function shortestWindow(sources) {
    let shortest;
    for (const source of sources) {
        const window = source.window?.();
        if (window && (!shortest || window.ms < shortest.ms))
            shortest = window;
    }
    return shortest;
}

// EXTERNAL MODULE: ./build/supervisor/trainer-exit.js
var trainer_exit = __webpack_require__(63455);
;// CONCATENATED MODULE: ./build/supervisor/attempt-end.js

const FINAL_FLUSH_BUDGET_MS = 10 * 60_000;
async function finishAttempt(params, session, ended, progress, startedAt) {
    const { clock, logger } = params;
    const { exit, escalation, notice } = ended;
    const outcome = notice
        ? notice.peerFailed
            ? 'failed'
            : 'interrupted'
        : exit.code === 0
            ? 'completed'
            : 'failed';
    logger.info(notice
        ? 'uploading what is left before the machine goes'
        : `the trainer exited with ${(0,trainer_exit/* describeExit */.K)(exit)}; uploading what is left`);
    const seal = await session.seal({
        outcome,
        exitCode: exit.code,
        ...(notice ? { notice } : {}),
        until: notice ? notice.deadline : clock.now() + FINAL_FLUSH_BUDGET_MS,
    });
    const endedAt = clock.now();
    if (notice?.acknowledge)
        await acknowledge(notice, seal, logger);
    if (!notice)
        await session.tidy();
    const durable = seal.sealed && seal.notSaved.length === 0;
    return {
        identity: params.identity,
        outcome,
        exit,
        ...(notice ? { notice } : {}),
        ...(notice && durable ? { noticeToDurableMs: endedAt - notice.receivedAt } : {}),
        escalation,
        ...(ended.exitedAt === undefined ? {} : { trainerExitedAt: ended.exitedAt }),
        restore: session.restore,
        sync: session.stats(),
        seal,
        progress: progress.current(),
        manifestKey: session.manifestKey,
        startedAt,
        endedAt,
    };
}
async function acknowledge(notice, seal, logger) {
    if (!seal.sealed)
        logger.warning(`approving the ${notice.source} notice without a sealed manifest`);
    await notice.acknowledge?.().then(() => logger.info(`told ${notice.source} the machine may go now`), (error) => logger.warning(`could not acknowledge the ${notice.source} notice: ${String(error)}`));
}

// EXTERNAL MODULE: ./build/base/thread-pool.js
var thread_pool = __webpack_require__(73525);
// EXTERNAL MODULE: ./build/supervisor/progress-forms.js
var progress_forms = __webpack_require__(49518);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./build/supervisor/group-watchdog.js


const WATCHDOG_SCRIPT = `if read -r _; then exit 0; fi
kill -s TERM -- "-$1" 2>/dev/null || exit 0
kill -s CONT -- "-$1" 2>/dev/null
waited=0
while [ "$waited" -lt "$2" ] && kill -s 0 -- "-$1" 2>/dev/null; do
  sleep 1
  waited=$((waited + 1))
done
kill -s KILL -- "-$1" 2>/dev/null
exit 0
`;
function watchdogArguments(pgid, graceMs) {
    return [
        '-c',
        WATCHDOG_SCRIPT,
        'spot-train-watchdog',
        String(pgid),
        String(Math.ceil(graceMs / 1000)),
    ];
}
class GroupWatchdog {
    pipe;
    armed = true;
    constructor(pipe) {
        this.pipe = pipe;
    }
    static arm(pgid, graceMs) {
        const child = (0,external_node_child_process_.spawn)('sh', watchdogArguments(pgid, graceMs), {
            detached: true,
            stdio: ['pipe', 'ignore', 'ignore'],
        });
        child.once('error', () => undefined);
        const pipe = child.stdin;
        pipe.on('error', () => undefined);
        child.unref();
        if (pipe instanceof external_node_net_.Socket)
            pipe.unref();
        return new GroupWatchdog(pipe);
    }
    disarm() {
        if (!this.armed)
            return;
        this.armed = false;
        this.pipe.end('done\n');
    }
}

;// CONCATENATED MODULE: ./build/base/link-target.js

function linkTarget(path) {
    try {
        return (0,external_node_fs_.readlinkSync)(path);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/supervisor/agent-python.js



function agentPython(pid, argv, procRoot = '/proc') {
    const named = argv[0] ?? '';
    const dir = `${procRoot}/${pid}`;
    if ((0,external_node_path_.isAbsolute)(named))
        return named;
    if (named.includes('/')) {
        const cwd = linkTarget(`${dir}/cwd`);
        if (cwd)
            return (0,external_node_path_.join)(cwd, named);
    }
    else if (named !== '') {
        const found = onPath(named, agentPath(dir));
        if (found)
            return found;
    }
    return linkTarget(`${dir}/exe`) ?? (named || 'python3');
}
function agentPath(dir) {
    try {
        const entry = (0,external_node_fs_.readFileSync)(`${dir}/environ`, 'utf8')
            .split('\0')
            .find((variable) => variable.startsWith('PATH='));
        if (entry)
            return entry.slice('PATH='.length);
    }
    catch {
    }
    return '';
}
function onPath(name, path) {
    for (const folder of path.split(':')) {
        if (folder === '')
            continue;
        const candidate = (0,external_node_path_.join)(folder, name);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./build/supervisor/process-group.js
var process_group = __webpack_require__(82216);
;// CONCATENATED MODULE: ./build/supervisor/send-signal.js

function sendSignal(kill, pid, signal) {
    try {
        kill(pid, signal);
        return true;
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ESRCH')
            return false;
        throw error;
    }
}

// EXTERNAL MODULE: ./build/supervisor/torchrun-agents.js + 1 modules
var torchrun_agents = __webpack_require__(69792);
;// CONCATENATED MODULE: ./build/supervisor/between-rounds.js



const ASK_LIMIT_MS = 15_000;
const START_LIMIT_MS = 10_000;
class BetweenRounds {
    pgid;
    options;
    departing;
    summary;
    frozen;
    since;
    asking;
    answer;
    phase = 'asking';
    next;
    constructor(pgid, agents, options, departing) {
        this.pgid = pgid;
        this.options = options;
        this.departing = departing;
        this.frozen = new Set(agents.filter((agent) => sendSignal(options.kill, agent.pid, 'SIGSTOP')).map((a) => a.pid));
        this.since = options.now();
        this.summary = `froze ${(0,count/* countOf */.p)(this.frozen.size, 'torchrun agent')} between rounds (no workers yet) to ask torch's rendezvous whether a formed round counts this node`;
    }
    withdrawWith(rendezvous) {
        this.asking ??= rendezvous.withdraw([...this.frozen]).then((answer) => void (this.answer = answer), (error) => void (this.answer = { kind: 'unknown', why: String(error) }));
    }
    resumeIfDone() {
        if (this.next)
            return this.next.resumeIfDone();
        if (this.phase === 'asking')
            return this.onAnswer();
        if (this.phase !== 'starting')
            return undefined;
        if (this.workersStarted()) {
            this.phase = 'ended';
            this.next = this.options.interruptWorkers();
            return `its torchrun workers started; ${this.next?.summary ?? 'they were already gone'}`;
        }
        if (this.options.now() - this.since < START_LIMIT_MS)
            return undefined;
        this.end();
        return `its torchrun agent started no workers in ${START_LIMIT_MS / 1000} s (its run may be over); sent SIGINT to the trainer`;
    }
    release() {
        for (const pid of this.frozen)
            sendSignal(this.options.kill, pid, 'SIGCONT');
        this.frozen.clear();
        this.next?.release();
    }
    onAnswer() {
        const late = this.options.now() - this.since >= ASK_LIMIT_MS;
        const answer = this.answer ??
            (!this.asking
                ? { kind: 'unknown', why: 'nothing asked it' }
                : late
                    ? { kind: 'unknown', why: `no answer in ${ASK_LIMIT_MS / 1000} s` }
                    : undefined);
        if (!answer)
            return undefined;
        const agents = (0,count/* countOf */.p)(this.frozen.size, 'torchrun agent');
        if (answer.kind === 'formed') {
            this.phase = 'starting';
            this.since = this.options.now();
            this.release();
            return `torch had already formed a round with this node; resumed ${agents} to start its workers, which are then asked to save`;
        }
        this.end();
        return answer.kind === 'withdrawn'
            ? `no round torch formed counts this node (it let ${agents} go); sent SIGINT to the trainer`
            : `could not ask torch's rendezvous (${answer.why}); sent SIGINT to the trainer`;
    }
    end() {
        this.phase = 'ended';
        for (const member of (0,torchrun_agents/* groupMembers */.rU)(this.pgid, this.options.procRoot))
            sendSignal(this.options.kill, member.pid, 'SIGINT');
        this.release();
    }
    workersStarted() {
        const parents = (0,torchrun_agents/* parentPids */.Bz)(this.options.procRoot);
        return this.departing.some((agent) => parents.has(agent.pid));
    }
}

;// CONCATENATED MODULE: ./build/supervisor/interrupt-group.js






const PLAIN_INTERRUPTION = {
    summary: 'sent SIGINT to the trainer',
    resumeIfDone: () => undefined,
    release: () => undefined,
    departing: [],
};
function interruptGroup(pgid, options) {
    const members = (0,torchrun_agents/* groupMembers */.rU)(pgid, options.procRoot);
    const allAgents = members.filter((member) => (0,torchrun_agents/* isTorchrunAgent */.zC)(member.argv));
    const departing = options.endAgents
        ? allAgents.map((agent) => departed(agent, options.procRoot))
        : [];
    const kill = options.kill ?? ((pid, signal) => process.kill(pid, signal));
    if (departing.length > 0 && !options.hostsRendezvous) {
        const parents = (0,torchrun_agents/* parentPids */.Bz)(options.procRoot);
        if (!allAgents.some((agent) => parents.has(agent.pid))) {
            const interruptWorkers = () => interruptRunning(pgid, options, kill, departing, (0,torchrun_agents/* groupMembers */.rU)(pgid, options.procRoot));
            const now = options.now ?? Date.now;
            const where = options.procRoot === undefined ? {} : { procRoot: options.procRoot };
            const between = { kill, now, interruptWorkers, ...where };
            return new BetweenRounds(pgid, allAgents, between, departing);
        }
    }
    return interruptRunning(pgid, options, kill, departing, members);
}
function interruptRunning(pgid, options, kill, departing, members) {
    const allAgents = members.filter((member) => (0,torchrun_agents/* isTorchrunAgent */.zC)(member.argv));
    const agents = allAgents.filter((agent) => members.some((child) => child.ppid === agent.pid));
    if (agents.length === 0)
        return (0,process_group/* signalProcessGroup */.v)(pgid, 'SIGINT') ? { ...PLAIN_INTERRUPTION, departing } : undefined;
    const agentPids = new Set(agents.map((agent) => agent.pid));
    const frozen = options.hostsRendezvous
        ? []
        : agents.filter((agent) => sendSignal(kill, agent.pid, 'SIGSTOP'));
    const interrupted = members.filter((member) => !agentPids.has(member.pid) && sendSignal(kill, member.pid, 'SIGINT'));
    const summary = summarize(agents, frozen, interrupted);
    return new AgentInterruption(pgid, frozen, options, kill, summary, departing);
}
function departed(agent, procRoot) {
    return { pid: agent.pid, argv: agent.argv, python: agentPython(agent.pid, agent.argv, procRoot) };
}
const ENDED_GRACE_MS = 3_000;
class AgentInterruption {
    pgid;
    options;
    kill;
    summary;
    departing;
    frozen;
    ending = new Map();
    now;
    constructor(pgid, frozen, options, kill, summary, departing) {
        this.pgid = pgid;
        this.options = options;
        this.kill = kill;
        this.summary = summary;
        this.departing = departing;
        this.frozen = new Set(frozen.map((agent) => agent.pid));
        this.now = options.now ?? Date.now;
    }
    resumeIfDone() {
        const killed = this.killLingering();
        if (this.frozen.size === 0)
            return killed;
        const parents = new Set((0,torchrun_agents/* groupMembers */.rU)(this.pgid, this.options.procRoot).map((m) => m.ppid));
        const done = [...this.frozen].filter((pid) => !parents.has(pid));
        if (done.length === 0)
            return undefined;
        const ending = this.options.endAgents === true;
        for (const pid of done) {
            if (ending && sendSignal(this.kill, pid, 'SIGTERM'))
                this.ending.set(pid, this.now());
            this.resume(pid);
        }
        const agents = (0,count/* countOf */.p)(done.length, 'torchrun agent');
        return ending
            ? `the torchrun workers exited; ended ${agents}: this node leaves the elastic gang`
            : `the torchrun workers exited; resumed ${agents} to let ${done.length === 1 ? 'it' : 'them'} exit`;
    }
    release() {
        for (const pid of this.frozen)
            this.resume(pid);
    }
    killLingering() {
        const late = [...this.ending].filter(([, at]) => this.now() - at >= ENDED_GRACE_MS);
        for (const [pid] of late)
            this.ending.delete(pid);
        if (late.length === 0)
            return undefined;
        const live = new Set((0,torchrun_agents/* groupMembers */.rU)(this.pgid, this.options.procRoot).map((m) => m.pid));
        const alive = late.filter(([pid]) => live.has(pid));
        for (const [pid] of alive)
            sendSignal(this.kill, pid, 'SIGKILL');
        if (alive.length === 0)
            return undefined;
        return `${(0,count/* countOf */.p)(alive.length, 'torchrun agent')} had not exited ${ENDED_GRACE_MS / 1000} s after SIGTERM (torch can swallow it while it stops); killed`;
    }
    resume(pid) {
        this.frozen.delete(pid);
        sendSignal(this.kill, pid, 'SIGCONT');
    }
}
function summarize(agents, frozen, interrupted) {
    const agentPids = new Set(agents.map((agent) => agent.pid));
    const workers = interrupted.filter((member) => agentPids.has(member.ppid)).length;
    const others = interrupted.length - workers;
    const agentPart = frozen.length > 0
        ? `froze ${(0,count/* countOf */.p)(frozen.length, 'torchrun agent')}`
        : `left ${(0,count/* countOf */.p)(agents.length, 'torchrun agent')} running (this node serves the rendezvous)`;
    const otherPart = others > 0 ? ` and ${(0,count/* countOf */.p)(others, 'other process', 'other processes')}` : '';
    return `${agentPart}; sent SIGINT to ${(0,count/* countOf */.p)(workers, 'worker')}${otherPart}`;
}

// EXTERNAL MODULE: ./build/base/line-splitter.js
var line_splitter = __webpack_require__(69482);
;// CONCATENATED MODULE: ./build/base/pipe-holders.js


const COMMAND_CHARS = 120;
function pipeHolders(fd) {
    const far = farEnds(linkTarget(`/proc/self/fd/${fd}`));
    if (far.length === 0)
        return [];
    let pids;
    try {
        pids = (0,external_node_fs_.readdirSync)('/proc').filter((entry) => /^\d+$/.test(entry));
    }
    catch {
        return [];
    }
    const holders = [];
    for (const pid of pids) {
        if (Number(pid) === process.pid || !holdsAny(pid, far))
            continue;
        holders.push({ pid: Number(pid), command: commandOf(pid) });
    }
    return holders;
}
function farEnds(link) {
    if (link?.startsWith('pipe:'))
        return [link];
    const socket = /^socket:\[(\d+)\]$/.exec(link ?? '');
    if (!socket)
        return [];
    const inode = Number(socket[1]);
    return [`socket:[${inode + 1}]`];
}
function holdsAny(pid, ends) {
    let fds;
    try {
        fds = (0,external_node_fs_.readdirSync)(`/proc/${pid}/fd`);
    }
    catch {
        return false;
    }
    return fds.some((fd) => ends.includes(linkTarget(`/proc/${pid}/fd/${fd}`) ?? ''));
}
function commandOf(pid) {
    try {
        const words = (0,external_node_fs_.readFileSync)(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        const command = words.join(' ');
        return command.length > COMMAND_CHARS ? `${command.slice(0, COMMAND_CHARS)}…` : command;
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./build/supervisor/trainer-output.js


class TrainerOutput {
    closed;
    streams;
    splitters = [];
    constructor(sources, onLine) {
        this.streams = [];
        const closings = [];
        for (const { from, to } of sources) {
            if (!from)
                continue;
            const lines = onLine ? new line_splitter/* LineSplitter */.g(onLine) : undefined;
            if (lines)
                this.splitters.push(lines);
            from.on('data', (chunk) => {
                to.write(chunk);
                lines?.push(chunk);
            });
            closings.push(new Promise((resolve) => from.once('close', () => resolve())));
            this.streams.push(from);
        }
        this.closed = Promise.all(closings).then(() => this.endLines());
    }
    async settle(graceMs) {
        let timer;
        const timedOut = new Promise((resolve) => {
            timer = setTimeout(() => resolve('timeout'), graceMs);
        });
        const first = await Promise.race([this.closed.then(() => 'closed'), timedOut]);
        clearTimeout(timer);
        if (first === 'closed')
            return { held: false, holders: [] };
        const holders = this.streams.flatMap((stream) => {
            const fd = fdOf(stream);
            return fd === undefined ? [] : pipeHolders(fd);
        });
        for (const stream of this.streams)
            stream.destroy();
        this.endLines();
        return { held: true, holders: unique(holders) };
    }
    endLines() {
        for (const lines of this.splitters.splice(0))
            lines.end();
    }
}
function fdOf(stream) {
    const fd = stream._handle?.fd;
    return typeof fd === 'number' && fd >= 0 ? fd : undefined;
}
function unique(holders) {
    return [...new Map(holders.map((holder) => [holder.pid, holder])).values()];
}

;// CONCATENATED MODULE: ./build/supervisor/trainer-process.js








const OUTPUT_GRACE_MS = 2000;
function bashArguments(command) {
    const base = ['--noprofile', '--norc'];
    const gate = 'read -r _ <&3 || exit 125; exec 3<&-;';
    return command.kind === 'script'
        ? [
            ...base,
            '-c',
            `${gate} exec bash ${base.join(' ')} -eo pipefail -c "$1"`,
            'bash',
            command.script,
        ]
        : [...base, '-c', `${gate} exec "$@"`, 'spot-train', ...command.argv];
}
class TrainerProcess {
    exited;
    exitSeen;
    child;
    watchdog;
    hostsRendezvous;
    leavesGang;
    constructor(options) {
        this.hostsRendezvous = options.hostsRendezvous ?? true;
        this.leavesGang = options.leavesGang ?? (() => false);
        this.child = (0,external_node_child_process_.spawn)('bash', bashArguments(options.command), {
            cwd: options.cwd,
            env: options.env,
            detached: true,
            stdio: ['inherit', 'pipe', 'pipe', 'pipe'],
        });
        const pid = this.child.pid;
        this.watchdog =
            pid === undefined ? undefined : GroupWatchdog.arm(pid, options.orphanGraceMs ?? 10_000);
        openGate(this.child);
        const output = new TrainerOutput([
            { from: this.child.stdout, to: options.stdout ?? process.stdout },
            { from: this.child.stderr, to: options.stderr ?? process.stderr },
        ], options.onLine);
        this.exitSeen = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
        this.exited = new Promise((resolve, reject) => {
            this.child.once('error', (error) => {
                this.watchdog?.disarm();
                if (pid === undefined)
                    resolve(notStarted(error, options.cwd));
                else
                    reject(error);
            });
            this.child.once('exit', (code, signal) => {
                this.groupAlive();
                void output.settle(options.outputGraceMs ?? OUTPUT_GRACE_MS).then(({ held, holders }) => {
                    if (held)
                        options.onOutputHeld?.(holders);
                    resolve({ code, signal });
                });
            });
        });
    }
    static start(options) {
        return new TrainerProcess(options);
    }
    get pid() {
        if (this.child.pid === undefined)
            throw new Error('the trainer did not start');
        return this.child.pid;
    }
    get startedPid() {
        return this.child.pid;
    }
    signalGroup(signal) {
        const pid = this.child.pid;
        return (pid !== undefined && (0,process_group/* signalProcessGroup */.v)(pid, signal)) || this.ended();
    }
    interrupt() {
        const pid = this.child.pid;
        const interruption = pid === undefined
            ? undefined
            : interruptGroup(pid, {
                hostsRendezvous: this.hostsRendezvous,
                endAgents: this.leavesGang(),
            });
        if (!interruption)
            this.ended();
        return interruption;
    }
    groupAlive() {
        const pid = this.child.pid;
        return (pid !== undefined && (0,process_group/* processGroupAlive */.M)(pid)) || this.ended();
    }
    ended() {
        this.watchdog?.disarm();
        return false;
    }
}
function openGate(child) {
    const gate = child.stdio[3];
    if (!(gate instanceof external_node_stream_.Writable))
        return;
    gate.on('error', () => undefined);
    gate.end('go\n');
}
function notStarted(error, cwd) {
    let reason = error.message;
    try {
        (0,external_node_fs_.accessSync)(cwd, external_node_fs_.constants.X_OK);
    }
    catch (cwdError) {
        reason = `its working directory ${cwd} cannot be entered (${codeOf(cwdError)})`;
    }
    return { code: null, signal: null, notStarted: reason };
}
function codeOf(error) {
    const code = (0,error_code/* errorCode */.C)(error);
    return typeof code === 'string' ? code : 'unknown error';
}

;// CONCATENATED MODULE: ./build/supervisor/attempt-trainer.js



function startTrainer(params, progress) {
    return TrainerProcess.start({
        command: params.command,
        cwd: params.cwd,
        env: trainerEnv(params),
        onLine: (line) => onTrainerLine(params, progress, line),
        onOutputHeld: (holders) => params.logger.warning(heldOutputWarning(holders)),
        ...(params.hostsRendezvous === undefined ? {} : { hostsRendezvous: params.hostsRendezvous }),
        ...(params.leavesGang ? { leavesGang: params.leavesGang } : {}),
        ...(params.stdout ? { stdout: params.stdout } : {}),
        ...(params.stderr ? { stderr: params.stderr } : {}),
    });
}
function onTrainerLine(params, progress, line) {
    const before = progress.current();
    progress.onLine(line);
    if (params.milestones?.resumeSaid && (0,progress_forms/* saysResumed */.aF)(line))
        params.milestones.resumeSaid(params.clock.now());
    const after = progress.current();
    if (after.lastStep === before.lastStep)
        return;
    const at = params.clock.now();
    if (before.firstStep === undefined && after.firstStep !== undefined) {
        params.milestones?.firstStep?.(after.firstStep, at);
    }
    params.milestones?.step?.(after, at);
}
function heldOutputWarning(holders) {
    const who = holders.length === 0
        ? 'a process outside its process group'
        : holders.map((h) => `pid ${h.pid}${h.command ? ` (${h.command})` : ''}`).join(', ');
    return `the trainer exited, but its output is still held open by ${who}; spot-train stopped reading it and carries on (that process was started in a session of its own, so it is not stopped here)`;
}
async function stopLeftovers(trainer, clock, logger) {
    if (!trainer.groupAlive())
        return 'none';
    logger.warning('the trainer exited but left processes in its group; stopping them');
    trainer.signalGroup('SIGTERM');
    for (const until = clock.now() + 5000; clock.now() < until; await clock.sleep(100)) {
        if (!trainer.groupAlive())
            return 'SIGTERM';
    }
    trainer.signalGroup('SIGKILL');
    return 'SIGKILL';
}
function trainerEnv(params) {
    return {
        PYTHONUNBUFFERED: '1',
        ...(0,thread_pool/* trainerBaseEnv */.y9)(params.env),
        SPOT_TRAIN_RESTART_DIR: params.restartDir,
        SPOT_TRAIN_OUTPUTS_DIR: params.outputsDir,
        SPOT_TRAIN_ATTEMPT: String(params.identity.attempt),
        SPOT_TRAIN_LINEAGE: params.identity.lineage,
        SPOT_TRAIN_RUN_ID: params.identity.runId,
        SPOT_TRAIN_NOTICE_FILE: params.noticeFile,
        ...(params.warningFile ? { SPOT_TRAIN_WARNING_FILE: params.warningFile } : {}),
    };
}

// EXTERNAL MODULE: ./build/supervisor/notice-file.js
var notice_file = __webpack_require__(82510);
// EXTERNAL MODULE: ./build/supervisor/progress.js
var supervisor_progress = __webpack_require__(70504);
;// CONCATENATED MODULE: ./build/supervisor/restart-dir.js




const MARKER = '.spot-train-restart';
async function prepareRestartDir(dir) {
    let entries = [];
    try {
        entries = await (0,promises_.readdir)(dir);
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) !== 'ENOENT')
            throw error;
    }
    if (entries.length > 0 && !entries.includes(MARKER)) {
        throw new errors/* UserError */.y(`restart-dir: ${dir} is not empty and was not made by spot-train; choose another directory or empty it yourself`);
    }
    if (entries.length > 0) {
        const info = await (0,promises_.lstat)(dir);
        if (!info.isDirectory())
            throw new errors/* UserError */.y(`restart-dir: ${dir} is not a directory`);
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, MARKER), 'This directory is filled by spot-train on each attempt; its content is replaced.\n');
}

;// CONCATENATED MODULE: ./build/supervisor/rendezvous-args.js


const SWITCHES = new Set([
    'standalone',
    'module',
    'no_python',
    'run_path',
    'virtual_local_rank',
    'use_env',
]);
const DEFAULT_PORT = 29400;
function rendezvousArgs(argv) {
    const flags = torchrunFlags(argv);
    if (flags.has('standalone'))
        return 'the agent runs --standalone';
    const backend = flags.get('rdzv_backend');
    if (backend !== 'c10d')
        return `its rendezvous backend is ${backend ?? 'not given'}, not c10d`;
    const endpoint = flags.get('rdzv_endpoint');
    const runId = flags.get('rdzv_id');
    const nodes = /^(\d+)(?::(\d+))?$/.exec(flags.get('nnodes') ?? '');
    if (!endpoint || !runId || !nodes)
        return 'its --rdzv-endpoint, --rdzv-id or --nnodes is not given';
    const at = endpoint.lastIndexOf(':');
    const port = at < 0 ? DEFAULT_PORT : Number(endpoint.slice(at + 1));
    if (!Number.isInteger(port) || port <= 0)
        return `its --rdzv-endpoint ${endpoint} has no port`;
    const minNodes = Number(nodes[1]);
    const localAddr = flags.get('local_addr');
    return {
        host: (at < 0 ? endpoint : endpoint.slice(0, at)).replace(/^\[(.*)\]$/, '$1'),
        port,
        runId,
        minNodes,
        maxNodes: nodes[2] === undefined ? minNodes : Number(nodes[2]),
        ...(localAddr ? { localAddr } : {}),
    };
}
function torchrunFlags(argv) {
    const flags = new Map();
    const start = argv.findIndex((word) => (0,external_node_path_.basename)(word) === 'torchrun' || torchrun_agents/* AGENT_MODULES */.Yt.has(word.replace(/^-m/, '')));
    for (let index = Math.max(start, 0) + 1; index < argv.length; index++) {
        const word = argv[index] ?? '';
        if (!word.startsWith('--'))
            break;
        const eq = word.indexOf('=');
        const name = (eq < 0 ? word.slice(2) : word.slice(2, eq)).replaceAll('-', '_');
        if (eq >= 0)
            flags.set(name, word.slice(eq + 1));
        else if (SWITCHES.has(name))
            flags.set(name, '');
        else
            flags.set(name, argv[++index] ?? '');
    }
    return flags;
}

;// CONCATENATED MODULE: ./build/supervisor/rendezvous-leave-script.js
const RENDEZVOUS_LEAVE_SCRIPT = `
import json, socket, sys, time
from datetime import timedelta

args = json.loads(sys.argv[1])

def failure(error):
    return {"error": f"{type(error).__name__}: {error}"}

try:
    from torch.distributed import TCPStore
    from torch.distributed.elastic.rendezvous import dynamic_rendezvous as dr
    from torch.distributed.elastic.rendezvous.c10d_rendezvous_backend import C10dRendezvousBackend

    timeout = float(args["timeout"])
    store = TCPStore(args["host"], int(args["port"]), is_master=False, timeout=timedelta(seconds=timeout))
    settings = dr.RendezvousSettings(
        args["runId"], int(args["minNodes"]), int(args["maxNodes"]),
        dr.RendezvousTimeout(), timedelta(seconds=5), 3,
    )
    holder = dr._BackendRendezvousStateHolder(C10dRendezvousBackend(store, args["runId"]), settings)
    addrs = set(args["addrs"]) | {socket.getfqdn()}
except Exception as error:
    print(json.dumps(failure(error)))
    sys.exit(0)

def named(node):
    # torch 1.x calls the address fqdn, torch 2.x addr.
    return getattr(node, "addr", None) or getattr(node, "fqdn", None)

def listed(state, unless_formed):
    # A frozen agent may also wait for the next round (wait list; torch 2.x: redundancy list).
    nodes = set(state.participants)
    if unless_formed:
        nodes |= set(state.wait_list) | set(getattr(state, "redundancy_list", ()))
    return nodes

class Withdraw:
    """torch's exit, for an agent that is alive but frozen: a round already
    formed keeps it (its agent must go on to its workers, or the others wait
    for it until their store times out); anywhere else it is taken out."""

    formed = False

    def __call__(self, ctx, deadline):
        state = ctx.state
        self.formed = state.complete and ctx.node in state.participants
        if self.formed:
            return dr._Action.FINISH
        if ctx.node in state.participants:
            return dr._Action.ERROR_TIMEOUT if time.monotonic() > deadline else dr._Action.REMOVE_FROM_PARTICIPANTS
        if ctx.node in state.wait_list:
            return dr._Action.REMOVE_FROM_WAIT_LIST
        if ctx.node in getattr(state, "redundancy_list", ()):
            return dr._Action.REMOVE_FROM_REDUNDANCY_LIST
        return dr._Action.FINISH

def take_out(pids, unless_formed):
    holder.sync()
    pids = set(pids)
    nodes = [n for n in listed(holder.state, unless_formed) if n.pid in pids and named(n) in addrs]
    left, formed = [], []
    for node in nodes:
        op = Withdraw() if unless_formed else dr._RendezvousExitOp()
        dr._DistributedRendezvousOpExecutor(node, holder, settings).run(op, time.monotonic() + timeout)
        (formed if getattr(op, "formed", False) else left).append(repr(node))
    answer = {"left": left, "round": holder.state.round}
    if unless_formed:
        answer["formed"] = formed
    return answer

def answer(pids, unless_formed=False):
    try:
        return take_out(pids, unless_formed)
    except Exception as error:
        return failure(error)

if "pids" in args:
    print(json.dumps(answer(args["pids"])))
    sys.exit(0)
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:  # ends without a command when the supervisor is gone
    command = json.loads(line)
    unless_formed = bool(command.get("unlessFormed"))
    print(json.dumps(answer(command["pids"], unless_formed)), flush=True)
    if not unless_formed:
        break
`;

;// CONCATENATED MODULE: ./build/supervisor/rendezvous-leave-io.js
function scriptInput(where, timeoutMs, pids) {
    return JSON.stringify({
        ...where,
        ...(pids ? { pids } : {}),
        addrs: where.localAddr ? [where.localAddr] : [],
        timeout: Math.max(1, Math.floor(timeoutMs / 2000)),
    });
}
function readAnswer(error, stdout) {
    const last = stdout.trim().split('\n').at(-1) ?? '';
    try {
        const parsed = JSON.parse(last);
        if (typeof parsed.error === 'string')
            return { error: parsed.error };
        if (Array.isArray(parsed.left)) {
            const { left, formed } = parsed;
            return { left, round: Number(parsed.round), ...(Array.isArray(formed) ? { formed } : {}) };
        }
    }
    catch {
    }
    return {
        error: error ? (error.message.split('\n')[0] ?? 'failed') : `it printed ${last || 'nothing'}`,
    };
}

;// CONCATENATED MODULE: ./build/supervisor/rendezvous-leave-early.js



const IDLE_LIMIT_MS = 30 * 60_000;
function startLeave(python, where, timeoutMs) {
    const child = (0,external_node_child_process_.spawn)(python, ['-c', RENDEZVOUS_LEAVE_SCRIPT, scriptInput(where, timeoutMs)], {
        stdio: ['pipe', 'pipe', 'ignore'],
    });
    const lines = new AnswerLines();
    child.stdout.on('data', (chunk) => lines.add(chunk.toString()));
    child.stdin.on('error', () => { });
    const ended = new Promise((resolve) => {
        child.once('error', () => resolve());
        child.once('close', () => resolve());
    });
    void ended.then(() => lines.end());
    const idle = setTimeout(() => child.kill('SIGKILL'), IDLE_LIMIT_MS);
    idle.unref();
    const ready = lines.next().then((line) => line?.includes('"ready"') === true);
    return {
        ready,
        withdraw: async (pids) => {
            child.stdin.write(`${JSON.stringify({ pids, unlessFormed: true })}\n`);
            const line = await withinTime(lines.next(), timeoutMs);
            return line === undefined ? undefined : answerOf(line);
        },
        run: async (pids) => {
            clearTimeout(idle);
            child.stdin.end(`${JSON.stringify({ pids })}\n`);
            const late = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
            const line = await lines.next();
            clearTimeout(late);
            return line === undefined ? undefined : answerOf(line);
        },
    };
}
function answerOf(line) {
    const answer = readAnswer(null, line);
    return 'error' in answer && answer.error.startsWith('it printed') ? undefined : answer;
}
function withinTime(value, ms) {
    return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ms);
        void value.then((result) => {
            clearTimeout(timer);
            resolve(result);
        });
    });
}
class AnswerLines {
    buffer = '';
    queued = [];
    waiting = [];
    closed = false;
    add(text) {
        this.buffer += text;
        let newline = this.buffer.indexOf('\n');
        while (newline >= 0) {
            this.hand(this.buffer.slice(0, newline));
            this.buffer = this.buffer.slice(newline + 1);
            newline = this.buffer.indexOf('\n');
        }
    }
    end() {
        if (this.buffer.trim())
            this.hand(this.buffer);
        this.buffer = '';
        this.closed = true;
        for (const reader of this.waiting.splice(0))
            reader(undefined);
    }
    next() {
        const line = this.queued.shift();
        if (line !== undefined)
            return Promise.resolve(line);
        if (this.closed)
            return Promise.resolve(undefined);
        return new Promise((resolve) => this.waiting.push(resolve));
    }
    hand(line) {
        const reader = this.waiting.shift();
        if (reader)
            reader(line);
        else
            this.queued.push(line);
    }
}

;// CONCATENATED MODULE: ./build/supervisor/rendezvous-leave.js






const LEAVE_TIMEOUT_MS = 20_000;
const KEEP_ALIVE_LAPSE = '15 s';
async function leaveRendezvous(agents, logger, timeoutMs = LEAVE_TIMEOUT_MS) {
    const first = agents[0];
    if (!first)
        return;
    const where = rendezvousArgs(first.argv);
    if (typeof where === 'string')
        return stayUntilLapse(agents, where, logger);
    const pids = agents.map((agent) => agent.pid);
    report(agents, await runLeave(first.python, where, pids, timeoutMs), logger);
}
function prepareLeave(agents, logger, timeoutMs = LEAVE_TIMEOUT_MS) {
    const first = agents[0];
    const where = first && rendezvousArgs(first.argv);
    if (!first || !where || typeof where === 'string') {
        const why = typeof where === 'string' ? where : 'no torchrun agent to ask for';
        return {
            withdraw: () => Promise.resolve({ kind: 'unknown', why }),
            leave: (gone) => leaveRendezvous(gone, logger, timeoutMs),
        };
    }
    const helper = startLeave(first.python, where, timeoutMs);
    return {
        withdraw: async (pids) => {
            if (!(await helper.ready))
                return { kind: 'unknown', why: 'the helper could not import torch or reach its store' };
            return withdrawal(await helper.withdraw(pids), timeoutMs);
        },
        leave: async (gone) => {
            const pids = gone.map((agent) => agent.pid);
            const answer = (await helper.ready) ? await helper.run(pids) : undefined;
            if (answer === undefined)
                return leaveRendezvous(gone, logger, timeoutMs);
            report(gone, answer, logger);
        },
    };
}
function withdrawal(answer, timeoutMs) {
    if (!answer)
        return { kind: 'unknown', why: `no answer in ${timeoutMs / 1000} s` };
    if ('error' in answer)
        return { kind: 'unknown', why: answer.error };
    return (answer.formed ?? []).length > 0 ? { kind: 'formed' } : { kind: 'withdrawn' };
}
function stayUntilLapse(agents, where, logger) {
    logger.info(`this node's ${who(agents)} stay in torchrun's rendezvous until their keep-alive lapses (${KEEP_ALIVE_LAPSE}): ${where}`);
}
function who(agents) {
    const pids = agents.map((agent) => agent.pid);
    return `${(0,count/* countOf */.p)(pids.length, 'torchrun agent')} (pid ${pids.join(', ')})`;
}
function report(agents, answer, logger) {
    if ('error' in answer) {
        logger.info(`could not take this node's ${who(agents)} out of torchrun's rendezvous (${answer.error}); the others re-form once their keep-alive lapses (${KEEP_ALIVE_LAPSE})`);
    }
    else if (answer.left.length === 0) {
        logger.info(`this node's ${who(agents)} had already left torchrun's rendezvous`);
    }
    else {
        logger.info(`took this node's ${who(agents)} out of torchrun's rendezvous (round ${answer.round}): the others re-form at once, not after ${KEEP_ALIVE_LAPSE}`);
    }
}
function runLeave(python, where, pids, timeoutMs) {
    const input = scriptInput(where, timeoutMs, pids);
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(python, ['-c', RENDEZVOUS_LEAVE_SCRIPT, input], { timeout: timeoutMs, maxBuffer: 1 << 20 }, (error, stdout) => resolve(readAnswer(error, stdout)));
    });
}

;// CONCATENATED MODULE: ./build/supervisor/stop-trainer.js


async function stopTrainer(trainer, options) {
    const interruption = trainer.interrupt
        ? trainer.interrupt()
        : trainer.signalGroup('SIGINT')
            ? PLAIN_INTERRUPTION
            : undefined;
    if (!interruption)
        return { escalation: 'none' };
    if (interruption.departing.length > 0) {
        const rendezvous = options.onDeparting?.(interruption.departing);
        if (rendezvous)
            interruption.withdrawWith?.(rendezvous);
    }
    try {
        const stopped = await escalate(trainer, interruption, options);
        const { departing } = interruption;
        return departing.length > 0 ? { ...stopped, departed: departing } : stopped;
    }
    finally {
        interruption.release();
    }
}
async function escalate(trainer, interruption, options) {
    const { clock, logger } = options;
    const now = clock.now();
    const { reserveMs, killGraceMs } = fitToNotice(options.deadline - now, options.reserveMs, options.killGraceMs);
    const saveBy = options.deadline - reserveMs - killGraceMs;
    logger.info(`${interruption.summary}; it has ${(0,duration/* formatDuration */.a3)(Math.max(0, saveBy - now))} to save and exit`);
    const resume = () => {
        const resumed = interruption.resumeIfDone();
        if (resumed)
            logger.info(resumed);
    };
    if (await waitGone(trainer, saveBy, { ...options, onPoll: resume }))
        return { escalation: 'none' };
    const killedAt = clock.now();
    options.onKill?.(killedAt);
    logger.warning('the trainer is still running; sending SIGTERM');
    trainer.signalGroup('SIGTERM');
    interruption.release();
    if (await waitGone(trainer, clock.now() + killGraceMs, options))
        return { escalation: 'SIGTERM', killedAt };
    logger.warning('the trainer ignored SIGTERM; sending SIGKILL');
    trainer.signalGroup('SIGKILL');
    await waitGone(trainer, clock.now() + 5000, {
        clock,
        ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
    return { escalation: 'SIGKILL', killedAt };
}
function fitToNotice(noticeMs, reserveMs, killGraceMs) {
    const budget = Math.max(0, noticeMs) / 2;
    const wanted = reserveMs + killGraceMs;
    if (wanted <= budget || wanted === 0)
        return { reserveMs, killGraceMs };
    const scale = budget / wanted;
    return { reserveMs: Math.floor(reserveMs * scale), killGraceMs: Math.floor(killGraceMs * scale) };
}
async function waitGone(trainer, until, options) {
    const hurry = { requested: false };
    void options.hurry?.then(() => {
        hurry.requested = true;
    });
    const poll = options.pollMs ?? 50;
    for (options.onPoll?.(); trainer.groupAlive(); options.onPoll?.()) {
        if (hurry.requested || options.clock.now() >= until)
            return false;
        await options.clock.sleep(Math.min(poll, Math.max(1, until - options.clock.now())));
    }
    return true;
}

;// CONCATENATED MODULE: ./build/supervisor/insistence.js
function insistence(logger, proc = process) {
    let resolve = () => undefined;
    const promise = new Promise((r) => {
        resolve = r;
    });
    const onInt = () => {
        logger.warning('SIGINT again: not waiting for the trainer any longer');
        resolve();
    };
    const onTerm = () => logger.warning('SIGTERM while saving: carrying on until the deadline');
    proc.on('SIGINT', onInt);
    proc.on('SIGTERM', onTerm);
    return {
        promise,
        dispose: () => {
            proc.off('SIGINT', onInt);
            proc.off('SIGTERM', onTerm);
        },
    };
}

;// CONCATENATED MODULE: ./build/supervisor/unsaved-watch.js


const UNSAVED_WARNING_MS = 5 * 60_000;
const CHECK_EVERY_MS = 5_000;
function watchUnsaved(params) {
    const { clock, logger } = params;
    const afterMs = params.afterMs ?? UNSAVED_WARNING_MS;
    const stop = new AbortController();
    let warned = false;
    const advice = `checkpoints saved anywhere else are lost with the VM; save them under $SPOT_TRAIN_OUTPUTS_DIR (${params.outputsDir})`;
    const steps = (progress) => progress.firstStep === progress.lastStep
        ? `step ${progress.lastStep ?? '?'}`
        : `steps ${progress.firstStep ?? '?'}..${progress.lastStep ?? '?'}`;
    void (async () => {
        let firstStepAt;
        for (;;) {
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, CHECK_EVERY_MS, stop.signal);
            if (stop.signal.aborted)
                return;
            const progress = params.progress();
            if (progress.lastStep === undefined)
                continue;
            firstStepAt ??= clock.now();
            if (params.stats().filesUploaded > 0)
                return;
            const since = clock.now() - firstStepAt;
            if (since < afterMs)
                continue;
            warned = true;
            logger.warning(`the trainer has reported ${steps(progress)} for ${(0,duration/* formatDuration */.a3)(since)} and nothing in ${params.outputsDir} has been uploaded: ${advice}`);
            return;
        }
    })();
    return {
        end(stats) {
            stop.abort();
            const progress = params.progress();
            if (!stats || warned || stats.filesUploaded > 0 || progress.lastStep === undefined)
                return;
            logger.warning(`this attempt reported ${steps(progress)} and uploaded nothing from ${params.outputsDir}: a restart resumes only from what earlier attempts saved; ${advice}`);
        },
    };
}

;// CONCATENATED MODULE: ./build/supervisor/attempt.js














const INTERRUPTION_MESSAGE = 'Spot instance interruption found. Wrapping up here!';
const HAND_BACK_MESSAGE = 'Ahead of the deadline on on-demand: saving here to go back to spot.';
async function runAttempt(params) {
    const startedAt = params.clock.now();
    await (0,promises_.mkdir)(params.outputsDir, { recursive: true });
    await prepareRestartDir(params.restartDir);
    await (0,promises_.rm)(params.noticeFile, { force: true });
    if (params.warningFile)
        await (0,promises_.rm)(params.warningFile, { force: true });
    const watching = new AbortController();
    const notice = firstNotice(params.sources, watching.signal, params.logger);
    let early;
    void notice.then((value) => (early = value));
    try {
        const session = await CheckpointSession.open(sessionParams(params, startedAt));
        params.milestones?.restored?.(session.restore, params.clock.now());
        const progress = new supervisor_progress/* ProgressTracker */.si(params.stepPattern);
        const guard = { dispose: () => { } };
        const unsaved = watchUnsaved({
            progress: () => progress.current(),
            stats: () => session.stats(),
            outputsDir: params.outputsDir,
            clock: params.clock,
            logger: params.logger,
        });
        let result;
        try {
            const ended = early
                ? await noticeBeforeStart(params, session, early, guard)
                : await train(params, session, { watching, notice, progress, guard });
            result = await finishAttempt(params, session, ended, progress, startedAt);
            return result;
        }
        finally {
            unsaved.end(result?.sync);
            guard.dispose();
        }
    }
    finally {
        watching.abort();
    }
}
function sessionParams(params, startedAt) {
    return {
        store: params.store,
        identity: params.identity,
        outputsDir: params.outputsDir,
        restartDir: params.restartDir,
        restoreToOutputs: params.restoreToOutputs,
        ...(params.restoreFrom ? { restoreFrom: params.restoreFrom } : {}),
        settleMs: params.timing.settleMs,
        scanIntervalMs: params.timing.scanIntervalMs,
        concurrency: params.concurrency,
        retention: params.retention ?? 0,
        startedAt,
        noticeWindow: () => shortestWindow(params.sources),
        clock: params.clock,
        logger: params.logger,
    };
}
async function noticeBeforeStart(params, session, notice, guard) {
    params.logger.warning('the notice came before the trainer started; it is not started');
    await announceNotice(params, session, notice);
    guard.dispose = insistence(params.logger).dispose;
    return { exit: { code: null, signal: null }, notice, escalation: 'none' };
}
async function train(params, session, watch) {
    const { clock, logger } = params;
    try {
        const trainer = startTrainer(params, watch.progress);
        if (trainer.startedPid !== undefined)
            params.onTrainerStart?.(trainer.startedPid);
        distrustAbnormalEnd(params, trainer, session, watch.notice);
        const first = await Promise.race([
            trainer.exited.then((exit) => ({ kind: 'exit', exit })),
            watch.notice.then((value) => ({ kind: 'notice', notice: value })),
        ]);
        watch.watching.abort();
        if (first.kind === 'notice')
            watch.progress.noticeArrived();
        const guard = insistence(logger);
        watch.guard.dispose = guard.dispose;
        return first.kind === 'notice'
            ? await handleNotice(params, trainer, session, first.notice, guard.promise)
            : {
                exit: first.exit,
                exitedAt: clock.now(),
                escalation: await stopLeftovers(trainer, clock, logger),
            };
    }
    catch (error) {
        watch.watching.abort();
        await session.abandon();
        throw error;
    }
}
function distrustAbnormalEnd(params, trainer, session, notice) {
    let noticed = false;
    void notice.then(() => (noticed = true));
    void trainer.exitSeen.then((exit) => {
        const cause = abnormalCause(exit, noticed);
        if (cause)
            session.distrustChangesSince(params.clock.now() - params.timing.settleMs, cause);
    });
}
const KILLS = new Set(['SIGKILL', 'SIGSEGV', 'SIGBUS', 'SIGABRT', 'SIGILL', 'SIGFPE']);
function abnormalCause(exit, noticed) {
    if (exit.signal && (!noticed || KILLS.has(exit.signal)))
        return `the trainer was killed by ${exit.signal}`;
    if (!noticed && exit.code !== 0 && exit.code !== null)
        return `the trainer failed (exit code ${exit.code})`;
    return undefined;
}
async function announceNotice(params, session, notice) {
    const { logger } = params;
    params.onNotice?.(notice);
    const window = (0,duration/* formatDuration */.a3)(notice.deadline - notice.receivedAt);
    if (notice.source === 'hand-back') {
        logger.notice(HAND_BACK_MESSAGE);
        logger.info(`the trainer has ${window} to save`);
    }
    else if (notice.userRequested) {
        logger.info(`stopping: ${notice.reason}; the trainer has ${window} to save`);
    }
    else {
        logger.notice(INTERRUPTION_MESSAGE);
        logger.info(`notice from ${notice.source} (${notice.reason}); the machine goes in ${window}`);
    }
    session.noticeArrived(notice.receivedAt);
    await (0,notice_file/* writeNoticeFile */.m)(params.noticeFile, notice);
}
async function handleNotice(params, trainer, session, notice, hurry) {
    const { logger, timing, clock } = params;
    await announceNotice(params, session, notice);
    let leaving;
    const stopped = await stopTrainer(trainer, {
        deadline: notice.deadline,
        reserveMs: timing.flushReserveMs,
        killGraceMs: timing.killGraceMs,
        clock,
        logger,
        hurry,
        onKill: (at) => session.distrustChangesSince(at - timing.settleMs),
        onDeparting: (agents) => (leaving = prepareLeave(agents, logger)),
    });
    if (stopped.departed)
        void leaving?.leave(stopped.departed);
    const exit = await trainer.exited;
    return { exit, exitedAt: clock.now(), notice, escalation: stopped.escalation };
}

;// CONCATENATED MODULE: ./build/notice/signals.js
class SignalNoticeSource {
    params;
    kind = 'signal';
    constructor(params) {
        this.params = params;
    }
    watch(signal) {
        const proc = this.params.process ?? process;
        return new Promise((resolve) => {
            const cleanup = () => {
                proc.off('SIGTERM', onTerm);
                proc.off('SIGINT', onInt);
            };
            const fire = (name) => {
                cleanup();
                const receivedAt = this.params.clock.now();
                const notice = {
                    source: 'signal',
                    reason: name,
                    receivedAt,
                    deadline: receivedAt + this.params.graceMs,
                };
                const byPerson = name === 'SIGINT' ? this.params.sigintIsUserStop : this.params.sigtermIsUserStop === true;
                resolve(byPerson ? { ...notice, userRequested: true } : notice);
            };
            const onTerm = () => fire('SIGTERM');
            const onInt = () => fire('SIGINT');
            proc.on('SIGTERM', onTerm);
            proc.on('SIGINT', onInt);
            signal.addEventListener('abort', cleanup, { once: true });
        });
    }
}

;// CONCATENATED MODULE: ./build/notice/simulated.js


class SimulatedNoticeSource {
    params;
    kind = 'simulated';
    constructor(params) {
        this.params = params;
    }
    delayMs() {
        const { schedule } = this.params.spec;
        switch (schedule.kind) {
            case 'after':
                return schedule.afterMs;
            case 'at':
                return Math.max(0, schedule.at - this.params.startedAt);
            case 'random': {
                const u = (this.params.random ?? Math.random)();
                return Math.round(-Math.log(1 - u) * schedule.meanMs);
            }
        }
    }
    window() {
        return { ms: this.params.spec.noticeMs, from: 'the drill' };
    }
    async watch(signal) {
        const delay = this.delayMs();
        const { clock, spec } = this.params;
        await (0,base_clock/* sleepUnlessAborted */.b)(clock, this.params.startedAt + delay - clock.now(), signal);
        if (signal.aborted)
            return new Promise(() => undefined);
        const receivedAt = clock.now();
        return {
            source: 'simulated',
            reason: `drill after ${(0,duration/* formatDuration */.a3)(delay)}`,
            receivedAt,
            deadline: receivedAt + spec.noticeMs,
        };
    }
}

;// CONCATENATED MODULE: ./build/restart/attempt-sources.js


function attemptSources(params) {
    const { clock, drill } = params;
    const sources = [
        new SignalNoticeSource({
            clock,
            graceMs: params.signalGraceMs,
            sigintIsUserStop: true,
            sigtermIsUserStop: params.sigtermIsUserStop,
        }),
    ];
    if (drill && params.attempt <= drill.attempts) {
        sources.push(new SimulatedNoticeSource({ spec: drill, clock, startedAt: clock.now() }));
    }
    sources.push(...params.more);
    return sources;
}

;// CONCATENATED MODULE: ./build/restart/attempt-step.js





async function runAttemptStep(params, providers) {
    const { attempt, history, clock, logger } = params;
    const { identity, store } = attempt;
    const tidied = abortAbandonedUploads({ store, ...identity, clock, logger });
    const result = await runAttempt({
        ...params.settings,
        ...attempt,
        sources: attemptSources({
            attempt: identity.attempt,
            signalGraceMs: params.signalGraceMs,
            sigtermIsUserStop: params.sigtermIsUserStop,
            drill: params.drill,
            more: providers.sources ?? [],
            clock,
        }),
        onNotice: (notice) => {
            providers.onNotice?.(notice);
            history.noticed(notice);
        },
        milestones: {
            ...history.milestones,
            firstStep: (step, at) => {
                providers.onFirstStep?.(step, at);
                history.milestones.firstStep?.(step, at);
            },
            ...(providers.onStep ? { step: providers.onStep } : {}),
            ...(providers.onResumeSaid ? { resumeSaid: providers.onResumeSaid } : {}),
        },
        clock,
        logger,
    });
    history.ended(result);
    providers.onEnded?.(result);
    const ended = { result, history, tidied };
    const verdict = (0,decide/* decideAfterAttempt */.yt)(result, params.settings.restartOnExitCodes, params.settings.maxRestarts);
    const restart = await (0,if_due/* restartIfDue */.D)(verdict, providers.restarter(ended));
    return { ...ended, verdict, restart };
}


/***/ }),

/***/ 96486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SA: () => (/* binding */ decideRestart),
/* harmony export */   yt: () => (/* binding */ decideAfterAttempt)
/* harmony export */ });
/* unused harmony export attemptEnd */
function decideAfterAttempt(result, restartOnExitCodes, maxRestarts) {
    return decideRestart({
        manifest: attemptEnd(result),
        job: undefined,
        reclaimed: undefined,
        restartOnExitCodes,
        maxRestarts,
    });
}
function attemptEnd(result) {
    const { notice } = result;
    return {
        state: result.outcome,
        attempt: result.identity.attempt,
        exitCode: result.exit.code,
        ...(notice
            ? {
                notice: {
                    source: notice.source,
                    reason: notice.reason,
                    receivedAt: '',
                    deadline: '',
                    ...(notice.userRequested ? { userRequested: true } : {}),
                },
            }
            : {}),
    };
}
function decideRestart(facts) {
    const decision = decideFromEnd(facts);
    const attempt = facts.manifest?.attempt;
    if (!decision.restart || facts.maxRestarts === undefined || attempt === undefined) {
        return decision;
    }
    if (attempt > facts.maxRestarts) {
        return {
            restart: false,
            ground: 'max-restarts',
            because: `the lineage has had ${attempt - 1} restarts, the most max-restarts (${facts.maxRestarts}) allows`,
        };
    }
    return decision;
}
function decideFromEnd(facts) {
    const manifest = facts.manifest?.state === 'launched' ? undefined : facts.manifest;
    const state = manifest?.state;
    if (state === 'completed') {
        return { restart: false, ground: 'completed', because: 'training completed' };
    }
    if (state === 'interrupted') {
        if (manifest?.notice?.userRequested) {
            return {
                restart: false,
                ground: 'stopped',
                because: `a person stopped the run (${manifest.notice.reason}); what it saved is in the store`,
            };
        }
        return {
            restart: true,
            ground: 'restart',
            because: manifest?.notice?.source === 'hand-back'
                ? 'the supervisor saved the run to hand the lineage back to spot, ahead of its deadline'
                : `the supervisor saved the run after a ${manifest?.notice?.source ?? 'preemption'} notice`,
        };
    }
    if (state === 'failed')
        return afterFailure(manifest?.exitCode, facts.restartOnExitCodes);
    return withoutSeal(manifest, facts);
}
function afterFailure(code, listed) {
    if (code !== undefined && code !== null && listed.has(code)) {
        return {
            restart: true,
            ground: 'restart',
            because: `the trainer exited with ${code}, listed in restart-on-exit-codes`,
        };
    }
    return {
        restart: false,
        ground: 'failed',
        because: `the trainer failed (exit ${code ?? 'by a signal'}); a failing trainer is not restarted unless its exit code is in restart-on-exit-codes`,
    };
}
function withoutSeal(manifest, facts) {
    const { job, reclaimed } = facts;
    if (reclaimed?.value) {
        return {
            restart: true,
            ground: 'restart',
            because: `the VM was reclaimed: ${reclaimed.detail}`,
        };
    }
    if (job?.conclusion === 'cancelled' && !reclaimed) {
        return { restart: false, ground: 'stopped', because: 'the train job was cancelled' };
    }
    if (reclaimed && !reclaimed.value) {
        return {
            restart: false,
            ground: 'not-reclaimed',
            because: `the VM was not reclaimed (${reclaimed.detail})`,
        };
    }
    if (job?.conclusion === 'failure' && manifest) {
        return {
            restart: true,
            ground: 'restart',
            because: 'the train job failed before the supervisor could seal the run: the VM or its runner was lost',
        };
    }
    return {
        restart: false,
        ground: 'never-started',
        because: !manifest
            ? job
                ? `the train step never started (job ${job.conclusion ?? 'still running'})`
                : 'no train job or manifest was found for this run'
            : `the train job ended ${job?.conclusion ?? 'without a conclusion'}`,
    };
}


/***/ }),

/***/ 78358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ restartIfDue),
/* harmony export */   F: () => (/* binding */ warnIfLineageEnds)
/* harmony export */ });
async function restartIfDue(verdict, restarter) {
    if (verdict.ground === 'max-restarts')
        return { kind: 'not-dispatched', reason: verdict.because };
    if (!verdict.restart)
        return { kind: 'not-needed', reason: verdict.because };
    if (typeof restarter === 'string')
        return { kind: 'not-dispatched', reason: restarter };
    return restarter.restart();
}
function warnIfLineageEnds(verdict, logger) {
    if (verdict.ground === 'max-restarts')
        logger.warning(`no restart: ${verdict.because}`);
}


/***/ }),

/***/ 29921:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tw: () => (/* binding */ readAttemptSettings),
/* harmony export */   Xy: () => (/* binding */ storeDirSetting),
/* harmony export */   tv: () => (/* binding */ attemptSeparations)
/* harmony export */ });
/* harmony import */ var _supervisor_step_pattern_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95754);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84830);
/* harmony import */ var _input_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69185);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13496);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39416);





function readAttemptSettings(source) {
    const duration = (input, range) => (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(source.text(input), source.name(input), range);
    const integer = (input, range) => (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseInteger */ .cG)(source.text(input), source.name(input), range);
    return {
        restoreToOutputs: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.restoreToOutputs), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.restoreToOutputs)),
        restartOnExitCodes: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseExitCodes */ .I8)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.restartOnExitCodes), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.restartOnExitCodes)),
        maxRestarts: integer(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.maxRestarts, _ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .RESTARTS_RANGE */ .vE),
        timing: {
            settleMs: duration(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.settleTime),
            scanIntervalMs: duration(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.scanInterval, _ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .SCAN_RANGE */ .SF),
            flushReserveMs: duration(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.flushReserve),
            killGraceMs: duration(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.killGrace),
        },
        concurrency: integer(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.uploadConcurrency, _ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .CONCURRENCY_RANGE */ .Y_),
        retention: integer(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.retention, _ranges_js__WEBPACK_IMPORTED_MODULE_2__/* .RETENTION_RANGE */ .bM),
        stepPattern: (0,_supervisor_step_pattern_js__WEBPACK_IMPORTED_MODULE_4__/* .checkStepPattern */ .f)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.stepPattern), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.stepPattern)),
    };
}
function attemptSeparations(dirs) {
    const { outputs, restart, store, wipes } = dirs;
    return [
        {
            a: outputs,
            b: restart,
            way: 'either',
            because: 'restored files would be uploaded again, one level deeper on every attempt',
        },
        { a: outputs, b: store, way: 'either', because: 'the store would upload itself' },
        { a: restart, b: store, way: 'either', because: `the store would be lost: ${wipes}` },
    ];
}
function storeDirSetting(source, location) {
    return location.kind === 'file' && location.dir !== undefined
        ? { name: source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.store), path: location.dir }
        : undefined;
}


/***/ }),

/***/ 46620:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C4: () => (/* binding */ CLI_DEFAULTS),
/* harmony export */   K5: () => (/* binding */ LOCAL_STORE),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* harmony import */ var _input_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69185);

const DEFAULTS = {
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.nodes]: '1',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.outputs]: 'outputs',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.workingDirectory]: '.',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.restartDir]: '_restart',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.restoreToOutputs]: 'true',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.settleTime]: '2s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.scanInterval]: '1s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.uploadConcurrency]: '4',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.flushReserve]: '15s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.killGrace]: '10s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.signalNotice]: '10s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.interruptOnRebalance]: 'false',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.azureAckEvents]: 'false',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.gcpNotice]: '30s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.s3ForcePathStyle]: 'false',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.s3PartSize]: '16MiB',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.s3PartConcurrency]: '4',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.artifactInterval]: '2m',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.retention]: '0',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.restart]: 'true',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.sealTimeout]: '3m',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.maxRestarts]: '10',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.trainJob]: 'train',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.claimTimeout]: '10m',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.diskSize]: '100',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.onDemandFallback]: 'false',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.hostMarket]: 'spot',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.onDemandAfter]: '0',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.onDemandAfterTime]: '0s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.restartBackoff]: '0s',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.ladderOrder]: 'learned',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.reclaimCooldown]: '1h',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.maxLifetime]: '24h',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.runnerVersion]: 'latest',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.runnerArch]: 'x64',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.onlineTimeout]: '10m',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.rendezvousPort]: '29500',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.dryRun]: 'false',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.cacheBackend]: 'github',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.cacheMaxSize]: '10GiB',
};
const LOCAL_STORE = 'file://.spot-train/store';
const CLI_DEFAULTS = {
    ...DEFAULTS,
    [_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.store]: LOCAL_STORE,
};


/***/ }),

/***/ 30449:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ parseSimulatedSpec),
/* harmony export */   Ks: () => (/* binding */ DEFAULT_NOTICE_MS),
/* harmony export */   iD: () => (/* binding */ afterDrill)
/* harmony export */ });
/* unused harmony export DEFAULT_DRILL_ATTEMPTS */
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45145);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84830);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13496);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39416);




const DEFAULT_NOTICE_MS = 120_000;
const DEFAULT_DRILL_ATTEMPTS = 1;
const EXPECTED = 'expected after:DURATION, at:ISO-8601-TIME or random:MEAN-DURATION, optionally followed by ,notice:DURATION and ,attempts:N (e.g. "after:10m,notice:30s")';
function parseSimulatedSpec(value, name) {
    let schedule;
    let noticeMs = DEFAULT_NOTICE_MS;
    let attempts = DEFAULT_DRILL_ATTEMPTS;
    for (const part of value.split(',').map((p) => p.trim())) {
        const colon = part.indexOf(':');
        const key = colon < 0 ? part : part.slice(0, colon);
        const arg = colon < 0 ? '' : part.slice(colon + 1).trim();
        const within = `${name}: ${key}`;
        if (key === 'after' && !schedule)
            schedule = { kind: 'after', afterMs: (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(arg, within, _duration_js__WEBPACK_IMPORTED_MODULE_0__/* .ZERO_OR_MORE */ .NN) };
        else if (key === 'random' && !schedule)
            schedule = { kind: 'random', meanMs: (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(arg, within, _duration_js__WEBPACK_IMPORTED_MODULE_0__/* .ABOVE_ZERO */ .nz) };
        else if (key === 'at' && !schedule)
            schedule = { kind: 'at', at: parseTime(arg, name) };
        else if (key === 'notice')
            noticeMs = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(arg, within, _ranges_js__WEBPACK_IMPORTED_MODULE_1__/* .NOTICE_RANGE */ .n0);
        else if (key === 'attempts')
            attempts = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInteger */ .cG)(arg, within, { min: 1, max: 10_000 });
        else
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${value}" is not a drill; ${EXPECTED}`);
    }
    if (!schedule)
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${value}" names no schedule; ${EXPECTED}`);
    return { schedule, noticeMs, attempts };
}
function afterDrill(afterMs) {
    return {
        schedule: { kind: 'after', afterMs },
        noticeMs: DEFAULT_NOTICE_MS,
        attempts: DEFAULT_DRILL_ATTEMPTS,
    };
}
function parseTime(text, name) {
    const at = Date.parse(text);
    if (!/^\d{4}-\d\d-\d\dT/.test(text) || Number.isNaN(at)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${text}" is not an ISO 8601 time; ${EXPECTED}`);
    }
    return at;
}


/***/ }),

/***/ 84830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   NN: () => (/* binding */ ZERO_OR_MORE),
/* harmony export */   _o: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   mB: () => (/* binding */ WITHIN_A_YEAR),
/* harmony export */   nz: () => (/* binding */ ABOVE_ZERO)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
const MAX_TIMER_MS = 24 * 86_400_000;
const ZERO_OR_MORE = { min: 0, max: MAX_TIMER_MS };
const ABOVE_ZERO = { min: 1, max: MAX_TIMER_MS };
const WITHIN_A_YEAR = { min: 0, max: 365 * 86_400_000 };
function parseDuration(value, name, range = ZERO_OR_MORE) {
    const ms = readDuration(value, name);
    if (ms < range.min || ms > range.max) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is out of range; expected a duration ${describeRange(range)}`);
    }
    return ms;
}
function readDuration(value, name) {
    const text = value.trim();
    let total = 0;
    let consumed = 0;
    PART.lastIndex = 0;
    for (let match = PART.exec(text); match; match = PART.exec(text)) {
        const [whole, amount, unit] = match;
        total += Number(amount) * (UNIT_MS[unit ?? ''] ?? Number.NaN);
        consumed += whole.length;
    }
    if (text === '' || consumed !== text.length || !Number.isFinite(total)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a duration; expected a number with a unit, such as 90s, 10m, 1h30m or 250ms`);
    }
    return Math.round(total);
}
function describeRange(range) {
    if (range.min === 0)
        return `of at most ${formatLimit(range.max)}`;
    if (range.min === 1)
        return `above zero and at most ${formatLimit(range.max)}`;
    return `from ${formatLimit(range.min)} to ${formatLimit(range.max)}`;
}
function formatLimit(ms) {
    const unit = Object.entries(UNIT_MS)
        .sort(([, a], [, b]) => b - a)
        .find(([, size]) => ms % size === 0);
    return unit ? `${ms / unit[1]}${unit[0]}` : `${ms}ms`;
}


/***/ }),

/***/ 69185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ readMode),
/* harmony export */   pH: () => (/* binding */ SECRET_INPUTS),
/* harmony export */   pd: () => (/* binding */ Input)
/* harmony export */ });
/* unused harmony export MODES */
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const Input = {
    mode: 'mode',
    run: 'run',
    nodes: 'nodes',
    nodeRank: 'node-rank',
    minNodes: 'min-nodes',
    rendezvous: 'rendezvous',
    outputs: 'outputs',
    store: 'store',
    restartFrom: 'restart-from',
    restartDir: 'restart-dir',
    restoreToOutputs: 'restore-to-outputs',
    workingDirectory: 'working-directory',
    simulateInterruption: 'simulate-interruption',
    restartOnExitCodes: 'restart-on-exit-codes',
    maxRestarts: 'max-restarts',
    settleTime: 'settle-time',
    scanInterval: 'scan-interval',
    uploadConcurrency: 'upload-concurrency',
    flushReserve: 'flush-reserve',
    killGrace: 'kill-grace',
    signalNotice: 'signal-notice',
    stepPattern: 'step-pattern',
    cloud: 'cloud',
    interruptOnRebalance: 'interrupt-on-rebalance',
    azureAckEvents: 'azure-ack-events',
    gcpNotice: 'gcp-notice',
    s3Endpoint: 's3-endpoint',
    s3ForcePathStyle: 's3-force-path-style',
    s3PartSize: 's3-part-size',
    s3PartConcurrency: 's3-part-concurrency',
    gcsEndpoint: 'gcs-endpoint',
    artifactInterval: 'artifact-interval',
    githubToken: 'github-token',
    checkName: 'check-name',
    retention: 'retention',
    restart: 'restart',
    sealTimeout: 'seal-timeout',
    trainJob: 'train-job',
    instanceId: 'instance-id',
    region: 'region',
    zone: 'zone',
    claimTimeout: 'claim-timeout',
    prices: 'prices',
    instanceTypes: 'instance-types',
    regions: 'regions',
    zones: 'zones',
    image: 'image',
    diskSize: 'disk-size',
    maxPrice: 'max-price',
    onDemandFallback: 'on-demand-fallback',
    hostMarket: 'host-market',
    runnerToken: 'runner-token',
    runnerVersion: 'runner-version',
    runnerSha256: 'runner-sha256',
    runnerArch: 'runner-arch',
    runnerLabels: 'runner-labels',
    maxLifetime: 'max-lifetime',
    preRunnerScript: 'pre-runner-script',
    onlineTimeout: 'online-timeout',
    cloudOptions: 'cloud-options',
    dryRun: 'dry-run',
    onDemandAfter: 'on-demand-after',
    onDemandAfterTime: 'on-demand-after-time',
    ladderOrder: 'ladder-order',
    reclaimCooldown: 'reclaim-cooldown',
    deadline: 'deadline',
    totalSteps: 'total-steps',
    restartBackoff: 'restart-backoff',
    rendezvousPort: 'rendezvous-port',
    cachePaths: 'cache-paths',
    cacheKey: 'cache-key',
    cacheBackend: 'cache-backend',
    cacheMaxSize: 'cache-max-size',
};
const SECRET_INPUTS = [Input.githubToken, Input.runnerToken];
const MODES = ['launch', 'train', 'finalize', 'janitor', 'warm'];
function readMode(get) {
    const mode = get(Input.mode).trim();
    if (!MODES.includes(mode)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${Input.mode}: "${mode}" is not a mode; expected one of ${MODES.join(', ')}`);
    }
    return mode;
}


/***/ }),

/***/ 70820:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ requireDirectory),
/* harmony export */   XN: () => (/* binding */ requireSeparate),
/* harmony export */   jj: () => (/* binding */ requireCreatable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45145);



function requireSeparate(separations) {
    for (const { a, b, way, because, fix } of separations) {
        if (b === undefined)
            continue;
        const [outer, inner] = [canonical(a.path), canonical(b.path)];
        const clash = within(inner, outer) ? a : way === 'either' && within(outer, inner) ? b : null;
        if (!clash)
            continue;
        const other = clash === a ? b : a;
        const relation = outer === inner ? 'is the same directory as' : 'contains';
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${clash.name}: "${clash.path}" ${relation} ${other.name} "${other.path}"; ${because}. ${fix ?? `Give ${a.name} and ${b.name} directories apart from each other`}`);
    }
}
function within(inner, outer) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(outer, inner);
    return path === '' || (path !== '..' && !path.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path));
}
function canonical(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
        return parent === path ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(canonical(parent), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path));
    }
}
function requireCreatable(dirs) {
    for (const dir of dirs) {
        if (dir === undefined)
            continue;
        const existing = deepestExisting(dir.path);
        const kind = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(existing).isDirectory() ? 'directory' : 'file';
        if (kind === 'file') {
            const what = existing === dir.path ? 'is a file' : `is inside the file "${existing}"`;
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${dir.name}: "${dir.path}" ${what}; expected a directory`);
        }
        if (existing === dir.path)
            continue;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(existing, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
        }
        catch {
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${dir.name}: "${dir.path}" cannot be created, since "${existing}" is read-only; give a directory this user may write`);
        }
    }
}
function deepestExisting(path) {
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            return at;
    }
}
function requireDirectory(dir) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir.path, { throwIfNoEntry: false })?.isDirectory()) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${dir.name}: ${dir.path} is not a directory of this checkout`);
    }
}


/***/ }),

/***/ 13496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QJ: () => (/* binding */ NODES_RANGE),
/* harmony export */   SF: () => (/* binding */ SCAN_RANGE),
/* harmony export */   Y_: () => (/* binding */ CONCURRENCY_RANGE),
/* harmony export */   bM: () => (/* binding */ RETENTION_RANGE),
/* harmony export */   n0: () => (/* binding */ NOTICE_RANGE),
/* harmony export */   vE: () => (/* binding */ RESTARTS_RANGE)
/* harmony export */ });
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84830);

const RESTARTS_RANGE = { min: 0, max: 1000 };
const RETENTION_RANGE = { min: 0, max: 10_000 };
const CONCURRENCY_RANGE = { min: 1, max: 64 };
const SCAN_RANGE = { min: 10, max: _duration_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMER_MS */ ._o };
const NOTICE_RANGE = { min: 1000, max: _duration_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMER_MS */ ._o };
const NODES_RANGE = { min: 1, max: 64 };


/***/ }),

/***/ 27267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseSize)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const UNIT_BYTES = {
    B: 1,
    KiB: 1 << 10,
    MiB: 1 << 20,
    GiB: 1 << 30,
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
};
function parseSize(value, name) {
    const match = /^(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|KB|MB|GB)$/.exec(value.trim());
    const bytes = match ? Number(match[1]) * (UNIT_BYTES[match[2] ?? ''] ?? Number.NaN) : Number.NaN;
    if (!Number.isFinite(bytes)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a size; expected a number with a unit, such as 16MiB, 64MB or 1GiB`);
    }
    return Math.round(bytes);
}


/***/ }),

/***/ 73111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ flagSource),
/* harmony export */   w: () => (/* binding */ inputSource)
/* harmony export */ });
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46620);

function inputSource(get) {
    return {
        text: (input, fallback) => get(input).trim() || (fallback ?? _defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULTS */ .zY[input] ?? ''),
        raw: (input) => get(input),
        name: (input) => input,
    };
}
function flagSource(values, flags) {
    const given = (input) => {
        const flag = flags[input];
        const value = flag === undefined ? undefined : values[flag];
        return value === true ? 'true' : typeof value === 'string' ? value : undefined;
    };
    return {
        text: (input, fallback) => given(input)?.trim() ?? fallback ?? _defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .CLI_DEFAULTS */ .C4[input] ?? '',
        raw: (input) => given(input) ?? '',
        name: (input) => `--${flags[input] ?? input}`,
    };
}


/***/ }),

/***/ 17045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   storeSecrets: () => (/* binding */ storeSecrets)
/* harmony export */ });
function storeSecrets(env) {
    const azure = env.AZURE_STORAGE_CONNECTION_STRING;
    return azure ? { azureConnectionString: azure } : {};
}


/***/ }),

/***/ 12705:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ES: () => (/* binding */ readOptionalStore),
/* harmony export */   lz: () => (/* binding */ readStoreSettings)
/* harmony export */ });
/* unused harmony export readStoreOptions */
/* harmony import */ var _store_secrets_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(17045);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45145);
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74809);
/* harmony import */ var _store_store_location_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96595);
/* harmony import */ var _store_store_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(57628);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84830);
/* harmony import */ var _input_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69185);
/* harmony import */ var _size_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27267);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39416);









function readStoreSettings(source, params) {
    const url = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.store);
    if (url === '') {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.store)}: required in ${params.mode} mode; for example s3://my-bucket/runs or file:///mnt/shared`);
    }
    const location = (0,_store_store_location_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStoreUrl */ .q)(url, source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.store), params.cwd);
    refuseKernelFiles(location, source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.store));
    params.refuse?.(location);
    const options = readStoreOptions(source, params.env);
    if (location.kind !== 'artifact')
        return { location, options };
    return {
        location,
        options: { ...options, artifactRun: artifactRun(location.url, source, params) },
    };
}
const KERNEL_TREES = ['/proc', '/sys', '/dev'];
function refuseKernelFiles(location, name) {
    if (location.kind !== 'file')
        return;
    const tree = KERNEL_TREES.find((top) => location.dir === top || location.dir.startsWith(`${top}/`));
    if (tree === undefined)
        return;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${location.url}" is under ${tree}, which the kernel makes up and which holds no files written to it; give a directory on a disk, such as file:///mnt/store`);
}
function readOptionalStore(source, params) {
    const url = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.store);
    if (url !== '')
        return readStoreSettings(source, params);
    readStoreOptions(source, params.env);
    return undefined;
}
function readStoreOptions(source, env) {
    const pathStyle = (0,_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseBoolean */ .yG)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3ForcePathStyle), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3ForcePathStyle));
    const endpoint = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3Endpoint);
    if (endpoint !== '')
        checkEndpoint(endpoint, source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3Endpoint));
    const gcsEndpoint = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.gcsEndpoint);
    if (gcsEndpoint !== '')
        checkEndpoint(gcsEndpoint, source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.gcsEndpoint));
    const partSize = readPartSize(source);
    const concurrency = (0,_values_js__WEBPACK_IMPORTED_MODULE_6__/* .parseInteger */ .cG)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3PartConcurrency), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3PartConcurrency), { min: 1, max: 64 });
    const interval = (0,_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E9)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.artifactInterval), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.artifactInterval), _duration_js__WEBPACK_IMPORTED_MODULE_2__/* .ZERO_OR_MORE */ .NN);
    const envEndpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
    const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
    const emulator = gcsEndpoint || env.STORAGE_EMULATOR_HOST;
    const token = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.githubToken);
    return {
        artifactIntervalMs: interval,
        ...(token === '' ? {} : { githubToken: token }),
        ...(endpoint === '' ? {} : { s3Endpoint: endpoint }),
        ...(envEndpoint === undefined ? {} : { s3EnvEndpoint: envEndpoint }),
        ...(region === undefined ? {} : { s3Region: region }),
        ...(emulator ? { gcsEndpoint: emulator } : {}),
        ...(pathStyle ? { s3ForcePathStyle: true } : {}),
        ...(0,_store_secrets_js__WEBPACK_IMPORTED_MODULE_7__.storeSecrets)(env),
        s3PartSizeBytes: partSize,
        s3PartConcurrency: concurrency,
    };
}
function readPartSize(source) {
    const text = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3PartSize);
    const name = source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.s3PartSize);
    const size = (0,_size_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSize */ .D)(text, name);
    if (size < _store_store_options_js__WEBPACK_IMPORTED_MODULE_8__/* .S3_MIN_PART_SIZE */ .sv || size > _store_store_options_js__WEBPACK_IMPORTED_MODULE_8__/* .S3_MAX_PART_SIZE */ .AK) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${text}" is outside what S3 accepts for a part; expected 5MiB to 5GiB`);
    }
    return size;
}
function artifactRun(url, source, params) {
    const { env } = params;
    const missing = [
        'ACTIONS_RUNTIME_TOKEN',
        'ACTIONS_RESULTS_URL',
        'GITHUB_RUN_ID',
        'GITHUB_REPOSITORY',
    ].filter((variable) => !env[variable]);
    if (missing.length > 0) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.store)}: "${url}" works only inside a GitHub Actions job (${missing.join(', ')} not set); use s3://BUCKET/PREFIX or file://DIR elsewhere`);
    }
    const run = (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_0__/* .runFromEnv */ .xc)(env, params.cwd);
    const token = source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Input */ .pd.githubToken) || env.GITHUB_TOKEN;
    return {
        runId: run.runId,
        ...run.repo,
        ...(token ? { token } : {}),
        ...(run.runnerTemp === undefined ? {} : { scratchDir: run.runnerTemp }),
    };
}
function checkEndpoint(endpoint, name) {
    let url;
    try {
        url = new URL(endpoint);
    }
    catch {
        url = undefined;
    }
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${endpoint}" is not a URL; expected http(s)://HOST[:PORT], such as http://localhost:9000`);
    }
}


/***/ }),

/***/ 39416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I8: () => (/* binding */ parseExitCodes),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

function parseBoolean(value, name) {
    const text = value.trim();
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a boolean; expected true or false`);
}
function parseInteger(value, name, range) {
    const text = value.trim();
    const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not valid; expected a whole number from ${range.min} to ${range.max}`);
    }
    return number;
}
function parseExitCodes(value, name) {
    const parts = value.split(/[\s,]+/).filter((part) => part !== '');
    return new Set(parts.map((part) => parseInteger(part, name, { min: 1, max: 255 })));
}
function listOf(text) {
    return text
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}


/***/ }),

/***/ 21314:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ parseName),
/* harmony export */   Vi: () => (/* binding */ stateName),
/* harmony export */   aE: () => (/* binding */ keyHash),
/* harmony export */   cB: () => (/* binding */ claimName),
/* harmony export */   cL: () => (/* binding */ batchName),
/* harmony export */   mP: () => (/* binding */ invalidBaseName)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);

function batchName(base, writer, seq) {
    return `${base}.files.${writer}.${seq}`;
}
function stateName(base, writer, seq) {
    return `${base}.state.${writer}.${seq}.json`;
}
function claimName(base, key) {
    return `${base}.claim.${keyHash(key)}.json`;
}
function keyHash(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex').slice(0, 32);
}
function parseName(base, name) {
    if (!name.startsWith(`${base}.`))
        return undefined;
    const rest = name.slice(base.length + 1);
    const numbered = /^(files|state)\.([0-9a-f]{12})\.(\d{1,9})(\.json)?$/.exec(rest);
    if (numbered) {
        const [, kind, writer = '', seq = '0', json] = numbered;
        if ((kind === 'state') !== (json !== undefined))
            return undefined;
        return { kind: kind === 'state' ? 'state' : 'files', writer, seq: Number(seq) };
    }
    const claim = /^claim\.([0-9a-f]{32})\.json$/.exec(rest);
    return claim?.[1] ? { kind: 'claim', keyHash: claim[1] } : undefined;
}
function invalidBaseName(base) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(base)) {
        return 'expected 1 to 80 letters, digits, "-" or "_", starting with a letter or digit';
    }
    return undefined;
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

/***/ 68140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readCreated),
/* harmony export */   U: () => (/* binding */ createOnce)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45145);
/* harmony import */ var _base_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31666);
/* harmony import */ var _torn_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37175);



const CLAIM_RETRIES = { attempts: 8, baseDelayMs: 500, maxDelayMs: 15_000 };
async function createOnce(store, key, text, options) {
    const generations = options.whole ? _torn_record_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RECORD_GENERATIONS */ .Fz : 1;
    for (let generation = 1; generation <= generations; generation++) {
        const attempt = (0,_torn_record_js__WEBPACK_IMPORTED_MODULE_1__/* .generationKey */ .g_)(key, generation);
        const mine = await createOne(store, attempt, text, options);
        if (mine !== 'taken')
            return mine;
        const found = options.whole
            ? await (0,_torn_record_js__WEBPACK_IMPORTED_MODULE_1__/* .settledRecord */ .hP)(store, attempt, options.whole, options)
            : await store.readText(attempt);
        if (found !== _torn_record_js__WEBPACK_IMPORTED_MODULE_1__/* .TORN */ .aA)
            return found === text;
    }
    return false;
}
async function readCreated(store, key, whole) {
    for (let generation = 1; generation <= _torn_record_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RECORD_GENERATIONS */ .Fz; generation++) {
        const text = await store.readText((0,_torn_record_js__WEBPACK_IMPORTED_MODULE_1__/* .generationKey */ .g_)(key, generation));
        if (text === undefined || whole(text))
            return text;
    }
    return undefined;
}
async function createOne(store, key, text, options) {
    const create = options.exclusive === false && store.createIfAbsent
        ? store.createIfAbsent.bind(store)
        : store.createExclusive.bind(store);
    return (0,_base_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(async () => {
        if (await create(key, text))
            return true;
        return (await store.readText(key)) === text ? true : 'taken';
    }, {
        clock: options.clock,
        policy: options.policy ?? CLAIM_RETRIES,
        onRetry: (error, attempt, delayMs) => options.logger.warning(`creating ${key} failed (try ${attempt}): ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}; retrying in ${delayMs}ms`),
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

/***/ 74460:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nc: () => (/* binding */ WHOLE_READ),
/* harmony export */   Tq: () => (/* binding */ readSmallSync),
/* harmony export */   f8: () => (/* binding */ writeWhole),
/* harmony export */   o5: () => (/* binding */ readSmall),
/* harmony export */   vC: () => (/* binding */ placeBytes),
/* harmony export */   zd: () => (/* binding */ renameInto)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57975);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7090);






const WHOLE_READ = 1024 * 1024;
const openAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.open);
const writeFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFile);
const fdatasyncAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.fdatasync);
const closeAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_4__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_1__.close);
function readSmallSync(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'r');
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size <= WHOLE_READ ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(fd) : undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
async function readSmall(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, 'r');
    try {
        return (await handle.stat()).size <= WHOLE_READ ? await handle.readFile() : undefined;
    }
    finally {
        await handle.close();
    }
}
async function writeWhole(temp, data, calls, flush) {
    const fd = await calls.run(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(temp, 'wx'), () => openAsync(temp, 'wx'));
    try {
        await calls.run(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(fd, data), () => writeFileAsync(fd, data));
        if (flush)
            await fdatasyncAsync(fd);
    }
    finally {
        await calls.run(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd), () => closeAsync(fd));
    }
}
async function renameInto(from, to, calls) {
    try {
        await calls.run(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(from, to), () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(from, to));
    }
    catch (error) {
        if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_5__/* .errorCode */ .C)(error) !== 'ENOENT')
            throw error;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(to), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(from, to);
    }
}
async function placeBytes(localPath, data, calls) {
    const temp = `${localPath}.spot-train-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(localPath), { recursive: true }).catch(() => undefined);
        await writeWhole(temp, data, calls, false);
        await renameInto(temp, localPath, calls);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true });
        throw error;
    }
}


/***/ }),

/***/ 60930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ gangStopKey),
/* harmony export */   A0: () => (/* binding */ isHistoryKey),
/* harmony export */   Al: () => (/* binding */ isValidId),
/* harmony export */   DN: () => (/* binding */ runIndexText),
/* harmony export */   E9: () => (/* binding */ successorKey),
/* harmony export */   Eo: () => (/* binding */ claimKey),
/* harmony export */   FW: () => (/* binding */ lineageCheckKey),
/* harmony export */   Ox: () => (/* binding */ historyKey),
/* harmony export */   QI: () => (/* binding */ runOfKey),
/* harmony export */   Ql: () => (/* binding */ nodeOfFolder),
/* harmony export */   R2: () => (/* binding */ lineageOfIndex),
/* harmony export */   RY: () => (/* binding */ lineageEntryKey),
/* harmony export */   Rn: () => (/* binding */ manifestKey),
/* harmony export */   TN: () => (/* binding */ lineageRunsOf),
/* harmony export */   VF: () => (/* binding */ gangChangesPrefix),
/* harmony export */   aI: () => (/* binding */ continuedRunOfIndex),
/* harmony export */   cK: () => (/* binding */ runPrefix),
/* harmony export */   fF: () => (/* binding */ runIndexKey),
/* harmony export */   l7: () => (/* binding */ packKey),
/* harmony export */   lf: () => (/* binding */ ownerKey),
/* harmony export */   mH: () => (/* binding */ lineageIndexPrefix),
/* harmony export */   t7: () => (/* binding */ lineageEntryOf),
/* harmony export */   w2: () => (/* binding */ writerPrefix),
/* harmony export */   wm: () => (/* binding */ fileKey)
/* harmony export */ });
/* unused harmony export LINEAGE_INDEX */
/* harmony import */ var _torn_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37175);

function runPrefix(lineage, runId) {
    return `${lineage}/${runId}/`;
}
function writerPrefix(lineage, runId, node) {
    return node === undefined
        ? runPrefix(lineage, runId)
        : `${runPrefix(lineage, runId)}node-${node}/`;
}
function manifestKey(lineage, runId, node) {
    return `${writerPrefix(lineage, runId, node)}manifest.json`;
}
function nodeOfFolder(name) {
    const match = /^node-(0|[1-9][0-9]{0,3})$/.exec(name);
    return match ? Number(match[1]) : undefined;
}
function gangStopKey(lineage, runId) {
    return `${runPrefix(lineage, runId)}gang-stop`;
}
function claimKey(lineage, runId, generation = 1) {
    return (0,_torn_record_js__WEBPACK_IMPORTED_MODULE_0__/* .generationKey */ .g_)(`${runPrefix(lineage, runId)}restart.claim`, generation);
}
function ownerKey(lineage, runId, node) {
    return `${writerPrefix(lineage, runId, node)}owner`;
}
function successorKey(lineage, runId) {
    return `${runPrefix(lineage, runId)}successor`;
}
function fileKey(prefix, path, seq, firstVersion) {
    return firstVersion ? `${prefix}files/${path}` : `${prefix}files/.v${seq}/${path}`;
}
function packKey(prefix, seq) {
    return `${prefix}files/.pack/${seq}`;
}
function isValidId(id) {
    return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id);
}
function runIndexKey(runId) {
    return `runs/${runId}`;
}
function runOfKey(key) {
    const parts = key.split('/');
    if (parts[0] === 'runs' && parts.length === 2)
        return parts[1];
    if (parts[0] === LINEAGE_INDEX)
        return parts.length === 3 ? lineageEntryOf(parts[2] ?? '')?.runId : undefined;
    return parts.length >= 3 ? parts[1] : undefined;
}
function lineageRunsOf(prefix) {
    const parts = prefix.split('/').filter((part) => part !== '');
    if (parts[0] === 'runs')
        return [];
    if (parts[0] === LINEAGE_INDEX)
        return parts.slice(1, 2);
    return parts.slice(0, 2);
}
const LINEAGE_INDEX = '.lineages';
function lineageIndexPrefix(lineage) {
    return lineage === undefined ? `${LINEAGE_INDEX}/` : `${LINEAGE_INDEX}/${lineage}/`;
}
function lineageEntryKey(lineage, attempt, runId) {
    return `${lineageIndexPrefix(lineage)}${String(attempt).padStart(6, '0')}-${runId}`;
}
function lineageEntryOf(name) {
    const match = /^([0-9]{6,})-(.+)$/.exec(name);
    if (!match || !isValidId(match[2] ?? ''))
        return undefined;
    return { attempt: Number(match[1]), runId: match[2] ?? '' };
}
function runIndexText(lineage, continues) {
    return continues === undefined ? `${lineage}\n` : `${lineage}\nafter ${continues}\n`;
}
function lineageOfIndex(text) {
    return text.split('\n', 1)[0]?.trim() ?? '';
}
function continuedRunOfIndex(text) {
    return /^after (\S+)$/m.exec(text)?.[1];
}
function historyKey(lineage, runId, event) {
    return `${runPrefix(lineage, runId)}history/${event}.json`;
}
function lineageCheckKey(lineage) {
    return historyKey(lineage, lineage, 'check-run');
}
function gangChangesPrefix(lineage, runId) {
    return `${runPrefix(lineage, runId)}history/gang/`;
}
function isHistoryKey(lineage, runId, key) {
    return key.startsWith(`${runPrefix(lineage, runId)}history/`);
}


/***/ }),

/***/ 26864:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ isMissingObject),
/* harmony export */   m: () => (/* binding */ isOutOfSpace)
/* harmony export */ });
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7090);

function* causes(error) {
    let current = error;
    for (let depth = 0; current !== undefined && depth < 8; depth++) {
        yield current;
        current =
            typeof current === 'object' && current !== null
                ? current.cause
                : undefined;
    }
}
function isMissingObject(error) {
    for (const cause of causes(error)) {
        if (typeof cause !== 'object' || cause === null)
            continue;
        const { name, code, statusCode, status, $metadata } = cause;
        if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_0__/* .errorCode */ .C)(cause) === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound')
            return true;
        if (code === 'BlobNotFound' || code === 404 || statusCode === 404 || status === 404)
            return true;
        if ($metadata?.httpStatusCode === 404)
            return true;
    }
    return false;
}
function isOutOfSpace(error) {
    for (const cause of causes(error)) {
        const code = (0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_0__/* .errorCode */ .C)(cause);
        if (code === 'ENOSPC' || code === 'EDQUOT')
            return true;
    }
    return false;
}


/***/ }),

/***/ 12604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ openStore)
/* harmony export */ });
async function openStore(location, options = {}) {
    switch (location.kind) {
        case 'file': {
            const { FileStore } = await __webpack_require__.e(/* import() */ 8970).then(__webpack_require__.bind(__webpack_require__, 28970));
            return new FileStore(location.dir, options.logger);
        }
        case 's3':
            return (await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(6752), __webpack_require__.e(3711), __webpack_require__.e(8640)]).then(__webpack_require__.bind(__webpack_require__, 58640))).openS3Store(location, options);
        case 'gs':
            return (await __webpack_require__.e(/* import() */ 1362).then(__webpack_require__.bind(__webpack_require__, 11362))).openGcsStore(location, options);
        case 'azure':
            return (await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(2450), __webpack_require__.e(5738), __webpack_require__.e(6932), __webpack_require__.e(2244), __webpack_require__.e(8600)]).then(__webpack_require__.bind(__webpack_require__, 78600))).openAzureStore(location, options);
        case 'artifact':
            return (await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(3838), __webpack_require__.e(2450), __webpack_require__.e(5738), __webpack_require__.e(5561), __webpack_require__.e(6932), __webpack_require__.e(2244), __webpack_require__.e(4420), __webpack_require__.e(8946), __webpack_require__.e(8481)]).then(__webpack_require__.bind(__webpack_require__, 78481))).openArtifactStore(location, options);
    }
}


/***/ }),

/***/ 37869:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ safeJoin),
/* harmony export */   k: () => (/* binding */ UnsafePathError)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);

function safeJoin(root, relativePath) {
    if (relativePath.includes('\0') || relativePath.includes('\\') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(relativePath)) {
        throw new UnsafePathError(relativePath, root);
    }
    const segments = relativePath.split('/');
    if (segments.some((segment) => segment === '..'))
        throw new UnsafePathError(relativePath, root);
    const base = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root);
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base, ...segments.filter((s) => s !== '' && s !== '.'));
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(base, target);
    if (rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) || rel === '..' || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel)) {
        throw new UnsafePathError(relativePath, root);
    }
    return target;
}
class UnsafePathError extends Error {
    name = 'UnsafePathError';
    constructor(path, root) {
        super(`refusing path "${path}": it would leave ${root}`);
    }
}


/***/ }),

/***/ 12540:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ SMALL_FILE),
/* harmony export */   b: () => (/* binding */ SMALL_IN_FLIGHT)
/* harmony export */ });
const SMALL_FILE = 1024 * 1024;
const SMALL_IN_FLIGHT = 32;


/***/ }),

/***/ 96595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ parseStoreUrl)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45145);
/* harmony import */ var _artifact_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21314);
/* harmony import */ var _azure_azure_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61317);




const AZURE_BLOB_HTTPS = /^https:\/\/[a-z0-9]{3,24}\.blob\.core\.windows\.net\//i;
const STORE_URL_FORMS = 's3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR';
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const GCS_BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;
function parseStoreUrl(value, name, cwd) {
    const url = value.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
    if (scheme === 'az' || AZURE_BLOB_HTTPS.test(url))
        return { kind: 'azure', url, blob: (0,_azure_azure_url_js__WEBPACK_IMPORTED_MODULE_2__/* .parseAzureBlobUrl */ .J)(url, name) };
    switch (scheme) {
        case 'file':
            return fileLocation(url, value, name, cwd);
        case 's3':
        case 'gs':
            return bucketLocation(scheme, url, name);
        case 'artifact':
            return artifactLocation(url, name);
        default:
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${value}" is not a store URL; expected ${STORE_URL_FORMS}`);
    }
}
function fileLocation(url, value, name, cwd) {
    const path = url.slice('file://'.length);
    if (path === '')
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${value}" names no directory; expected file://DIR`);
    return { kind: 'file', url, dir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path) };
}
function bucketLocation(scheme, url, name) {
    const [bucket = '', ...rest] = url.slice(`${scheme}://`.length).split('/');
    const prefix = rest.filter((part) => part !== '').join('/');
    if (scheme === 's3') {
        if (!S3_BUCKET.test(bucket)) {
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${bucket}" in "${url}" is not an S3 bucket name; expected s3://BUCKET/PREFIX`);
        }
        return { kind: 's3', url, bucket, prefix };
    }
    if (!GCS_BUCKET.test(bucket) || (bucket.length > 63 && !bucket.includes('.'))) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${bucket}" in "${url}" is not a GCS bucket name; expected gs://BUCKET/PREFIX with a bucket of 3-63 lowercase letters, digits, '-', '_' or '.'`);
    }
    return { kind: 'gs', url, bucket, prefix };
}
function artifactLocation(url, name) {
    const base = url.slice('artifact://'.length).replace(/\/$/, '');
    const invalid = (0,_artifact_artifact_names_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidBaseName */ .mP)(base);
    if (invalid !== undefined) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${base}" in "${url}" cannot name artifacts; ${invalid}`);
    }
    return { kind: 'artifact', url, base };
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

/***/ 55104:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ TaskPool)
/* harmony export */ });
/* harmony import */ var _base_fifo_queue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47562);

class TaskPool {
    limit;
    onError;
    running = 0;
    waiting = new _base_fifo_queue_js__WEBPACK_IMPORTED_MODULE_0__/* .FifoQueue */ ._();
    active = new Set();
    constructor(limit, onError) {
        this.limit = limit;
        this.onError = onError;
    }
    add(task) {
        const run = (async () => {
            if (this.running >= this.limit)
                await new Promise((resolve) => this.waiting.push(resolve));
            this.running++;
            try {
                await task();
            }
            catch (error) {
                this.onError(error);
            }
            finally {
                this.running--;
                this.waiting.shift()?.();
            }
        })();
        this.active.add(run);
        void run.finally(() => this.active.delete(run));
    }
    busy() {
        return this.active.size > 0;
    }
    async idle() {
        while (this.active.size > 0)
            await Promise.allSettled([...this.active]);
    }
}


/***/ }),

/***/ 37175:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ MAX_RECORD_GENERATIONS),
/* harmony export */   aA: () => (/* binding */ TORN),
/* harmony export */   g_: () => (/* binding */ generationKey),
/* harmony export */   hP: () => (/* binding */ settledRecord),
/* harmony export */   o$: () => (/* binding */ jsonObject)
/* harmony export */ });
/* unused harmony export TORN_RECHECK_MS */
const TORN_RECHECK_MS = 2000;
const TORN = Symbol('torn');
const MAX_RECORD_GENERATIONS = 5;
function generationKey(key, generation) {
    return generation === 1 ? key : `${key}.${generation}`;
}
async function settledRecord(store, key, whole, options) {
    const first = await store.readText(key);
    if (first === undefined || whole(first))
        return first;
    await options.clock.sleep(TORN_RECHECK_MS);
    const again = await store.readText(key);
    if (again === undefined || whole(again))
        return again;
    options.logger.warning(`${key} in ${store.url} is ${again.trim() === '' ? 'empty' : 'unreadable'}: whoever created it was stopped before writing it, so it holds nothing and is passed over`);
    return TORN;
}
function jsonObject(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 58999:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v5: () => (/* binding */ TransferProgress),
/* harmony export */   vG: () => (/* binding */ PROGRESS_INTERVAL_MS)
/* harmony export */ });
/* unused harmony export progressLine */
/* harmony import */ var _base_bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25771);
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15902);


const PROGRESS_INTERVAL_MS = 5_000;
class TransferProgress {
    params;
    done = 0;
    seen = 0;
    total;
    started;
    lastReport;
    constructor(params) {
        this.params = params;
        this.total = params.totalBytes;
        this.started = params.clock.now();
        this.lastReport = this.started;
    }
    get hook() {
        return (bytes) => this.add(bytes);
    }
    grow(bytes) {
        this.total += bytes;
    }
    add(bytes) {
        this.done += bytes;
        this.maybeReport();
    }
    landed(bytes) {
        this.seen = Math.max(this.seen, bytes);
        this.maybeReport();
    }
    maybeReport() {
        const now = this.params.clock.now();
        if (now - this.lastReport < (this.params.intervalMs ?? PROGRESS_INTERVAL_MS))
            return;
        const done = Math.min(Math.max(this.done, this.seen), this.total);
        if (done === 0 || done >= this.total)
            return;
        this.lastReport = now;
        this.params.logger.info(progressLine(this.params.verb, done, this.total, now - this.started));
    }
}
function progressLine(verb, done, total, elapsedMs) {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    const perSecond = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
    const rate = `${(0,_base_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(Math.round(perSecond))}/s`;
    const eta = perSecond > 0 ? `, ETA ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatRemaining */ .AA)((total - done) / perSecond)}` : '';
    return `${verb} ${(0,_base_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(done)} of ${(0,_base_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(total)} (${percent}%), ${rate}${eta}`;
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


/***/ }),

/***/ 82510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ writeWarningFile),
/* harmony export */   m: () => (/* binding */ writeNoticeFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


async function writeNoticeFile(path, notice) {
    const body = {
        source: notice.source,
        reason: notice.reason,
        received_at: new Date(notice.receivedAt).toISOString(),
        deadline: new Date(notice.deadline).toISOString(),
        deadline_epoch: notice.deadline / 1000,
        seconds_left: Math.max(0, Math.round((notice.deadline - notice.receivedAt) / 1000)),
    };
    await writeJsonAtomically(path, body);
}
async function writeWarningFile(path, warning) {
    await writeJsonAtomically(path, {
        source: warning.source,
        kind: warning.kind,
        received_at: new Date(warning.receivedAt).toISOString(),
        detail: warning.detail,
    });
}
async function writeJsonAtomically(path, body) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(`${path}.partial`, `${JSON.stringify(body, null, 2)}\n`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(`${path}.partial`, path);
}


/***/ }),

/***/ 82216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ processGroupAlive),
/* harmony export */   v: () => (/* binding */ signalProcessGroup)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7090);


function signalProcessGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error) === 'ESRCH')
            return false;
        throw error;
    }
}
function processGroupAlive(pgid) {
    if (!signalProcessGroup(pgid, 0))
        return false;
    let entries;
    try {
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === pgid && state !== 'Z')
            return true;
    }
    return false;
}


/***/ }),

/***/ 49518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aF: () => (/* binding */ saysResumed),
/* harmony export */   jg: () => (/* binding */ readStep),
/* harmony export */   kT: () => (/* binding */ resumedStep),
/* harmony export */   rp: () => (/* binding */ withTotal)
/* harmony export */ });
/* unused harmony export withoutPaths */
const PATH_TOKEN = /[^\s'"`()[\]{},;]*[/\\][^\s'"`()[\]{},;]*/g;
function withoutPaths(line) {
    return line.replace(PATH_TOKEN, (token) => (/[A-Za-z._-]/.test(token) ? ' ' : token));
}
const GLOBAL_STEP = /\bglobal[_ ]step['"]?[\s:=#]*(\d{1,15})\b/i;
const STEP = /\bstep[\s:=#]*(\d{1,15})(?![\w-])/i;
const ITER = /\biter(?:ation)?[\s:=#]*(\d{1,15})(?![\w-])/i;
const TOTAL = /^\s*(?:\/|of\b)\s*(\d{1,15})/i;
const EPOCH_BAR = /\bEpoch (\d{1,9}):\s*\d{1,3}%\|[^|]{0,200}\|\s*(\d{1,15})\/(\d{1,15})\b/;
const BARE_BAR = /^\s*\d{1,3}%\|[^|]{0,200}\|\s*(\d{1,15})\/(\d{1,15})\s*\[/;
function withTotal(step, rest) {
    const total = Number(TOTAL.exec(rest)?.[1]);
    return Number.isSafeInteger(total) && total >= step && total > 0 ? { step, total } : { step };
}
function readStep(raw) {
    const line = withoutPaths(raw);
    for (const pattern of [GLOBAL_STEP, STEP, ITER]) {
        const match = pattern.exec(line);
        if (!match?.[1])
            continue;
        return withTotal(Number(match[1]), line.slice(match.index + match[0].length));
    }
    const epoch = EPOCH_BAR.exec(line);
    if (epoch?.[1] && epoch[2] && epoch[3]) {
        const perEpoch = Number(epoch[3]);
        return { step: Number(epoch[1]) * perEpoch + Number(epoch[2]), bar: true };
    }
    const bar = BARE_BAR.exec(line);
    if (bar?.[1] && bar[2])
        return { step: Number(bar[1]), total: Number(bar[2]), bar: true };
    return undefined;
}
const RESUME_WORDS = /\b(?:resum(?:e|ed|es|ing)\b|continu(?:e|ed|ing) training from\b|restor(?:ed|ing) (?:all )?states?\b)/i;
function saysResumed(line) {
    return RESUME_WORDS.test(line);
}
const BARE_FROM = /\b(?:from|at)\s+(\d{1,15})(?![\w./-])/i;
function resumedStep(line) {
    const text = withoutPaths(line);
    const at = text.search(RESUME_WORDS);
    if (at < 0)
        return undefined;
    const words = text.slice(at);
    for (const pattern of [GLOBAL_STEP, STEP, ITER, BARE_FROM]) {
        const match = pattern.exec(words);
        if (match?.[1])
            return Number(match[1]);
    }
    return undefined;
}


/***/ }),

/***/ 70504:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gr: () => (/* binding */ stepsLost),
/* harmony export */   MN: () => (/* binding */ DEFAULT_STEP_PATTERN),
/* harmony export */   nv: () => (/* binding */ stepsLostText),
/* harmony export */   si: () => (/* binding */ ProgressTracker)
/* harmony export */ });
/* harmony import */ var _progress_forms_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49518);
/* harmony import */ var _step_pattern_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95754);


const MAX_GAPS = 64;
const DEFAULT_STEP_PATTERN = '';
class ProgressTracker {
    read;
    progress = {};
    barTotal;
    gaps = new Map();
    noticed = false;
    constructor(stepPattern = DEFAULT_STEP_PATTERN) {
        this.read = stepPattern === '' ? _progress_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .readStep */ .jg : userPattern(stepPattern);
    }
    onLine(line) {
        if ((0,_progress_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .saysResumed */ .aF)(line)) {
            this.progress.resumeSaid = true;
            const step = (0,_progress_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .resumedStep */ .kT)(line);
            if (step !== undefined)
                this.progress.resumedFrom ??= step;
            return;
        }
        const reading = this.read(line);
        if (!reading || !Number.isSafeInteger(reading.step) || !this.fromTraining(reading))
            return;
        const { step } = reading;
        const last = this.progress.lastStep;
        if (this.noticed)
            this.progress.lastStepExact = !this.onCadence(step, last);
        else if (last !== undefined && step > last)
            this.countGap(step - last);
        this.progress.firstStep ??= step;
        this.progress.lastStep = step;
        if (reading.total !== undefined && !reading.bar)
            this.progress.totalSteps = reading.total;
    }
    noticeArrived() {
        this.noticed = true;
    }
    current() {
        return { ...this.progress };
    }
    onCadence(step, last) {
        const every = this.progress.stepEvery;
        return every !== undefined && every > 1 && last !== undefined && step - last === every;
    }
    countGap(gap) {
        if (this.gaps.size >= MAX_GAPS && !this.gaps.has(gap))
            return;
        this.gaps.set(gap, (this.gaps.get(gap) ?? 0) + 1);
        let best;
        for (const entry of this.gaps)
            if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0]))
                best = entry;
        if (best)
            this.progress.stepEvery = best[0];
    }
    fromTraining(reading) {
        if (!reading.bar || reading.total === undefined)
            return true;
        this.barTotal ??= reading.total;
        if (reading.total !== this.barTotal)
            return false;
        this.progress.totalSteps = reading.total;
        return true;
    }
}
function userPattern(pattern) {
    const step = new RegExp(pattern, 'i');
    const limit = (0,_step_pattern_js__WEBPACK_IMPORTED_MODULE_1__/* .stepTextLimit */ .t)(pattern);
    return (line) => {
        const text = line.slice(0, limit);
        const match = step.exec(text);
        if (match?.[1] === undefined)
            return undefined;
        return (0,_progress_forms_js__WEBPACK_IMPORTED_MODULE_0__/* .withTotal */ .rp)(Number(match[1]), text.slice(match.index + match[0].length));
    };
}
function stepsLost(before, after) {
    if (before.lastStep === undefined)
        return undefined;
    const every = before.stepEvery ?? after.stepEvery ?? 1;
    const lastDone = {
        low: before.lastStep,
        high: before.lastStepExact ? before.lastStep : before.lastStep + every - 1,
    };
    let began;
    if (after.resumedFrom !== undefined)
        began = { low: after.resumedFrom, high: after.resumedFrom };
    else if (after.firstStep === undefined)
        return undefined;
    else {
        const afterEvery = after.stepEvery ?? every;
        began = { low: Math.max(0, after.firstStep - afterEvery), high: after.firstStep - 1 };
    }
    const low = Math.max(0, lastDone.low - began.high);
    const high = Math.max(low, lastDone.high - began.low);
    return low === high ? { low, high } : { low, high, every: Math.max(every, after.stepEvery ?? 1) };
}
function stepsLostText(lost) {
    if (lost.low === lost.high)
        return `${lost.low} ${lost.low === 1 ? 'step' : 'steps'}`;
    const why = lost.every && lost.every > 1 ? ` (it prints every ${ordinal(lost.every)} step)` : '';
    return `${lost.low}-${lost.high} steps${why}`;
}
function ordinal(n) {
    const tens = n % 100;
    if (tens >= 11 && tens <= 13)
        return `${n}th`;
    return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}


/***/ }),

/***/ 95754:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ checkStepPattern),
/* harmony export */   t: () => (/* binding */ stepTextLimit)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const STEP_BUDGET = 2e7;
const MAX_UNBOUNDED = 3;
const LINE_LIMIT = 4096;
function checkStepPattern(pattern, name) {
    if (pattern === '')
        return pattern;
    try {
        new RegExp(pattern, 'i');
    }
    catch (error) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" is not a regular expression (${error instanceof Error ? error.message : String(error)})`);
    }
    if ((new RegExp(`${pattern}|`).exec('')?.length ?? 1) < 2) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" has no capture group; put parentheses around the step number, such as \\bstep[\\s:=]*(\\d+)`);
    }
    const shape = shapeOf(pattern);
    if (shape.nested !== undefined) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" repeats a group that itself repeats or alternates (${shape.nested}), which can make matching one line take hours; repeat a single item or a character class instead, such as [\\s:=]* or (\\d+)`);
    }
    if (shape.unbounded > MAX_UNBOUNDED) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" has ${shape.unbounded} unbounded repetitions (*, +, {n,}); at most ${MAX_UNBOUNDED} keep matching a line fast, such as \\bstep[\\s:=]*(\\d+)`);
    }
    return pattern;
}
function stepTextLimit(pattern) {
    const degree = shapeOf(pattern).unbounded + 1;
    return Math.min(LINE_LIMIT, Math.floor(STEP_BUDGET ** (1 / degree)));
}
function shapeOf(pattern) {
    const groups = [{ start: 0, repeats: false, alternates: false }];
    let unbounded = 0;
    for (let i = 0; i < pattern.length; i++) {
        const char = pattern[i];
        const top = groups.at(-1);
        if (char === '\\')
            i++;
        else if (char === '[')
            i = classEnd(pattern, i);
        else if (char === '(') {
            groups.push({ start: i, repeats: false, alternates: false });
            i += (/^\(\?(?:[:=!]|<[=!]|<[^>]*>)/.exec(pattern.slice(i))?.[0].length ?? 1) - 1;
        }
        else if (char === '|' && top)
            top.alternates = true;
        else if (char === ')' && groups.length > 1) {
            const group = groups.pop();
            const quantifier = quantifierAt(pattern, i + 1);
            if (group && quantifier.unbounded && (group.repeats || group.alternates))
                return { nested: pattern.slice(group.start, i + 1 + quantifier.length), unbounded };
            const parent = groups.at(-1);
            if (parent && group && (group.repeats || quantifier.length > 0))
                parent.repeats = true;
            if (quantifier.unbounded)
                unbounded++;
            i += quantifier.length;
        }
        else {
            const quantifier = quantifierAt(pattern, i);
            if (top && quantifier.length > 0)
                top.repeats = true;
            if (quantifier.unbounded)
                unbounded++;
            i += Math.max(0, quantifier.length - 1);
        }
    }
    return { unbounded };
}
function classEnd(pattern, open) {
    for (let i = open + 1; i < pattern.length; i++) {
        if (pattern[i] === '\\')
            i++;
        else if (pattern[i] === ']')
            return i;
    }
    return pattern.length;
}
function quantifierAt(pattern, at) {
    const rest = pattern.slice(at);
    const match = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/.exec(rest);
    if (!match)
        return { length: 0, unbounded: false };
    const [whole, , comma, upper] = match;
    const unbounded = whole.startsWith('*') ||
        whole.startsWith('+') ||
        (comma !== undefined && (upper === '' || Number(upper) > 1));
    return { length: whole.length, unbounded };
}


/***/ }),

/***/ 69792:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yt: () => (/* binding */ AGENT_MODULES),
  rU: () => (/* binding */ groupMembers),
  zC: () => (/* binding */ isTorchrunAgent),
  Bz: () => (/* binding */ parentPids)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/supervisor/proc-stat.js

function procStats(procRoot = '/proc') {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(procRoot);
    }
    catch {
        return undefined;
    }
    const stats = [];
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let text;
        try {
            text = (0,external_node_fs_.readFileSync)(`${procRoot}/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        const [state, ppid, pgrp] = text.slice(text.lastIndexOf(')') + 2).split(' ');
        stats.push({
            pid: Number(entry),
            zombie: state === 'Z',
            ppid: Number(ppid),
            pgrp: Number(pgrp),
        });
    }
    return stats;
}

;// CONCATENATED MODULE: ./build/supervisor/torchrun-agents.js



const AGENT_MODULES = new Set([
    'torch.distributed.run',
    'torch.distributed.launch',
    'torch.distributed.elastic.agent.server.api',
    'torch.distributed.elastic.agent.server.local_elastic_agent',
]);
function isTorchrunAgent(argv) {
    for (let index = 0; index < argv.length; index += 1) {
        const word = argv[index] ?? '';
        if ((0,external_node_path_.basename)(word) === 'torchrun')
            return true;
        if (word === '-m')
            return AGENT_MODULES.has(argv[index + 1] ?? '');
        if (word.startsWith('-m'))
            return AGENT_MODULES.has(word.slice(2));
        if (index > 0 && !word.startsWith('-'))
            return false;
    }
    return false;
}
function groupMembers(pgid, procRoot = '/proc') {
    const members = [];
    for (const stat of procStats(procRoot) ?? []) {
        if (stat.pgrp !== pgid || stat.zombie)
            continue;
        const argv = readCmdline(`${procRoot}/${stat.pid}/cmdline`);
        if (argv)
            members.push({ pid: stat.pid, ppid: stat.ppid, argv });
    }
    return members;
}
function readCmdline(path) {
    try {
        const argv = (0,external_node_fs_.readFileSync)(path, 'utf8').split('\0');
        if (argv.at(-1) === '')
            argv.pop();
        return argv;
    }
    catch {
        return undefined;
    }
}
function parentPids(procRoot = '/proc') {
    const live = (procStats(procRoot) ?? []).filter((stat) => !stat.zombie);
    return new Set(live.map((stat) => stat.ppid));
}


/***/ }),

/***/ 63455:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ exitCause),
/* harmony export */   K: () => (/* binding */ describeExit)
/* harmony export */ });
function describeExit(exit) {
    if (exit.notStarted)
        return `an error before it started (${exit.notStarted})`;
    return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}
function exitCause(exit) {
    if (exit.notStarted)
        return `the trainer could not be started: ${exit.notStarted}; check working-directory (--cwd) and that bash is installed`;
    if (exit.code === 127)
        return 'the command was not found: check its spelling and that it is on PATH (or give its path)';
    if (exit.code === 126)
        return 'the command could not be run: check that it is executable (chmod +x) and not a directory';
    return undefined;
}


/***/ })

};
