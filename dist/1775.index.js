export const id = 1775;
export const ids = [1775];
export const modules = {

/***/ 21775:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openStoreCacheBackend: () => (/* binding */ openStoreCacheBackend)
});

// UNUSED EXPORTS: StoreCacheBackend, entryPrefix

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./build/cache/archive.js






async function createArchive(paths, cwd, file) {
    const present = [];
    for (const path of paths) {
        if (await (0,promises_.access)((0,external_node_path_.resolve)(cwd, path)).then(() => true, () => false))
            present.push(path);
    }
    if (present.length === 0)
        throw new Error(`none of the cache paths exist: ${paths.join(', ')}`);
    const tar = (0,external_node_child_process_.spawn)('tar', ['--posix', '-cf', '-', '-P', '-C', cwd, '--', ...present], {
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = tarExit(tar, 'create');
    await Promise.all([(0,external_node_stream_promises_.pipeline)(tar.stdout, (0,external_node_zlib_.createZstdCompress)(), (0,external_node_fs_.createWriteStream)(file)), exited]);
}
async function extractArchive(file, cwd) {
    const tar = (0,external_node_child_process_.spawn)('tar', ['-xf', '-', '--ignore-zeros', '-P', '-C', cwd], {
        stdio: ['pipe', 'ignore', 'pipe'],
    });
    const exited = tarExit(tar, 'extract');
    await Promise.all([(0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(file), (0,external_node_zlib_.createZstdDecompress)(), tar.stdin), exited]);
}
function tarExit(tar, what) {
    let stderr = '';
    tar.stderr?.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    return new Promise((resolvePromise, reject) => {
        tar.once('error', reject);
        tar.once('close', (code) => code === 0
            ? resolvePromise()
            : reject(new Error(`tar could not ${what} the cache archive (exit ${code}): ${stderr.trim()}`)));
    });
}

;// CONCATENATED MODULE: ./build/cache/store-backend.js






class StoreCacheBackend {
    spec;
    store;
    where;
    prefix;
    constructor(spec, store) {
        this.spec = spec;
        this.store = store;
        this.where = store.url;
        this.prefix = entryPrefix(spec);
    }
    async restore() {
        const exact = await this.entry(this.prefix);
        const found = exact ? { prefix: this.prefix, entry: exact } : await this.newestByPrefix();
        if (!found)
            return undefined;
        const { prefix, entry } = found;
        return this.withScratch(async (scratch) => {
            const file = (0,external_node_path_.join)(scratch, 'archive.tar.zst');
            await this.store.getFile(`${prefix}archive.tar.zst`, file, entry.archive);
            await extractArchive(file, this.spec.cwd);
            return { matchedKey: entry.key, archiveBytes: entry.archive.size };
        });
    }
    async has() {
        return (await this.entry(this.prefix)) !== undefined;
    }
    async save() {
        return this.withScratch(async (scratch) => {
            const file = (0,external_node_path_.join)(scratch, 'archive.tar.zst');
            await createArchive(this.spec.paths, this.spec.cwd, file);
            const archive = await this.store.putFile(`${this.prefix}archive.tar.zst`, file);
            const entry = {
                key: this.spec.key,
                paths: this.spec.paths,
                archive,
                savedAt: new Date().toISOString(),
            };
            const created = await this.store.createExclusive(`${this.prefix}entry.json`, JSON.stringify(entry, null, 2));
            if (!created)
                throw new Error(`${this.spec.key} was saved by another run meanwhile`);
            return { archiveBytes: (await (0,promises_.stat)(file)).size };
        });
    }
    async entry(prefix) {
        const text = await this.store.readText(`${prefix}entry.json`);
        return text === undefined ? undefined : JSON.parse(text);
    }
    async newestByPrefix() {
        const folders = await this.store.listChildren(`${CACHES}/`);
        const samePaths = this.spec.paths.join('\n');
        for (const wanted of this.spec.restoreKeys) {
            const named = folders.filter((name) => name.startsWith(safeName(wanted)));
            const found = await Promise.all(named.map(async (name) => ({
                prefix: `${CACHES}/${name}/`,
                entry: await this.entry(`${CACHES}/${name}/`),
            })));
            const usable = found.flatMap(({ prefix, entry }) => entry?.key.startsWith(wanted) && entry.paths.join('\n') === samePaths
                ? [{ prefix, entry }]
                : []);
            usable.sort((a, b) => (b.entry.savedAt ?? '').localeCompare(a.entry.savedAt ?? ''));
            if (usable[0])
                return usable[0];
        }
        return undefined;
    }
    async withScratch(task) {
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.spec.scratch ?? (0,external_node_os_.tmpdir)(), 'spot-train-cache-'));
        try {
            return await task(dir);
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
}
const CACHES = '.caches';
function safeName(key) {
    return key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);
}
function entryPrefix(spec) {
    const hash = (0,external_node_crypto_.createHash)('sha256')
        .update([spec.key, ...spec.paths].join('\n'))
        .digest('hex')
        .slice(0, 16);
    return `${CACHES}/${safeName(spec.key)}-${hash}/`;
}
async function openStoreCacheBackend(spec) {
    if (!spec.store)
        throw new Error('cache-backend store needs a store URL');
    return new StoreCacheBackend(spec, await (0,open_store/* openStore */.C)(spec.store.location, spec.store.options));
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


/***/ })

};
