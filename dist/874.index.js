export const id = 874;
export const ids = [874];
export const modules = {

/***/ 11199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ loadCloud)
/* harmony export */ });
/** The adapter of one cloud, its SDK loaded only now: an AWS user never loads Azure's. */
async function loadCloud(name) {
    switch (name) {
        case 'aws': {
            const { AwsCloud } = await Promise.all(/* import() */[__webpack_require__.e(195), __webpack_require__.e(193), __webpack_require__.e(704)]).then(__webpack_require__.bind(__webpack_require__, 76942));
            return new AwsCloud();
        }
        case 'gcp': {
            const { GcpCloud } = await Promise.all(/* import() */[__webpack_require__.e(324), __webpack_require__.e(462), __webpack_require__.e(338)]).then(__webpack_require__.bind(__webpack_require__, 37338));
            return new GcpCloud();
        }
        case 'azure': {
            const { AzureCloud } = await Promise.all(/* import() */[__webpack_require__.e(669), __webpack_require__.e(94), __webpack_require__.e(814), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 58561));
            return new AzureCloud();
        }
    }
}


/***/ }),

/***/ 43285:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ parseCloudOptions)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/**
 * The `cloud-options` input: `key=value` lines for one cloud; blank lines and
 * lines starting with `#` are skipped. Launch reads all of them; finalize
 * reads the ones that say where the VM lives (Azure's resource group, a GCP
 * project other than the default).
 */
function parseCloudOptions(text, inputName) {
    const options = {};
    for (const line of text.split('\n')) {
        const trimmed = line.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const equals = trimmed.indexOf('=');
        if (equals <= 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${inputName}: "${trimmed}" is not key=value`);
        options[trimmed.slice(0, equals).trim()] = trimmed.slice(equals + 1).trim();
    }
    return options;
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

/***/ 58175:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ readStoreUrl),
/* harmony export */   El: () => (/* binding */ readStoreOptions),
/* harmony export */   Em: () => (/* binding */ readMode),
/* harmony export */   KC: () => (/* binding */ readTrainSettings),
/* harmony export */   pH: () => (/* binding */ SECRET_INPUTS),
/* harmony export */   pd: () => (/* binding */ Input)
/* harmony export */ });
/* unused harmony exports CLOUD_SETTINGS, MODES */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _config_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91359);
/* harmony import */ var _config_values_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93017);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19473);
/* harmony import */ var _notice_simulated_spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67819);
/* harmony import */ var _store_layout_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(60930);
/* harmony import */ var _store_store_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12562);
/* harmony import */ var _supervisor_progress_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70504);








/** Every input name, as action.yml spells it. */
const Input = {
    mode: 'mode',
    run: 'run',
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
    restartBackoff: 'restart-backoff',
};
/** Inputs whose values are secrets: masked in the log as soon as they are read. */
const SECRET_INPUTS = [Input.githubToken, Input.runnerToken];
const CLOUD_SETTINGS = ['auto', 'aws', 'gcp', 'azure', 'none'];
const MODES = ['launch', 'train', 'finalize', 'janitor'];
function readMode(get) {
    const mode = get(Input.mode).trim();
    if (!MODES.includes(mode)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`${Input.mode}: "${mode}" is not a mode; expected one of ${MODES.join(', ')}`);
    }
    return mode;
}
/**
 * The train mode's settings, every input checked here and nowhere else.
 * `workspace` is GITHUB_WORKSPACE; `eventRestart` is `inputs._restart` of
 * the workflow_dispatch event, used when `restart-from` is not given.
 */
function readTrainSettings(get, workspace, eventRestart) {
    const text = (name, fallback = '') => get(name).trim() || fallback;
    const script = get(Input.run);
    if (script.trim() === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`${Input.run}: the training command is required in train mode`);
    const storeUrl = readStoreUrl(get, 'train');
    const workingDirectory = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workspace, text(Input.workingDirectory, '.'));
    const inWorkdir = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workingDirectory, path);
    const restartFrom = text(Input.restartFrom) || eventRestart?.trim() || '';
    if (restartFrom !== '' && !(0,_store_layout_js__WEBPACK_IMPORTED_MODULE_5__/* .isValidId */ .Al)(restartFrom)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`${Input.restartFrom}: "${restartFrom}" is not a run id; expected digits such as 9876543210`);
    }
    const drillText = text(Input.simulateInterruption);
    const duration = (name, fallback) => (0,_config_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E)(text(name, fallback), name);
    const stepPattern = text(Input.stepPattern, _supervisor_progress_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_STEP_PATTERN */ .MN);
    try {
        new RegExp(stepPattern);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`${Input.stepPattern}: "${stepPattern}" is not a regular expression (${String(error)})`);
    }
    return {
        script,
        workingDirectory,
        outputsDir: inWorkdir(text(Input.outputs, 'outputs')),
        restartDir: inWorkdir(text(Input.restartDir, '_restart')),
        storeUrl,
        storeOptions: readStoreOptions(get),
        ...(restartFrom === '' ? {} : { restartFrom }),
        restoreToOutputs: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseBoolean */ .yG)(text(Input.restoreToOutputs, 'false'), Input.restoreToOutputs),
        ...(drillText === ''
            ? {}
            : { drill: (0,_notice_simulated_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSimulatedSpec */ .H)(drillText, Input.simulateInterruption) }),
        restartOnExitCodes: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseExitCodes */ .I8)(text(Input.restartOnExitCodes), Input.restartOnExitCodes),
        restart: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseBoolean */ .yG)(text(Input.restart, 'true'), Input.restart),
        githubToken: text(Input.githubToken),
        sealTimeoutMs: duration(Input.sealTimeout, '3m'),
        maxRestarts: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseInteger */ .cG)(text(Input.maxRestarts, '10'), Input.maxRestarts, {
            min: 0,
            max: 1000,
        }),
        timing: {
            settleMs: duration(Input.settleTime, '2s'),
            scanIntervalMs: duration(Input.scanInterval, '1s'),
            flushReserveMs: duration(Input.flushReserve, '15s'),
            killGraceMs: duration(Input.killGrace, '10s'),
        },
        signalNoticeMs: duration(Input.signalNotice, '10s'),
        retention: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseInteger */ .cG)(text(Input.retention, '0'), Input.retention, { min: 0, max: 10_000 }),
        concurrency: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseInteger */ .cG)(text(Input.uploadConcurrency, '4'), Input.uploadConcurrency, {
            min: 1,
            max: 64,
        }),
        stepPattern,
        cloud: readCloud(text(Input.cloud, 'auto')),
        interruptOnRebalance: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseBoolean */ .yG)(text(Input.interruptOnRebalance, 'false'), Input.interruptOnRebalance),
        azureAckEvents: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseBoolean */ .yG)(text(Input.azureAckEvents, 'false'), Input.azureAckEvents),
        gcpNoticeMs: duration(Input.gcpNotice, '30s'),
    };
}
/** The `store` input, which the train and finalize modes both need. */
function readStoreUrl(get, mode) {
    const url = get(Input.store).trim();
    if (url === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`${Input.store}: required in ${mode} mode; for example s3://my-bucket/runs or file:///mnt/shared`);
    }
    return url;
}
/** The stores' settings, as the train and finalize modes read them. */
function readStoreOptions(get) {
    const text = (name, fallback = '') => get(name).trim() || fallback;
    return (0,_store_store_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStoreOptions */ .N)({
        s3Endpoint: text(Input.s3Endpoint),
        s3ForcePathStyle: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_7__/* .parseBoolean */ .yG)(text(Input.s3ForcePathStyle, 'false'), Input.s3ForcePathStyle),
        s3PartSize: text(Input.s3PartSize),
        s3PartConcurrency: text(Input.s3PartConcurrency),
        artifactInterval: text(Input.artifactInterval),
        githubToken: text(Input.githubToken),
    }, {
        s3PartSize: Input.s3PartSize,
        s3PartConcurrency: Input.s3PartConcurrency,
        artifactInterval: Input.artifactInterval,
    });
}
function readCloud(value) {
    if (!CLOUD_SETTINGS.includes(value)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`${Input.cloud}: "${value}" is not a cloud; expected one of ${CLOUD_SETTINGS.join(', ')}`);
    }
    return value;
}


/***/ }),

/***/ 6707:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ listOf),
/* harmony export */   r: () => (/* binding */ readLaunchSettings)
/* harmony export */ });
/* harmony import */ var _config_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91359);
/* harmony import */ var _config_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(93017);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19473);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58175);
/* harmony import */ var _config_cloud_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43285);





const CLOUDS = ['aws', 'gcp', 'azure'];
/** Items of a list input: separated by commas or new lines, blanks dropped. */
function listOf(text) {
    return text
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
}
/** The launch mode's settings, every input checked here. */
function readLaunchSettings(get, env) {
    const text = (name, fallback = '') => get(name).trim() || fallback;
    const cloud = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.cloud);
    if (!CLOUDS.includes(cloud)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.cloud}: "${cloud}" is not a cloud to launch on; expected one of ${CLOUDS.join(', ')}`);
    }
    const instanceTypes = listOf(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.instanceTypes));
    if (instanceTypes.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.instanceTypes}: required in launch mode, e.g. g5.xlarge, g6.xlarge`);
    }
    const zones = listOf(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.zones));
    const given = listOf(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.regions));
    const regions = given.length > 0 ? given : defaultRegions(cloud, zones, env);
    if (regions.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.regions}: required in launch mode on ${cloud}, e.g. ${REGION_EXAMPLE[cloud]}`);
    }
    const image = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.image);
    if (image === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.image}: required in launch mode (the VM's image)`);
    const runnerToken = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerToken);
    if (runnerToken === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerToken}: required in launch mode; a PAT or GitHub App token that may administer the repository's runners (the job's GITHUB_TOKEN cannot)`);
    }
    const maxPriceText = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.maxPrice);
    const maxPrice = maxPriceText === '' ? undefined : Number(maxPriceText);
    if (maxPrice !== undefined && !(Number.isFinite(maxPrice) && maxPrice > 0)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.maxPrice}: "${maxPriceText}" is not a price; expected USD per hour such as 0.75`);
    }
    const runnerVersion = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerVersion, 'latest');
    if (runnerVersion !== 'latest' && !/^\d+\.\d+\.\d+$/.test(runnerVersion)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerVersion}: "${runnerVersion}" is not a runner version; expected latest or e.g. 2.330.0`);
    }
    const sha = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerSha256).toLowerCase();
    if (sha !== '' && !/^[0-9a-f]{64}$/.test(sha)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerSha256}: expected the 64 hex digits of a SHA-256`);
    }
    const arch = text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerArch, 'x64');
    if (arch !== 'x64' && arch !== 'arm64') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerArch}: "${arch}" is not x64 or arm64`);
    }
    return {
        cloud: cloud,
        instanceTypes,
        regions,
        zones,
        image,
        diskGb: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseInteger */ .cG)(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.diskSize, '100'), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.diskSize, { min: 8, max: 65_536 }),
        ...(maxPrice === undefined ? {} : { maxPrice }),
        onDemandFallback: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.onDemandFallback, 'false'), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.onDemandFallback),
        runnerToken,
        runnerVersion,
        ...(sha === '' ? {} : { runnerSha256: sha }),
        arch,
        extraLabels: listOf(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerLabels)),
        maxLifetimeMs: (0,_config_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E)(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.maxLifetime, '24h'), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.maxLifetime),
        preRunnerScript: get(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.preRunnerScript),
        onlineTimeoutMs: (0,_config_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E)(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.onlineTimeout, '10m'), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.onlineTimeout),
        options: (0,_config_cloud_options_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCloudOptions */ .Z)(get(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.cloudOptions), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.cloudOptions),
        ...(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.store) === '' ? {} : { storeUrl: text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.store) }),
        storeOptions: (0,_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readStoreOptions */ .El)(get),
        policy: {
            onDemandAfter: (0,_config_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseInteger */ .cG)(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.onDemandAfter, '0'), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.onDemandAfter, {
                min: 0,
                max: 1000,
            }),
            backoffMs: (0,_config_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E)(text(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.restartBackoff, '0s'), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.restartBackoff),
        },
    };
}
const REGION_EXAMPLE = {
    aws: 'us-east-1',
    gcp: 'us-central1 (or give zones)',
    azure: 'westeurope',
};
/**
 * Regions when the input is empty: on AWS the SDK's own (AWS_REGION); on
 * GCP those the zones name, since a GCP zone is its region plus a letter
 * (`us-central1-a`). An Azure zone is only a number, so Azure needs regions.
 */
function defaultRegions(cloud, zones, env) {
    if (cloud === 'aws')
        return listOf(env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? '');
    if (cloud === 'gcp')
        return [...new Set(zones.map((zone) => zone.replace(/-[a-z]$/, '')))];
    return [];
}


/***/ }),

/***/ 50991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ vmLabels)
/* harmony export */ });
/**
 * Labels every spot-train VM carries, valid as GCP labels (the strictest:
 * lowercase letters, digits, '-' and '_', at most 63 characters) and so
 * also as AWS and Azure tags. `spot-train: 1` is what the janitor looks for.
 */
function vmLabels(params) {
    return {
        'spot-train': '1',
        'spot-train-repo': labelValue(params.repository),
        'spot-train-run': labelValue(params.runId),
        'spot-train-attempt': labelValue(params.runAttempt),
        ...(params.restartOf === '' ? {} : { 'spot-train-restart-of': labelValue(params.restartOf) }),
        'spot-train-name': labelValue(params.name),
        'spot-train-expires': String(Math.floor(params.expiresAt / 1000)),
    };
}
function labelValue(value) {
    return value
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, '-')
        .slice(0, 63);
}


/***/ }),

/***/ 4874:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ janitorMode)
});

// EXTERNAL MODULE: ./build/clouds/load-cloud.js
var load_cloud = __webpack_require__(11199);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
// EXTERNAL MODULE: ./build/github/github-api.js + 1 modules
var github_api = __webpack_require__(86058);
;// CONCATENATED MODULE: ./build/github/runners.js

/** The repository's self-hosted runners, every page. Needs an admin-scoped token. */
async function listRunners(api, repo) {
    const runners = [];
    for (let page = 1; page <= 50; page++) {
        const { data } = await api.request('GET /repos/{owner}/{repo}/actions/runners', { ...repo, per_page: 100, page }, 'listing the self-hosted runners');
        const batch = data?.runners;
        if (!Array.isArray(batch))
            break;
        for (const item of batch) {
            if (typeof item.id !== 'number' || typeof item.name !== 'string')
                continue;
            runners.push({
                id: item.id,
                name: item.name,
                status: typeof item.status === 'string' ? item.status : 'unknown',
                busy: item.busy === true,
            });
        }
        if (batch.length < 100)
            break;
    }
    return runners;
}
async function deleteRunner(api, repo, runnerId) {
    await api.request('DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}', { ...repo, runner_id: runnerId }, `removing runner ${runnerId}`);
}
/** Whether a workflow run has finished; undefined when GitHub could not say. */
async function runHasEnded(api, repo, runId) {
    try {
        const { data } = await api.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { ...repo, run_id: Number(runId) }, `reading run ${runId}`);
        const status = data?.status;
        return typeof status === 'string' ? status === 'completed' : undefined;
    }
    catch (error) {
        // A run deleted from the repository has ended too.
        return (0,github_api/* isNotFound */.c4)(error) ? true : undefined;
    }
}

// EXTERNAL MODULE: ./build/inputs.js
var inputs = __webpack_require__(58175);
;// CONCATENATED MODULE: ./build/janitor/plan.js
/** Runner names spot-train gives: spot-train-<run>-<attempt>-<suffix>. */
const RUNNER_NAME = /^spot-train-(\d+)-(\d+)-[0-9a-f]+$/;
/** A VM younger than this is left alone even if its run looks finished: it may be booting. */
const YOUNG_MS = 10 * 60_000;
/**
 * Decides what the janitor removes. A VM goes when it is past its expiry
 * label or its run has ended; a runner goes when it is offline, not busy,
 * and its run has ended. A busy runner is never removed, whatever else is
 * true: it is running someone's job.
 */
function planSweep(params) {
    const { now, runEnded } = params;
    const vms = [];
    for (const vm of params.vms) {
        if (vm.state === 'terminated' || vm.state === 'gone')
            continue;
        const expires = Number(vm.labels['spot-train-expires']) * 1000;
        const run = vm.labels['spot-train-run'];
        const age = vm.launchedAt ? now - Date.parse(vm.launchedAt) : Number.POSITIVE_INFINITY;
        if (Number.isFinite(expires) && expires > 0 && expires < now) {
            vms.push({
                target: vm,
                because: `past its max-lifetime (${new Date(expires).toISOString()})`,
            });
        }
        else if (run !== undefined && age > YOUNG_MS && runEnded(run) === true) {
            vms.push({ target: vm, because: `its workflow run ${run} has ended` });
        }
    }
    const runners = [];
    const spared = [];
    for (const runner of params.runners) {
        const match = RUNNER_NAME.exec(runner.name);
        if (!match)
            continue;
        const run = match[1] ?? '';
        if (runner.busy) {
            spared.push({ target: runner, because: 'busy with a job' });
            continue;
        }
        if (runner.status !== 'offline')
            continue;
        const ended = runEnded(run);
        if (ended === true) {
            runners.push({ target: runner, because: `offline, and its workflow run ${run} has ended` });
        }
        else {
            // A launch registers its runner before the VM exists: while the run
            // goes on, an offline runner may be one about to come online.
            spared.push({
                target: runner,
                because: ended === false ? `its run ${run} is still going` : `run ${run} could not be checked`,
            });
        }
    }
    return { vms, runners, spared };
}

// EXTERNAL MODULE: ./build/launch-inputs.js
var launch_inputs = __webpack_require__(6707);
// EXTERNAL MODULE: ./build/launch/labels.js
var labels = __webpack_require__(50991);
// EXTERNAL MODULE: ./build/report/table.js
var table = __webpack_require__(71799);
;// CONCATENATED MODULE: ./build/report/janitor-summary.js

/** The janitor's summary: what it removed (or would), and what it left and why. */
function janitorSummary(plan, dryRun) {
    const verb = dryRun ? 'would remove' : 'removed';
    const rows = [
        ...plan.vms.map((r) => [`VM \`${r.target.instance.id}\``, verb, r.because]),
        ...plan.runners.map((r) => [`runner \`${r.target.name}\``, verb, r.because]),
        ...plan.spared.map((r) => [`runner \`${r.target.name}\``, 'left', r.because]),
    ];
    const title = dryRun ? 'spot-train janitor (dry run)' : 'spot-train janitor';
    if (rows.length === 0)
        return `### ${title}: nothing to clean up\n`;
    return [`### ${title}`, '', ...(0,table/* markdownTable */.Q)(['What', 'Action', 'Why'], rows), ''].join('\n');
}

// EXTERNAL MODULE: ./build/config/values.js
var values = __webpack_require__(93017);
;// CONCATENATED MODULE: ./build/modes/janitor.js










/**
 * Mode `janitor`, on a cron: terminates spot-train VMs of this repository
 * that are past their max-lifetime or whose run has ended, and removes
 * offline spot-train runners whose run has ended. Never a busy runner.
 * `dry-run: true` only says what it would do.
 */
async function janitorMode(deps) {
    const { env, logger, clock } = deps;
    const text = (name, fallback = '') => deps.getInput(name).trim() || fallback;
    const cloudName = text(inputs/* Input */.pd.cloud);
    if (!['aws', 'gcp', 'azure'].includes(cloudName)) {
        throw new errors/* UserError */.y(`${inputs/* Input */.pd.cloud}: "${cloudName}" is not a cloud to sweep; expected aws, gcp or azure`);
    }
    const regions = (0,launch_inputs/* listOf */.c)(text(inputs/* Input */.pd.regions, env.AWS_REGION ?? ''));
    if (regions.length === 0)
        throw new errors/* UserError */.y(`${inputs/* Input */.pd.regions}: required in janitor mode`);
    const dryRun = (0,values/* parseBoolean */.yG)(text(inputs/* Input */.pd.dryRun, 'false'), inputs/* Input */.pd.dryRun);
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const repoRef = { owner, repo };
    const baseUrl = (0,github_api/* apiBaseUrl */.tj)(env);
    const runsApi = new github_api/* GitHubApi */.yN({ token: text(inputs/* Input */.pd.githubToken), baseUrl, clock, logger });
    const runnerToken = text(inputs/* Input */.pd.runnerToken);
    const runnersApi = runnerToken === '' ? undefined : new github_api/* GitHubApi */.yN({ token: runnerToken, baseUrl, clock, logger });
    const cloud = await (0,load_cloud/* loadCloud */.A)(cloudName);
    const repoLabel = (0,labels/* vmLabels */.X)({
        repository: `${owner}/${repo}`,
        runId: '',
        runAttempt: '',
        restartOf: '',
        name: '',
        expiresAt: 0,
    })['spot-train-repo'] ?? '';
    const vms = [];
    for (const region of regions) {
        vms.push(...(await cloud.listByLabels(region, { 'spot-train': '1', 'spot-train-repo': repoLabel })));
    }
    const runners = runnersApi ? await listRunners(runnersApi, repoRef) : [];
    if (!runnersApi)
        logger.info('no runner-token: runners are not swept');
    const runIds = new Set([
        ...vms.map((vm) => vm.labels['spot-train-run'] ?? ''),
        ...runners.map((runner) => /^spot-train-(\d+)-/.exec(runner.name)?.[1] ?? ''),
    ]);
    runIds.delete('');
    const ended = new Map();
    for (const runId of runIds)
        ended.set(runId, await runHasEnded(runsApi, repoRef, runId));
    const plan = planSweep({ vms, runners, runEnded: (runId) => ended.get(runId), now: clock.now() });
    for (const { target, because } of plan.vms) {
        const what = `VM ${target.instance.id} (${target.instance.zone ?? target.instance.region ?? ''})`;
        if (dryRun) {
            logger.info(`would terminate ${what}: ${because}`);
            continue;
        }
        try {
            await cloud.terminate(target.instance);
            logger.info(`terminated ${what}: ${because}`);
        }
        catch (error) {
            logger.error(`could not terminate ${what}: ${(0,errors/* describeError */.U)(error)}`);
        }
    }
    for (const { target, because } of plan.runners) {
        if (dryRun || !runnersApi) {
            logger.info(`would remove runner ${target.name}: ${because}`);
            continue;
        }
        try {
            await deleteRunner(runnersApi, repoRef, target.id);
            logger.info(`removed runner ${target.name}: ${because}`);
        }
        catch (error) {
            logger.error(`could not remove runner ${target.name}: ${(0,errors/* describeError */.U)(error)}`);
        }
    }
    for (const { target, because } of plan.spared)
        logger.info(`left runner ${target.name}: ${because}`);
    await deps.writeSummary(janitorSummary(plan, dryRun));
    return plan;
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


/***/ })

};
