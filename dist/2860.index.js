export const id = 2860;
export const ids = [2860];
export const modules = {

/***/ 90555:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ abortAbandonedUploads)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60930);


/**
 * No live uploader holds one upload open this long (a day moves terabytes
 * at checkpoint speeds), so one this old, anywhere in the store, was cut off.
 */
const ANY_UPLOAD_AFTER_MS = 24 * 60 * 60_000;
/**
 * Aborts the multipart uploads that processes killed mid-upload left (their
 * parts are billed until then). An earlier run of this lineage whose restart
 * was claimed is over: it claims only once its uploads are done, and a
 * fallback claim comes only after its job ended. Other runs, possibly live,
 * lose only uploads older than a day. Never throws: this is housekeeping,
 * run alongside the restore, and must not cost a run its start.
 */
async function abortAbandonedUploads(params) {
    const { store, logger } = params;
    if (!store.listPendingUploads || !store.abortPendingUpload)
        return;
    let pending;
    try {
        pending = await store.listPendingUploads('');
    }
    catch (error) {
        logger.info(`could not list unfinished multipart uploads (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)}); parts of uploads cut off by a kill stay until a lifecycle rule of the bucket removes them`);
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
            logger.warning(`could not abort an unfinished upload: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)}`);
        }
    }
    if (aborted.length > 0)
        logger.info(`aborted ${aborted.length} unfinished multipart upload(s) that killed runs left: ${aborted.join(', ')}`);
}
async function isAbandoned(params, upload, finished) {
    const [lineage = '', runId = '', area = '', nodeArea] = upload.key.split('/');
    // Only what spot-train writes: a bucket may hold other programs' uploads.
    // A gang's node writes under node-<i>/files/; its other nodes are the same run.
    const files = area === 'files' || ((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeOfFolder */ .Ql)(area) !== undefined && nodeArea === 'files');
    if (!files || !(0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isValidId */ .Al)(lineage) || !(0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isValidId */ .Al)(runId))
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
        claimed = params.store.readText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .claimKey */ .Eo)(lineage, runId)).then((text) => text !== undefined);
        finished.set(runId, claimed);
    }
    return claimed;
}


/***/ }),

/***/ 67812:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ restoreLineage)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
// EXTERNAL MODULE: ./build/report/bytes.js
var report_bytes = __webpack_require__(20140);
// EXTERNAL MODULE: ./build/report/count.js
var count = __webpack_require__(600);
// EXTERNAL MODULE: ./build/report/transfer-progress.js
var transfer_progress = __webpack_require__(41698);
// EXTERNAL MODULE: ./build/clock.js
var build_clock = __webpack_require__(7094);
;// CONCATENATED MODULE: ./build/checkpoints/staged-bytes.js




/**
 * Tells `progress` how many bytes have landed under `dir` every interval
 * until `signal` aborts. Every store downloads into a temp file beside its
 * target, so the directory's size counts a large file's ranges as they
 * arrive, not only once the whole file is verified; no store needs to know.
 */
async function watchStagedBytes(dir, progress, clock, signal) {
    for (;;) {
        await (0,build_clock/* sleepUnlessAborted */.b)(clock, transfer_progress/* PROGRESS_INTERVAL_MS */.vG, signal);
        if (signal.aborted)
            return;
        progress.landed(await bytesUnder(dir));
    }
}
/** The size of every file under `dir`; files that vanish while counted (renamed into place) count 0. */
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

// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/store/lineage.js
var lineage = __webpack_require__(52967);
// EXTERNAL MODULE: ./build/store/safe-path.js
var safe_path = __webpack_require__(37869);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/store/task-pool.js
var task_pool = __webpack_require__(55104);
;// CONCATENATED MODULE: ./build/checkpoints/restore.js












const STAGING = '.spot-train-staging';
/**
 * Restores the newest complete file set of a lineage: runs are tried newest
 * first, and a run's set is taken only if every file in it downloads with the
 * size and SHA-256 its manifest recorded. A run that had uploaded nothing, or
 * whose objects were torn or tampered with, is passed over for the one before.
 */
async function restoreLineage(params) {
    const { logger, clock } = params;
    const started = clock.now();
    const runs = params.runs ?? (0,lineage/* walkLineage */.X)(params.store, params.lineage, params.currentRunId);
    const skipped = [];
    for await (const run of runs) {
        if (typeof run.manifest === 'string') {
            skipped.push({ runId: run.runId, reason: run.manifest });
            continue;
        }
        if (run.manifest.files.length === 0) {
            const reason = run.manifest.state === 'launched'
                ? 'its VM was lost before its train step started'
                : 'it has no files';
            skipped.push({ runId: run.runId, reason });
            continue;
        }
        try {
            await downloadSet(params, run.manifest.files);
        }
        catch (error) {
            const reason = (0,errors/* describeError */.U)(error);
            logger.warning(`not restoring run ${run.runId}: ${reason}; trying the run before it`);
            skipped.push({ runId: run.runId, reason });
            continue;
        }
        const files = run.manifest.files;
        const placedInOutputs = params.outputsDir
            ? await copyToOutputs(params, files)
            : new Map();
        const bytes = files.reduce((sum, file) => sum + file.size, 0);
        logger.info(`restored ${(0,count/* countOf */.p)(files.length, 'file')} (${(0,report_bytes/* formatBytes */.z)(bytes)}) from run ${run.runId} (attempt ${run.manifest.attempt}, ${run.manifest.state}) into ${params.restartDir}`);
        return {
            fromRunId: run.runId,
            files,
            bytes,
            skipped,
            placedInOutputs,
            durationMs: clock.now() - started,
        };
    }
    if (skipped.length > 0)
        logger.info(`nothing to restore: no earlier run of lineage ${params.lineage} uploaded a file`);
    return {
        files: [],
        bytes: 0,
        skipped,
        placedInOutputs: new Map(),
        durationMs: clock.now() - started,
    };
}
async function downloadSet(params, files) {
    const staging = (0,external_node_path_.join)(params.restartDir, STAGING);
    await (0,promises_.rm)(staging, { recursive: true, force: true });
    const targets = files.map((file) => ({ file, target: (0,safe_path/* safeJoin */.g)(staging, file.path) }));
    const failures = [];
    const pool = new task_pool/* TaskPool */.Y(params.concurrency, (error) => failures.push(error));
    const progress = new transfer_progress/* TransferProgress */.v5({
        verb: 'restored',
        totalBytes: files.reduce((sum, file) => sum + file.size, 0),
        clock: params.clock,
        logger: params.logger,
    });
    const watching = new AbortController();
    const watcher = watchStagedBytes(staging, progress, params.clock, watching.signal);
    for (const { file, target } of targets) {
        pool.add(async () => {
            if (failures.length > 0)
                return;
            await (0,retry/* withRetry */.bD)(() => params.store.getFile(file.key, target, file), {
                clock: params.clock,
                isRetryable: (error) => !(error instanceof store/* IntegrityError */.cs),
                onRetry: (error, attempt) => params.logger.warning(`download of ${file.path} failed (try ${attempt}): ${(0,errors/* describeError */.U)(error)}`),
            });
            progress.add(file.size);
        });
    }
    await pool.idle();
    watching.abort();
    await watcher;
    if (failures.length > 0) {
        await (0,promises_.rm)(staging, { recursive: true, force: true });
        throw failures[0];
    }
    for (const { file } of targets) {
        const target = (0,safe_path/* safeJoin */.g)(params.restartDir, file.path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.rename)((0,safe_path/* safeJoin */.g)(staging, file.path), target);
    }
    await (0,promises_.rm)(staging, { recursive: true, force: true });
}
async function copyToOutputs(params, files) {
    const outputsDir = params.outputsDir ?? '';
    const placed = new Map();
    for (const file of files) {
        const target = (0,safe_path/* safeJoin */.g)(outputsDir, file.path);
        if (await exists(target)) {
            params.logger.warning(`not restoring ${file.path} into the outputs directory: a file is already there`);
            continue;
        }
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.copyFile)((0,safe_path/* safeJoin */.g)(params.restartDir, file.path), target);
        const info = await (0,promises_.lstat)(target);
        placed.set(file.path, { size: info.size, mtimeMs: info.mtimeMs, ino: info.ino });
    }
    return placed;
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19473);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60930);
/* harmony import */ var _store_lineage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52967);



/**
 * `retention: N` across a lineage: earlier runs beyond the N newest are
 * retired. Their manifest goes first, so no restore can choose a run whose
 * files are going; then every object of theirs that no kept manifest names.
 * A retired run leaves the lineage index too. Runs still `running` (an old
 * VM may be flushing) and runs without a readable manifest are left alone,
 * and so are each run's restart claim and successor record, which keep a
 * late finalize job (or a late duplicate run) from restarting a retired run
 * twice.
 */
async function retireRuns(params) {
    const { store, lineage, logger } = params;
    const { named, retiring } = planRetirement(params);
    let objects = 0;
    for (const { runId, manifest } of retiring) {
        try {
            await deleteIfThere(store, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestKey */ .Rn)(lineage, runId));
            for (const key of await retiredKeys(store, lineage, runId, named)) {
                await deleteIfThere(store, key);
                objects++;
            }
            // Its index entry last, so a retirement cut short leaves only an entry
            // whose run has no manifest, which a restore passes over.
            const entry = retiredEntry(lineage, runId, manifest.attempt);
            if (entry !== undefined) {
                await deleteIfThere(store, entry);
                objects++;
            }
            logger.info(`retention: retired run ${runId} of lineage ${lineage}`);
        }
        catch (error) {
            logger.warning(`retention: could not retire run ${runId}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}`);
        }
    }
    return { runs: retiring.map((run) => run.runId), objects };
}
/** Which runs `retention: N` retires, touching nothing: for the retirement and for a dry run. */
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
/**
 * The objects retiring `runId` removes after its manifest: every key of its
 * folder but those a kept manifest names, its restart claim, its successor record
 * and its history records (a few hundred bytes that the cost ledger reads).
 */
async function retiredKeys(store, lineage, runId, named) {
    const keep = new Set([...named, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .claimKey */ .Eo)(lineage, runId), (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .successorKey */ .E9)(lineage, runId)]);
    const keys = await listKeys(store, (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .runPrefix */ .cK)(lineage, runId));
    return keys.filter((key) => !keep.has(key) && key !== (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestKey */ .Rn)(lineage, runId) && !(0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isHistoryKey */ .A0)(lineage, runId, key));
}
/**
 * The lineage index entry retiring a run removes. The first run's stays: it
 * tells readers the lineage is indexed from its start (see readLineageIndex).
 */
function retiredEntry(lineage, runId, attempt) {
    return runId === lineage ? undefined : (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageEntryKey */ .RY)(lineage, attempt, runId);
}
/**
 * Retires what `retention` allows, reading the lineage if the caller has
 * not; it only logs failures, since a run must not fail over tidiness.
 */
async function retireEarlierRuns(params) {
    const { store, lineage, runId, keep, logger } = params;
    try {
        const earlier = params.earlier ?? (await (0,_store_lineage_js__WEBPACK_IMPORTED_MODULE_0__/* .readLineage */ .K)(store, lineage, runId));
        const retired = await retireRuns({ ...params, earlier });
        if (retired.runs.length > 0) {
            logger.info(`retention: removed ${retired.objects} objects of ${retired.runs.length} earlier runs beyond the newest ${keep}`);
        }
    }
    catch (error) {
        logger.warning(`retention: could not retire earlier runs: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}`);
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/**
 * `retention: N` within the running attempt: of the objects this run
 * uploaded, those its manifest no longer names (an older version of a file,
 * a file the trainer deleted) are removed once they are older than the N
 * newest saves. A save is a burst of uploads (a trainer writing its model,
 * optimizer and state together), so "the last N checkpoints" means what the
 * trainer saved, whether it overwrites one file or writes a new directory
 * each time. Objects are removed only after a manifest that does not name
 * them is durable, so a restore never finds a named object gone.
 */
class RunRetention {
    params;
    uploads = [];
    newestSave = 0;
    sweeping = Promise.resolve();
    removedCount = 0;
    constructor(params) {
        this.params = params;
    }
    uploaded(key, path, save) {
        this.uploads.push({ key, path, save });
        this.newestSave = Math.max(this.newestSave, save);
    }
    get objectsRemoved() {
        return this.removedCount;
    }
    /** A manifest reached the store: what it no longer names may go. Runs one sweep at a time. */
    written(manifest) {
        const named = new Set(manifest.files.map((file) => file.key));
        this.sweeping = this.sweeping.then(() => this.sweep(named));
    }
    /** Waits for sweeps under way, so a run ends with its store tidy. */
    async settled() {
        await this.sweeping;
    }
    async sweep(named) {
        const oldestKept = this.newestSave - this.params.keep + 1;
        const expired = this.uploads.filter((upload) => upload.save < oldestKept && !named.has(upload.key));
        for (const upload of expired) {
            try {
                await this.params.store.deleteObject?.(upload.key);
                this.uploads.splice(this.uploads.indexOf(upload), 1);
                this.removedCount++;
                this.params.logger.debug(`retention: removed ${upload.key} (${upload.path}, save ${upload.save})`);
            }
            catch (error) {
                // Left in the list: the next sweep tries again.
                this.params.logger.warning(`retention: could not remove ${upload.key}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)}`);
            }
        }
    }
}
/** Fails before anything runs when `retention` asks a store for what it cannot do. */
function requireRetentionSupport(store, keep, name) {
    if (keep === 0 || (store.deleteObject && store.listKeys))
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: ${store.url} cannot remove objects, so retention is not available with it; artifacts expire by the repository's artifact retention instead. Use an s3:// or file:// store, or leave ${name} at 0`);
}


/***/ }),

/***/ 7094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ sleepUnlessAborted),
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);

/**
 * Node fires a timer of 2^31 ms (24.8 days) or more after 1 ms, so a long
 * wait would end at once, or spin when repeated; longer waits go in steps.
 */
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
/** Sleeps until the signal aborts or `ms` passes, whichever comes first; never throws. */
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

/***/ 19473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError),
/* harmony export */   y: () => (/* binding */ UserError)
/* harmony export */ });
/** An error the user can fix: its message is shown as is, without a stack. */
class UserError extends Error {
    name = 'UserError';
}
/** Renders anything thrown, including non-Error values, as one line. */
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

/***/ 86058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yN: () => (/* binding */ GitHubApi),
  y_: () => (/* binding */ GitHubError),
  tj: () => (/* binding */ apiBaseUrl),
  c4: () => (/* binding */ isNotFound)
});

// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(15561);
// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var request_error_dist_src = __webpack_require__(31015);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(58508);
;// CONCATENATED MODULE: ./build/github/rate-limit.js
/**
 * How long GitHub asks a client to wait before trying again, from a refused
 * response: `retry-after` (secondary limits), or the reset time of an
 * exhausted primary limit. Undefined when the response is not a rate limit.
 */
function rateLimitWaitMs(status, headers, message, now) {
    if (status !== 403 && status !== 429)
        return undefined;
    const retryAfter = Number(headers['retry-after']);
    if (Number.isFinite(retryAfter) && retryAfter >= 0)
        return retryAfter * 1000;
    if (String(headers['x-ratelimit-remaining']) === '0') {
        const reset = Number(headers['x-ratelimit-reset']) * 1000;
        return Number.isFinite(reset) ? Math.max(0, reset - now) + 1000 : 60_000;
    }
    // GitHub's advice for a secondary limit without retry-after: wait a minute.
    return /secondary rate limit|abuse/i.test(message) ? 60_000 : undefined;
}

;// CONCATENATED MODULE: ./build/github/github-api.js




/** GITHUB_API_URL as the runner sets it (api.github.com, or a GHES host's /api/v3). */
function apiBaseUrl(env) {
    return env.GITHUB_API_URL ?? 'https://api.github.com';
}
/** Whether `error` is GitHub answering 404 (an id that does not exist, or no longer). */
function isNotFound(error) {
    return error instanceof GitHubError && error.status === 404;
}
/** A request GitHub refused; the message says what to change where it can. */
class GitHubError extends Error {
    status;
    name = 'GitHubError';
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/**
 * The REST API through Octokit, with the retries GitHub asks clients for:
 * rate limits are waited out as the response says, server errors and
 * dropped connections are retried with backoff, and anything else fails at
 * once with a message naming the request.
 */
class GitHubApi {
    params;
    octokit;
    constructor(params) {
        this.params = params;
        this.octokit = new dist_src/* Octokit */.E({
            auth: params.token,
            baseUrl: params.baseUrl.replace(/\/$/, ''),
            userAgent: `spot-train/${version/* VERSION */.x}`,
        });
    }
    /**
     * `what` names the request for messages ("dispatching train.yml"). The
     * data is left to the caller to check: it comes from outside.
     */
    async request(route, parameters, what) {
        const { clock, logger } = this.params;
        const attempts = this.params.attempts ?? 6;
        for (let attempt = 1;; attempt++) {
            try {
                const response = await this.octokit.request(route, parameters);
                return { status: response.status, data: response.data };
            }
            catch (error) {
                const waitMs = this.retryDelay(error, attempt);
                if (waitMs === undefined || attempt >= attempts)
                    throw this.explain(error, what);
                logger.warning(`GitHub: ${what} failed (${describe(error)}); trying again in ${Math.ceil(waitMs / 1000)}s`);
                await clock.sleep(waitMs);
            }
        }
    }
    retryDelay(error, attempt) {
        const backoff = Math.min(30_000, 1000 * 2 ** (attempt - 1));
        if (!(error instanceof request_error_dist_src/* RequestError */.G))
            return backoff;
        const limited = rateLimitWaitMs(error.status, error.response?.headers ?? {}, error.message, this.params.clock.now());
        if (limited !== undefined) {
            return limited <= (this.params.maxWaitMs ?? 120_000) ? limited : undefined;
        }
        return error.status >= 500 || error.status === 0 ? backoff : undefined;
    }
    explain(error, what) {
        const status = error instanceof request_error_dist_src/* RequestError */.G ? error.status : undefined;
        const wanted = error instanceof request_error_dist_src/* RequestError */.G
            ? error.response?.headers['x-accepted-github-permissions']
            : undefined;
        const hint = status === 401
            ? '; the token is missing, expired or revoked (the job token stops working when its job ends)'
            : status === 403 && typeof wanted === 'string' && wanted !== ''
                ? `; the token needs ${wanted.replaceAll('=', ': ')} (add it under the job's permissions)`
                : '';
        return new GitHubError(`GitHub: ${what} failed: ${describe(error)}${hint}`, status);
    }
}
function describe(error) {
    if (error instanceof request_error_dist_src/* RequestError */.G)
        return `${error.status} ${error.message}`;
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 59180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ readRunTimes)
/* harmony export */ });
/**
 * GitHub's own times for a run: when it was created (the dispatch
 * answered) and started, and when the train job (the one `isTrainJob`
 * picks from the latest attempt's first page of jobs) started. Only what
 * GitHub gave is kept; a field it left out stays out.
 */
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

/***/ 65750:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ readLineageHistory)
/* harmony export */ });
/* unused harmony export historyOf */
/* harmony import */ var _store_claim_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11846);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60930);
/* harmony import */ var _store_lineage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52967);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18045);




/**
 * Every run of a lineage with its history, oldest attempt first. Reads the
 * runs' manifests, history records and restart claims: about ten small
 * reads per run, all at once.
 */
async function readLineageHistory(store, lineage, options = {}) {
    const runs = await newestRuns(store, lineage, options.newest);
    return Promise.all(runs.reverse().map((run) => readRunHistory(store, lineage, run)));
}
/**
 * The lineage's runs, newest first; with `newest`, only that many, read
 * through the index one attempt at a time, so a train step that wants
 * recent history pays for it and not for the whole lineage.
 */
async function newestRuns(store, lineage, newest) {
    if (newest === undefined)
        return (0,_store_lineage_js__WEBPACK_IMPORTED_MODULE_1__/* .readLineage */ .K)(store, lineage);
    const runs = [];
    for await (const run of (0,_store_lineage_js__WEBPACK_IMPORTED_MODULE_1__/* .walkLineage */ .X)(store, lineage)) {
        runs.push(run);
        if (runs.length >= newest)
            break;
    }
    return runs;
}
async function readRunHistory(store, lineage, run) {
    const manifest = typeof run.manifest === 'string' ? undefined : run.manifest;
    const [found, claim] = await Promise.all([
        readRecords(store, lineage, run.runId),
        (0,_store_claim_js__WEBPACK_IMPORTED_MODULE_0__/* .readClaim */ .jw)(store, lineage, run.runId),
    ]);
    return historyOf(run.runId, manifest, found, (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(claim?.body?.dispatchedAt));
}
async function readRecords(store, lineage, runId) {
    const found = {};
    await Promise.all(_records_js__WEBPACK_IMPORTED_MODULE_2__/* .HISTORY_EVENTS */ .R0.map(async (event) => {
        const text = await store.readText((0,_store_layout_js__WEBPACK_IMPORTED_MODULE_3__/* .historyKey */ .Ox)(lineage, runId, event));
        const record = text === undefined ? undefined : parseRecord(text);
        if (record !== undefined)
            Object.assign(found, { [event]: record });
    }));
    return found;
}
/** A record a VM may have died writing is whole or absent; anything else unreadable counts as absent. */
function parseRecord(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** One run's history from what was found; the manifest fills in what it recorded too. */
function historyOf(runId, manifest, found, dispatched) {
    const { launch, notice, finalize } = found;
    const ended = found['attempt-ended'];
    // A sealed manifest's notice counts only when the cloud's: a person's stop is sealed with one too.
    const sealed = manifest?.state === 'interrupted' && manifest.notice?.userRequested !== true
        ? manifest.notice
        : undefined;
    const noticeAt = (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(notice?.at ?? sealed?.receivedAt);
    const noticeDeadline = (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(notice?.deadline ?? sealed?.deadline);
    const interrupted = noticeAt !== undefined ? 'notice' : finalize?.vanished === true ? 'vanished' : undefined;
    return {
        runId,
        attempt: manifest?.attempt,
        cloud: launch?.cloud,
        region: launch?.region,
        zone: launch?.zone,
        type: launch?.instanceType,
        market: launch?.market,
        nodes: launch?.nodes,
        instanceIds: launch?.instanceIds ?? [],
        vmStartedAt: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(launch?.vmRunningAt),
        vmEndedAt: interrupted === 'notice' ? noticeDeadline : (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(finalize?.at),
        interrupted,
        outcome: ended?.outcome ?? outcomeOf(manifest),
        lastDurableAt: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(ended?.lastDurableAt) ?? lastUploadOf(manifest),
        durableLagMs: ended?.maxLagMs,
        lastDurableLagMs: ended?.lastLagMs,
        points: {
            runCreated: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found.github?.runCreatedAt),
            runStarted: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found.github?.runStartedAt),
            vmRequested: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(launch?.vmRequestedAt),
            vmRunning: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(launch?.vmRunningAt),
            runnerOnline: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found['runner-online']?.at),
            trainJobStarted: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found.github?.trainJobStartedAt),
            trainStepStarted: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found['train-step-started']?.at),
            restoreDone: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found['restore-done']?.at),
            firstStep: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(found['first-step']?.at),
            notice: noticeAt,
            noticeDeadline,
            durable: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(ended?.durableAt ?? sealed?.durableAt),
            dispatched,
            attemptEnded: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(ended?.at),
            finalized: (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(finalize?.at),
        },
    };
}
function outcomeOf(manifest) {
    const state = manifest?.state;
    return state === 'interrupted' || state === 'completed' || state === 'failed' ? state : undefined;
}
/** The newest upload the run's own manifest records (restored files live in earlier runs). */
function lastUploadOf(manifest) {
    if (!manifest)
        return undefined;
    const own = manifest.files.filter((file) => file.key.includes(`/${manifest.runId}/`));
    const times = own.flatMap((file) => {
        const ms = (0,_records_js__WEBPACK_IMPORTED_MODULE_2__/* .msOf */ .QZ)(file.uploadedAt);
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19473);
/* harmony import */ var _store_create_once_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68140);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60930);



/**
 * A record is worth a few seconds of retries, not the minute a claim gets:
 * a step whose store is failing should end, not linger for its history.
 */
const RECORD_RETRIES = { attempts: 3, baseDelayMs: 500, maxDelayMs: 2000 };
/**
 * Writes a run's history records in the background: a record never holds
 * up training, a notice's flush or a dispatch. Each is created once and
 * never rewritten, so a VM killed mid-write leaves a record whole or not at
 * all (the store's create is atomic); the first writer of an event (a
 * gang's first node) keeps it.
 */
class HistoryRecorder {
    params;
    pending = new Set();
    constructor(params) {
        this.params = params;
    }
    note(event, record) {
        const { store, lineage, runId, clock, logger } = this.params;
        const key = (0,_store_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .historyKey */ .Ox)(lineage, runId, event);
        const text = `${JSON.stringify(record)}\n`;
        const writing = (0,_store_create_once_js__WEBPACK_IMPORTED_MODULE_0__/* .createOnce */ .U)(store, key, text, { clock, logger, policy: RECORD_RETRIES }).then(() => undefined, 
        // A missing record reads as unknown; the run goes on without it.
        (error) => logger.warning(`could not record ${event} in ${store.url} (${key}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}`));
        this.pending.add(writing);
        void writing.finally(() => this.pending.delete(writing));
    }
    /** Waits for the records under way, at most `timeoutMs`: a summary reads them back. */
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
    'attempt-ended',
    'finalize',
];
/** A time as a record keeps it. */
function isoTime(ms) {
    return new Date(ms).toISOString();
}
/** A record's time as epoch ms; undefined when absent or not a date. */
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
/**
 * Each interruption of a lineage that a later attempt continued, with the
 * moments in between: where the time to resume went. `history` is in
 * lineage order, as readLineageHistory gives it.
 */
function resumeTimelines(history) {
    return history.flatMap((run, index) => {
        const next = history[index + 1];
        if (run.interrupted === undefined || next === undefined)
            return [];
        return [timelineOf(run, run.interrupted, next)];
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

/***/ 19048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ TrainHistory)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(19473);
/* harmony import */ var _github_github_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86058);
/* harmony import */ var _github_run_times_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(59180);
/* harmony import */ var _history_read_history_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65750);
/* harmony import */ var _history_recorder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20249);
/* harmony import */ var _history_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18045);
/* harmony import */ var _history_resume_timeline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(20578);
/* harmony import */ var _report_resume_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78045);








/** How long the end of a train step waits for its history records before the summary reads them back. */
const SETTLE_MS = 10_000;
/** After a notice the deadline is near: the records get only this long. */
const NOTICE_SETTLE_MS = 2000;
/** Interruptions the summary shows, newest last: a long lineage's earliest ones are in `spot-train ls`. */
const SHOWN = 5;
/**
 * The train step's part of the run's history: when it started, GitHub's
 * times for the run and job, the restore, the first step, the notice and
 * how the attempt ended. Every record is written in the background.
 */
class TrainHistory {
    params;
    recorder;
    constructor(params) {
        this.params = params;
        const { store, identity, clock, logger } = params;
        this.recorder = new _history_recorder_js__WEBPACK_IMPORTED_MODULE_2__/* .HistoryRecorder */ .p({
            store,
            lineage: identity.lineage,
            runId: identity.runId,
            clock,
            logger,
        });
        this.recorder.note('train-step-started', { at: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(params.stepStartedAt) });
    }
    /** Asks GitHub for the run's and this job's start, if there is a token to ask with. */
    readGitHubTimes(env, token) {
        const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
        const runId = env.GITHUB_RUN_ID;
        if (token === '' || owner === '' || runId === undefined)
            return;
        const { clock, logger } = this.params;
        const api = new _github_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubApi */ .yN({ token, baseUrl: (0,_github_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .apiBaseUrl */ .tj)(env), clock, logger, attempts: 3 });
        const runner = env.RUNNER_NAME;
        const thisJob = (job) => runner !== undefined && job.runner_name === runner;
        void (0,_github_run_times_js__WEBPACK_IMPORTED_MODULE_6__/* .readRunTimes */ .I)(api, { owner, repo }, runId, thisJob).then((times) => this.recorder.note('github', times), (error) => logger.warning(`could not read this run's times from GitHub: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeError */ .U)(error)}`));
    }
    get milestones() {
        return {
            restored: (restore, at) => this.recorder.note('restore-done', {
                at: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(at),
                ...(restore.fromRunId ? { fromRunId: restore.fromRunId } : {}),
                bytes: restore.bytes,
            }),
            firstStep: (step, at) => this.recorder.note('first-step', { at: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(at), step }),
        };
    }
    /** A person's stop or a gang peer's failure is not the cloud taking the VM: not recorded as a notice. */
    noticed(notice) {
        if (notice.userRequested === true || notice.peerFailed === true)
            return;
        this.recorder.note('notice', {
            at: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(notice.receivedAt),
            source: notice.source,
            reason: notice.reason,
            deadline: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(notice.deadline),
        });
    }
    ended(result) {
        const { sync, notice } = result;
        const durable = result.noticeToDurableMs !== undefined && notice
            ? notice.receivedAt + result.noticeToDurableMs
            : !notice && result.seal.sealed && result.seal.notSaved.length === 0
                ? result.endedAt
                : undefined;
        this.recorder.note('attempt-ended', {
            at: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(result.endedAt),
            outcome: result.outcome,
            ...(durable === undefined ? {} : { durableAt: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(durable) }),
            ...(sync.lastDurableAt === undefined ? {} : { lastDurableAt: (0,_history_records_js__WEBPACK_IMPORTED_MODULE_5__/* .isoTime */ .Ly)(sync.lastDurableAt) }),
            ...(sync.filesUploaded > 0 ? { maxLagMs: sync.maxLagMs } : {}),
            ...(sync.lastLagMs === undefined ? {} : { lastLagMs: sync.lastLagMs }),
        });
    }
    /** Waits for this run's records, at most SETTLE_MS. */
    settled() {
        return this.recorder.settled(SETTLE_MS);
    }
    /**
     * The lineage's resume timelines for the summary, after this run's
     * records settled. Empty after a notice: the machine is going, and the
     * next run's summary shows this interruption anyway.
     */
    async resumeSection(result) {
        await this.recorder.settled(result.notice ? NOTICE_SETTLE_MS : SETTLE_MS);
        if (result.notice)
            return '';
        const { store, identity, logger } = this.params;
        try {
            const history = await (0,_history_read_history_js__WEBPACK_IMPORTED_MODULE_1__/* .readLineageHistory */ .g)(store, identity.lineage);
            const upToThisRun = history.slice(0, history.findIndex((h) => h.runId === identity.runId) + 1);
            return (0,_report_resume_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .resumeMarkdown */ .fe)((0,_history_resume_timeline_js__WEBPACK_IMPORTED_MODULE_3__/* .resumeTimelines */ .w)(upToThisRun).slice(-SHOWN));
        }
        catch (error) {
            logger.warning(`could not read the lineage's history: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .describeError */ .U)(error)}`);
            return '';
        }
    }
}


/***/ }),

/***/ 54128:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ SignalNoticeSource)
/* harmony export */ });
/**
 * SIGTERM (a shutting-down VM, a cancelled job) or SIGINT (Ctrl-C) sent to the
 * supervisor itself. It is the last resort on a VM: by the time systemd sends
 * SIGTERM, the cloud's own notice usually came and went.
 */
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
                resolve(name === 'SIGINT' && this.params.sigintIsUserStop
                    ? { ...notice, userRequested: true }
                    : notice);
            };
            const onTerm = () => fire('SIGTERM');
            const onInt = () => fire('SIGINT');
            proc.on('SIGTERM', onTerm);
            proc.on('SIGINT', onInt);
            signal.addEventListener('abort', cleanup, { once: true });
        });
    }
}


/***/ }),

/***/ 23947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ SimulatedNoticeSource)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7094);
/* harmony import */ var _settings_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84830);


/**
 * A drill: a notice at a chosen moment, so a training script's interruption
 * path is exercised before money is spent on it. Time counts from `startedAt`
 * (the supervisor's start), so a drill of `after:10m` means ten minutes of training.
 */
class SimulatedNoticeSource {
    params;
    kind = 'simulated';
    constructor(params) {
        this.params = params;
    }
    /** Milliseconds from `startedAt` to the notice. */
    delayMs() {
        const { schedule } = this.params.spec;
        switch (schedule.kind) {
            case 'after':
                return schedule.afterMs;
            case 'at':
                return Math.max(0, schedule.at - this.params.startedAt);
            case 'random': {
                // Exponential inter-arrival times: reclaims behave like a Poisson process.
                const u = (this.params.random ?? Math.random)();
                return Math.round(-Math.log(1 - u) * schedule.meanMs);
            }
        }
    }
    async watch(signal) {
        const delay = this.delayMs();
        const { clock, spec } = this.params;
        await (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .sleepUnlessAborted */ .b)(clock, this.params.startedAt + delay - clock.now(), signal);
        if (signal.aborted)
            return new Promise(() => undefined);
        const receivedAt = clock.now();
        return {
            source: 'simulated',
            reason: `drill after ${(0,_settings_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(delay)}`,
            receivedAt,
            deadline: receivedAt + spec.noticeMs,
        };
    }
}


/***/ }),

/***/ 20140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
/** Binary units, as `du -h` and most checkpoint tooling print them. */
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

/***/ 600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ countOf)
/* harmony export */ });
/** "1 file", "3 files": reports read as sentences. */
function countOf(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 78045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fe: () => (/* binding */ resumeMarkdown),
/* harmony export */   xI: () => (/* binding */ resumeText)
/* harmony export */ });
/* unused harmony export UNKNOWN */
/* harmony import */ var _settings_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84830);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71799);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91985);



/** What a point shows where nothing recorded it: never a guess. */
const UNKNOWN = 'unknown';
/** The resume timelines as Markdown, for the train and finalize summaries; empty without one. */
function resumeMarkdown(timelines) {
    if (timelines.length === 0)
        return '';
    return timelines
        .flatMap((timeline) => [
        `#### ${heading(timeline)}`,
        '',
        ...(0,_table_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownTable */ .Q)(['Point', 'At (UTC)', 'Since interruption', 'Gap'], rowsOf(timeline)),
        '',
    ])
        .join('\n');
}
/** The same for a terminal (`spot-train ls LINEAGE`). */
function resumeText(timelines) {
    return timelines
        .map((timeline) => `\n${heading(timeline)}\n${(0,_text_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textTable */ .e)(['POINT', 'AT', 'SINCE', 'GAP'], rowsOf(timeline)).join('\n')}\n`)
        .join('');
}
function heading(timeline) {
    const what = timeline.kind === 'notice' ? 'notice' : 'VM lost without a notice';
    const total = timeline.totalMs === null ? UNKNOWN : formatSigned(timeline.totalMs).replace(/^\+/, '');
    return `Resume after run ${timeline.runId} (${what}) by run ${timeline.nextRunId}: first step ${total} after the interruption`;
}
function rowsOf(timeline) {
    const day = timeline.points.find((point) => point.at !== null)?.at ?? undefined;
    return timeline.points.map((point) => [
        point.point,
        point.at === null ? UNKNOWN : utcTime(point.at, day),
        point.sinceStartMs === null ? UNKNOWN : formatSigned(point.sinceStartMs),
        point.at === null ? UNKNOWN : point.gapMs === null ? '' : formatSigned(point.gapMs),
    ]);
}
function formatSigned(ms) {
    return ms < 0 ? `-${(0,_settings_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(-ms)}` : `+${(0,_settings_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ms)}`;
}
/** The time of day, with the date when it is not the day the timeline began. */
function utcTime(ms, first) {
    const iso = new Date(ms).toISOString();
    const sameDay = first !== undefined && new Date(first).toISOString().slice(0, 10) === iso.slice(0, 10);
    return sameDay ? iso.slice(11, 23) : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}


/***/ }),

/***/ 71799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
/**
 * A Markdown table's lines. A `|` inside a cell is escaped, since a file
 * name or an error message may hold one and would otherwise split the row.
 * Empty headers make the two-column "name | value" tables the summaries use.
 */
function markdownTable(headers, rows) {
    const line = (cells) => `|${cells.map((cell) => (cell === '' ? ' ' : ` ${cell.replaceAll('|', '\\|')} `)).join('|')}|`;
    return [line(headers), line(headers.map(() => '---')), ...rows.map(line)];
}


/***/ }),

/***/ 91985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
/**
 * A table for a terminal: columns padded to their widest cell, two spaces
 * apart, the last column unpadded so no line ends in blanks.
 */
function textTable(headers, rows) {
    const all = [headers, ...rows];
    const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
    return all.map((row) => row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd());
}


/***/ }),

/***/ 41698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v5: () => (/* binding */ TransferProgress),
/* harmony export */   vG: () => (/* binding */ PROGRESS_INTERVAL_MS)
/* harmony export */ });
/* unused harmony export progressLine */
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20140);

/** How often a long transfer says how far it got: often enough to show it moves, rarely enough to read. */
const PROGRESS_INTERVAL_MS = 5_000;
/**
 * Logs `restored 312 MiB of 1.2 GiB (25%), 210 MiB/s, ETA 4s` at most once
 * per interval while a transfer runs. It reports when bytes complete, not
 * on a timer, so it needs no stopping and a transfer done within the first
 * interval logs nothing: a short restore's one summary line is enough.
 */
class TransferProgress {
    params;
    /** Bytes of pieces reported complete. */
    done = 0;
    /** Bytes seen landing so far (partial pieces included), when the caller can see them. */
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
    /** A hook for the transfer, bound to this reporter. */
    get hook() {
        return (bytes) => this.add(bytes);
    }
    /** More to transfer than was known at the start (a flush that finds another file). */
    grow(bytes) {
        this.total += bytes;
    }
    /** A piece of `bytes` completed. */
    add(bytes) {
        this.done += bytes;
        this.maybeReport();
    }
    /** `bytes` have landed in all, finished pieces and partial ones: finer than add alone. */
    landed(bytes) {
        this.seen = Math.max(this.seen, bytes);
        this.maybeReport();
    }
    maybeReport() {
        const now = this.params.clock.now();
        if (now - this.lastReport < (this.params.intervalMs ?? PROGRESS_INTERVAL_MS))
            return;
        const done = Math.min(Math.max(this.done, this.seen), this.total);
        // Nothing yet says nothing useful; all of it is the transfer's own line to say.
        if (done === 0 || done >= this.total)
            return;
        this.lastReport = now;
        this.params.logger.info(progressLine(this.params.verb, done, this.total, now - this.started));
    }
}
/** One progress line; `elapsedMs` since the transfer began. */
function progressLine(verb, done, total, elapsedMs) {
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    const perSecond = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
    const rate = `${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(Math.round(perSecond))}/s`;
    const eta = perSecond > 0 ? `, ETA ${formatEta((total - done) / perSecond)}` : '';
    return `${verb} ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(done)} of ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z)(total)} (${percent}%), ${rate}${eta}`;
}
function formatEta(seconds) {
    const whole = Math.ceil(seconds);
    if (whole < 60)
        return `${whole}s`;
    if (whole < 3600)
        return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
    return `${Math.floor(whole / 3600)}h${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}


/***/ }),

/***/ 96486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SA: () => (/* binding */ decideRestart),
/* harmony export */   yt: () => (/* binding */ decideAfterAttempt)
/* harmony export */ });
/* unused harmony export attemptEnd */
/** The verdict right after an attempt, where only the supervisor's own view is known. */
function decideAfterAttempt(result, restartOnExitCodes, maxRestarts) {
    return decideRestart({
        manifest: attemptEnd(result),
        job: undefined,
        reclaimed: undefined,
        restartOnExitCodes,
        maxRestarts,
    });
}
/** An attempt's end as its supervisor saw it, in the terms of a manifest. */
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
/**
 * Whether a lineage goes on after a run: the one verdict the supervisor (on
 * the VM), the finalize job and the CLI all use. The cloud's word that it
 * took the VM back settles it; so does a manifest the supervisor sealed as
 * interrupted. A run that ended on its own (completed, or a trainer error
 * not listed in restart-on-exit-codes), a run a person stopped or
 * cancelled, and a lineage past max-restarts are not restarted.
 */
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
    // A record left by the launch alone says the train step never started.
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
            because: `the supervisor saved the run after a ${manifest?.notice?.source ?? 'preemption'} notice`,
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
/** No seal: the supervisor never finished. Either the VM went without a notice, or the job was stopped some other way. */
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

/***/ 5402:
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
/** For tries bounded by `until` alone: a final flush or seal takes as many as its deadline allows. */
const untilDeadline = {
    attempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 200,
    maxDelayMs: 5000,
};
/**
 * Runs `task` until it succeeds, with "full jitter" exponential backoff: the
 * wait is uniform in [0, min(max, base * 2^n)], which spreads retries of many
 * parallel uploads instead of having them hit a struggling store together.
 */
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

/***/ 30449:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ parseSimulatedSpec),
/* harmony export */   iD: () => (/* binding */ afterDrill)
/* harmony export */ });
/* unused harmony exports DEFAULT_NOTICE_MS, DEFAULT_DRILL_ATTEMPTS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19473);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84830);
/* harmony import */ var _ranges_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13496);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39416);




const DEFAULT_NOTICE_MS = 120_000;
/**
 * How many attempts of a lineage a drill interrupts when it does not say:
 * the first only, in the action and the CLI alike. Drilling every attempt
 * would restart a lineage until max-restarts whenever an attempt is shorter
 * than the training.
 */
const DEFAULT_DRILL_ATTEMPTS = 1;
const EXPECTED = 'expected after:DURATION, at:ISO-8601-TIME or random:MEAN-DURATION, optionally followed by ,notice:DURATION and ,attempts:N (e.g. "after:10m,notice:30s")';
/** Parses a drill such as `after:10m`, `at:2026-12-01T03:00:00Z` or `random:2h,notice:30s`. */
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${value}" is not a drill; ${EXPECTED}`);
    }
    if (!schedule)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${value}" names no schedule; ${EXPECTED}`);
    return { schedule, noticeMs, attempts };
}
/** A drill `after` a delay, with the default notice and attempts: the CLI's --interrupt-after. */
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${text}" is not an ISO 8601 time; ${EXPECTED}`);
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
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   nz: () => (/* binding */ ABOVE_ZERO)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
/**
 * Node turns a timer of 2^31 ms (24.8 days) or more into 1 ms, so a longer
 * wait would fire at once or spin; no duration handed to a timer may
 * exceed this. 24 days reads better in a message than 24d20h31m.
 */
const MAX_TIMER_MS = 24 * 86_400_000;
/** A duration that ends up in a timer and where zero is a sensible value. */
const ZERO_OR_MORE = { min: 0, max: MAX_TIMER_MS };
/** A duration that ends up in a timer and must pass before anything can happen. */
const ABOVE_ZERO = { min: 1, max: MAX_TIMER_MS };
/**
 * Parses durations such as `90s`, `10m`, `1h30m` or `250ms` and checks them
 * against `range`. A bare number is refused: whether `30` means seconds or
 * minutes is exactly the doubt a training budget should not rest on.
 */
function parseDuration(value, name, range = ZERO_OR_MORE) {
    const ms = readDuration(value, name);
    if (ms < range.min || ms > range.max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is out of range; expected a duration ${describeRange(range)}`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a duration; expected a number with a unit, such as 90s, 10m, 1h30m or 250ms`);
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
/** A range's end in the largest unit that divides it, as a user would type it. */
function formatLimit(ms) {
    const unit = Object.entries(UNIT_MS)
        .sort(([, a], [, b]) => b - a)
        .find(([, size]) => ms % size === 0);
    return unit ? `${ms / unit[1]}${unit[0]}` : `${ms}ms`;
}
/** Formats milliseconds the way a person reads a log: 850ms, 12.3s, 4m05s, 2h10m, 24d. */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)}s`;
    const totalSeconds = Math.round(ms / 1000);
    if (totalSeconds < 3600) {
        return `${Math.floor(totalSeconds / 60)}m${String(totalSeconds % 60).padStart(2, '0')}s`;
    }
    const minutes = Math.round(totalSeconds / 60);
    if (minutes >= 2 * 1440 && minutes % 1440 === 0)
        return `${minutes / 1440}d`;
    return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}


/***/ }),

/***/ 70820:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ requireSeparate),
/* harmony export */   j: () => (/* binding */ requireCreatable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19473);



/**
 * Refuses directories that overlap where spot-train would then upload,
 * empty or move its own files: a store inside the outputs uploads itself,
 * outputs around the restart directory upload every restored file again
 * one level deeper on each attempt. Links are followed where the path
 * exists, so two spellings of one directory are caught too.
 */
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${clash.name}: "${clash.path}" ${relation} ${other.name} "${other.path}"; ${because}. ${fix ?? `Give ${a.name} and ${b.name} directories apart from each other`}`);
    }
}
/** Whether `inner` is `outer` or lies below it. */
function within(inner, outer) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(outer, inner);
    return path === '' || (path !== '..' && !path.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path));
}
/** The real path of the deepest existing ancestor, with the rest appended. */
function canonical(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
    }
    catch {
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
        return parent === path ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(canonical(parent), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path));
    }
}
/**
 * Refuses a directory setting that names a file, or that cannot be created
 * because the deepest part of it that exists is a file or is read-only:
 * found later, these stop the first attempt with a bare system error, or
 * (a store) keep it retrying for ever.
 */
function requireCreatable(dirs) {
    for (const dir of dirs) {
        if (dir === undefined)
            continue;
        const existing = deepestExisting(dir.path);
        const kind = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(existing).isDirectory() ? 'directory' : 'file';
        if (kind === 'file') {
            const what = existing === dir.path ? 'is a file' : `is inside the file "${existing}"`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${dir.name}: "${dir.path}" ${what}; expected a directory`);
        }
        if (existing === dir.path)
            continue;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(existing, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${dir.name}: "${dir.path}" cannot be created, since "${existing}" is read-only; give a directory this user may write`);
        }
    }
}
function deepestExisting(path) {
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(at) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            return at;
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

/*
 * Ranges the action's inputs and the CLI's flags share, so the two accept
 * the same values.
 */
const RESTARTS_RANGE = { min: 0, max: 1000 };
const RETENTION_RANGE = { min: 0, max: 10_000 };
const CONCURRENCY_RANGE = { min: 1, max: 64 };
/** A scan of 0 s would rescan the outputs back to back and keep a core busy. */
const SCAN_RANGE = { min: 10, max: _duration_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMER_MS */ ._o };
/**
 * A notice must leave time for the final upload; under a second it cannot,
 * and zero would end the attempt the moment a notice arrives.
 */
const NOTICE_RANGE = { min: 1000, max: _duration_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMER_MS */ ._o };
/**
 * A gang of N VMs (launch and train read the same `nodes`): one rung holds
 * them all (one zone, one placement group), and one hub relays every
 * notice; 64 is beyond what either was tried with, and far past any gang
 * seen in use.
 */
const NODES_RANGE = { min: 1, max: 64 };


/***/ }),

/***/ 27267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseSize)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

const UNIT_BYTES = {
    B: 1,
    KiB: 1 << 10,
    MiB: 1 << 20,
    GiB: 1 << 30,
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
};
/** Parses sizes such as `16MiB`, `64MB` or `1GiB`; a bare number is refused for the same reason durations are. */
function parseSize(value, name) {
    const match = /^(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|KB|MB|GB)$/.exec(value.trim());
    const bytes = match ? Number(match[1]) * (UNIT_BYTES[match[2] ?? ''] ?? Number.NaN) : Number.NaN;
    if (!Number.isFinite(bytes)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a size; expected a number with a unit, such as 16MiB, 64MB or 1GiB`);
    }
    return Math.round(bytes);
}


/***/ }),

/***/ 60939:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ checkStepPattern),
/* harmony export */   t: () => (/* binding */ stepTextLimit)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/**
 * A step pattern runs on every line the trainer prints, on the thread that
 * also handles notices, so matching one line must take milliseconds, never
 * hours. Exponential backtracking needs a repeated part that can match the
 * same text in more than one way: a quantifier on a group that itself holds
 * a quantifier (`(a+)+`) or an alternation (`(a|ab)*`). Those are refused;
 * step patterns never need them. Without them, trying every start of a line
 * and every split between k unbounded quantifiers costs at most about
 * length^(k+1) steps, so the pattern sees only as much of a line as keeps
 * that under STEP_BUDGET (measured: about 1.3 ns a step, so 30 ms).
 */
const STEP_BUDGET = 2e7;
const MAX_UNBOUNDED = 3;
/** What the supervisor keeps of a line anyway. */
const LINE_LIMIT = 4096;
/** Checks a user's step pattern, naming the input and the fix when it is refused. */
function checkStepPattern(pattern, name) {
    try {
        new RegExp(pattern, 'i');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" is not a regular expression (${error instanceof Error ? error.message : String(error)})`);
    }
    const shape = shapeOf(pattern);
    if (shape.nested !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" repeats a group that itself repeats or alternates (${shape.nested}), which can make matching one line take hours; repeat a single item or a character class instead, such as [\\s:=]* or (\\d+)`);
    }
    if (shape.unbounded > MAX_UNBOUNDED) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${pattern}" has ${shape.unbounded} unbounded repetitions (*, +, {n,}); at most ${MAX_UNBOUNDED} keep matching a line fast, such as \\bstep[\\s:=]*(\\d+)`);
    }
    return pattern;
}
/** How much of each line a checked pattern sees, so that no line can take long to match. */
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
/** Index of the `]` closing the class opened at `open`. */
function classEnd(pattern, open) {
    for (let i = open + 1; i < pattern.length; i++) {
        if (pattern[i] === '\\')
            i++;
        else if (pattern[i] === ']')
            return i;
    }
    return pattern.length;
}
/** A quantifier starting at `at` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy). */
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

/***/ 53546:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseStoreOptions)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19473);
/* harmony import */ var _store_open_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12604);
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84830);
/* harmony import */ var _size_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27267);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39416);





/** Checks the store settings; `names` are how the user spelled each one, for the error. */
function parseStoreOptions(raw, names) {
    const endpoint = raw.s3Endpoint.trim();
    if (endpoint !== '')
        checkEndpoint(endpoint, names.s3Endpoint);
    const gcsEndpoint = raw.gcsEndpoint?.trim() ?? '';
    if (gcsEndpoint !== '')
        checkEndpoint(gcsEndpoint, names.gcsEndpoint ?? 'gcs-endpoint');
    const partSize = raw.s3PartSize.trim() === '' ? undefined : (0,_size_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSize */ .D)(raw.s3PartSize, names.s3PartSize);
    if (partSize !== undefined && (partSize < _store_open_store_js__WEBPACK_IMPORTED_MODULE_0__/* .S3_MIN_PART_SIZE */ .sv || partSize > _store_open_store_js__WEBPACK_IMPORTED_MODULE_0__/* .S3_MAX_PART_SIZE */ .AK)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${names.s3PartSize}: "${raw.s3PartSize}" is outside what S3 accepts for a part; expected 5MiB to 5GiB`);
    }
    const concurrency = raw.s3PartConcurrency.trim() === ''
        ? undefined
        : (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .parseInteger */ .cG)(raw.s3PartConcurrency, names.s3PartConcurrency, { min: 1, max: 64 });
    const interval = raw.artifactInterval?.trim() ?? '';
    const token = raw.githubToken?.trim() ?? '';
    return {
        artifactIntervalMs: interval === ''
            ? _store_open_store_js__WEBPACK_IMPORTED_MODULE_0__/* .ARTIFACT_INTERVAL_MS */ .GN
            : (0,_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(interval, names.artifactInterval ?? 'artifact-interval', _duration_js__WEBPACK_IMPORTED_MODULE_1__/* .ZERO_OR_MORE */ .NN),
        ...(token === '' ? {} : { githubToken: token }),
        ...(endpoint === '' ? {} : { s3Endpoint: endpoint }),
        ...(gcsEndpoint === '' ? {} : { gcsEndpoint }),
        ...(raw.s3ForcePathStyle ? { s3ForcePathStyle: true } : {}),
        s3PartSizeBytes: partSize ?? _store_open_store_js__WEBPACK_IMPORTED_MODULE_0__/* .S3_PART_SIZE */ .be,
        s3PartConcurrency: concurrency ?? _store_open_store_js__WEBPACK_IMPORTED_MODULE_0__/* .S3_PART_CONCURRENCY */ .BA,
    };
}
/** The SDK takes any string and fails at the first request with a stack; say it here instead. */
function checkEndpoint(endpoint, name) {
    let url;
    try {
        url = new URL(endpoint);
    }
    catch {
        url = undefined;
    }
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${name}: "${endpoint}" is not a URL; expected http(s)://HOST[:PORT], such as http://localhost:9000`);
    }
}


/***/ }),

/***/ 63901:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readStoreLocation)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19473);
/* harmony import */ var _store_store_schemes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31610);



/**
 * Checks the form of a store URL without opening it, so a typo fails before
 * anything starts; the adapter checks the rest (bucket and artifact names)
 * when it opens, still before anything is written. A relative `file://`
 * directory is resolved against `cwd`, as the file store resolves it.
 */
function readStoreLocation(value, name, cwd) {
    const url = value.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
    if (_store_store_schemes_js__WEBPACK_IMPORTED_MODULE_1__/* .AZURE_BLOB_HTTPS */ .mC.test(url))
        return { url };
    if (scheme === undefined || !_store_store_schemes_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE_SCHEMES */ .$f.includes(scheme)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${name}: "${value}" is not a store URL; expected ${_store_store_schemes_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE_URL_FORMS */ .qC}`);
    }
    if (scheme !== 'file')
        return { url };
    const path = url.slice('file://'.length);
    if (path === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${name}: "${value}" names no directory; expected file://DIR`);
    return { url, fileDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path) };
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/** YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts; anything else is an error, never false. */
function parseBoolean(value, name) {
    const text = value.trim();
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a boolean; expected true or false`);
}
function parseInteger(value, name, range) {
    const text = value.trim();
    const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not valid; expected a whole number from ${range.min} to ${range.max}`);
    }
    return number;
}
/** Exit codes separated by commas or spaces, e.g. `137, 143`. */
function parseExitCodes(value, name) {
    const parts = value.split(/[\s,]+/).filter((part) => part !== '');
    return new Set(parts.map((part) => parseInteger(part, name, { min: 1, max: 255 })));
}
/** Items of a list input: separated by commas or new lines, blanks dropped. */
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
/** Why `base` cannot name a store's artifacts, or undefined when it can. */
function invalidBaseName(base) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(base)) {
        return 'expected 1 to 80 letters, digits, "-" or "_", starting with a letter or digit';
    }
    return undefined;
}


/***/ }),

/***/ 11846:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ parseClaim),
/* harmony export */   IW: () => (/* binding */ claimRestart),
/* harmony export */   Yj: () => (/* binding */ updateClaim),
/* harmony export */   jw: () => (/* binding */ readClaim),
/* harmony export */   ku: () => (/* binding */ MAX_CLAIM_GENERATIONS)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _create_once_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68140);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60930);



/** Generations tried before giving up: each is a claimant that died before dispatching. */
const MAX_CLAIM_GENERATIONS = 5;
/**
 * Claims the right to start the one restart that follows `runId`. Of any
 * number of callers (the dying VM, the finalize job, a retry of either)
 * exactly one gets `true` per generation; the store's create-if-absent
 * decides. Failures in passing are retried; one that outlasts the retries
 * is thrown.
 */
async function claimRestart(store, lineage, runId, body, options) {
    const text = serializeClaim({ ...body, nonce: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex') });
    return (0,_create_once_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .U)(store, (0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .claimKey */ .Eo)(lineage, runId, options.generation), text, options);
}
/** Records what became of a claim this caller holds. */
async function updateClaim(store, lineage, runId, body, generation = 1) {
    await store.writeText((0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .claimKey */ .Eo)(lineage, runId, generation), serializeClaim(body));
}
/** The newest generation of the claim on `runId`'s restart; undefined when nobody claimed it. */
async function readClaim(store, lineage, runId) {
    let newest;
    for (let generation = 1; generation <= MAX_CLAIM_GENERATIONS; generation++) {
        const text = await store.readText((0,_layout_js__WEBPACK_IMPORTED_MODULE_2__/* .claimKey */ .Eo)(lineage, runId, generation));
        if (text === undefined)
            break;
        newest = { generation, body: parseClaim(text) };
    }
    return newest;
}
/** A claim's body; undefined when it cannot be read (a claimant died while writing it). */
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

/***/ 68140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ createOnce)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19473);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);


/**
 * Claims, owner and succession records decide who restarts a lineage: one
 * connection reset must not fail a run, so they get more tries than an
 * ordinary write (about a minute of backoff in all).
 */
const CLAIM_RETRIES = { attempts: 8, baseDelayMs: 500, maxDelayMs: 15_000 };
/**
 * Creates `key` with `text` unless it exists, retrying what fails in
 * passing; true when this caller created it. A try whose answer was lost
 * may have created the object all the same, and a client may repeat such a
 * request by itself and then hear "exists": so whenever the object is
 * there, its text, which the caller makes unique to itself (a nonce, a run
 * id), tells whether it is its own.
 */
async function createOnce(store, key, text, options) {
    return (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(async () => {
        if (await store.createExclusive(key, text))
            return true;
        return (await store.readText(key)) === text;
    }, {
        clock: options.clock,
        policy: options.policy ?? CLAIM_RETRIES,
        onRetry: (error, attempt, delayMs) => options.logger.warning(`creating ${key} failed (try ${attempt}): ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .U)(error)}; retrying in ${delayMs}ms`),
    });
}


/***/ }),

/***/ 70025:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ isGangFinal),
/* harmony export */   P: () => (/* binding */ hasSealed),
/* harmony export */   z$: () => (/* binding */ gangUnion)
/* harmony export */ });
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60930);

const FINAL = ['interrupted', 'sealed', 'completed', 'failed'];
/**
 * The gang's run as one manifest: every file any node holds, each path at
 * the copy a node uploaded in this run (else the copy restored into it), so
 * a checkpoint that torch.distributed.checkpoint wrote in pieces on several
 * nodes is whole in the union. Two nodes uploading one path with different
 * content is a conflict: the lower node's copy is kept and both are named.
 */
function gangUnion(input) {
    const present = input.members.flatMap((member) => (member ? [member] : []));
    const { files, conflicts } = unionFiles(input);
    const members = Array.from({ length: input.nodes }, (_, node) => ({
        node,
        state: input.members[node]?.state ?? 'missing',
    }));
    const state = gangState(members, input.nodesGone);
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
/** Every node sealed; or, once finalize knows the missing ones are gone, sealed for them. */
function isGangFinal(members, nodes) {
    return Array.from({ length: nodes }, (_, node) => members[node]).every(hasSealed);
}
/** The node wrote its final manifest (its outcome), not only a running one. */
function hasSealed(member) {
    return member !== undefined && FINAL.includes(member.state);
}
/**
 * A reclaim anywhere interrupts the gang (a failure elsewhere is often its
 * echo: a collective whose peer vanished); otherwise one failure fails it.
 */
function gangState(members, nodesGone) {
    const states = members.map((member) => member.state);
    const unfinished = states.some((state) => !FINAL.includes(state));
    if (unfinished)
        return nodesGone ? 'interrupted' : 'running';
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
    input.members.forEach((member, node) => {
        const own = (0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .writerPrefix */ .w2)(input.lineage, input.runId, node);
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
        const chosen = uploaded[0] ?? candidates[0];
        if (!chosen)
            continue;
        files.push(chosen.file);
        const differing = uploaded.filter((candidate) => candidate.file.sha256 !== chosen.file.sha256);
        if (differing.length > 0)
            conflicts.push({ path, nodes: [chosen.node, ...differing.map((c) => c.node)] });
    }
    files.sort((a, b) => a.path.localeCompare(b.path));
    return { files, conflicts };
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

/***/ 96182:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ recordLineageEntry),
/* harmony export */   hp: () => (/* binding */ listLineages),
/* harmony export */   wW: () => (/* binding */ readLineageIndex)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60930);


/**
 * Enters a run into its lineage's index. Called before the run's first
 * manifest (and before a launch record), so every run a restore could take
 * is listed; rewriting it (each node of a gang does) changes nothing.
 */
async function recordLineageEntry(store, identity, clock) {
    const { lineage, runId, attempt } = identity;
    const text = `${JSON.stringify({ lineage, runId, attempt })}\n`;
    await (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(() => store.writeText((0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageEntryKey */ .RY)(lineage, attempt, runId), text), {
        clock,
    });
}
/**
 * A lineage's runs from its index, newest attempt first: one listing, a
 * request per thousand runs, whatever the runs hold. Undefined when the
 * lineage's first run (whose id the lineage took) has no entry: its runs
 * were written before the index existed, or by a run that found no record
 * of the lineage, and only a listing of the lineage's own keys finds them all.
 */
async function readLineageIndex(store, lineage) {
    const entries = (await store.listChildren((0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageIndexPrefix */ .mH)(lineage))).flatMap((name) => {
        const entry = (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageEntryOf */ .t7)(name);
        return entry ? [entry] : [];
    });
    if (!entries.some((entry) => entry.runId === lineage))
        return undefined;
    // A run entered twice keeps its first attempt: an entry is written at the
    // run's start, and a later one (a finalize that recounted the lineage after
    // newer runs began) can only be higher, which would put an old run first.
    const first = new Map();
    for (const { runId, attempt } of entries)
        first.set(runId, Math.min(attempt, first.get(runId) ?? attempt));
    return [...first]
        .map(([runId, attempt]) => ({ runId, attempt }))
        .sort((a, b) => b.attempt - a.attempt || b.runId.localeCompare(a.runId));
}
/**
 * The lineages of a store, from the index. A store written only before the
 * index existed has none there; its top-level folders are its lineages then.
 */
async function listLineages(store) {
    const indexed = await store.listChildren((0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .lineageIndexPrefix */ .mH)());
    if (indexed.length > 0)
        return indexed.filter(_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isValidId */ .Al);
    return (await store.listChildren('')).filter((name) => name !== 'runs' && (0,_layout_js__WEBPACK_IMPORTED_MODULE_1__/* .isValidId */ .Al)(name));
}


/***/ }),

/***/ 52967:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ readLineage),
/* harmony export */   X: () => (/* binding */ walkLineage)
/* harmony export */ });
/* harmony import */ var _lineage_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96182);
/* harmony import */ var _run_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94393);


/**
 * The runs of a lineage, newest attempt first, each manifest read only when
 * the caller gets to it: a restore that takes the newest run reads one
 * manifest, however long the lineage. Runs of the same attempt (a second
 * dispatch of one restart) come newest start first. A lineage without an
 * index is read whole, as readLineage reads it.
 */
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
/**
 * Every run of a lineage with its manifest, newest attempt first; runs
 * without a usable manifest sort last, listed so a restore can say why it
 * passed them over. For what needs the whole history (a summary, retention,
 * a restart count); a restore walks instead.
 */
async function readLineage(store, lineage, exceptRunId) {
    const index = await (0,_lineage_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readLineageIndex */ .wW)(store, lineage);
    if (index === undefined)
        return readListedLineage(store, lineage, exceptRunId);
    const entries = index.filter((entry) => entry.runId !== exceptRunId);
    return sortRuns(await readRuns(store, lineage, entries));
}
/** Without an index: the lineage's own folder lists its runs (every key of them, on S3). */
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

/***/ 43241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ serializeManifest),
/* harmony export */   N: () => (/* binding */ parseManifest)
/* harmony export */ });
const STATES = [
    'launched',
    'running',
    'interrupted',
    'sealed',
    'completed',
    'failed',
];
/**
 * Parses a manifest read from a store, checking every field a restore relies
 * on. Returns an explanation instead of throwing, so a restore can skip a bad
 * run and say why.
 */
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
            !Number.isSafeInteger(file.seq)) {
            return `files[${index}] is malformed`;
        }
    }
    return data;
}
function serializeManifest(manifest) {
    return `${JSON.stringify(manifest, null, 2)}\n`;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
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

/***/ 94393:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ runManifestOver),
/* harmony export */   Y7: () => (/* binding */ UNSEALED_GANG),
/* harmony export */   dE: () => (/* binding */ readNodeManifests),
/* harmony export */   tT: () => (/* binding */ readRunManifest)
/* harmony export */ });
/* harmony import */ var _layout_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60930);
/* harmony import */ var _gang_manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70025);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43241);



/** `sealedBy` of a gang's run that is only the union of its nodes so far. */
const UNSEALED_GANG = 'not sealed';
/**
 * A run's manifest as a restore, a restart verdict and a seal wait must see
 * it. For one VM that is `manifest.json`. A gang writes one manifest per
 * node and seals `manifest.json` only once all of them have sealed; until
 * then (or when finalize never came), the run is the union of its nodes'
 * manifests, so what a node saved is never hidden behind a `launched`
 * record. Undefined when the run has no manifest; a string says why one
 * is unusable.
 */
async function readRunManifest(store, lineage, runId) {
    const text = await store.readText((0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestKey */ .Rn)(lineage, runId));
    return runManifestOver(store, lineage, runId, text === undefined ? undefined : (0,_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .N)(text));
}
/**
 * The same, for a caller that already has the run's `manifest.json` (or
 * knows there is none): only a launch record needs the nodes looked up.
 */
async function runManifestOver(store, lineage, runId, top) {
    if (typeof top === 'object' && top.state !== 'launched')
        return top;
    const members = await readNodeManifests(store, lineage, runId);
    if (members.length === 0)
        return top;
    const nodes = Math.max(members.length, ...members.map((member) => member?.nodes ?? 0));
    return (0,_gang_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .gangUnion */ .z$)({
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
/** Each node's own manifest by node index (holes where a node wrote none or an unusable one). */
async function readNodeManifests(store, lineage, runId) {
    const folders = await store.listChildren((0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .runPrefix */ .cK)(lineage, runId));
    const nodes = folders.flatMap((name) => {
        const node = (0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeOfFolder */ .Ql)(name);
        return node === undefined ? [] : [node];
    });
    const members = [];
    await Promise.all(nodes.map(async (node) => {
        const text = await store.readText((0,_layout_js__WEBPACK_IMPORTED_MODULE_0__/* .manifestKey */ .Rn)(lineage, runId, node));
        const parsed = text === undefined ? undefined : (0,_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .N)(text);
        // A manifest that does not say it is this node's would put its files in the wrong place.
        if (typeof parsed === 'object' && parsed.node === node)
            members[node] = parsed;
    }));
    return Array.from({ length: members.length }, (_, node) => members[node]);
}


/***/ }),

/***/ 37869:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ safeJoin)
/* harmony export */ });
/* unused harmony export UnsafePathError */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);

/**
 * Joins a relative, `/`-separated path (from a manifest or a key) under
 * `root`, refusing anything that would land outside it: `..` segments,
 * absolute paths, NUL bytes. A manifest is data from a bucket that other
 * people may write to; it must not be able to place files anywhere else.
 */
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

/***/ 97947:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KE: () => (/* binding */ describeExit),
  Tm: () => (/* binding */ runAttempt)
});

// UNUSED EXPORTS: INTERRUPTION_MESSAGE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/log.js
var log = __webpack_require__(36650);
// EXTERNAL MODULE: ./build/store/lineage-index.js
var lineage_index = __webpack_require__(96182);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/clock.js
var build_clock = __webpack_require__(7094);
// EXTERNAL MODULE: ./build/settings/duration.js
var duration = __webpack_require__(84830);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
// EXTERNAL MODULE: ./build/report/transfer-progress.js
var transfer_progress = __webpack_require__(41698);
// EXTERNAL MODULE: ./build/report/bytes.js
var bytes = __webpack_require__(20140);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
// EXTERNAL MODULE: ./build/error-code.js
var error_code = __webpack_require__(94794);
;// CONCATENATED MODULE: ./build/checkpoints/scan.js



function sameSignature(a, b) {
    return !!a && !!b && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino;
}
const TEMP_SUFFIXES = ['.tmp', '.temp', '.partial', '.swp', '~'];
/**
 * Dot-files that are outputs all the same: torch.distributed.checkpoint
 * names the index of a sharded checkpoint `.metadata`, and without it the
 * shards cannot be loaded.
 */
const OUTPUT_DOT_FILES = new Set(['.metadata']);
/**
 * Names that are never outputs: dot-files and dot-folders (editor and tool
 * state, our own temp files) and the usual suffixes of files still being
 * written, which trainers rename into place when done.
 */
function isTempName(name) {
    if (OUTPUT_DOT_FILES.has(name))
        return false;
    return name.startsWith('.') || TEMP_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
const nodeScanFs = {
    readdir: (dir) => (0,promises_.readdir)(dir, { withFileTypes: true }),
    lstat: (path) => (0,promises_.lstat)(path),
};
/**
 * Lists regular files below `root` by `/`-separated relative path. Symbolic
 * links are not followed (a link loop must not hang the supervisor); files
 * that vanish while we look are simply not listed.
 */
async function scanFiles(root, options = {}) {
    const fs = options.fs ?? nodeScanFs;
    const unreadable = (path, error) => {
        if (!isVanished(error))
            options.onUnreadable?.(path, error);
    };
    const found = new Map();
    const walk = async (dir, prefix) => {
        let entries;
        try {
            entries = await fs.readdir(dir);
        }
        catch (error) {
            unreadable(prefix, error);
            return;
        }
        for (const entry of entries) {
            if (isTempName(entry.name))
                continue;
            const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
            const absolute = (0,external_node_path_.join)(dir, entry.name);
            if (entry.isDirectory()) {
                await walk(absolute, relative);
            }
            else if (entry.isFile()) {
                try {
                    const info = await fs.lstat(absolute);
                    found.set(relative, { size: info.size, mtimeMs: info.mtimeMs, ino: info.ino });
                }
                catch (error) {
                    unreadable(relative, error);
                }
            }
        }
    };
    await walk(root, '');
    return found;
}
function isVanished(error) {
    const code = (0,error_code/* errorCode */.C)(error);
    return code === 'ENOENT' || code === 'ENOTDIR';
}

// EXTERNAL MODULE: ./build/store/task-pool.js
var task_pool = __webpack_require__(55104);
;// CONCATENATED MODULE: ./build/checkpoints/live-sync.js












/**
 * Uploads the outputs directory while training runs ("live outputs"): every
 * file that is stable, once per version, several at a time, each verified,
 * recorded in the manifest only after it is durable. Deletions are never
 * mirrored: what was durable stays durable.
 */
class LiveSync {
    params;
    durable = new Map();
    observed = new Map();
    /** Durable files missing from the outputs directory, since when (clock time). */
    missing = new Map();
    /**
     * A save is a burst of uploads; it counts up when an upload starts with
     * none under way and its file began changing after the last burst went
     * quiet (see startsSave).
     */
    save = 0;
    /** Clock time at which the last upload under way finished. */
    quietAt;
    /** Paths being uploaded, with their size. */
    pending = new Map();
    /**
     * New versions of files the manifest already names, uploaded but not yet
     * named: see releaseHeld.
     */
    held = new Map();
    /** Set by flush: how far the final uploads got, for a flush that takes a while. */
    flushProgress;
    pool;
    stopScanning = new AbortController();
    loop;
    seq;
    noticeAt;
    changedDuringUpload = 0;
    suspectSince;
    /** Why the newest upload of a path failed, until one succeeds. */
    failures = new Map();
    /** Set by flush: its uploads retry until then instead of giving up after a few tries. */
    retryUntil;
    /**
     * Paths that could not be read, with why: warned about once (a warning
     * each scan would drown the log) and reported as not saved at the end.
     */
    unreadable = new Map();
    stats_ = {
        filesUploaded: 0,
        bytesUploaded: 0,
        uploadErrors: 0,
        maxLagMs: 0,
        lastLagMs: undefined,
        afterNotice: { files: 0, bytes: 0 },
        lastDurableAt: undefined,
        suspectFiles: [],
    };
    constructor(params) {
        this.params = params;
        for (const [path, signature] of params.inherited ?? [])
            this.durable.set(path, signature);
        this.seq = Math.max(0, ...params.manifest.current().files.map((file) => file.seq));
        this.pool = new task_pool/* TaskPool */.Y(params.store.putsInFlight ?? params.concurrency, (error) => {
            this.stats_.uploadErrors++;
            params.logger.error((0,errors/* describeError */.U)(error));
        });
    }
    start() {
        this.loop ??= this.scanLoop();
    }
    /** From now on, uploads count as "saved after the notice". */
    markNotice(at) {
        this.noticeAt = at;
        this.params.store.expedite?.();
    }
    /**
     * From now on, files modified at or after `since` (epoch ms, as file times
     * are) are never uploaded: the trainer is being killed, and a file it was
     * writing may be torn however long it then holds still.
     */
    distrustChangesSince(since) {
        this.suspectSince = since;
    }
    /** Stops watching without a final upload: for when the attempt itself failed. */
    async stop() {
        this.params.store.expedite?.();
        this.stopScanning.abort();
        await this.loop;
        await this.pool.idle();
    }
    /**
     * Stops watching and uploads everything not yet durable, without waiting
     * for files to settle: the trainer has exited, so every file is closed.
     * Each upload is retried until `until` (the notice's deadline, less the
     * time the seal needs): a save made on a notice is the one that matters
     * most, and giving up early would lose it while time was left.
     */
    async flush(until) {
        this.retryUntil = until;
        this.flushProgress = new transfer_progress/* TransferProgress */.v5({
            verb: 'uploaded',
            totalBytes: [...this.pending.values()].reduce((sum, size) => sum + size, 0),
            clock: this.params.clock,
            logger: this.params.logger,
        });
        this.params.store.expedite?.();
        this.stopScanning.abort();
        await this.loop;
        await this.pool.idle();
        // A file rewritten during its upload (a straggling writer) is taken
        // again; a few passes settle it, and a writer that never stops is not
        // worth waiting for past the deadline.
        for (let pass = 0; pass < 3; pass++) {
            const raced = this.changedDuringUpload;
            await this.scanOnce({ final: true });
            await this.pool.idle();
            if (this.changedDuringUpload === raced)
                break;
        }
        this.releaseHeld(true);
    }
    /**
     * After flush: every file in the outputs whose current version is not
     * durable, with the reason. Empty means everything the trainer wrote is
     * in the store.
     */
    async notSaved() {
        let files;
        try {
            files = await scanFiles(this.params.outputsDir);
        }
        catch (error) {
            return [{ path: '.', reason: `the outputs could not be read: ${(0,errors/* describeError */.U)(error)}` }];
        }
        const missing = [];
        for (const [path, signature] of files) {
            if (sameSignature(this.durable.get(path), signature))
                continue;
            const reason = this.stats_.suspectFiles.includes(path)
                ? 'it was being written when the trainer was killed, so it may be torn'
                : (this.failures.get(path) ??
                    (sameSignature(this.held.get(path)?.signature, signature)
                        ? 'uploaded, but the rest of its save was not, so the store keeps the version before it (naming this one alone would break that save)'
                        : 'it kept changing while it was being uploaded'));
            missing.push({ path, reason });
        }
        for (const [path, reason] of this.unreadable) {
            if (!files.has(path))
                missing.push({ path: path === '' ? '.' : path, reason });
        }
        return missing;
    }
    stats() {
        return {
            ...this.stats_,
            afterNotice: { ...this.stats_.afterNotice },
            suspectFiles: [...this.stats_.suspectFiles],
        };
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
            await (0,build_clock/* sleepUnlessAborted */.b)(clock, scanIntervalMs, this.stopScanning.signal);
        }
    }
    async scanOnce(options) {
        const files = await scanFiles(this.params.outputsDir, {
            onUnreadable: (path, error) => this.warnUnreadable(path, error),
        });
        const now = this.params.clock.now();
        if (this.params.retention)
            this.forgetDeleted(files, now);
        // A change or failure of a file since deleted holds back no save.
        for (const path of this.observed.keys())
            if (!files.has(path))
                this.observed.delete(path);
        for (const path of this.failures.keys())
            if (!files.has(path))
                this.failures.delete(path);
        for (const [path, signature] of files) {
            if (sameSignature(this.durable.get(path), signature) ||
                sameSignature(this.held.get(path)?.signature, signature) ||
                this.pending.has(path))
                continue;
            const seen = this.observed.get(path);
            if (!seen || !sameSignature(seen.signature, signature)) {
                this.observed.set(path, { signature, since: now });
                if (!options.final)
                    continue;
            }
            const since = this.observed.get(path)?.since ?? now;
            if (!options.final && now - since < this.params.settleMs)
                continue;
            if (this.suspectSince !== undefined && signature.mtimeMs >= this.suspectSince) {
                if (!this.stats_.suspectFiles.includes(path)) {
                    this.stats_.suspectFiles.push(path);
                    this.params.logger.warning(`not uploading ${path}: it was still being written when the trainer was killed, so it may be torn`);
                }
                continue;
            }
            this.upload(path, signature, since);
        }
        this.releaseHeld(options.final);
    }
    forgetDeleted(files, now) {
        for (const path of this.durable.keys()) {
            if (files.has(path) || this.pending.has(path)) {
                this.missing.delete(path);
                continue;
            }
            const since = this.missing.get(path) ?? now;
            this.missing.set(path, since);
            // A file replaced by delete-then-write is briefly absent; only one gone
            // for the settle time counts as deleted.
            if (now - since < this.params.settleMs)
                continue;
            this.missing.delete(path);
            this.durable.delete(path);
            this.params.manifest.forget(path);
            this.params.manifest.schedule();
            this.params.logger.debug(`${path} was deleted from the outputs; the manifest no longer names it`);
        }
    }
    upload(path, signature, since) {
        if (this.startsSave(since)) {
            this.save++;
            this.dropOutlivedInheritance();
        }
        const save = this.save;
        this.pending.set(path, signature.size);
        this.flushProgress?.grow(signature.size);
        this.pool.add(async () => {
            try {
                await this.uploadOne(path, signature, since, save);
                this.failures.delete(path);
                this.flushProgress?.add(signature.size);
            }
            catch (error) {
                this.flushProgress?.grow(-signature.size);
                this.failures.set(path, `upload failed: ${(0,errors/* describeError */.U)(error)}`);
                throw error;
            }
            finally {
                this.pending.delete(path);
                if (this.pending.size === 0)
                    this.quietAt = this.params.clock.now();
            }
        });
    }
    /**
     * Whether an upload of a version first seen at `since` begins a new save.
     * A trainer's files of one save can straddle scans (the model seen one
     * scan, the optimizer the next), and a small file's upload can be done
     * before the rest settle: the burst then has a gap. Files that began
     * changing before the last burst went quiet, or within the settle time
     * after, belong to it; counting them as a save of their own would make
     * retention keep fewer saves than asked.
     */
    startsSave(since) {
        return this.pending.size === 0 && !this.inLastBurst(since);
    }
    /** Whether a time is before the last burst went quiet, or within the settle time after. */
    inLastBurst(at) {
        return this.quietAt !== undefined && at < this.quietAt + this.params.settleMs;
    }
    /** Where this writer's objects go: the run's folder, or this node's in a gang. */
    ownPrefix() {
        return (0,layout/* writerPrefix */.w2)(this.params.lineage, this.params.runId, this.params.node);
    }
    async uploadOne(path, signature, since, save) {
        const { manifest, clock, logger } = this.params;
        const absolute = (0,external_node_path_.join)(this.params.outputsDir, path);
        if (!(await this.unchanged(absolute, signature)) || !(await this.readable(absolute, path)))
            return;
        const seq = ++this.seq;
        const previous = manifest.fileEntry(path);
        const own = this.ownPrefix();
        // A held version's object must not be overwritten: it may yet be named.
        const key = (0,layout/* fileKey */.wm)(own, path, seq, !previous?.key.startsWith(own) && !this.held.has(path));
        const started = clock.now();
        logger.debug(`uploading ${path} (${(0,bytes/* formatBytes */.z)(signature.size)}) to ${key}`);
        const digest = await this.put(path, key, absolute);
        // Even a torn copy (below) is an object retention must know about.
        this.params.retention?.uploaded(key, path, save);
        // A trainer that rewrote the file while we copied it would leave a mix of
        // two versions in the store; such a copy is never recorded.
        if (digest.size !== signature.size || !(await this.unchanged(absolute, signature))) {
            this.changedDuringUpload++;
            logger.debug(`${path} changed while uploading; it will be uploaded again once it settles`);
            return;
        }
        const now = clock.now();
        const file = {
            path,
            key,
            seq,
            size: digest.size,
            sha256: digest.sha256,
            uploadedAt: new Date(now).toISOString(),
        };
        this.observed.delete(path);
        if (previous !== undefined && previous.sha256 !== digest.sha256) {
            this.held.set(path, { file, signature, since });
            logger.info(`uploaded ${path} (${(0,bytes/* formatBytes */.z)(digest.size)}) in ${(0,duration/* formatDuration */.a3)(now - started)}; named once the rest of its save is uploaded`);
            return;
        }
        this.name(file, signature, since, now);
        logger.info(`uploaded ${path} (${(0,bytes/* formatBytes */.z)(digest.size)}) in ${(0,duration/* formatDuration */.a3)(now - started)}`);
    }
    name(file, signature, since, now) {
        this.params.manifest.recordFile(file);
        this.params.manifest.schedule();
        this.durable.set(file.path, signature);
        this.count(file.size, now - since, now);
    }
    /**
     * Names the held versions once their save is whole in the store. A trainer
     * that rewrites a checkpoint in place (latest/, or the same step saved
     * again on a notice) replaces every file of a save that is already
     * durable; naming each new version as its upload lands would leave the
     * manifest with a mix of the two saves whenever an upload fails or the
     * VM dies between them, and a restore of this run would then hold neither
     * whole. Until nothing is being uploaded, nothing has failed and no file
     * of the same burst is still being written, the manifest keeps naming the
     * old versions, which stay whole. New paths need no holding: they replace
     * nothing. `final`: the trainer has exited and every file was taken.
     */
    releaseHeld(final) {
        if (this.held.size === 0 || this.pending.size > 0 || this.failures.size > 0)
            return;
        if (final) {
            if (this.stats_.suspectFiles.length > 0)
                return;
        }
        else {
            if (this.inLastBurst(this.params.clock.now()))
                return;
            for (const seen of this.observed.values())
                if (this.inLastBurst(seen.since))
                    return;
        }
        const now = this.params.clock.now();
        for (const { file, signature, since } of this.held.values())
            this.name(file, signature, since, now);
        this.held.clear();
    }
    /** One object, retried: a few tries while training, until the deadline in the final flush. */
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
    count(bytes, lagMs, now) {
        const stats = this.stats_;
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
    /**
     * With retention, the files inherited from earlier runs (not placed in the
     * outputs, so the trainer cannot delete them) leave the manifest once this
     * run has made N saves of its own; otherwise a lineage's manifest would
     * grow by every checkpoint of every attempt. Called as save N+1 starts,
     * when saves 1..N have all finished.
     */
    dropOutlivedInheritance() {
        const keep = this.params.keep ?? 0;
        if (keep === 0 || this.save !== keep + 1)
            return;
        const own = this.ownPrefix();
        const { manifest, logger } = this.params;
        const outlived = manifest
            .current()
            .files.filter((file) => !file.key.startsWith(own) && !this.durable.has(file.path));
        for (const file of outlived)
            manifest.forget(file.path);
        if (outlived.length > 0) {
            manifest.schedule();
            logger.info(`retention: ${outlived.length} files restored from earlier runs are older than this run's last ${keep} saves; the manifest no longer names them`);
        }
    }
    /** Probed before the upload: a file we may not read would only fail every retry. */
    async readable(absolute, path) {
        try {
            await (await (0,promises_.open)(absolute, 'r')).close();
            this.unreadable.delete(path);
            return true;
        }
        catch (error) {
            this.warnUnreadable(path, error);
            return false;
        }
    }
    warnUnreadable(path, error) {
        if (this.unreadable.has(path))
            return;
        this.unreadable.set(path, `it cannot be read (${(0,errors/* describeError */.U)(error)})`);
        const where = path === '' ? this.params.outputsDir : (0,external_node_path_.join)(this.params.outputsDir, path);
        this.params.logger.warning(`cannot read ${where} (${(0,errors/* describeError */.U)(error)}); it is not uploaded, the rest of the outputs still are`);
    }
    async unchanged(absolute, signature) {
        try {
            const info = await (0,promises_.lstat)(absolute);
            return sameSignature({ size: info.size, mtimeMs: info.mtimeMs, ino: info.ino }, signature);
        }
        catch (error) {
            if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                return false;
            throw error;
        }
    }
}

// EXTERNAL MODULE: ./build/store/manifest.js
var store_manifest = __webpack_require__(43241);
;// CONCATENATED MODULE: ./build/checkpoints/manifest-writer.js



/**
 * Owns one run's manifest: the files that are durable so far and the run's
 * state. Writes are serialised and coalesced (a burst of uploads costs one
 * write), and the manifest only ever names objects whose upload finished.
 */
class ManifestWriter {
    params;
    header;
    files = new Map();
    writing;
    dirty = false;
    written;
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
            files: [...this.files.values()].sort((a, b) => a.path.localeCompare(b.path)),
        };
    }
    /** The newest manifest that reached the store, if any did: what is durable. */
    get lastWritten() {
        return this.written;
    }
    fileEntry(path) {
        return this.files.get(path);
    }
    recordFile(file) {
        this.files.set(file.path, file);
        this.dirty = true;
    }
    /** Drops a path the trainer deleted; its object stays in the store unless retention removes it. */
    forget(path) {
        if (this.files.delete(path))
            this.dirty = true;
    }
    update(change) {
        this.header = { ...this.header, ...change };
        this.dirty = true;
    }
    /** Starts a write if anything changed and none is running; failures are logged, never thrown. */
    schedule() {
        if (this.writing || !this.dirty)
            return;
        this.writing = this.writeLoop()
            .catch((error) => this.params.logger.warning(`could not update the manifest: ${String(error)}; will retry`))
            .finally(() => {
            this.writing = undefined;
        });
    }
    /**
     * Writes now and waits until the store has it; throws if the store keeps
     * failing. With `until`, tries go on until then: the seal after a notice
     * is worth every second the deadline leaves.
     */
    async persist(until) {
        await this.writing;
        this.dirty = true;
        await this.writeLoop(until);
    }
    async writeLoop(until) {
        while (this.dirty) {
            this.dirty = false;
            const manifest = this.current();
            const text = (0,store_manifest/* serializeManifest */.M)(manifest);
            try {
                await (0,retry/* withRetry */.bD)(() => this.params.store.writeText(this.key, text), {
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
            this.params.onWritten?.(manifest);
        }
    }
}

// EXTERNAL MODULE: ./build/checkpoints/restore.js + 1 modules
var checkpoints_restore = __webpack_require__(67812);
// EXTERNAL MODULE: ./build/checkpoints/retire-runs.js
var retire_runs = __webpack_require__(68336);
// EXTERNAL MODULE: ./build/checkpoints/run-retention.js
var run_retention = __webpack_require__(72374);
;// CONCATENATED MODULE: ./build/checkpoints/seal.js



/**
 * Time kept back from the final uploads for writing the manifest: a file
 * uploaded but never named by a manifest is not durable, so the last write
 * must get its chance. A manifest is a few KiB; 3 s covers several tries.
 */
const MANIFEST_RESERVE_MS = 3000;
/**
 * Ends a session: final uploads retried until the deadline, then the
 * manifest sealed with the outcome and the files that could not be saved.
 * What it logs is what the store holds: "durable" only when it is.
 */
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
/**
 * The final manifest never reached the store: what is durable is what the
 * last manifest written names, and everything recorded since is not saved.
 */
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








/**
 * The checkpoints of one attempt, from the restore to the seal: what the
 * supervisor calls, so it never talks to a store. The run's manifest names
 * everything a restore of it yields: the files it restored (whose objects
 * stay in earlier runs) and every file it uploaded since.
 */
class CheckpointSession {
    params;
    restore;
    manifest;
    sync;
    tidying;
    constructor(params, restore, manifest, sync, tidying) {
        this.params = params;
        this.restore = restore;
        this.manifest = manifest;
        this.sync = sync;
        this.tidying = tidying;
    }
    /** Restores the lineage, records the run, and starts uploading the outputs. */
    static async open(params) {
        const { identity, store, clock, logger } = params;
        const restore = await (0,log/* inGroup */.HB)(logger, 'Restoring earlier outputs', () => (0,checkpoints_restore/* restoreLineage */.c)({
            store,
            lineage: identity.lineage,
            currentRunId: identity.runId,
            restartDir: params.restartDir,
            ...(params.restoreToOutputs ? { outputsDir: params.outputsDir } : {}),
            concurrency: params.concurrency,
            clock,
            logger,
            ...(params.earlierRuns ? { runs: params.earlierRuns } : {}),
        }));
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
                ...(identity.node ? { node: identity.node.index, nodes: identity.node.count } : {}),
                state: 'running',
                startedAt: new Date(params.startedAt).toISOString(),
                ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
            },
        });
        for (const file of restore.files)
            manifest.recordFile(file);
        // Listed in the lineage's index before its first manifest: a run with a
        // manifest is then always one a restore walking the index finds.
        await (0,lineage_index/* recordLineageEntry */.NX)(store, identity, clock);
        // Written before training starts: a run that dies before its first
        // upload still yields, through its manifest, all that it restored.
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
        });
        sync.start();
        const tidying = () => Promise.all([retention?.settled(), retiring]);
        return new CheckpointSession(params, restore, manifest, sync, tidying);
    }
    get manifestKey() {
        return this.manifest.key;
    }
    /** From now on, uploads count as saved after the notice, and a batching store stops waiting. */
    noticeArrived(at) {
        this.sync.markNotice(at);
    }
    /** The trainer is being killed: files written since `since` may be torn and are never uploaded. */
    distrustChangesSince(since) {
        this.sync.distrustChangesSince(since);
    }
    /** Stops uploading without a seal: the attempt itself failed. */
    async abandon() {
        await this.sync.stop();
    }
    /** Uploads what is left, retrying until `request.until`, and seals the manifest with the outcome. */
    async seal(request) {
        return sealSession({ sync: this.sync, manifest: this.manifest, clock: this.params.clock }, this.params.logger, request);
    }
    /** Waits for retention's removals, so a run that ends on its own leaves its store trimmed. */
    async tidy() {
        await this.tidying();
    }
    stats() {
        return this.sync.stats();
    }
}
function retireBeyond(params, restore, manifest) {
    return (0,retire_runs/* retireEarlierRuns */.yA)({
        store: params.store,
        lineage: params.identity.lineage,
        runId: params.identity.runId,
        ...(params.earlierRuns ? { earlier: params.earlierRuns } : {}),
        keep: params.retention,
        ...(restore.fromRunId ? { restoredFrom: restore.fromRunId } : {}),
        namedNow: new Set(manifest.current().files.map((file) => file.key)),
        logger: params.logger,
    });
}

;// CONCATENATED MODULE: ./build/notice/first-notice.js
/**
 * Watches every source and yields the first notice only: several sources may
 * fire for one reclaim (the cloud's notice, then SIGTERM), and the trainer
 * must be told once. A source that throws is logged and dropped; it never
 * counts as a notice and never takes the supervisor down.
 */
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

// EXTERNAL MODULE: ./build/runtime/thread-pool.js
var thread_pool = __webpack_require__(34930);
// EXTERNAL MODULE: ./build/supervisor/notice-file.js
var notice_file = __webpack_require__(82510);
// EXTERNAL MODULE: ./build/supervisor/progress.js
var supervisor_progress = __webpack_require__(70504);
;// CONCATENATED MODULE: ./build/supervisor/restart-dir.js




const MARKER = '.spot-train-restart';
/**
 * Empties the `_restart` directory for this attempt's restore. It belongs to
 * spot-train (a marker file says so); a non-empty directory without the
 * marker holds someone's files, and those are never deleted.
 */
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

// EXTERNAL MODULE: ./build/supervisor/process-group.js
var process_group = __webpack_require__(82216);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./build/supervisor/torchrun-agents.js


/** The modules that run PyTorch's elastic agent when started with `python -m`. */
const AGENT_MODULES = new Set([
    'torch.distributed.run',
    'torch.distributed.launch',
    'torch.distributed.elastic.agent.server.api',
    'torch.distributed.elastic.agent.server.local_elastic_agent',
]);
/**
 * Whether a command line is a torchrun agent: the `torchrun` script (run
 * directly or as `python /usr/bin/torchrun`), or `python -m` with one of the
 * launcher modules. Only the interpreter and its options may come first, so
 * a worker whose own arguments mention torchrun is not taken for one.
 */
function isTorchrunAgent(argv) {
    for (let index = 0; index < argv.length; index += 1) {
        const word = argv[index] ?? '';
        if ((0,external_node_path_.basename)(word) === 'torchrun')
            return true;
        if (word === '-m')
            return AGENT_MODULES.has(argv[index + 1] ?? '');
        if (word.startsWith('-m'))
            return AGENT_MODULES.has(word.slice(2));
        // The interpreter comes first, then its options; the first other word is the program.
        if (index > 0 && !word.startsWith('-'))
            return false;
    }
    return false;
}
/**
 * The live (not zombie) processes of group `pgid`, read from `procRoot`
 * (/proc; a directory shaped like it in tests). A process that ends while
 * being read is left out. Empty where there is no /proc.
 */
function groupMembers(pgid, procRoot = '/proc') {
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(procRoot);
    }
    catch {
        return [];
    }
    const members = [];
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        const member = readMember(`${procRoot}/${entry}`, Number(entry), pgid);
        if (member)
            members.push(member);
    }
    return members;
}
function readMember(dir, pid, pgid) {
    try {
        const stat = (0,external_node_fs_.readFileSync)(`${dir}/stat`, 'utf8');
        // After the command name, which may hold spaces and parentheses: state, ppid, pgrp, ...
        const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) !== pgid || state === 'Z')
            return undefined;
        const argv = (0,external_node_fs_.readFileSync)(`${dir}/cmdline`, 'utf8').split('\0');
        if (argv.at(-1) === '')
            argv.pop();
        return { pid, ppid: Number(ppid), argv };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/supervisor/interrupt-group.js



/** SIGINT to the whole group: nothing frozen, nothing to resume. */
const PLAIN_INTERRUPTION = {
    summary: 'sent SIGINT to the trainer',
    resumeIfDone: () => undefined,
    release: () => undefined,
};
/**
 * Asks the group to save and exit. A plain trainer gets SIGINT, the whole
 * group at once. Under torchrun that would interrupt each worker twice (once
 * directly, once forwarded by its agent), and the agent SIGKILLs workers 30 s
 * after any signal, or SIGTERMs them when the rendezvous host leaves. So an
 * agent that has started workers is not signalled: it is frozen (SIGSTOP)
 * until its workers are gone, unless this node serves the rendezvous, and
 * every other process gets SIGINT once. Undefined when the group is gone.
 */
function interruptGroup(pgid, options) {
    const members = groupMembers(pgid, options.procRoot);
    const agents = members.filter((member) => isTorchrunAgent(member.argv) && members.some((child) => child.ppid === member.pid));
    if (agents.length === 0)
        return (0,process_group/* signalProcessGroup */.v)(pgid, 'SIGINT') ? PLAIN_INTERRUPTION : undefined;
    const kill = options.kill ?? ((pid, signal) => process.kill(pid, signal));
    const agentPids = new Set(agents.map((agent) => agent.pid));
    // Frozen before any worker is interrupted, so no agent sees a worker leave and acts on it.
    const frozen = options.hostsRendezvous
        ? []
        : agents.filter((agent) => send(kill, agent.pid, 'SIGSTOP'));
    const interrupted = members.filter((member) => !agentPids.has(member.pid) && send(kill, member.pid, 'SIGINT'));
    return new AgentInterruption(pgid, frozen, options, kill, summarize(agents, frozen, interrupted));
}
class AgentInterruption {
    pgid;
    options;
    kill;
    summary;
    frozen;
    constructor(pgid, frozen, options, kill, summary) {
        this.pgid = pgid;
        this.options = options;
        this.kill = kill;
        this.summary = summary;
        this.frozen = new Set(frozen.map((agent) => agent.pid));
    }
    resumeIfDone() {
        if (this.frozen.size === 0)
            return undefined;
        const parents = new Set(groupMembers(this.pgid, this.options.procRoot).map((m) => m.ppid));
        const done = [...this.frozen].filter((pid) => !parents.has(pid));
        if (done.length === 0)
            return undefined;
        for (const pid of done)
            this.resume(pid);
        return `the torchrun workers exited; resumed ${count(done.length, 'torchrun agent')} to let ${done.length === 1 ? 'it' : 'them'} exit`;
    }
    release() {
        for (const pid of this.frozen)
            this.resume(pid);
    }
    resume(pid) {
        this.frozen.delete(pid);
        send(this.kill, pid, 'SIGCONT');
    }
}
/** Sends a signal to one process; false when it is already gone. */
function send(kill, pid, signal) {
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
function summarize(agents, frozen, interrupted) {
    const agentPids = new Set(agents.map((agent) => agent.pid));
    const workers = interrupted.filter((member) => agentPids.has(member.ppid)).length;
    const others = interrupted.length - workers;
    const agentPart = frozen.length > 0
        ? `froze ${count(frozen.length, 'torchrun agent')}`
        : `left ${count(agents.length, 'torchrun agent')} running (this node serves the rendezvous)`;
    const otherPart = others > 0 ? ` and ${count(others, 'other process', 'other processes')}` : '';
    return `${agentPart}; sent SIGINT to ${count(workers, 'worker')}${otherPart}`;
}
function count(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}

;// CONCATENATED MODULE: ./build/supervisor/stop-trainer.js


/**
 * SIGINT first, so a Python trainer gets KeyboardInterrupt and saves; SIGTERM
 * when it has not finished in time; SIGKILL after the kill grace, so the
 * final upload still has its reserve before the deadline. Each step waits
 * for the whole process group. Torchrun agents the first step froze are
 * resumed once their workers are gone, and on every way out.
 */
async function stopTrainer(trainer, options) {
    const interruption = trainer.interrupt
        ? trainer.interrupt()
        : trainer.signalGroup('SIGINT')
            ? PLAIN_INTERRUPTION
            : undefined;
    if (!interruption)
        return { escalation: 'none' };
    try {
        return await escalate(trainer, interruption, options);
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
    // A frozen agent acts on the SIGTERM once resumed, and is SIGKILLed with the rest if not.
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
/**
 * The upload reserve and kill grace are set for a 2-minute AWS notice. On a
 * short notice (GCP and Azure give about 30 s) they would leave the trainer
 * no time to save, so together they never take more than half the notice.
 */
function fitToNotice(noticeMs, reserveMs, killGraceMs) {
    const budget = Math.max(0, noticeMs) / 2;
    const wanted = reserveMs + killGraceMs;
    if (wanted <= budget || wanted === 0)
        return { reserveMs, killGraceMs };
    const scale = budget / wanted;
    return { reserveMs: Math.floor(reserveMs * scale), killGraceMs: Math.floor(killGraceMs * scale) };
}
/** True when the group is gone by `until`; false at `until` or when hurried. */
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./build/supervisor/group-watchdog.js


/**
 * Stops a process group once the supervisor is gone. The script blocks in
 * `read` on a pipe whose only writer is the supervisor, so it costs no CPU
 * while the supervisor lives; the kernel closes that pipe however the
 * supervisor dies (kill -9 included), and `read` then sees end of file. A
 * line instead means the supervisor saw the group end and the guard may go.
 * SIGCONT after SIGTERM: a torchrun agent frozen for a save (SIGSTOP, see
 * interrupt-group.ts) would otherwise hold its SIGTERM until the SIGKILL.
 * Checked with shellcheck in test/unit/group-watchdog.test.ts.
 */
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
/** Arguments for sh: the group and the grace in whole seconds are separate words, never spliced in. */
function watchdogArguments(pgid, graceMs) {
    return [
        '-c',
        WATCHDOG_SCRIPT,
        'spot-train-watchdog',
        String(pgid),
        String(Math.ceil(graceMs / 1000)),
    ];
}
/**
 * Guards a trainer's process group against the supervisor dying without
 * stopping it: otherwise a trainer that never writes (and so never gets
 * SIGPIPE) would run, and bill, forever. SIGTERM first, SIGKILL after the grace.
 */
class GroupWatchdog {
    pipe;
    armed = true;
    constructor(pipe) {
        this.pipe = pipe;
    }
    static arm(pgid, graceMs) {
        // In a session of its own: a Ctrl-C meant for the supervisor, or a signal
        // to the trainer's group, must not take the guard down with it.
        const child = (0,external_node_child_process_.spawn)('sh', watchdogArguments(pgid, graceMs), {
            detached: true,
            stdio: ['pipe', 'ignore', 'ignore'],
        });
        // Without sh there is no guard, but the trainer still runs as before.
        child.once('error', () => undefined);
        const pipe = child.stdin;
        pipe.on('error', () => undefined);
        // The pipe stays open for as long as we live, yet must not keep us alive.
        child.unref();
        if (pipe instanceof external_node_net_.Socket)
            pipe.unref();
        return new GroupWatchdog(pipe);
    }
    /** The group has ended: a later supervisor death must not signal a group id the system may reuse. */
    disarm() {
        if (!this.armed)
            return;
        this.armed = false;
        this.pipe.end('done\n');
    }
}

// EXTERNAL MODULE: ./build/supervisor/line-splitter.js
var line_splitter = __webpack_require__(90337);
;// CONCATENATED MODULE: ./build/supervisor/trainer-process.js





/**
 * The arguments that make bash run the command. The command is always a
 * separate argument, never spliced into a shell string: a script runs as
 * written (with -e and pipefail, like a workflow `run:` step), and argv
 * words reach the program exactly as given.
 */
function bashArguments(command) {
    const base = ['--noprofile', '--norc'];
    return command.kind === 'script'
        ? [...base, '-eo', 'pipefail', '-c', command.script]
        : [...base, '-c', 'exec "$@"', 'spot-train', ...command.argv];
}
/**
 * The trainer, run through bash as the leader of its own process group, so
 * one signal reaches it and every worker it started (data loaders, torchrun
 * ranks), and a terminal's Ctrl-C reaches only the supervisor.
 */
class TrainerProcess {
    exited;
    child;
    watchdog;
    hostsRendezvous;
    constructor(options) {
        this.hostsRendezvous = options.hostsRendezvous ?? true;
        this.child = (0,external_node_child_process_.spawn)('bash', bashArguments(options.command), {
            cwd: options.cwd,
            env: options.env,
            detached: true,
            stdio: ['inherit', 'pipe', 'pipe'],
        });
        const pid = this.child.pid;
        this.watchdog =
            pid === undefined ? undefined : GroupWatchdog.arm(pid, options.orphanGraceMs ?? 10_000);
        this.exited = new Promise((resolve, reject) => {
            this.child.once('error', (error) => {
                this.watchdog?.disarm();
                reject(error);
            });
            this.child.once('close', (code, signal) => {
                // Asked for its side effect: a trainer that left no process behind disarms the watchdog.
                this.groupAlive();
                resolve({ code, signal });
            });
        });
        forward(this.child.stdout, options.stdout ?? process.stdout, options.onLine);
        forward(this.child.stderr, options.stderr ?? process.stderr, options.onLine);
    }
    static start(options) {
        return new TrainerProcess(options);
    }
    get pid() {
        if (this.child.pid === undefined)
            throw new Error('the trainer did not start');
        return this.child.pid;
    }
    /** Sends `signal` to the whole process group; false when no process of it is left. */
    signalGroup(signal) {
        return (0,process_group/* signalProcessGroup */.v)(this.pid, signal) || this.ended();
    }
    /** Asks the group to save and exit, minding torchrun agents; undefined when no process of it is left. */
    interrupt() {
        const interruption = interruptGroup(this.pid, { hostsRendezvous: this.hostsRendezvous });
        if (!interruption)
            this.ended();
        return interruption;
    }
    groupAlive() {
        return (0,process_group/* processGroupAlive */.M)(this.pid) || this.ended();
    }
    /** Every check that finds the group gone stands the watchdog down. */
    ended() {
        this.watchdog?.disarm();
        return false;
    }
}
function forward(from, to, onLine) {
    if (!from)
        return;
    const lines = onLine ? new line_splitter/* LineSplitter */.g(onLine) : undefined;
    from.on('data', (chunk) => {
        to.write(chunk);
        lines?.push(chunk);
    });
    from.on('end', () => lines?.end());
}

;// CONCATENATED MODULE: ./build/supervisor/insistence.js
/**
 * Signals to the supervisor once it is busy saving (from the notice, or the
 * trainer's exit, to the sealed manifest). A second SIGINT is a person
 * insisting: stop waiting for the trainer. SIGTERM is not: on GCP the
 * shutdown's SIGTERM comes right after the notice, and obeying it would
 * throw away the 30 s the trainer has to save; systemd or the cloud will
 * end things when the time is really up. Listening to both also keeps Node
 * from dying of the default handlers in the middle of the final upload.
 */
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

;// CONCATENATED MODULE: ./build/supervisor/attempt.js











const INTERRUPTION_MESSAGE = 'Spot instance interruption found. Wrapping up here!';
/**
 * The final flush of a run that ended on its own (no notice, so no
 * deadline): the last checkpoint of a finished training is worth minutes of
 * retries against a struggling store.
 */
const FINAL_FLUSH_BUDGET_MS = 10 * 60_000;
/**
 * One attempt of a training lineage: restore what earlier attempts left,
 * run the trainer while uploading its outputs, and on a notice get it to
 * save and make that durable before the deadline. The caller decides what
 * follows (another local attempt, a dispatched run).
 */
async function runAttempt(params) {
    const startedAt = params.clock.now();
    await (0,promises_.mkdir)(params.outputsDir, { recursive: true });
    await prepareRestartDir(params.restartDir);
    await (0,promises_.rm)(params.noticeFile, { force: true });
    if (params.warningFile)
        await (0,promises_.rm)(params.warningFile, { force: true });
    // Notices are watched from here on: one that comes during a long restore
    // means there is no point in starting the trainer at all.
    const watching = new AbortController();
    const notice = firstNotice(params.sources, watching.signal, params.logger);
    let early;
    void notice.then((value) => (early = value));
    try {
        const session = await CheckpointSession.open(sessionParams(params, startedAt));
        params.milestones?.restored?.(session.restore, params.clock.now());
        const progress = new supervisor_progress/* ProgressTracker */.si(params.stepPattern);
        const guard = { dispose: () => { } };
        try {
            const ended = early
                ? await noticeBeforeStart(params, session, early, guard)
                : await train(params, session, { watching, notice, progress, guard });
            return await finish(params, session, ended, progress, startedAt);
        }
        finally {
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
        ...(params.earlierRuns ? { earlierRuns: params.earlierRuns } : {}),
        settleMs: params.timing.settleMs,
        scanIntervalMs: params.timing.scanIntervalMs,
        concurrency: params.concurrency,
        retention: params.retention ?? 0,
        startedAt,
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
        const trainer = TrainerProcess.start({
            command: params.command,
            cwd: params.cwd,
            env: trainerEnv(params),
            onLine: (line) => onTrainerLine(params, watch.progress, line),
            ...(params.hostsRendezvous === undefined ? {} : { hostsRendezvous: params.hostsRendezvous }),
            ...(params.stdout ? { stdout: params.stdout } : {}),
            ...(params.stderr ? { stderr: params.stderr } : {}),
        });
        params.onTrainerStart?.(trainer.pid);
        const first = await Promise.race([
            trainer.exited.then((exit) => ({ kind: 'exit', exit })),
            watch.notice.then((value) => ({ kind: 'notice', notice: value })),
        ]);
        watch.watching.abort();
        const guard = insistence(logger);
        watch.guard.dispose = guard.dispose;
        return first.kind === 'notice'
            ? await handleNotice(params, trainer, session, first.notice, guard.promise)
            : { exit: first.exit, escalation: await stopLeftovers(trainer, clock, logger) };
    }
    catch (error) {
        // Nothing may keep running when the attempt itself fails: the scan loop
        // would keep the process alive and the step would never end.
        watch.watching.abort();
        await session.abandon();
        throw error;
    }
}
async function finish(params, session, ended, progress, startedAt) {
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
        : `the trainer exited with ${describeExit(exit)}; uploading what is left`);
    const seal = await session.seal({
        outcome,
        exitCode: exit.code,
        ...(notice ? { notice } : {}),
        until: notice ? notice.deadline : clock.now() + FINAL_FLUSH_BUDGET_MS,
    });
    const endedAt = clock.now();
    if (notice?.acknowledge)
        await acknowledge(notice, seal, logger);
    // After a notice the deadline matters more than tidiness; otherwise the
    // run ends with its store trimmed.
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
        restore: session.restore,
        sync: session.stats(),
        seal,
        progress: progress.current(),
        manifestKey: session.manifestKey,
        startedAt,
        endedAt,
    };
}
/** Only now, with what could be saved durable, may the cloud go ahead. */
async function acknowledge(notice, seal, logger) {
    if (!seal.sealed)
        logger.warning(`approving the ${notice.source} notice without a sealed manifest`);
    await notice.acknowledge?.().then(() => logger.info(`told ${notice.source} the machine may go now`), (error) => logger.warning(`could not acknowledge the ${notice.source} notice: ${String(error)}`));
}
async function announceNotice(params, session, notice) {
    const { logger } = params;
    params.onNotice?.(notice);
    logger.notice(INTERRUPTION_MESSAGE);
    logger.info(`notice from ${notice.source} (${notice.reason}); the machine goes in ${(0,duration/* formatDuration */.a3)(notice.deadline - notice.receivedAt)}`);
    session.noticeArrived(notice.receivedAt);
    await (0,notice_file/* writeNoticeFile */.m)(params.noticeFile, notice);
}
async function handleNotice(params, trainer, session, notice, hurry) {
    const { logger, timing, clock } = params;
    await announceNotice(params, session, notice);
    const stopped = await stopTrainer(trainer, {
        deadline: notice.deadline,
        reserveMs: timing.flushReserveMs,
        killGraceMs: timing.killGraceMs,
        clock,
        logger,
        hurry,
        // Writes in the last moments before a kill may be half done.
        onKill: (at) => session.distrustChangesSince(at - timing.settleMs),
    });
    return { exit: await trainer.exited, notice, escalation: stopped.escalation };
}
/** Feeds the progress tracker, and tells the history when the first step shows. */
function onTrainerLine(params, progress, line) {
    const before = progress.current().firstStep;
    progress.onLine(line);
    const first = progress.current().firstStep;
    if (before === undefined && first !== undefined) {
        params.milestones?.firstStep?.(first, params.clock.now());
    }
}
/** Processes the trainer left in its group (a stray data loader, a daemon) are stopped too. */
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
        // Python buffers stdout when it is a pipe; progress would arrive in bursts.
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
function describeExit(exit) {
    return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}


/***/ }),

/***/ 90337:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ LineSplitter)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46193);

const MAX_LINE = 4096;
/**
 * Splits a byte stream into lines at \n or \r (progress bars redraw with \r).
 * A line longer than MAX_LINE is cut, so a trainer printing megabytes without
 * a newline cannot make the supervisor hold them.
 */
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

/***/ 82510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ writeWarningFile),
/* harmony export */   m: () => (/* binding */ writeNoticeFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


/**
 * The file a trainer can poll (SPOT_TRAIN_NOTICE_FILE) instead of, or as well
 * as, handling SIGINT. Renamed into place: a reader never sees half a JSON.
 */
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
/** SPOT_TRAIN_WARNING_FILE: a rebalance recommendation or the like; nothing is scheduled yet. */
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
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94794);


/** Sends `signal` to every process of the group; false when none is left. */
function signalProcessGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error) === 'ESRCH')
            return false;
        throw error;
    }
}
/**
 * Whether any process of the group still runs. kill(-pgid, 0) alone also
 * counts zombies, which an init that does not reap orphans (some containers)
 * keeps forever; a zombie holds no file and needs no waiting for. Where
 * there is no /proc (macOS), the signal's answer stands.
 */
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
        // Fields after the command name: state, ppid, pgrp, ...
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === pgid && state !== 'Z')
            return true;
    }
    return false;
}


/***/ }),

/***/ 70504:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gr: () => (/* binding */ stepsLost),
/* harmony export */   MN: () => (/* binding */ DEFAULT_STEP_PATTERN),
/* harmony export */   si: () => (/* binding */ ProgressTracker)
/* harmony export */ });
/* harmony import */ var _settings_step_pattern_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60939);

const DEFAULT_STEP_PATTERN = String.raw `\bstep[\s:=#]*(\d+)`;
const RESUME_PATTERN = /\bresum(?:e|ed|ing)\b\D*?(\d+)/i;
class ProgressTracker {
    step;
    /** The settings refuse patterns that backtrack exponentially; this bounds the rest. */
    stepTextLimit;
    progress = {};
    constructor(stepPattern = DEFAULT_STEP_PATTERN) {
        this.step = new RegExp(stepPattern, 'i');
        this.stepTextLimit = (0,_settings_step_pattern_js__WEBPACK_IMPORTED_MODULE_0__/* .stepTextLimit */ .t)(stepPattern);
    }
    onLine(line) {
        const resumed = RESUME_PATTERN.exec(line);
        if (resumed?.[1] !== undefined) {
            this.progress.resumedFrom ??= Number(resumed[1]);
            return;
        }
        const match = this.step.exec(line.slice(0, this.stepTextLimit));
        const value = match?.[1] === undefined ? Number.NaN : Number(match[1]);
        if (!Number.isSafeInteger(value))
            return;
        this.progress.firstStep ??= value;
        this.progress.lastStep = value;
    }
    current() {
        return { ...this.progress };
    }
}
/** Steps done before an interruption that the next attempt had to do again. */
function stepsLost(before, after) {
    if (before.lastStep === undefined)
        return undefined;
    const resumedFrom = after.resumedFrom ?? (after.firstStep === undefined ? undefined : after.firstStep - 1);
    if (resumedFrom === undefined)
        return undefined;
    return Math.max(0, before.lastStep - resumedFrom);
}


/***/ }),

/***/ 58508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Checked against package.json by test/version.test.ts.
const VERSION = '0.1.0';


/***/ })

};
