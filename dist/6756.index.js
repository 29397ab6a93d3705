export const id = 6756;
export const ids = [6756];
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

/***/ 86058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y_: () => (/* binding */ GitHubError),
  jo: () => (/* binding */ backoffMs),
  c4: () => (/* binding */ isNotFound),
  ME: () => (/* binding */ runApi)
});

// UNUSED EXPORTS: GitHubApi

// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(15561);
// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var request_error_dist_src = __webpack_require__(31015);
// EXTERNAL MODULE: ./build/base/version.js
var version = __webpack_require__(7844);
;// CONCATENATED MODULE: ./build/github/rate-limit.js
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
    return /secondary rate limit|abuse/i.test(message) ? 60_000 : undefined;
}

;// CONCATENATED MODULE: ./build/github/github-api.js




function runApi(deps, token) {
    return new GitHubApi({
        token,
        baseUrl: deps.context.apiUrl,
        clock: deps.clock,
        logger: deps.logger,
    });
}
function isNotFound(error) {
    return error instanceof GitHubError && error.status === 404;
}
class GitHubError extends Error {
    status;
    retry;
    name = 'GitHubError';
    constructor(message, status, retry = { passing: false, mayHaveArrived: false }) {
        super(message);
        this.status = status;
        this.retry = retry;
    }
    get rateLimited() {
        return this.retry.waitMs !== undefined;
    }
}
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
    withAttempts(attempts, maxWaitMs) {
        return new GitHubApi({
            ...this.params,
            attempts,
            ...(maxWaitMs === undefined ? {} : { maxWaitMs }),
        });
    }
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
        const retry = retryOf(error, this.params.clock.now());
        if (!retry.passing)
            return undefined;
        if (retry.waitMs !== undefined)
            return retry.waitMs <= (this.params.maxWaitMs ?? 120_000) ? retry.waitMs : undefined;
        return backoffMs(attempt);
    }
    explain(error, what) {
        const status = error instanceof request_error_dist_src/* RequestError */.G ? error.status : undefined;
        const retry = retryOf(error, this.params.clock.now());
        const wanted = error instanceof request_error_dist_src/* RequestError */.G
            ? error.response?.headers['x-accepted-github-permissions']
            : undefined;
        const hint = status === 401
            ? '; the token is missing, expired or revoked (the job token stops working when its job ends)'
            : status === 403 &&
                retry.waitMs === undefined &&
                typeof wanted === 'string' &&
                wanted !== ''
                ? `; the token needs ${wanted.replaceAll('=', ': ')} (add it under the job's permissions)`
                : '';
        return new GitHubError(`GitHub: ${what} failed: ${describe(error)}${hint}`, status, retry);
    }
}
function backoffMs(attempt) {
    return Math.min(30_000, 1000 * 2 ** (attempt - 1));
}
function retryOf(error, now) {
    if (!(error instanceof request_error_dist_src/* RequestError */.G))
        return { passing: true, mayHaveArrived: true };
    const waitMs = rateLimitWaitMs(error.status, error.response?.headers ?? {}, error.message, now);
    if (waitMs !== undefined)
        return { passing: true, waitMs, mayHaveArrived: false };
    const unanswered = error.status >= 500 || error.status === 0;
    return { passing: unanswered, mayHaveArrived: unanswered };
}
function describe(error) {
    if (error instanceof request_error_dist_src/* RequestError */.G)
        return `${error.status} ${error.message}`;
    return error instanceof Error ? error.message : String(error);
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
/* harmony import */ var _settings_cloud_environment_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7577);
/* harmony import */ var _settings_input_names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69185);









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
                const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(_settings_input_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Input */ .pd.runnerToken);
                if (token !== '')
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(token);
                const context = await (0,_github_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunContext */ .$p)(process.env);
                const deps = { context, clock: _base_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .systemClock */ .m, logger: _action_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .actionLogger */ .v };
                return {
                    runnersApi: token === '' ? undefined : (0,_github_github_api_js__WEBPACK_IMPORTED_MODULE_4__/* .runApi */ .ME)(deps, token).withAttempts(3),
                    repo: context.repo,
                };
            },
            clouds: (0,_settings_cloud_environment_js__WEBPACK_IMPORTED_MODULE_7__/* .readCloudEnvironment */ .x)(process.env),
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

/***/ 7577:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readMetadataEndpoints),
/* harmony export */   x: () => (/* binding */ readCloudEnvironment)
/* harmony export */ });
const METADATA_HOST = '169.254.169.254';
const GCP_PROJECT = ['GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'GCLOUD_PROJECT'];
const GCP_COMPUTE = ['SPOT_TRAIN_GCP_COMPUTE_ENDPOINT', 'CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE'];
const AZURE_ARM = ['SPOT_TRAIN_AZURE_ARM_ENDPOINT'];
const AWS_PRICE_LIST = ['AWS_ENDPOINT_URL_PRICING', 'AWS_ENDPOINT_URL'];
function readCloudEnvironment(env) {
    const first = (names) => names.map((name) => env[name]?.trim()).find((value) => value !== undefined && value !== '');
    return {
        aws: present({
            region: first(['AWS_REGION', 'AWS_DEFAULT_REGION']),
            priceListEndpoint: first(AWS_PRICE_LIST),
        }),
        gcp: present({
            project: first(GCP_PROJECT),
            computeEndpoint: first(GCP_COMPUTE),
            billingEndpoint: first(['SPOT_TRAIN_GCP_BILLING_ENDPOINT']),
        }),
        azure: present({
            subscriptionId: first(['AZURE_SUBSCRIPTION_ID']),
            armEndpoint: first(AZURE_ARM),
            pricesEndpoint: first(['SPOT_TRAIN_AZURE_PRICES_ENDPOINT']),
        }),
    };
}
function present(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
function readMetadataEndpoints(env) {
    return {
        aws: env.AWS_EC2_METADATA_SERVICE_ENDPOINT || `http://${METADATA_HOST}`,
        gcp: env.GCE_METADATA_HOST || env.GCE_METADATA_IP || METADATA_HOST,
        azure: env.SPOT_TRAIN_AZURE_METADATA_ENDPOINT || `http://${METADATA_HOST}`,
    };
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


/***/ })

};
