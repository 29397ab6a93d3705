export const id = 1424;
export const ids = [1424];
export const modules = {

/***/ 65227:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ actionLogger)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _base_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82130);


const actionLogger = {
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message),
    warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message),
    error: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(message),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
    notice: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(message),
    group: (0,_base_log_js__WEBPACK_IMPORTED_MODULE_1__/* .flatGroups */ .eh)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh, _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4),
};


/***/ }),

/***/ 90862:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ actionState)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);

const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';
const LAUNCHED = 'launched';
const HANDED_OVER = 'handed-over';
const actionState = {
    setMode: (mode) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(MODE, mode),
    mode: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(MODE),
    setTrainerPgid: (pgid) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TRAINER_PGID, String(pgid)),
    trainerPgid: () => {
        const value = Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TRAINER_PGID));
        return Number.isSafeInteger(value) && value > 1 ? value : undefined;
    },
    setLaunched: (launched) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(LAUNCHED, JSON.stringify(launched)),
    launched: () => {
        try {
            return JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(LAUNCHED) || '{}');
        }
        catch {
            return {};
        }
    },
    setHandedOver: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(HANDED_OVER, 'true'),
    handedOver: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(HANDED_OVER) === 'true',
};


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

/***/ 7844:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
const VERSION = '0.1.0';


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

/***/ 16756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _action_logger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65227);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90862);
/* harmony import */ var _base_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42030);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(45145);
/* harmony import */ var _github_github_api_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86058);
/* harmony import */ var _github_run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74809);
/* harmony import */ var _settings_cloud_environment_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7577);
/* harmony import */ var _settings_input_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69185);









async function post() {
    try {
        const { postLaunch, postTrain } = await __webpack_require__.e(/* import() */ 6983).then(__webpack_require__.bind(__webpack_require__, 6983));
        const mode = _action_state_js__WEBPACK_IMPORTED_MODULE_2__/* .actionState */ .M.mode();
        if (mode === 'train') {
            await postTrain(_action_state_js__WEBPACK_IMPORTED_MODULE_2__/* .actionState */ .M.trainerPgid(), _action_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .actionLogger */ .v);
            return;
        }
        if (mode !== 'launch') {
            _action_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .actionLogger */ .v.info('spot-train post: nothing was started that needs cleaning up');
            return;
        }
        const clean = await postLaunch({
            launched: _action_state_js__WEBPACK_IMPORTED_MODULE_2__/* .actionState */ .M.launched(),
            handedOver: _action_state_js__WEBPACK_IMPORTED_MODULE_2__/* .actionState */ .M.handedOver(),
            github: async () => {
                const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(_settings_input_names_js__WEBPACK_IMPORTED_MODULE_7__/* .Input */ .pd.runnerToken);
                if (token !== '')
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(token);
                const context = await (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunContext */ .$p)(process.env);
                const deps = { context, clock: _base_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m, logger: _action_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .actionLogger */ .v };
                return {
                    runnersApi: token === '' ? undefined : (0,_github_github_api_js__WEBPACK_IMPORTED_MODULE_4__/* .runApi */ .ME)(deps, token).withAttempts(3),
                    repo: context.repo,
                };
            },
            clouds: (0,_settings_cloud_environment_js__WEBPACK_IMPORTED_MODULE_6__/* .readCloudEnvironment */ .x)(process.env),
            logger: _action_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .actionLogger */ .v,
        });
        if (!clean)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('spot-train post: the launch left something behind; see above');
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`spot-train post: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .describeError */ .U)(error)}`);
    }
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


/***/ })

};
