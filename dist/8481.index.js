export const id = 8481;
export const ids = [8481];
export const modules = {

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

/***/ 78481:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openArtifactStore: () => (/* binding */ openArtifactStore)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/artifact/lib/artifact.js + 37 modules
var artifact = __webpack_require__(48946);
// EXTERNAL MODULE: ./build/base/clock.js
var base_clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: ./build/store/store-options.js
var store_options = __webpack_require__(57628);
;// CONCATENATED MODULE: ./build/store/artifact/artifact-runs.js

class ArtifactRuns {
    params;
    constructor(params) {
        this.params = params;
    }
    get currentRunId() {
        return this.params.currentRunId;
    }
    isCurrent(runKey) {
        return workflowRunOf(runKey) === this.params.currentRunId;
    }
    async list(runId) {
        const find = this.findOptions(runId);
        if (find === undefined)
            return [];
        const { artifacts } = await this.params.client.listArtifacts(find);
        return artifacts.map(({ id, name, size }) => ({ id, name, size }));
    }
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
    async uploadZip(name, files, root) {
        const result = await this.params.client.uploadArtifact(name, files, root, {
            compressionLevel: 0,
        });
        return this.uploaded(name, result.id, result.size);
    }
    async uploadRaw(path) {
        const result = await this.params.client.uploadArtifact((0,external_node_path_.basename)(path), [path], '/', {
            skipArchive: true,
        });
        return this.uploaded((0,external_node_path_.basename)(path), result.id, result.size);
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
function isNameTaken(error) {
    const message = error instanceof Error ? error.message : String(error);
    return /\(409\)|already exists|conflict/i.test(message);
}
function workflowRunOf(runKey) {
    return /^([1-9][0-9]{0,18})(?:-[0-9]+)?$/.exec(runKey)?.[1];
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/store/artifact/artifact-names.js
var artifact_names = __webpack_require__(21314);
// EXTERNAL MODULE: ./build/store/digest.js
var store_digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/store/task-pool.js
var task_pool = __webpack_require__(55104);
;// CONCATENATED MODULE: ./build/store/artifact/artifact-batches.js






class ArtifactBatches {
    params;
    url;
    own;
    staging;
    stagingNow = new Set();
    queue = [];
    draining;
    lastBatchAt = -Infinity;
    ending = new AbortController();
    warnedBudget = false;
    batchSeq = 0;
    stagedCount = 0;
    constructor(params, url, own) {
        this.params = params;
        this.url = url;
        this.own = own;
        this.staging = new task_pool/* TaskPool */.Y(params.stagingConcurrency, () => undefined);
    }
    expedite() {
        this.ending.abort();
    }
    async put(key, localPath) {
        const staged = await this.stage(key, localPath);
        await new Promise((resolve, reject) => {
            this.queue.push({ ...staged, landed: () => resolve(undefined), failed: reject });
            this.drain();
        });
        return staged.digest;
    }
    async stage(key, localPath) {
        const copied = this.copyToOutbox(localPath);
        this.stagingNow.add(copied);
        try {
            return { key, ...(await copied) };
        }
        finally {
            this.stagingNow.delete(copied);
        }
    }
    async copyToOutbox(localPath) {
        const directory = await this.own.scratchDir('outbox');
        const path = (0,external_node_path_.join)(directory, `e${++this.stagedCount}`);
        const digest = await new Promise((resolve, reject) => {
            this.staging.add(async () => {
                try {
                    const [digest] = await Promise.all([(0,store_digest/* digestFile */.TM)(localPath), (0,promises_.copyFile)(localPath, path)]);
                    resolve(digest);
                }
                catch (error) {
                    reject(error instanceof Error ? error : new Error(String(error)));
                }
            });
        });
        return { path, digest };
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
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, wait, signal);
        const created = this.own.createdCount();
        if (created < artifactLimit - endReserve || signal.aborted)
            return;
        if (!this.warnedBudget) {
            this.warnedBudget = true;
            logger.warning(`${this.url}: this job has created ${created} of its ${artifactLimit} artifacts; the rest are kept for the end of the run, so outputs now upload only when the trainer stops. A longer job needs a bigger artifact-interval or an s3:// store.`);
        }
        await (0,base_clock/* sleepUnlessAborted */.b)(clock, Number.MAX_SAFE_INTEGER >>> 1, signal);
    }
    async commitBatch(batch) {
        const name = (0,artifact_names/* batchName */.cL)(this.params.base, this.own.writer, ++this.batchSeq);
        this.own.create();
        let artifact;
        const entries = new Map();
        const [single] = batch;
        if (batch.length === 1 && single) {
            const raw = (0,external_node_path_.join)(await this.own.scratchDir('raw'), name);
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
            const root = await this.own.scratchDir('outbox');
            artifact = await this.params.runs.uploadZip(name, batch.map((staged) => staged.path), root);
            for (const staged of batch)
                entries.set(staged, (0,external_node_path_.basename)(staged.path));
        }
        this.lastBatchAt = this.params.clock.now();
        this.own.batches.set(name, artifact);
        for (const [staged, entry] of entries) {
            this.own.files.set(staged.key, { batch: name, entry, ...staged.digest });
        }
    }
}

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

;// CONCATENATED MODULE: ./build/store/artifact/artifact-reader.js




class ArtifactReader {
    params;
    own;
    loaded = new Map();
    extracted = new Map();
    constructor(params, own) {
        this.params = params;
        this.own = own;
    }
    async load(runId) {
        try {
            return await this.loadOnce(runId);
        }
        catch (error) {
            this.params.logger.debug(`reading run ${runId}'s artifacts again: ${String(error)}`);
            return this.loadOnce(runId);
        }
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
            const [only] = names;
            if (entry === artifact.name && names.length === 1 && only)
                return (0,external_node_path_.join)(directory, only);
            this.extracted.delete(artifact.id);
            if (tries > 0)
                throw new Error(`artifact ${artifact.name} has no entry ${entry}`);
        }
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
    async loadOnce(runId) {
        const own = this.params.runs.isCurrent(runId);
        const listed = await this.params.runs.list(runId);
        const artifacts = new Map(own ? this.own.batches : []);
        const claims = new Map();
        const newestState = new Map();
        for (const artifact of listed) {
            const parsed = (0,artifact_names/* parseName */.$q)(this.params.base, artifact.name);
            if (!parsed)
                continue;
            artifacts.set(artifact.name, artifact);
            if (parsed.kind === 'claim')
                claims.set(parsed.keyHash, artifact);
            if (parsed.kind !== 'state' || (own && parsed.writer === this.own.writer))
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
                    writer: this.own.writer,
                    seq: 0,
                    texts: {},
                    files: Object.fromEntries(this.own.files),
                },
            ]
            : [];
        const run = { view: mergeStates([...states, ...mine]), artifacts, claims };
        this.loaded.set(runId, run);
        return run;
    }
    async downloadInto(runId, artifact) {
        const directory = await (0,promises_.mkdtemp)((0,external_node_path_.join)(await this.own.scratchDir('inbox'), 'a'));
        await this.params.runs.download(runId, artifact, directory);
        return directory;
    }
}

;// CONCATENATED MODULE: ./build/store/artifact/artifact-state-writer.js



const STATE_GATHER_MS = 250;
const STATES_KEPT = 2;
class ArtifactStateWriter {
    params;
    own;
    texts = new Map();
    stateSeq = 0;
    ownStates = [];
    textGeneration = 0;
    durableGeneration = 0;
    stateWrite;
    constructor(params, own) {
        this.params = params;
        this.own = own;
    }
    text(key) {
        return this.texts.get(key);
    }
    keys() {
        return this.texts.keys();
    }
    async write(key, text) {
        this.texts.set(key, { text, at: this.params.clock.now() });
        const generation = ++this.textGeneration;
        while (this.durableGeneration < generation) {
            this.stateWrite ??= this.commitState().finally(() => {
                this.stateWrite = undefined;
            });
            await this.stateWrite;
        }
    }
    async commitState() {
        const { clock, base, runs, logger } = this.params;
        await clock.sleep(STATE_GATHER_MS);
        const generation = this.textGeneration;
        const seq = ++this.stateSeq;
        const state = {
            format: 1,
            writer: this.own.writer,
            seq,
            texts: Object.fromEntries(this.texts),
            files: Object.fromEntries(this.own.files),
        };
        const path = (0,external_node_path_.join)(await this.own.scratchDir('states'), (0,artifact_names/* stateName */.Vi)(base, this.own.writer, seq));
        await (0,promises_.writeFile)(path, JSON.stringify(state));
        try {
            this.own.create();
            await runs.uploadRaw(path);
        }
        finally {
            await (0,promises_.rm)(path, { force: true });
        }
        this.durableGeneration = Math.max(this.durableGeneration, generation);
        this.ownStates.push((0,external_node_path_.basename)(path));
        for (const old of this.ownStates.splice(0, Math.max(0, this.ownStates.length - STATES_KEPT))) {
            await runs
                .delete(old)
                .catch((error) => logger.debug(`could not delete artifact ${old}: ${String(error)}`));
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./build/store/artifact/own-artifacts.js



class OwnArtifacts {
    scratch;
    writer = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    batches = new Map();
    files = new Map();
    created = 0;
    constructor(scratch) {
        this.scratch = scratch;
    }
    create() {
        this.created++;
    }
    createdCount() {
        return this.created;
    }
    async scratchDir(name) {
        const directory = (0,external_node_path_.join)(this.scratch, this.writer, name);
        await (0,promises_.mkdir)(directory, { recursive: true });
        return directory;
    }
}

// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/store/verified-place.js
var verified_place = __webpack_require__(87442);
;// CONCATENATED MODULE: ./build/store/artifact/artifact-store.js













class ArtifactStore {
    params;
    url;
    putsInFlight = 64;
    own;
    batches;
    state;
    reader;
    knownRuns = new Set();
    constructor(params) {
        this.params = params;
        this.url = `artifact://${params.base}`;
        this.own = new OwnArtifacts(params.scratch);
        this.batches = new ArtifactBatches(params, this.url, this.own);
        this.state = new ArtifactStateWriter(params, this.own);
        this.reader = new ArtifactReader(params, this.own);
    }
    expedite() {
        this.batches.expedite();
    }
    async putFile(key, localPath) {
        return this.guard('put', key, () => this.batches.put(key, localPath));
    }
    async getFile(key, localPath, expected) {
        await this.guard('get', key, async () => {
            const runId = (0,layout/* runOfKey */.QI)(key) ?? this.params.runs.currentRunId;
            const { location, artifact } = await this.reader.locate(runId, key);
            await (0,verified_place/* placeVerified */.e)(localPath, expected, `${this.url}/${key}`, async (temp) => {
                const entry = await this.reader.extractedEntry(runId, artifact, location.entry);
                try {
                    await (0,promises_.rename)(entry, temp);
                }
                catch (error) {
                    if ((0,error_code/* errorCode */.C)(error) !== 'EXDEV')
                        throw error;
                    await (0,promises_.copyFile)(entry, temp);
                    await (0,promises_.rm)(entry, { force: true });
                }
                return (0,store_digest/* digestFile */.TM)(temp);
            });
        });
    }
    async readText(key) {
        return this.guard('read', key, async () => {
            const runId = (0,layout/* runOfKey */.QI)(key) ?? this.params.runs.currentRunId;
            this.knownRuns.add(runId);
            const own = this.params.runs.isCurrent(runId) ? this.state.text(key) : undefined;
            const run = await this.reader.load(runId);
            const found = run.view.texts.get(key);
            const newest = own && (!found || own.at >= found.at) ? own : found;
            if (newest)
                return newest.text;
            const claim = run.claims.get((0,artifact_names/* keyHash */.aE)(key));
            return claim ? this.reader.downloadText(runId, claim) : undefined;
        });
    }
    async writeText(key, text) {
        await this.guard('write', key, () => this.state.write(key, text));
    }
    async createExclusive(key, text) {
        return this.guard('claim', key, async () => {
            const path = (0,external_node_path_.join)(await this.own.scratchDir('claims'), (0,artifact_names/* claimName */.cB)(this.params.base, key));
            await (0,promises_.writeFile)(path, text);
            try {
                this.own.create();
                await this.params.runs.uploadRaw(path);
                return true;
            }
            catch (error) {
                if (isNameTaken(error))
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
            while (pending.length > 0 && visited.size < 1000) {
                const runId = pending.pop() ?? '';
                if (visited.has(runId))
                    continue;
                visited.add(runId);
                const run = await this.reader.load(runId);
                const keys = [...run.view.texts.keys(), ...run.view.files.keys()];
                if (this.params.runs.isCurrent(runId))
                    keys.push(...this.state.keys());
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
    async guard(operation, key, task) {
        return (0,store/* storeOperation */.z4)(this.url, operation, key, task);
    }
}

;// CONCATENATED MODULE: ./build/store/artifact/open-artifact-store.js








function openArtifactStore(location, options) {
    const run = options.artifactRun;
    return new ArtifactStore({
        runs: new ArtifactRuns({
            client: new artifact/* DefaultArtifactClient */.t9(),
            currentRunId: run?.runId ?? '',
            owner: run?.owner ?? '',
            repo: run?.repo ?? '',
            token: run?.token,
        }),
        base: location.base,
        scratch: (0,external_node_path_.join)(run?.scratchDir ?? (0,external_node_os_.tmpdir)(), 'spot-train-artifacts'),
        clock: base_clock/* systemClock */.m,
        logger: options.logger ?? log/* silentLogger */.qq,
        batchIntervalMs: options.artifactIntervalMs ?? store_options/* ARTIFACT_INTERVAL_MS */.GN,
        artifactLimit: store_options/* ARTIFACTS_PER_JOB */.EB,
        endReserve: 15,
        stagingConcurrency: 4,
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
