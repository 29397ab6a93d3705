export const id = 1324;
export const ids = [1324];
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

/***/ 97203:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ specForFile),
/* harmony export */   bK: () => (/* binding */ CACHE_BACKENDS),
/* harmony export */   ze: () => (/* binding */ specWithSecrets)
/* harmony export */ });
const CACHE_BACKENDS = ['github', 'store'];
function specForFile(spec) {
    if (spec.store?.options.azureConnectionString === undefined)
        return spec;
    const options = { ...spec.store.options };
    delete options.azureConnectionString;
    return { ...spec, store: { ...spec.store, options } };
}
function specWithSecrets(spec, secrets) {
    if (spec.store === undefined)
        return spec;
    return { ...spec, store: { ...spec.store, options: { ...spec.store.options, ...secrets } } };
}


/***/ }),

/***/ 7872:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ openCacheBackend)
/* harmony export */ });
async function openCacheBackend(spec) {
    if (spec.backend === 'github') {
        const { GitHubCacheBackend } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(3838), __webpack_require__.e(2450), __webpack_require__.e(5738), __webpack_require__.e(6932), __webpack_require__.e(2088), __webpack_require__.e(4420), __webpack_require__.e(9956), __webpack_require__.e(8239)]).then(__webpack_require__.bind(__webpack_require__, 28239));
        return new GitHubCacheBackend(spec);
    }
    const { openStoreCacheBackend } = await __webpack_require__.e(/* import() */ 1775).then(__webpack_require__.bind(__webpack_require__, 21775));
    return openStoreCacheBackend(spec);
}


/***/ }),

/***/ 7058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ pathsSize)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);


async function pathsSize(paths, cwd) {
    let total = 0;
    for (const path of paths)
        total += await sizeOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path));
    return total;
}
async function sizeOf(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!info)
        return 0;
    if (!info.isDirectory())
        return info.isFile() ? info.size : 0;
    let total = 0;
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(path))
        total += await sizeOf((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name));
    return total;
}


/***/ }),

/***/ 47509:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ OPTION)
/* harmony export */ });
const OPTION = {
    securityGroups: 'security-group-ids',
    instanceProfile: 'instance-profile',
    keyName: 'key-name',
    rootDevice: 'root-device',
    placementGroup: 'placement-group',
};


/***/ }),

/***/ 22851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ parseLaunchOptions),
/* harmony export */   X: () => (/* binding */ OPTION_KEYS)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const OPTION_KEYS = [
    'resource-group',
    'subnet-id',
    'public-ip',
    'ssh-public-key',
    'proximity-placement-group',
];
const PROXIMITY_PLACEMENT_GROUP_ID = /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Compute\/proximityPlacementGroups\/[^/]+$/i;
const SUBNET_ID = /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Network\/virtualNetworks\/[^/]+\/subnets\/[^/]+$/i;
function required(options, key, form) {
    const value = options[key]?.trim() ?? '';
    if (value === '') {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`Azure needs the ${key} option: ${form}`);
    }
    return value;
}
function parseLaunchOptions(options) {
    const resourceGroup = required(options, 'resource-group', 'the resource group the VM is created in (it must exist)');
    const subnetId = required(options, 'subnet-id', 'the resource id of the subnet the VM joins, like /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>');
    if (!SUBNET_ID.test(subnetId)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`subnet-id "${subnetId}" is not a subnet resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Network/virtualNetworks/<vnet>/subnets/<subnet>`);
    }
    const rawPublicIp = options['public-ip']?.trim() ?? '';
    if (!['', 'true', 'false'].includes(rawPublicIp)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`public-ip "${rawPublicIp}" is neither true nor false`);
    }
    const sshPublicKey = options['ssh-public-key']?.trim() ?? '';
    if (sshPublicKey !== '' && !sshPublicKey.startsWith('ssh-rsa ')) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y('ssh-public-key must be an OpenSSH "ssh-rsa AAAA..." key: Azure takes no other kind for Linux VMs');
    }
    const proximityPlacementGroupId = parseProximityPlacementGroup(options);
    return {
        resourceGroup,
        subnetId,
        publicIp: rawPublicIp === 'true',
        ...(sshPublicKey === '' ? {} : { sshPublicKey }),
        ...(proximityPlacementGroupId === undefined ? {} : { proximityPlacementGroupId }),
    };
}
function parseProximityPlacementGroup(options) {
    const id = options['proximity-placement-group']?.trim() ?? '';
    if (id === '')
        return undefined;
    if (!PROXIMITY_PLACEMENT_GROUP_ID.test(id)) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`proximity-placement-group "${id}" is not a proximity placement group resource id; expected /subscriptions/<id>/resourceGroups/<group>/providers/Microsoft.Compute/proximityPlacementGroups/<name>`);
    }
    return id;
}


/***/ }),

/***/ 71172:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jr: () => (/* binding */ checkOptions),
/* harmony export */   XJ: () => (/* binding */ OPTION_KEYS),
/* harmony export */   jq: () => (/* binding */ parseAccelerator),
/* harmony export */   og: () => (/* binding */ parseFlag)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);

const OPTION_KEYS = [
    'project',
    'network',
    'subnetwork',
    'service-account',
    'accelerator',
    'disk-type',
    'no-external-ip',
    'placement-policy',
];
function checkOptions(options) {
    if (options.accelerator)
        parseAccelerator(options.accelerator);
    const flag = options['no-external-ip'];
    if (flag && flag !== 'true' && flag !== 'false')
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`no-external-ip is "${flag}"; expected true or false`);
}
function parseAccelerator(value) {
    const match = /^([a-z][-a-z0-9]*)(?::(\d+))?$/.exec(value.trim());
    const count = Number(match?.[2] ?? '1');
    if (match === null || !Number.isInteger(count) || count < 1) {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP accelerator "${value}" is not of the form TYPE[:COUNT], such as nvidia-tesla-t4:1`);
    }
    return { type: match[1] ?? '', count };
}
function parseFlag(name, value) {
    if (value === undefined || value === '')
        return false;
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`GCP option ${name} is "${value}"; expected true or false`);
}


/***/ }),

/***/ 17591:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ regionOfZone)
/* harmony export */ });
function regionOfZone(zone) {
    return zone.replace(/-[a-z]$/, '');
}


/***/ }),

/***/ 49913:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sq: () => (/* binding */ LOOKUP_TIMEOUT_MS),
/* harmony export */   Uu: () => (/* binding */ jsonOrThrow),
/* harmony export */   lD: () => (/* binding */ Memo)
/* harmony export */ });
class Memo {
    entries = new Map();
    get(key, load) {
        let entry = this.entries.get(key);
        if (entry === undefined) {
            entry = load();
            this.entries.set(key, entry);
        }
        return entry;
    }
}
async function jsonOrThrow(response, operation) {
    if (!response.ok) {
        const text = (await response.text()).slice(0, 200).replace(/\s+/g, ' ').trim();
        throw new Error(`${operation}: HTTP ${response.status}${text === '' ? '' : ` (${text})`}`);
    }
    try {
        return await response.json();
    }
    catch {
        throw new Error(`${operation}: the answer is not JSON`);
    }
}
const LOOKUP_TIMEOUT_MS = 30_000;


/***/ }),

/***/ 69501:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   To: () => (/* binding */ unknownRate),
/* harmony export */   W3: () => (/* binding */ knownRate),
/* harmony export */   mX: () => (/* binding */ meanRate),
/* harmony export */   y8: () => (/* binding */ constantSeries)
/* harmony export */ });
const knownRate = (usdPerHour, source) => ({
    known: true,
    usdPerHour,
    source,
});
const unknownRate = (why) => ({ known: false, why });
const constantSeries = (rate) => rate.known
    ? {
        known: true,
        steps: [{ from: -Infinity, usdPerHour: rate.usdPerHour }],
        source: rate.source,
    }
    : rate;
function meanRate(series, start, end) {
    if (!series.known)
        return series;
    const first = series.steps[0];
    if (first === undefined || first.from > start) {
        return unknownRate(`${series.source} has no price in effect at ${new Date(start).toISOString()}`);
    }
    if (end <= start)
        return knownRate(priceAt(series.steps, start), series.source);
    let total = 0;
    series.steps.forEach((step, index) => {
        const next = series.steps[index + 1]?.from ?? Infinity;
        const overlap = Math.min(next, end) - Math.max(step.from, start);
        if (overlap > 0)
            total += overlap * step.usdPerHour;
    });
    return knownRate(total / (end - start), series.source);
}
function priceAt(steps, at) {
    let price = steps[0]?.usdPerHour ?? 0;
    for (const step of steps)
        if (step.from <= at)
            price = step.usdPerHour;
    return price;
}


/***/ }),

/***/ 11324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main),
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./build/action/logger.js
var logger = __webpack_require__(65227);
// EXTERNAL MODULE: ./build/settings/defaults.js
var defaults = __webpack_require__(46620);
// EXTERNAL MODULE: ./build/settings/input-names.js
var input_names = __webpack_require__(69185);
;// CONCATENATED MODULE: ./build/action/mode-actions.js
const STORE_OPTIONS = [
    'artifact-interval',
    'gcs-endpoint',
    's3-endpoint',
    's3-force-path-style',
    's3-part-concurrency',
    's3-part-size',
];
const MODE_ACTIONS = {
    warm: {
        description: 'Before your setup steps, restores the caches named in cache-paths (pip, Hugging Face, datasets), for the train step to save early.',
        inputs: ['cache-backend', 'cache-key', 'cache-max-size', 'cache-paths'],
        required: ['cache-paths'],
        outputs: ['cache-hit', 'cache-matched-key'],
    },
    launch: {
        description: 'Starts spot VMs on AWS, GCP or Azure as one-job self-hosted runners for the train job, down a ladder of instance types, zones and regions, with a max price and an optional on-demand fallback.',
        inputs: [
            'cloud',
            'cloud-options',
            'deadline',
            'disk-size',
            'github-token',
            'host-market',
            'image',
            'instance-types',
            'ladder-order',
            'max-lifetime',
            'max-price',
            'nodes',
            'on-demand-after',
            'on-demand-after-time',
            'on-demand-fallback',
            'online-timeout',
            'pre-runner-script',
            'prices',
            'reclaim-cooldown',
            'regions',
            'rendezvous-port',
            'restart-backoff',
            'runner-arch',
            'runner-labels',
            'runner-sha256',
            'runner-token',
            'runner-version',
            'store',
            'total-steps',
            'zones',
            ...STORE_OPTIONS,
        ],
        required: ['cloud', 'image', 'instance-types', 'runner-token'],
        outputs: [
            'cloud',
            'instance-id',
            'instance-ids',
            'instance-type',
            'labels',
            'market',
            'nodes',
            'price',
            'ranks',
            'region',
            'rendezvous',
            'runner-label',
            'zone',
        ],
    },
    train: {
        description: "Runs the training command under spot-train's supervisor: restores the lineage's outputs, uploads checkpoints while it trains, and on a preemption notice has the trainer save, makes that durable and dispatches the restart.",
        inputs: [
            'azure-ack-events',
            'check-name',
            'cloud',
            'flush-reserve',
            'gcp-notice',
            'github-token',
            'interrupt-on-rebalance',
            'kill-grace',
            'max-restarts',
            'min-nodes',
            'node-rank',
            'nodes',
            'outputs',
            'rendezvous',
            'restart',
            'restart-dir',
            'restart-from',
            'restart-on-exit-codes',
            'restore-to-outputs',
            'retention',
            'run',
            'scan-interval',
            'seal-timeout',
            'settle-time',
            'signal-notice',
            'simulate-interruption',
            'step-pattern',
            'store',
            'upload-concurrency',
            'working-directory',
            ...STORE_OPTIONS,
        ],
        required: ['run', 'store'],
        outputs: [
            'attempt',
            'bytes-uploaded',
            'exit-code',
            'files-uploaded',
            'lineage',
            'manifest',
            'outcome',
            'restart-run-id',
            'restored-from',
            'run-key',
        ],
    },
    finalize: {
        description: "In a job with if: always() after the train job: restarts training if the VM went without getting to it, then terminates the run's VMs and removes its runner, found by their labels.",
        inputs: [
            'check-name',
            'claim-timeout',
            'cloud',
            'cloud-options',
            'github-token',
            'instance-id',
            'max-restarts',
            'prices',
            'region',
            'regions',
            'restart',
            'restart-on-exit-codes',
            'runner-token',
            'store',
            'train-job',
            'zone',
            'zones',
            ...STORE_OPTIONS,
        ],
        required: ['store'],
        outputs: ['cost', 'lineage', 'restart-run-id'],
    },
    janitor: {
        description: 'On a cron: terminates spot-train VMs past their max-lifetime or whose workflow run has ended, and removes their offline runners, never a busy one.',
        inputs: ['cloud', 'dry-run', 'github-token', 'regions', 'runner-token'],
        required: ['cloud'],
        outputs: [],
    },
};

;// CONCATENATED MODULE: ./build/action/ignored-inputs.js



const FILLED_BY_RUNNER = new Set([input_names/* Input */.pd.githubToken]);
const ROOT_DEFAULTS = { ...defaults/* DEFAULTS */.zY, [input_names/* Input */.pd.cloud]: 'auto' };
function ignoredInputs(mode, env) {
    const taken = new Set(MODE_ACTIONS[mode]?.inputs ?? []);
    const ignored = [];
    for (const [key, value] of Object.entries(env)) {
        if (!key.startsWith('INPUT_'))
            continue;
        const name = key.slice('INPUT_'.length).toLowerCase();
        const given = (value ?? '').trim();
        if (name === input_names/* Input */.pd.mode || taken.has(name) || FILLED_BY_RUNNER.has(name))
            continue;
        if (given === '' || given === (ROOT_DEFAULTS[name] ?? ''))
            continue;
        ignored.push(name);
    }
    return ignored.sort();
}
function ignoredInputWarning(mode, name) {
    const takers = Object.entries(MODE_ACTIONS)
        .filter(([, action]) => action.inputs.includes(name))
        .map(([other]) => other);
    const where = takers.length > 0 ? `it is read in ${takers.join(', ')} mode` : 'no mode reads it';
    return `${name}: mode ${mode} does not read this input, so it is ignored (${where}); remove it from this step's with:`;
}

// EXTERNAL MODULE: ./build/action/state.js
var state = __webpack_require__(90862);
// EXTERNAL MODULE: ./build/base/clock.js
var base_clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/github/run-context.js
var run_context = __webpack_require__(74809);
;// CONCATENATED MODULE: ./build/action/outputs.js
const Output = {
    outcome: 'outcome',
    attempt: 'attempt',
    lineage: 'lineage',
    runKey: 'run-key',
    exitCode: 'exit-code',
    restoredFrom: 'restored-from',
    filesUploaded: 'files-uploaded',
    bytesUploaded: 'bytes-uploaded',
    manifest: 'manifest',
    restartRunId: 'restart-run-id',
    runnerLabel: 'runner-label',
    cloud: 'cloud',
    region: 'region',
    zone: 'zone',
    instanceId: 'instance-id',
    instanceType: 'instance-type',
    market: 'market',
    price: 'price',
    labels: 'labels',
    ranks: 'ranks',
    nodes: 'nodes',
    instanceIds: 'instance-ids',
    rendezvous: 'rendezvous',
    cost: 'cost',
    cacheHit: 'cache-hit',
    cacheMatchedKey: 'cache-matched-key',
};

// EXTERNAL MODULE: ./build/clouds/labels.js
var clouds_labels = __webpack_require__(10388);
// EXTERNAL MODULE: ./build/github/runners.js
var github_runners = __webpack_require__(47373);
// EXTERNAL MODULE: ./build/cleanup/removal.js
var cleanup_removal = __webpack_require__(8731);
;// CONCATENATED MODULE: ./build/cleanup/run-runners.js



function isRunLabel(carried, label) {
    if (carried === label)
        return true;
    const node = carried.startsWith(`${label}-`) ? carried.slice(label.length + 1) : '';
    return /^\d+$/.test(node);
}
async function removeRunRunners(params) {
    const { api, repo, label, logger } = params;
    const done = { label, removed: [], gone: [], left: [] };
    const failures = [];
    let runners;
    try {
        runners = (await (0,github_runners/* listRunners */.I7)(api, repo)).filter((runner) => runner.labels.some((carried) => isRunLabel(carried, label)));
    }
    catch (error) {
        logger.error(`could not list the runners to remove ${label}'s: ${(0,errors/* describeError */.U)(error)}`);
        return {
            ...done,
            failures: [{ what: `runners labelled ${label}`, why: (0,errors/* describeError */.U)(error) }],
        };
    }
    for (const runner of runners) {
        if (runner.busy) {
            done.left.push({ name: runner.name, because: 'busy with a job' });
            logger.info(`left runner ${runner.name}: busy with a job`);
            continue;
        }
        const outcome = await (0,cleanup_removal/* attemptRemoval */.Y)((0,cleanup_removal/* deregistering */.VS)(api, repo, runner), logger);
        if (typeof outcome === 'object') {
            failures.push(outcome);
            continue;
        }
        done[outcome].push(runner.name);
        logger.info(`${outcome === 'removed' ? 'removed' : 'already gone:'} runner ${runner.name}`);
    }
    return { ...done, failures };
}

// EXTERNAL MODULE: ./build/cleanup/labelled-vms.js
var labelled_vms = __webpack_require__(16031);
;// CONCATENATED MODULE: ./build/cleanup/run-vms.js



async function terminateRunVms(params) {
    const { cloud, logger } = params;
    const listed = await (0,labelled_vms/* listLabelled */.C)(params);
    const failures = listed.unlisted.map(({ region, error }) => {
        logger.error(`could not list the run's VMs in ${region}: ${(0,errors/* describeError */.U)(error)}`);
        return { what: `${cloud.name} VMs in ${region}`, why: (0,errors/* describeError */.U)(error) };
    });
    const found = listed.vms
        .filter((vm) => vm.state !== 'terminated' && vm.state !== 'gone')
        .map((vm) => ({ instance: vm.instance, byLabels: true }));
    const { hint } = params;
    if (hint && !found.some((vm) => vm.instance.id === hint.id)) {
        found.push({ instance: hint, byLabels: false });
    }
    const terminated = [];
    for (const vm of found) {
        const removal = (0,cleanup_removal/* terminating */.B$)(cloud, vm.instance);
        const outcome = await (0,cleanup_removal/* attemptRemoval */.Y)(removal, logger);
        if (typeof outcome === 'object') {
            failures.push(outcome);
            continue;
        }
        terminated.push(vm);
        logger.info(`terminated ${removal.what}`);
    }
    return { searched: params.regions, found, terminated, failures };
}

;// CONCATENATED MODULE: ./build/cleanup/run-cleanup.js



function cleanupFailures(cleanup) {
    return [cleanup.vms, cleanup.runners].flatMap((part) => 'failures' in part ? part.failures : []);
}
async function cleanUpRun(params) {
    const { clouds, context, logger } = params;
    const { runId, runAttempt } = context;
    if (runId === '' || context.repo.owner === '') {
        const skipped = 'GITHUB_RUN_ID or GITHUB_REPOSITORY is not set';
        return { vms: { skipped }, runners: { skipped } };
    }
    const vms = clouds.length > 0
        ? await terminateOnEach(clouds, { labels: (0,clouds_labels/* runLabels */.xU)(context), hint: params.hint, logger })
        : { skipped: 'the cloud input names no cloud; give the one the launch used' };
    const runners = params.runnersApi
        ? await removeRunRunners({
            api: params.runnersApi,
            repo: context.repo,
            label: (0,clouds_labels/* runnerLabel */.Fx)(runId, runAttempt),
            logger,
        })
        : { skipped: 'no runner-token; the janitor removes them once offline' };
    return { vms, runners };
}
async function terminateOnEach(clouds, params) {
    const { hint, logger } = params;
    const several = clouds.length > 1;
    const searched = [];
    const parts = [];
    for (const { cloud, regions } of clouds) {
        if (several && regions.length === 0)
            logger.warning(`the run's VMs on ${cloud.name} are not looked for: regions names none there (give a line "${cloud.name}: REGION")`);
        const own = hint?.cloud === cloud.name ? { hint } : {};
        const part = await terminateRunVms({ cloud, regions, labels: params.labels, ...own, logger });
        parts.push(part);
        searched.push(...part.searched.map((region) => (several ? `${region} (${cloud.name})` : region)));
    }
    return {
        searched,
        found: parts.flatMap((part) => part.found),
        terminated: parts.flatMap((part) => part.terminated),
        failures: parts.flatMap((part) => part.failures),
    };
}

;// CONCATENATED MODULE: ./build/clouds/load-cloud-prices.js
function cloudPricesLoader(environment) {
    return async (cloud) => {
        switch (cloud) {
            case 'aws': {
                const { AwsPrices } = await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(5193), __webpack_require__.e(467)]).then(__webpack_require__.bind(__webpack_require__, 30467));
                const endpoint = environment.aws.priceListEndpoint;
                return new AwsPrices(endpoint === undefined ? {} : { priceListEndpoint: endpoint });
            }
            case 'azure':
                return new (await __webpack_require__.e(/* import() */ 8041).then(__webpack_require__.bind(__webpack_require__, 68041))).AzurePrices(environment.azure.pricesEndpoint);
            case 'gcp': {
                const { GcpPrices, defaultCatalogParams } = await __webpack_require__.e(/* import() */ 5335).then(__webpack_require__.bind(__webpack_require__, 65335));
                return new GcpPrices(defaultCatalogParams(environment.gcp.billingEndpoint));
            }
        }
    };
}

// EXTERNAL MODULE: ./build/github/github-api.js + 1 modules
var github_api = __webpack_require__(86058);
// EXTERNAL MODULE: ./build/base/duration.js
var duration = __webpack_require__(15902);
;// CONCATENATED MODULE: ./build/github/workflow-ref.js
function parseWorkflowRef(text) {
    const match = /^([^/\s]+)\/([^/\s]+)\/(\.github\/workflows\/[^@\s]+\.ya?ml)@(refs\/\S+)$/.exec(text?.trim() ?? '');
    if (!match)
        return undefined;
    const [, owner = '', repo = '', path = '', ref = ''] = match;
    return { owner, repo, path, ref };
}
function workflowFileName(ref) {
    return ref.path.slice(ref.path.lastIndexOf('/') + 1);
}

;// CONCATENATED MODULE: ./build/github/dispatched-runs.js

const ROUTE = 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs';
const PAGE = 30;
const LOOK_GAP_MS = 2000;
async function recentDispatchedRuns(api, workflow) {
    try {
        const { data } = await api.request(ROUTE, {
            owner: workflow.owner,
            repo: workflow.repo,
            workflow_id: workflowFileName(workflow),
            event: 'workflow_dispatch',
            per_page: PAGE,
        }, `listing the runs of ${workflowFileName(workflow)}`);
        const runs = data.workflow_runs;
        if (!Array.isArray(runs))
            return undefined;
        const found = new Map();
        for (const run of runs) {
            if (typeof run.id !== 'number' && typeof run.id !== 'string')
                continue;
            const url = typeof run.html_url === 'string' ? run.html_url : undefined;
            const title = typeof run.display_title === 'string' ? run.display_title : undefined;
            found.set(String(run.id), {
                runId: String(run.id),
                ...(url ? { url } : {}),
                ...(title === undefined ? {} : { title }),
            });
        }
        return found;
    }
    catch {
        return undefined;
    }
}
async function runCreatedSince(api, workflow, before, marker, lookUntil, clock, logger) {
    const mentions = new RegExp(`(^|[^0-9A-Za-z])${escapeRegExp(marker)}($|[^0-9A-Za-z])`);
    let unmarked;
    for (;;) {
        const now = await recentDispatchedRuns(api, workflow);
        const added = [...(now?.values() ?? [])].filter((run) => !before.has(run.runId));
        const ours = added.filter((run) => mentions.test(run.title ?? ''));
        if (ours.length === 1)
            return ours[0];
        if (ours.length > 1) {
            logger.warning(`${ours.length} new runs of ${workflowFileName(workflow)} name ${marker} (${ours.map((r) => r.runId).join(', ')}); which one is this restart cannot be told, so it is sent again`);
            return undefined;
        }
        unmarked = added;
        if (clock.now() + LOOK_GAP_MS > lookUntil)
            break;
        await clock.sleep(LOOK_GAP_MS);
    }
    if (unmarked.length > 0) {
        logger.warning(`${workflowFileName(workflow)} has new runs (${unmarked.map((r) => r.runId).join(', ')}) but none names ${marker} in its title, so none is taken for this restart and it is sent again; give the workflow a run-name that includes \${{ inputs._restart }} (see docs/restarts.md) so a dispatch whose answer was lost is recognised`);
    }
    return undefined;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./build/github/dispatch.js




const dispatch_ROUTE = 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches';
const LISTING_WAIT_MS = 20_000;
async function dispatchWorkflow(api, workflow, inputs, options) {
    const { clock, logger, until } = options;
    const once = api.withAttempts(1);
    const file = workflowFileName(workflow);
    const before = await recentDispatchedRuns(once, workflow);
    const started = clock.now();
    for (let attempt = 1;; attempt++) {
        try {
            return await send(once, workflow, inputs);
        }
        catch (error) {
            if (!(error instanceof github_api/* GitHubError */.y_) || !error.retry.passing)
                throw error;
            const marker = options.markerInput === undefined ? undefined : inputs[options.markerInput];
            if (error.retry.mayHaveArrived && before && marker) {
                const lookUntil = Math.min(until, clock.now() + LISTING_WAIT_MS);
                const created = await runCreatedSince(once, workflow, before, marker, lookUntil, clock, logger);
                if (created) {
                    logger.warning(`GitHub: the answer to dispatching ${file} was lost, but it started run ${created.runId}; not sending it again`);
                    return created;
                }
            }
            const waitMs = error.retry.waitMs ?? (0,github_api/* backoffMs */.jo)(attempt);
            if (clock.now() + waitMs > until)
                throw givenUp(error, attempt, clock.now() - started, waitMs, clock);
            logger.warning(`${error.message}; trying again in ${(0,duration/* formatDuration */.a3)(waitMs)}`);
            await clock.sleep(waitMs);
        }
    }
}
async function send(api, workflow, inputs) {
    const file = workflowFileName(workflow);
    const request = {
        owner: workflow.owner,
        repo: workflow.repo,
        workflow_id: file,
        ref: workflow.ref,
        inputs,
    };
    const what = `dispatching ${file} on ${workflow.ref}`;
    try {
        const { data } = await api.request(dispatch_ROUTE, { ...request, return_run_details: true }, what);
        const details = (typeof data === 'object' && data !== null ? data : {});
        const runId = details.workflow_run_id;
        const url = details.html_url;
        if (typeof runId !== 'number' && typeof runId !== 'string')
            return {};
        return { runId: String(runId), ...(typeof url === 'string' ? { url } : {}) };
    }
    catch (error) {
        if (error instanceof github_api/* GitHubError */.y_ &&
            (error.status === 400 || error.status === 422) &&
            /return_run_details/.test(error.message)) {
            await api.request(dispatch_ROUTE, request, what);
            return {};
        }
        throw error;
    }
}
function givenUp(error, tries, spentMs, waitMs, clock) {
    const detail = error.rateLimited
        ? `GitHub's rate limit for this token lifts at ${new Date(clock.now() + waitMs).toISOString()}, after this step can wait`
        : `gave up after ${tries} tries over ${(0,duration/* formatDuration */.a3)(spentMs)}`;
    return new github_api/* GitHubError */.y_(`${error.message}; ${detail}`, error.status, error.retry);
}

;// CONCATENATED MODULE: ./build/restart/dispatcher.js



function restartDispatcher(params) {
    const { api } = params;
    const workflow = parseWorkflowRef(params.workflowRef);
    if (!workflow)
        return 'GITHUB_WORKFLOW_REF does not name a workflow file, so there is nothing to dispatch';
    if (!api)
        return 'no github-token was given';
    return {
        workflow,
        api,
        dispatch: (runKey, until) => dispatchWorkflow(api, workflow, { ...params.inputs, [run_context/* RESTART_INPUT */.bI]: runKey }, { until, clock: params.clock, logger: params.logger, markerInput: run_context/* RESTART_INPUT */.bI }),
    };
}

// EXTERNAL MODULE: ./build/restart/if-due.js
var if_due = __webpack_require__(78358);
;// CONCATENATED MODULE: ./build/github/run-jobs.js
async function findJob(api, repo, runId, name) {
    for (let page = 1; page <= 10; page++) {
        const { data } = await api.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { ...repo, run_id: Number(runId), filter: 'latest', per_page: 100, page }, `reading the jobs of run ${runId}`);
        const jobs = jobsOf(data);
        const found = jobs.find((job) => job.name === name || job.name.startsWith(`${name} (`));
        if (found) {
            return {
                name: found.name,
                conclusion: found.conclusion,
                ...(found.html_url ? { url: found.html_url } : {}),
            };
        }
        if (jobs.length < 100)
            return undefined;
    }
    return undefined;
}
function jobsOf(data) {
    const jobs = data?.jobs;
    if (!Array.isArray(jobs))
        return [];
    return jobs.filter((job) => typeof job === 'object' &&
        job !== null &&
        typeof job.name === 'string' &&
        (job.conclusion === null || typeof job.conclusion === 'string'));
}

// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: ./build/base/markdown-table.js
var markdown_table = __webpack_require__(7718);
;// CONCATENATED MODULE: ./build/report/chain.js


function chainSummary(lineage, runs, links) {
    const sealed = runs
        .flatMap((entry) => typeof entry.run.manifest === 'string' ? [] : [{ ...entry, manifest: entry.run.manifest }])
        .sort((a, b) => a.manifest.attempt - b.manifest.attempt);
    if (sealed.length === 0)
        return `No attempt of lineage \`${lineage}\` left a manifest.\n`;
    const clouds = runs.some((entry) => entry.cloud !== undefined);
    const rows = sealed.map(({ manifest, restartRunId, cloud }) => {
        const lost = workLostMs(manifest);
        return [
            String(manifest.attempt),
            runLink(manifest.runId, links),
            ...(clouds ? [cloud ?? '-'] : []),
            manifest.startedAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'),
            (0,duration/* formatDuration */.a3)(endedAt(manifest) - Date.parse(manifest.startedAt)),
            endedBy(manifest),
            lost === undefined ? '-' : (0,duration/* formatDuration */.a3)(lost),
            restartRunId ? runLink(restartRunId, links) : '-',
        ];
    });
    const interruptions = sealed.filter(({ manifest }) => manifest.state !== 'completed').length;
    const totalLost = sealed.reduce((sum, { manifest }) => sum + (workLostMs(manifest) ?? 0), 0);
    return [
        `#### Lineage \`${lineage}\`: ${sealed.length} attempts, ${interruptions} ended early, ${(0,duration/* formatDuration */.a3)(totalLost)} of work lost`,
        '',
        ...(0,markdown_table/* markdownTable */.Q)([
            'Attempt',
            'Run',
            ...(clouds ? ['Cloud'] : []),
            'Started',
            'Ran for',
            'Ended by',
            'Work lost',
            'Continued by',
        ], rows),
        '',
        '```mermaid',
        'gantt',
        `  title Lineage ${mermaidText(lineage)}`,
        '  dateFormat YYYY-MM-DDTHH:mm:ss',
        '  axisFormat %H:%M',
        '  section Attempts',
        ...sealed.flatMap(({ manifest }) => ganttTask(manifest)),
        '```',
        '',
    ].join('\n');
}
function ganttTask(manifest) {
    const start = Date.parse(manifest.startedAt);
    const end = endedAt(manifest);
    if (!Number.isFinite(start) || !Number.isFinite(end))
        return [];
    const tag = manifest.state === 'completed' ? 'done' : manifest.state === 'running' ? 'active' : 'crit';
    return [
        `  ${manifest.attempt} ${manifest.state} :${tag}, a${manifest.attempt}, ${mermaidTime(start)}, ${mermaidTime(end)}`,
    ];
}
function endedAt(manifest) {
    return Date.parse(manifest.notice?.receivedAt ?? manifest.updatedAt);
}
function endedBy(manifest) {
    switch (manifest.state) {
        case 'completed':
            return 'completed';
        case 'interrupted':
            return `${manifest.notice?.source ?? 'a'} notice (${manifest.notice?.reason ?? 'no reason given'}), saved`;
        case 'failed':
            return `trainer failed (exit ${manifest.exitCode ?? 'by a signal'})`;
        case 'sealed':
            return 'sealed';
        case 'running':
            return 'lost without a notice';
        case 'launched':
            return 'lost before its train step started';
    }
}
function workLostMs(manifest) {
    if (manifest.state === 'completed')
        return undefined;
    const own = manifest.files.filter((file) => file.key.includes(`/${manifest.runId}/`));
    const lastDurable = Math.max(Date.parse(manifest.startedAt), ...own.map((file) => Date.parse(file.uploadedAt)));
    return Math.max(0, endedAt(manifest) - lastDurable);
}
function runLink(runId, links) {
    const workflowRun = /^(\d+)(?:-\d+)?$/.exec(runId)?.[1];
    return workflowRun ? `[${runId}](${links.repoUrl}/actions/runs/${workflowRun})` : runId;
}
function mermaidText(name) {
    return name.replace(/[^\p{L}\p{N} _.,:/@+=()-]+/gu, '_');
}
function mermaidTime(ms) {
    return new Date(ms).toISOString().slice(0, 19);
}

;// CONCATENATED MODULE: ./build/report/cleanup-summary.js

function cleanupRows(cleanup) {
    const rows = [
        [
            'VMs',
            'skipped' in cleanup.vms ? `not looked for: ${cleanup.vms.skipped}` : vmsText(cleanup.vms),
        ],
        [
            'Runners',
            'skipped' in cleanup.runners
                ? `not looked for: ${cleanup.runners.skipped}`
                : runnersText(cleanup.runners),
        ],
    ];
    const failures = cleanupFailures(cleanup);
    if (failures.length > 0)
        rows.push(['Could not remove', failuresText(failures)]);
    return rows;
}
const code = (text) => `\`${text}\``;
function vmsText(vms) {
    const where = vms.searched.length === 0
        ? 'not looked for by label (no region: give regions)'
        : `found ${vms.found.filter((vm) => vm.byLabels).length} by label in ${vms.searched.join(', ')}`;
    const hint = vms.found.find((vm) => !vm.byLabels);
    const parts = [
        hint ? `${where}, and ${code(hint.instance.id)} from instance-id` : where,
        vms.terminated.length === 0
            ? 'terminated none'
            : `terminated ${vms.terminated.map((vm) => code(vm.instance.id)).join(', ')}`,
    ];
    return parts.join('; ');
}
function runnersText(runners) {
    const names = (list) => list.map(code).join(', ');
    const parts = [
        ...(runners.removed.length > 0 ? [`removed ${names(runners.removed)}`] : []),
        ...(runners.gone.length > 0 ? [`already gone: ${names(runners.gone)}`] : []),
        ...runners.left.map((runner) => `left ${code(runner.name)}: ${runner.because}`),
    ];
    return parts.length > 0 ? parts.join('; ') : `none labelled ${code(runners.label)}`;
}
function failuresText(failures) {
    return failures
        .map((failure) => `**${failure.what}**: ${failure.why.replace(/\s+/g, ' ').trim()}`)
        .join('<br>');
}

// EXTERNAL MODULE: ./build/history/attempt-clouds.js
var attempt_clouds = __webpack_require__(93693);
;// CONCATENATED MODULE: ./build/report/finalize-summary.js




function finalizeSummary(params) {
    const { decision, report, job, vm, repoUrl } = params;
    const rows = [
        [
            'Train job',
            job
                ? `${job.conclusion ?? 'still running'}${job.url ? ` ([log](${job.url}))` : ''}`
                : 'not found',
        ],
        ['VM', vm ? `${vm.state}: ${vm.detail}` : 'not checked (no instance-id)'],
        ['Decision', `${decision.restart ? 'restart' : 'no restart'}: ${decision.because}`],
        ['Restart', restartText(report, repoUrl)],
        ...cleanupRows(params.cleanup),
    ];
    return [
        `### spot-train finalize: ${headline(report)}`,
        '',
        ...(0,markdown_table/* markdownTable */.Q)(['', ''], rows),
        '',
        chainSummary(params.lineage, withClouds(params.chain, params.history ?? []), { repoUrl }),
    ].join('\n');
}
function withClouds(chain, history) {
    const clouds = (0,attempt_clouds/* cloudsWhenMixed */.K)(history);
    return chain.map((entry) => {
        const cloud = clouds.get(entry.run.runId);
        return cloud === undefined ? entry : { ...entry, cloud };
    });
}
function headline(report) {
    switch (report.kind) {
        case 'dispatched':
            return 'restart dispatched';
        case 'claimed-elsewhere':
            return 'restart already under way';
        case 'failed':
            return 'restart FAILED';
        case 'not-dispatched':
            return 'restart withheld';
        case 'not-needed':
            return 'no restart needed';
    }
}
function restartText(report, repoUrl) {
    const link = (runId) => runId ? `[run ${runId}](${repoUrl}/actions/runs/${runId})` : 'a new run';
    switch (report.kind) {
        case 'dispatched':
            return `dispatched ${link(report.run.runId)}`;
        case 'claimed-elsewhere':
            return report.claim?.restartRunId
                ? `${report.claim.by} dispatched ${link(report.claim.restartRunId)}`
                : `claimed by ${report.claim?.by ?? 'another job'}`;
        case 'failed':
            return `**could not dispatch**: ${report.error}`;
        case 'not-dispatched':
            return report.reason;
        case 'not-needed':
            return '-';
    }
}

// EXTERNAL MODULE: ./build/restart/decide.js
var decide = __webpack_require__(96486);
// EXTERNAL MODULE: ./build/base/retry.js
var retry = __webpack_require__(31666);
// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
// EXTERNAL MODULE: ./build/records/claim.js
var records_claim = __webpack_require__(87637);
// EXTERNAL MODULE: ./build/store/torn-record.js
var torn_record = __webpack_require__(37175);
;// CONCATENATED MODULE: ./build/restart/once.js





function restartRunId(report) {
    if (report.kind === 'dispatched')
        return report.run.runId ?? '';
    if (report.kind === 'claimed-elsewhere')
        return report.claim?.restartRunId ?? '';
    return '';
}
async function restartOnce(params) {
    try {
        return await claimAndDispatch(params);
    }
    catch (error) {
        return { kind: 'failed', error: `could not claim the restart: ${(0,errors/* describeError */.U)(error)}` };
    }
}
async function claimAndDispatch(params) {
    const { store, lineage, runId, by, clock, logger } = params;
    for (let generation = 1; generation <= records_claim/* MAX_CLAIM_GENERATIONS */.ku; generation++) {
        const claimedAt = new Date(clock.now()).toISOString();
        const body = { by, claimedAt };
        if (await (0,records_claim/* claimRestart */.IW)(store, lineage, runId, body, { clock, logger, generation })) {
            return dispatchClaimed(params, body, generation);
        }
        const text = await (0,torn_record/* settledRecord */.hP)(store, (0,layout/* claimKey */.Eo)(lineage, runId, generation), torn_record/* jsonObject */.o$, {
            clock,
            logger,
        });
        if (text === torn_record/* TORN */.aA)
            continue;
        const claim = text === undefined ? undefined : (0,records_claim/* parseClaim */.Ed)(text);
        const abandoned = abandonment(claim, params);
        if (abandoned === undefined) {
            logger.info(`the restart after run ${runId} was already claimed` +
                (claim ? ` by ${claim.by} at ${claim.claimedAt}` : '') +
                (claim?.restartRunId ? `; it is run ${claim.restartRunId}` : ''));
            return { kind: 'claimed-elsewhere', claim };
        }
        logger.warning(`taking over the restart after run ${runId}: ${abandoned}`);
    }
    return {
        kind: 'failed',
        error: `the restart after run ${runId} was claimed ${records_claim/* MAX_CLAIM_GENERATIONS */.ku} times and never dispatched`,
    };
}
function abandonment(claim, params) {
    const limit = params.takeOverAfterMs;
    if (limit === undefined || !claim || claim.dispatchedAt !== undefined)
        return undefined;
    if (claim.dispatchError !== undefined) {
        return `${claim.by} could not dispatch it (${claim.dispatchError})`;
    }
    const age = params.clock.now() - Date.parse(claim.claimedAt);
    return age > limit
        ? `${claim.by} claimed it at ${claim.claimedAt} and never recorded a dispatch`
        : undefined;
}
async function dispatchClaimed(params, body, generation) {
    let run;
    try {
        run = await params.dispatch();
    }
    catch (error) {
        const reason = (0,errors/* describeError */.U)(error);
        await record(params, { ...body, dispatchError: reason }, generation);
        return { kind: 'failed', error: reason };
    }
    await record(params, {
        ...body,
        dispatchedAt: new Date(params.clock.now()).toISOString(),
        ...(run.runId ? { restartRunId: run.runId } : {}),
        ...(run.url ? { restartUrl: run.url } : {}),
    }, generation);
    return { kind: 'dispatched', run };
}
async function record(params, body, generation) {
    const { store, lineage, runId, clock, logger } = params;
    try {
        await (0,retry/* withRetry */.bD)(() => (0,records_claim/* updateClaim */.Yj)(store, lineage, runId, body, generation), { clock });
    }
    catch (error) {
        logger.warning(`could not record the restart in the claim: ${(0,errors/* describeError */.U)(error)}`);
    }
}

;// CONCATENATED MODULE: ./build/restart/github-restarter.js

function githubRestarter(params) {
    const { dispatcher, lineage, runId, logger } = params;
    return {
        restart: async () => {
            const outcome = await restartOnce({
                store: params.store,
                lineage,
                runId,
                by: params.by,
                dispatch: () => dispatcher.dispatch(runId, params.until()),
                ...(params.takeOverAfterMs === undefined
                    ? {}
                    : { takeOverAfterMs: params.takeOverAfterMs }),
                clock: params.clock,
                logger,
            });
            if (outcome.kind === 'dispatched') {
                const { runId: next, url } = outcome.run;
                logger.notice(next
                    ? `dispatched run ${next} to continue lineage ${lineage}${url ? `: ${url}` : ''}`
                    : `dispatched a new run of ${dispatcher.workflow.path} to continue lineage ${lineage}`);
            }
            else if (outcome.kind === 'failed' && params.fallback) {
                logger.error(`could not dispatch the restart: ${outcome.error}; ${params.fallback}`);
            }
            return outcome;
        },
    };
}

// EXTERNAL MODULE: ./build/records/lineage.js
var records_lineage = __webpack_require__(87836);
// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
// EXTERNAL MODULE: ./build/records/manifest.js
var records_manifest = __webpack_require__(11028);
// EXTERNAL MODULE: ./build/records/run-manifest.js
var run_manifest = __webpack_require__(76588);
// EXTERNAL MODULE: ./build/records/lineage-index.js
var lineage_index = __webpack_require__(2285);
;// CONCATENATED MODULE: ./build/records/run-identity.js




async function resolveRun(store, runId, restartFrom, logger, clock) {
    let lineage = runId;
    if (restartFrom !== undefined) {
        const index = await store.readText((0,layout/* runIndexKey */.fF)(restartFrom));
        const recorded = index === undefined ? undefined : (0,layout/* lineageOfIndex */.R2)(index);
        if (recorded !== undefined && (0,layout/* isValidId */.Al)(recorded)) {
            lineage = recorded;
        }
        else {
            logger.warning(`run ${restartFrom} left no record in ${store.url}; continuing as if it started lineage ${restartFrom}`);
            lineage = restartFrom;
        }
    }
    const attempt = restartFrom === undefined ? 1 : await attemptOf(store, lineage, runId);
    const index = (0,layout/* runIndexText */.DN)(lineage, restartFrom);
    await (0,retry/* withRetry */.bD)(() => store.writeText((0,layout/* runIndexKey */.fF)(runId), index), { clock });
    return { identity: { lineage, runId, attempt } };
}
async function attemptOf(store, lineage, runId) {
    const index = await (0,lineage_index/* readLineageIndex */.wW)(store, lineage);
    const own = index?.find((entry) => entry.runId === runId);
    if (own !== undefined)
        return own.attempt;
    const attempts = index === undefined
        ? (await (0,records_lineage/* readLineage */.K)(store, lineage, runId)).map((run) => typeof run.manifest === 'string' ? 0 : run.manifest.attempt)
        : index.map((entry) => entry.attempt);
    return Math.max(1, ...attempts) + 1;
}

// EXTERNAL MODULE: ./build/store/create-once.js
var create_once = __webpack_require__(68140);
;// CONCATENATED MODULE: ./build/records/run-record.js






async function recordRun(params) {
    const { store, runKey, clock, logger } = params;
    const { identity } = await resolveRun(store, runKey, params.restartFrom, logger, clock);
    await (0,lineage_index/* recordLineageEntry */.NX)(store, identity, clock);
    const key = (0,layout/* manifestKey */.Rn)(identity.lineage, runKey);
    const now = new Date(clock.now()).toISOString();
    const record = {
        format: 1,
        lineage: identity.lineage,
        runId: runKey,
        attempt: identity.attempt,
        state: 'launched',
        startedAt: now,
        updatedAt: now,
        files: [],
    };
    const created = await (0,create_once/* createOnce */.U)(store, key, (0,records_manifest/* serializeManifest */.MZ)(record), { clock, logger });
    const parsed = created
        ? await (0,run_manifest/* runManifestOver */.BW)(store, identity.lineage, runKey, record)
        : await (0,run_manifest/* readRunManifest */.tT)(store, identity.lineage, runKey);
    if (typeof parsed === 'object')
        return { identity, manifest: parsed };
    if (typeof parsed === 'string' && !created)
        logger.warning(`the manifest of run ${runKey} is unusable: ${parsed}`);
    return { identity, manifest: record };
}

// EXTERNAL MODULE: ./build/records/gang-manifest.js
var gang_manifest = __webpack_require__(20886);
;// CONCATENATED MODULE: ./build/checkpoints/gang-seal.js






async function sealGang(params) {
    const { store, lineage, runId, nodes, clock, logger } = params;
    let members;
    for (;;) {
        try {
            members = await (0,run_manifest/* readNodeManifests */.dE)(store, lineage, runId);
        }
        catch (error) {
            return {
                sealed: false,
                reason: `the nodes' manifests could not be read: ${(0,errors/* describeError */.U)(error)}`,
            };
        }
        if (params.nodesGone || (0,gang_manifest/* isGangFinal */.Ie)(members, nodes))
            break;
        if (clock.now() >= params.until) {
            const waiting = unsealedNodes(members, nodes);
            return { sealed: false, reason: `node ${waiting.join(', ')} had not sealed yet` };
        }
        await clock.sleep(Math.min(params.pollMs ?? 1000, Math.max(1, params.until - clock.now())));
    }
    const manifest = (0,gang_manifest/* gangUnion */.z$)({
        lineage,
        runId,
        nodes,
        members,
        sealedBy: params.by,
        nodesGone: params.nodesGone,
        now: new Date(clock.now()).toISOString(),
    });
    try {
        await (0,retry/* withRetry */.bD)(() => store.writeText((0,layout/* manifestKey */.Rn)(lineage, runId), (0,records_manifest/* serializeManifest */.MZ)(manifest)), {
            clock,
            policy: retry/* untilDeadline */.Hm,
            until: Math.max(params.until, clock.now() + 10_000),
        });
    }
    catch (error) {
        return {
            sealed: false,
            reason: `the gang's manifest could not be written: ${(0,errors/* describeError */.U)(error)}`,
        };
    }
    reportSeal(manifest, params, logger);
    return { sealed: true, manifest };
}
function unsealedNodes(members, nodes) {
    return (0,gang_manifest/* gangMembers */.fB)(members, nodes).filter((node) => !(0,gang_manifest/* hasSealed */.P)(members[node]));
}
function reportSeal(manifest, params, logger) {
    const gang = manifest.gang;
    const missing = gang?.members.filter((member) => member.state === 'missing' || member.state === 'running') ??
        [];
    logger.info(`sealed the gang's run ${params.runId} (${manifest.state}): ${manifest.files.length} files from ${gang?.members.length ?? params.nodes} nodes` +
        (missing.length > 0
            ? `; node ${missing.map((m) => m.node).join(', ')} never sealed, so what they saved before is what counts`
            : ''));
    for (const conflict of gang?.conflicts ?? []) {
        logger.error(`${conflict.path} was uploaded by node ${conflict.nodes.join(' and node ')} with different content; the restore takes node ${conflict.nodes[0]}'s copy. Write per-rank files under different names (e.g. include the rank).`);
    }
}

;// CONCATENATED MODULE: ./build/modes/finalize-gang.js


async function sealGangRun(run, manifest, clock, logger) {
    if (!manifest.gang || manifest.gang.sealedBy !== run_manifest/* UNSEALED_GANG */.Y7)
        return manifest;
    const report = await sealGang({
        store: run.store,
        lineage: run.lineage,
        runId: run.runKey,
        nodes: manifest.gang.nodes,
        by: 'finalize',
        nodesGone: true,
        until: clock.now() + 30_000,
        clock,
        logger,
    });
    if (report.sealed)
        return report.manifest;
    logger.warning(`could not seal the gang's run: ${report.reason}`);
    return manifest;
}

;// CONCATENATED MODULE: ./build/modes/finalize-replacement.js


async function finalizeReplacement(gangRun, replacement, cleanUp, deps) {
    const reason = `this run brought replacement node ${replacement} to the gang of run ${gangRun}, whose own nodes seal and restart it`;
    deps.logger.info(`no restart and no seal: ${reason}`);
    const cleanup = await cleanUp();
    await deps.writeSummary(`## spot-train: replacement node ${replacement} finalized\n\n` +
        `${reason}.\n\n` +
        (0,markdown_table/* markdownTable */.Q)(['', ''], cleanupRows(cleanup)).join('\n') +
        '\n');
    return { kind: 'not-needed', reason };
}

;// CONCATENATED MODULE: ./build/github/restart-input.js
const REPLACEMENT = /^(.+)\+node-([1-9][0-9]{0,3})$/;
function parseRestartInput(text) {
    const match = REPLACEMENT.exec(text);
    return match ? { runId: match[1] ?? '', replacement: Number(match[2]) } : { runId: text };
}
function replacementInput(runId, node) {
    return `${runId}+node-${node}`;
}

// EXTERNAL MODULE: ./build/history/run-times.js
var run_times = __webpack_require__(38961);
// EXTERNAL MODULE: ./build/history/read-history.js + 1 modules
var read_history = __webpack_require__(30560);
// EXTERNAL MODULE: ./build/history/recorder.js
var history_recorder = __webpack_require__(20249);
// EXTERNAL MODULE: ./build/history/records.js
var records = __webpack_require__(18045);
// EXTERNAL MODULE: ./build/history/resume-timeline.js
var resume_timeline = __webpack_require__(20578);
// EXTERNAL MODULE: ./build/report/resume-summary.js
var resume_summary = __webpack_require__(78045);
;// CONCATENATED MODULE: ./build/modes/finalize-history.js







async function finalizeHistory(params) {
    const { run, vm, clock, logger } = params;
    const recorder = new history_recorder/* HistoryRecorder */.p({
        store: run.store,
        lineage: run.lineage,
        runId: run.runKey,
        clock,
        logger,
    });
    const noticed = run.manifest?.notice !== undefined;
    recorder.note('finalize', {
        at: (0,records/* isoTime */.Ly)(clock.now()),
        ...(vm ? { vmState: vm.state, reclaimed: vm.reclaimed } : {}),
        vanished: vm?.reclaimed === true && !noticed,
    });
    if (params.github)
        await recordRunTimes(recorder, params.github, logger);
    await recorder.settled(10_000);
    try {
        const history = await (0,read_history/* readLineageHistory */.gY)(run.store, run.lineage, {
            warn: (message) => logger.warning(message),
        });
        return { resume: (0,resume_summary/* resumeMarkdown */.fe)((0,resume_timeline/* resumeTimelines */.w)(history)), history };
    }
    catch (error) {
        logger.warning(`could not read the lineage's history: ${(0,errors/* describeError */.U)(error)}`);
        return { resume: '', history: undefined };
    }
}
async function recordRunTimes(recorder, github, logger) {
    const { repo, runId } = github.context;
    if (repo.owner === '' || runId === '')
        return;
    const name = github.trainJob;
    try {
        const times = await (0,run_times/* readRunTimes */.I)(github.api, repo, runId, (job) => {
            const jobName = typeof job.name === 'string' ? job.name : '';
            return jobName === name || jobName.startsWith(`${name} (`);
        });
        recorder.note('github', times);
    }
    catch (error) {
        logger.warning(`could not read this run's times from GitHub: ${(0,errors/* describeError */.U)(error)}`);
    }
}

;// CONCATENATED MODULE: ./build/base/median.js
function median(values) {
    if (values.length === 0)
        return undefined;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
        ? sorted[middle]
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

// EXTERNAL MODULE: ./build/base/count.js
var count = __webpack_require__(29787);
;// CONCATENATED MODULE: ./build/ledger/attempt-usage.js
const HOUR_MS = 3_600_000;
function attemptHours(usage) {
    const { vmStartedAt: start, vmEndedAt: end } = usage;
    if (start === undefined || end === undefined || end < start)
        return undefined;
    return (end - start) / HOUR_MS;
}
function onDemandBeside(usage) {
    const count = usage.onDemandNodes;
    if (usage.market !== 'spot' || count === undefined || !Number.isInteger(count))
        return 0;
    return Math.min(Math.max(count, 0), usage.nodes);
}

;// CONCATENATED MODULE: ./build/ledger/checkpoint-advice.js




const DEFAULT_LIMITS = {
    minHours: 2,
    floorSeconds: 60,
    ceilingSeconds: 6 * 3600,
};
function checkpointAdvice(history, place, limits = DEFAULT_LIMITS) {
    const lags = history.flatMap((usage) => usage.durableLagMs !== undefined && usage.durableLagMs >= 0 ? [usage.durableLagMs] : []);
    const lineage = observe(history);
    if (lineage.interruptions === 0) {
        return {
            advised: false,
            why: `no interruption observed yet in ${(0,duration/* formatHours */.BG)(lineage.vmHours)} of VM time, so there is no interruption rate to go by`,
        };
    }
    if (lags.length === 0) {
        return { advised: false, why: 'no checkpoint was made durable yet, so its cost is unmeasured' };
    }
    const here = observe(history.filter((usage) => samePlace(usage, place)));
    const where = `${place.type} in ${place.zone ?? place.region}`;
    const own = here.interruptions > 0 && here.vmHours >= limits.minHours;
    const used = own ? here : lineage;
    const scopeWhy = own
        ? `${where} alone`
        : `the whole lineage: ${where} alone has ${(0,count/* countOf */.p)(here.interruptions, 'interruption')} in ${(0,duration/* formatHours */.BG)(here.vmHours)}, too little to go by`;
    const durableSeconds = (median(lags) ?? 0) / 1000;
    const mtbfHours = used.vmHours / used.interruptions;
    const rawSeconds = Math.sqrt(2 * durableSeconds * mtbfHours * 3600);
    const floor = Math.max(limits.floorSeconds, durableSeconds);
    const seconds = Math.round(Math.min(limits.ceilingSeconds, Math.max(floor, rawSeconds)));
    const clamped = rawSeconds < floor ? 'floor' : rawSeconds > limits.ceilingSeconds ? 'ceiling' : undefined;
    return {
        advised: true,
        seconds,
        rawSeconds,
        ...(clamped === undefined ? {} : { clamped }),
        scope: own ? 'type-zone' : 'lineage',
        scopeWhy,
        interruptions: used.interruptions,
        vmHours: used.vmHours,
        mtbfHours,
        durableSeconds,
        durableSamples: lags.length,
    };
}
function observe(usages) {
    let interruptions = 0;
    let vmHours = 0;
    for (const usage of usages) {
        const length = attemptHours(usage);
        if (length === undefined)
            continue;
        vmHours += length;
        if (usage.interrupted !== undefined)
            interruptions++;
    }
    return { interruptions, vmHours };
}
function samePlace(usage, place) {
    if (usage.type !== place.type || usage.region !== place.region)
        return false;
    return place.zone === undefined || usage.zone === place.zone;
}
const SUGGESTED_CHECKPOINT_ENV = 'SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS';
function adviceEnv(advice) {
    return advice.advised ? { [SUGGESTED_CHECKPOINT_ENV]: String(advice.seconds) } : {};
}

;// CONCATENATED MODULE: ./build/ledger/amount.js
const usdAmount = (usd) => ({ known: true, usd });
const unknownAmount = (why, knownUsd = 0) => ({
    known: false,
    knownUsd,
    why: [why],
});
function sumAmounts(amounts) {
    let usd = 0;
    const why = [];
    for (const amount of amounts) {
        if (amount.known)
            usd += amount.usd;
        else {
            usd += amount.knownUsd;
            why.push(...amount.why);
        }
    }
    return why.length === 0 ? usdAmount(usd) : { known: false, knownUsd: usd, why };
}
function formatUsd(usd) {
    if (usd !== 0 && Math.abs(usd) < 0.01)
        return `$${usd.toFixed(4)}`;
    return `$${usd.toFixed(2)}`;
}
function formatRate(usdPerUnit, unit = 'h') {
    const places = usdPerUnit.toFixed(4).replace(/0{1,2}$/, '');
    return `$${places}/${unit}`;
}
function formatAmount(amount) {
    if (amount.known)
        return formatUsd(amount.usd);
    return amount.knownUsd > 0 ? `unknown (at least ${formatUsd(amount.knownUsd)})` : 'unknown';
}

;// CONCATENATED MODULE: ./build/ledger/egress-cost.js

const GB = 1e9;
function egressCost(usage, store, label) {
    if (store === undefined || usage.cloud === store.storeCloud)
        return undefined;
    const uploadUsdPerGb = store.usdPerGb[usage.cloud];
    const restoreUsdPerGb = store.usdPerGb[store.storeCloud];
    const traffic = usage.traffic;
    if (traffic === undefined) {
        return {
            uploadedBytes: 0,
            uploadUsdPerGb,
            restoredBytes: 0,
            restoreUsdPerGb,
            cost: unknownAmount(`${label}: what it moved to and from the store was not recorded`),
        };
    }
    const { uploadedBytes, restoredBytes, unrecordedNodes } = traffic;
    const usd = (uploadedBytes / GB) * uploadUsdPerGb + (restoredBytes / GB) * restoreUsdPerGb;
    const cost = unrecordedNodes === 0
        ? usdAmount(usd)
        : unknownAmount(`${label}: ${unrecordedNodes === 1 ? 'a node left no record of its' : `${unrecordedNodes} nodes left no record of their`} traffic with the store (a VM gone before its end); its egress is at least what the rest of its records show`, usd);
    return { uploadedBytes, uploadUsdPerGb, restoredBytes, restoreUsdPerGb, cost };
}

// EXTERNAL MODULE: ./build/notice/gang/short-of-size.js
var short_of_size = __webpack_require__(29103);
;// CONCATENATED MODULE: ./build/ledger/short-work.js


function shortWork(usage, rate, lostFrom, label) {
    const changes = usage.sizeChanges;
    if (changes === undefined)
        return undefined;
    const reclaims = changes.filter((c) => c.kind === 'left' && c.trainsOn !== false).length;
    const lastChange = Math.max(0, ...changes.map((change) => change.at));
    const end = usage.trainedUntil ?? usage.vmEndedAt ?? lastChange;
    const cut = usage.interrupted !== undefined && lostFrom !== undefined;
    const until = cut ? Math.min(end, lostFrom) : end;
    const nodeMinutes = (0,short_of_size/* shortNodeMinutes */.e)(changes, until);
    const stall = (0,short_of_size/* stallNodeMinutes */.E)(changes.filter((change) => change.at < until), usage.nodes);
    const cost = rate.known
        ? usdAmount(((nodeMinutes + stall) / 60) * rate.usdPerHour)
        : unknownAmount(`${label}: the price of the time short of the gang's size is unknown (${rate.why})`);
    return { reclaims, nodeMinutes, stallNodeMinutes: stall, cost };
}

;// CONCATENATED MODULE: ./build/ledger/cost-ledger.js




function costLedger(usages, rates, store) {
    const rows = usages.map((usage, index) => {
        const rate = rates[index];
        if (rate === undefined)
            throw new Error(`no prices for attempt ${usage.attempt}`);
        return ledgerRow(usage, rate, store);
    });
    const cost = sumAmounts(rows.map((row) => row.cost));
    const onDemandCost = sumAmounts(rows.map((row) => row.onDemandCost));
    const lost = rows.flatMap((row) => (row.lost ? [row.lost] : []));
    const hours = rows.map((row) => row.hours);
    const minutes = lost.map((work) => work.minutes);
    const short = rows.flatMap((row) => (row.short ? [row.short] : []));
    return {
        rows,
        hours: hours.includes(undefined) ? undefined : sum(hours),
        cost,
        onDemandCost,
        savingsPercent: cost.known && onDemandCost.known && onDemandCost.usd > 0
            ? ((onDemandCost.usd - cost.usd) / onDemandCost.usd) * 100
            : undefined,
        lostMinutes: minutes.includes(undefined) ? undefined : sum(minutes),
        lostCost: sumAmounts(lost.map((work) => work.cost)),
        shortReclaims: sum(short.map((work) => work.reclaims)),
        shortNodeMinutes: sum(short.map((work) => work.nodeMinutes)),
        stallNodeMinutes: sum(short.map((work) => work.stallNodeMinutes)),
        shortCost: sumAmounts(short.map((work) => work.cost)),
        ...(store === undefined ? {} : { storeCloud: store.storeCloud }),
        egressCost: sumAmounts(rows.flatMap((row) => (row.egress ? [row.egress.cost] : []))),
    };
}
function ledgerRow(usage, rates, store) {
    const hours = attemptHours(usage);
    const label = `attempt ${usage.attempt}`;
    const lost = lostWork(usage, rates, label);
    const short = shortWork(usage, rates.paid, lostFrom(usage), label);
    const egress = egressCost(usage, store, label);
    const withEgress = (vm) => (egress ? sumAmounts([vm, egress.cost]) : vm);
    return {
        usage,
        hours,
        price: rates.paid,
        cost: withEgress(paidCost(hours, usage, rates, label)),
        onDemandPrice: rates.onDemand,
        onDemandCost: withEgress(costOf(hours, rates.onDemand, usage.nodes, label, 'on-demand')),
        ...(egress === undefined ? {} : { egress }),
        ...(lost === undefined ? {} : { lost }),
        ...(short === undefined ? {} : { short }),
    };
}
function paidCost(hours, usage, rates, label) {
    const onDemand = onDemandBeside(usage);
    const own = costOf(hours, rates.paid, usage.nodes - onDemand, label, usage.market);
    if (onDemand === 0 || hours === undefined)
        return own;
    return sumAmounts([own, costOf(hours, rates.onDemand, onDemand, label, 'on-demand')]);
}
function costOf(hours, rate, nodes, label, market) {
    if (hours === undefined)
        return unknownAmount(`${label}: its VM hours were not recorded`);
    if (!rate.known)
        return unknownAmount(`${label}: the ${market} price is unknown (${rate.why})`);
    return usdAmount(hours * rate.usdPerHour * nodes);
}
function lostWork(usage, rates, label) {
    if (usage.interrupted === undefined)
        return undefined;
    const { vmStartedAt: start, vmEndedAt: end, lastDurableAt } = usage;
    const noCheckpoint = lastDurableAt === undefined || (start !== undefined && lastDurableAt < start);
    const from = lostFrom(usage);
    if (from === undefined || end === undefined) {
        const cost = unknownAmount(`${label}: the work lost is unknown, its VM times were not recorded`);
        return { minutes: undefined, cost, noCheckpoint };
    }
    const minutes = Math.max(0, end - from) / 60_000;
    const cost = paidCost((minutes * 60_000) / HOUR_MS, usage, rates, `${label}'s work lost`);
    return { minutes, cost, noCheckpoint };
}
function lostFrom(usage) {
    const { vmStartedAt: start, lastDurableAt } = usage;
    const noCheckpoint = lastDurableAt === undefined || (start !== undefined && lastDurableAt < start);
    return noCheckpoint ? start : lastDurableAt;
}
const sum = (values) => values.reduce((total, value) => total + value, 0);

// EXTERNAL MODULE: ./build/clouds/price-lookup.js
var price_lookup = __webpack_require__(49913);
// EXTERNAL MODULE: ./build/clouds/rate.js
var clouds_rate = __webpack_require__(69501);
// EXTERNAL MODULE: ./build/clouds/cloud.js
var clouds_cloud = __webpack_require__(31370);
;// CONCATENATED MODULE: ./build/ledger/user-prices.js


const CLOUDS = clouds_cloud/* CLOUD_NAMES */.vD;
const MARKETS = ['spot', 'on-demand'];
const FORM = 'CLOUD:REGION-OR-ZONE:TYPE:MARKET=USD-PER-HOUR, e.g. aws:us-east-1:g5.xlarge:spot=0.45';
const userPriceKey = (cloud, place, type, market) => `${cloud}:${place}:${type}:${market}`;
function parseUserPrices(text, inputName) {
    const rates = new Map();
    text.split('\n').forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const where = `${inputName} line ${index + 1} "${line}"`;
        const match = /^([^:=\s]+):([^:=\s]+):([^:=\s]+):([^:=\s]+)\s*=\s*(\S+)$/.exec(line);
        if (!match)
            throw new errors/* UserError */.y(`${where} is not ${FORM}`);
        const [, cloud = '', place = '', type = '', market = '', value = ''] = match;
        if (!CLOUDS.includes(cloud)) {
            throw new errors/* UserError */.y(`${where}: cloud "${cloud}" is not one of ${CLOUDS.join(', ')}`);
        }
        if (!MARKETS.includes(market)) {
            throw new errors/* UserError */.y(`${where}: market "${market}" is not one of ${MARKETS.join(', ')}`);
        }
        const rate = Number(value);
        if (!/^\d+(\.\d+)?$/.test(value) || !(rate > 0)) {
            throw new errors/* UserError */.y(`${where}: "${value}" is not a price in USD per hour, such as 0.45`);
        }
        const key = userPriceKey(cloud, place, type, market);
        if (rates.has(key))
            throw new errors/* UserError */.y(`${where}: a rate for ${key} is given twice`);
        rates.set(key, rate);
    });
    return rates;
}

;// CONCATENATED MODULE: ./build/ledger/price-book.js





const USER_SOURCE = 'your prices input';
class PriceBook {
    sourceFor;
    userPrices;
    logger;
    sources = new price_lookup/* Memo */.lD();
    rates = new price_lookup/* Memo */.lD();
    series = new price_lookup/* Memo */.lD();
    constructor(params) {
        this.sourceFor = params.sourceFor;
        this.userPrices = params.userPrices ?? new Map();
        this.logger = params.logger ?? log/* silentLogger */.qq;
    }
    async ratesFor(usages) {
        const spans = spotSpans(usages);
        return Promise.all(usages.map(async (usage) => {
            const onDemand = await this.onDemand(usage);
            const paid = usage.market === 'on-demand' ? onDemand : await this.spot(usage, spans);
            return { paid, onDemand };
        }));
    }
    paidRate(usage) {
        return usage.market === 'on-demand'
            ? this.onDemand(usage)
            : this.spot(usage, spotSpans([usage]));
    }
    onDemand(usage) {
        const given = this.given(usage, 'on-demand');
        if (given)
            return Promise.resolve(given);
        const { cloud, region, type } = usage;
        return this.rates.get(`${cloud}/${region}/${type}`, () => this.lookup(cloud, `on-demand price of ${type} in ${region}`, (source) => source.onDemand(type, region)));
    }
    async spot(usage, spans) {
        const given = this.given(usage, 'spot');
        if (given)
            return given;
        const { cloud, region, zone, type, vmStartedAt: start } = usage;
        const overTime = (await this.source(cloud))?.spotOverTime ?? false;
        const span = overTime ? spans.get(placeKey(usage)) : { from: 0, to: 0 };
        if (span === undefined || (overTime && start === undefined)) {
            return (0,clouds_rate/* unknownRate */.To)(`the start of attempt ${usage.attempt}'s VM was not recorded`);
        }
        const key = overTime ? `${placeKey(usage)}/${span.from}-${span.to}` : placeKey(usage);
        const series = await this.series.get(key, () => this.lookup(cloud, `spot price of ${type} in ${zone ?? region}`, (source) => source.spotSeries({ type, region, ...(zone === undefined ? {} : { zone }), ...span })));
        const from = start ?? 0;
        return (0,clouds_rate/* meanRate */.mX)(series, from, usage.vmEndedAt ?? from);
    }
    given(usage, market) {
        const places = [usage.zone, usage.region].filter((place) => place !== undefined);
        for (const place of places) {
            const rate = this.userPrices.get(userPriceKey(usage.cloud, place, usage.type, market));
            if (rate !== undefined)
                return (0,clouds_rate/* knownRate */.W3)(rate, USER_SOURCE);
        }
        return undefined;
    }
    source(cloud) {
        return this.sources.get(cloud, () => this.sourceFor(cloud)).catch(() => undefined);
    }
    async lookup(cloud, what, ask) {
        try {
            const source = await this.sources.get(cloud, () => this.sourceFor(cloud));
            return await ask(source);
        }
        catch (error) {
            const message = (0,errors/* describeError */.U)(error);
            this.logger.warning(`Could not look up the ${what} (${message}); it shows as unknown`);
            return (0,clouds_rate/* unknownRate */.To)(`the lookup failed: ${message}`);
        }
    }
}
const placeKey = (usage) => `${usage.cloud}/${usage.region}/${usage.zone ?? ''}/${usage.type}`;
function spotSpans(usages) {
    const spans = new Map();
    for (const usage of usages) {
        const start = usage.vmStartedAt;
        if (usage.market !== 'spot' || start === undefined)
            continue;
        const end = Math.max(usage.vmEndedAt ?? start, start);
        const key = placeKey(usage);
        const span = spans.get(key);
        spans.set(key, {
            from: Math.min(span?.from ?? start, start),
            to: Math.max(span?.to ?? end, end),
        });
    }
    return spans;
}

;// CONCATENATED MODULE: ./build/ledger/usage-of-history.js

const usage_of_history_CLOUDS = clouds_cloud/* CLOUD_NAMES */.vD;
function usagesOf(history) {
    const usages = [];
    const unplaced = [];
    for (const [index, run] of history.entries()) {
        const { cloud, region, type, market } = run;
        if (cloud === undefined || !usage_of_history_CLOUDS.includes(cloud) || !region || !type || !market) {
            unplaced.push(run.runId);
            continue;
        }
        usages.push({
            runId: run.runId,
            attempt: run.attempt ?? index + 1,
            cloud: cloud,
            region,
            ...(run.zone ? { zone: run.zone } : {}),
            type,
            market,
            nodes: run.nodes ?? 1,
            ...defined('onDemandNodes', run.onDemandNodes),
            ...defined('vmStartedAt', run.vmStartedAt),
            ...defined('vmEndedAt', run.vmEndedAt),
            ...defined('interrupted', run.interrupted),
            ...defined('lastDurableAt', run.lastDurableAt),
            ...defined('durableLagMs', run.durableLagMs),
            ...defined('trainedUntil', run.points.attemptEnded),
            ...defined('sizeChanges', run.gang?.changes),
            traffic: run.traffic,
        });
    }
    return { usages, unplaced };
}
function defined(key, value) {
    return value === undefined ? {} : { [key]: value };
}

;// CONCATENATED MODULE: ./build/report/advice-lines.js

function adviceLines(advice) {
    if (!advice.advised)
        return [`- Checkpoint interval: no advice: ${advice.why}`];
    const limit = advice.clamped === undefined
        ? ''
        : ` (sqrt(2 × C × MTBF) gives ${Math.round(advice.rawSeconds)} s; held at the ${advice.clamped})`;
    return [
        `- Checkpoint interval: every ${(0,duration/* formatInterval */.vy)(advice.seconds)}${limit}`,
        `  - from sqrt(2 × C × MTBF): C = ${advice.durableSeconds.toFixed(1)} s to make a checkpoint durable (median of ${advice.durableSamples}), MTBF = ${advice.mtbfHours.toFixed(2)} h`,
        `  - interruptions: ${advice.interruptions} in ${(0,duration/* formatHours */.BG)(advice.vmHours)} of VM time, from ${advice.scopeWhy}`,
    ];
}

;// CONCATENATED MODULE: ./build/report/egress-summary.js


const STORE_WORD = {
    aws: 'S3',
    gcp: 'GCS',
    azure: 'Azure Blob',
};
const paysEgress = (ledger) => ledger.rows.some((row) => row.egress !== undefined);
function egressLines(ledger) {
    const cloud = ledger.storeCloud;
    const rows = ledger.rows.filter((row) => row.egress !== undefined);
    if (cloud === undefined || rows.length === 0)
        return [];
    const parts = [];
    for (const from of new Set(rows.map((row) => row.usage.cloud))) {
        const own = rows.filter((row) => row.usage.cloud === from);
        const bytes = own.reduce((sum, row) => sum + (row.egress?.uploadedBytes ?? 0), 0);
        const price = own[0]?.egress?.uploadUsdPerGb ?? 0;
        parts.push(`${gb(bytes)} uploaded out of ${clouds_cloud/* CLOUD_TITLES */.kb[from]} at ${formatRate(price, 'GB')}`);
    }
    const restored = rows.reduce((sum, row) => sum + (row.egress?.restoredBytes ?? 0), 0);
    const restorePrice = rows[0]?.egress?.restoreUsdPerGb ?? 0;
    parts.push(`${gb(restored)} restored out of ${clouds_cloud/* CLOUD_TITLES */.kb[cloud]} at ${formatRate(restorePrice, 'GB')}`);
    return [
        `- Egress to the ${STORE_WORD[cloud]} store: ${formatAmount(ledger.egressCost)}, part of what was paid (${parts.join('; ')})`,
    ];
}
function gb(bytes) {
    return `${(bytes / 1e9).toFixed(2)} GB`;
}

;// CONCATENATED MODULE: ./build/report/cost-summary.js




const HEADERS = [
    'Attempt',
    'Cloud',
    'Type',
    'Zone',
    'Market',
    'Hours',
    'Price',
    'Cost',
    'On-demand price',
    'On demand',
    'Work lost',
];
function costLedgerSummary(ledger) {
    const egress = paysEgress(ledger);
    const rows = ledger.rows.map((row) => tableRow(row, egress));
    const headers = egress ? [...HEADERS.slice(0, 7), 'Egress', ...HEADERS.slice(7)] : HEADERS;
    const lines = [
        '#### Cost',
        '',
        ...(0,markdown_table/* markdownTable */.Q)(headers, rows),
        '',
        `Prices are per VM and hour; costs count every node of a gang.${egress ? ' Cost and On demand include the egress to the store: the same VM on demand would have moved the same bytes.' : ''}`,
        '',
        `- Paid: ${formatAmount(ledger.cost)}${ledger.hours === undefined ? '' : ` for ${hoursText(ledger.hours)} of VM time`}`,
        ...egressLines(ledger),
        `- On demand, the same hours${egress ? ' and egress' : ''}: ${formatAmount(ledger.onDemandCost)}`,
        `- Saved: ${ledger.savingsPercent === undefined ? 'unknown (see below)' : `${ledger.savingsPercent.toFixed(1)} %`}`,
        `- Work lost to interruptions: ${lostText(ledger)}`,
        ...shortLines(ledger),
    ];
    const why = reasons(ledger);
    if (why.length > 0)
        lines.push('', 'Unknown:', ...why.map((reason) => `- ${reason}`));
    return lines.join('\n');
}
function tableRow(row, egress) {
    const { usage } = row;
    const cells = [
        String(usage.attempt),
        usage.cloud,
        usage.nodes > 1 ? `${usage.type} × ${usage.nodes}` : usage.type,
        usage.zone ?? usage.region,
        onDemandBeside(usage) > 0
            ? `${usage.market}, ${onDemandBeside(usage)} on-demand`
            : usage.market,
        row.hours === undefined ? 'unknown' : row.hours.toFixed(2),
        rateText(row.price),
        formatAmount(row.cost),
        rateText(row.onDemandPrice),
        formatAmount(row.onDemandCost),
        lostCell(row),
    ];
    if (!egress)
        return cells;
    return [
        ...cells.slice(0, 7),
        row.egress ? formatAmount(row.egress.cost) : '-',
        ...cells.slice(7),
    ];
}
function lostCell(row) {
    const { lost, short } = row;
    const parts = [
        ...(lost
            ? [
                `${lost.minutes === undefined ? 'unknown' : `${Math.round(lost.minutes)} min`}, ${formatAmount(lost.cost)}`,
            ]
            : []),
        ...(short && short.reclaims > 0
            ? [
                `${nodeMinutesText(short.nodeMinutes)} short${stallText(short.stallNodeMinutes)}, ${formatAmount(short.cost)}`,
            ]
            : []),
    ];
    return parts.length === 0 ? '-' : parts.join('; ');
}
function shortLines(ledger) {
    if (ledger.shortReclaims === 0)
        return [];
    return [
        `- Reclaims an elastic gang trained on through: ${ledger.shortReclaims}, ${nodeMinutesText(ledger.shortNodeMinutes)} short of its size${stallText(ledger.stallNodeMinutes)}, ${formatAmount(ledger.shortCost)}`,
    ];
}
const nodeMinutesText = (minutes) => `${minutes.toFixed(1)} node-min`;
const stallText = (minutes) => minutes > 0 ? ` and ${nodeMinutesText(minutes)} standing still while it re-formed` : '';
const rateText = (rate) => (rate.known ? formatRate(rate.usdPerHour) : 'unknown');
function hoursText(hours) {
    return `${hours.toFixed(2)} h`;
}
function lostText(ledger) {
    const interrupted = ledger.rows.filter((row) => row.lost !== undefined).length;
    if (interrupted === 0)
        return 'none (no interruption)';
    const minutes = ledger.lostMinutes === undefined ? 'unknown minutes' : `${Math.round(ledger.lostMinutes)} min`;
    return `${minutes}, ${formatAmount(ledger.lostCost)}`;
}
function reasons(ledger) {
    const all = [
        ledger.cost,
        ledger.onDemandCost,
        ledger.lostCost,
        ledger.shortCost,
        ledger.egressCost,
    ];
    return [...new Set(all.flatMap((amount) => (amount.known ? [] : amount.why)))];
}
function costLedgerJson(ledger) {
    return {
        currency: 'USD',
        attempts: ledger.rows.map((row) => ({
            runId: row.usage.runId,
            attempt: row.usage.attempt,
            cloud: row.usage.cloud,
            region: row.usage.region,
            zone: row.usage.zone ?? null,
            type: row.usage.type,
            market: row.usage.market,
            nodes: row.usage.nodes,
            ...(onDemandBeside(row.usage) > 0 ? { onDemandNodes: onDemandBeside(row.usage) } : {}),
            hours: row.hours ?? null,
            pricePerHour: rateJson(row.price),
            cost: amountJson(row.cost),
            onDemandPricePerHour: rateJson(row.onDemandPrice),
            onDemandCost: amountJson(row.onDemandCost),
            lost: row.lost
                ? { minutes: row.lost.minutes ?? null, cost: amountJson(row.lost.cost) }
                : null,
            short: row.short
                ? {
                    reclaims: row.short.reclaims,
                    nodeMinutes: row.short.nodeMinutes,
                    stallNodeMinutes: row.short.stallNodeMinutes,
                    cost: amountJson(row.short.cost),
                }
                : null,
            egress: egressJson(row.egress),
        })),
        hours: ledger.hours ?? null,
        cost: amountJson(ledger.cost),
        onDemandCost: amountJson(ledger.onDemandCost),
        savingsPercent: ledger.savingsPercent ?? null,
        lostMinutes: ledger.lostMinutes ?? null,
        lostCost: amountJson(ledger.lostCost),
        shortReclaims: ledger.shortReclaims,
        shortNodeMinutes: ledger.shortNodeMinutes,
        stallNodeMinutes: ledger.stallNodeMinutes,
        shortCost: amountJson(ledger.shortCost),
        storeCloud: ledger.storeCloud ?? null,
        egressCost: amountJson(ledger.egressCost),
    };
}
function egressJson(egress) {
    if (!egress)
        return null;
    const { cost, ...figures } = egress;
    return { cost: amountJson(cost), ...figures };
}
function rateJson(rate) {
    return rate.known
        ? { usd: rate.usdPerHour, source: rate.source }
        : { usd: null, unknown: rate.why };
}
function amountJson(amount) {
    return amount.known
        ? { usd: amount.usd }
        : { usd: null, knownUsd: amount.knownUsd, unknown: amount.why };
}

;// CONCATENATED MODULE: ./build/placement/egress.js
const EGRESS_USD_PER_GB = {
    aws: 0.09,
    gcp: 0.12 / 1.073741824,
    azure: 0.087,
};
const egress_GB = 1e9;
function egressUsdPerHour(rungCloud, store, restartsPerHour) {
    if (rungCloud === store.cloud)
        return 0;
    const uploads = (store.uploadBytesPerHour / egress_GB) * EGRESS_USD_PER_GB[rungCloud];
    const restores = ((restartsPerHour * store.restoreBytes) / egress_GB) * EGRESS_USD_PER_GB[store.cloud];
    return uploads + restores;
}

// EXTERNAL MODULE: ./build/store/store-location.js
var store_location = __webpack_require__(96595);
;// CONCATENATED MODULE: ./build/store/store-cloud.js

const CLOUD_OF_KIND = {
    s3: 'aws',
    gs: 'gcp',
    azure: 'azure',
    file: undefined,
    artifact: undefined,
};
function storeCloudOf(url) {
    let kind;
    try {
        kind = (0,store_location/* parseStoreUrl */.q)(url, 'store', '/').kind;
    }
    catch {
        return undefined;
    }
    return CLOUD_OF_KIND[kind];
}

;// CONCATENATED MODULE: ./build/modes/finalize-ledger.js









async function finalizeLedger(params) {
    const { history, logger } = params;
    if (!history)
        return { markdown: '', json: undefined };
    const { usages, unplaced } = usagesOf(history);
    if (usages.length === 0)
        return { markdown: '', json: undefined };
    try {
        const book = new PriceBook({
            userPrices: params.userPrices,
            logger,
            sourceFor: params.sourceFor,
        });
        const ledger = costLedger(usages, await book.ratesFor(usages), storeEgress(params.storeUrl));
        const newest = usages.at(-1);
        const advice = newest ? adviceLines(checkpointAdvice(usages, newest)) : [];
        const left = unplaced.length === 0
            ? []
            : [
                '',
                `Not priced: ${unplaced.join(', ')} (no launch record says where the VM ran, as when launch had no store).`,
            ];
        return {
            markdown: `${costLedgerSummary(ledger)}${left.join('\n')}\n\n${advice.join('\n')}\n`,
            json: JSON.stringify(costLedgerJson(ledger)),
            cost: ledger.cost,
        };
    }
    catch (error) {
        logger.warning(`no cost ledger: ${(0,errors/* describeError */.U)(error)}`);
        return { markdown: '', json: undefined };
    }
}
function storeEgress(url) {
    const storeCloud = storeCloudOf(url);
    return storeCloud === undefined ? undefined : { storeCloud, usdPerGb: EGRESS_USD_PER_GB };
}

;// CONCATENATED MODULE: ./build/report/lineage-facts.js
function interruptionWord(entry) {
    if (entry.handedBack)
        return 'handed back to spot';
    if (entry.interrupted === 'notice')
        return 'reclaimed';
    if (entry.interrupted === 'vanished')
        return 'lost its VM';
    return undefined;
}
function reclaimCount(history) {
    return history.filter((entry) => entry.interrupted !== undefined && !entry.handedBack).length;
}
function progressOf(history) {
    let step;
    let total;
    for (const entry of history) {
        if (entry.lastStep !== undefined)
            step = Math.max(step ?? 0, entry.lastStep);
        total = entry.totalSteps ?? total;
    }
    return { step, total };
}
function stepText(progress) {
    if (progress.step === undefined)
        return '';
    return progress.total === undefined
        ? `step ${progress.step}`
        : `step ${progress.step} of ${progress.total}`;
}

;// CONCATENATED MODULE: ./build/report/lineage-check-summary.js





const SHOWN = 30;
function checkSummary(facts, progress) {
    const { phase } = facts;
    const because = phase.kind === 'ended' ? [`${capitalised(phase.verdict.because)}.`, ''] : [];
    return [lineage_check_summary_headline(facts, progress), '', ...because, ...runTable(facts), '', ...where(facts)].join('\n');
}
function lineage_check_summary_headline(facts, progress) {
    const parts = [
        (0,count/* countOf */.p)(Math.max(facts.run.attempt, facts.history.length), 'attempt'),
        (0,count/* countOf */.p)(reclaimCount(facts.history), 'reclaim'),
        stepText(progress),
        facts.cost === undefined ? '' : `cost so far ${formatAmount(facts.cost)}`,
    ];
    return `Lineage \`${facts.lineage}\`: ${parts.filter((part) => part !== '').join(', ')}.`;
}
function runTable(facts) {
    const entries = facts.history.some((entry) => entry.runId === facts.run.runId)
        ? facts.history
        : [...facts.history, undefined];
    const shown = entries.slice(-SHOWN);
    const clouds = (0,attempt_clouds/* cloudsWhenMixed */.K)(facts.history);
    const named = clouds.size > 0;
    const rows = shown.map((entry) => {
        const runId = entry?.runId ?? facts.run.runId;
        const attempt = entry?.attempt ?? (entry ? undefined : facts.run.attempt);
        return [
            attempt === undefined ? '?' : String(attempt),
            runId === facts.run.runId ? `[${runId}](${facts.run.url})` : runId,
            ...(named ? [clouds.get(runId) ?? '-'] : []),
            runId === facts.run.runId ? ownEnd(facts, entry) : endOf(entry),
            entry ? steps(entry) : '',
        ];
    });
    const earlier = entries.length - shown.length;
    return [
        ...(0,markdown_table/* markdownTable */.Q)(['Attempt', 'Run', ...(named ? ['Cloud'] : []), 'Ended', 'Steps'], rows),
        ...(earlier > 0 ? ['', `(${(0,count/* countOf */.p)(earlier, 'earlier attempt')} not shown)`] : []),
    ];
}
function ownEnd(facts, entry) {
    const { phase } = facts;
    if (phase.kind === 'training')
        return 'training';
    const word = entry ? interruptionWord(entry) : undefined;
    if (word)
        return word;
    const { ground } = phase.verdict;
    if (ground === 'completed')
        return 'completed';
    if (ground === 'failed')
        return 'failed';
    if (ground === 'stopped')
        return 'stopped';
    return entry ? endOf(entry) : 'ended';
}
function endOf(entry) {
    if (!entry)
        return '';
    return interruptionWord(entry) ?? entry.outcome ?? '-';
}
function steps(entry) {
    const { firstStep, lastStep, totalSteps } = entry;
    if (lastStep === undefined)
        return firstStep === undefined ? '' : `from ${firstStep}`;
    const range = firstStep === undefined ? `${lastStep}` : `${firstStep}..${lastStep}`;
    return totalSteps === undefined ? range : `${range} of ${totalSteps}`;
}
function where(facts) {
    const { run, checkSha, phase } = facts;
    const commit = run.sha === '' || run.sha === checkSha
        ? ` on commit \`${lineage_check_summary_short(checkSha)}\`, where the lineage started`
        : ` on commit \`${lineage_check_summary_short(run.sha)}\`; this check stays on \`${lineage_check_summary_short(checkSha)}\`, where the lineage started`;
    const lines = [`Latest run: [run ${run.runId}](${run.url})${commit}.`];
    const stuck = phase.kind === 'ended' &&
        (phase.verdict.ground === 'max-restarts' ||
            (phase.verdict.ground === 'restart' && phase.lastChance));
    if (stuck && phase.restart.kind !== 'dispatched' && phase.restart.kind !== 'claimed-elsewhere') {
        const file = facts.workflowFile ?? 'WORKFLOW.yml';
        lines.push('', `To go on from where it stopped: \`gh workflow run ${file} -f _restart=${run.runId}\`.`);
    }
    return lines;
}
function lineage_check_summary_short(sha) {
    return sha.slice(0, 7);
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./build/report/lineage-check.js




function lineageCheckState(facts) {
    const { status, conclusion, title } = standing(facts);
    return {
        status,
        ...(conclusion === undefined ? {} : { conclusion }),
        title,
        summary: checkSummary(facts, progressOf(facts.history)),
        detailsUrl: facts.run.url,
    };
}
function standing(facts) {
    const { phase, run } = facts;
    const step = stepText(progressOf(facts.history));
    const reclaims = reclaimCount(facts.history);
    const attempt = `attempt ${run.attempt}`;
    if (phase.kind === 'training') {
        const after = reclaims > 0 ? `, after ${(0,count/* countOf */.p)(reclaims, 'reclaim')}` : '';
        return { status: 'in_progress', title: `${attempt} training${after}${from(step)}` };
    }
    const next = restartRunId(phase.restart);
    const underway = phase.restart.kind === 'dispatched' || phase.restart.kind === 'claimed-elsewhere';
    const ended = `${attempt} ${endedWord(facts)}${at(step)}`;
    if (underway) {
        return {
            status: 'in_progress',
            title: `${ended}; ${next ? `run ${next}` : 'a new run'} continues`,
        };
    }
    const { ground } = phase.verdict;
    if (ground === 'completed') {
        const attempts = (0,count/* countOf */.p)(run.attempt, 'attempt');
        const after = reclaims > 0 ? ` after ${(0,count/* countOf */.p)(reclaims, 'reclaim')}` : '';
        return {
            status: 'completed',
            conclusion: 'success',
            title: `completed in ${attempts}${after}${at(step)}`,
        };
    }
    if (ground === 'failed')
        return concluded('failure', `the trainer failed in ${attempt}${at(step)}`);
    if (ground === 'stopped')
        return concluded('cancelled', `stopped in ${attempt}${at(step)}`);
    if (ground === 'max-restarts') {
        return concluded('action_required', `gave up after ${(0,count/* countOf */.p)(run.attempt, 'attempt')}: max-restarts reached`);
    }
    if (ground === 'restart') {
        return phase.lastChance
            ? concluded('action_required', `${ended}; not restarted, restart it by hand`)
            : { status: 'in_progress', title: `${ended}; finalize restarts it` };
    }
    return concluded('failure', `${attempt} did not train to its end`);
}
function concluded(conclusion, title) {
    return { status: 'completed', conclusion, title };
}
function endedWord(facts) {
    const own = facts.history.find((entry) => entry.runId === facts.run.runId);
    return own ? (interruptionWord(own) ?? 'ended') : 'ended';
}
const at = (step) => (step === '' ? '' : ` at ${step}`);
const from = (step) => (step === '' ? '' : `, from ${step}`);

;// CONCATENATED MODULE: ./build/github/check-runs.js
const SUMMARY_MAX = 65_535;
async function createCheckRun(api, repo, check, state) {
    const { data } = await api.request('POST /repos/{owner}/{repo}/check-runs', {
        ...repo,
        name: check.name,
        head_sha: check.headSha,
        external_id: check.externalId,
        ...body(state),
    }, `creating check run "${check.name}" on ${check.headSha.slice(0, 12)}`);
    const id = data?.id;
    if (typeof id !== 'number')
        throw new Error('GitHub created a check run but sent no id for it');
    const url = data.html_url;
    return { id, ...(typeof url === 'string' ? { url } : {}) };
}
async function updateCheckRun(api, repo, id, state, name) {
    await api.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', { ...repo, check_run_id: id, ...(name === undefined ? {} : { name }), ...body(state) }, `updating check run ${id}`);
}
function body(state) {
    return {
        status: state.status,
        ...(state.conclusion === undefined ? {} : { conclusion: state.conclusion }),
        ...(state.detailsUrl === undefined ? {} : { details_url: state.detailsUrl }),
        output: { title: state.title, summary: fitted(state.summary) },
    };
}
function fitted(summary) {
    if (summary.length <= SUMMARY_MAX)
        return summary;
    const note = "\n\n(cut to fit GitHub's limit)";
    return summary.slice(0, SUMMARY_MAX - note.length) + note;
}

;// CONCATENATED MODULE: ./build/records/lineage-check.js


async function readLineageCheck(store, lineage) {
    const text = await (0,create_once/* readCreated */.$)(store, (0,layout/* lineageCheckKey */.FW)(lineage), isRecord);
    return text === undefined ? undefined : parse(text);
}
async function recordLineageCheck(store, lineage, record, options) {
    const text = `${JSON.stringify(record)}\n`;
    const key = (0,layout/* lineageCheckKey */.FW)(lineage);
    if (await (0,create_once/* createOnce */.U)(store, key, text, { ...options, whole: isRecord }))
        return record;
    return (await readLineageCheck(store, lineage)) ?? record;
}
function isRecord(text) {
    return parse(text) !== undefined;
}
function parse(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value?.checkRunId !== 'number' ||
            typeof value.headSha !== 'string' ||
            typeof value.name !== 'string') {
            return undefined;
        }
        return {
            checkRunId: value.checkRunId,
            headSha: value.headSha,
            name: value.name,
            createdBy: typeof value.createdBy === 'string' ? value.createdBy : '',
            createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
        };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/restart/lineage-check.js




const MAX_WAIT_MS = 10_000;
class LineageCheck {
    params;
    api;
    record;
    off = false;
    queue = Promise.resolve();
    constructor(params) {
        this.params = params;
        this.api = params.api.withAttempts(3, MAX_WAIT_MS);
    }
    publish(stateOn) {
        this.queue = this.queue.then(() => this.send(stateOn));
        return this.queue;
    }
    async send(stateOn) {
        if (this.off)
            return;
        const { logger } = this.params;
        try {
            this.record ??= await readLineageCheck(this.params.store, this.params.lineage);
            const { record } = this;
            if (record) {
                await updateCheckRun(this.api, this.params.repo, record.checkRunId, stateOn(record.headSha));
            }
            else {
                await this.create(stateOn);
            }
        }
        catch (error) {
            if (refused(error)) {
                this.off = true;
                const said = (0,errors/* describeError */.U)(error);
                const fix = said.includes('checks: write')
                    ? ''
                    : '; give the job `permissions: checks: write`';
                logger.warning(`no lineage check on the commit: ${said}${fix}. Training is not affected; \`check-name: false\` turns the check off`);
                return;
            }
            logger.warning(`could not update the lineage's check run: ${(0,errors/* describeError */.U)(error)}`);
        }
    }
    async create(stateOn) {
        const { params } = this;
        if (params.headSha === '') {
            this.off = true;
            params.logger.info("no commit to put the lineage's check run on (GITHUB_SHA is not set)");
            return;
        }
        const created = await createCheckRun(this.api, params.repo, { name: params.name, headSha: params.headSha, externalId: params.lineage }, stateOn(params.headSha));
        const mine = {
            checkRunId: created.id,
            headSha: params.headSha,
            name: params.name,
            createdBy: params.runId,
            createdAt: new Date(params.clock.now()).toISOString(),
        };
        const { clock, logger } = params;
        this.record = await recordLineageCheck(params.store, params.lineage, mine, { clock, logger });
        if (this.record.checkRunId !== created.id)
            await this.standDown(created.id, stateOn);
        else
            logger.info(`the lineage's check "${params.name}" is on commit ${params.headSha}`);
    }
    async standDown(duplicate, stateOn) {
        const { api, params, record } = this;
        if (!record)
            return;
        await updateCheckRun(api, params.repo, duplicate, {
            status: 'completed',
            conclusion: 'neutral',
            title: 'a second check of this lineage',
            summary: `Lineage \`${params.lineage}\` is followed by check run ${record.checkRunId}.`,
        }, `${params.name} (duplicate ${duplicate})`);
        await updateCheckRun(api, params.repo, record.checkRunId, stateOn(record.headSha));
    }
}
function refused(error) {
    return (error instanceof github_api/* GitHubError */.y_ &&
        !error.rateLimited &&
        (error.status === 403 || error.status === 404));
}

;// CONCATENATED MODULE: ./build/modes/lineage-check.js






function stepCheck(run) {
    const { api, context } = run;
    if (run.name === false || !api || context.repo.owner === '' || context.runId === '') {
        return undefined;
    }
    const workflow = parseWorkflowRef(context.workflowRef);
    const file = workflow ? workflowFileName(workflow) : undefined;
    const check = new LineageCheck({
        api,
        repo: context.repo,
        store: run.store,
        lineage: run.lineage,
        runId: run.runKey,
        name: run.name ?? `spot-train: ${file ?? 'training'}`,
        headSha: context.sha,
        clock: run.clock,
        logger: run.logger,
    });
    const facts = {
        lineage: run.lineage,
        run: { runId: run.runKey, attempt: run.attempt, url: runUrl(context), sha: context.sha },
        ...(file === undefined ? {} : { workflowFile: file }),
    };
    const send = async (news) => {
        try {
            const history = news.history ?? (await historyOf(run));
            if (history.some((entry) => (entry.attempt ?? 0) > run.attempt))
                return;
            await check.publish((checkSha) => lineageCheckState({ ...facts, ...news, history, checkSha }));
        }
        catch (error) {
            run.logger.warning(`could not update the lineage's check run: ${(0,errors/* describeError */.U)(error)}`);
        }
    };
    let last = Promise.resolve();
    return { publish: (news) => (last = last.then(() => send(news))) };
}
function trainCheck(checkName, joined, deps) {
    const { identity } = joined;
    if ((identity.node?.index ?? 0) !== 0)
        return undefined;
    return stepCheck({
        ...deps,
        api: joined.api,
        store: joined.store,
        lineage: identity.lineage,
        runKey: identity.runId,
        attempt: identity.attempt,
        name: checkName,
    });
}
async function within(ms, clock, publish) {
    const done = new AbortController();
    try {
        await Promise.race([publish, (0,base_clock/* sleepUnlessAborted */.b)(clock, ms, done.signal)]);
    }
    finally {
        done.abort();
    }
}
async function historyOf(run) {
    try {
        return await (0,read_history/* readLineageHistory */.gY)(run.store, run.lineage, {
            warn: (message) => run.logger.debug(message),
        });
    }
    catch (error) {
        run.logger.warning(`the lineage's check goes without its history: ${(0,errors/* describeError */.U)(error)}`);
        return [];
    }
}
function runUrl(context) {
    const base = `${context.serverUrl}/${context.repository}/actions/runs/${context.runId}`;
    return Number(context.runAttempt) > 1 ? `${base}/attempts/${context.runAttempt}` : base;
}

;// CONCATENATED MODULE: ./build/cleanup/gang-status.js



async function findGangVms(params) {
    const { cloud, logger } = params;
    if (!('listByLabels' in cloud))
        return [];
    const { vms, unlisted } = await (0,labelled_vms/* listLabelled */.C)({ ...params, cloud: cloud });
    for (const { region, error } of unlisted)
        logger.debug(`could not list the run's VMs in ${region}: ${(0,errors/* describeError */.U)(error)}`);
    return vms.filter((vm) => Number(vm.labels[clouds_labels/* GANG_SIZE_LABEL */.d1]) > 1);
}
async function describeGang(cloud, gang, logger) {
    const size = Math.max(...gang.map((vm) => Number(vm.labels[clouds_labels/* GANG_SIZE_LABEL */.d1])));
    const nodes = [];
    for (let node = 0; node < size; node++) {
        const vm = gang.find((member) => member.labels[clouds_labels/* NODE_LABEL */.sB] === String(node));
        if (!vm) {
            nodes.push({ node: String(node) });
            continue;
        }
        try {
            nodes.push({
                node: String(node),
                id: vm.instance.id,
                status: await cloud.describe(vm.instance),
            });
        }
        catch (error) {
            logger.warning(`could not ask ${cloud.name} about VM ${vm.instance.id}: ${(0,errors/* describeError */.U)(error)}`);
            nodes.push({ node: String(node), id: vm.instance.id });
        }
    }
    for (const node of nodes)
        logger.info(`node ${node.node}: ${nodeDetail(node)}`);
    const lost = nodes.filter((node) => node.id === undefined || node.status?.reclaimed === true || node.status?.state === 'gone');
    const first = lost[0] ?? nodes[0];
    return {
        state: first?.status?.state ?? 'gone',
        reclaimed: lost.length > 0,
        detail: `gang of ${size}: ${nodes.map((node) => `node ${node.node} ${nodeDetail(node)}`).join('; ')}`,
    };
}
function nodeDetail(node) {
    if (node.id === undefined)
        return "not found among the run's live VMs";
    if (node.status === undefined)
        return `${node.id} could not be described`;
    return `${node.id} ${node.status.state} (${node.status.detail})`;
}

// EXTERNAL MODULE: ./build/clouds/load-cloud.js
var load_cloud = __webpack_require__(11199);
;// CONCATENATED MODULE: ./build/modes/finalize-vm.js




async function loadSearches(searches, environment) {
    return Promise.all(searches.map(async ({ cloud, regions }) => ({
        cloud: await (0,load_cloud/* loadCloud */.A)(cloud, environment),
        regions,
    })));
}
async function describeRunVm(clouds, instance, deps) {
    const { context, logger } = deps;
    for (const { cloud, regions } of clouds) {
        const gang = await findGangVms({ cloud, regions, labels: (0,clouds_labels/* runLabels */.xU)(context), logger });
        if (gang.length > 0)
            return describeGang(cloud, gang, logger);
    }
    const cloud = clouds.find((search) => search.cloud.name === instance?.cloud)?.cloud;
    if (!instance || !cloud)
        return undefined;
    try {
        const status = await cloud.describe(instance);
        logger.info(`VM ${instance.id}: ${status.state}; ${status.detail}`);
        return status;
    }
    catch (error) {
        logger.warning(`could not ask ${cloud.name} about VM ${instance.id}: ${(0,errors/* describeError */.U)(error)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/modes/finalize.js

























async function finalizeMode(settings, deps) {
    const { context, logger } = deps;
    const clouds = await loadSearches(settings.searches, settings.clouds);
    const api = settings.githubToken === '' ? undefined : (0,github_api/* runApi */.ME)(deps, settings.githubToken);
    const cleanUp = () => (0,log/* inGroup */.HB)(logger, 'Cleaning up the VM and runner', () => cleanUpRun({
        clouds,
        hint: settings.instance,
        runnersApi: settings.runnerToken === '' ? undefined : (0,github_api/* runApi */.ME)(deps, settings.runnerToken),
        context,
        logger,
    }));
    const restartInput = parseRestartInput((0,run_context/* restartOfEvent */.x9)(context));
    if (restartInput.replacement !== undefined)
        return finalizeReplacement(restartInput.runId, restartInput.replacement, cleanUp, deps);
    let outcome;
    let cleanup;
    try {
        outcome = await settleRestart(settings, { clouds, api }, deps);
    }
    finally {
        cleanup = await cleanUp();
    }
    const { decision, report } = outcome;
    await reportFinalize(outcome, cleanup, { settings, api }, deps);
    if (report.kind === 'failed') {
        throw new Error(`the restart was due (${decision.because}) but could not be dispatched: ${report.error}`);
    }
    return report;
}
async function reportFinalize(outcome, cleanup, reach, deps) {
    const { context, logger, clock } = deps;
    const { settings, api } = reach;
    const { run, report } = outcome;
    deps.setOutput(Output.restartRunId, restartRunId(report));
    deps.setOutput(Output.lineage, run.lineage);
    const { resume, history } = await finalizeHistory({
        run,
        vm: outcome.vm,
        ...(api ? { github: { api, context, trainJob: settings.trainJob } } : {}),
        clock,
        logger,
    });
    const ledger = await finalizeLedger({
        history,
        userPrices: settings.userPrices,
        logger,
        sourceFor: cloudPricesLoader(settings.clouds),
        storeUrl: run.store.url,
    });
    if (ledger.json !== undefined)
        deps.setOutput(Output.cost, ledger.json);
    const check = stepCheck({ ...deps, ...run, api, name: settings.checkName });
    await check?.publish({
        phase: { kind: 'ended', verdict: outcome.decision, restart: report, lastChance: true },
        ...(history ? { history } : {}),
        ...(ledger.cost ? { cost: ledger.cost } : {}),
    });
    await deps.writeSummary(finalizeSummary({
        ...outcome,
        cleanup,
        lineage: run.lineage,
        chain: await lineageChain(run.store, run.lineage),
        ...(history ? { history } : {}),
        repoUrl: `${context.serverUrl}/${context.repository}`,
    }) +
        (resume === '' ? '' : `\n${resume}`) +
        (ledger.markdown === '' ? '' : `\n${ledger.markdown}`));
}
async function settleRestart(settings, reach, deps) {
    const { logger } = deps;
    const { clouds, api } = reach;
    const run = await readRun(settings, deps);
    const [job, vm] = await Promise.all([
        trainJob(api, settings, deps),
        describeRunVm(clouds, settings.instance, deps),
    ]);
    const decision = (0,decide/* decideRestart */.SA)({
        manifest: run.manifest,
        job,
        reclaimed: vm ? { value: vm.reclaimed, detail: vm.detail } : undefined,
        restartOnExitCodes: settings.restartOnExitCodes,
        maxRestarts: settings.maxRestarts,
    });
    logger.info(`${decision.restart ? 'restart' : 'no restart'}: ${decision.because}`);
    (0,if_due/* warnIfLineageEnds */.F)(decision, logger);
    const report = await (0,if_due/* restartIfDue */.D)(decision, finalizeRestarter({ ...run, settings, api, deps }));
    return { run, job, vm, decision, report };
}
async function readRun(settings, deps) {
    const { context, logger, clock } = deps;
    const runKey = (0,run_context/* runKeyOf */.kB)(context);
    const store = await (0,open_store/* openStore */.C)(settings.store.location, { ...settings.store.options, logger });
    const restartFrom = (0,run_context/* restartOfEvent */.x9)(context) || undefined;
    const { identity, manifest } = await recordRun({ store, runKey, restartFrom, clock, logger });
    const run = { store, lineage: identity.lineage, runKey, attempt: identity.attempt };
    return { ...run, manifest: await sealGangRun(run, manifest, clock, logger) };
}
async function lineageChain(store, lineage) {
    return Promise.all((await (0,records_lineage/* readLineage */.K)(store, lineage)).map(async (run) => {
        const claim = await (0,records_claim/* readClaim */.jw)(store, lineage, run.runId);
        const restartRunId = claim?.body?.restartRunId;
        return { run, ...(restartRunId ? { restartRunId } : {}) };
    }));
}
const FINALIZE_DISPATCH_MS = 65 * 60_000;
function finalizeRestarter(context) {
    const { settings, store, lineage, runKey, deps } = context;
    if (!settings.restart)
        return 'restart is false';
    const dispatcher = restartDispatcher({
        workflowRef: deps.context.workflowRef,
        api: context.api,
        inputs: deps.context.eventInputs,
        clock: deps.clock,
        logger: deps.logger,
    });
    if (typeof dispatcher === 'string')
        return { restart: () => Promise.resolve({ kind: 'failed', error: dispatcher }) };
    return githubRestarter({
        dispatcher,
        store,
        lineage,
        runId: runKey,
        by: 'finalize',
        until: () => deps.clock.now() + FINALIZE_DISPATCH_MS,
        takeOverAfterMs: settings.claimTimeoutMs,
        clock: deps.clock,
        logger: deps.logger,
    });
}
async function trainJob(api, settings, deps) {
    const { context, logger } = deps;
    if (!api || context.runId === '' || context.repo.owner === '')
        return undefined;
    try {
        const job = await findJob(api, context.repo, context.runId, settings.trainJob);
        if (!job)
            logger.warning(`no job named ${settings.trainJob} in this run (train-job)`);
        return job;
    }
    catch (error) {
        logger.warning(`could not read the train job's conclusion: ${(0,errors/* describeError */.U)(error)}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./build/cleanup/sweep.js + 1 modules
var sweep = __webpack_require__(76464);
// EXTERNAL MODULE: ./build/cleanup/sweep-repo.js + 1 modules
var sweep_repo = __webpack_require__(14688);
// EXTERNAL MODULE: ./build/report/janitor-summary.js
var janitor_summary = __webpack_require__(19855);
;// CONCATENATED MODULE: ./build/modes/janitor.js




async function janitorMode(settings, deps) {
    const { runnerToken, dryRun } = settings;
    const { plan, failures } = await (0,sweep_repo/* sweepRepo */.J)({
        ...settings,
        repo: deps.context.repo,
        runsApi: (0,github_api/* runApi */.ME)(deps, settings.githubToken),
        runnersApi: runnerToken === '' ? undefined : (0,github_api/* runApi */.ME)(deps, runnerToken),
        clock: deps.clock,
        logger: deps.logger,
    });
    await deps.writeSummary((0,janitor_summary/* janitorSummary */.u)(plan, dryRun, failures, 'markdown', settings.sweeps.length));
    if (failures.length > 0)
        throw new sweep/* IncompleteSweepError */.xF(failures);
    return plan;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./build/launch/clouds-in-reach.js



const SIGN_IN_MS = 60_000;
async function cloudsInReach(ladders, environment, logger, load = load_cloud/* loadCloud */.A) {
    const loaded = await Promise.all(ladders.map(async (ladder) => ({
        ladder,
        cloud: await load(ladder.cloud, environment, logger),
    })));
    if (loaded.length === 1)
        return loaded;
    const signedIn = await Promise.all(loaded.map(async (entry) => ({ ...entry, refusal: await signInRefusal(entry.cloud) })));
    for (const { ladder, refusal } of signedIn) {
        if (refusal === undefined)
            continue;
        logger.warning(`${clouds_cloud/* CLOUD_TITLES */.kb[ladder.cloud]}: no usable credentials (${refusal}), so its rungs are skipped; sign in to it in this job (docs/clouds.md) to use them`);
    }
    const usable = signedIn.filter(({ refusal }) => refusal === undefined);
    if (usable.length === 0)
        throw new errors/* UserError */.y(`no cloud of the ladder could be signed in to: ${signedIn.map(({ ladder, refusal }) => `${ladder.cloud}: ${refusal ?? ''}`).join('; ')}`);
    return usable.map(({ ladder, cloud }) => ({ ladder, cloud }));
}
async function signInRefusal(cloud) {
    if (cloud.signIn === undefined)
        return undefined;
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${SIGN_IN_MS / 1000} s`), SIGN_IN_MS);
    });
    try {
        const signed = cloud.signIn().then(() => undefined, (error) => (0,errors/* describeError */.U)(error));
        return await Promise.race([signed, late]);
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./build/launch/rung-launcher.js
function oneCloud(cloud, spec) {
    return { cloudOf: () => cloud, specOf: () => spec };
}
function cloudsLauncher(clouds) {
    const of = (rung) => {
        const own = clouds.get(rung.cloud);
        if (own === undefined)
            throw new Error(`no ${rung.cloud} adapter for a rung of the ladder`);
        return own;
    };
    return { cloudOf: (rung) => of(rung).cloud, specOf: (rung) => of(rung).spec };
}

;// CONCATENATED MODULE: ./build/records/gang-join.js




function joinKey(lineage, runId, node) {
    return `${(0,layout/* runPrefix */.cK)(lineage, runId)}join-node-${node}.json`;
}
function createJoinRecord(store, lineage, runId, record, options) {
    const text = `${JSON.stringify({ ...record, nonce: (0,external_node_crypto_.randomBytes)(8).toString('hex') }, null, 2)}\n`;
    return (0,create_once/* createOnce */.U)(store, joinKey(lineage, runId, record.node), text, options);
}
async function readJoinRecord(store, lineage, runId, node) {
    const key = joinKey(lineage, runId, node);
    const text = await store.readText(key);
    if (text === undefined)
        return `${key} does not exist: node 0 of run ${runId} never asked for replacement node ${node}`;
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return `${key} is not JSON`;
    }
    return isJoinRecord(value, node) ? value : `${key} is not a replacement request for node ${node}`;
}
function isJoinRecord(value, node) {
    if (typeof value !== 'object' || value === null)
        return false;
    const v = value;
    const count = (key) => Number.isSafeInteger(v[key]) && v[key] >= 0;
    return (v.node === node &&
        ['seat', 'replaces', 'nodes', 'minNodes'].every(count) &&
        v.seat < v.nodes &&
        typeof v.rendezvous === 'string' &&
        typeof v.reason === 'string' &&
        typeof v.requestedAt === 'string');
}
async function findJoinRecord(store, gangRun, node) {
    const index = await store.readText((0,layout/* runIndexKey */.fF)(gangRun));
    const lineage = index === undefined ? undefined : (0,layout/* lineageOfIndex */.R2)(index);
    if (lineage === undefined)
        throw new errors/* UserError */.y(`_restart: run ${gangRun} left no record in ${store.url}, so there is no gang for replacement node ${node}`);
    const record = await readJoinRecord(store, lineage, gangRun, node);
    if (typeof record === 'string')
        throw new errors/* UserError */.y(`_restart: ${record}`);
    return { lineage, record };
}

;// CONCATENATED MODULE: ./build/records/run-owner.js





async function takeRunKey(params) {
    const { store, identity, owner } = params;
    const key = (0,layout/* ownerKey */.lf)(identity.lineage, identity.runId, identity.node?.index);
    const text = `${JSON.stringify({ ...owner, nonce: (0,external_node_crypto_.randomBytes)(8).toString('hex') })}\n`;
    if (await (0,create_once/* createOnce */.U)(store, key, text, { ...params, whole: torn_record/* jsonObject */.o$ }))
        return;
    const other = describeOwner(await (0,create_once/* readCreated */.$)(store, key, torn_record/* jsonObject */.o$));
    if (identity.node) {
        throw new errors/* UserError */.y(`node-rank: ${other} already trains as node ${identity.node.index} of run ${identity.runId} of lineage ${identity.lineage}; ` +
            'each node of a gang needs its own node-rank, e.g. node-rank: ${{ matrix.rank }}');
    }
    throw new errors/* UserError */.y(`store: ${other} already trains under run key ${identity.runId} of lineage ${identity.lineage} in ${store.url}; ` +
        'two train steps of one workflow run (matrix legs, or two jobs) would overwrite each other’s checkpoints. ' +
        'Give each its own store prefix, e.g. store: s3://bucket/checkpoints/${{ matrix.name }}');
}
function describeOwner(text) {
    try {
        const owner = JSON.parse(text ?? '');
        return `job "${owner.job ?? '?'}" on runner "${owner.runner ?? '?'}" (since ${owner.since ?? '?'})`;
    }
    catch {
        return 'another train step';
    }
}

;// CONCATENATED MODULE: ./build/modes/train-replacement.js






async function gangStillTraining(store, lineage, gangRun) {
    const manifest = await (0,run_manifest/* readRunManifest */.tT)(store, lineage, gangRun);
    if (typeof manifest !== 'object')
        throw new errors/* UserError */.y(`run ${gangRun} of lineage ${lineage} has no usable manifest in ${store.url}`);
    if (manifest.state !== 'running')
        return `the gang's run ${gangRun} ended (${manifest.state}) before this replacement came`;
    if ((await store.readText((0,layout/* gangStopKey */.$9)(lineage, gangRun))) !== undefined)
        return `the gang of run ${gangRun} stopped before this replacement came`;
    return manifest;
}
async function enterAsReplacement(params) {
    const { store, gangRun, node, gang } = params;
    const { lineage, record } = await findJoinRecord(store, gangRun, node);
    if (record.seat !== gang.nodeRank || record.nodes !== gang.nodes)
        throw new errors/* UserError */.y(`node-rank: replacement node ${node} takes seat ${record.seat} of a gang of ${record.nodes}, but this step has node-rank ${gang.nodeRank} and nodes ${gang.nodes}; pass the launch's outputs (ranks, nodes) as for the gang`);
    const manifest = await gangStillTraining(store, lineage, gangRun);
    if (typeof manifest === 'string')
        return { unneeded: manifest };
    const identity = {
        lineage,
        runId: gangRun,
        attempt: manifest.attempt,
        node: { index: node, count: gang.nodes, minNodes: record.minNodes },
    };
    await takeRunKey({ ...params, identity, owner: params.owner });
    params.logger.info(`replacement node ${node} in seat ${record.seat} of the gang of run ${gangRun} (attempt ${manifest.attempt} of lineage ${lineage}), for node ${record.replaces}: ${record.reason}`);
    const gangRunSoFar = { runId: gangRun, manifest };
    return {
        identity,
        replaces: record.replaces,
        restoreFrom: async function* () {
            yield gangRunSoFar;
            yield* (0,records_lineage/* walkLineage */.X)(store, lineage, gangRun);
        },
    };
}

;// CONCATENATED MODULE: ./build/modes/launch-replacement.js






function notNeededOutputs(record) {
    return {
        [Output.labels]: '[]',
        [Output.ranks]: '[]',
        [Output.nodes]: String(record.nodes),
        [Output.rendezvous]: '',
    };
}
async function replacementLaunch(settings, restart, deps) {
    const node = restart.replacement;
    if (node === undefined)
        return undefined;
    const { logger } = deps;
    if (!settings.store)
        throw new errors/* UserError */.y(`store: required to launch replacement node ${node} (the _restart input names one): the gang's place and seat are kept in the store`);
    const store = await (0,open_store/* openStore */.C)(settings.store.location, { ...settings.store.options, logger });
    const gangRun = restart.runId;
    const { lineage, record } = await findJoinRecord(store, gangRun, node);
    const training = await gangStillTraining(store, lineage, gangRun);
    if (typeof training === 'string')
        return { unneeded: training, record };
    const where = gangPlace(settings.ladders, await (0,read_history/* readRunRecord */.lR)(store, lineage, gangRun, 'launch'));
    if (where === undefined)
        logger.warning(`run ${gangRun} left no launch record in ${store.url}, so the replacement climbs this step's own ladder and may land away from the gang`);
    logger.notice(`launching replacement node ${node} for seat ${record.seat} of the gang of run ${gangRun} (node ${record.replaces} left: ${record.reason})` +
        (where
            ? `, on ${where.instanceTypes.join(', ')} in ${where.zones.join(', ') || where.regions.join(', ')}`
            : ''));
    return {
        settings: {
            ...settings,
            ...(where === undefined ? {} : { ladders: [where] }),
            nodes: 1,
            hostMarket: 'spot',
        },
        gangRun,
        record,
        outputs: (base, label) => ({
            ...base,
            [Output.labels]: JSON.stringify(Array.from({ length: record.nodes }, (_, seat) => (seat === record.seat ? label : ''))),
            [Output.ranks]: JSON.stringify([record.seat]),
            [Output.nodes]: String(record.nodes),
            [Output.rendezvous]: record.rendezvous,
        }),
    };
}
function gangPlace(ladders, launched) {
    if (launched?.instanceType === undefined || launched.region === undefined)
        return undefined;
    const ladder = launched.cloud === undefined ? ladders[0] : ladders.find((own) => own.cloud === launched.cloud);
    if (ladder === undefined)
        return undefined;
    return {
        ...ladder,
        instanceTypes: [launched.instanceType],
        regions: [launched.region],
        zones: launched.zone === undefined ? ladder.zones : [launched.zone],
    };
}

;// CONCATENATED MODULE: ./build/github/runner-release.js
async function runnerRelease(api, version, arch) {
    const latest = version === 'latest';
    const { data } = await api.request(latest
        ? 'GET /repos/{owner}/{repo}/releases/latest'
        : 'GET /repos/{owner}/{repo}/releases/tags/{tag}', { owner: 'actions', repo: 'runner', ...(latest ? {} : { tag: `v${version}` }) }, `looking up actions/runner ${version}`);
    const release = data;
    const tag = release?.tag_name;
    const resolved = typeof tag === 'string' ? tag.replace(/^v/, '') : '';
    if (!/^\d+\.\d+\.\d+$/.test(resolved)) {
        throw new Error(`actions/runner release ${version} has no usable tag`);
    }
    const archive = `actions-runner-linux-${arch}-${resolved}.tar.gz`;
    const digest = release?.assets?.find((asset) => asset.name === archive)?.digest;
    const fromDigest = typeof digest === 'string' ? /^sha256:([0-9a-f]{64})$/.exec(digest)?.[1] : undefined;
    const fromNotes = new RegExp(`<!-- BEGIN SHA linux-${arch} -->([0-9a-f]{64})<!-- END SHA linux-${arch} -->`).exec(typeof release?.body === 'string' ? release.body : '')?.[1];
    const sha256 = fromDigest ?? fromNotes;
    if (sha256 === undefined) {
        throw new Error(`actions/runner ${resolved} lists no SHA-256 for ${archive}; set runner-sha256`);
    }
    return { version: resolved, sha256 };
}

;// CONCATENATED MODULE: ./build/launch/ladder.js


function ladderRungs(input) {
    const markets = input.onDemandOnly
        ? ['on-demand']
        : input.onDemandFallback
            ? ['spot', 'on-demand']
            : ['spot'];
    const rungs = [];
    for (const market of markets) {
        for (const { cloud, regions, zones: allZones, instanceTypes } of input.ladders) {
            for (const region of regions) {
                const zones = allZones.filter((zone) => zoneFitsRegion(zone, region));
                for (const instanceType of instanceTypes) {
                    if (zones.length === 0)
                        rungs.push({ cloud, instanceType, region, market });
                    for (const zone of zones)
                        rungs.push({ cloud, instanceType, region, zone, market });
                }
            }
        }
    }
    return rungs;
}
class NoRoomError extends Error {
    skipped;
    failed;
    constructor(skipped, failed = new Map()) {
        const onCloud = failed.size > 0 || new Set(skipped.map((s) => s.rung.cloud)).size > 1;
        const room = `no capacity on any of ${skipped.length} rungs: ${skipped.map((s) => `${describeRung(s.rung, onCloud)} (${(0,errors/* describeError */.U)(s.reason)})`).join('; ')}`;
        const clouds = [...failed].map(([cloud, error]) => `${cloud} failed: ${(0,errors/* describeError */.U)(error)}`);
        super([...clouds, ...(skipped.length > 0 || clouds.length === 0 ? [room] : [])].join('; '));
        this.skipped = skipped;
        this.failed = failed;
    }
}
async function climbLadder(launcher, rungs, logger, nodes = 1, now = Date.now, failed = new Map()) {
    const skipped = [];
    const acrossClouds = new Set(rungs.map((rung) => rung.cloud)).size > 1;
    for (const rung of rungs) {
        if (failed.has(rung.cloud))
            continue;
        const where = describeRung(rung, acrossClouds);
        logger.info(`trying ${where}`);
        const requestedAt = now();
        try {
            const [cloud, spec] = [launcher.cloudOf(rung), launcher.specOf(rung)];
            const gang = nodes === 1 ? [await cloud.launch(spec, rung)] : await cloud.launchGang(spec, rung, nodes);
            const launched = gang[0];
            if (!launched)
                throw new Error(`the cloud started no VM for ${where}`);
            return { launched, gang, rung, skipped, requestedAt, runningAt: now() };
        }
        catch (error) {
            if (!(error instanceof clouds_cloud/* CapacityError */.hG)) {
                if (!acrossClouds)
                    throw error;
                failed.set(rung.cloud, error);
                logger.warning(`${where} failed, so no other ${rung.cloud} rung is tried: ${(0,errors/* describeError */.U)(error)}`);
                continue;
            }
            const what = nodes === 1 ? 'capacity' : `capacity for all ${nodes} nodes`;
            logger.info(`no ${rung.market} ${what} for ${where}: ${error.message}`);
            skipped.push({ rung, reason: error.message, at: now() });
        }
    }
    throw new NoRoomError(skipped, failed);
}
function zoneFitsRegion(zone, region) {
    if (zone.startsWith(region) || zone.startsWith('subnet-'))
        return true;
    return !/^[a-z]+-[a-z]+[0-9]*-?[0-9]*[a-z]?$/.test(zone);
}
function namedZone(rung) {
    return rung.zone === undefined || rung.zone.startsWith('subnet-') ? undefined : rung.zone;
}
function describeRung(rung, onCloud = false) {
    const cloud = onCloud ? ` on ${clouds_cloud/* CLOUD_TITLES */.kb[rung.cloud]}` : '';
    return `${rung.market} ${rung.instanceType} in ${placeName(rung.region, rung.zone)}${cloud}`;
}
function placeName(region, zone) {
    if (zone === undefined || zone === '')
        return region;
    return /^\d+$/.test(zone) ? `${region} zone ${zone}` : zone;
}

;// CONCATENATED MODULE: ./build/launch/spot-wait.js


const SPOT_RETRY_MS = 2 * 60_000;
async function climbWaitingForSpot(params) {
    const { launcher, nodes, clock, logger } = params;
    const spot = params.rungs.filter((rung) => rung.market === 'spot');
    const onDemand = params.rungs.filter((rung) => rung.market === 'on-demand');
    const refused = [];
    const failed = new Map();
    const climb = async (rungs) => {
        if (rungs.length === 0)
            return undefined;
        try {
            const now = () => clock.now();
            const climbed = await climbLadder(launcher, rungs, logger, nodes, now, failed);
            return { ...climbed, skipped: [...refused, ...climbed.skipped] };
        }
        catch (error) {
            if (!(error instanceof NoRoomError))
                throw error;
            refused.push(...error.skipped);
            return undefined;
        }
    };
    let climbed = await climb(spot);
    while (climbed === undefined && spot.length > 0 && clock.now() < (params.waitUntil ?? 0)) {
        const wait = Math.min(SPOT_RETRY_MS, (params.waitUntil ?? 0) - clock.now());
        logger.info(`no spot room on any rung; the lineage is ahead of its deadline's pace, so waiting ${(0,duration/* formatDuration */.a3)(wait)} for spot (until ${new Date(params.waitUntil ?? 0).toISOString()}) before on-demand`);
        await clock.sleep(wait);
        climbed = await climb(spot);
    }
    climbed ??= await climb(onDemand);
    if (climbed === undefined)
        throw new NoRoomError(refused, failed);
    return climbed;
}

;// CONCATENATED MODULE: ./build/restart/succession.js


function continuingRun(successor) {
    return successor === '' ? 'another run (its record does not say which)' : `run ${successor}`;
}
async function claimSuccession(store, lineage, priorRunId, workflowRunId, options) {
    const key = (0,layout/* successorKey */.E9)(lineage, priorRunId);
    const named = (text) => text.trim() !== '';
    if (await (0,create_once/* createOnce */.U)(store, key, `${workflowRunId}\n`, { ...options, whole: named }))
        return { ok: true };
    const successor = (await (0,create_once/* readCreated */.$)(store, key, named))?.trim() ?? '';
    return successor === workflowRunId ? { ok: true } : { ok: false, successor };
}

;// CONCATENATED MODULE: ./build/launch/lineage-start.js


async function lineageStartedAt(store, lineage, runs) {
    const first = runs.find((run) => run.runId === lineage) ??
        [...runs].sort((a, b) => lineage_start_attemptOf(a) - lineage_start_attemptOf(b))[0];
    if (!first)
        return undefined;
    const [github, launch] = await Promise.all([
        (0,read_history/* readRunRecord */.lR)(store, lineage, first.runId, 'github'),
        (0,read_history/* readRunRecord */.lR)(store, lineage, first.runId, 'launch'),
    ]);
    const started = typeof first.manifest === 'string' ? undefined : first.manifest.startedAt;
    const times = [github?.runStartedAt, github?.runCreatedAt, launch?.vmRequestedAt, started]
        .map(records/* msOf */.QZ)
        .filter((ms) => ms !== undefined);
    return times.length === 0 ? undefined : Math.min(...times);
}
function lineage_start_attemptOf(run) {
    return typeof run.manifest === 'string' ? Number.MAX_SAFE_INTEGER : run.manifest.attempt;
}

;// CONCATENATED MODULE: ./build/launch/restart-policy.js





async function applyRestartPolicy(params) {
    const { store, restartOf, clock, logger, policy } = params;
    const index = await store.readText((0,layout/* runIndexKey */.fF)(restartOf));
    const lineage = (index === undefined ? '' : (0,layout/* lineageOfIndex */.R2)(index)) || restartOf;
    const succession = await claimSuccession(store, lineage, restartOf, params.workflowRunId, {
        clock,
        logger,
    });
    if (!succession.ok)
        return { duplicateOf: succession.successor };
    const runs = await (0,records_lineage/* readLineage */.K)(store, lineage);
    const manifests = runs.flatMap((run) => (typeof run.manifest === 'string' ? [] : [run.manifest]));
    const interruptions = manifests.filter((m) => m.state !== 'completed' && m.notice?.source !== 'hand-back').length;
    const prior = manifests.find((m) => m.runId === restartOf);
    if (prior && policy.backoffMs > 0) {
        const ended = Date.parse(prior.notice?.receivedAt ?? prior.updatedAt);
        const wait = ended + policy.backoffMs - clock.now();
        if (wait > 0) {
            logger.info(`restart-backoff: waiting ${(0,duration/* formatDuration */.a3)(wait)} before launching`);
            await clock.sleep(wait);
        }
    }
    const because = policy.onDemandAfter > 0 && interruptions >= policy.onDemandAfter
        ? `lineage ${lineage} has been interrupted ${interruptions} times (on-demand-after ${policy.onDemandAfter})`
        : await pastDeadline(params, lineage, runs);
    if (because === undefined)
        return { onDemandOnly: false, interruptions, runs };
    logger.info(`${because}: launching on-demand`);
    return { onDemandOnly: true, interruptions, runs, because };
}
async function pastDeadline(params, lineage, runs) {
    const limit = params.policy.onDemandAfterMs ?? 0;
    if (limit <= 0)
        return undefined;
    const started = await lineageStartedAt(params.store, lineage, runs);
    if (started === undefined) {
        params.logger.warning(`on-demand-after-time: the start of lineage ${lineage} is not recorded; launching as usual`);
        return undefined;
    }
    const age = params.clock.now() - started;
    if (age < limit)
        return undefined;
    return `lineage ${lineage} started ${(0,duration/* formatDuration */.a3)(age)} ago (${new Date(started).toISOString()}), past on-demand-after-time ${(0,duration/* formatDuration */.a3)(limit)}`;
}

;// CONCATENATED MODULE: ./build/placement/deadline.js

const MAX_SPOT_WAIT_MS = 5 * 3_600_000;
function chooseMarket(state) {
    const { now, deadlineAt, totalSteps, doneSteps } = state;
    if (totalSteps === undefined) {
        return {
            market: 'spot',
            onDemandIfNoSpot: true,
            why: 'the total of steps is unknown (give total-steps, or have the trainer print step N/M), so the work left is unknown: spot, and on-demand at once if no spot rung has room',
        };
    }
    const stepsLeft = Math.max(0, totalSteps - doneSteps);
    const own = state.msPerStep !== undefined && state.msPerStep > 0;
    const msPerStep = own ? state.msPerStep : state.peerMsPerStep;
    if (msPerStep === undefined || !(msPerStep > 0)) {
        return {
            market: 'spot',
            onDemandIfNoSpot: true,
            why: `no step time measured yet (step ${doneSteps} of ${totalSteps}), so the work left is unknown: spot, and on-demand at once if no spot rung has room, which hands back to spot once it has timed the pace`,
        };
    }
    const remainingMs = stepsLeft * msPerStep;
    const perReclaimMs = state.restartMs + state.lostMs;
    const slackMs = deadlineAt - now - remainingMs - state.restartMs;
    const pace = own ? '' : ` at the step time earlier lineages of this training measured`;
    const figures = `${(0,duration/* formatDuration */.a3)(remainingMs)} of training left${pace} (step ${doneSteps} of ${totalSteps}), ${(0,duration/* formatDuration */.a3)(Math.max(0, deadlineAt - now))} to the deadline`;
    if (slackMs < perReclaimMs) {
        const why = slackMs < 0
            ? `${figures}: the deadline cannot be met even on-demand, which gets closest`
            : `${figures}: the slack of ${(0,duration/* formatDuration */.a3)(slackMs)} would not survive one more reclaim (about ${(0,duration/* formatDuration */.a3)(perReclaimMs)})`;
        return { market: 'on-demand', onDemandIfNoSpot: true, why, remainingMs, slackMs };
    }
    const spotWaitUntil = now + Math.min(slackMs - perReclaimMs, MAX_SPOT_WAIT_MS);
    return {
        market: 'spot',
        spotWaitUntil,
        onDemandIfNoSpot: true,
        why: `${figures}, ${paceOf(state, totalSteps)}: spot, waiting up to ${(0,duration/* formatDuration */.a3)(spotWaitUntil - now)} for spot room before on-demand, while the slack of ${(0,duration/* formatDuration */.a3)(slackMs)} survives a reclaim (about ${(0,duration/* formatDuration */.a3)(perReclaimMs)})`,
        remainingMs,
        slackMs,
    };
}
function paceOf(state, totalSteps) {
    const span = Math.max(1, state.deadlineAt - state.startedAt);
    const timeShare = Math.min(1, Math.max(0, (state.now - state.startedAt) / span));
    const doneShare = totalSteps > 0 ? Math.min(1, state.doneSteps / totalSteps) : 1;
    const where = doneShare >= timeShare ? 'ahead of' : 'behind';
    return `${percent(doneShare)} of the steps done, ${percent(timeShare)} of the time gone (${where} a uniform pace)`;
}
const percent = (share) => `${(share * 100).toFixed(0)} %`;

;// CONCATENATED MODULE: ./build/placement/evidence.js
function hasSpotHistory(evidence) {
    return evidence.spells.length > 0 || evidence.misses.length > 0;
}
const NO_EVIDENCE = {
    spells: [],
    launches: [],
    misses: [],
    restartMs: [],
    lostMs: [],
};
function fitsPlace(seen, rung) {
    if (seen.type !== rung.type || seen.region !== rung.region)
        return false;
    if (seen.cloud !== undefined && rung.cloud !== undefined && seen.cloud !== rung.cloud)
        return false;
    return rung.zone === undefined || seen.zone === rung.zone;
}

;// CONCATENATED MODULE: ./build/placement/hand-back.js

const HAND_BACK_WORTH = 3;
function handBackChoice(state) {
    const { now, deadlineAt, totalSteps, doneSteps, restartMs, lostMs } = state;
    if (state.restartsLeft < 2) {
        return {
            handBack: false,
            ground: 'max-restarts',
            why: 'max-restarts leaves no restart for a reclaim after a hand-back',
        };
    }
    if (now < state.notBefore) {
        return {
            handBack: false,
            ground: 'waiting',
            why: `an earlier hand-back found spot short; asking again in ${(0,duration/* formatDuration */.a3)(state.notBefore - now)}`,
        };
    }
    if (totalSteps === undefined) {
        return { handBack: false, ground: 'unknown-total', why: 'the total of steps is unknown' };
    }
    if (state.msPerStep === undefined || !(state.msPerStep > 0)) {
        return { handBack: false, ground: 'untimed', why: 'no step time measured yet in this attempt' };
    }
    const remainingMs = Math.max(0, totalSteps - doneSteps) * state.msPerStep;
    const slackMs = deadlineAt - now - remainingMs - restartMs;
    const figures = `${(0,duration/* formatDuration */.a3)(remainingMs)} of training left (step ${doneSteps} of ${totalSteps}), ${(0,duration/* formatDuration */.a3)(Math.max(0, deadlineAt - now))} to the deadline`;
    if (remainingMs < HAND_BACK_WORTH * restartMs) {
        return {
            handBack: false,
            ground: 'little-left',
            why: `${figures}: too little left to be worth a restart (${(0,duration/* formatDuration */.a3)(restartMs)})`,
        };
    }
    const neededMs = restartMs + lostMs + restartMs;
    if (slackMs < neededMs) {
        return {
            handBack: false,
            ground: 'short-slack',
            why: `${figures}: after a hand-back the slack of ${(0,duration/* formatDuration */.a3)(Math.max(0, slackMs))} would not survive a reclaim and a return to on-demand (about ${(0,duration/* formatDuration */.a3)(neededMs)})`,
        };
    }
    return {
        handBack: true,
        ground: 'ahead',
        why: `${figures}: the slack of ${(0,duration/* formatDuration */.a3)(slackMs)} after a restart survives a reclaim and a return to on-demand (about ${(0,duration/* formatDuration */.a3)(neededMs)}), so the lineage goes back to spot`,
    };
}
function handBackDelay(cooldownMs, earlierHandBacks) {
    if (earlierHandBacks <= 0)
        return 0;
    return cooldownMs * 2 ** Math.min(earlierHandBacks - 1, 10);
}
const MIN_TIMED_STEPS = 10;
const MIN_TIMED_MS = 10 * 60_000;
function measuredStepTime(first, last) {
    const steps = last.step - first.step;
    const ms = last.at - first.at;
    if (steps <= 0 || ms <= 0)
        return undefined;
    if (steps < MIN_TIMED_STEPS && ms < MIN_TIMED_MS)
        return undefined;
    return ms / steps;
}

;// CONCATENATED MODULE: ./build/placement/hazard.js

const hazard_HOUR_MS = 3_600_000;
const DEFAULT_PRIOR = { perHour: 0.05, weightHours: 4 };
function exposureOf(spells, now, place) {
    let vmHours = 0;
    let reclaims = 0;
    for (const spell of spells) {
        if (place !== undefined && !fitsPlace(spell, place))
            continue;
        const end = Math.min(spell.reclaimedAt ?? spell.endedAt ?? now, now);
        if (end <= spell.startedAt)
            continue;
        vmHours += (end - spell.startedAt) / hazard_HOUR_MS;
        if (spell.reclaimedAt !== undefined && spell.reclaimedAt <= now)
            reclaims++;
    }
    return { vmHours, reclaims };
}
function hazardPerHour(seen, prior) {
    return (seen.reclaims + prior.perHour * prior.weightHours) / (seen.vmHours + prior.weightHours);
}

;// CONCATENATED MODULE: ./build/placement/history-evidence.js


function evidenceOf(lineages, clouds) {
    const spells = [];
    const launches = [];
    const misses = [];
    const restartMs = [];
    const lostMs = [];
    for (const history of lineages) {
        for (const run of history) {
            misses.push(...missesOf(run).filter((miss) => clouds.includes(miss.cloud ?? '')));
            if (run.cloud === undefined || !clouds.includes(run.cloud))
                continue;
            const place = placeOf(run);
            if (place === undefined || run.market === undefined)
                continue;
            launches.push({ ...place, market: run.market });
            const spell = run.market === 'spot' ? spellOf(run, place) : undefined;
            if (spell === undefined)
                continue;
            spells.push(spell);
            const lost = lostOf(run, spell);
            if (lost !== undefined)
                lostMs.push(lost);
        }
        for (const timeline of (0,resume_timeline/* resumeTimelines */.w)(history)) {
            if (timeline.totalMs !== null)
                restartMs.push(timeline.totalMs);
        }
    }
    return { spells, launches, misses, restartMs, lostMs };
}
function placeOf(run) {
    if (run.type === undefined || run.region === undefined)
        return undefined;
    return {
        ...(run.cloud === undefined ? {} : { cloud: run.cloud }),
        type: run.type,
        region: run.region,
        ...(run.zone === undefined ? {} : { zone: run.zone }),
    };
}
function spellOf(run, place) {
    if (run.vmStartedAt === undefined)
        return undefined;
    const reclaimedAt = run.interrupted === undefined ? undefined : (run.points.notice ?? run.vmEndedAt);
    return {
        ...place,
        startedAt: run.vmStartedAt,
        ...(run.vmEndedAt === undefined ? {} : { endedAt: run.vmEndedAt }),
        ...(reclaimedAt === undefined ? {} : { reclaimedAt }),
    };
}
function lostOf(run, spell) {
    if (spell.reclaimedAt === undefined || run.lastDurableAt === undefined)
        return undefined;
    return Math.max(0, spell.reclaimedAt - run.lastDurableAt);
}
function missesOf(run) {
    return run.passedOver.flatMap((passed) => {
        const at = (0,records/* msOf */.QZ)(passed.at);
        const cloud = passed.cloud ?? run.cloud;
        if (at === undefined)
            return [];
        return [
            {
                ...(cloud === undefined ? {} : { cloud }),
                type: passed.instanceType,
                region: passed.region,
                ...(passed.zone === undefined ? {} : { zone: passed.zone }),
                market: passed.market,
                at,
            },
        ];
    });
}

;// CONCATENATED MODULE: ./build/placement/lineage-progress.js
function lineageProgress(history) {
    let doneSteps = 0;
    let printedTotal;
    let trainedMs = 0;
    let trainedSteps = 0;
    for (const run of history) {
        if (run.lastStep !== undefined)
            doneSteps = Math.max(doneSteps, run.lastStep);
        if (run.totalSteps !== undefined)
            printedTotal = run.totalSteps;
        const timed = timedSteps(run);
        if (timed === undefined)
            continue;
        trainedMs += timed.ms;
        trainedSteps += timed.steps;
    }
    return {
        doneSteps,
        ...(printedTotal === undefined ? {} : { printedTotal }),
        ...(trainedSteps > 0 ? { msPerStep: trainedMs / trainedSteps } : {}),
    };
}
function stepTimesByType(histories) {
    const sums = new Map();
    for (const run of histories.flat()) {
        const timed = timedSteps(run);
        if (run.type === undefined || timed === undefined)
            continue;
        const sum = sums.get(run.type) ?? { ms: 0, steps: 0 };
        sums.set(run.type, { ms: sum.ms + timed.ms, steps: sum.steps + timed.steps });
    }
    return new Map([...sums].map(([type, sum]) => [type, sum.ms / sum.steps]));
}
function timedSteps(run) {
    const start = run.points.firstStep;
    const end = run.points.notice ?? run.points.attemptEnded;
    const { firstStep, lastStep } = run;
    if (start === undefined || end === undefined || end <= start)
        return undefined;
    if (firstStep === undefined || lastStep === undefined || lastStep <= firstStep)
        return undefined;
    return { ms: end - start, steps: lastStep - firstStep };
}

;// CONCATENATED MODULE: ./build/placement/peer-pace.js


function peerStepTime(peers, totalSteps) {
    if (totalSteps === undefined)
        return undefined;
    return median(peers
        .map(lineageProgress)
        .filter((p) => p.printedTotal === totalSteps ||
        (p.printedTotal === undefined && p.doneSteps === totalSteps))
        .flatMap((p) => (p.msPerStep === undefined ? [] : [p.msPerStep])));
}
function slownessOf(settings, histories, rungs) {
    const [current, ...others] = histories;
    if (current === undefined)
        return {};
    const total = settings.placement.totalSteps ?? lineageProgress(current).printedTotal;
    const same = total === undefined
        ? [current]
        : [current, ...others.filter((h) => lineageProgress(h).printedTotal === total)];
    const times = stepTimesByType(same);
    const types = [...new Set(rungs.filter((r) => r.market === 'spot').map((r) => r.instanceType))];
    const measured = types.flatMap((type) => {
        const ms = times.get(type);
        return ms === undefined ? [] : [ms];
    });
    if (types.length < 2 || measured.length < types.length)
        return {};
    const fastest = Math.min(...measured);
    return {
        slowness: (rung) => rung.market === 'spot' ? (times.get(rung.instanceType) ?? fastest) / fastest : undefined,
    };
}

;// CONCATENATED MODULE: ./build/placement/overheads.js

const DEFAULT_RESTART_MS = 6 * 60_000;
const DEFAULT_LOST_MS = 5 * 60_000;
function overheadsOf(restartMs, lostMs) {
    const restart = median(restartMs.filter((ms) => ms >= 0));
    const lost = median(lostMs.filter((ms) => ms >= 0));
    return {
        restartMs: restart ?? DEFAULT_RESTART_MS,
        lostMs: lost ?? DEFAULT_LOST_MS,
        restartFrom: restart === undefined
            ? 'no restart measured yet, a default'
            : `median of ${restartMs.length} measured`,
        lostFrom: lost === undefined
            ? 'no interruption measured yet, a default'
            : `median of ${lostMs.length} measured`,
    };
}

;// CONCATENATED MODULE: ./build/placement/rank-rungs.js




const rank_rungs_HOUR_MS = 3_600_000;
const MISS_MS = 60_000;
const TIE = Math.log(1.02);
function rankRungs(input) {
    const { evidence, now } = input;
    const overheads = overheadsOf(evidence.restartMs, evidence.lostMs);
    const pool = exposureOf(evidence.spells, now);
    const poolPrior = {
        perHour: hazardPerHour(pool, input.prior),
        weightHours: input.prior.weightHours,
    };
    const perReclaimHours = (overheads.restartMs + overheads.lostMs) / rank_rungs_HOUR_MS;
    const rows = input.rungs.map((rung, given) => rowOf(input, rung, given, poolPrior, perReclaimHours));
    if (input.order === 'as-given') {
        return {
            rungs: input.rungs,
            rows,
            basis: 'your order (ladder-order: as-given)',
            overheads,
            cooling: 0,
        };
    }
    const learned = pool.vmHours > 0 || evidence.misses.length > 0;
    const priced = rows.every((row) => row.price !== undefined);
    const scored = !learned && rows.some((row) => row.score !== undefined);
    const ordered = [...rows].sort((a, b) => compareRows(a, b, learned, priced, scored));
    const cooling = ordered.filter((row) => row.reclaimedAt !== undefined).length;
    const basis = scored
        ? `${input.scoreSource ?? "the cloud's placement scores"}, as the store has no spot history yet; your order breaks ties`
        : basisOf(learned, priced, pool.vmHours, evidence.spells.length, cooling);
    return { rungs: ordered.map((row) => row.rung), rows: ordered, basis, overheads, cooling };
}
function rowOf(input, rung, given, poolPrior, perReclaimHours) {
    const place = {
        cloud: rung.cloud,
        type: rung.instanceType,
        region: rung.region,
        ...zoneOf(rung),
    };
    const own = exposureOf(input.evidence.spells, input.now, place);
    const fits = (list) => list.filter((item) => item.market === rung.market && fitsPlace(item, place)).length;
    const launches = fits(input.evidence.launches);
    const misses = fits(input.evidence.misses);
    const hazard = rung.market === 'spot' ? hazardPerHour(own, poolPrior) : 0;
    const missHours = ((misses / (launches + 1)) * MISS_MS) / rank_rungs_HOUR_MS;
    const slowness = input.slowness?.(rung);
    const wasteFactor = (1 + hazard * (perReclaimHours + missHours)) * (slowness ?? 1);
    const price = input.price(rung);
    const egress = input.reach && egressUsdPerHour(rung.cloud, input.reach.store, hazard);
    const reclaimedAt = rung.market === 'spot' ? lastReclaim(input, place) : undefined;
    const score = rung.market === 'spot' ? input.score?.(rung) : undefined;
    return {
        rung,
        given,
        vmHours: own.vmHours,
        reclaims: own.reclaims,
        launches,
        misses,
        hazard,
        ...(price === undefined
            ? {}
            : { price, costPerUsefulHour: (price + (egress ?? 0)) * wasteFactor }),
        ...(egress === undefined ? {} : { egress }),
        wasteFactor,
        ...(reclaimedAt === undefined ? {} : { reclaimedAt }),
        ...(score === undefined ? {} : { score }),
        ...(slowness === undefined ? {} : { slowness }),
    };
}
function lastReclaim(input, place) {
    let last;
    for (const spell of input.evidence.spells) {
        const at = spell.reclaimedAt;
        if (at === undefined || at > input.now || input.now - at >= input.cooldownMs)
            continue;
        if (fitsPlace(spell, place) && (last === undefined || at > last))
            last = at;
    }
    return last;
}
function compareRows(a, b, learned, priced, scored) {
    const market = marketRank(a) - marketRank(b);
    if (market !== 0)
        return market;
    const cooling = Number(a.reclaimedAt !== undefined) - Number(b.reclaimedAt !== undefined);
    if (cooling !== 0)
        return cooling;
    if (learned && a.rung.market === 'spot') {
        const score = (row) => Math.round(Math.log(priced ? (row.costPerUsefulHour ?? 1) : row.wasteFactor) / TIE);
        const byScore = score(a) - score(b);
        if (byScore !== 0)
            return byScore;
    }
    if (scored && a.rung.market === 'spot') {
        const byPrior = (b.score ?? -1) - (a.score ?? -1);
        if (byPrior !== 0)
            return byPrior;
    }
    return a.given - b.given;
}
const marketRank = (row) => (row.rung.market === 'spot' ? 0 : 1);
function basisOf(learned, priced, vmHours, spells, cooling) {
    const cool = cooling > 0
        ? `; ${cooling} reclaimed rung${cooling === 1 ? '' : 's'} cooling down, tried last`
        : '';
    if (!learned)
        return `your order: the store has no spot history yet${cool}`;
    const what = `${spells} spot VM${spells === 1 ? '' : 's'}, ${vmHours.toFixed(1)} VM-hours in the store's history`;
    return priced
        ? `expected cost per useful hour, from ${what}${cool}`
        : `expected share of time lost to reclaims (a price is unknown), from ${what}${cool}`;
}
function zoneOf(rung) {
    return rung.zone === undefined ? {} : { zone: rung.zone };
}

;// CONCATENATED MODULE: ./build/placement/prior-scores.js



const SCORE_SOURCES = {
    aws: 'AWS Spot placement scores',
    gcp: "GCP's placement scores",
    azure: 'Azure Spot Placement Scores',
};
async function priorScores(settings, rungs, evidence, clouds, logger) {
    const spot = rungs.filter((rung) => rung.market === 'spot');
    if (settings.placement.order !== 'learned' || hasSpotHistory(evidence) || spot.length < 2)
        return {};
    const asked = await Promise.all((clouds ?? []).map(async (cloud) => {
        const { name } = cloud;
        const own = spot.filter((rung) => rung.cloud === name);
        const which = (clouds?.length ?? 0) > 1 ? 'its' : 'the';
        const scores = own.length === 0
            ? []
            : await scoresOf(cloud, own, { nodes: settings.nodes, which }, logger);
        return { name, scores };
    }));
    const scored = asked.filter(({ scores }) => scores.length > 0);
    if (scored.length === 0)
        return {};
    return {
        score: (rung) => scored
            .find(({ name }) => name === rung.cloud)
            ?.scores.find((s) => s.type === rung.instanceType && s.region === rung.region && s.zone === namedZone(rung))?.score,
        scoreSource: scored.map(({ name }) => SCORE_SOURCES[name]).join(' and '),
    };
}
async function scoresOf(cloud, spot, { nodes, which }, logger) {
    if (cloud.placementScores === undefined)
        return [];
    try {
        return await cloud.placementScores({
            types: [...new Set(spot.map((rung) => rung.instanceType))],
            regions: [...new Set(spot.map((rung) => rung.region))],
            zonal: spot.some((rung) => namedZone(rung) !== undefined),
            nodes,
        });
    }
    catch (error) {
        logger.warning(`could not read ${SCORE_SOURCES[cloud.name]} (${(0,errors/* describeError */.U)(error)}); trying ${which} rungs in your order`);
        return [];
    }
}

;// CONCATENATED MODULE: ./build/placement/read-evidence.js


const EVIDENCE_LIMITS = { lineages: 20, runsPerLineage: 20 };
async function readStoreHistory(store, current, limits = EVIDENCE_LIMITS) {
    const listed = (await (0,lineage_index/* listLineages */.hp)(store)).filter((lineage) => lineage !== current);
    const room = current === undefined ? limits.lineages : limits.lineages - 1;
    const newest = listed.sort(newestFirst).slice(0, Math.max(0, room));
    const chosen = current === undefined ? newest : [current, ...newest];
    return Promise.all(chosen.map((lineage) => (0,read_history/* readLineageHistory */.gY)(store, lineage, { newest: limits.runsPerLineage })));
}
function newestFirst(a, b) {
    const numeric = /^\d+$/;
    if (numeric.test(a) && numeric.test(b)) {
        return b.length - a.length || (b < a ? -1 : b > a ? 1 : 0);
    }
    return b < a ? -1 : b > a ? 1 : 0;
}

;// CONCATENATED MODULE: ./build/placement/store-traffic.js

const store_traffic_HOUR_MS = 3_600_000;
function storeTrafficOf(storeUrl, current, peers) {
    const cloud = storeCloudOf(storeUrl);
    if (cloud === undefined)
        return undefined;
    const restoreBytes = Math.max(0, ...current.map((run) => run.traffic.restoredBytes / nodesOf(run)));
    const own = uploadRate(current);
    return {
        cloud,
        restoreBytes,
        uploadBytesPerHour: own ?? uploadRate(peers.flat()) ?? 0,
    };
}
function uploadRate(runs) {
    let bytes = 0;
    let vmHours = 0;
    for (const run of runs) {
        if (run.vmStartedAt === undefined || run.vmEndedAt === undefined)
            continue;
        const hours = ((run.vmEndedAt - run.vmStartedAt) / store_traffic_HOUR_MS) * nodesOf(run);
        if (!(hours > 0))
            continue;
        bytes += run.traffic.uploadedBytes;
        vmHours += hours;
    }
    return vmHours > 0 ? bytes / vmHours : undefined;
}
function nodesOf(run) {
    return run.nodes !== undefined && run.nodes > 0 ? run.nodes : 1;
}

;// CONCATENATED MODULE: ./build/placement/launch-plan.js

















const launch_plan_HOUR_MS = 3_600_000;
async function planLadder(params) {
    const { settings, store, lineage, clock, logger } = params;
    const now = clock.now();
    const histories = store ? await readHistories(store, lineage, logger) : [];
    const clouds = settings.ladders.map((ladder) => ladder.cloud);
    const evidence = histories.length > 0 ? evidenceOf(histories, clouds) : NO_EVIDENCE;
    const current = lineage === undefined ? undefined : histories[0];
    const decided = params.onDemandOnly || !store || lineage === undefined || !settings.placement.deadline
        ? undefined
        : await deadlineChoice(settings, store, { lineage, runs: params.lineageRuns }, current ?? [], histories.slice(1), evidence, now);
    const market = decided?.choice;
    const onDemandOnly = params.onDemandOnly || market?.market === 'on-demand';
    const base = ladderRungs({
        ...settings,
        onDemandFallback: settings.onDemandFallback || market?.onDemandIfNoSpot === true,
        onDemandOnly,
    });
    const prices = await rungPrices(settings, base, evidence, now, logger, params.sourceFor);
    const scores = store ? await priorScores(settings, base, evidence, params.clouds, logger) : {};
    const storeTraffic = params.storeUrl === undefined || clouds.length < 2
        ? undefined
        : storeTrafficOf(params.storeUrl, current ?? [], histories.slice(current ? 1 : 0));
    const ranked = rankRungs({
        rungs: base,
        evidence,
        now,
        cooldownMs: settings.placement.cooldownMs,
        order: settings.placement.order,
        prior: DEFAULT_PRIOR,
        price: (rung) => prices.get(rung),
        ...scores,
        ...slownessOf(settings, lineage === undefined ? [] : histories, base),
        ...(storeTraffic === undefined ? {} : { reach: { store: storeTraffic } }),
    });
    return {
        rungs: ranked.rungs,
        ranked,
        ...(market === undefined ? {} : { market }),
        ...(market?.market === 'on-demand' ? { onDemandBecause: `deadline: ${market.why}` } : {}),
        ...(decided === undefined ? {} : { deadline: decided.figures }),
    };
}
async function readHistories(store, lineage, logger) {
    try {
        return await readStoreHistory(store, lineage);
    }
    catch (error) {
        logger.warning(`could not read the store's history for the ladder's order (${(0,errors/* describeError */.U)(error)}); trying the rungs as given`);
        return [];
    }
}
async function deadlineChoice(settings, store, { lineage, runs }, history, peers, evidence, now) {
    const deadline = settings.placement.deadline;
    if (!deadline)
        return undefined;
    const startedAt = (await lineageStartedAt(store, lineage, runs ?? (await (0,records_lineage/* readLineage */.K)(store, lineage)))) ?? now;
    const deadlineAt = 'at' in deadline ? deadline.at : startedAt + deadline.afterMs;
    const progress = lineageProgress(history);
    const totalSteps = settings.placement.totalSteps ?? progress.printedTotal;
    const peerMsPerStep = peerStepTime(peers, totalSteps);
    const overheads = overheadsOf(evidence.restartMs, evidence.lostMs);
    const figures = {
        deadlineAt,
        ...(totalSteps === undefined ? {} : { totalSteps }),
        restartMs: overheads.restartMs,
        lostMs: overheads.lostMs,
        handBackAfterMs: handBackDelay(settings.placement.cooldownMs, history.filter((run) => run.handedBack).length),
    };
    const choice = chooseMarket({
        now,
        deadlineAt,
        startedAt,
        ...(totalSteps === undefined ? {} : { totalSteps }),
        doneSteps: progress.doneSteps,
        ...(progress.msPerStep === undefined ? {} : { msPerStep: progress.msPerStep }),
        ...(peerMsPerStep === undefined ? {} : { peerMsPerStep }),
        restartMs: overheads.restartMs,
        lostMs: overheads.lostMs,
    });
    return { choice, figures };
}
async function rungPrices(settings, rungs, evidence, now, logger, sourceFor) {
    const prices = new Map();
    if (settings.placement.order !== 'learned' || !hasSpotHistory(evidence))
        return prices;
    const book = new PriceBook({
        userPrices: settings.placement.prices,
        logger,
        sourceFor,
    });
    await Promise.all(rungs.map(async (rung) => {
        const rate = await book.paidRate(usageOf(rung, now));
        if (rate.known)
            prices.set(rung, rate.usdPerHour);
    }));
    return prices;
}
function usageOf(rung, now) {
    const zone = namedZone(rung);
    return {
        runId: 'next',
        attempt: 0,
        cloud: rung.cloud,
        region: rung.region,
        ...(zone === undefined ? {} : { zone }),
        type: rung.instanceType,
        market: rung.market,
        nodes: 1,
        vmStartedAt: now - launch_plan_HOUR_MS,
        vmEndedAt: now,
    };
}

;// CONCATENATED MODULE: ./build/modes/launch-placement.js









async function placeLaunch(settings, run, deps) {
    const placed = run.replacement
        ? { onDemandOnly: false }
        : await restartPlacement(settings, run.restartOf, run.runId, deps);
    const plan = await planLadder({
        settings,
        clouds: run.clouds,
        store: placed.store,
        lineage: placed.lineage,
        ...(placed.store === undefined ? {} : { storeUrl: placed.store.url }),
        ...(placed.lineageRuns === undefined ? {} : { lineageRuns: placed.lineageRuns }),
        onDemandOnly: placed.onDemandOnly,
        clock: deps.clock,
        logger: deps.logger,
        sourceFor: cloudPricesLoader(settings.clouds),
    });
    const because = placed.because ?? plan.onDemandBecause;
    return { ...placed, plan, ...(because === undefined ? {} : { because }) };
}
async function restartPlacement(settings, restartOf, runId, deps) {
    const { logger, clock, context } = deps;
    if (!settings.store)
        return { onDemandOnly: false };
    const store = await (0,open_store/* openStore */.C)(settings.store.location, { ...settings.store.options, logger });
    let placement = { onDemandOnly: false };
    if (restartOf !== '') {
        const applied = await applyRestartPolicy({
            store,
            restartOf,
            workflowRunId: runId,
            policy: settings.policy,
            clock,
            logger,
        });
        if ('duplicateOf' in applied) {
            throw new errors/* UserError */.y(`${continuingRun(applied.duplicateOf)} already continues run ${restartOf}; this run is a second dispatch of the same restart and launches nothing`);
        }
        const { runs, ...rest } = applied;
        placement = { ...rest, lineageRuns: runs };
    }
    const restartFrom = restartOf === '' ? undefined : restartOf;
    const runKey = (0,run_context/* runKeyOf */.kB)(context);
    const { identity } = await recordRun({ store, runKey, restartFrom, clock, logger });
    const history = new history_recorder/* HistoryRecorder */.p({
        store,
        lineage: identity.lineage,
        runId: runKey,
        clock,
        logger,
    });
    return { ...placement, history, store, lineage: identity.lineage };
}

// EXTERNAL MODULE: ./build/settings/ranges.js
var ranges = __webpack_require__(13496);
// EXTERNAL MODULE: ./build/settings/values.js
var values = __webpack_require__(39416);
;// CONCATENATED MODULE: ./build/settings/gang.js




function parseGangSettings(source) {
    const nodes = (0,values/* parseInteger */.cG)(source.text(input_names/* Input */.pd.nodes), input_names/* Input */.pd.nodes, ranges/* NODES_RANGE */.QJ);
    const rankText = source.text(input_names/* Input */.pd.nodeRank, nodes === 1 ? '0' : '');
    if (rankText === '') {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.nodeRank}: required with ${input_names/* Input */.pd.nodes}: ${nodes}; pass the matrix value, e.g. node-rank: \${{ matrix.rank }}`);
    }
    const nodeRank = (0,values/* parseInteger */.cG)(rankText, input_names/* Input */.pd.nodeRank, { min: 0, max: nodes - 1 });
    const rendezvousText = source.text(input_names/* Input */.pd.rendezvous);
    if (rendezvousText === '' && nodes > 1) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.rendezvous}: required with ${input_names/* Input */.pd.nodes}: ${nodes}; pass the launch step's output, e.g. rendezvous: \${{ needs.launch.outputs.rendezvous }}`);
    }
    const minText = source.text(input_names/* Input */.pd.minNodes);
    const minNodes = minText === '' ? nodes : (0,values/* parseInteger */.cG)(minText, input_names/* Input */.pd.minNodes, { min: 1, max: nodes });
    const elastic = minNodes < nodes;
    return {
        nodes,
        nodeRank,
        ...(elastic ? { minNodes } : {}),
        ...(rendezvousText === ''
            ? {}
            : { rendezvous: parseEndpoint(rendezvousText, input_names/* Input */.pd.rendezvous) }),
    };
}
function parseEndpoint(value, name) {
    const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?):([0-9]{1,5})$/.exec(value.trim());
    const port = match ? Number(match[2]) : Number.NaN;
    if (!match?.[1] || !(port >= 1 && port <= 65534)) {
        throw new errors/* UserError */.y(`${name}: "${value}" is not host:port (a port from 1 to 65534, since the next port carries spot-train's notices); expected e.g. 10.0.1.15:29500`);
    }
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
}
function endpointText(endpoint) {
    return endpoint.host.includes(':')
        ? `[${endpoint.host}]:${endpoint.port}`
        : `${endpoint.host}:${endpoint.port}`;
}

;// CONCATENATED MODULE: ./build/launch/host-market.js
const HOST_ON_DEMAND_WHY = "host-market: on-demand; node 0 hosts torchrun's c10d rendezvous, " +
    'and its reclaim restarts the whole gang, so it is kept off spot';
function onDemandNodes(climbed) {
    if (climbed.rung.market !== 'spot')
        return 0;
    return climbed.gang.filter((vm) => vm.market === 'on-demand').length;
}
function onGangMarket(climbed) {
    return climbed.gang.find((vm) => vm.market === climbed.rung.market);
}

;// CONCATENATED MODULE: ./build/modes/launch-outputs.js




function launchOutputs(params) {
    const { climbed, labels } = params;
    const { instance, instanceType } = climbed.launched;
    const { market } = climbed.rung;
    const pricePerHour = onGangMarket(climbed)?.pricePerHour;
    return {
        [Output.runnerLabel]: labels[0] ?? '',
        [Output.cloud]: params.cloud,
        [Output.region]: instance.region ?? climbed.rung.region,
        [Output.zone]: instance.zone ?? climbed.rung.zone ?? '',
        [Output.instanceId]: instance.id,
        [Output.instanceType]: instanceType,
        [Output.market]: market,
        [Output.price]: pricePerHour === undefined ? '' : String(pricePerHour),
        [Output.labels]: JSON.stringify(labels),
        [Output.ranks]: JSON.stringify(climbed.gang.map((_, node) => node)),
        [Output.nodes]: String(climbed.gang.length),
        [Output.instanceIds]: JSON.stringify(climbed.gang.map((vm) => vm.instance.id)),
        [Output.rendezvous]: rendezvous(climbed, params.rendezvousPort),
    };
}
function rendezvous(climbed, port) {
    const address = climbed.launched.privateAddress;
    if (address !== undefined && address !== '') {
        return endpointText({ host: address, port });
    }
    if (climbed.gang.length === 1)
        return '';
    throw new errors/* UserError */.y(`the cloud did not say node 0's (${climbed.launched.instance.id}) private address, so the gang has no rendezvous address; its VMs need a private network (a VPC subnet, a GCP network, an Azure subnet)`);
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./build/launch/shell-quote.js
function shellQuote(value) {
    return `'${value.replaceAll("'", "'\\''")}'`;
}

;// CONCATENATED MODULE: ./build/launch/startup-node-index.js
const ASK_WITH_RETRIES = `for try in 1 2 3 4 5 6; do
  if node_index="$(node_index_from_metadata)"; then break; fi
  if [ "$try" = 6 ]; then
    echo "spot-train: the metadata server did not say which node of the gang this VM is"
    exit 1
  fi
  sleep $((try * 2))
done
`;
const NODE_INDEX = {
    aws: `# RunInstances numbered the gang's VMs 0 to N-1: the launch index is the node.
node_index_from_metadata() {
  local token
  token="$(curl -fsS -X PUT -H 'X-aws-ec2-metadata-token-ttl-seconds: 300' \\
    http://169.254.169.254/latest/api/token)" &&
    curl -fsS -H "X-aws-ec2-metadata-token: $token" \\
      http://169.254.169.254/latest/meta-data/ami-launch-index
}
${ASK_WITH_RETRIES}`,
    gcp: `# The gang's VMs are named <name>-<node>.
node_index_from_metadata() {
  local name
  name="$(curl -fsS -H 'Metadata-Flavor: Google' \\
    http://metadata.google.internal/computeMetadata/v1/instance/name)" &&
    printf '%s' "\${name##*-}"
}
${ASK_WITH_RETRIES}`,
    azure: `# The gang's VMs are named <name>-<node>.
node_index_from_metadata() {
  local name
  name="$(curl -fsS -H 'Metadata: true' \\
    'http://169.254.169.254/metadata/instance/compute/name?api-version=2021-02-01&format=text')" &&
    printf '%s' "\${name##*-}"
}
${ASK_WITH_RETRIES}`,
};
const CHOOSE_CONFIG = `case "$node_index" in
  '' | *[!0-9]*)
    echo "spot-train: the metadata server said node '$node_index', not a node index"
    exit 1
    ;;
esac
node_index=$((10#$node_index))
if [ "$node_index" -ge "$node_count" ]; then
  echo "spot-train: node $node_index is outside the gang of $node_count"
  exit 1
fi
jit_config="$(printf '%s' "$jit_configs_gz" | base64 -d | gunzip | sed -n "$((node_index + 1))p")"
echo "spot-train: this VM is node $node_index of $node_count"
printf '%s\\n' "$node_index" >"$base/node-index"
`;

;// CONCATENATED MODULE: ./build/launch/startup-script.js



function renderStartupScript(params) {
    if ('gang' in params) {
        return [
            PREAMBLE,
            settings(params, gangSettings(params.gang)),
            POWER_OFF_GUARD,
            NODE_INDEX[params.gang.cloud],
            CHOOSE_CONFIG,
            PRE_RUNNER,
            INSTALL_RUNNER,
            RUN_ONE_JOB,
        ].join('\n');
    }
    return [
        PREAMBLE,
        settings(params, `jit_config=${shellQuote(params.jitConfig)}\n`),
        POWER_OFF_GUARD,
        PRE_RUNNER,
        INSTALL_RUNNER,
        RUN_ONE_JOB,
    ].join('\n');
}
function gangSettings(gang) {
    const lines = `${gang.jitConfigs.join('\n')}\n`;
    const packed = (0,external_node_zlib_.gzipSync)(Buffer.from(lines, 'utf8'), { level: 9 }).toString('base64');
    return `node_count=${shellQuote(String(gang.jitConfigs.length))}
jit_configs_gz=${shellQuote(packed)}
`;
}
const PREAMBLE = `#!/bin/bash
# spot-train: first boot of a one-job GitHub Actions runner. Generated.
set -euo pipefail

base="\${SPOT_TRAIN_BASE:-/opt/spot-train}"
mkdir -p "$base"
# Also to the first boot's own output, which the cloud keeps as the VM's
# console log: readable when the runner never comes online.
exec > >(tee -a "$base/startup.log") 2>&1
`;
function settings(params, runners) {
    const preRunner = Buffer.from(params.preRunnerScript, 'utf8').toString('base64');
    return `runner_version=${shellQuote(params.runnerVersion)}
runner_sha256=${shellQuote(params.runnerSha256)}
runner_arch=${shellQuote(params.arch)}
max_lifetime_minutes=${shellQuote(String(Math.max(1, Math.ceil(params.maxLifetimeMinutes))))}
${runners}pre_runner_b64=${shellQuote(preRunner)}
`;
}
const POWER_OFF_GUARD = `# Whatever happens from here on, the VM does not outlive its job.
shutdown -P "+$max_lifetime_minutes" 'spot-train: max-lifetime reached' ||
  systemd-run --on-active="\${max_lifetime_minutes}m" /sbin/poweroff
power_off() {
  echo "spot-train: powering off"
  sync
  shutdown -P now 'spot-train: the runner is done' || poweroff
}
trap power_off EXIT
`;
const PRE_RUNNER = `if [ -n "$pre_runner_b64" ]; then
  printf '%s' "$pre_runner_b64" | base64 -d >"$base/pre-runner.sh"
  echo "spot-train: running the pre-runner script"
  bash "$base/pre-runner.sh"
fi
`;
const INSTALL_RUNNER = `id runner >/dev/null 2>&1 || useradd --create-home --shell /bin/bash runner
if getent group docker >/dev/null; then usermod -aG docker runner; fi

archive="actions-runner-linux-$runner_arch-$runner_version.tar.gz"
url="https://github.com/actions/runner/releases/download/v$runner_version/$archive"
for try in 1 2 3 4 5; do
  if curl -fsSL -o "$base/$archive" "$url"; then break; fi
  if [ "$try" = 5 ]; then echo "spot-train: could not download $url"; exit 1; fi
  sleep $((try * 5))
done
echo "$runner_sha256  $base/$archive" | sha256sum -c -

runner_dir="$base/actions-runner"
mkdir -p "$runner_dir"
tar -xzf "$base/$archive" -C "$runner_dir"
rm -f "$base/$archive"
# Images without the runner's libraries get them here; others have them.
"$runner_dir/bin/installdependencies.sh" >/dev/null 2>&1 || true
chown -R runner: "$runner_dir"
`;
const RUN_ONE_JOB = `echo "spot-train: starting the runner"
cd "$runner_dir"
ACTIONS_RUNNER_INPUT_JITCONFIG="$jit_config" runuser -u runner -- ./run.sh || true
echo "spot-train: the runner exited"
`;

;// CONCATENATED MODULE: ./build/launch/launch-spec.js

function launchSpec(settings, vm) {
    const common = {
        runnerVersion: vm.release.version,
        runnerSha256: vm.release.sha256,
        arch: settings.arch,
        maxLifetimeMinutes: settings.maxLifetimeMs / 60_000,
        preRunnerScript: settings.preRunnerScript,
    };
    const scripts = vm.jitConfigs.map((jitConfig) => renderStartupScript({ ...common, jitConfig }));
    const gang = vm.jitConfigs.length > 1;
    return {
        name: vm.name,
        labels: vm.labels,
        startupScript: gang
            ? renderStartupScript({
                ...common,
                gang: { cloud: settings.cloud, jitConfigs: vm.jitConfigs },
            })
            : (scripts[0] ?? ''),
        ...(gang ? { nodeStartupScripts: scripts } : {}),
        ...(gang && settings.hostMarket === 'on-demand' ? { hostMarket: settings.hostMarket } : {}),
        image: settings.image,
        diskGb: settings.diskGb,
        ...(settings.maxPrice === undefined ? {} : { maxPrice: settings.maxPrice }),
        maxLifetimeMs: settings.maxLifetimeMs,
        options: settings.options,
    };
}

;// CONCATENATED MODULE: ./build/github/jit-config.js

async function generateJitConfig(api, repo, runner) {
    const { data } = await api.request('POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig', {
        ...repo,
        name: runner.name,
        runner_group_id: 1,
        labels: [...runner.labels],
        work_folder: '_work',
    }, `registering runner ${runner.name}`);
    const body = data;
    const runnerId = body?.runner?.id;
    const config = body?.encoded_jit_config;
    if (typeof runnerId !== 'number' || typeof config !== 'string') {
        throw new Error(`GitHub answered generate-jitconfig for ${runner.name} without a runner`);
    }
    return { runnerId, name: runner.name, encodedJitConfig: config };
}
async function runnerStatus(api, repo, runnerId) {
    try {
        const { data } = await api.request('GET /repos/{owner}/{repo}/actions/runners/{runner_id}', { ...repo, runner_id: runnerId }, `reading runner ${runnerId}`);
        const body = data;
        return {
            status: typeof body?.status === 'string' ? body.status : 'unknown',
            busy: body?.busy === true,
        };
    }
    catch (error) {
        if ((0,github_api/* isNotFound */.c4)(error))
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./build/launch/wait-online.js


const POLL_MS = 10_000;
async function waitOnline(params) {
    const { clock, logger } = params;
    const started = clock.now();
    let lastLog = started;
    for (;;) {
        const status = await runnerStatus(params.api, params.repo, params.runnerId);
        if (status && (status.status === 'online' || status.busy)) {
            logger.info(`the runner is ${status.busy ? 'busy' : 'online'} after ${(0,duration/* formatDuration */.a3)(clock.now() - started)}`);
            return;
        }
        const waited = clock.now() - started;
        if (waited >= params.timeoutMs) {
            throw new Error(`the runner was not online after ${(0,duration/* formatDuration */.a3)(waited)} (online-timeout); see the VM's /opt/spot-train/startup.log`);
        }
        if (clock.now() - lastLog >= 60_000) {
            logger.info(`waiting for the runner to come online (${(0,duration/* formatDuration */.a3)(waited)} so far)`);
            lastLog = clock.now();
        }
        await clock.sleep(Math.min(POLL_MS, params.timeoutMs - waited));
    }
}

;// CONCATENATED MODULE: ./build/launch/node-runners.js



function nodeLabels(label, nodes) {
    if (nodes === 1)
        return [label];
    return Array.from({ length: nodes }, (_, node) => `${label}-${node}`);
}
async function registerRunners(params) {
    const gang = params.labels.length > 1;
    const launched = {};
    const runners = [];
    for (const [node, label] of params.labels.entries()) {
        const name = gang ? `${params.name}-${node}` : params.name;
        const labels = [label, ...params.extraLabels];
        const runner = await generateJitConfig(params.api, params.repo, { name, labels });
        params.setSecret(runner.encodedJitConfig);
        runners.push(runner);
        if (gang)
            launched.runnerIds = runners.map((r) => r.runnerId);
        else
            launched.runnerId = runner.runnerId;
        params.record(launched);
        params.logger.info(`registered runner ${name} (label ${label}) with actions/runner ${params.version}`);
    }
    return { runners, launched };
}
async function waitAllOnline(params) {
    const { clock, runners } = params;
    const deadline = clock.now() + params.timeoutMs;
    for (const [node, runner] of runners.entries()) {
        const wait = {
            api: params.api,
            repo: params.repo,
            runnerId: runner.runnerId,
            timeoutMs: Math.max(0, deadline - clock.now()),
            clock,
            logger: params.logger,
        };
        if (runners.length === 1) {
            await waitOnline({ ...wait, timeoutMs: params.timeoutMs });
            continue;
        }
        try {
            await waitOnline(wait);
        }
        catch (error) {
            throw new Error(`node ${node} (runner ${runner.name}): ${(0,errors/* describeError */.U)(error)}`, {
                cause: error,
            });
        }
    }
}

;// CONCATENATED MODULE: ./build/report/ladder-summary.js



function ladderSummary(ranked, started, now) {
    const { overheads } = ranked;
    const across = new Set(ranked.rows.map((row) => row.rung.cloud)).size > 1;
    const egress = ranked.rows.some((row) => row.egress !== undefined);
    const rows = ranked.rows
        .slice(0, ladder_summary_SHOWN)
        .map((row, index) => ladder_summary_rowOf(row, index, started, now, { across, egress }));
    const hidden = ranked.rows.length - rows.length;
    return [
        `**Ladder order:** ${ranked.basis}.`,
        '',
        ...(0,markdown_table/* markdownTable */.Q)([
            '#',
            'Rung',
            'Your order',
            'Reclaims / VM-hours',
            'Hazard',
            'Misses',
            'Price',
            ...(egress ? ['Egress to the store'] : []),
            'Cost per useful hour',
            '',
        ], rows),
        ...(hidden > 0 ? ['', `${hidden} more rungs not shown.`] : []),
        '',
        `Hazard: reclaims per VM-hour, the rung's own history pulled towards the store's where it is thin. Cost per useful hour: price × (1 + hazard × (restart ${(0,duration/* formatDuration */.a3)(overheads.restartMs)}, ${overheads.restartFrom}; + work lost ${(0,duration/* formatDuration */.a3)(overheads.lostMs)}, ${overheads.lostFrom})), times the rung's step time against the fastest type's where this training timed every type.`,
    ];
}
function marketLines(market) {
    if (market === undefined)
        return [];
    return [`**Market against the deadline:** ${market.market}: ${market.why}.`];
}
const ladder_summary_SHOWN = 200;
function ladder_summary_rowOf(row, index, started, now, shown) {
    const { rung } = row;
    const spot = rung.market === 'spot';
    return [
        String(index + 1),
        describeRung(rung, shown.across),
        String(row.given + 1),
        spot ? `${row.reclaims} / ${row.vmHours.toFixed(1)}` : '-',
        spot ? row.hazard.toFixed(3) : '-',
        row.launches + row.misses === 0 ? '-' : `${row.misses} of ${row.launches + row.misses}`,
        row.price === undefined ? 'unknown' : `$${row.price.toFixed(4)}/h`,
        ...(shown.egress ? [row.egress === undefined ? '-' : `$${row.egress.toFixed(4)}/h`] : []),
        row.costPerUsefulHour === undefined ? '-' : `$${row.costPerUsefulHour.toFixed(4)}`,
        noteOf(row, started, now),
    ];
}
function noteOf(row, started, now) {
    const notes = [];
    if (row.rung === started)
        notes.push('**started here**');
    if (row.score !== undefined)
        notes.push(`placement score ${row.score.toFixed(1)}`);
    if (row.slowness !== undefined && row.slowness > 1.005)
        notes.push(`steps take ${row.slowness.toFixed(2)}× the fastest type's`);
    if (row.reclaimedAt !== undefined)
        notes.push(`reclaimed ${(0,duration/* formatDuration */.a3)(now - row.reclaimedAt)} ago: cooling down`);
    return notes.join(', ');
}

;// CONCATENATED MODULE: ./build/report/launch-summary.js





function launchSummary(params) {
    const { gang, rung, skipped } = params.climbed;
    const single = gang.length === 1;
    const across = params.acrossClouds === true;
    const rows = [
        ...vmRows(params.climbed, across ? ` on ${clouds_cloud/* CLOUD_TITLES */.kb[rung.cloud]}` : ''),
        single
            ? [
                'Runner',
                `label \`${params.labels[0] ?? ''}\`, actions/runner ${params.runnerVersion}, one job`,
            ]
            : ['Runners', `one per node, actions/runner ${params.runnerVersion}, one job each`],
        ...(params.onDemandBecause === undefined
            ? []
            : [['On-demand', `${params.onDemandBecause}, so spot was not tried`]]),
        [
            'Passed over',
            skipped.length === 0
                ? 'nothing: the first rung had capacity'
                : skipped.map((s) => `${describeRung(s.rung, across)} (${s.reason})`).join('; '),
        ],
    ];
    const heading = single
        ? '### spot-train launch: VM running, runner online'
        : `### spot-train launch: ${gang.length} VMs running, every runner online`;
    return [
        heading,
        '',
        ...(0,markdown_table/* markdownTable */.Q)(['', ''], rows),
        '',
        ...nodeTable(params),
        ...placementLines(params, rung),
    ].join('\n');
}
function vmRows(climbed, onCloud) {
    const { launched, gang, rung } = climbed;
    const priced = onGangMarket(climbed);
    const price = priced?.pricePerHour === undefined ? 'not reported' : `$${priced.pricePerHour.toFixed(4)}/h`;
    if (gang.length === 1) {
        const where = placeName(launched.instance.region ?? rung.region, launched.instance.zone ?? rung.zone);
        return [
            [
                'VM',
                `\`${launched.instance.id}\`, ${launched.market} ${launched.instanceType} in ${where}${onCloud}`,
            ],
            ['Price', price],
        ];
    }
    const onDemand = onDemandNodes(climbed);
    if (onDemand === 0) {
        return [
            ['VMs', `${gang.length} × ${rung.market} ${launched.instanceType}${onCloud}, one rung`],
            ['Price', priced?.pricePerHour === undefined ? price : `${price} each`],
        ];
    }
    const spot = gang.length - onDemand;
    return [
        [
            'VMs',
            `${gang.length} × ${launched.instanceType}${onCloud}, one rung: node 0 on-demand, ${spot} spot`,
        ],
        ['Node 0', `on-demand: ${HOST_ON_DEMAND_WHY}`],
        [
            'Price',
            priced?.pricePerHour === undefined
                ? price
                : `${price} each spot node; node 0 at the on-demand price`,
        ],
    ];
}
function placementLines(params, started) {
    const market = marketLines(params.market);
    return [
        ...market,
        ...(market.length > 0 ? [''] : []),
        ...(params.ranked === undefined
            ? []
            : [...ladderSummary(params.ranked, started, params.now ?? Date.now()), '']),
    ];
}
function nodeTable(params) {
    const { gang, rung } = params.climbed;
    if (gang.length === 1)
        return [];
    const rows = gang.map((vm, node) => [
        String(node),
        `\`${vm.instance.id}\``,
        placeName(vm.instance.region ?? rung.region, vm.instance.zone ?? rung.zone),
        vm.privateAddress ?? 'not reported',
        `\`${params.labels[node] ?? ''}\``,
    ]);
    return [
        ...(0,markdown_table/* markdownTable */.Q)(['Node', 'Instance', 'Zone', 'Private address', 'Runner label'], rows),
        '',
    ];
}

;// CONCATENATED MODULE: ./build/modes/launch-record.js


function launchRecord(climbed, onDemandBecause, deadline) {
    const { launched, rung, gang } = climbed;
    const handBack = rung.market === 'on-demand' ? deadline : undefined;
    const mixed = onDemandNodes(climbed);
    const zone = launched.instance.zone ?? rung.zone;
    return {
        cloud: rung.cloud,
        region: launched.instance.region ?? rung.region,
        ...(zone === undefined ? {} : { zone }),
        instanceType: launched.instanceType,
        market: rung.market,
        nodes: gang.length,
        ...(mixed === 0 ? {} : { onDemandNodes: mixed }),
        instanceIds: gang.map((vm) => vm.instance.id),
        vmRequestedAt: (0,records/* isoTime */.Ly)(climbed.requestedAt),
        vmRunningAt: (0,records/* isoTime */.Ly)(climbed.runningAt),
        ...(onDemandBecause === undefined ? {} : { onDemandBecause }),
        ...(climbed.skipped.length === 0 ? {} : { passedOver: climbed.skipped.map(passedOverOf) }),
        ...(handBack === undefined ? {} : { deadline: deadlineOf(handBack) }),
    };
}
function deadlineOf(figures) {
    const { deadlineAt, totalSteps, restartMs, lostMs, handBackAfterMs } = figures;
    return {
        at: (0,records/* isoTime */.Ly)(deadlineAt),
        ...(totalSteps === undefined ? {} : { totalSteps }),
        restartMs: Math.round(restartMs),
        lostMs: Math.round(lostMs),
        handBackAfterMs,
    };
}
function passedOverOf(skipped) {
    const { rung, at } = skipped;
    return {
        cloud: rung.cloud,
        instanceType: rung.instanceType,
        region: rung.region,
        ...(rung.zone === undefined ? {} : { zone: rung.zone }),
        market: rung.market,
        at: (0,records/* isoTime */.Ly)(at),
    };
}

;// CONCATENATED MODULE: ./build/modes/launch.js




















async function launchMode(asked, deps) {
    const target = await launchTarget(asked, deps);
    if ('unneeded' in target)
        return launchNothing(target, deps);
    const { replacing, who } = target;
    const { owner, repo, runId, runAttempt, restartOf, label, name } = who;
    const api = (0,github_api/* runApi */.ME)(deps, target.settings.runnerToken);
    const [reach, release] = await Promise.all([
        cloudsInReach(target.settings.ladders, target.settings.clouds, deps.logger),
        releaseToInstall(target.settings, api),
    ]);
    const settings = { ...target.settings, ladders: reach.map((one) => one.ladder) };
    const placed = await placeLaunch(settings, { restartOf, runId, clouds: reach.map((one) => one.cloud), replacement: !!replacing }, deps);
    const labels = nodeLabels(label, settings.nodes);
    const { runners, launched } = await registerRunners({
        api,
        repo: { owner, repo },
        name,
        labels,
        extraLabels: settings.extraLabels,
        version: release.version,
        setSecret: deps.setSecret,
        record: deps.recordLaunched,
        logger: deps.logger,
    });
    const climbed = await startVms(settings, deps, {
        reach,
        who: { owner, repo, runId, runAttempt, restartOf, name },
        release,
        jitConfigs: runners.map((runner) => runner.encodedJitConfig),
        plan: placed.plan,
        launched,
    });
    placed.history?.note('launch', launchRecord(climbed, placed.because, placed.plan.deadline));
    const { rendezvousPort } = settings;
    const cloud = climbed.rung.cloud;
    const gangOutputs = launchOutputs({ cloud, labels, climbed, rendezvousPort });
    const outputs = replacing ? replacing.outputs(gangOutputs, label) : gangOutputs;
    await handOverOnline(deps, { api, repo: { owner, repo }, runners, settings, placed });
    for (const [key, value] of Object.entries(outputs))
        deps.setOutput(key, value);
    await deps.writeSummary(launchSummary({
        climbed,
        labels,
        runnerVersion: release.version,
        ranked: placed.plan.ranked,
        now: deps.clock.now(),
        ...(placed.plan.market === undefined ? {} : { market: placed.plan.market }),
        acrossClouds: settings.ladders.length > 1,
        ...whyOnDemand(placed.because),
    }));
    await placed.history?.settled(HISTORY_WAIT_MS);
}
async function launchNothing(unneeded, deps) {
    deps.logger.notice(`nothing to launch: ${unneeded.unneeded}`);
    for (const [key, value] of Object.entries(notNeededOutputs(unneeded.record)))
        deps.setOutput(key, value);
    await deps.writeSummary(`## spot-train: replacement not needed\n\n${unneeded.unneeded}; no VM was started.\n`);
}
async function handOverOnline(deps, params) {
    const { clock, logger } = deps;
    const { api, repo, runners, settings, placed } = params;
    await (0,log/* inGroup */.HB)(logger, 'Waiting for the runner to come online', () => waitAllOnline({ api, repo, runners, timeoutMs: settings.onlineTimeoutMs, clock, logger }));
    placed.history?.note('runner-online', { at: (0,records/* isoTime */.Ly)(clock.now()) });
    deps.handOver();
}
function whyOnDemand(because) {
    return because === undefined ? {} : { onDemandBecause: because };
}
const HISTORY_WAIT_MS = 30_000;
async function startVms(settings, deps, params) {
    const { who, launched } = params;
    const labels = (0,clouds_labels/* vmLabels */.X4)({
        repository: `${who.owner}/${who.repo}`,
        ...who,
        expiresAt: deps.clock.now() + settings.maxLifetimeMs,
    });
    const specs = new Map();
    for (const { ladder, cloud } of params.reach) {
        const spec = launchSpec({ ...settings, ...ladder }, {
            labels: gangLabels(labels, settings.nodes),
            name: who.name,
            release: params.release,
            jitConfigs: params.jitConfigs,
        });
        specs.set(ladder.cloud, { cloud, spec });
    }
    const { plan } = params;
    const climbed = await climbWaitingForSpot({
        launcher: cloudsLauncher(specs),
        rungs: plan.rungs,
        nodes: settings.nodes,
        clock: deps.clock,
        logger: deps.logger,
        ...(plan.market?.spotWaitUntil === undefined ? {} : { waitUntil: plan.market.spotWaitUntil }),
    });
    if (settings.nodes === 1)
        launched.instance = climbed.launched.instance;
    else
        launched.instances = climbed.gang.map((vm) => vm.instance);
    deps.recordLaunched(launched);
    logLaunched(climbed, deps.logger, params.reach.length > 1);
    return climbed;
}
function logLaunched(climbed, logger, onCloud) {
    const where = describeRung(climbed.rung, onCloud);
    if (climbed.gang.length === 1) {
        logger.info(`launched ${climbed.launched.instance.id}: ${where}`);
        return;
    }
    for (const [node, vm] of climbed.gang.entries()) {
        const own = vm.market === climbed.rung.market
            ? where
            : describeRung({ ...climbed.rung, market: vm.market }, onCloud);
        logger.info(`launched node ${node}, ${vm.instance.id} (${vm.privateAddress ?? 'no private address'}): ${own}`);
    }
    if (onDemandNodes(climbed) > 0)
        logger.info(`node 0 is on-demand, the others spot: ${HOST_ON_DEMAND_WHY}`);
}
function gangLabels(labels, nodes) {
    return nodes === 1 ? labels : { ...labels, [clouds_labels/* GANG_SIZE_LABEL */.d1]: String(nodes) };
}
async function launchTarget(asked, deps) {
    const who = whoLaunches(deps.context);
    const replacing = await replacementLaunch(asked, parseRestartInput(who.restartOf), deps);
    if (replacing && 'unneeded' in replacing)
        return replacing;
    if (!replacing)
        return { settings: asked, replacing, who };
    return { settings: replacing.settings, replacing, who: { ...who, restartOf: replacing.gangRun } };
}
function whoLaunches(context) {
    const { owner, repo } = context.repo;
    const runId = context.runId || '0';
    const { runAttempt } = context;
    const restartOf = (0,run_context/* restartOfEvent */.x9)(context);
    const label = (0,clouds_labels/* runnerLabel */.Fx)(runId, runAttempt);
    const name = `${label}-${(0,external_node_crypto_.randomBytes)(2).toString('hex')}`;
    return { owner, repo, runId, runAttempt, restartOf, label, name };
}
async function releaseToInstall(settings, api) {
    if (!settings.runnerSha256)
        return runnerRelease(api, settings.runnerVersion, settings.arch);
    return { version: settings.runnerVersion, sha256: settings.runnerSha256 };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/restart/attempt-step.js + 52 modules
var attempt_step = __webpack_require__(26108);
// EXTERNAL MODULE: ./build/history/train-history.js
var train_history = __webpack_require__(93788);
// EXTERNAL MODULE: ./build/supervisor/trainer-exit.js
var trainer_exit = __webpack_require__(63455);
// EXTERNAL MODULE: ./build/base/bytes.js
var base_bytes = __webpack_require__(25771);
;// CONCATENATED MODULE: ./build/report/summary.js





const TITLE = {
    completed: 'training completed',
    interrupted: 'training interrupted, progress saved',
    failed: 'training failed',
};
const TITLE_NOT_SAVED = {
    completed: 'training completed',
    interrupted: 'training interrupted',
    failed: 'training failed',
};
function trainSummary(result, storeUrl, restart = { kind: 'not-needed' }, gangSeal) {
    const { identity, sync, restore, notice } = result;
    const rows = [
        ['Outcome', outcomeText(result)],
        ['Attempt', `${identity.attempt} (lineage \`${identity.lineage}\`)`],
        ...gangRows(result, gangSeal),
        ['Restored', restoredText(restore)],
        ['Uploaded', `${(0,count/* countOf */.p)(sync.filesUploaded, 'file')}, ${(0,base_bytes/* formatBytes */.z)(sync.bytesUploaded)}`],
        [
            'Upload lag',
            sync.filesUploaded === 0
                ? '-'
                : `max ${(0,duration/* formatDuration */.a3)(sync.maxLagMs)}, last ${(0,duration/* formatDuration */.a3)(sync.lastLagMs ?? 0)} (from a file's last write to durable)`,
        ],
        ['Training time', (0,duration/* formatDuration */.a3)(result.endedAt - result.startedAt)],
    ];
    if (notice) {
        const margin = notice.deadline - result.endedAt;
        const uploaded = `${(0,count/* countOf */.p)(sync.afterNotice.files, 'file')} (${(0,base_bytes/* formatBytes */.z)(sync.afterNotice.bytes)}) saved`;
        rows.push([
            'After the notice',
            result.noticeToDurableMs === undefined
                ? `${uploaded}; **not everything became durable**, see NOT saved`
                : `${uploaded}; durable ${(0,duration/* formatDuration */.a3)(result.noticeToDurableMs)} after the notice, ` +
                    (margin >= 0
                        ? `${(0,duration/* formatDuration */.a3)(margin)} before the deadline`
                        : `**${(0,duration/* formatDuration */.a3)(-margin)} after the deadline**`),
        ]);
    }
    if (sync.saveTooBig)
        rows.push(['Save vs notice', `**too big to fit**: ${sync.saveTooBig}`]);
    if (sync.uploadErrors > 0)
        rows.push(['Upload errors', `**${sync.uploadErrors}**, see the log`]);
    if (!result.seal.sealed) {
        rows.push([
            'Seal',
            `**the manifest could not be sealed**: ${result.seal.error ?? 'unknown error'}`,
        ]);
    }
    if (result.seal.notSaved.length > 0) {
        rows.push([
            'NOT saved',
            result.seal.notSaved.map((file) => `\`${file.path}\`: ${file.reason}`).join('<br>'),
        ]);
    }
    const restartText = restartRow(restart);
    if (restartText !== undefined)
        rows.push(['Restart', restartText]);
    rows.push(['Manifest', `\`${storeUrl.replace(/\/$/, '')}/${result.manifestKey}\``]);
    return [`### spot-train: ${titleOf(result)}`, '', ...(0,markdown_table/* markdownTable */.Q)(['', ''], rows), ''].join('\n');
}
function titleOf(result) {
    const unsaved = result.seal.notSaved.length;
    if (unsaved > 0)
        return `${TITLE_NOT_SAVED[result.outcome]}, ${(0,count/* countOf */.p)(unsaved, 'file')} NOT saved`;
    const handedBack = result.outcome === 'interrupted' && result.notice?.source === 'hand-back';
    return handedBack ? 'handed back to spot, progress saved' : TITLE[result.outcome];
}
function restoredText(restore) {
    return restore.fromRunId
        ? `${(0,count/* countOf */.p)(restore.files.length, 'file')} (${(0,base_bytes/* formatBytes */.z)(restore.bytes)}) from run \`${restore.fromRunId}\` in ${(0,duration/* formatDuration */.a3)(restore.durationMs)}`
        : 'nothing: a fresh start';
}
function gangRows(result, seal) {
    const node = result.identity.node;
    if (!node)
        return [];
    const rows = [['Node', `${node.index} of a gang of ${node.count}`]];
    if (!seal)
        return rows;
    if (!seal.sealed) {
        rows.push(['Gang seal', `not yet: ${seal.reason}; the gang's last node or finalize seals it`]);
        return rows;
    }
    const { manifest } = seal;
    rows.push([
        'Gang seal',
        `${manifest.state}: ${(0,count/* countOf */.p)(manifest.files.length, 'file')} from ${node.count} nodes (sealed by ${manifest.gang?.sealedBy ?? '?'})`,
    ]);
    for (const conflict of manifest.gang?.conflicts ?? []) {
        rows.push([
            '**Conflict**',
            `\`${conflict.path}\` uploaded by node ${conflict.nodes.join(' and node ')} with different content; node ${conflict.nodes[0]}'s copy is kept`,
        ]);
    }
    return rows;
}
function restartRow(report) {
    switch (report.kind) {
        case 'not-needed':
            return undefined;
        case 'not-dispatched':
            return `not dispatched: ${report.reason}`;
        case 'failed':
            return `**dispatch failed**: ${report.error}; the finalize job will try again`;
        case 'claimed-elsewhere':
            return report.claim?.restartRunId
                ? `dispatched by ${report.claim.by}: ${summary_runLink(report.claim.restartRunId, report.claim.restartUrl)}`
                : `claimed by ${report.claim?.by ?? 'another job'}`;
        case 'dispatched':
            return report.run.runId
                ? `dispatched ${summary_runLink(report.run.runId, report.run.url)}, which resumes from this run`
                : 'dispatched a new run of this workflow, which resumes from this run';
    }
}
function summary_runLink(runId, url) {
    return url ? `[run ${runId}](${url})` : `run ${runId}`;
}
function outcomeText(result) {
    if (result.notice) {
        const escalation = result.escalation === 'none'
            ? 'the trainer saved and exited'
            : `the trainer had to be stopped with ${result.escalation}`;
        if (result.notice.peerFailed)
            return `failed: ${result.notice.reason}; ${escalation}`;
        if (result.notice.source === 'hand-back') {
            return `handed back to spot: ${result.notice.reason}; ${escalation}`;
        }
        return `interrupted: ${result.notice.source} notice (${result.notice.reason}); ${escalation}`;
    }
    return result.outcome === 'completed'
        ? 'the trainer exited with code 0'
        : `the trainer exited with ${(0,trainer_exit/* describeExit */.K)(result.exit)}`;
}

;// CONCATENATED MODULE: ./build/report/gang-membership.js

function membershipMarkdown(log, now) {
    const changes = log?.all ?? [];
    if (!log || changes.length === 0)
        return '';
    const rows = changes.map((change) => [
        new Date(change.at).toISOString().slice(11, 19),
        changeText(change),
    ]);
    const short = log.shortNodeMinutes(now);
    return [
        '### Elastic gang',
        '',
        ...(0,markdown_table/* markdownTable */.Q)(['time (UTC)', 'change'], rows),
        '',
        `Trained short of its ${log.nodes} nodes for ${short.toFixed(1)} node-minutes (each missing node, for as long as it was missing), as this node saw it.`,
        '',
    ].join('\n');
}
function changeText(change) {
    switch (change.kind) {
        case 'replacement asked':
            return `replacement node ${change.node} asked for, ${change.detail}`;
        case 'left':
            return `node ${change.node} left: ${change.detail}`;
        case 'joined':
            return `node ${change.node} joined as a replacement`;
        case 'trained again':
            return `this node trained again, ${change.detail}`;
    }
}

;// CONCATENATED MODULE: ./build/github/dispatch-probe.js


const PROBE_INPUT = '__spot_train_probe';
async function probeDispatch(api, workflow, restartInput) {
    const file = workflowFileName(workflow);
    try {
        await api.request('POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches', {
            owner: workflow.owner,
            repo: workflow.repo,
            workflow_id: file,
            ref: workflow.ref,
            inputs: { [restartInput]: '', [PROBE_INPUT]: 'probe' },
        }, `checking that ${file} can be dispatched`);
        return {
            kind: 'unknown',
            detail: `GitHub accepted a dispatch of ${file} with an undeclared input; a run may have started`,
        };
    }
    catch (error) {
        if (!(error instanceof github_api/* GitHubError */.y_))
            return { kind: 'unknown', detail: String(error) };
        if (error.rateLimited)
            return {
                kind: 'unknown',
                detail: `GitHub's rate limit for this token is used up, so the check was not made (${error.message}); the dispatch after an interruption waits for it to lift`,
            };
        if (error.status === 403 || error.status === 404) {
            return {
                kind: 'not-ready',
                fix: `the token cannot dispatch ${file} (${error.status}): give the job \`permissions: actions: write\` (or pass a github-token that has it)`,
            };
        }
        if (error.status !== 422)
            return { kind: 'unknown', detail: error.message };
        if (/workflow_dispatch/i.test(error.message)) {
            return {
                kind: 'not-ready',
                fix: `${workflow.path} has no workflow_dispatch trigger: add \`on: workflow_dispatch: inputs: ${restartInput}:\` so a restart can be dispatched`,
            };
        }
        const unexpected = /unexpected inputs provided:?\s*\[([^\]]*)\]/i.exec(error.message)?.[1];
        if (unexpected === undefined)
            return { kind: 'unknown', detail: error.message };
        return unexpected.includes(restartInput)
            ? {
                kind: 'not-ready',
                fix: `${workflow.path} does not declare the ${restartInput} input: add it under \`on: workflow_dispatch: inputs:\` (type string, not required)`,
            }
            : { kind: 'ready' };
    }
}

;// CONCATENATED MODULE: ./build/restart/plan.js





function planRestart(params) {
    if (!params.enabled)
        return undefined;
    const dispatcher = restartDispatcher(params);
    if (typeof dispatcher === 'string') {
        params.logger.warning(`restarts will not be dispatched: ${dispatcher}`);
        return undefined;
    }
    return {
        dispatcher,
        ready: probeDispatch(dispatcher.api.withAttempts(3, 0), dispatcher.workflow, run_context/* RESTART_INPUT */.bI),
    };
}
async function requireRestartReady(plan, logger) {
    const result = await plan.ready;
    if (result.kind === 'not-ready') {
        throw new errors/* UserError */.y(`restart: ${result.fix}; or set restart: false to train without automatic restarts`);
    }
    if (result.kind === 'unknown') {
        logger.warning(`could not check that a restart can be dispatched: ${result.detail}`);
    }
}
function dispatchingRestarter(plan, params) {
    if (!plan)
        return 'restarts are off for this run';
    const { store, identity, clock, logger } = params;
    return githubRestarter({
        dispatcher: plan.dispatcher,
        store,
        lineage: identity.lineage,
        runId: identity.runId,
        by: 'supervisor',
        until: () => dispatchUntil(params),
        fallback: 'the finalize job will try again',
        clock,
        logger,
    });
}
function dispatchUntil(params) {
    const now = params.clock.now();
    return params.notice ? Math.max(params.notice.deadline, now + 30_000) : now + 10 * 60_000;
}

;// CONCATENATED MODULE: ./build/modes/step-env.js
const ACTION_ONLY = new Set([
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
    'ACTIONS_CACHE_SERVICE_V2',
]);
const OIDC_REQUEST = new Set(['ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL']);
function runStepEnv(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('INPUT_') && !ACTION_ONLY.has(name) && !OIDC_REQUEST.has(name)));
}

;// CONCATENATED MODULE: ./build/modes/train-advice.js





const ADVICE_RUNS = 50;
async function trainAdvice(store, identity, logger) {
    let advice;
    try {
        const history = await (0,read_history/* readLineageHistory */.gY)(store, identity.lineage, { newest: ADVICE_RUNS });
        const { usages } = usagesOf(history);
        const place = train_advice_placeOf(usages.find((usage) => usage.runId === identity.runId) ?? usages.at(-1));
        advice = place
            ? checkpointAdvice(usages, place)
            : { advised: false, why: 'no run of this lineage recorded where its VM ran' };
    }
    catch (error) {
        logger.warning(`no checkpoint-interval advice: ${(0,errors/* describeError */.U)(error)}`);
        advice = { advised: false, why: `the lineage's history could not be read` };
    }
    if (advice.advised) {
        logger.info(`suggested checkpoint interval: ${advice.seconds} s (SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS), from ${advice.interruptions} interruptions in ${advice.vmHours.toFixed(1)} h of VM time`);
    }
    return { env: adviceEnv(advice), lines: adviceLines(advice) };
}
function train_advice_placeOf(usage) {
    if (!usage)
        return undefined;
    return { type: usage.type, region: usage.region, ...(usage.zone ? { zone: usage.zone } : {}) };
}

;// CONCATENATED MODULE: ./build/cache/cache-summary.js



function warmCacheSummary(record, save, early = true) {
    const { spec } = record;
    const where = spec.backend === 'github' ? 'GitHub cache' : `store \`${spec.store?.location.url ?? ''}\``;
    const rows = [
        ['Key', `\`${spec.key}\` (${where})`],
        ['Paths', spec.paths.map((path) => `\`${path}\``).join('<br>')],
        ['Warm', cache_summary_restoredText(record.restore)],
        ['Saved', savedText(save, early)],
    ];
    return ['### spot-train: warm caches', '', ...(0,markdown_table/* markdownTable */.Q)(['', ''], rows), ''].join('\n');
}
function cache_summary_restoredText(restore) {
    switch (restore.state) {
        case 'restored': {
            const archive = restore.archiveBytes === undefined ? '' : ` (${(0,base_bytes/* formatBytes */.z)(restore.archiveBytes)} archive)`;
            return `restored from \`${restore.matchedKey}\`: ${(0,base_bytes/* formatBytes */.z)(restore.bytes)}${archive} in ${(0,duration/* formatDuration */.a3)(restore.ms)}`;
        }
        case 'miss':
            return 'nothing: no entry for the key yet (a cold start)';
        case 'failed':
            return `nothing: **the restore failed**: ${restore.message}`;
    }
}
function savedText(save, early) {
    switch (save.state) {
        case 'saved': {
            const archive = save.archiveBytes === undefined ? '' : ` (${(0,base_bytes/* formatBytes */.z)(save.archiveBytes)} archive)`;
            const when = early ? "begun at the trainer's first step" : 'after training ended';
            return `${(0,base_bytes/* formatBytes */.z)(save.bytes)}${archive} in ${(0,duration/* formatDuration */.a3)(save.ms)}, ${when}`;
        }
        case 'cached':
            return `not saved: already cached (${save.why})`;
        case 'cancelled':
            return `not saved: cancelled after ${(0,duration/* formatDuration */.a3)(save.ms)}, ${save.why}`;
        case 'too-big':
            return `not saved: too big, ${(0,base_bytes/* formatBytes */.z)(save.bytes)} of files over cache-max-size ${(0,base_bytes/* formatBytes */.z)(save.limit)}`;
        case 'not-started':
            return `not saved: ${save.why}`;
        case 'failed':
            return `not saved: **the save failed**: ${save.message}`;
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/base/line-splitter.js
var line_splitter = __webpack_require__(69482);
// EXTERNAL MODULE: ./build/cache/cache-spec.js
var cache_spec = __webpack_require__(97203);
;// CONCATENATED MODULE: ./build/cache/early-save.js







function distSaveWorker() {
    return { command: process.execPath, args: [(0,external_node_path_.join)(import.meta.dirname, 'cache-save.js')] };
}
class EarlySave {
    params;
    child;
    settled;
    cancelled;
    startedAt = 0;
    constructor(params) {
        this.params = params;
    }
    start() {
        if (this.settled || this.cancelled)
            return;
        const { spec, logger } = this.params;
        if (this.params.restoredExactKey) {
            this.settled = Promise.resolve({ state: 'cached', why: `restored from ${spec.key} already` });
            return;
        }
        logger.info(`saving the warm caches under ${spec.key} in the background`);
        this.startedAt = this.params.clock.now();
        this.settled = this.run().catch((error) => ({
            state: 'failed',
            message: (0,errors/* describeError */.U)(error),
        }));
    }
    cancel(why) {
        if (this.cancelled)
            return;
        this.cancelled = { why, at: this.params.clock.now() };
        const pid = this.child?.exitCode === null ? this.child.pid : undefined;
        if (pid === undefined)
            return;
        try {
            process.kill(-pid, 'SIGKILL');
            this.params.logger.info(`cache save stopped: ${why}`);
        }
        catch {
        }
    }
    async finish(waitMs) {
        if (!this.settled) {
            return { state: 'not-started', why: this.cancelled?.why ?? 'the trainer reported no step' };
        }
        const timer = new AbortController();
        const late = this.params.clock
            .sleep(waitMs, timer.signal)
            .then(() => this.cancel(`still saving ${(0,duration/* formatDuration */.a3)(waitMs)} after training ended`))
            .catch(() => undefined);
        try {
            return await this.settled;
        }
        finally {
            timer.abort();
            await late;
        }
    }
    async run() {
        const { spec, temp, worker, env } = this.params;
        await (0,promises_.mkdir)(temp, { recursive: true });
        const specFile = (0,external_node_path_.join)(temp, 'cache-save-spec.json');
        const resultFile = (0,external_node_path_.join)(temp, 'cache-save-result.json');
        await (0,promises_.rm)(resultFile, { force: true });
        await (0,promises_.writeFile)(specFile, JSON.stringify((0,cache_spec/* specForFile */.HK)(spec)));
        if (this.cancelled)
            return this.cancelledReport();
        const child = (0,external_node_child_process_.spawn)(worker.command, [...worker.args, specFile, resultFile], {
            env: { ...withoutInputs(env), GITHUB_WORKSPACE: spec.cwd },
            cwd: spec.cwd,
            detached: true,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        this.child = child;
        const out = new line_splitter/* LineSplitter */.g((line) => this.relay(line));
        const err = new line_splitter/* LineSplitter */.g((line) => this.relay(line));
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => err.push(chunk));
        const code = await new Promise((resolve) => {
            child.once('error', () => resolve(null));
            child.once('close', (exit) => resolve(exit));
        });
        out.end();
        err.end();
        if (code !== 0) {
            return this.wasCancelled()
                ? this.cancelledReport()
                : { state: 'failed', message: `the save process ended with ${code ?? 'a signal'}` };
        }
        return JSON.parse(await (0,promises_.readFile)(resultFile, 'utf8'));
    }
    wasCancelled() {
        return this.cancelled !== undefined;
    }
    cancelledReport() {
        const at = this.cancelled?.at ?? this.params.clock.now();
        return { state: 'cancelled', why: this.cancelled?.why ?? '', ms: at - this.startedAt };
    }
    relay(line) {
        if (line.startsWith('::'))
            (this.params.commandOut ?? writeLine)(line);
        else
            this.params.logger.info(`cache save: ${line}`);
    }
}
function writeLine(line) {
    process.stdout.write(`${line}\n`);
}
function withoutInputs(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('INPUT_')));
}

;// CONCATENATED MODULE: ./build/cache/warm-record.js



function warmRecordPath(temp) {
    return (0,external_node_path_.join)(temp, 'warm-cache.json');
}
async function writeWarmRecord(path, record) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const written = { ...record, spec: (0,cache_spec/* specForFile */.HK)(record.spec) };
    await (0,promises_.writeFile)(`${path}.tmp`, JSON.stringify(written, null, 2));
    await (0,promises_.rename)(`${path}.tmp`, path);
}
async function readWarmRecord(path) {
    const text = await (0,promises_.readFile)(path, 'utf8').catch((error) => {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    });
    if (text === undefined)
        return undefined;
    const parsed = JSON.parse(text);
    if (!parsed.spec?.key || !Array.isArray(parsed.spec.paths) || !parsed.restore) {
        throw new Error(`${path} is not a warm step's record`);
    }
    return parsed;
}

;// CONCATENATED MODULE: ./build/modes/train-cache.js




const SAVE_WAIT_MS = 10 * 60_000;
const NONE = {
    onFirstStep: () => { },
    onNotice: () => { },
    cancel: () => { },
    summary: () => Promise.resolve(''),
};
async function trainCache(params) {
    const record = await readWarmRecord(warmRecordPath(params.temp)).catch((error) => {
        params.logger.warning(`the warm caches will not be saved: ${(0,errors/* describeError */.U)(error)}`);
        return undefined;
    });
    if (!record)
        return NONE;
    if (!params.saves) {
        const report = { state: 'not-started', why: 'node 0 of the gang saves the caches' };
        return { ...NONE, summary: () => Promise.resolve(warmCacheSummary(record, report)) };
    }
    const restore = record.restore;
    const save = new EarlySave({
        spec: record.spec,
        restoredExactKey: restore.state === 'restored' && restore.matchedKey === record.spec.key,
        temp: params.temp,
        worker: params.worker ?? distSaveWorker(),
        env: params.env,
        clock: params.clock,
        logger: params.logger,
    });
    let early = false;
    return {
        onFirstStep: () => {
            early = true;
            save.start();
        },
        onNotice: () => save.cancel('a preemption notice came first (checkpoints go first)'),
        cancel: (why) => save.cancel(why),
        summary: async (outcome) => {
            if (outcome === 'completed')
                save.start();
            return warmCacheSummary(record, await save.finish(SAVE_WAIT_MS), early);
        },
    };
}

;// CONCATENATED MODULE: ./build/notice/gang/gang-end.js
function isAdvisory(event) {
    return event.kind === 'risk' || event.kind === 'ready';
}
const MAX_REPLACEMENTS = 64;

;// CONCATENATED MODULE: ./build/notice/gang/feed.js

class EventFeed {
    self;
    logger;
    history = [];
    listeners = new Set();
    wake = [];
    ended = false;
    constructor(self, logger) {
        this.self = self;
        this.logger = logger;
    }
    deliver(event) {
        if (this.ended || event.node === this.self)
            return false;
        if (this.history.some((seen) => sameKind(seen, event)))
            return false;
        this.history.push(event);
        for (const listener of this.listeners)
            this.call(listener, event);
        this.wakeAll();
        return true;
    }
    onEvent(listener) {
        for (const event of this.history)
            this.call(listener, event);
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    end() {
        this.ended = true;
        this.listeners.clear();
        this.wakeAll();
    }
    async *[Symbol.asyncIterator]() {
        for (let next = 0;; next++) {
            while (next >= this.history.length) {
                if (this.ended)
                    return;
                await new Promise((resolve) => this.wake.push(resolve));
            }
            yield this.history[next];
        }
    }
    call(listener, event) {
        try {
            listener(event);
        }
        catch (error) {
            this.logger.error(`gang channel: a listener failed on a ${event.kind} event: ${String(error)}`);
        }
    }
    wakeAll() {
        const waiting = this.wake;
        this.wake = [];
        for (const resolve of waiting)
            resolve();
    }
}
const once = (event) => event.kind === 'joined' || isAdvisory(event) ? event.kind : 'gone';
function sameKind(a, b) {
    return a.node === b.node && once(a) === once(b);
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./build/notice/gang/wire.js
const MAX_FRAME_CHARS = 4096;
const MAX_REASON_CHARS = 512;
function encodeFrame(frame) {
    return `${JSON.stringify(frame)}\n`;
}
function eventFrame(event) {
    switch (event.kind) {
        case 'notice':
            return { t: 'notice', node: event.node, deadline: event.deadline, reason: event.reason };
        case 'ready':
            return { t: 'ready', node: event.node, replaces: event.replaces, reason: event.reason };
        default:
            return { t: event.kind, node: event.node, reason: event.reason };
    }
}
function frameEvent(frame) {
    switch (frame.t) {
        case 'notice':
            return { kind: 'notice', node: frame.node, deadline: frame.deadline, reason: frame.reason };
        case 'ready':
            return { kind: 'ready', node: frame.node, replaces: frame.replaces, reason: frame.reason };
        case 'joined':
        case 'risk':
        case 'lost':
        case 'failed':
            return { kind: frame.t, node: frame.node, reason: frame.reason };
        default:
            return undefined;
    }
}
function readyReason(node, replaces) {
    return `replacement node ${node} waits in the rendezvous to take the seat of node ${replaces}`;
}
function clipReason(reason) {
    return reason.length <= MAX_REASON_CHARS ? reason : `${reason.slice(0, MAX_REASON_CHARS)}…`;
}
class FrameReader {
    onFrame;
    buffered = '';
    constructor(onFrame) {
        this.onFrame = onFrame;
    }
    push(text) {
        this.buffered += text;
        for (;;) {
            const end = this.buffered.indexOf('\n');
            if (end < 0)
                break;
            const line = this.buffered.slice(0, end);
            this.buffered = this.buffered.slice(end + 1);
            if (line.length > MAX_FRAME_CHARS)
                return tooLong(line.length);
            const frame = parseFrame(line);
            if (typeof frame === 'string')
                return frame;
            this.onFrame(frame);
        }
        return this.buffered.length > MAX_FRAME_CHARS ? tooLong(this.buffered.length) : undefined;
    }
}
const tooLong = (length) => `a frame of more than ${MAX_FRAME_CHARS} characters (${length} so far)`;
function parseFrame(line) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return `a frame that is not JSON: ${quote(line)}`;
    }
    return checkFrame(value) ? value : `a frame of unknown shape: ${quote(line)}`;
}
function checkFrame(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const v = value;
    const node = () => Number.isSafeInteger(v.node) && v.node >= 0;
    const text = (key) => typeof v[key] === 'string' && v[key].length <= MAX_FRAME_CHARS;
    switch (v.t) {
        case 'hello':
            return text('gang') && node();
        case 'welcome':
        case 'hb':
            return true;
        case 'refused':
            return text('reason');
        case 'notice':
            return node() && Number.isFinite(v.deadline) && text('reason');
        case 'joined':
        case 'risk':
        case 'lost':
        case 'failed':
            return node() && text('reason');
        case 'ready':
            return (node() && Number.isSafeInteger(v.replaces) && v.replaces >= 0 && text('reason'));
        case 'done':
            return node() && ['completed', 'interrupted', 'failed'].includes(v.outcome);
        default:
            return false;
    }
}
const quote = (line) => JSON.stringify(line.slice(0, 80));

;// CONCATENATED MODULE: ./build/notice/gang/link.js



const CLOSE_WAIT_MS = 1000;
class Link {
    socket;
    peer;
    timing;
    onFrame;
    onGone;
    unheardMs = 0;
    goneWhy;
    stop = new AbortController();
    closed;
    constructor(socket, peer, timing, onFrame, onGone) {
        this.socket = socket;
        this.peer = peer;
        this.timing = timing;
        this.onFrame = onFrame;
        this.onGone = onGone;
        socket.setNoDelay(true);
        socket.setEncoding('utf8');
        const reader = new FrameReader((frame) => {
            if (this.goneWhy === undefined)
                this.onFrame(frame);
        });
        socket.on('data', (text) => {
            this.unheardMs = 0;
            const bad = reader.push(text);
            if (bad === undefined)
                return;
            this.timing.logger.warning(`gang channel: dropping ${this.peer}: it sent ${bad}`);
            this.drop(`it sent ${bad}`);
        });
        socket.on('error', (error) => this.drop(`connection error: ${error.message}`));
        this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
        void this.closed.then(() => this.drop('the connection closed'));
        void this.beat();
    }
    send(frame) {
        if (this.goneWhy === undefined && this.socket.writable)
            this.socket.write(encodeFrame(frame));
    }
    drop(why) {
        if (this.goneWhy !== undefined)
            return;
        this.goneWhy = why;
        this.stop.abort();
        this.socket.destroy();
        this.onGone(why);
    }
    async close(why) {
        if (this.goneWhy === undefined) {
            this.goneWhy = why;
            this.stop.abort();
            this.socket.end();
            this.onGone(why);
            const timer = setTimeout(() => this.socket.destroy(), CLOSE_WAIT_MS);
            await this.closed;
            clearTimeout(timer);
        }
        await this.closed;
    }
    async beat() {
        const { clock, heartbeatMs, lossAfterMs } = this.timing;
        for (;;) {
            const before = clock.now();
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, heartbeatMs, this.stop.signal);
            if (this.stop.signal.aborted)
                return;
            const slept = clock.now() - before;
            this.unheardMs += slept >= 0 ? Math.min(slept, 2 * heartbeatMs) : heartbeatMs;
            if (this.unheardMs >= lossAfterMs) {
                this.drop(`silent for ${(0,duration/* formatDuration */.a3)(this.unheardMs)}`);
                return;
            }
            this.send({ t: 'hb' });
        }
    }
}

;// CONCATENATED MODULE: ./build/notice/gang/hub.js







class GangHub {
    config;
    feed;
    server;
    seats = new Map();
    remembered = [];
    strangers = new Set();
    done;
    closing = false;
    stop = new AbortController();
    markReady = () => undefined;
    ready = new Promise((resolve) => (this.markReady = resolve));
    constructor(config, feed, server) {
        this.config = config;
        this.feed = feed;
        this.server = server;
        for (let node = 1; node < config.nodes; node++)
            this.seats.set(node, { state: 'waiting' });
        server.on('connection', (socket) => this.accept(socket));
        server.on('error', (error) => config.logger.error(`gang channel: node 0's server failed: ${error.message}`));
        void this.watchJoins();
    }
    static async start(config, feed) {
        const server = (0,external_node_net_.createServer)({ noDelay: true });
        await new Promise((resolve, reject) => {
            server.once('error', (error) => reject(new Error(`gang channel: node 0 cannot listen on ${config.listenHost}:${config.port}: ${error.message}`)));
            server.listen(config.port, config.listenHost, resolve);
        });
        server.removeAllListeners('error');
        const hub = new GangHub(config, feed, server);
        config.logger.info(`gang channel: node 0 listening on ${config.listenHost}:${hub.port} for nodes 1-${config.nodes - 1} of gang ${config.gangId}`);
        return hub;
    }
    get port() {
        const address = this.server.address();
        return typeof address === 'object' && address !== null ? address.port : this.config.port;
    }
    announceNotice(deadline, reason) {
        this.record({ kind: 'notice', node: 0, deadline, reason });
    }
    announceRisk(reason) {
        this.record({ kind: 'risk', node: 0, reason });
    }
    announceReady(replaces) {
        this.record({ kind: 'ready', node: 0, replaces, reason: readyReason(0, replaces) });
    }
    announceDone(outcome) {
        if (this.done !== undefined)
            return;
        this.done = outcome;
        if (outcome === 'failed')
            this.record({ kind: 'failed', node: 0, reason: "node 0's trainer failed" });
        this.broadcast({ t: 'done', node: 0, outcome });
    }
    async close() {
        this.closing = true;
        this.stop.abort();
        const links = [...this.strangers];
        for (const seat of this.seats.values())
            if ('link' in seat)
                links.push(seat.link);
        const serverClosed = new Promise((resolve) => this.server.close(() => resolve()));
        await Promise.all(links.map((link) => link.close('node 0 is closing the channel')));
        await serverClosed;
    }
    accept(socket) {
        if (this.closing) {
            socket.destroy();
            return;
        }
        const address = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
        let node;
        const link = new Link(socket, `a connection from ${address}`, this.config, (frame) => {
            if (node === undefined)
                node = this.hello(link, address, frame);
            else
                this.fromMember(node, link, frame);
        }, (why) => {
            this.strangers.delete(link);
            if (node === undefined)
                this.config.logger.debug(`gang channel: ${link.peer} ended: ${why}`);
            else
                this.departed(node, why);
        });
        this.strangers.add(link);
    }
    hello(link, address, frame) {
        const refusal = this.refusal(frame);
        if (refusal !== undefined) {
            this.config.logger.error(`gang channel: refused ${link.peer}: ${refusal}`);
            link.send({ t: 'refused', reason: refusal });
            void link.close('refused');
            return undefined;
        }
        const node = frame.node;
        this.strangers.delete(link);
        link.peer = `node ${node} (${address})`;
        const replacement = !this.seats.has(node);
        this.seats.set(node, { state: 'joined', link });
        this.config.logger.info(`gang channel: ${link.peer} joined${replacement ? ' as a replacement' : ''}`);
        link.send({ t: 'welcome' });
        for (const event of this.remembered)
            if (event.node !== node)
                link.send(eventFrame(event));
        if (replacement)
            this.record({ kind: 'joined', node, reason: `node ${node} joined as a replacement` });
        if (this.done !== undefined)
            link.send({ t: 'done', node: 0, outcome: this.done });
        this.checkReady();
        return node;
    }
    refusal(frame) {
        if (frame.t !== 'hello')
            return `its first frame was "${frame.t}", not hello`;
        if (frame.gang !== this.config.gangId)
            return `it belongs to gang ${JSON.stringify(frame.gang)}, not ${JSON.stringify(this.config.gangId)}`;
        const seat = this.seats.get(frame.node);
        if (seat === undefined)
            return this.replacementRefusal(frame.node);
        if (seat.state === 'joined' || seat.state === 'done')
            return `node ${frame.node} is already connected (${seat.link.peer}); two nodes were given the same rank`;
        if (seat.state === 'gone')
            return `node ${frame.node} was already reported lost (${seat.why}); it cannot rejoin`;
        return undefined;
    }
    replacementRefusal(node) {
        const { nodes, replacements } = this.config;
        const others = `the other nodes are 1-${nodes - 1}`;
        if (node < nodes)
            return `it says it is node ${node}, but ${others}`;
        if (!replacements)
            return `it says it is node ${node}, but ${others} and the gang is not elastic, so it takes no replacements`;
        if (node >= nodes + MAX_REPLACEMENTS)
            return `it says it is node ${node}, but replacements are nodes ${nodes}-${nodes + MAX_REPLACEMENTS - 1}`;
        return undefined;
    }
    fromMember(node, link, frame) {
        const fromItself = 'node' in frame && frame.node === node;
        if (frame.t === 'hb')
            return;
        if ((frame.t === 'notice' || frame.t === 'risk' || frame.t === 'ready') && fromItself) {
            const event = frameEvent(frame);
            if (event)
                this.record(event);
        }
        else if (frame.t === 'done' && fromItself) {
            this.seats.set(node, { state: 'done', link });
            this.config.logger.info(`gang channel: ${link.peer} is leaving (${frame.outcome})`);
            if (frame.outcome === 'failed')
                this.record({ kind: 'failed', node, reason: `node ${node}'s trainer failed` });
        }
        else {
            link.drop(`it sent a "${frame.t}" frame a member may not send (${JSON.stringify(frame)})`);
        }
    }
    departed(node, why) {
        const seat = this.seats.get(node);
        if (this.closing || seat?.state !== 'joined')
            return;
        const reason = `node ${node} is lost: ${why}`;
        this.seats.set(node, { state: 'gone', why });
        this.config.logger.warning(`gang channel: ${seat.link.peer} is lost: ${why}`);
        this.record({ kind: 'lost', node, reason });
    }
    record(event) {
        if (this.remembered.some((seen) => sameKind(seen, event)))
            return;
        this.remembered.push(event);
        if (event.kind === 'notice')
            this.config.logger.notice(`gang channel: node ${event.node} has a notice (deadline ${new Date(event.deadline).toISOString()}, ${event.reason}); telling the gang`);
        this.feed.deliver(event);
        this.broadcast(eventFrame(event), event.node);
    }
    broadcast(frame, except) {
        for (const [node, seat] of this.seats)
            if (node !== except && 'link' in seat)
                seat.link.send(frame);
    }
    async watchJoins() {
        const { clock, joinTimeoutMs } = this.config;
        await (0,base_clock/* sleepUnlessAborted */.b)(clock, joinTimeoutMs, this.stop.signal);
        if (this.stop.signal.aborted)
            return;
        for (const [node, seat] of this.seats) {
            if (seat.state !== 'waiting')
                continue;
            const why = `it never joined within ${(0,duration/* formatDuration */.a3)(joinTimeoutMs)}`;
            this.seats.set(node, { state: 'gone', why });
            this.config.logger.warning(`gang channel: node ${node} is lost: ${why}`);
            this.record({ kind: 'lost', node, reason: `node ${node} is lost: ${why}` });
        }
        this.checkReady();
    }
    checkReady() {
        if ([...this.seats.values()].every((seat) => seat.state !== 'waiting'))
            this.markReady();
    }
}

;// CONCATENATED MODULE: ./build/notice/gang/member.js





const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 2000;
class GangMember {
    config;
    feed;
    link;
    welcomed = false;
    hubDone = false;
    closing = false;
    said = [];
    stop = new AbortController();
    markReady = () => undefined;
    ready = new Promise((resolve) => (this.markReady = resolve));
    constructor(config, feed) {
        this.config = config;
        this.feed = feed;
    }
    static start(config, feed) {
        const member = new GangMember(config, feed);
        void member.join();
        return member;
    }
    get port() {
        return this.config.port;
    }
    get hub() {
        return `node 0 (${this.config.host}:${this.config.port})`;
    }
    announceNotice(deadline, reason) {
        this.say({ t: 'notice', node: this.config.node, deadline, reason });
    }
    announceRisk(reason) {
        this.say({ t: 'risk', node: this.config.node, reason });
    }
    announceReady(replaces) {
        const { node } = this.config;
        this.say({ t: 'ready', node, replaces, reason: readyReason(node, replaces) });
    }
    announceDone(outcome) {
        if (!this.said.some((frame) => frame.t === 'done'))
            this.say({ t: 'done', node: this.config.node, outcome });
    }
    async close() {
        this.closing = true;
        this.stop.abort();
        await this.link?.close(`node ${this.config.node} is closing the channel`);
    }
    stopped() {
        return this.stop.signal.aborted;
    }
    say(frame) {
        this.said.push(frame);
        this.link?.send(frame);
    }
    async join() {
        const { clock, joinTimeoutMs, logger, node } = this.config;
        const giveUpAt = clock.now() + joinTimeoutMs;
        for (let wait = FIRST_RETRY_MS, tries = 1;; wait = Math.min(wait * 2, LONGEST_RETRY_MS), tries++) {
            const failure = await this.connectOnce();
            if (failure === undefined || this.closing)
                return;
            const left = giveUpAt - clock.now();
            if (left <= 0) {
                logger.warning(`gang channel: node ${node} gives up on ${this.hub} after ${tries} tries: ${failure}`);
                this.lose(`${this.hub} never answered within ${(0,duration/* formatDuration */.a3)(joinTimeoutMs)} (last try: ${failure})`);
                return;
            }
            const line = `gang channel: node ${node} cannot reach ${this.hub} yet (${failure}); retrying`;
            if (tries === 1)
                logger.info(line);
            else
                logger.debug(line);
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, Math.min(wait, left), this.stop.signal);
            if (this.stopped())
                return;
        }
    }
    connectOnce() {
        const { host, port, gangId, node } = this.config;
        return new Promise((resolve) => {
            const socket = (0,external_node_net_.connect)({ host, port, noDelay: true });
            const link = new Link(socket, this.hub, this.config, (frame) => {
                if (this.fromHub(frame))
                    resolve(undefined);
            }, (why) => {
                if (!this.welcomed)
                    resolve(why);
                else if (!this.closing && !this.hubDone) {
                    this.config.logger.warning(`gang channel: lost ${this.hub}: ${why}`);
                    this.lose(`node 0 is lost: ${why}`);
                }
            });
            this.link = link;
            link.send({ t: 'hello', gang: gangId, node });
            for (const frame of this.said)
                link.send(frame);
        });
    }
    fromHub(frame) {
        const event = frameEvent(frame);
        if (event !== undefined) {
            this.feed.deliver(event);
        }
        else if (frame.t === 'welcome') {
            this.welcomed = true;
            this.config.logger.info(`gang channel: node ${this.config.node} joined ${this.hub}`);
            this.markReady();
            return true;
        }
        else if (frame.t === 'refused') {
            this.config.logger.error(`gang channel: ${this.hub} refused node ${this.config.node}: ${frame.reason}`);
            this.closing = true;
            void this.link?.close('refused');
            this.lose(`${this.hub} refused this node: ${frame.reason}`);
            return true;
        }
        else if (frame.t === 'done' && frame.node === 0) {
            this.hubDone = true;
        }
        else if (frame.t !== 'hb') {
            this.link?.drop(`it sent a "${frame.t}" frame the hub may not send`);
        }
        return false;
    }
    lose(reason) {
        this.feed.deliver({ kind: 'lost', node: 0, reason });
        this.markReady();
    }
}

;// CONCATENATED MODULE: ./build/notice/gang/channel.js





async function openGangChannel(options) {
    const config = checkOptions(options);
    const feed = new EventFeed(config.node, config.logger);
    const end = config.node === 0 ? await GangHub.start(config, feed) : GangMember.start(config, feed);
    let noticed = false;
    const said = new Set();
    const once = (what, say) => {
        if (said.has(what))
            return;
        said.add(what);
        say();
    };
    let closing;
    return {
        port: end.port,
        ready: end.ready,
        events: feed,
        onEvent: (listener) => feed.onEvent(listener),
        announceNotice: (deadline, reason) => {
            if (noticed)
                return;
            noticed = true;
            end.announceNotice(deadline, clipReason(reason));
        },
        announceRisk: (reason) => once('risk', () => end.announceRisk(clipReason(reason))),
        announceReady: (replaces) => once('ready', () => end.announceReady(replaces)),
        announceDone: (outcome) => end.announceDone(outcome),
        close: () => (closing ??= end.close().finally(() => {
            feed.end();
        })),
    };
}
function checkOptions(options) {
    const { node, nodes, port, gangId } = options;
    if (!Number.isSafeInteger(nodes) || nodes < 2)
        throw new Error(`gang channel: nodes must be an integer of at least 2, not ${nodes}`);
    const ids = options.replacements ? nodes + MAX_REPLACEMENTS : nodes;
    if (!Number.isSafeInteger(node) || node < 0 || node >= ids)
        throw new Error(`gang channel: node must be an integer from 0 to ${ids - 1}, not ${node}`);
    if (!Number.isSafeInteger(port) || port < (node === 0 ? 0 : 1) || port > 65535)
        throw new Error(`gang channel: port must be an integer from 1 to 65535, not ${port}`);
    if (gangId === '' || gangId.length > 256)
        throw new Error(`gang channel: gangId must be 1 to 256 characters, not ${JSON.stringify(gangId)}`);
    const config = {
        ...options,
        listenHost: options.listenHost ?? '0.0.0.0',
        replacements: options.replacements ?? false,
        heartbeatMs: options.heartbeatMs ?? 1000,
        lossAfterMs: options.lossAfterMs ?? 5000,
        joinTimeoutMs: options.joinTimeoutMs ?? 10 * 60_000,
    };
    for (const key of ['heartbeatMs', 'lossAfterMs', 'joinTimeoutMs'])
        if (!(config[key] > 0))
            throw new Error(`gang channel: ${key} must be a positive number, not ${config[key]}`);
    if (config.lossAfterMs <= config.heartbeatMs)
        throw new Error(`gang channel: lossAfterMs (${config.lossAfterMs}) must be longer than heartbeatMs (${config.heartbeatMs}), or every peer is lost between two heartbeats`);
    return config;
}

;// CONCATENATED MODULE: ./build/notice/gang-notices.js

const LOST_NODE_GRACE_MS = 30_000;
class GangNoticeSource {
    channel;
    clock;
    elastic;
    kind = 'gang';
    constructor(channel, clock, elastic) {
        this.channel = channel;
        this.clock = clock;
        this.elastic = elastic;
    }
    watch(signal) {
        return new Promise((resolve) => {
            if (signal.aborted)
                return;
            this.channel.onEvent((event) => {
                if (signal.aborted || isAdvisory(event))
                    return;
                if (this.trainsOn(event) || event.kind === 'joined')
                    return;
                resolve(this.toNotice(event));
            });
        });
    }
    trainsOn(event) {
        if (event.kind === 'joined') {
            if (!this.elastic)
                return true;
            const { membership, logger } = this.elastic;
            membership.joins(event.node);
            logger.notice(membership.size > membership.nodes
                ? `node ${event.node} joined the elastic gang to take the seat of a node at risk; its torchrun agent waits in the rendezvous until that node steps out`
                : `node ${event.node} joined the elastic gang as a replacement; ${membership.size} of ${membership.nodes} nodes train (torchrun restarts every worker to admit it)`);
            return true;
        }
        if (!this.elastic || event.kind === 'failed')
            return false;
        const { membership, logger } = this.elastic;
        if (!membership.leaves(event.node))
            return false;
        const what = event.kind === 'notice' ? 'got a notice' : 'was lost';
        logger.notice(`node ${event.node} ${what} (${event.reason}) and leaves the elastic gang; ${membership.size} of ${membership.nodes} nodes train on (min-nodes ${membership.minNodes}), re-formed by torchrun`);
        return true;
    }
    toNotice(event) {
        const receivedAt = this.clock.now();
        const node = event.node;
        switch (event.kind) {
            case 'notice':
                return {
                    source: 'gang',
                    node,
                    reason: `node ${event.node} got a notice (${event.reason})`,
                    receivedAt,
                    deadline: Math.max(receivedAt, event.deadline),
                };
            case 'lost':
                return {
                    source: 'gang',
                    node,
                    reason: `node ${event.node} was lost (${event.reason})`,
                    receivedAt,
                    deadline: receivedAt + LOST_NODE_GRACE_MS,
                };
            case 'failed':
                return {
                    source: 'gang',
                    node,
                    reason: `node ${event.node}'s trainer failed (${event.reason})`,
                    receivedAt,
                    deadline: receivedAt + LOST_NODE_GRACE_MS,
                    peerFailed: true,
                };
        }
    }
}

;// CONCATENATED MODULE: ./build/notice/gang/membership.js
class GangMembership {
    nodes;
    minNodes;
    gone = new Set();
    joined = new Set();
    constructor(nodes, minNodes, self) {
        this.nodes = nodes;
        this.minNodes = minNodes;
        if (self !== undefined && self >= nodes)
            this.joined.add(self);
    }
    get elastic() {
        return this.minNodes < this.nodes;
    }
    get size() {
        const originalsGone = [...this.gone].filter((node) => node < this.nodes).length;
        const replacementsIn = [...this.joined].filter((node) => !this.gone.has(node)).length;
        return this.nodes - originalsGone + replacementsIn;
    }
    joins(node) {
        this.joined.add(node);
    }
    leaves(node) {
        this.gone.add(node);
        return this.elastic && !this.gone.has(0) && this.size >= this.minNodes;
    }
    handsOver(node) {
        return this.elastic && node !== 0 && !this.gone.has(0);
    }
}

;// CONCATENATED MODULE: ./build/notice/gang/membership-log.js


class MembershipLog {
    nodes;
    onTrainedAgain;
    changes = [];
    pending;
    constructor(nodes, onTrainedAgain) {
        this.nodes = nodes;
        this.onTrainedAgain = onTrainedAgain;
    }
    heard(event, at) {
        if (event.kind === 'failed' || isAdvisory(event))
            return;
        const kind = event.kind === 'joined' ? 'joined' : 'left';
        const detail = event.kind === 'notice'
            ? `got a notice (${event.reason})`
            : event.kind === 'lost'
                ? event.reason
                : 'joined as a replacement';
        const change = { at, node: event.node, kind, detail };
        this.changes.push(change);
        this.pending = change;
    }
    resumeSaid(at) {
        const change = this.pending;
        if (!change || at < change.at)
            return;
        this.pending = undefined;
        const after = change.kind === 'left' ? 'left' : 'joined';
        const seconds = (at - change.at) / 1000;
        this.changes.push({
            at,
            node: change.node,
            kind: 'trained again',
            detail: `${seconds.toFixed(1)} s after node ${change.node} ${after}`,
        });
        this.onTrainedAgain?.({ node: change.node, after, seconds, at });
    }
    asked(at, node, detail) {
        this.changes.push({ at, node, kind: 'replacement asked', detail });
    }
    get all() {
        return [...this.changes].sort((a, b) => a.at - b.at);
    }
    shortNodeMinutes(until) {
        return (0,short_of_size/* shortNodeMinutes */.e)(this.changes, until);
    }
}

;// CONCATENATED MODULE: ./build/modes/gang-replacements.js




const DISPATCH_FOR_MS = 10 * 60_000;
function gangReplacements(params) {
    const { logger } = params;
    const state = { seats: new Map(), next: params.identity.node.count };
    const replaced = new Set();
    let chain = Promise.resolve();
    return {
        request: (left, reason) => {
            if (replaced.has(left))
                return;
            replaced.add(left);
            chain = chain
                .then(() => ask(params, state, left, reason))
                .catch((error) => logger.warning(`could not ask for a replacement for node ${left}: ${(0,errors/* describeError */.U)(error)}; the gang trains on without it`));
        },
    };
}
async function ask(params, state, left, reason) {
    const { store, identity, clock, logger, dispatcher } = params;
    if (typeof dispatcher === 'string') {
        logger.warning(`no replacement is asked for node ${left}: ${dispatcher}; the gang trains on without it`);
        return;
    }
    const nodes = identity.node.count;
    const seat = await seatOf(params, state, left);
    const record = { seat, replaces: left, nodes, minNodes: params.minNodes, reason };
    let id = state.next;
    for (; id < nodes + MAX_REPLACEMENTS; id++) {
        const at = new Date(clock.now()).toISOString();
        const fields = { ...record, node: id, rendezvous: params.rendezvous, requestedAt: at };
        if (await createJoinRecord(store, identity.lineage, identity.runId, fields, { clock, logger }))
            break;
    }
    if (id >= nodes + MAX_REPLACEMENTS)
        throw new Error(`the gang has used all ${MAX_REPLACEMENTS} replacement ids`);
    state.next = id + 1;
    state.seats.set(id, seat);
    const started = await dispatcher.dispatch(replacementInput(identity.runId, id), clock.now() + DISPATCH_FOR_MS);
    const run = started.url ?? `run ${started.runId ?? '(not yet known)'}`;
    logger.notice(`asked for a replacement for node ${left}: ${run} brings node ${id} to seat ${seat} (node-rank ${seat})`);
    params.onAsked?.({ node: id, seat, replaces: left, run: started.url ?? started.runId });
}
async function seatOf(params, state, left) {
    const { store, identity } = params;
    if (left < identity.node.count)
        return left;
    const known = state.seats.get(left);
    if (known !== undefined)
        return known;
    const record = await readJoinRecord(store, identity.lineage, identity.runId, left);
    if (typeof record === 'string')
        throw new Error(record);
    return record.seat;
}
async function joinedAsReplacement(channel, node) {
    let refused;
    const stopListening = channel.onEvent((event) => {
        if (event.kind === 'lost' && event.node === 0)
            refused = event.reason;
    });
    await channel.ready;
    stopListening();
    if (refused === undefined)
        return;
    await channel.close();
    throw new errors/* UserError */.y(`replacement node ${node} could not join the gang: ${refused}`);
}
function askForReplacement(event, membership, replace) {
    if (event.kind === 'joined')
        membership.joins(event.node);
    else if (event.kind === 'risk') {
        if (membership.handsOver(event.node))
            replace.request(event.node, `node ${event.node} is at risk (${event.reason}); its replacement takes its seat before it goes`);
    }
    else if (event.kind === 'notice' || event.kind === 'lost') {
        if (!membership.leaves(event.node))
            return;
        const what = event.kind === 'notice' ? 'got a notice' : 'was lost';
        replace.request(event.node, `node ${event.node} ${what} (${event.reason})`);
    }
}

;// CONCATENATED MODULE: ./build/notice/gang-stop-record.js



class GangStopRecordSource {
    params;
    kind = 'gang';
    constructor(params) {
        this.params = params;
    }
    async watch(signal) {
        const { store, lineage, runId, clock } = this.params;
        for (;;) {
            const record = await store
                .readText((0,layout/* gangStopKey */.$9)(lineage, runId))
                .then(parseRecord, () => undefined);
            if (record && record.node !== this.params.node) {
                const receivedAt = clock.now();
                return {
                    source: 'gang',
                    reason: `node ${record.node} stopped the gang (${record.reason}), as the store records`,
                    receivedAt,
                    deadline: Math.max(receivedAt, record.deadline),
                };
            }
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, this.params.pollMs, signal);
            if (signal.aborted)
                return new Promise(() => { });
        }
    }
}
async function recordGangStop(store, where, record, logger) {
    try {
        await store.writeText((0,layout/* gangStopKey */.$9)(where.lineage, where.runId), `${JSON.stringify(record)}\n`);
    }
    catch (error) {
        logger.warning(`could not record the gang's stop in the store: ${(0,errors/* describeError */.U)(error)}`);
    }
}
function parseRecord(text) {
    if (text === undefined)
        return undefined;
    try {
        const data = JSON.parse(text);
        const { node, reason, deadline } = data;
        if (!Number.isSafeInteger(node) || typeof deadline !== 'number')
            return undefined;
        return { node: node, reason: typeof reason === 'string' ? reason : '', deadline };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/modes/gang-change-notes.js


class GangChangeNotes {
    history;
    nodes;
    clock;
    seats = new Map();
    constructor(history, nodes, clock) {
        this.history = history;
        this.nodes = nodes;
        this.clock = clock;
    }
    formed(minNodes) {
        this.history.gangFormed(this.nodes, minNodes, this.clock.now());
    }
    heard(event, membership) {
        if (event.kind === 'failed' || isAdvisory(event))
            return;
        const at = (0,records/* isoTime */.Ly)(this.clock.now());
        const { node } = event;
        const seat = node < this.nodes ? node : this.seats.get(node);
        const seated = seat === undefined ? {} : { seat };
        if (event.kind === 'joined') {
            this.history.gangChanged({ kind: 'joined', node, ...seated, at });
            return;
        }
        const trainsOn = membership.leaves(node);
        const { reason } = event;
        this.history.gangChanged({
            kind: 'left',
            node,
            ...seated,
            why: event.kind,
            reason,
            trainsOn,
            at,
        });
    }
    trainedAgain(again) {
        const { node, after, at } = again;
        const seconds = Math.round(again.seconds * 10) / 10;
        this.history.gangChanged({ kind: 'trained', node, after, seconds, at: (0,records/* isoTime */.Ly)(at) });
    }
    asked(asked) {
        this.seats.set(asked.node, asked.seat);
        const { run, ...rest } = asked;
        const at = (0,records/* isoTime */.Ly)(this.clock.now());
        this.history.gangChanged({ kind: 'asked', ...rest, ...(run === undefined ? {} : { run }), at });
    }
}

;// CONCATENATED MODULE: ./build/modes/gang-env.js

const DEFAULT_RENDEZVOUS = '127.0.0.1:29500';
function trainerEnv(gang, runId) {
    const minNodes = gang.minNodes ?? gang.nodes;
    return {
        SPOT_TRAIN_NNODES: minNodes < gang.nodes ? `${minNodes}:${gang.nodes}` : String(gang.nodes),
        SPOT_TRAIN_MIN_NODES: String(minNodes),
        SPOT_TRAIN_NODE_RANK: String(gang.nodeRank),
        SPOT_TRAIN_RDZV_ENDPOINT: gang.rendezvous ? endpointText(gang.rendezvous) : DEFAULT_RENDEZVOUS,
        SPOT_TRAIN_RDZV_ID: `spot-train-${runId}`,
        ...(minNodes < gang.nodes ? { TORCH_DISABLE_SHARE_RDZV_TCP_STORE: '1' } : {}),
    };
}

;// CONCATENATED MODULE: ./build/modes/gang-leave.js

const GANG_SEAL_WAIT_MS = 60_000;
async function leaveGang(channel, result, params) {
    const { store, identity, clock, logger } = params;
    channel.announceDone(result.outcome);
    if (!identity.node || !result.seal.sealed)
        return undefined;
    const until = params.lost.size > 0 || params.left
        ? clock.now()
        : Math.min(result.notice?.deadline ?? Infinity, clock.now() + GANG_SEAL_WAIT_MS);
    const report = await sealGang({
        store,
        lineage: identity.lineage,
        runId: identity.runId,
        nodes: identity.node.count,
        by: `node ${identity.node.index}`,
        nodesGone: false,
        until,
        clock,
        logger,
    });
    if (!report.sealed)
        logger.info(`the gang's run is not sealed yet (${report.reason}); its last node or finalize seals it`);
    return report;
}

// EXTERNAL MODULE: ./build/supervisor/process-group.js
var process_group = __webpack_require__(82216);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/supervisor/torchrun-agents.js + 1 modules
var torchrun_agents = __webpack_require__(69792);
;// CONCATENATED MODULE: ./build/supervisor/rendezvous-connected.js



const ESTABLISHED = '01';
function connectedTo(pgid, port, procRoot = '/proc') {
    let table;
    try {
        table = ['tcp', 'tcp6'].map((name) => readOr(`${procRoot}/net/${name}`)).join('\n');
    }
    catch {
        return undefined;
    }
    const inodes = socketsTo(table, port);
    if (inodes.size === 0)
        return false;
    return (0,torchrun_agents/* groupMembers */.rU)(pgid, procRoot).some((member) => socketInodes(`${procRoot}/${member.pid}/fd`).some((inode) => inodes.has(inode)));
}
function readOr(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ENOENT' && path.endsWith('tcp6'))
            return '';
        throw error;
    }
}
function socketsTo(table, port) {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set();
    for (const line of table.split('\n')) {
        const fields = line.trim().split(/\s+/);
        const remote = fields[2];
        if (fields[3] !== ESTABLISHED || remote?.slice(remote.lastIndexOf(':') + 1) !== hexPort)
            continue;
        const inode = fields[9];
        if (inode !== undefined && inode !== '0')
            inodes.add(inode);
    }
    return inodes;
}
function socketInodes(fdDir) {
    let fds;
    try {
        fds = (0,external_node_fs_.readdirSync)(fdDir);
    }
    catch {
        return [];
    }
    const inodes = [];
    for (const fd of fds) {
        try {
            const target = (0,external_node_fs_.readlinkSync)(`${fdDir}/${fd}`);
            const match = /^socket:\[(\d+)\]$/.exec(target);
            if (match?.[1] !== undefined)
                inodes.push(match[1]);
        }
        catch {
        }
    }
    return inodes;
}

;// CONCATENATED MODULE: ./build/modes/gang-hand-over.js


const READY_WITHOUT_PROC_MS = 15_000;
const AGENT_POLL_MS = 500;
const JOIN_AFTER_CONNECT_MS = 1_000;
function announceRisk(gang, detail) {
    const { channel, membership, node, logger } = gang;
    if (!membership.elastic)
        return;
    if (!membership.handsOver(node)) {
        logger.info(`node ${node}'s VM is at risk (${detail}), but it cannot hand its seat over: node 0 hosts the rendezvous; it trains on until a notice`);
        return;
    }
    logger.notice(`node ${node}'s VM is at risk (${detail}): node 0 asks for a replacement in its seat; this node trains on until the replacement waits in the rendezvous, then steps out`);
    channel.announceRisk(detail);
}
function announceReadyAfterStart(gang, replaces, pgid) {
    if (replaces === undefined)
        return;
    untilAgentWaits(gang, pgid)
        .catch((error) => {
        gang.logger.debug(`could not watch for the torchrun agent: ${String(error)}`);
        return gang.clock.sleep(READY_WITHOUT_PROC_MS).then(() => true);
    })
        .then((waits) => {
        if (!waits)
            return;
        gang.logger.info(`this replacement's torchrun agent is in the rendezvous; telling node ${replaces}`);
        gang.channel.announceReady(replaces);
    })
        .catch(() => undefined);
}
async function untilAgentWaits(gang, pgid) {
    const { clock, rendezvousPort } = gang;
    for (;;) {
        const connected = rendezvousPort === undefined ? undefined : connectedTo(pgid, rendezvousPort);
        if (connected === undefined) {
            await clock.sleep(READY_WITHOUT_PROC_MS);
            return true;
        }
        if (connected) {
            await clock.sleep(JOIN_AFTER_CONNECT_MS);
            return true;
        }
        if (!(0,process_group/* processGroupAlive */.M)(pgid))
            return false;
        await clock.sleep(AGENT_POLL_MS);
    }
}

;// CONCATENATED MODULE: ./build/notice/gang/hand-over.js
const HAND_OVER_MS = 120_000;
class HandOverSource {
    channel;
    node;
    clock;
    kind = 'hand-over';
    constructor(channel, node, clock) {
        this.channel = channel;
        this.node = node;
        this.clock = clock;
    }
    watch(signal) {
        return new Promise((resolve) => {
            if (signal.aborted)
                return;
            this.channel.onEvent((event) => {
                if (signal.aborted || event.kind !== 'ready' || event.replaces !== this.node)
                    return;
                const receivedAt = this.clock.now();
                resolve({
                    source: 'hand-over',
                    node: event.node,
                    reason: `node ${event.node} is ready to take this node's seat`,
                    receivedAt,
                    deadline: receivedAt + HAND_OVER_MS,
                });
            });
        });
    }
}

;// CONCATENATED MODULE: ./build/modes/train-gang.js













const STOP_RECORD_POLL_MS = 5000;
async function joinGang(params) {
    const { gang, identity, store, clock, logger } = params;
    const rendezvous = gang.rendezvous;
    const minNodes = gang.minNodes ?? gang.nodes;
    const env = trainerEnv(gang, identity.runId);
    if (!identity.node || !rendezvous) {
        const none = () => Promise.resolve(undefined);
        return {
            sources: [],
            env,
            noticed: () => { },
            atRisk: () => { },
            trainerStarted: () => { },
            left: () => undefined,
            leave: none,
            close: none,
        };
    }
    const replacements = minNodes < gang.nodes;
    const channel = await openGangChannel({
        node: identity.node.index,
        nodes: identity.node.count,
        replacements,
        host: rendezvous.host,
        port: rendezvous.port + 1,
        gangId: `${identity.lineage}/${identity.runId}`,
        clock,
        logger,
    });
    const node = identity.node.index;
    logger.info(`node ${node} of a gang of ${identity.node.count}: ` +
        (node === 0
            ? `listening for the other nodes on port ${rendezvous.port + 1}`
            : `joining node 0 at ${rendezvous.host}:${rendezvous.port + 1}`));
    const membership = new GangMembership(identity.node.count, minNodes, node);
    if (node >= identity.node.count)
        await joinedAsReplacement(channel, node);
    const parts = elasticParts(params, { replacements, node, minNodes, rendezvous });
    const members = { membership, ...parts };
    const { replaces } = params;
    const place = { store, identity, node, replaces, rendezvousPort: rendezvous.port };
    return gangLink(channel, env, { ...place, ...members, clock, logger });
}
function elasticParts(params, gang) {
    const { identity, store, clock, logger, history } = params;
    if (!gang.replacements || !identity.node)
        return {};
    if (gang.node !== 0)
        return { log: new MembershipLog(identity.node.count) };
    const notes = history && new GangChangeNotes(history, identity.node.count, clock);
    notes?.formed(gang.minNodes);
    const log = new MembershipLog(identity.node.count, (again) => notes?.trainedAgain(again));
    const replace = gangReplacements({
        store,
        identity: { ...identity, node: identity.node },
        minNodes: gang.minNodes,
        rendezvous: endpointText(gang.rendezvous),
        dispatcher: params.dispatcher,
        onAsked: (asked) => {
            const run = asked.run ?? 'run (not yet known)';
            log.asked(clock.now(), asked.node, `in seat ${asked.seat}, for node ${asked.replaces}: ${run}`);
            notes?.asked(asked);
        },
        clock,
        logger,
    });
    return { log, replace, ...(notes ? { notes } : {}) };
}
function gangLink(channel, env, params) {
    const { store, identity, node, membership, replace, log, notes, clock, logger } = params;
    const hand = { channel, membership, node, rendezvousPort: params.rendezvousPort, clock, logger };
    const where = { lineage: identity.lineage, runId: identity.runId };
    let closing;
    const lost = new Set();
    channel.onEvent((event) => {
        if (event.kind === 'lost')
            lost.add(event.node);
        if (replace)
            askForReplacement(event, membership, replace);
        log?.heard(event, clock.now());
        notes?.heard(event, membership);
    });
    const stop = (reason, deadline) => recordGangStop(store, where, { node, reason, deadline }, logger);
    let left;
    return {
        sources: gangSources(channel, { store, where, node, membership, clock, logger }),
        env,
        noticed: (notice) => {
            left ??= tellGang(notice, { channel, membership, node, stop, logger });
        },
        atRisk: (detail) => announceRisk(hand, detail),
        trainerStarted: (pgid) => announceReadyAfterStart(hand, params.replaces, pgid),
        left: () => left,
        ...(log ? { membership: log } : {}),
        leave: (result) => leaveGang(channel, result, {
            store,
            identity,
            lost,
            left: left !== undefined,
            clock,
            logger,
        }),
        close: (error) => (closing ??= (async () => {
            if (error !== undefined && left === undefined) {
                const reason = `node ${node}'s train step failed: ${(0,errors/* describeError */.U)(error)}`;
                await stop(reason, clock.now() + LOST_NODE_GRACE_MS);
            }
            await channel.close();
        })()),
    };
}
function gangSources(channel, params) {
    const { store, where, node, membership, clock, logger } = params;
    return [
        new GangNoticeSource(channel, clock, membership.elastic ? { membership, logger } : undefined),
        new GangStopRecordSource({ store, ...where, node, pollMs: STOP_RECORD_POLL_MS, clock, logger }),
        ...(membership.handsOver(node) ? [new HandOverSource(channel, node, clock)] : []),
    ];
}
function tellGang(notice, gang) {
    const { channel, membership, node, stop, logger } = gang;
    if (notice.userRequested)
        return undefined;
    if (notice.source === 'gang') {
        if (membership.elastic)
            void stop(notice.reason, notice.deadline);
        return undefined;
    }
    const reason = `${notice.source}: ${notice.reason}`;
    channel.announceNotice(notice.deadline, reason);
    if (notice.source !== 'hand-back' && membership.leaves(node)) {
        logger.notice(`node ${node} leaves the elastic gang (${reason}); the other ${membership.size} nodes train on without it`);
        return reason;
    }
    void stop(reason, notice.deadline);
    return undefined;
}

// EXTERNAL MODULE: ./build/checkpoints/run-retention.js
var run_retention = __webpack_require__(72374);
;// CONCATENATED MODULE: ./build/restart/await-seal.js


async function awaitSeal(params) {
    const { store, lineage, runId, clock, logger } = params;
    const started = clock.now();
    let told = false;
    for (;;) {
        const manifest = await (0,run_manifest/* readRunManifest */.tT)(store, lineage, runId);
        if (manifest === undefined || typeof manifest === 'string' || manifest.state !== 'running') {
            return true;
        }
        const waited = clock.now() - started;
        if (waited >= params.timeoutMs) {
            logger.warning(`run ${runId} has not sealed its outputs after ${(0,duration/* formatDuration */.a3)(waited)}; restoring what is durable`);
            return false;
        }
        if (!told) {
            logger.info(`run ${runId} is still saving its outputs; waiting up to ${(0,duration/* formatDuration */.a3)(params.timeoutMs)} for it to finish`);
            told = true;
        }
        await clock.sleep(Math.min(params.pollMs, params.timeoutMs - waited));
    }
}

;// CONCATENATED MODULE: ./build/restart/join-lineage.js






async function joinLineage(params) {
    const { store, restartFrom, maxRestarts, clock, logger } = params;
    const resolved = await resolveRun(store, params.runKey, restartFrom, logger, clock);
    const identity = params.node ? { ...resolved.identity, node: params.node } : resolved.identity;
    await takeRunKey({
        store,
        identity,
        owner: { ...params.owner, since: new Date(clock.now()).toISOString() },
        clock,
        logger,
    });
    if (restartFrom)
        await succeed(params, identity.lineage, restartFrom);
    if (identity.attempt > maxRestarts + 1) {
        throw new errors/* UserError */.y(`max-restarts: lineage ${identity.lineage} has been restarted ${identity.attempt - 1} times, more than the ${maxRestarts} allowed; start a new run to train again`);
    }
    await afterSeal(params, identity);
    return { identity };
}
async function succeed(params, lineage, prior) {
    const { store, clock, logger } = params;
    const succession = await claimSuccession(store, lineage, prior, params.workflowRunId, {
        clock,
        logger,
    });
    if (!succession.ok) {
        throw new errors/* UserError */.y(`${continuingRun(succession.successor)} already continues lineage ${lineage} after run ${prior}; this run is a second dispatch of the same restart and stops before training`);
    }
}
async function afterSeal(params, identity) {
    const { store, restartFrom, clock, logger } = params;
    if (restartFrom === undefined)
        return;
    const continued = await (0,run_manifest/* readRunManifest */.tT)(store, identity.lineage, restartFrom);
    if (typeof continued !== 'object' || continued.state !== 'running')
        return;
    await awaitSeal({
        store,
        lineage: identity.lineage,
        runId: continued.runId,
        timeoutMs: params.sealTimeoutMs,
        pollMs: 5000,
        clock,
        logger,
    });
}

;// CONCATENATED MODULE: ./build/modes/train-lineage.js







async function enterLineage(settings, deps) {
    const { context, logger, clock } = deps;
    const store = await (0,open_store/* openStore */.C)(settings.store.location, { ...settings.store.options, logger });
    (0,run_retention/* requireRetentionSupport */.R)(store, settings.attempt.retention, input_names/* Input */.pd.retention);
    const owner = { job: context.job ?? '?', runner: context.runnerName ?? '?' };
    if (settings.replacement !== undefined && settings.restartFrom !== undefined) {
        const place = await enterAsReplacement({
            store,
            gangRun: settings.restartFrom,
            node: settings.replacement,
            gang: settings.gang,
            owner: { ...owner, since: new Date(clock.now()).toISOString() },
            clock,
            logger,
        });
        if ('unneeded' in place)
            return place;
        setLineageOutputs(deps, place.identity);
        return { store, ...place };
    }
    const runKey = (0,run_context/* runKeyOf */.kB)(context);
    const { gang } = settings;
    const { identity } = await joinLineage({
        store,
        runKey,
        workflowRunId: context.runId || runKey,
        restartFrom: settings.restartFrom,
        node: gang.nodes > 1
            ? {
                index: gang.nodeRank,
                count: gang.nodes,
                ...(gang.minNodes === undefined ? {} : { minNodes: gang.minNodes }),
            }
            : undefined,
        maxRestarts: settings.attempt.maxRestarts,
        sealTimeoutMs: settings.sealTimeoutMs,
        owner,
        clock,
        logger,
    });
    setLineageOutputs(deps, identity);
    logger.info(`attempt ${identity.attempt} of lineage ${identity.lineage}` +
        (settings.restartFrom ? `, continuing run ${settings.restartFrom}` : ', a new lineage') +
        `; outputs go to ${store.url}`);
    return { store, identity };
}
function setLineageOutputs(deps, identity) {
    deps.setOutput(Output.attempt, String(identity.attempt));
    deps.setOutput(Output.lineage, identity.lineage);
    deps.setOutput(Output.runKey, identity.runId);
}

;// CONCATENATED MODULE: ./build/placement/hand-back-watch.js





const HAND_BACK_SAVE_MS = 10 * 60_000;
const LOG_EVERY_MS = 30 * 60_000;
async function handBackWatch(params) {
    const { store, identity, logger } = params;
    let launch;
    try {
        launch = await (0,read_history/* readRunRecord */.lR)(store, identity.lineage, identity.runId, 'launch');
    }
    catch (error) {
        logger.warning(`could not read this run's launch record (${(0,errors/* describeError */.U)(error)}); an on-demand attempt stays on-demand`);
        return undefined;
    }
    const deadline = launch?.market === 'on-demand' ? launch.deadline : undefined;
    const deadlineAt = (0,records/* msOf */.QZ)(deadline?.at);
    const recordedStart = (0,records/* msOf */.QZ)(launch?.vmRunningAt);
    if (deadline === undefined || deadlineAt === undefined || recordedStart === undefined)
        return;
    const now = params.clock.now();
    const absurd = absurdFigure(deadline, deadlineAt, now);
    if (absurd) {
        logger.warning(`this run's launch record holds ${absurd}; an on-demand attempt stays on-demand`);
        return;
    }
    const startedAt = onThisClock(recordedStart, now, logger);
    const notBefore = startedAt + deadline.handBackAfterMs;
    const from = deadline.handBackAfterMs > 0
        ? `from ${new Date(notBefore).toISOString()} (${(0,duration/* formatDuration */.a3)(deadline.handBackAfterMs)} after the VM started)`
        : 'once it has timed its pace';
    logger.info(`on-demand under a deadline: ${from}, this attempt hands the lineage back to spot if the slack allows`);
    return new PaceWatch(params, {
        deadlineAt,
        ...(typeof deadline.totalSteps === 'number' ? { totalSteps: deadline.totalSteps } : {}),
        restartMs: deadline.restartMs,
        lostMs: deadline.lostMs,
        notBefore,
        restartsLeft: params.maxRestarts - identity.attempt + 1,
    });
}
const LONGEST_MS = 365 * 86_400_000;
function absurdFigure(deadline, deadlineAt, now) {
    const durations = {
        restartMs: deadline.restartMs,
        lostMs: deadline.lostMs,
        handBackAfterMs: deadline.handBackAfterMs,
    };
    for (const [name, ms] of Object.entries(durations)) {
        if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > LONGEST_MS)
            return `${name} ${String(ms)}, not a duration of a year or less`;
    }
    const steps = deadline.totalSteps;
    if (steps !== undefined &&
        (typeof steps !== 'number' || !Number.isSafeInteger(steps) || steps < 1))
        return `totalSteps ${JSON.stringify(steps)}, not a whole number of steps`;
    if (Math.abs(deadlineAt - now) > LONGEST_MS)
        return `a deadline of ${new Date(deadlineAt).toISOString()}, over a year from now`;
    return undefined;
}
function onThisClock(startedAt, now, logger) {
    if (startedAt <= now)
        return startedAt;
    logger.warning(`the launch record says the VM started at ${new Date(startedAt).toISOString()}, ${(0,duration/* formatDuration */.a3)(startedAt - now)} after this VM's clock reads now: the runner's clock and this VM's disagree, so the VM's start is taken as now`);
    return now;
}
class PaceWatch {
    params;
    fixed;
    first;
    logged = { ground: '', at: -Infinity };
    decided;
    handedBack = false;
    source;
    constructor(params, fixed) {
        this.params = params;
        this.fixed = fixed;
        const decision = new Promise((resolve) => (this.decided = resolve));
        this.source = { kind: 'hand-back', watch: () => decision };
    }
    onStep = (progress, at) => {
        const step = progress.lastStep;
        if (step === undefined || this.handedBack || at < this.fixed.notBefore) {
            if (step !== undefined)
                this.first ??= { step, at };
            return;
        }
        this.first ??= { step, at };
        const totalSteps = this.fixed.totalSteps ?? progress.totalSteps;
        const msPerStep = measuredStepTime(this.first, { step, at });
        const choice = handBackChoice({
            ...this.fixed,
            now: at,
            ...(totalSteps === undefined ? {} : { totalSteps }),
            doneSteps: step,
            ...(msPerStep === undefined ? {} : { msPerStep }),
        });
        if (!choice.handBack)
            return this.decline(at, choice.ground, choice.why);
        this.handedBack = true;
        this.params.logger.info(`handing the lineage back to spot: ${choice.why}`);
        this.decided?.({
            source: 'hand-back',
            reason: choice.why,
            receivedAt: at,
            deadline: at + HAND_BACK_SAVE_MS,
        });
    };
    decline(at, ground, why) {
        if (ground === this.logged.ground && at - this.logged.at < LOG_EVERY_MS)
            return;
        this.logged = { ground, at };
        this.params.logger.info(`staying on-demand for now: ${why}`);
    }
}

;// CONCATENATED MODULE: ./build/modes/train-outcome.js





function setAttemptOutputs(deps, result, storeUrl) {
    deps.setOutput(Output.outcome, result.outcome);
    deps.setOutput(Output.exitCode, result.exit.code === null ? '' : String(result.exit.code));
    deps.setOutput(Output.restoredFrom, result.restore.fromRunId ?? '');
    deps.setOutput(Output.filesUploaded, String(result.sync.filesUploaded));
    deps.setOutput(Output.bytesUploaded, String(result.sync.bytesUploaded));
    deps.setOutput(Output.manifest, `${storeUrl.replace(/\/$/, '')}/${result.manifestKey}`);
}
function failUnlessCompleted(result, settings, storeUrl) {
    const unsaved = result.seal.notSaved.length;
    const saved = unsaved === 0
        ? `its progress is saved in ${storeUrl}`
        : `${unsaved} file(s) it wrote are NOT saved (see the summary); the rest is in ${storeUrl}`;
    if (result.outcome === 'interrupted') {
        throw new errors/* UserError */.y(`training was interrupted (${result.notice?.source ?? 'unknown'} notice: ${result.notice?.reason ?? ''}); ${saved}`);
    }
    if (result.outcome === 'failed') {
        const restartable = result.exit.code !== null && settings.attempt.restartOnExitCodes.has(result.exit.code);
        const cause = (0,trainer_exit/* exitCause */.G)(result.exit);
        throw new errors/* UserError */.y(`the training command failed with ${(0,trainer_exit/* describeExit */.K)(result.exit)}` +
            (restartable ? ' (an exit code listed in restart-on-exit-codes)' : '') +
            (cause ? `: ${cause}` : ''));
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./build/notice/metadata-http.js

class MetadataRequestError extends Error {
    connected;
    name = 'MetadataRequestError';
    constructor(cause, connected) {
        super(cause instanceof Error ? cause.message : String(cause), { cause });
        this.connected = connected;
    }
}
const MAX_BODY = 1 << 20;
const agent = new external_node_http_.Agent({ keepAlive: true, maxSockets: 4 });
function metadataRequest(url, options) {
    return new Promise((resolve, reject) => {
        const signals = [
            AbortSignal.timeout(options.timeoutMs),
            ...(options.signal ? [options.signal] : []),
        ];
        const req = (0,external_node_http_.request)(url, {
            method: options.method ?? 'GET',
            headers: options.headers,
            agent: options.freshConnection ? false : agent,
            signal: AbortSignal.any(signals),
        }, (res) => {
            const chunks = [];
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > MAX_BODY)
                    req.destroy(new Error(`${url} answered with more than ${MAX_BODY} bytes`));
                else
                    chunks.push(chunk);
            });
            res.on('end', () => resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
            }));
            res.on('error', reject);
        });
        let connected = false;
        req.on('socket', (socket) => {
            if (!socket.connecting)
                connected = true;
            else
                socket.once('connect', () => (connected = true));
        });
        req.on('error', (error) => reject(new MetadataRequestError(error, connected)));
        req.end(options.body);
    });
}
function headerValue(response, name) {
    const value = response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
}

;// CONCATENATED MODULE: ./build/notice/source-errors.js



const RECOVERED_AFTER_MS = 5000;
class SourceErrors {
    name;
    logger;
    clock;
    maxDelayMs;
    inARow = 0;
    outage;
    constructor(name, logger, clock, maxDelayMs = 5000) {
        this.name = name;
        this.logger = logger;
        this.clock = clock;
        this.maxDelayMs = maxDelayMs;
    }
    async failed(error, signal) {
        if (signal.aborted)
            return;
        this.inARow++;
        const now = this.clock.now();
        if (!this.outage) {
            this.outage = { since: now, failures: 0, lastAt: now };
            this.logger.warning(`${this.name}: ${(0,errors/* describeError */.U)(error)} (${(0,count/* countOf */.p)(this.inARow, 'failure')} in a row); still watching`);
        }
        this.outage.failures++;
        this.outage.lastAt = now;
        if (this.outage.failures % 60 === 0) {
            this.logger.warning(`${this.name}: ${(0,errors/* describeError */.U)(error)} (${(0,count/* countOf */.p)(this.outage.failures, 'failure')} in ${(0,duration/* formatDuration */.a3)(now - this.outage.since)}); still watching`);
        }
        const delay = Math.min(this.maxDelayMs, 250 * 2 ** Math.min(this.inARow - 1, 8));
        try {
            await this.clock.sleep(delay, signal);
        }
        catch {
        }
    }
    succeeded() {
        this.inARow = 0;
        const { outage } = this;
        if (!outage || this.clock.now() - outage.lastAt < RECOVERED_AFTER_MS)
            return;
        this.logger.info(`${this.name}: answering again after ${(0,count/* countOf */.p)(outage.failures, 'failed try', 'failed tries')} in ${(0,duration/* formatDuration */.a3)(outage.lastAt - outage.since)}`);
        this.outage = undefined;
    }
}

;// CONCATENATED MODULE: ./build/notice/stated-deadline.js

const SLACK_MS = 10_000;
function statedDeadline(params) {
    const { receivedAt, stated, noticeMs, logger } = params;
    if (Number.isNaN(stated))
        return receivedAt + noticeMs;
    const lead = stated - receivedAt;
    if (lead >= -SLACK_MS && lead <= params.longestMs + SLACK_MS)
        return stated;
    const fallback = receivedAt + noticeMs;
    const off = stated - fallback;
    logger.warning(`${params.what} states ${new Date(stated).toISOString()}, ${(0,duration/* formatDuration */.a3)(Math.abs(lead))} ${lead < 0 ? 'ago' : 'from now'} by this machine's clock, which the cloud's notice cannot be: the clock seems ${(0,duration/* formatDuration */.a3)(Math.abs(off))} ${off < 0 ? 'fast' : 'slow'}; counting the documented ${(0,duration/* formatDuration */.a3)(noticeMs)} from the notice instead`);
    return fallback;
}

;// CONCATENATED MODULE: ./build/notice/aws.js





const AWS_NOTICE_MS = 120_000;
const TOKEN_TTL_S = 21_600;
const TOKEN_REFRESH_MARGIN_MS = 300_000;
const REBALANCE_EVERY = 5;
const ACTIONS = new Set(['terminate', 'stop', 'hibernate']);
const GARBLED_BELIEVED_MS = 20_000;
class AwsNoticeSource {
    params;
    kind = 'aws';
    token;
    rebalanceSeen = false;
    unreadableSince;
    polls = 0;
    base;
    constructor(params) {
        this.params = params;
        this.base = params.baseUrl.replace(/\/+$/, '');
    }
    async watch(signal) {
        const { clock, logger } = this.params;
        const errors = new SourceErrors('AWS instance metadata', logger, clock);
        while (!signal.aborted) {
            try {
                const notice = (await this.checkInterruption(signal)) ?? (await this.checkRebalance(signal));
                errors.succeeded();
                if (notice)
                    return notice;
                await (0,base_clock/* sleepUnlessAborted */.b)(clock, this.params.pollMs ?? 1000, signal);
            }
            catch (error) {
                await errors.failed(error, signal);
            }
        }
        return new Promise(() => undefined);
    }
    async checkInterruption(signal) {
        const response = await this.get('/latest/meta-data/spot/instance-action', signal);
        if (response === undefined) {
            if (this.unreadableSince !== undefined)
                this.params.logger.info('AWS instance-action answers 404 again: the unreadable answer before was no notice');
            this.unreadableSince = undefined;
            return undefined;
        }
        const { action, time } = parseObject(response);
        if (typeof action === 'string' && ACTIONS.has(action))
            return this.notice(`spot instance-action ${action}`, this.params.clock.now(), time);
        return this.unreadableAction(response, signal);
    }
    async unreadableAction(response, signal) {
        const { clock, logger } = this.params;
        const now = clock.now();
        if (this.unreadableSince === undefined) {
            this.unreadableSince = now;
            logger.warning(`AWS instance-action answered 200 with ${JSON.stringify(response.slice(0, 80))}, which names no action; asking termination-time`);
        }
        let termination;
        try {
            termination = await this.get('/latest/meta-data/spot/termination-time', signal);
            if (termination === undefined)
                return undefined;
        }
        catch {
        }
        const stated = Date.parse(termination?.trim() ?? '');
        if (Number.isFinite(stated))
            return this.notice('spot termination-time', now, termination?.trim());
        const since = this.unreadableSince;
        if (now - since < (this.params.garbledBelievedMs ?? GARBLED_BELIEVED_MS))
            return undefined;
        return this.notice(`spot instance-action unreadable for ${(0,duration/* formatDuration */.a3)(now - since)}`, since);
    }
    notice(reason, receivedAt, time, what = 'AWS instance-action') {
        return {
            source: 'aws',
            reason,
            receivedAt,
            deadline: statedDeadline({
                what,
                receivedAt,
                stated: typeof time === 'string' ? Date.parse(time) : Number.NaN,
                noticeMs: AWS_NOTICE_MS,
                longestMs: AWS_NOTICE_MS,
                logger: this.params.logger,
            }),
        };
    }
    async checkRebalance(signal) {
        if (this.rebalanceSeen && !this.params.interruptOnRebalance)
            return undefined;
        if (this.polls++ % REBALANCE_EVERY !== 0)
            return undefined;
        const response = await this.get('/latest/meta-data/events/recommendations/rebalance', signal);
        if (response === undefined)
            return undefined;
        const receivedAt = this.params.clock.now();
        const { noticeTime } = parseObject(response);
        if (!this.rebalanceSeen) {
            this.rebalanceSeen = true;
            this.params.onWarning?.({
                source: 'aws',
                kind: 'rebalance-recommendation',
                receivedAt,
                detail: typeof noticeTime === 'string' ? `noticeTime ${noticeTime}` : 'no noticeTime',
            });
        }
        if (!this.params.interruptOnRebalance)
            return undefined;
        return {
            source: 'aws',
            reason: 'rebalance recommendation',
            receivedAt,
            deadline: receivedAt + AWS_NOTICE_MS,
        };
    }
    async get(path, signal) {
        for (let attempt = 0;; attempt++) {
            const token = await this.currentToken(signal);
            const response = await metadataRequest(`${this.base}${path}`, {
                headers: { 'X-aws-ec2-metadata-token': token },
                timeoutMs: this.params.requestTimeoutMs ?? 2000,
                signal,
            });
            if (response.status === 404)
                return undefined;
            if (response.status === 200)
                return response.body;
            if (response.status === 401 && attempt === 0) {
                this.token = undefined;
                continue;
            }
            throw new Error(`GET ${path} answered ${response.status}`);
        }
    }
    async currentToken(signal) {
        const now = this.params.clock.now();
        if (this.token && now < this.token.expiresAt - TOKEN_REFRESH_MARGIN_MS)
            return this.token.value;
        const response = await metadataRequest(`${this.base}/latest/api/token`, {
            method: 'PUT',
            headers: { 'X-aws-ec2-metadata-token-ttl-seconds': String(TOKEN_TTL_S) },
            timeoutMs: this.params.requestTimeoutMs ?? 2000,
            signal,
        });
        if (response.status !== 200 || response.body === '') {
            throw new Error(`PUT /latest/api/token answered ${response.status}`);
        }
        this.token = { value: response.body, expiresAt: now + TOKEN_TTL_S * 1000 };
        return response.body;
    }
}
function parseObject(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null ? value : {};
    }
    catch {
        return {};
    }
}

;// CONCATENATED MODULE: ./build/notice/overlapping-request.js

function overlappingRequest(url, options, overlap) {
    return new Promise((resolve, reject) => {
        const done = new AbortController();
        const outer = options.signal;
        const onAbort = () => done.abort();
        outer?.addEventListener('abort', onAbort, { once: true });
        let inFlight = 0;
        let settled = false;
        let timer;
        const finish = () => {
            settled = true;
            clearTimeout(timer);
            outer?.removeEventListener('abort', onAbort);
            done.abort();
        };
        const send = (fresh) => {
            inFlight++;
            metadataRequest(url, { ...options, signal: done.signal, freshConnection: fresh }).then((response) => {
                if (settled)
                    return;
                finish();
                resolve(response);
            }, (error) => {
                inFlight--;
                if (settled || inFlight > 0)
                    return;
                finish();
                reject(error instanceof Error ? error : new Error(String(error)));
            });
            if (inFlight < overlap.most)
                timer = setTimeout(() => {
                    if (!settled)
                        send(true);
                }, overlap.patienceMs);
        };
        send(false);
    });
}

;// CONCATENATED MODULE: ./build/notice/azure.js





const EVENTS_PATH = '/metadata/scheduledevents?api-version=2020-07-01';
const NAME_PATH = '/metadata/instance/compute/name?api-version=2021-02-01&format=text';
const AZURE_NOTICE_MS = 30_000;
const LONGEST_LEAD_MS = {
    Preempt: 60_000,
    Terminate: 15 * 60_000,
};
const FIRST_CALL_TIMEOUT_MS = 300_000;
const POLL_OVERLAP = { patienceMs: 1_000, most: 10 };
const NOTICE_TYPES = new Set(['Preempt', 'Terminate']);
class AzureNoticeSource {
    params;
    kind = 'azure';
    base;
    vmName;
    unplaced = new Set();
    primed;
    constructor(params) {
        this.params = params;
        this.base = params.baseUrl.replace(/\/+$/, '');
    }
    prime() {
        if (this.primed)
            return;
        this.primed = metadataRequest(`${this.base}${EVENTS_PATH}`, {
            headers: { Metadata: 'true' },
            timeoutMs: FIRST_CALL_TIMEOUT_MS,
        }).then(() => undefined, () => undefined);
    }
    async watch(signal) {
        const { clock, logger } = this.params;
        await this.primed;
        const errors = new SourceErrors('Azure scheduled events', logger, clock);
        let first = true;
        while (!signal.aborted) {
            try {
                this.vmName ??= await this.readVmName(signal);
                const url = `${this.base}${EVENTS_PATH}`;
                const options = { headers: { Metadata: 'true' }, signal };
                const response = first
                    ? await metadataRequest(url, { ...options, timeoutMs: FIRST_CALL_TIMEOUT_MS })
                    : await overlappingRequest(url, { ...options, timeoutMs: 10_000 }, POLL_OVERLAP);
                if (response.status !== 200)
                    throw new Error(`GET scheduledevents answered ${response.status}`);
                first = false;
                errors.succeeded();
                const event = parseEvents(response.body).find((e) => NOTICE_TYPES.has(e.EventType) && this.isForThisVm(e));
                if (event)
                    return this.toNotice(event);
                await (0,base_clock/* sleepUnlessAborted */.b)(clock, this.params.pollMs ?? 1000, signal);
            }
            catch (error) {
                await errors.failed(error, signal);
            }
        }
        return new Promise(() => undefined);
    }
    isForThisVm(event) {
        if (this.vmName !== undefined)
            return (!event.Resources || event.Resources.length === 0 || event.Resources.includes(this.vmName));
        if (!this.unplaced.has(event.EventId)) {
            this.unplaced.add(event.EventId);
            this.params.logger.warning(`Azure ${event.EventType} event ${event.EventId} for ${event.Resources?.join(', ') ?? 'no named VM'} came while this VM's name is unknown (IMDS did not say); not acting on it until the name is known`);
        }
        return false;
    }
    toNotice(event) {
        const receivedAt = this.params.clock.now();
        return {
            source: 'azure',
            reason: `scheduled event ${event.EventType} ${event.EventId}`,
            receivedAt,
            deadline: statedDeadline({
                what: `Azure's ${event.EventType} event`,
                receivedAt,
                stated: event.NotBefore ? Date.parse(event.NotBefore) : Number.NaN,
                noticeMs: AZURE_NOTICE_MS,
                longestMs: LONGEST_LEAD_MS[event.EventType] ?? AZURE_NOTICE_MS,
                logger: this.params.logger,
            }),
            ...(this.params.acknowledge ? { acknowledge: () => this.approve(event.EventId) } : {}),
        };
    }
    async approve(eventId) {
        const response = await metadataRequest(`${this.base}${EVENTS_PATH}`, {
            method: 'POST',
            headers: { Metadata: 'true', 'Content-Type': 'application/json' },
            body: JSON.stringify({ StartRequests: [{ EventId: eventId }] }),
            timeoutMs: 10_000,
        });
        if (response.status !== 200)
            throw new Error(`approving scheduled event ${eventId} answered ${response.status}`);
    }
    async readVmName(signal) {
        const response = await metadataRequest(`${this.base}${NAME_PATH}`, {
            headers: { Metadata: 'true' },
            timeoutMs: 10_000,
            signal,
        });
        return response.status === 200 && response.body.trim() !== ''
            ? response.body.trim()
            : undefined;
    }
}
function parseEvents(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new Error('scheduledevents answered something that is not JSON');
    }
    const events = data?.Events;
    if (!Array.isArray(events))
        return [];
    return events.filter((e) => typeof e === 'object' &&
        e !== null &&
        typeof e.EventId === 'string' &&
        typeof e.EventType === 'string');
}

;// CONCATENATED MODULE: ./build/notice/detect-cloud.js

async function detectCloud(endpoints, timeoutMs = 1500) {
    const probes = {
        aws: async () => {
            const r = await metadataRequest(`${endpoints.aws.replace(/\/+$/, '')}/latest/api/token`, {
                method: 'PUT',
                headers: { 'X-aws-ec2-metadata-token-ttl-seconds': '60' },
                timeoutMs,
            });
            return r.status === 200 && r.body !== '' ? 'yes' : failing(r.status);
        },
        gcp: async () => {
            const host = endpoints.gcp.replace(/^https?:\/\//, '').replace(/\/+$/, '');
            const r = await metadataRequest(`http://${host}/computeMetadata/v1/instance/id`, {
                headers: { 'Metadata-Flavor': 'Google' },
                timeoutMs,
            });
            if (headerValue(r, 'metadata-flavor') !== 'Google')
                return failing(r.status);
            return r.status === 200 ? 'yes' : failing(r.status);
        },
        azure: async () => {
            const r = await metadataRequest(`${endpoints.azure.replace(/\/+$/, '')}/metadata/instance/compute/azEnvironment?api-version=2021-02-01&format=text`, { headers: { Metadata: 'true' }, timeoutMs });
            return r.status === 200 && r.body.trim() !== '' ? 'yes' : failing(r.status);
        },
    };
    const clouds = Object.keys(probes);
    const answers = await Promise.all(clouds.map((cloud) => probes[cloud]().catch((error) => error instanceof MetadataRequestError && error.connected ? 'unsure' : 'no')));
    const cloud = clouds.find((_, i) => answers[i] === 'yes');
    return {
        ...(cloud ? { cloud } : {}),
        unsure: clouds.filter((_, i) => answers[i] === 'unsure'),
    };
}
function failing(status) {
    return status >= 500 || status === 429 ? 'unsure' : 'no';
}

;// CONCATENATED MODULE: ./build/notice/gcp.js




const HANG_S = 60;
const gcp_POLL_MS = 1000;
const POLL_TIMEOUT_MS = 1500;
const PREEMPTED = {
    path: 'instance/preempted',
    isNotice: (v) => (v === 'TRUE' ? 'instance/preempted is TRUE' : undefined),
};
const WATCHED = [
    PREEMPTED,
    {
        path: 'instance/maintenance-event',
        isNotice: (v) => (v === 'TERMINATE_ON_HOST_MAINTENANCE' ? `maintenance-event ${v}` : undefined),
    },
];
class GcpNoticeSource {
    params;
    kind = 'gcp';
    base;
    constructor(params) {
        this.params = params;
        this.base = `http://${params.host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/computeMetadata/v1/`;
    }
    watch(signal) {
        return Promise.race([
            ...WATCHED.map((watched) => this.watchOne(watched, signal)),
            this.poll(PREEMPTED, signal),
        ]);
    }
    async poll(watched, signal) {
        const { clock, logger } = this.params;
        while (!signal.aborted) {
            try {
                const response = await metadataRequest(`${this.base}${watched.path}`, {
                    headers: { 'Metadata-Flavor': 'Google' },
                    timeoutMs: POLL_TIMEOUT_MS,
                    signal,
                });
                const reason = response.status === 200 ? watched.isNotice(response.body.trim()) : undefined;
                if (reason)
                    return this.notice(reason);
            }
            catch (error) {
                logger.debug(`GCE metadata poll of ${watched.path}: ${(0,errors/* describeError */.U)(error)}`);
            }
            await (0,base_clock/* sleepUnlessAborted */.b)(clock, gcp_POLL_MS, signal);
        }
        return new Promise(() => undefined);
    }
    notice(reason) {
        const receivedAt = this.params.clock.now();
        return { source: 'gcp', reason, receivedAt, deadline: receivedAt + this.params.noticeMs };
    }
    async watchOne(watched, signal) {
        const { clock, logger } = this.params;
        const errors = new SourceErrors(`GCE metadata ${watched.path}`, logger, clock);
        let etag;
        while (!signal.aborted) {
            const query = etag === undefined
                ? ''
                : `?wait_for_change=true&timeout_sec=${HANG_S}&last_etag=${encodeURIComponent(etag)}`;
            try {
                const response = await metadataRequest(`${this.base}${watched.path}${query}`, {
                    headers: { 'Metadata-Flavor': 'Google' },
                    timeoutMs: (HANG_S + 10) * 1000,
                    signal,
                });
                if (response.status !== 200)
                    throw new Error(`GET ${watched.path} answered ${response.status}`);
                const reason = watched.isNotice(response.body.trim());
                if (reason)
                    return this.notice(reason);
                const answered = headerValue(response, 'etag');
                if (!answered)
                    throw new Error(`GET ${watched.path} answered 200 without an ETag`);
                errors.succeeded();
                etag = answered;
            }
            catch (error) {
                await errors.failed(error, signal);
            }
        }
        return new Promise(() => undefined);
    }
}

;// CONCATENATED MODULE: ./build/notice/cloud-sources.js





const REDETECT_MS = 10_000;
function cloudNoticeSource(options) {
    let azure;
    const sourceOf = (cloud) => cloud === 'azure' ? (azure ??= azureSource(options)) : sourceFor(cloud, options);
    let known;
    const first = firstLook(options).then((found) => {
        if (found.cloud === 'azure')
            (azure ??= azureSource(options)).prime();
        known = found.cloud;
        return found;
    });
    return {
        kind: 'cloud',
        watch: async (signal) => {
            const cloud = await untilKnown(options, await first, signal);
            known = cloud;
            return cloud ? sourceOf(cloud).watch(signal) : new Promise(() => undefined);
        },
        window: () => (known ? cloudWindow(known, options) : undefined),
    };
}
function cloudWindow(cloud, options) {
    if (cloud === 'aws')
        return { ms: AWS_NOTICE_MS, from: 'AWS' };
    if (cloud === 'gcp')
        return { ms: options.gcpNoticeMs, from: 'GCP' };
    return { ms: AZURE_NOTICE_MS, from: 'Azure' };
}
async function firstLook(options) {
    if (options.cloud === 'none')
        return { unsure: [] };
    if (options.cloud !== 'auto')
        return { cloud: options.cloud, unsure: [] };
    const { clock, logger } = options;
    const started = clock.now();
    const found = await detectCloud(options.endpoints);
    if (found.cloud)
        logger.info(`running on ${found.cloud.toUpperCase()} (detected in ${clock.now() - started} ms); watching its preemption notices`);
    else if (found.unsure.length === 0)
        logger.info('not on AWS, GCP or Azure: no cloud preemption notice to watch (SIGTERM and drills still work)');
    else
        logger.warning(`cannot tell yet which cloud this is: the metadata server of ${names(found.unsure)} is there but did not answer; asking again every ${REDETECT_MS / 1000} s (SIGTERM and drills work meanwhile)`);
    return found;
}
async function untilKnown(options, detection, signal) {
    const { clock, logger } = options;
    let found = detection;
    for (let looks = 2; !found.cloud && found.unsure.length > 0; looks++) {
        await (0,base_clock/* sleepUnlessAborted */.b)(clock, REDETECT_MS, signal);
        if (signal.aborted)
            return undefined;
        found = await detectCloud(options.endpoints);
        if (found.cloud)
            logger.info(`running on ${found.cloud.toUpperCase()} (detected after ${looks} looks); watching its preemption notices`);
        else if (found.unsure.length === 0)
            logger.info('not on AWS, GCP or Azure after all: no cloud preemption notice to watch');
    }
    return found.cloud;
}
function names(clouds) {
    return clouds.map((cloud) => cloud.toUpperCase()).join(' and ');
}
function azureSource(options) {
    return new AzureNoticeSource({
        baseUrl: options.endpoints.azure,
        clock: options.clock,
        logger: options.logger,
        acknowledge: options.azureAcknowledge,
    });
}
function sourceFor(cloud, options) {
    const { clock, logger } = options;
    switch (cloud) {
        case 'aws':
            return new AwsNoticeSource({
                baseUrl: options.endpoints.aws,
                clock,
                logger,
                interruptOnRebalance: options.interruptOnRebalance,
                onWarning: options.onWarning,
            });
        case 'gcp':
            return new GcpNoticeSource({
                host: options.endpoints.gcp,
                clock,
                logger,
                noticeMs: options.gcpNoticeMs,
            });
    }
}

// EXTERNAL MODULE: ./build/supervisor/notice-file.js
var notice_file = __webpack_require__(82510);
;// CONCATENATED MODULE: ./build/modes/train-sources.js


function watchCloud(settings, warningFile, clock, logger, onWarning = () => { }) {
    return cloudNoticeSource({
        cloud: settings.cloud,
        endpoints: settings.metadata,
        interruptOnRebalance: settings.interruptOnRebalance,
        azureAcknowledge: settings.azureAckEvents,
        gcpNoticeMs: settings.gcpNoticeMs,
        clock,
        logger,
        onWarning: (warning) => {
            logger.warning(`${warning.source} ${warning.kind} (${warning.detail}): the VM is at higher risk of being reclaimed`);
            (0,notice_file/* writeWarningFile */.c)(warningFile, warning).catch((error) => logger.warning(`could not write ${warningFile}: ${String(error)}`));
            onWarning(warning);
        },
    });
}
class WarningRelay {
    target;
    held = [];
    hear = (warning) => {
        if (this.target)
            this.target(warning.detail);
        else
            this.held.push(warning.detail);
    };
    to(target) {
        this.target = target;
        for (const detail of this.held.splice(0))
            target(detail);
    }
}

;// CONCATENATED MODULE: ./build/modes/train.js




















async function trainMode(settings, deps) {
    const { context, logger, clock } = deps;
    const stepStartedAt = clock.now();
    const temp = (0,external_node_path_.join)(context.runnerTemp ?? settings.workingDirectory, 'spot-train');
    const warningFile = (0,external_node_path_.join)(temp, 'warning.json');
    const warnings = new WarningRelay();
    const cloud = watchCloud(settings, warningFile, clock, logger, warnings.hear);
    const api = settings.githubToken === '' ? undefined : (0,github_api/* runApi */.ME)(deps, settings.githubToken);
    const restartPlan = restartPlanOf(settings, deps, api);
    const entered = await enterLineage(settings, deps);
    if ('unneeded' in entered)
        return notNeeded(entered.unneeded, deps);
    const { store, identity } = entered;
    const history = new train_history/* TrainHistory */.j({ store, identity, stepStartedAt, clock, logger });
    history.readGitHubTimes(api, context);
    const advising = trainAdvice(store, identity, logger);
    const watchingPace = restartPlan
        ? watchPace(settings, store, identity, deps)
        : Promise.resolve(undefined);
    const gang = await joinGang({
        gang: settings.gang,
        identity,
        store,
        dispatcher: restartPlan?.dispatcher ?? 'restarts are off for this run',
        history,
        ...(entered.replaces === undefined ? {} : { replaces: entered.replaces }),
        clock,
        logger,
    });
    warnings.to((detail) => gang.atRisk(detail));
    history.leavesGangWhen(() => gang.left() !== undefined);
    const saves = (identity.node?.index ?? 0) === 0;
    const cache = await trainCache({ temp, env: deps.env, clock, logger, saves });
    let result;
    try {
        if (restartPlan)
            await requireRestartReady(restartPlan, logger);
        const { restoreFrom } = entered;
        const joined = { settings, store, identity, restoreFrom, gang, restartPlan, history, api };
        const [advice, handBack] = await Promise.all([advising, watchingPace]);
        const local = { temp, warningFile, cloud, cache, advice, handBack };
        result = await attemptAndRestart(deps, joined, local);
    }
    catch (error) {
        cache.cancel('the train step failed');
        await gang.close(error);
        throw error;
    }
    await gang.close();
    failUnlessCompleted(result, settings, store.url);
    return result;
}
function restartPlanOf(settings, deps, api) {
    const { context, clock, logger } = deps;
    return planRestart({
        enabled: settings.restart,
        workflowRef: context.workflowRef,
        api,
        inputs: context.eventInputs,
        clock,
        logger,
    });
}
function stepListeners(handBack, membership) {
    return {
        ...(handBack ? { onStep: handBack.onStep } : {}),
        ...(membership ? { onResumeSaid: (at) => membership.resumeSaid(at) } : {}),
    };
}
async function notNeeded(why, deps) {
    deps.logger.notice(`nothing to do: ${why}`);
    await deps.writeSummary(`## spot-train: replacement not needed\n\n${why}.\n`);
    return undefined;
}
async function attemptAndRestart(deps, joined, local) {
    const { logger } = deps;
    const { store, gang } = joined;
    const check = trainCheck(joined.settings.checkName, joined, deps);
    void check?.publish({ phase: { kind: 'training' } });
    const step = await runTrainAttempt(deps, joined, local);
    const { result } = step;
    (0,if_due/* warnIfLineageEnds */.F)(step.verdict, logger);
    deps.setOutput(Output.restartRunId, restartRunId(step.restart));
    const gangSeal = await gang.leave(result);
    const resume = (0,resume_summary/* resumeMarkdown */.fe)(await step.history.timelines(result));
    const { verdict, restart } = step;
    const checked = check?.publish({ phase: { kind: 'ended', verdict, restart, lastChance: false } });
    const summary = `${trainSummary(result, store.url, step.restart, gangSeal)}\n${local.advice.lines.join('\n')}\n`;
    const cacheSection = await local.cache.summary(result.outcome);
    const members = membershipMarkdown(gang.membership, deps.clock.now());
    await deps.writeSummary([summary, resume, members].filter((part) => part !== '').join('\n') + cacheSection);
    if (checked)
        await within(result.notice ? NOTICE_CHECK_MS : CHECK_MS, deps.clock, checked);
    await step.tidied;
    return result;
}
const CHECK_MS = 30_000;
const NOTICE_CHECK_MS = 5_000;
function trainerStarted(deps, gang) {
    return (pgid) => {
        deps.onTrainerStart(pgid);
        gang.trainerStarted(pgid);
    };
}
function runTrainAttempt(deps, joined, local) {
    const { env, clock, logger } = deps;
    const { settings, store, identity, gang } = joined;
    return (0,attempt_step/* runAttemptStep */.D)({
        attempt: {
            identity,
            command: { kind: 'script', script: settings.script },
            cwd: settings.workingDirectory,
            env: { ...local.advice.env, ...runStepEnv(env), ...gang.env },
            outputsDir: settings.outputsDir,
            restartDir: settings.restartDir,
            noticeFile: (0,external_node_path_.join)(local.temp, 'notice.json'),
            warningFile: local.warningFile,
            store,
            ...(joined.restoreFrom ? { restoreFrom: joined.restoreFrom } : {}),
            hostsRendezvous: (identity.node?.index ?? 0) === 0,
            leavesGang: () => gang.left() !== undefined,
            onTrainerStart: trainerStarted(deps, gang),
        },
        drill: settings.drill,
        signalGraceMs: settings.signalNoticeMs,
        sigtermIsUserStop: false,
        settings: settings.attempt,
        history: joined.history,
        clock,
        logger,
    }, {
        sources: [local.cloud, ...gang.sources, ...(local.handBack ? [local.handBack.source] : [])],
        onNotice: (notice) => {
            local.cache.onNotice();
            gang.noticed(notice);
        },
        onFirstStep: () => local.cache.onFirstStep(),
        ...stepListeners(local.handBack, gang.membership),
        onEnded: (result) => setAttemptOutputs(deps, result, store.url),
        restarter: (ended) => gang.left() === undefined
            ? dispatchingRestarter(joined.restartPlan, {
                store,
                identity,
                ...(ended.result.notice ? { notice: ended.result.notice } : {}),
                clock,
                logger,
            })
            : 'this node left the elastic gang, which trains on without it; the gang restarts as a whole only if it must',
    });
}
function watchPace(settings, store, identity, deps) {
    if ((identity.node?.index ?? 0) !== 0)
        return Promise.resolve(undefined);
    return handBackWatch({
        store,
        identity,
        maxRestarts: settings.attempt.maxRestarts,
        clock: deps.clock,
        logger: deps.logger,
    });
}

// EXTERNAL MODULE: ./build/cache/open-backend.js
var open_backend = __webpack_require__(7872);
// EXTERNAL MODULE: ./build/cache/path-size.js
var path_size = __webpack_require__(7058);
;// CONCATENATED MODULE: ./build/modes/warm.js








async function warmMode(spec, deps) {
    const { context, logger, clock } = deps;
    const restore = await restoreWarm(spec, clock, logger);
    const temp = (0,external_node_path_.join)(context.runnerTemp ?? context.workspace, 'spot-train');
    await writeWarmRecord(warmRecordPath(temp), { spec, restore });
    const matched = restore.state === 'restored' ? restore.matchedKey : '';
    deps.setOutput(Output.cacheHit, String(matched === spec.key));
    deps.setOutput(Output.cacheMatchedKey, matched);
    return restore;
}
async function restoreWarm(spec, clock, logger) {
    const started = clock.now();
    try {
        const backend = await (0,open_backend/* openCacheBackend */.H)(spec);
        logger.info(`restoring warm caches under ${spec.key} from ${backend.where}`);
        const found = await backend.restore();
        const ms = clock.now() - started;
        if (!found) {
            logger.info(`no warm cache under ${spec.key} yet; the train step saves one at its first step`);
            return { state: 'miss', ms };
        }
        const bytes = await (0,path_size/* pathsSize */.C)(spec.paths, spec.cwd);
        logger.info(`warm caches restored from ${found.matchedKey}: ${(0,base_bytes/* formatBytes */.z)(bytes)} in ${(0,duration/* formatDuration */.a3)(ms)}`);
        return { state: 'restored', matchedKey: found.matchedKey, bytes, ms, ...withArchive(found) };
    }
    catch (error) {
        const message = (0,errors/* describeError */.U)(error);
        logger.warning(`could not restore the warm caches (starting cold): ${message}`);
        return { state: 'failed', message, ms: clock.now() - started };
    }
}
function withArchive(found) {
    return found.archiveBytes === undefined ? {} : { archiveBytes: found.archiveBytes };
}

// EXTERNAL MODULE: ./build/settings/cloud-environment.js
var cloud_environment = __webpack_require__(7577);
// EXTERNAL MODULE: ./build/clouds/aws/launch-options.js
var launch_options = __webpack_require__(47509);
// EXTERNAL MODULE: ./build/clouds/azure/launch-options.js
var azure_launch_options = __webpack_require__(22851);
// EXTERNAL MODULE: ./build/clouds/gcp/launch-options.js
var gcp_launch_options = __webpack_require__(71172);
;// CONCATENATED MODULE: ./build/settings/cloud-options.js




const KNOWN_KEYS = {
    aws: Object.values(launch_options/* OPTION */.C),
    gcp: gcp_launch_options/* OPTION_KEYS */.XJ,
    azure: azure_launch_options/* OPTION_KEYS */.X,
};
function parseCloudOptions(text, inputName, cloud) {
    const options = {};
    for (const line of text.split('\n')) {
        const trimmed = line.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const equals = trimmed.indexOf('=');
        if (equals <= 0)
            throw new errors/* UserError */.y(`${inputName}: "${trimmed}" is not key=value`);
        const key = trimmed.slice(0, equals).trim();
        if (!KNOWN_KEYS[cloud].includes(key)) {
            throw new errors/* UserError */.y(`${inputName}: "${key}" is not an option on ${cloud}; expected one of ${KNOWN_KEYS[cloud].join(', ')}`);
        }
        if (key in options)
            throw new errors/* UserError */.y(`${inputName}: "${key}" is given twice`);
        options[key] = trimmed.slice(equals + 1).trim();
    }
    return options;
}
function launchOptions(text, inputName, cloud) {
    const options = parseCloudOptions(text, inputName, cloud);
    checkLaunchOptions(cloud, options, inputName);
    return options;
}
function checkLaunchOptions(cloud, options, inputName) {
    try {
        if (cloud === 'azure')
            (0,azure_launch_options/* parseLaunchOptions */.V)(options);
        if (cloud === 'gcp')
            (0,gcp_launch_options/* checkOptions */.Jr)(options);
    }
    catch (error) {
        if (error instanceof errors/* UserError */.y)
            throw new errors/* UserError */.y(`${inputName}: ${error.message}`);
        throw error;
    }
}

// EXTERNAL MODULE: ./build/clouds/gcp/zone-region.js
var zone_region = __webpack_require__(17591);
// EXTERNAL MODULE: ./build/settings/cloud-list.js
var cloud_list = __webpack_require__(36630);
// EXTERNAL MODULE: ./build/settings/duration.js
var settings_duration = __webpack_require__(84830);
// EXTERNAL MODULE: ./build/settings/source.js
var settings_source = __webpack_require__(73111);
// EXTERNAL MODULE: ./build/settings/store.js
var settings_store = __webpack_require__(12705);
;// CONCATENATED MODULE: ./build/settings/lineage-check.js

function readCheckName(source) {
    const text = source.text(input_names/* Input */.pd.checkName);
    if (['false', 'False', 'FALSE'].includes(text))
        return false;
    return text === '' ? undefined : text;
}

;// CONCATENATED MODULE: ./build/settings/finalize.js














const CLAIM_RANGE = { min: 10_000, max: settings_duration/* MAX_TIMER_MS */._o };
const NO_CLOUD = ['', 'auto', 'none'];
function readFinalizeSettings(get, env = {}, cwd = process.cwd()) {
    const source = (0,settings_source/* inputSource */.w)(get);
    const text = (name) => source.text(name);
    const clouds = cloudsToSearch(source);
    const instance = launchedVm(source, clouds);
    const regions = asForTheLaunch(source, input_names/* Input */.pd.regions, clouds);
    const zones = asForTheLaunch(source, input_names/* Input */.pd.zones, clouds);
    return {
        store: (0,settings_store/* readStoreSettings */.lz)(source, { mode: 'finalize', cwd, env }),
        trainJob: text(input_names/* Input */.pd.trainJob),
        ...(instance ? { instance } : {}),
        searches: clouds.map((cloud) => ({
            cloud,
            regions: searchRegions(cloud, {
                regions: regions.get(cloud) ?? '',
                zones: zones.get(cloud) ?? '',
                source,
                env,
            }),
        })),
        runnerToken: text(input_names/* Input */.pd.runnerToken),
        restart: (0,values/* parseBoolean */.yG)(text(input_names/* Input */.pd.restart), input_names/* Input */.pd.restart),
        restartOnExitCodes: (0,values/* parseExitCodes */.I8)(text(input_names/* Input */.pd.restartOnExitCodes), input_names/* Input */.pd.restartOnExitCodes),
        maxRestarts: (0,values/* parseInteger */.cG)(text(input_names/* Input */.pd.maxRestarts), input_names/* Input */.pd.maxRestarts, ranges/* RESTARTS_RANGE */.vE),
        claimTimeoutMs: (0,settings_duration/* parseDuration */.E9)(text(input_names/* Input */.pd.claimTimeout), input_names/* Input */.pd.claimTimeout, CLAIM_RANGE),
        githubToken: text(input_names/* Input */.pd.githubToken),
        checkName: readCheckName(source),
        userPrices: parseUserPrices(source.raw(input_names/* Input */.pd.prices), input_names/* Input */.pd.prices),
        clouds: (0,cloud_environment/* readCloudEnvironment */.x)(env),
    };
}
function cloudsToSearch(source) {
    const cloud = source.text(input_names/* Input */.pd.cloud);
    const instanceId = source.text(input_names/* Input */.pd.instanceId);
    if (!NO_CLOUD.includes(cloud))
        return (0,cloud_list/* parseCloudList */.nb)(cloud, input_names/* Input */.pd.cloud, "to look for the run's VMs on");
    if (instanceId === '')
        return [];
    throw new errors/* UserError */.y(`${input_names/* Input */.pd.cloud}: "${cloud}" does not say which cloud VM ${instanceId} (${input_names/* Input */.pd.instanceId}) is on; expected one of ${clouds_cloud/* CLOUD_NAMES */.vD.join(', ')}, as the launch's cloud output says`);
}
function launchedVm(source, clouds) {
    const id = source.text(input_names/* Input */.pd.instanceId);
    const region = source.text(input_names/* Input */.pd.region);
    const zone = source.text(input_names/* Input */.pd.zone);
    const [cloud, ...others] = clouds;
    const given = [input_names/* Input */.pd.instanceId, input_names/* Input */.pd.region, input_names/* Input */.pd.zone].find((name) => source.text(name));
    if (given !== undefined && others.length > 0) {
        throw new errors/* UserError */.y(`${given}: "${source.text(given)}" is the launch's output for the one cloud it took, but ${input_names/* Input */.pd.cloud} names ${clouds.join(', ')}; give the launch's cloud output too, and the list only for a launch that set none: ${input_names/* Input */.pd.cloud}: \${{ needs.launch.outputs.cloud || '${clouds.join(', ')}' }}`);
    }
    if (id === '' || cloud === undefined)
        return undefined;
    const group = groupOf(cloud, id, source);
    return {
        cloud,
        id,
        ...(region === '' ? {} : { region }),
        ...(zone === '' ? {} : { zone }),
        ...(group === undefined ? {} : { group }),
    };
}
function asForTheLaunch(source, input, clouds) {
    if (clouds.length === 0)
        return new Map();
    return (0,cloud_list/* perCloudAsWritten */.oB)(source.raw(input), source.name(input), clouds);
}
function groupOf(cloud, instanceId, source) {
    const own = asForTheLaunch(source, input_names/* Input */.pd.cloudOptions, [cloud]).get(cloud) ?? '';
    const options = parseCloudOptions(own, source.name(input_names/* Input */.pd.cloudOptions), cloud);
    if (cloud === 'gcp')
        return options.project || undefined;
    if (cloud !== 'azure')
        return undefined;
    const group = options['resource-group'];
    if (!group) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cloudOptions}: finalize on Azure needs resource-group=GROUP (as given to the launch) to find VM ${instanceId}`);
    }
    return group;
}
function searchRegions(cloud, given) {
    const { source, env } = given;
    const zones = [...(0,values/* listOf */.c3)(given.zones), ...(0,values/* listOf */.c3)(source.text(input_names/* Input */.pd.zone))];
    const regions = [
        ...(0,values/* listOf */.c3)(given.regions),
        ...(0,values/* listOf */.c3)(source.text(input_names/* Input */.pd.region)),
        ...(cloud === 'gcp' ? zones.map(zone_region/* regionOfZone */.w) : []),
    ];
    if (regions.length === 0 && cloud === 'aws') {
        regions.push(...(0,values/* listOf */.c3)(env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? ''));
    }
    return [...new Set(regions)];
}

// EXTERNAL MODULE: ./build/settings/janitor.js
var janitor = __webpack_require__(59229);
;// CONCATENATED MODULE: ./build/settings/host-market.js


const host_market_MARKETS = ['spot', 'on-demand'];
function parseHostMarket(value, nodes) {
    const market = value.trim();
    if (!host_market_MARKETS.includes(market)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.hostMarket}: "${value}" is not a market for a gang's node 0; expected spot or on-demand`);
    }
    if (market === 'on-demand' && nodes === 1) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.hostMarket}: on-demand puts a gang's node 0 on-demand, and ${input_names/* Input */.pd.nodes} is 1, so there is no gang; leave ${input_names/* Input */.pd.hostMarket} out, or use ${input_names/* Input */.pd.onDemandFallback} or ${input_names/* Input */.pd.onDemandAfter} for one VM`);
    }
    return market;
}

;// CONCATENATED MODULE: ./build/settings/placement.js





const ORDERS = ['learned', 'as-given'];
function readLadderPlacement(source, hasStore, now = Date.now()) {
    const order = source.text(input_names/* Input */.pd.ladderOrder);
    if (!ORDERS.includes(order)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.ladderOrder}: "${order}" is not a ladder order; expected learned or as-given`);
    }
    const deadline = readDeadline(source.text(input_names/* Input */.pd.deadline));
    if (deadline !== undefined && 'at' in deadline && deadline.at <= now) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.deadline}: ${source.text(input_names/* Input */.pd.deadline)} has passed (it is ${new Date(now).toISOString()} now); give a time to come, or a duration from the lineage's first run such as 72h`);
    }
    if (deadline !== undefined && !hasStore) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.deadline}: needs store, where the lineage's start and progress are recorded`);
    }
    const stepsText = source.text(input_names/* Input */.pd.totalSteps);
    const totalSteps = stepsText === '' ? undefined : (0,values/* parseInteger */.cG)(stepsText, input_names/* Input */.pd.totalSteps, { min: 1, max: 1e15 });
    if (totalSteps !== undefined && deadline === undefined) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.totalSteps}: paces the lineage against its ${input_names/* Input */.pd.deadline}, and none is given; set ${input_names/* Input */.pd.deadline} too, or leave ${input_names/* Input */.pd.totalSteps} out`);
    }
    return {
        order: order,
        cooldownMs: (0,settings_duration/* parseDuration */.E9)(source.text(input_names/* Input */.pd.reclaimCooldown), input_names/* Input */.pd.reclaimCooldown, settings_duration/* WITHIN_A_YEAR */.mB),
        ...(deadline === undefined ? {} : { deadline }),
        ...(totalSteps === undefined ? {} : { totalSteps }),
        prices: parseUserPrices(source.raw(input_names/* Input */.pd.prices), input_names/* Input */.pd.prices),
    };
}
function readDeadline(text) {
    if (text === '')
        return undefined;
    if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
        const at = Date.parse(text);
        if (!Number.isFinite(at) || !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
            throw new errors/* UserError */.y(`${input_names/* Input */.pd.deadline}: "${text}" is not a time with its zone; expected e.g. 2026-12-24T18:00:00Z or a duration such as 72h`);
        }
        return { at };
    }
    return { afterMs: (0,settings_duration/* parseDuration */.E9)(text, input_names/* Input */.pd.deadline, { ...settings_duration/* WITHIN_A_YEAR */.mB, min: 60_000 }) };
}

;// CONCATENATED MODULE: ./build/settings/launch.js













const RENDEZVOUS_PORT_RANGE = { min: 1024, max: 65_534 };
const LIFETIME_RANGE = { min: 60_000, max: 120 * 86_400_000 };
function readLaunchSettings(get, env, cwd = process.cwd()) {
    const source = (0,settings_source/* inputSource */.w)(get);
    const text = (name, fallback) => source.text(name, fallback);
    const clouds = (0,cloud_list/* parseCloudList */.nb)(text(input_names/* Input */.pd.cloud), input_names/* Input */.pd.cloud, 'to launch on');
    const store = (0,settings_store/* readOptionalStore */.ES)(source, { mode: 'launch', cwd, env });
    return {
        ladders: readLadders(text, clouds, env),
        diskGb: (0,values/* parseInteger */.cG)(text(input_names/* Input */.pd.diskSize), input_names/* Input */.pd.diskSize, { min: 8, max: 65_536 }),
        ...readMaxPrice(text),
        onDemandFallback: (0,values/* parseBoolean */.yG)(text(input_names/* Input */.pd.onDemandFallback), input_names/* Input */.pd.onDemandFallback),
        ...readRunner(text),
        extraLabels: (0,values/* listOf */.c3)(text(input_names/* Input */.pd.runnerLabels)),
        maxLifetimeMs: (0,settings_duration/* parseDuration */.E9)(text(input_names/* Input */.pd.maxLifetime), input_names/* Input */.pd.maxLifetime, LIFETIME_RANGE),
        preRunnerScript: source.raw(input_names/* Input */.pd.preRunnerScript),
        onlineTimeoutMs: (0,settings_duration/* parseDuration */.E9)(text(input_names/* Input */.pd.onlineTimeout), input_names/* Input */.pd.onlineTimeout, settings_duration/* ABOVE_ZERO */.nz),
        ...(store ? { store } : {}),
        clouds: (0,cloud_environment/* readCloudEnvironment */.x)(env),
        ...readGang(text),
        placement: readLadderPlacement(source, store !== undefined),
        policy: {
            onDemandAfter: (0,values/* parseInteger */.cG)(text(input_names/* Input */.pd.onDemandAfter), input_names/* Input */.pd.onDemandAfter, {
                min: 0,
                max: 1000,
            }),
            backoffMs: (0,settings_duration/* parseDuration */.E9)(text(input_names/* Input */.pd.restartBackoff), input_names/* Input */.pd.restartBackoff, settings_duration/* ZERO_OR_MORE */.NN),
            onDemandAfterMs: (0,settings_duration/* parseDuration */.E9)(text(input_names/* Input */.pd.onDemandAfterTime), input_names/* Input */.pd.onDemandAfterTime, settings_duration/* WITHIN_A_YEAR */.mB),
        },
    };
}
function readLadders(text, clouds, env) {
    const per = (input) => (0,cloud_list/* perCloudValues */.dH)(text(input), input, clouds);
    const [types, zones, regions, images, options] = [
        input_names/* Input */.pd.instanceTypes,
        input_names/* Input */.pd.zones,
        input_names/* Input */.pd.regions,
        input_names/* Input */.pd.image,
        input_names/* Input */.pd.cloudOptions,
    ].map(per);
    return clouds.map((cloud) => {
        const given = (values) => values?.get(cloud) ?? '';
        const forCloud = clouds.length > 1 ? ` for ${cloud} (a line "${cloud}: ...")` : '';
        const instanceTypes = (0,values/* listOf */.c3)(given(types));
        if (instanceTypes.length === 0)
            throw new errors/* UserError */.y(`${input_names/* Input */.pd.instanceTypes}: required in launch mode${forCloud}, e.g. ${TYPE_EXAMPLE[cloud]}`);
        const image = given(images).trim();
        if (image === '')
            throw new errors/* UserError */.y(`${input_names/* Input */.pd.image}: required in launch mode${forCloud} (the VM's image)`);
        const cloudZones = (0,values/* listOf */.c3)(given(zones));
        const named = (0,values/* listOf */.c3)(given(regions));
        const cloudRegions = named.length > 0 ? named : defaultRegions(cloud, cloudZones, env);
        if (cloudRegions.length === 0)
            throw new errors/* UserError */.y(`${input_names/* Input */.pd.regions}: required in launch mode${forCloud || ` on ${cloud}`}, e.g. ${REGION_EXAMPLE[cloud]}`);
        return {
            cloud,
            instanceTypes,
            zones: cloudZones,
            regions: cloudRegions,
            image,
            options: launchOptions(given(options), input_names/* Input */.pd.cloudOptions, cloud),
        };
    });
}
const TYPE_EXAMPLE = {
    aws: 'g5.xlarge, g6.xlarge',
    gcp: 'g2-standard-8',
    azure: 'Standard_NC4as_T4_v3',
};
function readGang(text) {
    const nodes = (0,values/* parseInteger */.cG)(text(input_names/* Input */.pd.nodes), input_names/* Input */.pd.nodes, ranges/* NODES_RANGE */.QJ);
    return {
        nodes,
        hostMarket: parseHostMarket(text(input_names/* Input */.pd.hostMarket), nodes),
        rendezvousPort: (0,values/* parseInteger */.cG)(text(input_names/* Input */.pd.rendezvousPort), input_names/* Input */.pd.rendezvousPort, RENDEZVOUS_PORT_RANGE),
    };
}
function readMaxPrice(text) {
    const maxPriceText = text(input_names/* Input */.pd.maxPrice);
    if (maxPriceText === '')
        return {};
    const maxPrice = Number(maxPriceText);
    if (!(Number.isFinite(maxPrice) && maxPrice > 0)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.maxPrice}: "${maxPriceText}" is not a price; expected USD per hour such as 0.75`);
    }
    return { maxPrice };
}
function readRunner(text) {
    const runnerToken = text(input_names/* Input */.pd.runnerToken);
    if (runnerToken === '') {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.runnerToken}: required in launch mode; a PAT or GitHub App token that may administer the repository's runners (the job's GITHUB_TOKEN cannot)`);
    }
    const runnerVersion = text(input_names/* Input */.pd.runnerVersion);
    if (runnerVersion !== 'latest' && !/^\d+\.\d+\.\d+$/.test(runnerVersion)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.runnerVersion}: "${runnerVersion}" is not a runner version; expected latest or e.g. 2.330.0`);
    }
    const sha = text(input_names/* Input */.pd.runnerSha256).toLowerCase();
    if (sha !== '' && !/^[0-9a-f]{64}$/.test(sha)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.runnerSha256}: expected the 64 hex digits of a SHA-256`);
    }
    if (sha !== '' && runnerVersion === 'latest') {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.runnerSha256}: pins the checksum of one runner release, so ${input_names/* Input */.pd.runnerVersion} must name that release (e.g. 2.330.0), not latest`);
    }
    const arch = text(input_names/* Input */.pd.runnerArch);
    if (arch !== 'x64' && arch !== 'arm64') {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.runnerArch}: "${arch}" is not x64 or arm64`);
    }
    return { runnerToken, runnerVersion, ...(sha === '' ? {} : { runnerSha256: sha }), arch };
}
const REGION_EXAMPLE = {
    aws: 'us-east-1',
    gcp: 'us-central1 (or give zones)',
    azure: 'westeurope',
};
function defaultRegions(cloud, zones, env) {
    if (cloud === 'aws')
        return (0,values/* listOf */.c3)(env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? '');
    if (cloud === 'gcp')
        return [...new Set(zones.map(zone_region/* regionOfZone */.w))];
    return [];
}

// EXTERNAL MODULE: ./build/settings/attempt.js
var attempt = __webpack_require__(29921);
// EXTERNAL MODULE: ./build/settings/drill.js
var drill = __webpack_require__(30449);
// EXTERNAL MODULE: ./build/settings/paths.js
var paths = __webpack_require__(70820);
;// CONCATENATED MODULE: ./build/settings/train.js
















const CLOUD_SETTINGS = ['auto', 'aws', 'gcp', 'azure', 'none'];
function readTrainSettings(get, workspace, eventRestart, cwd = process.cwd(), env = {}) {
    const source = (0,settings_source/* inputSource */.w)(get);
    const script = source.raw(input_names/* Input */.pd.run);
    if (script.trim() === '')
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.run}: the training command is required in train mode`);
    const restartText = source.text(input_names/* Input */.pd.restartFrom) || eventRestart?.trim() || '';
    const { runId: restartFrom, replacement } = parseRestartInput(restartText);
    if (restartFrom !== '' && !(0,layout/* isValidId */.Al)(restartFrom)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.restartFrom}: "${restartText}" is not a run id; expected digits such as 9876543210`);
    }
    const gang = train_readGang(source);
    const drillText = source.text(input_names/* Input */.pd.simulateInterruption);
    const flag = (input) => (0,values/* parseBoolean */.yG)(source.text(input), input);
    const duration = (input, range) => (0,settings_duration/* parseDuration */.E9)(source.text(input), input, range);
    return {
        script,
        ...readTrainPaths(source, { workspace, cwd, env, nodes: gang.nodes }),
        attempt: (0,attempt/* readAttemptSettings */.Tw)(source),
        ...(restartFrom === '' ? {} : { restartFrom }),
        ...(replacement === undefined ? {} : { replacement: checkReplacement(replacement, gang) }),
        ...(drillText === ''
            ? {}
            : { drill: (0,drill/* parseSimulatedSpec */.H3)(drillText, input_names/* Input */.pd.simulateInterruption) }),
        restart: flag(input_names/* Input */.pd.restart),
        githubToken: source.text(input_names/* Input */.pd.githubToken),
        checkName: readCheckName(source),
        sealTimeoutMs: duration(input_names/* Input */.pd.sealTimeout),
        signalNoticeMs: duration(input_names/* Input */.pd.signalNotice, ranges/* NOTICE_RANGE */.n0),
        cloud: readCloud(source.text(input_names/* Input */.pd.cloud, 'auto')),
        interruptOnRebalance: flag(input_names/* Input */.pd.interruptOnRebalance),
        azureAckEvents: flag(input_names/* Input */.pd.azureAckEvents),
        gcpNoticeMs: duration(input_names/* Input */.pd.gcpNotice, ranges/* NOTICE_RANGE */.n0),
        metadata: (0,cloud_environment/* readMetadataEndpoints */.A)(env),
        gang,
    };
}
function readTrainPaths(source, where) {
    const { workspace, cwd, env, nodes } = where;
    const store = (0,settings_store/* readStoreSettings */.lz)(source, {
        mode: 'train',
        cwd,
        env,
        refuse: (location) => {
            if (nodes > 1 && location.kind === 'artifact')
                throw new errors/* UserError */.y(`${input_names/* Input */.pd.store}: an artifact store serves one VM; a gang of ${nodes} needs s3://BUCKET/PREFIX (or file:// on a shared disk)`);
        },
    });
    const workingDirectory = readWorkingDirectory(source, workspace);
    const inWorkdir = (path) => (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(workingDirectory, path);
    const outputs = { name: input_names/* Input */.pd.outputs, path: inWorkdir(source.text(input_names/* Input */.pd.outputs)) };
    const restart = { name: input_names/* Input */.pd.restartDir, path: inWorkdir(source.text(input_names/* Input */.pd.restartDir)) };
    const workdir = { name: input_names/* Input */.pd.workingDirectory, path: workingDirectory };
    const root = { name: 'the workspace', path: (0,external_node_path_.resolve)(workspace) };
    const storeDir = (0,attempt/* storeDirSetting */.Xy)(source, store.location);
    const uploadsAll = 'every file of the checkout would be uploaded';
    const wipes = 'it is emptied at the start of every attempt';
    const keepWithin = (dir, example, because) => [workdir, root].map((b) => ({
        a: dir,
        b,
        way: 'first',
        because,
        fix: `Give ${dir.name} a directory of its own inside the working directory, such as ${example}`,
    }));
    (0,paths/* requireDirectory */.T)(workdir);
    (0,paths/* requireSeparate */.XN)([
        ...keepWithin(outputs, 'outputs', uploadsAll),
        ...keepWithin(restart, '_restart', wipes),
        ...(0,attempt/* attemptSeparations */.tv)({ outputs, restart, store: storeDir, wipes }),
    ]);
    (0,paths/* requireCreatable */.jj)([outputs, restart, storeDir]);
    return {
        workingDirectory,
        outputsDir: outputs.path,
        restartDir: restart.path,
        store,
    };
}
function readWorkingDirectory(source, workspace) {
    const given = source.text(input_names/* Input */.pd.workingDirectory);
    const path = (0,external_node_path_.resolve)(workspace, given);
    const fromWorkspace = (0,external_node_path_.relative)((0,external_node_path_.resolve)(workspace), path);
    if (!(0,external_node_path_.isAbsolute)(given) && (fromWorkspace === '..' || fromWorkspace.startsWith(`..${external_node_path_.sep}`))) {
        throw new errors/* UserError */.y(`${source.name(input_names/* Input */.pd.workingDirectory)}: "${given}" leads out of the workspace (to ${path}), so the trainer would run outside the checkout; give a directory inside it, or an absolute path if the trainer really lives elsewhere`);
    }
    return path;
}
function train_readGang(source) {
    const gang = parseGangSettings(source);
    if (gang.nodes > 1 && source.text(input_names/* Input */.pd.retention) !== '0') {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.retention}: not supported with ${input_names/* Input */.pd.nodes}: ${gang.nodes} yet; leave it at 0 for a gang`);
    }
    return gang;
}
function readCloud(value) {
    if (!CLOUD_SETTINGS.includes(value)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cloud}: "${value}" is not a cloud; expected one of ${CLOUD_SETTINGS.join(', ')}`);
    }
    return value;
}
function checkReplacement(node, gang) {
    if (gang.minNodes === undefined || node < gang.nodes)
        throw new errors/* UserError */.y(`_restart names replacement node ${node}, but this step's gang (${input_names/* Input */.pd.nodes} ${gang.nodes}, ${input_names/* Input */.pd.minNodes} ${gang.minNodes ?? gang.nodes}) is not an elastic gang that takes replacements (ids from ${gang.nodes} up)`);
    return node;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./build/settings/size.js
var size = __webpack_require__(27267);
;// CONCATENATED MODULE: ./build/settings/warm.js








const KEY_LIMIT = 512;
function readWarmSettings(get, env, cwd) {
    const source = (0,settings_source/* inputSource */.w)(get);
    const text = (name) => source.text(name);
    const paths = readPaths(source.raw(input_names/* Input */.pd.cachePaths), env.HOME ?? (0,external_node_os_.homedir)());
    refuseWholeTrees(paths, cwd);
    const backend = readBackend(text(input_names/* Input */.pd.cacheBackend));
    const maxSize = text(input_names/* Input */.pd.cacheMaxSize);
    const { key, prefix } = fullKey(text(input_names/* Input */.pd.cacheKey), env);
    const spec = {
        paths,
        key,
        restoreKeys: [prefix],
        backend,
        maxSizeBytes: (0,size/* parseSize */.D)(maxSize, input_names/* Input */.pd.cacheMaxSize),
        cwd,
        ...(env.RUNNER_TEMP ? { scratch: env.RUNNER_TEMP } : {}),
    };
    if (backend === 'github')
        return spec;
    const store = (0,settings_store/* readStoreSettings */.lz)(source, { mode: 'warm', cwd, env, refuse: refuseArtifacts });
    const options = { ...store.options };
    delete options.githubToken;
    return { ...spec, store: { location: store.location, options } };
}
function refuseArtifacts(location) {
    if (location.kind === 'artifact') {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.store}: "${location.url}" cannot hold a cache that later runs restore; use cache-backend: github, or a bucket or directory store`);
    }
}
function readPaths(value, home) {
    const paths = value
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((line) => (line === '~' ? home : line.replace(/^~\//, `${home}/`)));
    if (paths.length === 0) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cachePaths}: names no path; expected one file or directory a line, such as ~/.cache/pip`);
    }
    const glob = paths.find((path) => /[*?[\]{}]/.test(path) || path.startsWith('!'));
    if (glob !== undefined) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cachePaths}: "${glob}" is a pattern; expected plain files or directories (both backends must archive the same files)`);
    }
    return paths;
}
function refuseWholeTrees(paths, cwd) {
    const workspace = (0,external_node_path_.resolve)(cwd);
    for (const path of paths) {
        const full = (0,external_node_path_.resolve)(workspace, path);
        const below = (0,external_node_path_.relative)(full, workspace);
        if (below === '' || !(below === '..' || below.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(below))) {
            throw new errors/* UserError */.y(`${input_names/* Input */.pd.cachePaths}: "${path}" holds the workspace (${workspace}), so the cache would take the checkout and its outputs; name the cache directories themselves, such as ~/.cache/pip`);
        }
    }
}
function readBackend(value) {
    if (!cache_spec/* CACHE_BACKENDS */.bK.includes(value)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cacheBackend}: "${value}" is not a cache backend; expected ${cache_spec/* CACHE_BACKENDS */.bK.join(' or ')}`);
    }
    return value;
}
function fullKey(userPart, env) {
    const workflow = (env.GITHUB_WORKFLOW_REF ?? env.GITHUB_WORKFLOW ?? 'workflow')
        .replace(/@.*$/, '')
        .replace(/^[^/]+\/[^/]+\/\.github\/workflows\//, '');
    const prefix = `spot-train-${env.RUNNER_OS ?? process.platform}-${workflow}-`;
    if (/[\r\n]/.test(userPart)) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cacheKey}: ${JSON.stringify(userPart)} holds a line break; give one line, such as \${{ hashFiles('requirements.txt') }}`);
    }
    const key = prefix + (userPart || 'warm');
    if (key.includes(',') || key.length > KEY_LIMIT) {
        throw new errors/* UserError */.y(`${input_names/* Input */.pd.cacheKey}: "${userPart}" makes the key "${key}", which ${key.includes(',') ? 'holds a comma' : `is over ${KEY_LIMIT} characters`}; the cache service refuses it`);
    }
    return { key, prefix };
}

;// CONCATENATED MODULE: ./build/main.js


















async function runAction(deps) {
    const { getInput, env } = deps;
    const mode = (0,input_names/* readMode */.Em)(getInput);
    deps.setMode(mode);
    for (const name of ignoredInputs(mode, env))
        deps.logger.warning(ignoredInputWarning(mode, name));
    const context = await (0,run_context/* readRunContext */.$p)(env);
    const modeDeps = { ...deps, context };
    switch (mode) {
        case 'launch':
            await launchMode(readLaunchSettings(getInput, env), { ...deps, ...modeDeps });
            return;
        case 'train': {
            const settings = readTrainSettings(getInput, context.workspace, (0,run_context/* restartOfEvent */.x9)(context), process.cwd(), env);
            await trainMode(settings, { ...deps, ...modeDeps });
            return;
        }
        case 'finalize':
            await finalizeMode(readFinalizeSettings(getInput, env), modeDeps);
            return;
        case 'janitor':
            await janitorMode((0,janitor/* readJanitorSettings */.R)(getInput, env), modeDeps);
            return;
        case 'warm':
            await warmMode(readWarmSettings(getInput, env, context.workspace), modeDeps);
            return;
    }
}
function maskingSecrets(getInput) {
    const masked = new Set();
    return (name) => {
        const value = getInput(name);
        if (value !== '' && input_names/* SECRET_INPUTS */.pH.includes(name) && !masked.has(value)) {
            core/* setSecret */.Pq(value);
            masked.add(value);
        }
        return value;
    };
}
async function writeSummary(markdown) {
    if (process.env.GITHUB_STEP_SUMMARY)
        await core/* summary */.z.addRaw(markdown).write();
}
async function main(mode) {
    const getInput = mode
        ? (name) => (name === input_names/* Input */.pd.mode ? mode : core/* getInput */.V4(name))
        : core/* getInput */.V4;
    try {
        await runAction({
            getInput: maskingSecrets(getInput),
            env: process.env,
            logger: logger/* actionLogger */.v,
            clock: base_clock/* systemClock */.m,
            setOutput: core/* setOutput */.uH,
            writeSummary,
            setMode: state/* actionState */.M.setMode,
            setSecret: core/* setSecret */.Pq,
            recordLaunched: state/* actionState */.M.setLaunched,
            handOver: state/* actionState */.M.setHandedOver,
            onTrainerStart: state/* actionState */.M.setTrainerPgid,
        });
    }
    catch (error) {
        core/* setFailed */.C1(`spot-train: ${(0,errors/* describeError */.U)(error)}`);
        if (!(error instanceof errors/* UserError */.y) && error instanceof Error && error.stack)
            core/* debug */.Yz(error.stack);
    }
}


/***/ }),

/***/ 78045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fe: () => (/* binding */ resumeMarkdown),
/* harmony export */   xI: () => (/* binding */ resumeText)
/* harmony export */ });
/* unused harmony export UNKNOWN */
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15902);
/* harmony import */ var _base_markdown_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7718);
/* harmony import */ var _base_text_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59800);



const UNKNOWN = 'unknown';
function resumeMarkdown(timelines) {
    if (timelines.length === 0)
        return '';
    return timelines
        .flatMap((timeline) => [
        `#### ${heading(timeline)}`,
        '',
        ...(0,_base_markdown_table_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Q)(['Point', 'At (UTC)', 'Since interruption', 'Gap'], rowsOf(timeline)),
        '',
    ])
        .join('\n');
}
function resumeText(timelines) {
    return timelines
        .map((timeline) => `\n${heading(timeline)}\n${(0,_base_text_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textTable */ .e)(['POINT', 'AT', 'SINCE', 'GAP'], rowsOf(timeline)).join('\n')}\n`)
        .join('');
}
function heading(timeline) {
    const what = timeline.kind === 'notice' ? 'notice' : 'VM lost without a notice';
    const total = timeline.totalMs === null ? UNKNOWN : formatSigned(timeline.totalMs).replace(/^\+/, '');
    return `Resume after run ${timeline.runId}${onCloud(timeline.cloud)} (${what}) by run ${timeline.nextRunId}${onCloud(timeline.nextCloud)}: first step ${total} after the interruption`;
}
function onCloud(cloud) {
    return cloud ? ` on ${cloud}` : '';
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
    return ms < 0 ? `-${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(-ms)}` : `+${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(ms)}`;
}
function utcTime(ms, first) {
    const iso = new Date(ms).toISOString();
    const sameDay = first !== undefined && new Date(first).toISOString().slice(0, 10) === iso.slice(0, 10);
    return sameDay ? iso.slice(11, 23) : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}


/***/ })

};
