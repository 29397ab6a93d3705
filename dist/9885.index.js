export const id = 9885;
export const ids = [9885];
export const modules = {

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

/***/ 84830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   NN: () => (/* binding */ ZERO_OR_MORE),
/* harmony export */   _o: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   mB: () => (/* binding */ WITHIN_A_YEAR),
/* harmony export */   nz: () => (/* binding */ ABOVE_ZERO)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/gy;
const MAX_TIMER_MS = 24 * 86_400_000;
const ZERO_OR_MORE = { min: 0, max: MAX_TIMER_MS };
const ABOVE_ZERO = { min: 1, max: MAX_TIMER_MS };
const WITHIN_A_YEAR = { min: 0, max: 365 * 86_400_000 };
function parseDuration(value, name, range = ZERO_OR_MORE) {
    const ms = readDuration(value, name);
    if (ms < range.min || ms > range.max) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is out of range; expected a duration ${describeRange(range)}`);
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
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a duration; expected a number with a unit, such as 90s, 10m, 1h30m or 250ms`);
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
function formatLimit(ms) {
    const unit = Object.entries(UNIT_MS)
        .sort(([, a], [, b]) => b - a)
        .find(([, size]) => ms % size === 0);
    return unit ? `${ms / unit[1]}${unit[0]}` : `${ms}ms`;
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


/***/ }),

/***/ 27267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseSize)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const UNIT_BYTES = {
    B: 1,
    KiB: 1 << 10,
    MiB: 1 << 20,
    GiB: 1 << 30,
    KB: 1e3,
    MB: 1e6,
    GB: 1e9,
};
function parseSize(value, name) {
    const match = /^(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|KB|MB|GB)$/.exec(value.trim());
    const bytes = match ? Number(match[1]) * (UNIT_BYTES[match[2] ?? ''] ?? Number.NaN) : Number.NaN;
    if (!Number.isFinite(bytes)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a size; expected a number with a unit, such as 16MiB, 64MB or 1GiB`);
    }
    return Math.round(bytes);
}


/***/ }),

/***/ 19885:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readOptionalStore: () => (/* binding */ readOptionalStore),
  readStoreOptions: () => (/* binding */ readStoreOptions),
  readStoreSettings: () => (/* binding */ readStoreSettings),
  storeSecrets: () => (/* binding */ storeSecrets)
});

// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/github/run-context.js
var run_context = __webpack_require__(74809);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/store/artifact/artifact-names.js
var artifact_names = __webpack_require__(21314);
// EXTERNAL MODULE: ./build/store/azure/azure-url.js
var azure_url = __webpack_require__(61317);
;// CONCATENATED MODULE: ./build/store/store-location.js




const AZURE_BLOB_HTTPS = /^https:\/\/[a-z0-9]{3,24}\.blob\.core\.windows\.net\//i;
const STORE_URL_FORMS = 's3://BUCKET/PREFIX, gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX, artifact://NAME or file://DIR';
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const GCS_BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;
function parseStoreUrl(value, name, cwd) {
    const url = value.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
    if (scheme === 'az' || AZURE_BLOB_HTTPS.test(url))
        return { kind: 'azure', url, blob: (0,azure_url/* parseAzureBlobUrl */.J)(url, name) };
    switch (scheme) {
        case 'file':
            return fileLocation(url, value, name, cwd);
        case 's3':
        case 'gs':
            return bucketLocation(scheme, url, name);
        case 'artifact':
            return artifactLocation(url, name);
        default:
            throw new errors/* UserError */.y(`${name}: "${value}" is not a store URL; expected ${STORE_URL_FORMS}`);
    }
}
function fileLocation(url, value, name, cwd) {
    const path = url.slice('file://'.length);
    if (path === '')
        throw new errors/* UserError */.y(`${name}: "${value}" names no directory; expected file://DIR`);
    return { kind: 'file', url, dir: (0,external_node_path_.resolve)(cwd, path) };
}
function bucketLocation(scheme, url, name) {
    const [bucket = '', ...rest] = url.slice(`${scheme}://`.length).split('/');
    const prefix = rest.filter((part) => part !== '').join('/');
    if (scheme === 's3') {
        if (!S3_BUCKET.test(bucket)) {
            throw new errors/* UserError */.y(`${name}: "${bucket}" in "${url}" is not an S3 bucket name; expected s3://BUCKET/PREFIX`);
        }
        return { kind: 's3', url, bucket, prefix };
    }
    if (!GCS_BUCKET.test(bucket) || (bucket.length > 63 && !bucket.includes('.'))) {
        throw new errors/* UserError */.y(`${name}: "${bucket}" in "${url}" is not a GCS bucket name; expected gs://BUCKET/PREFIX with a bucket of 3-63 lowercase letters, digits, '-', '_' or '.'`);
    }
    return { kind: 'gs', url, bucket, prefix };
}
function artifactLocation(url, name) {
    const base = url.slice('artifact://'.length).replace(/\/$/, '');
    const invalid = (0,artifact_names/* invalidBaseName */.mP)(base);
    if (invalid !== undefined) {
        throw new errors/* UserError */.y(`${name}: "${base}" in "${url}" cannot name artifacts; ${invalid}`);
    }
    return { kind: 'artifact', url, base };
}

// EXTERNAL MODULE: ./build/store/store-options.js
var store_options = __webpack_require__(57628);
// EXTERNAL MODULE: ./build/settings/duration.js
var duration = __webpack_require__(84830);
// EXTERNAL MODULE: ./build/settings/input-names.js
var input_names = __webpack_require__(69185);
// EXTERNAL MODULE: ./build/settings/size.js
var settings_size = __webpack_require__(27267);
// EXTERNAL MODULE: ./build/settings/values.js
var values = __webpack_require__(39416);
;// CONCATENATED MODULE: ./build/settings/store.js








function readStoreSettings(source, params) {
    const url = source.text(input_names/* Input */.pd.store);
    if (url === '') {
        throw new errors/* UserError */.y(`${source.name(input_names/* Input */.pd.store)}: required in ${params.mode} mode; for example s3://my-bucket/runs or file:///mnt/shared`);
    }
    const location = parseStoreUrl(url, source.name(input_names/* Input */.pd.store), params.cwd);
    refuseKernelFiles(location, source.name(input_names/* Input */.pd.store));
    params.refuse?.(location);
    const options = readStoreOptions(source, params.env);
    if (location.kind !== 'artifact')
        return { location, options };
    return {
        location,
        options: { ...options, artifactRun: artifactRun(location.url, source, params) },
    };
}
const KERNEL_TREES = ['/proc', '/sys', '/dev'];
function refuseKernelFiles(location, name) {
    if (location.kind !== 'file')
        return;
    const tree = KERNEL_TREES.find((top) => location.dir === top || location.dir.startsWith(`${top}/`));
    if (tree === undefined)
        return;
    throw new errors/* UserError */.y(`${name}: "${location.url}" is under ${tree}, which the kernel makes up and which holds no files written to it; give a directory on a disk, such as file:///mnt/store`);
}
function readOptionalStore(source, params) {
    const url = source.text(input_names/* Input */.pd.store);
    if (url !== '')
        return readStoreSettings(source, params);
    readStoreOptions(source, params.env);
    return undefined;
}
function storeSecrets(env) {
    const azure = env.AZURE_STORAGE_CONNECTION_STRING;
    return azure ? { azureConnectionString: azure } : {};
}
function readStoreOptions(source, env) {
    const pathStyle = (0,values/* parseBoolean */.yG)(source.text(input_names/* Input */.pd.s3ForcePathStyle), source.name(input_names/* Input */.pd.s3ForcePathStyle));
    const endpoint = source.text(input_names/* Input */.pd.s3Endpoint);
    if (endpoint !== '')
        checkEndpoint(endpoint, source.name(input_names/* Input */.pd.s3Endpoint));
    const gcsEndpoint = source.text(input_names/* Input */.pd.gcsEndpoint);
    if (gcsEndpoint !== '')
        checkEndpoint(gcsEndpoint, source.name(input_names/* Input */.pd.gcsEndpoint));
    const partSize = readPartSize(source);
    const concurrency = (0,values/* parseInteger */.cG)(source.text(input_names/* Input */.pd.s3PartConcurrency), source.name(input_names/* Input */.pd.s3PartConcurrency), { min: 1, max: 64 });
    const interval = (0,duration/* parseDuration */.E9)(source.text(input_names/* Input */.pd.artifactInterval), source.name(input_names/* Input */.pd.artifactInterval), duration/* ZERO_OR_MORE */.NN);
    const envEndpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
    const region = env.AWS_REGION ?? env.AWS_DEFAULT_REGION;
    const emulator = gcsEndpoint || env.STORAGE_EMULATOR_HOST;
    const token = source.text(input_names/* Input */.pd.githubToken);
    return {
        artifactIntervalMs: interval,
        ...(token === '' ? {} : { githubToken: token }),
        ...(endpoint === '' ? {} : { s3Endpoint: endpoint }),
        ...(envEndpoint === undefined ? {} : { s3EnvEndpoint: envEndpoint }),
        ...(region === undefined ? {} : { s3Region: region }),
        ...(emulator ? { gcsEndpoint: emulator } : {}),
        ...(pathStyle ? { s3ForcePathStyle: true } : {}),
        ...storeSecrets(env),
        s3PartSizeBytes: partSize,
        s3PartConcurrency: concurrency,
    };
}
function readPartSize(source) {
    const text = source.text(input_names/* Input */.pd.s3PartSize);
    const name = source.name(input_names/* Input */.pd.s3PartSize);
    const size = (0,settings_size/* parseSize */.D)(text, name);
    if (size < store_options/* S3_MIN_PART_SIZE */.sv || size > store_options/* S3_MAX_PART_SIZE */.AK) {
        throw new errors/* UserError */.y(`${name}: "${text}" is outside what S3 accepts for a part; expected 5MiB to 5GiB`);
    }
    return size;
}
function artifactRun(url, source, params) {
    const { env } = params;
    const missing = [
        'ACTIONS_RUNTIME_TOKEN',
        'ACTIONS_RESULTS_URL',
        'GITHUB_RUN_ID',
        'GITHUB_REPOSITORY',
    ].filter((variable) => !env[variable]);
    if (missing.length > 0) {
        throw new errors/* UserError */.y(`${source.name(input_names/* Input */.pd.store)}: "${url}" works only inside a GitHub Actions job (${missing.join(', ')} not set); use s3://BUCKET/PREFIX or file://DIR elsewhere`);
    }
    const run = (0,run_context/* runFromEnv */.xc)(env, params.cwd);
    const token = source.text(input_names/* Input */.pd.githubToken) || env.GITHUB_TOKEN;
    return {
        runId: run.runId,
        ...run.repo,
        ...(token ? { token } : {}),
        ...(run.runnerTemp === undefined ? {} : { scratchDir: run.runnerTemp }),
    };
}
function checkEndpoint(endpoint, name) {
    let url;
    try {
        url = new URL(endpoint);
    }
    catch {
        url = undefined;
    }
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
        throw new errors/* UserError */.y(`${name}: "${endpoint}" is not a URL; expected http(s)://HOST[:PORT], such as http://localhost:9000`);
    }
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
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

function parseBoolean(value, name) {
    const text = value.trim();
    if (['true', 'True', 'TRUE'].includes(text))
        return true;
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not a boolean; expected true or false`);
}
function parseInteger(value, name, range) {
    const text = value.trim();
    const number = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${value}" is not valid; expected a whole number from ${range.min} to ${range.max}`);
    }
    return number;
}
function parseExitCodes(value, name) {
    const parts = value.split(/[\s,]+/).filter((part) => part !== '');
    return new Set(parts.map((part) => parseInteger(part, name, { min: 1, max: 255 })));
}
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
function invalidBaseName(base) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(base)) {
        return 'expected 1 to 80 letters, digits, "-" or "_", starting with a letter or digit';
    }
    return undefined;
}


/***/ }),

/***/ 61317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parseAzureBlobUrl),
/* harmony export */   k: () => (/* binding */ azureBlobUrl)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const FORMS = 'az://ACCOUNT/CONTAINER/PREFIX or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX';
const ACCOUNT = /^[a-z0-9]{3,24}$/;
const CONTAINER = /^(?=.{3,63}$)[a-z0-9]+(-[a-z0-9]+)*$/;
function parseAzureBlobUrl(url, name) {
    const text = url.trim();
    const https = /^https:\/\/([^./]+)\.blob\.core\.windows\.net\/(.*)$/i.exec(text);
    const az = /^az:\/\/([^/]*)\/?(.*)$/i.exec(text);
    const [, account = '', path = ''] = https ?? az ?? [];
    if (!https && !az)
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${url}" is not an Azure Blob URL; expected ${FORMS}`);
    if (!ACCOUNT.test(account)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${account}" in "${url}" is not a storage account name (3-24 lowercase letters and digits); expected ${FORMS}`);
    }
    const [container = '', ...rest] = path.split('/');
    if (!CONTAINER.test(container)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${name}: "${container}" in "${url}" is not a container name (3-63 lowercase letters, digits and single hyphens, starting and ending with a letter or digit); expected ${FORMS}`);
    }
    return { account, container, prefix: rest.filter((part) => part !== '').join('/') };
}
function azureBlobUrl(location) {
    const { account, container, prefix } = location;
    return `az://${account}/${container}${prefix ? `/${prefix}` : ''}`;
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


/***/ })

};
