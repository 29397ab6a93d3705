export const id = 8970;
export const ids = [8970];
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

/***/ 9911:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ stampLiveness),
/* harmony export */   Y: () => (/* binding */ ownStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7090);



function ownStamp() {
    const started = startTicks(process.pid);
    return { host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(), pid: process.pid, ...(started ? { started } : {}) };
}
function stampLiveness(stamp) {
    if (stamp.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)())
        return 'unknown';
    try {
        process.kill(stamp.pid, 0);
    }
    catch (error) {
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .C)(error) === 'ESRCH')
            return 'dead';
    }
    const started = startTicks(stamp.pid);
    if (stamp.started && started && started !== stamp.started)
        return 'dead';
    return 'alive';
}
function startTicks(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}


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

/***/ 28970:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FileStore: () => (/* binding */ FileStore)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/base/quick-calls.js
var quick_calls = __webpack_require__(75039);
// EXTERNAL MODULE: ./build/store/file/small-files.js
var small_files = __webpack_require__(74460);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/bytes.js
var bytes = __webpack_require__(25771);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/base/process-liveness.js
var process_liveness = __webpack_require__(9911);
;// CONCATENATED MODULE: ./build/store/file/incoming-sweep.js





const QUIET_MS = 30_000;
const UNKNOWN_WRITER_AFTER_MS = 60 * 60_000;
const ANY_WRITER_AFTER_MS = 24 * 60 * 60_000;
const TEMP_NAME = /^[0-9a-f]{16}-(\d+)-(\d*)-(.+)\.partial$/;
let stamp;
const inFlight = new Set();
function claimTempName() {
    stamp ??= (0,process_liveness/* ownStamp */.Y)();
    const name = `${(0,external_node_crypto_.randomBytes)(8).toString('hex')}-${stamp.pid}-${stamp.started ?? ''}-${encodeURIComponent(stamp.host)}.partial`;
    inFlight.add(name);
    return name;
}
function releaseTempName(name) {
    inFlight.delete(name);
}
function writerOf(name) {
    const match = TEMP_NAME.exec(name);
    if (!match)
        return undefined;
    const [, pid, started, host] = match;
    return {
        pid: Number(pid),
        host: decodeURIComponent(host ?? ''),
        ...(started ? { started } : {}),
    };
}
function abandoned(name, quietMs) {
    if (inFlight.has(name) || quietMs < QUIET_MS)
        return false;
    if (quietMs >= ANY_WRITER_AFTER_MS)
        return true;
    const writer = writerOf(name);
    const liveness = writer ? (0,process_liveness/* stampLiveness */.N)(writer) : 'unknown';
    if (liveness === 'unknown')
        return quietMs >= UNKNOWN_WRITER_AFTER_MS;
    const ours = writer?.pid === process.pid && writer.started === stamp?.started;
    return liveness === 'dead' || ours;
}
async function sweepIncoming(incoming, now = Date.now()) {
    let names;
    try {
        names = await (0,promises_.readdir)(incoming);
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
            return 0;
        throw error;
    }
    let freed = 0;
    for (const name of names) {
        const path = (0,external_node_path_.join)(incoming, name);
        let info;
        try {
            info = await (0,promises_.stat)(path);
        }
        catch (error) {
            if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                continue;
            throw error;
        }
        if (!info.isFile() || !abandoned(name, now - info.mtimeMs))
            continue;
        await (0,promises_.rm)(path, { force: true });
        freed += info.size;
    }
    return freed;
}

// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
// EXTERNAL MODULE: ./build/store/safe-path.js
var safe_path = __webpack_require__(37869);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
;// CONCATENATED MODULE: ./build/store/file/file-store.js













class FileStore {
    root;
    logger;
    url;
    incoming;
    swept;
    incomingMade;
    calls = new quick_calls/* QuickCalls */.f();
    constructor(root, logger) {
        this.root = root;
        this.logger = logger;
        this.url = `file://${root}`;
        this.incoming = (0,external_node_path_.join)(root, '.incoming');
    }
    sweepLeftovers() {
        this.swept ??= sweepIncoming(this.incoming).then((freed) => {
            if (freed > 0)
                this.logger?.info(`removed ${(0,bytes/* formatBytes */.z)(freed)} of temp files that killed runs left in ${this.incoming}`);
        }, (error) => this.logger?.warning(`could not clear leftovers in ${this.incoming}: ${(0,errors/* describeError */.U)(error)}`));
        return this.swept;
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const data = await quick_calls/* outputsCalls */.s.run(() => (0,small_files/* readSmallSync */.Tq)(localPath), () => (0,small_files/* readSmall */.o5)(localPath));
            return data ? this.putBytes(key, data) : this.putCopy(key, localPath);
        });
    }
    async putBytes(key, data) {
        const digest = (0,store_digest/* digestOf */.ol)(data);
        await this.landWhole(key, data);
        return digest;
    }
    async putCopy(key, localPath) {
        const temp = await this.tempPath();
        try {
            const digest = await (0,store_digest/* copyWithDigest */.e0)(localPath, temp);
            const landed = await (0,promises_.stat)(temp);
            if (landed.size !== digest.size) {
                throw new store/* IntegrityError */.cs(`wrote ${landed.size} bytes, read ${digest.size}`);
            }
            await this.moveIntoPlace(temp, key);
            return digest;
        }
        finally {
            await this.dropTemp(temp);
        }
    }
    async landWhole(key, data) {
        const temp = await this.tempPath();
        try {
            await (0,small_files/* writeWhole */.f8)(temp, data, this.calls, true);
            await this.moveIntoPlace(temp, key);
        }
        catch (error) {
            await this.dropTemp(temp);
            throw error;
        }
        releaseTempName((0,external_node_path_.basename)(temp));
    }
    async getFile(key, localPath, expected) {
        await this.guard('get', key, async () => {
            const source = `${this.url}/${key}`;
            const path = this.path(key);
            const data = expected.size <= small_files/* WHOLE_READ */.Nc
                ? await this.calls.run(() => (0,small_files/* readSmallSync */.Tq)(path), () => (0,small_files/* readSmall */.o5)(path))
                : undefined;
            if (!data)
                return (0,verified_place/* placeVerified */.e)(localPath, expected, source, (temp) => (0,store_digest/* copyWithDigest */.e0)(path, temp));
            (0,verified_place/* checkDigest */.H)(source, (0,store_digest/* digestOf */.ol)(data), expected);
            await (0,small_files/* placeBytes */.vC)(localPath, data, quick_calls/* outputsCalls */.s);
        });
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            try {
                return await (0,promises_.readFile)(this.path(key), 'utf8');
            }
            catch (error) {
                if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                    return undefined;
                throw error;
            }
        });
    }
    async writeText(key, text) {
        await this.guard('write', key, () => this.landWhole(key, text));
    }
    async createExclusive(key, text) {
        return this.guard('create', key, async () => {
            const path = this.path(key);
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            const temp = await this.tempPath();
            try {
                await (0,small_files/* writeWhole */.f8)(temp, text, this.calls, true);
                await (0,promises_.link)(temp, path);
                return true;
            }
            catch (error) {
                const code = (0,error_code/* errorCode */.C)(error);
                if (code === 'EEXIST')
                    return false;
                if (typeof code !== 'string' || !LINK_REFUSED.has(code))
                    throw error;
                return await createWithExcl(path, text);
            }
            finally {
                await this.dropTemp(temp);
            }
        });
    }
    async listChildren(prefix) {
        return this.guard('list', prefix, async () => {
            try {
                const entries = await (0,promises_.readdir)(this.path(prefix));
                return entries.filter((name) => !name.startsWith('.')).sort();
            }
            catch (error) {
                if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                    return [];
                throw error;
            }
        });
    }
    async deleteObject(key) {
        await this.guard('delete', key, () => (0,promises_.rm)(this.path(key), { force: true }));
    }
    async listKeys(prefix) {
        return this.guard('list', prefix, async () => {
            try {
                const entries = await (0,promises_.readdir)(this.path(prefix), { recursive: true, withFileTypes: true });
                return entries
                    .filter((entry) => entry.isFile())
                    .map((entry) => (0,external_node_path_.relative)(this.root, (0,external_node_path_.join)(entry.parentPath, entry.name)).split(external_node_path_.sep).join('/'))
                    .sort();
            }
            catch (error) {
                if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                    return [];
                throw error;
            }
        });
    }
    path(key) {
        return (0,safe_path/* safeJoin */.g)(this.root, key);
    }
    async tempPath() {
        this.incomingMade ??= (0,promises_.mkdir)(this.incoming, { recursive: true }).then(() => {
            void this.sweepLeftovers();
        });
        try {
            await this.incomingMade;
        }
        catch (error) {
            this.incomingMade = undefined;
            throw error;
        }
        return (0,external_node_path_.join)(this.incoming, claimTempName());
    }
    async dropTemp(temp) {
        this.incomingMade = undefined;
        await (0,promises_.rm)(temp, { force: true });
        releaseTempName((0,external_node_path_.basename)(temp));
    }
    async moveIntoPlace(temp, key) {
        await (0,small_files/* renameInto */.zd)(temp, this.path(key), this.calls);
    }
    async guard(operation, key, task) {
        return (0,store/* storeOperation */.z4)(this.url, operation, key, task);
    }
}
const LINK_REFUSED = new Set([
    'EPERM',
    'ENOTSUP',
    'EOPNOTSUPP',
    'ENOSYS',
    'EXDEV',
]);
async function createWithExcl(path, text) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL);
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'EEXIST')
            return false;
        throw error;
    }
    try {
        await handle.writeFile(text);
        await handle.sync();
    }
    finally {
        await handle.close();
    }
    return true;
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
