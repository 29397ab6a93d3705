export const id = 378;
export const ids = [378];
export const modules = {

/***/ 13048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ digestFile),
/* harmony export */   e: () => (/* binding */ copyWithDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);


const CHUNK = 2 << 20;
/**
 * Read buffers kept between files: fresh 2 MiB buffers per file would wait
 * for the garbage collector and grow the supervisor's memory with every
 * checkpoint. At most one pair per concurrent transfer is ever kept.
 */
const sparePairs = [];
/**
 * SHA-256 and size of a file. Two buffers take turns: the next chunk is read
 * (on a thread-pool thread) while this thread hashes the current one, and
 * they are reused for the whole file, since fresh chunks (as a stream reads
 * them) cost the kernel as much zeroing as the hash costs.
 */
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
        // Only a loop that ended cleanly has no read left writing into a buffer.
        sparePairs.push(buffers);
        return { size, sha256: hash.digest('hex') };
    }
    finally {
        await handle.close();
    }
}
/**
 * Copies `from` to `to`, flushes the copy to disk, and digests `from`, all at
 * once: the kernel copies and writes back (on thread-pool threads) while this
 * thread hashes, so the whole costs little more than the slowest part on a
 * two-core VM. The caller checks that `from` did not change meanwhile.
 */
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

/***/ 41378:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FileStore: () => (/* binding */ FileStore)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(94794);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13048);
/* harmony import */ var _verified_place_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(87442);
/* harmony import */ var _safe_path_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37869);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64899);









/**
 * A store in a local (or mounted) directory. Every write lands under a temp
 * name in `.incoming/` on the same file system and is renamed into place, so
 * a process killed mid-copy leaves only a temp file no manifest names.
 */
class FileStore {
    root;
    url;
    incoming;
    constructor(root) {
        this.root = root;
        this.url = `file://${root}`;
        this.incoming = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, '.incoming');
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const temp = await this.tempPath();
            try {
                const digest = await (0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .copyWithDigest */ .e)(localPath, temp);
                const landed = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(temp);
                if (landed.size !== digest.size) {
                    throw new _store_js__WEBPACK_IMPORTED_MODULE_7__/* .IntegrityError */ .cs(`wrote ${landed.size} bytes, read ${digest.size}`);
                }
                await this.moveIntoPlace(temp, key);
                return digest;
            }
            finally {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true });
            }
        });
    }
    async getFile(key, localPath, expected) {
        await this.guard('get', key, () => (0,_verified_place_js__WEBPACK_IMPORTED_MODULE_5__/* .placeVerified */ .e)(localPath, expected, `${this.url}/${key}`, (temp) => (0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .copyWithDigest */ .e)(this.path(key), temp)));
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            try {
                return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(this.path(key), 'utf8');
            }
            catch (error) {
                if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_8__/* .errorCode */ .C)(error) === 'ENOENT')
                    return undefined;
                throw error;
            }
        });
    }
    async writeText(key, text) {
        await this.guard('write', key, async () => {
            const temp = await this.tempPath();
            const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temp, 'w');
            try {
                await handle.writeFile(text);
                await handle.sync();
            }
            finally {
                await handle.close();
            }
            await this.moveIntoPlace(temp, key);
        });
    }
    async createExclusive(key, text) {
        return this.guard('create', key, async () => {
            const path = this.path(key);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path), { recursive: true });
            let handle;
            try {
                // O_EXCL: of two processes racing, the kernel lets exactly one create the file.
                handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL);
            }
            catch (error) {
                if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_8__/* .errorCode */ .C)(error) === 'EEXIST')
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
        });
    }
    async listChildren(prefix) {
        return this.guard('list', prefix, async () => {
            try {
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(this.path(prefix));
                return entries.filter((name) => !name.startsWith('.')).sort();
            }
            catch (error) {
                if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_8__/* .errorCode */ .C)(error) === 'ENOENT')
                    return [];
                throw error;
            }
        });
    }
    async deleteObject(key) {
        await this.guard('delete', key, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.path(key), { force: true }));
    }
    async listKeys(prefix) {
        return this.guard('list', prefix, async () => {
            try {
                const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(this.path(prefix), { recursive: true, withFileTypes: true });
                return entries
                    .filter((entry) => entry.isFile())
                    .map((entry) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(this.root, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(entry.parentPath, entry.name)).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/'))
                    .sort();
            }
            catch (error) {
                if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_8__/* .errorCode */ .C)(error) === 'ENOENT')
                    return [];
                throw error;
            }
        });
    }
    path(key) {
        return (0,_safe_path_js__WEBPACK_IMPORTED_MODULE_6__/* .safeJoin */ .g)(this.root, key);
    }
    async tempPath() {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(this.incoming, { recursive: true });
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.incoming, `${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.partial`);
    }
    async moveIntoPlace(temp, key) {
        const target = this.path(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, target);
    }
    async guard(operation, key, task) {
        return (0,_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeOperation */ .z4)(this.url, operation, key, task);
    }
}


/***/ }),

/***/ 87442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ placeVerified)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64899);




/**
 * Fetches an object into a temp file beside `localPath` and renames it into
 * place only if its bytes match `expected`; otherwise throws IntegrityError
 * and leaves `localPath` as it was. `fetch` writes the temp file and returns
 * the digest of what it wrote.
 */
async function placeVerified(localPath, expected, source, fetch) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(localPath), { recursive: true });
    const temp = `${localPath}.spot-train-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.partial`;
    try {
        const digest = await fetch(temp);
        if (digest.size !== expected.size || digest.sha256 !== expected.sha256) {
            throw new _store_js__WEBPACK_IMPORTED_MODULE_3__/* .IntegrityError */ .cs(`${source} holds ${digest.size} bytes with sha256 ${digest.sha256}; the manifest recorded ${expected.size} bytes with sha256 ${expected.sha256}`);
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, localPath);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
    }
}


/***/ })

};
