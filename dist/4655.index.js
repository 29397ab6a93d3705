export const id = 4655;
export const ids = [4655,8510];
export const modules = {

/***/ 94794:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode)
/* harmony export */ });
/** The `code` of a Node.js system or argument error (ENOENT, ESRCH, ERR_PARSE_ARGS_...), if any. */
function errorCode(error) {
    return typeof error === 'object' && error !== null
        ? error.code
        : undefined;
}


/***/ }),

/***/ 38510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ArtifactRuns: () => (/* binding */ ArtifactRuns),
/* harmony export */   h: () => (/* binding */ isNameTaken)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);

/**
 * The artifacts of workflow runs, as @actions/artifact reaches them: this
 * run's through the runtime token, any other run's through the REST API and
 * a token (`findBy`). Uploads and deletions only ever touch this run.
 */
class ArtifactRuns {
    params;
    constructor(params) {
        this.params = params;
    }
    get currentRunId() {
        return this.params.currentRunId;
    }
    /** Whether a store's run key is in this workflow run. */
    isCurrent(runKey) {
        return workflowRunOf(runKey) === this.params.currentRunId;
    }
    /** The run's finalized artifacts; none for an id that cannot be a run. */
    async list(runId) {
        const find = this.findOptions(runId);
        if (find === undefined)
            return [];
        const { artifacts } = await this.params.client.listArtifacts(find);
        return artifacts.map(({ id, name, size }) => ({ id, name, size }));
    }
    /** Downloads an artifact into `directory`: a zip is extracted, a raw file keeps its name. */
    async download(runId, artifact, directory) {
        const find = this.findOptions(runId);
        if (find === undefined)
            throw new Error(`${runId} is not a workflow run id`);
        const { digestMismatch } = await this.params.client.downloadArtifact(artifact.id, {
            ...find,
            path: directory,
        });
        if (digestMismatch)
            throw new Error(`artifact ${artifact.name} arrived with the wrong digest`);
    }
    /** Uploads files as one zip, stored rather than compressed: checkpoints hardly compress. */
    async uploadZip(name, files, root) {
        const result = await this.params.client.uploadArtifact(name, files, root, {
            compressionLevel: 0,
        });
        return this.uploaded(name, result.id, result.size);
    }
    /** Uploads one file as it is, under its base name, which is the artifact's name. */
    async uploadRaw(path) {
        const result = await this.params.client.uploadArtifact((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path), [path], '/', {
            skipArchive: true,
        });
        return this.uploaded((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path), result.id, result.size);
    }
    async delete(name) {
        await this.params.client.deleteArtifact(name);
    }
    uploaded(name, id, size) {
        if (id === undefined)
            throw new Error(`the artifact service returned no id for ${name}`);
        return { id, name, size: size ?? 0 };
    }
    findOptions(runKey) {
        const runId = workflowRunOf(runKey);
        if (runId === undefined)
            return undefined;
        if (runId === this.params.currentRunId)
            return {};
        const { token, owner, repo } = this.params;
        if (token === undefined) {
            throw new Error(`reading run ${runId}'s artifacts needs a token with actions: read (the github-token input)`);
        }
        return {
            findBy: {
                token,
                workflowRunId: Number(runId),
                repositoryOwner: owner,
                repositoryName: repo,
            },
        };
    }
}
/** An upload refused because the run already has an artifact of that name. */
function isNameTaken(error) {
    const message = error instanceof Error ? error.message : String(error);
    return /\(409\)|already exists|conflict/i.test(message);
}
/**
 * The workflow run a store's run key is in: the key is the run id, with
 * `-<attempt>` for a re-run, whose artifacts belong to the same run.
 */
function workflowRunOf(runKey) {
    return /^([1-9][0-9]{0,18})(?:-[0-9]+)?$/.exec(runKey)?.[1];
}


/***/ }),

/***/ 4655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ArtifactStore: () => (/* binding */ ArtifactStore)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/clock.js
var build_clock = __webpack_require__(7094);
// EXTERNAL MODULE: ./build/error-code.js
var error_code = __webpack_require__(94794);
// EXTERNAL MODULE: ./build/store/artifact/artifact-names.js
var artifact_names = __webpack_require__(21314);
// EXTERNAL MODULE: ./build/store/artifact/artifact-runs.js
var artifact_runs = __webpack_require__(38510);
;// CONCATENATED MODULE: ./build/store/artifact/artifact-state.js
function parseWriterState(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return `not JSON: ${error.message}`;
    }
    if (!isRecord(value) || value.format !== 1)
        return 'not a format-1 state';
    const { writer, seq, texts, files } = value;
    if (typeof writer !== 'string' || typeof seq !== 'number')
        return 'no writer or sequence';
    if (!isRecord(texts) || !isRecord(files))
        return 'no texts or files';
    for (const entry of Object.values(texts)) {
        if (!isRecord(entry) || typeof entry.text !== 'string' || typeof entry.at !== 'number') {
            return 'a text entry is malformed';
        }
    }
    for (const entry of Object.values(files)) {
        if (!isRecord(entry) ||
            typeof entry.batch !== 'string' ||
            typeof entry.entry !== 'string' ||
            typeof entry.size !== 'number' ||
            typeof entry.sha256 !== 'string') {
            return 'a file entry is malformed';
        }
    }
    return value;
}
/** Merges writers' states: the newest write of each text wins; file keys are never reused. */
function mergeStates(states) {
    const texts = new Map();
    const files = new Map();
    for (const state of states) {
        for (const [key, entry] of Object.entries(state.texts)) {
            const known = texts.get(key);
            if (!known || entry.at > known.at)
                texts.set(key, entry);
        }
        for (const [key, location] of Object.entries(state.files))
            files.set(key, location);
    }
    return { texts, files };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/store/task-pool.js
var task_pool = __webpack_require__(55104);
// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
;// CONCATENATED MODULE: ./build/store/artifact/artifact-store.js













/** A burst of writes (the manifest after each file of a batch) becomes one state artifact. */
const STATE_GATHER_MS = 250;
/** A writer's older states are deleted, except this many, for readers that listed them a moment ago. */
const STATES_KEPT = 2;
/**
 * Live outputs as GitHub artifacts, for users without a bucket. Artifacts
 * cannot change and a job may create only so many, so files are staged
 * (copied while hashed, safe from the trainer rewriting them) and uploaded
 * in batches at most one per `batchIntervalMs`, one artifact per batch; the
 * texts (manifest, run index) go in a small state artifact that also maps each
 * file to its batch. When the run ends (`expedite`), nothing waits any more.
 */
class ArtifactStore {
    params;
    url;
    /** putFile waits for its batch: every waiting file must reach the store to join one. */
    putsInFlight = 64;
    writer = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    staging;
    stagingNow = new Set();
    queue = [];
    draining;
    lastBatchAt = -Infinity;
    ending = new AbortController();
    created = 0;
    warnedBudget = false;
    batchSeq = 0;
    stateSeq = 0;
    stagedCount = 0;
    files = new Map();
    texts = new Map();
    ownArtifacts = new Map();
    ownStates = [];
    textGeneration = 0;
    durableGeneration = 0;
    stateWrite;
    /** Runs this store was asked about: where a lineage's history is looked for. */
    knownRuns = new Set();
    loaded = new Map();
    extracted = new Map();
    constructor(params) {
        this.params = params;
        this.url = `artifact://${params.base}`;
        this.staging = new task_pool/* TaskPool */.Y(params.stagingConcurrency, () => undefined);
    }
    /** The run is ending: send what waits now, and from now on without pacing. */
    expedite() {
        this.ending.abort();
    }
    async putFile(key, localPath) {
        return this.guard('put', key, async () => {
            const staged = await this.stage(key, localPath);
            await new Promise((resolve, reject) => {
                this.queue.push({ ...staged, landed: () => resolve(undefined), failed: reject });
                this.drain();
            });
            return staged.digest;
        });
    }
    async getFile(key, localPath, expected) {
        await this.guard('get', key, async () => {
            const runId = (0,layout/* runOfKey */.QI)(key) ?? this.params.runs.currentRunId;
            const { location, artifact } = await this.locate(runId, key);
            await (0,verified_place/* placeVerified */.e)(localPath, expected, `${this.url}/${key}`, async (temp) => {
                const entry = await this.extractedEntry(runId, artifact, location.entry);
                try {
                    await (0,promises_.rename)(entry, temp);
                }
                catch (error) {
                    if ((0,error_code/* errorCode */.C)(error) !== 'EXDEV')
                        throw error;
                    await (0,promises_.copyFile)(entry, temp);
                    await (0,promises_.rm)(entry, { force: true });
                }
                return (0,store_digest/* digestFile */.T)(temp);
            });
        });
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            const runId = (0,layout/* runOfKey */.QI)(key) ?? this.params.runs.currentRunId;
            this.knownRuns.add(runId);
            const own = this.params.runs.isCurrent(runId) ? this.texts.get(key) : undefined;
            const run = await this.load(runId);
            const found = run.view.texts.get(key);
            const newest = own && (!found || own.at >= found.at) ? own : found;
            if (newest)
                return newest.text;
            const claim = run.claims.get((0,artifact_names/* keyHash */.aE)(key));
            return claim ? this.downloadText(runId, claim) : undefined;
        });
    }
    async writeText(key, text) {
        await this.guard('write', key, async () => {
            this.texts.set(key, { text, at: this.params.clock.now() });
            const generation = ++this.textGeneration;
            while (this.durableGeneration < generation) {
                this.stateWrite ??= this.commitState().finally(() => {
                    this.stateWrite = undefined;
                });
                await this.stateWrite;
            }
        });
    }
    async createExclusive(key, text) {
        return this.guard('claim', key, async () => {
            const path = (0,external_node_path_.join)(await this.scratchDir('claims'), (0,artifact_names/* claimName */.cB)(this.params.base, key));
            await (0,promises_.writeFile)(path, text);
            try {
                this.created++;
                await this.params.runs.uploadRaw(path);
                return true;
            }
            catch (error) {
                // The run's unique artifact names make the first creation the only one.
                if ((0,artifact_runs/* isNameTaken */.h)(error))
                    return false;
                throw error;
            }
            finally {
                await (0,promises_.rm)(path, { force: true });
            }
        });
    }
    async listChildren(prefix) {
        return this.guard('list', prefix, async () => {
            const children = new Set();
            const visited = new Set();
            const pending = [this.params.runs.currentRunId, ...this.knownRuns, ...(0,layout/* lineageRunsOf */.TN)(prefix)];
            // A lineage's runs are found by following each run's index back to the run it continued.
            while (pending.length > 0 && visited.size < 1000) {
                const runId = pending.pop() ?? '';
                if (visited.has(runId))
                    continue;
                visited.add(runId);
                const run = await this.load(runId);
                const keys = [...run.view.texts.keys(), ...run.view.files.keys()];
                if (this.params.runs.isCurrent(runId))
                    keys.push(...this.texts.keys());
                for (const key of keys) {
                    if (!key.startsWith(prefix))
                        continue;
                    const child = key.slice(prefix.length).split('/')[0];
                    if (child)
                        children.add(child);
                }
                const continued = (0,layout/* continuedRunOfIndex */.aI)(run.view.texts.get((0,layout/* runIndexKey */.fF)(runId))?.text ?? '');
                if (continued !== undefined)
                    pending.push(continued);
            }
            return [...children].sort();
        });
    }
    async stage(key, localPath) {
        const directory = await this.scratchDir('outbox');
        const path = (0,external_node_path_.join)(directory, `e${++this.stagedCount}`);
        const copied = new Promise((resolve, reject) => {
            this.staging.add(async () => {
                try {
                    // The copy is what gets uploaded, so the trainer may rewrite the
                    // original meanwhile; the caller compares the original after.
                    const [digest] = await Promise.all([(0,store_digest/* digestFile */.T)(localPath), (0,promises_.copyFile)(localPath, path)]);
                    resolve(digest);
                }
                catch (error) {
                    reject(error instanceof Error ? error : new Error(String(error)));
                }
            });
        });
        this.stagingNow.add(copied);
        try {
            return { key, path, digest: await copied };
        }
        finally {
            this.stagingNow.delete(copied);
        }
    }
    drain() {
        this.draining ??= this.drainLoop().finally(() => {
            this.draining = undefined;
            if (this.queue.length > 0)
                this.drain();
        });
    }
    async drainLoop() {
        while (this.queue.length > 0) {
            await this.pace();
            // Files still being staged join this batch rather than wait for the next.
            await Promise.allSettled([...this.stagingNow]);
            const batch = this.queue.splice(0);
            try {
                await this.commitBatch(batch);
                for (const queued of batch)
                    queued.landed();
            }
            catch (error) {
                for (const queued of batch)
                    queued.failed(error);
            }
            finally {
                await Promise.all(batch.map((staged) => (0,promises_.rm)(staged.path, { force: true })));
            }
        }
    }
    async pace() {
        const { clock, batchIntervalMs, artifactLimit, endReserve, logger } = this.params;
        const signal = this.ending.signal;
        const wait = this.lastBatchAt + batchIntervalMs - clock.now();
        if (wait > 0 && !signal.aborted)
            await (0,build_clock/* sleepUnlessAborted */.b)(clock, wait, signal);
        if (this.created < artifactLimit - endReserve || signal.aborted)
            return;
        if (!this.warnedBudget) {
            this.warnedBudget = true;
            logger.warning(`${this.url}: this job has created ${this.created} of its ${artifactLimit} artifacts; the rest are kept for the end of the run, so outputs now upload only when the trainer stops. A longer job needs a bigger artifact-interval or an s3:// store.`);
        }
        await (0,build_clock/* sleepUnlessAborted */.b)(clock, Number.MAX_SAFE_INTEGER >>> 1, signal);
    }
    async commitBatch(batch) {
        const name = (0,artifact_names/* batchName */.cL)(this.params.base, this.writer, ++this.batchSeq);
        this.created++;
        let artifact;
        const entries = new Map();
        const [single] = batch;
        if (batch.length === 1 && single) {
            // One file travels as itself: no zip to build, and the download is the file.
            const raw = (0,external_node_path_.join)(await this.scratchDir('raw'), name);
            await (0,promises_.rename)(single.path, raw);
            try {
                artifact = await this.params.runs.uploadRaw(raw);
            }
            finally {
                await (0,promises_.rm)(raw, { force: true });
            }
            entries.set(single, name);
        }
        else {
            const root = await this.scratchDir('outbox');
            artifact = await this.params.runs.uploadZip(name, batch.map((staged) => staged.path), root);
            for (const staged of batch)
                entries.set(staged, (0,external_node_path_.basename)(staged.path));
        }
        this.lastBatchAt = this.params.clock.now();
        this.ownArtifacts.set(name, artifact);
        for (const [staged, entry] of entries) {
            this.files.set(staged.key, { batch: name, entry, ...staged.digest });
        }
    }
    async commitState() {
        const { clock, base, runs, logger } = this.params;
        await clock.sleep(STATE_GATHER_MS);
        const generation = this.textGeneration;
        const seq = ++this.stateSeq;
        const state = {
            format: 1,
            writer: this.writer,
            seq,
            texts: Object.fromEntries(this.texts),
            files: Object.fromEntries(this.files),
        };
        const path = (0,external_node_path_.join)(await this.scratchDir('states'), (0,artifact_names/* stateName */.Vi)(base, this.writer, seq));
        await (0,promises_.writeFile)(path, JSON.stringify(state));
        try {
            this.created++;
            await runs.uploadRaw(path);
        }
        finally {
            await (0,promises_.rm)(path, { force: true });
        }
        this.durableGeneration = Math.max(this.durableGeneration, generation);
        this.ownStates.push((0,external_node_path_.basename)(path));
        for (const old of this.ownStates.splice(0, Math.max(0, this.ownStates.length - STATES_KEPT))) {
            // Only tidiness: a leftover state is superseded by the newer one.
            await runs
                .delete(old)
                .catch((error) => logger.debug(`could not delete artifact ${old}: ${String(error)}`));
        }
    }
    /** The run's artifacts and merged states, read afresh: another writer may have moved on. */
    async load(runId) {
        try {
            return await this.loadOnce(runId);
        }
        catch (error) {
            // A state deleted between listing and download: the next listing has its successor.
            this.params.logger.debug(`reading run ${runId}'s artifacts again: ${String(error)}`);
            return this.loadOnce(runId);
        }
    }
    async loadOnce(runId) {
        const own = this.params.runs.isCurrent(runId);
        const listed = await this.params.runs.list(runId);
        const artifacts = new Map(own ? this.ownArtifacts : []);
        const claims = new Map();
        const newestState = new Map();
        for (const artifact of listed) {
            const parsed = (0,artifact_names/* parseName */.$q)(this.params.base, artifact.name);
            if (!parsed)
                continue;
            artifacts.set(artifact.name, artifact);
            if (parsed.kind === 'claim')
                claims.set(parsed.keyHash, artifact);
            if (parsed.kind !== 'state' || (own && parsed.writer === this.writer))
                continue;
            const known = newestState.get(parsed.writer);
            if (!known || parsed.seq > known.seq)
                newestState.set(parsed.writer, { seq: parsed.seq, artifact });
        }
        const states = await Promise.all([...newestState.values()].map(async ({ artifact }) => {
            const parsed = parseWriterState(await this.downloadText(runId, artifact));
            if (typeof parsed === 'string')
                throw new Error(`${artifact.name} is unusable: ${parsed}`);
            return parsed;
        }));
        const mine = own
            ? [
                {
                    format: 1,
                    writer: this.writer,
                    seq: 0,
                    texts: {},
                    files: Object.fromEntries(this.files),
                },
            ]
            : [];
        const run = { view: mergeStates([...states, ...mine]), artifacts, claims };
        this.loaded.set(runId, run);
        return run;
    }
    async locate(runId, key) {
        for (const fresh of [false, true]) {
            const run = (!fresh && this.loaded.get(runId)) || (await this.load(runId));
            const location = run.view.files.get(key);
            const artifact = location && run.artifacts.get(location.batch);
            if (location && artifact)
                return { location, artifact };
        }
        throw new Error(`no artifact of run ${runId} holds it`);
    }
    /** The path of one entry of a downloaded batch; each batch is downloaded once for all its entries. */
    async extractedEntry(runId, artifact, entry) {
        for (let tries = 0;; tries++) {
            let pending = this.extracted.get(artifact.id);
            if (!pending) {
                pending = this.downloadInto(runId, artifact);
                this.extracted.set(artifact.id, pending);
                pending.catch(() => this.extracted.delete(artifact.id));
            }
            const directory = await pending;
            const names = await (0,promises_.readdir)(directory);
            if (names.includes(entry))
                return (0,external_node_path_.join)(directory, entry);
            // A one-file batch arrives under the name the service gives it.
            const [only] = names;
            if (entry === artifact.name && names.length === 1 && only)
                return (0,external_node_path_.join)(directory, only);
            // Taken by an earlier getFile of the same key: fetch the batch again.
            this.extracted.delete(artifact.id);
            if (tries > 0)
                throw new Error(`artifact ${artifact.name} has no entry ${entry}`);
        }
    }
    async downloadInto(runId, artifact) {
        const directory = await (0,promises_.mkdtemp)((0,external_node_path_.join)(await this.scratchDir('inbox'), 'a'));
        await this.params.runs.download(runId, artifact, directory);
        return directory;
    }
    async downloadText(runId, artifact) {
        const directory = await this.downloadInto(runId, artifact);
        try {
            const [file] = await (0,promises_.readdir)(directory);
            if (file === undefined)
                throw new Error(`artifact ${artifact.name} is empty`);
            return await (0,promises_.readFile)((0,external_node_path_.join)(directory, file), 'utf8');
        }
        finally {
            await (0,promises_.rm)(directory, { recursive: true, force: true });
        }
    }
    async scratchDir(name) {
        const directory = (0,external_node_path_.join)(this.params.scratch, this.writer, name);
        await (0,promises_.mkdir)(directory, { recursive: true });
        return directory;
    }
    async guard(operation, key, task) {
        return (0,store/* storeOperation */.z4)(this.url, operation, key, task);
    }
}


/***/ }),

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

/***/ 60930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ gangStopKey),
/* harmony export */   A0: () => (/* binding */ isHistoryKey),
/* harmony export */   Al: () => (/* binding */ isValidId),
/* harmony export */   DN: () => (/* binding */ runIndexText),
/* harmony export */   E9: () => (/* binding */ successorKey),
/* harmony export */   Eo: () => (/* binding */ claimKey),
/* harmony export */   Ox: () => (/* binding */ historyKey),
/* harmony export */   QI: () => (/* binding */ runOfKey),
/* harmony export */   Ql: () => (/* binding */ nodeOfFolder),
/* harmony export */   R2: () => (/* binding */ lineageOfIndex),
/* harmony export */   RY: () => (/* binding */ lineageEntryKey),
/* harmony export */   Rn: () => (/* binding */ manifestKey),
/* harmony export */   TN: () => (/* binding */ lineageRunsOf),
/* harmony export */   aI: () => (/* binding */ continuedRunOfIndex),
/* harmony export */   cK: () => (/* binding */ runPrefix),
/* harmony export */   fF: () => (/* binding */ runIndexKey),
/* harmony export */   lf: () => (/* binding */ ownerKey),
/* harmony export */   mH: () => (/* binding */ lineageIndexPrefix),
/* harmony export */   t7: () => (/* binding */ lineageEntryOf),
/* harmony export */   w2: () => (/* binding */ writerPrefix),
/* harmony export */   wm: () => (/* binding */ fileKey)
/* harmony export */ });
/* unused harmony export LINEAGE_INDEX */
/**
 * Where things live in a store (see DESIGN.md):
 *   <lineage>/<run>/files/<path>          first upload of <path> in this run
 *   <lineage>/<run>/files/.v<seq>/<path>  later uploads of the same path
 *   <lineage>/<run>/manifest.json         the index, rewritten as files land
 *   <lineage>/<run>/restart.claim         exactly-once restart
 *   <lineage>/<run>/successor             the one run that continues it
 *   <lineage>/<run>/owner                 the one train step writing this run
 *   <lineage>/<run>/history/<event>.json  write-once records of when things
 *                                         happened to the run (see historyKey)
 *   runs/<run>                            the run's lineage, so a restart that
 *                                         knows only the prior run id finds it
 *   .lineages/<lineage>/<attempt>-<run>   the lineage index: one small object per
 *                                         run, written before the run's first
 *                                         manifest, so one listing gives a
 *                                         lineage's runs in attempt order
 * A gang (a run trained on N VMs) has one writer per node, each under
 * <lineage>/<run>/node-<i>/ with its own files/, manifest.json and owner;
 * <lineage>/<run>/manifest.json is then the gang's seal: the union of the
 * node manifests, written once every node has sealed (or by finalize).
 * An overwritten output never replaces the object an older manifest names:
 * a restore that races an upload still finds the bytes it expects. Dot-files
 * are never uploaded, so `.v<seq>` cannot collide with a user's path.
 */
function runPrefix(lineage, runId) {
    return `${lineage}/${runId}/`;
}
/** Where one writer of the run keeps its files, manifest and owner: the run, or its node in a gang. */
function writerPrefix(lineage, runId, node) {
    return node === undefined
        ? runPrefix(lineage, runId)
        : `${runPrefix(lineage, runId)}node-${node}/`;
}
/** The run's manifest (a gang's seal), or with `node` that node's own. */
function manifestKey(lineage, runId, node) {
    return `${writerPrefix(lineage, runId, node)}manifest.json`;
}
/** The node a `node-<i>` folder of a run names, if it is one. */
function nodeOfFolder(name) {
    const match = /^node-(0|[1-9][0-9]{0,3})$/.exec(name);
    return match ? Number(match[1]) : undefined;
}
/** Written by the first node of a gang that stops it, so a node that joins late does not start. */
function gangStopKey(lineage, runId) {
    return `${runPrefix(lineage, runId)}gang-stop`;
}
/**
 * The restart claim; a claim abandoned by a claimant that died before it
 * dispatched is taken over by creating the next generation.
 */
function claimKey(lineage, runId, generation = 1) {
    const suffix = generation === 1 ? '' : `.${generation}`;
    return `${runPrefix(lineage, runId)}restart.claim${suffix}`;
}
/** Held by the one train step that writes under this run key (see takeRunKey). */
function ownerKey(lineage, runId, node) {
    return `${writerPrefix(lineage, runId, node)}owner`;
}
/** Created by the first run that continues `runId`: a second dispatch of the restart stops on it. */
function successorKey(lineage, runId) {
    return `${runPrefix(lineage, runId)}successor`;
}
/** `prefix` is the writer's (see writerPrefix). */
function fileKey(prefix, path, seq, firstVersion) {
    return firstVersion ? `${prefix}files/${path}` : `${prefix}files/.v${seq}/${path}`;
}
/** Lineage and run ids become key segments; keep them to a safe alphabet. */
function isValidId(id) {
    return /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id);
}
function runIndexKey(runId) {
    return `runs/${runId}`;
}
/** The run a key belongs to (`runs/<run>`, `<lineage>/<run>/...`, an index entry), if it names one. */
function runOfKey(key) {
    const parts = key.split('/');
    if (parts[0] === 'runs' && parts.length === 2)
        return parts[1];
    if (parts[0] === LINEAGE_INDEX)
        return parts.length === 3 ? lineageEntryOf(parts[2] ?? '')?.runId : undefined;
    return parts.length >= 3 ? parts[1] : undefined;
}
/** Runs a listing prefix names: `<lineage>/` names the lineage's first run, whose id it took. */
function lineageRunsOf(prefix) {
    const parts = prefix.split('/').filter((part) => part !== '');
    if (parts[0] === 'runs')
        return [];
    if (parts[0] === LINEAGE_INDEX)
        return parts.slice(1, 2);
    return parts.slice(0, 2);
}
/** The folder of the lineage index; a dot-name, which no lineage id can take. */
const LINEAGE_INDEX = '.lineages';
/** Where a lineage's index entries are listed (every lineage's, without one). */
function lineageIndexPrefix(lineage) {
    return lineage === undefined ? `${LINEAGE_INDEX}/` : `${LINEAGE_INDEX}/${lineage}/`;
}
/** Attempts are zero-padded so the store lists entries in attempt order. */
function lineageEntryKey(lineage, attempt, runId) {
    return `${lineageIndexPrefix(lineage)}${String(attempt).padStart(6, '0')}-${runId}`;
}
/** The attempt and run an index entry's name gives, if it is one. */
function lineageEntryOf(name) {
    const match = /^([0-9]{6,})-(.+)$/.exec(name);
    if (!match || !isValidId(match[2] ?? ''))
        return undefined;
    return { attempt: Number(match[1]), runId: match[2] ?? '' };
}
/** The run index: the run's lineage, then the run it continued, if any. */
function runIndexText(lineage, continues) {
    return continues === undefined ? `${lineage}\n` : `${lineage}\nafter ${continues}\n`;
}
/** The lineage a run index names; the line after it is for stores that follow runs back. */
function lineageOfIndex(text) {
    return text.split('\n', 1)[0]?.trim() ?? '';
}
/** The run a run index says this run continued, if any. */
function continuedRunOfIndex(text) {
    return /^after (\S+)$/m.exec(text)?.[1];
}
/**
 * A run's history: one small write-once record per event (`launch`,
 * `notice`, ...), kept when retention retires the run's files, so a cost
 * ledger and the resume timeline can read a whole lineage. Missing means
 * the event was never recorded (a VM gone first), never "did not happen".
 */
function historyKey(lineage, runId, event) {
    return `${runPrefix(lineage, runId)}history/${event}.json`;
}
/** Whether `key` is one of a run's history records (see historyKey). */
function isHistoryKey(lineage, runId, key) {
    return key.startsWith(`${runPrefix(lineage, runId)}history/`);
}


/***/ }),

/***/ 64899:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ StoreError),
/* harmony export */   cs: () => (/* binding */ IntegrityError),
/* harmony export */   z4: () => (/* binding */ storeOperation)
/* harmony export */ });
/** The bytes in the store are not the bytes that were recorded: never restore them. */
class IntegrityError extends Error {
    name = 'IntegrityError';
}
/** An operation that failed against the store; the message names the store, key and operation. */
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
/**
 * Runs one store operation, turning what goes wrong into a StoreError that
 * names the store, key and operation. An IntegrityError (and a StoreError
 * from a nested operation) passes as it is: it already says what happened.
 */
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
/**
 * Runs at most `limit` tasks at once and lets a caller wait for all of them.
 * A task that throws is handed to `onError`: it never becomes an unhandled
 * rejection that would take the supervisor (and the trainer's notice) down.
 */
class TaskPool {
    limit;
    onError;
    running = 0;
    waiting = [];
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
    /** Resolves when every task added so far, and any they add, has finished. */
    async idle() {
        while (this.active.size > 0)
            await Promise.allSettled([...this.active]);
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
