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






/**
 * The store backend's archive: GNU tar (as @actions/cache uses it, with -P
 * so absolute paths such as ~/.cache/pip come back where they were) and
 * zstd from Node's own zlib, so no zstd binary is needed on the VM.
 */
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
/**
 * Unpacks an archive made by createArchive, relative paths into `cwd`.
 * `--ignore-zeros` makes tar read to the end of its input: it otherwise
 * exits at the end-of-archive blocks, closing the pipe on the padding that
 * follows, and the copy into it fails with a premature close.
 */
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






/**
 * A cache entry in the run's own store:
 *   .caches/<key, made safe>-<hash of key and paths>/archive.tar.zst
 *   .caches/<...>/entry.json   written last, only if absent: the entry exists
 *                              once it does, with the archive's size and SHA-256
 * The dot keeps it out of the lineage listing. As in GitHub's service, the
 * paths are part of the entry's identity and an entry is never replaced.
 */
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
            // Verified by size and SHA-256 before a byte of it is unpacked.
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
    /** As GitHub's restore keys: the newest entry of the same paths whose key starts with one. */
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
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'spot-train-cache-'));
        try {
            return await task(dir);
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
}
const CACHES = '.caches';
/** A key as a folder name: what no store refuses, cut to a length every store takes. */
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
    return new StoreCacheBackend(spec, await (0,open_store/* openStore */.Ch)(spec.store.url, 'store', spec.store.options));
}


/***/ }),

/***/ 36650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ inGroup),
/* harmony export */   eh: () => (/* binding */ flatGroups),
/* harmony export */   kS: () => (/* binding */ consoleLogger),
/* harmony export */   qq: () => (/* binding */ silentLogger)
/* harmony export */ });
/** Runs `task` in the logger's group named `name`, or plainly for a logger without groups. */
function inGroup(logger, name, task) {
    return logger.group ? logger.group(name, task) : task();
}
/**
 * A `group` over `open` and `close`, flat: while one group is open, another
 * runs its task without a heading of its own. Sequential phases each get one.
 */
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
/** Why `base` cannot name a store's artifacts, or undefined when it can. */
function invalidBaseName(base) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(base)) {
        return 'expected 1 to 80 letters, digits, "-" or "_", starting with a letter or digit';
    }
    return undefined;
}


/***/ }),

/***/ 12604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ S3_MAX_PART_SIZE),
/* harmony export */   BA: () => (/* binding */ S3_PART_CONCURRENCY),
/* harmony export */   Ch: () => (/* binding */ openStore),
/* harmony export */   GN: () => (/* binding */ ARTIFACT_INTERVAL_MS),
/* harmony export */   be: () => (/* binding */ S3_PART_SIZE),
/* harmony export */   sv: () => (/* binding */ S3_MIN_PART_SIZE)
/* harmony export */ });
/* unused harmony export ARTIFACTS_PER_JOB */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19473);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36650);
/* harmony import */ var _artifact_artifact_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21314);
/* harmony import */ var _store_schemes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(31610);







const ARTIFACT_INTERVAL_MS = 120_000;
/** GitHub's limit on the artifacts one job creates. */
const ARTIFACTS_PER_JOB = 500;
const S3_PART_SIZE = 16 << 20;
const S3_PART_CONCURRENCY = 4;
/** S3's own bounds on a multipart upload's parts. */
const S3_MIN_PART_SIZE = 5 << 20;
const S3_MAX_PART_SIZE = 5 << 30;
/**
 * Turns a `store` value into a Store. Adapters are imported lazily: a run
 * that writes to a local directory never loads the AWS SDK.
 */
async function openStore(url, name = 'store', options = {}) {
    const text = url.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
    if (scheme === 'file') {
        const path = text.slice('file://'.length);
        if (path === '')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${url}" names no directory; expected file://DIR`);
        const { FileStore } = await __webpack_require__.e(/* import() */ 8970).then(__webpack_require__.bind(__webpack_require__, 28970));
        return new FileStore((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path), options.logger);
    }
    if (scheme === 's3') {
        const [bucket = '', ...rest] = text.slice('s3://'.length).split('/');
        if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${bucket}" in "${url}" is not an S3 bucket name; expected s3://BUCKET/PREFIX`);
        }
        const { S3Client } = await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(3711)]).then(__webpack_require__.t.bind(__webpack_require__, 53711, 19));
        const { S3Store } = await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(3711), __webpack_require__.e(5906), __webpack_require__.e(8552)]).then(__webpack_require__.bind(__webpack_require__, 48552));
        const customEndpoint = options.s3Endpoint ?? process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
        const { S3DownloadHandler } = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(8609)]).then(__webpack_require__.bind(__webpack_require__, 28609));
        const config = {
            region: process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1',
            ...(options.s3Endpoint ? { endpoint: options.s3Endpoint } : {}),
            ...(options.s3ForcePathStyle ? { forcePathStyle: true } : {}),
            // On AWS, the SDK adds a CRC checksum that S3 verifies, sending streamed
            // bodies aws-chunked with a trailer. Many S3-compatible servers store
            // that framing as if it were the object (the size check after each
            // upload catches it), so elsewhere checksums are sent only where
            // required; every file is still checked by size on upload and by
            // SHA-256 on restore.
            ...(customEndpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' } : {}),
        };
        const client = new S3Client(config);
        return new S3Store({
            client,
            // Same settings and the same credentials (resolved once), another transport.
            downloadClient: new S3Client({
                ...config,
                credentials: client.config.credentials,
                requestHandler: new S3DownloadHandler(),
            }),
            bucket,
            prefix: rest.filter((part) => part !== '').join('/'),
            partSizeBytes: options.s3PartSizeBytes ?? S3_PART_SIZE,
            partConcurrency: options.s3PartConcurrency ?? S3_PART_CONCURRENCY,
            clock: _clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .m,
        });
    }
    if (scheme === 'gs') {
        const { openGcsStore } = await __webpack_require__.e(/* import() */ 1362).then(__webpack_require__.bind(__webpack_require__, 11362));
        return openGcsStore(text, name, options);
    }
    if (scheme === 'az' || _store_schemes_js__WEBPACK_IMPORTED_MODULE_6__/* .AZURE_BLOB_HTTPS */ .mC.test(text)) {
        const { openAzureStore } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(2450), __webpack_require__.e(5738), __webpack_require__.e(6932), __webpack_require__.e(2244), __webpack_require__.e(5906), __webpack_require__.e(5205)]).then(__webpack_require__.bind(__webpack_require__, 55205));
        return openAzureStore(text, name, options);
    }
    if (scheme === 'artifact')
        return openArtifactStore(text, name, options);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${url}" is not a store URL; expected ${_store_schemes_js__WEBPACK_IMPORTED_MODULE_6__/* .STORE_URL_FORMS */ .qC}`);
}
async function openArtifactStore(url, name, options) {
    const base = url.slice('artifact://'.length).replace(/\/$/, '');
    const invalid = (0,_artifact_artifact_names_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidBaseName */ .mP)(base);
    if (invalid !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${base}" in "${url}" cannot name artifacts; ${invalid}`);
    }
    const env = process.env;
    const missing = [
        'ACTIONS_RUNTIME_TOKEN',
        'ACTIONS_RESULTS_URL',
        'GITHUB_RUN_ID',
        'GITHUB_REPOSITORY',
    ].filter((variable) => !env[variable]);
    if (missing.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: "${url}" works only inside a GitHub Actions job (${missing.join(', ')} not set); use s3://BUCKET/PREFIX or file://DIR elsewhere`);
    }
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(3838), __webpack_require__.e(2450), __webpack_require__.e(5738), __webpack_require__.e(5561), __webpack_require__.e(6932), __webpack_require__.e(2244), __webpack_require__.e(4420), __webpack_require__.e(8946)]).then(__webpack_require__.bind(__webpack_require__, 48946));
    const { ArtifactRuns } = await __webpack_require__.e(/* import() */ 8510).then(__webpack_require__.bind(__webpack_require__, 38510));
    const { ArtifactStore } = await __webpack_require__.e(/* import() */ 4655).then(__webpack_require__.bind(__webpack_require__, 4655));
    const token = options.githubToken ?? env.GITHUB_TOKEN;
    return new ArtifactStore({
        runs: new ArtifactRuns({
            client: new DefaultArtifactClient(),
            currentRunId: env.GITHUB_RUN_ID ?? '',
            owner,
            repo,
            token: token === '' ? undefined : token,
        }),
        base,
        scratch: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir)(), 'spot-train-artifacts'),
        clock: _clock_js__WEBPACK_IMPORTED_MODULE_2__/* .systemClock */ .m,
        logger: options.logger ?? _log_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .qq,
        batchIntervalMs: options.artifactIntervalMs ?? ARTIFACT_INTERVAL_MS,
        artifactLimit: ARTIFACTS_PER_JOB,
        endReserve: 15,
        stagingConcurrency: 4,
    });
}


/***/ }),

/***/ 31610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ STORE_SCHEMES),
/* harmony export */   mC: () => (/* binding */ AZURE_BLOB_HTTPS),
/* harmony export */   qC: () => (/* binding */ STORE_URL_FORMS)
/* harmony export */ });
/** The URL schemes a `store` may use, each opened by its own adapter (see openStore). */
const STORE_SCHEMES = ['file', 's3', 'gs', 'az', 'artifact'];
/** The other spelling of an Azure Blob store: its container's own https URL. */
const AZURE_BLOB_HTTPS = /^https:\/\/[a-z0-9]{3,24}\.blob\.core\.windows\.net\//i;
/** What an error says a store URL may look like. */
const STORE_URL_FORMS = 's3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR';


/***/ })

};
