export const id = 3244;
export const ids = [3244];
export const modules = {

/***/ 76761:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ vmName),
/* harmony export */   t: () => (/* binding */ terminateRunVms)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/** Where a VM is, for messages: its zone, else its region. */
function vmName(instance) {
    const where = instance.zone ?? instance.region;
    return `VM ${instance.id}${where ? ` (${where})` : ''}`;
}
/**
 * Finds every live VM carrying `labels` in `regions` and terminates each,
 * with `hint` (the launch's `instance-id` output) terminated too: a launch
 * cancelled halfway leaves that output empty, while its VM carries the
 * labels from its first second. A region that cannot be listed, or a VM
 * that cannot be terminated, is reported and the rest are still done.
 */
async function terminateRunVms(params) {
    const { cloud, logger } = params;
    const failures = [];
    const found = [];
    for (const region of params.regions) {
        try {
            for (const vm of await cloud.listByLabels(region, params.labels)) {
                if (vm.state === 'terminated' || vm.state === 'gone')
                    continue;
                found.push({ instance: vm.instance, byLabels: true });
            }
        }
        catch (error) {
            failures.push({ what: `${cloud.name} VMs in ${region}`, why: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error) });
            logger.error(`could not list the run's VMs in ${region}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)}`);
        }
    }
    const { hint } = params;
    if (hint && !found.some((vm) => vm.instance.id === hint.id)) {
        found.push({ instance: hint, byLabels: false });
    }
    const terminated = [];
    for (const vm of found) {
        try {
            await cloud.terminate(vm.instance);
            terminated.push(vm);
            logger.info(`terminated ${vmName(vm.instance)}`);
        }
        catch (error) {
            failures.push({ what: vmName(vm.instance), why: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error) });
            logger.error(`could not terminate ${vmName(vm.instance)}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)}`);
        }
    }
    return { searched: params.regions, found, terminated, failures };
}


/***/ }),

/***/ 11199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ loadCloud)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36650);

/**
 * The adapter of one cloud, its SDK loaded only now: an AWS user never
 * loads Azure's. `logger` hears what an adapter decides on its own (how
 * AWS starts a gang).
 */
async function loadCloud(name, logger = _log_js__WEBPACK_IMPORTED_MODULE_0__/* .silentLogger */ .qq) {
    switch (name) {
        case 'aws': {
            const { AwsCloud } = await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(5193), __webpack_require__.e(658)]).then(__webpack_require__.bind(__webpack_require__, 10658));
            return new AwsCloud({ logger });
        }
        case 'gcp': {
            const { GcpCloud } = await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(492), __webpack_require__.e(249), __webpack_require__.e(8462), __webpack_require__.e(2975)]).then(__webpack_require__.bind(__webpack_require__, 52975));
            return new GcpCloud();
        }
        case 'azure': {
            const { AzureCloud } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(2450), __webpack_require__.e(1814), __webpack_require__.e(5031)]).then(__webpack_require__.bind(__webpack_require__, 25031));
            return new AzureCloud();
        }
    }
}


/***/ }),

/***/ 47373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ listRunners),
/* harmony export */   Mz: () => (/* binding */ deleteRunner),
/* harmony export */   ky: () => (/* binding */ runHasEnded)
/* harmony export */ });
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86058);

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
                labels: labelNames(item.labels),
            });
        }
        if (batch.length < 100)
            break;
    }
    return runners;
}
function labelNames(labels) {
    if (!Array.isArray(labels))
        return [];
    return labels.flatMap((label) => typeof label.name === 'string' ? [label.name] : []);
}
/**
 * Deregisters a runner. One already gone (an ephemeral runner removes
 * itself after its job) is not an error: it says 'gone' instead.
 */
async function deleteRunner(api, repo, runner) {
    try {
        await api.request('DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}', { ...repo, runner_id: runner.id }, `removing runner ${runner.name}`);
        return 'removed';
    }
    catch (error) {
        if ((0,_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotFound */ .c4)(error))
            return 'gone';
        throw error;
    }
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
        return (0,_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotFound */ .c4)(error) ? true : undefined;
    }
}


/***/ }),

/***/ 68487:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xF: () => (/* binding */ IncompleteSweepError),
  u0: () => (/* binding */ carryOut),
  Q_: () => (/* binding */ findLeftovers)
});

;// CONCATENATED MODULE: ./build/cleanup/removal-failure.js
/** One line for a step's failure message, naming each failure. */
function describeFailures(failures) {
    return failures.map((failure) => `${failure.what}: ${failure.why}`).join('; ');
}

// EXTERNAL MODULE: ./build/cleanup/run-vms.js
var run_vms = __webpack_require__(76761);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
// EXTERNAL MODULE: ./build/github/runners.js
var github_runners = __webpack_require__(47373);
;// CONCATENATED MODULE: ./build/janitor/sweep.js




/** The sweep went through everything and some of it could not be listed or removed. */
class IncompleteSweepError extends Error {
    failures;
    name = 'IncompleteSweepError';
    constructor(failures) {
        super(`the janitor could not remove everything it should (${failures.length}): ${describeFailures(failures)}`);
        this.failures = failures;
    }
}
/** Lists the repository's spot-train VMs and runners, and whether each one's run has ended. */
async function findLeftovers(params) {
    const { cloud, repo, logger } = params;
    const failures = [];
    const failed = (what, error) => {
        failures.push({ what, why: (0,errors/* describeError */.U)(error) });
        logger.error(`could not list ${what}: ${(0,errors/* describeError */.U)(error)}`);
    };
    const vms = [];
    for (const region of params.regions) {
        await cloud.listByLabels(region, params.labels).then((found) => vms.push(...found), (error) => failed(`${cloud.name} VMs in ${region}`, error));
    }
    const runners = params.runnersApi
        ? await (0,github_runners/* listRunners */.I7)(params.runnersApi, repo).catch((error) => {
            failed('the self-hosted runners', error);
            return [];
        })
        : [];
    const runIds = new Set([
        ...vms.map((vm) => vm.labels['spot-train-run'] ?? ''),
        ...runners.map((runner) => /^spot-train-(\d+)-/.exec(runner.name)?.[1] ?? ''),
    ]);
    runIds.delete('');
    const ended = new Map();
    for (const runId of runIds)
        ended.set(runId, await (0,github_runners/* runHasEnded */.ky)(params.runsApi, repo, runId));
    return { vms, runners, runEnded: (runId) => ended.get(runId), failures };
}
/**
 * Removes what the plan says, each removal whatever became of the others,
 * and returns those that failed. A dry run only logs.
 */
async function carryOut(plan, params) {
    const { cloud, runnersApi, dryRun, logger } = params;
    const failures = [];
    const attempt = async (verb, target, what, because, remove) => {
        if (dryRun)
            return logger.info(`would ${verb} ${what}: ${because}`);
        try {
            await remove();
            logger.info(`${verb}d ${what}: ${because}`);
        }
        catch (error) {
            failures.push({ what, why: (0,errors/* describeError */.U)(error), target });
            logger.error(`could not remove ${what}: ${(0,errors/* describeError */.U)(error)}`);
        }
    };
    for (const { target, because } of plan.vms) {
        await attempt('terminate', target, (0,run_vms/* vmName */.l)(target.instance), because, () => cloud.terminate(target.instance));
    }
    for (const { target, because } of plan.runners) {
        if (!runnersApi)
            continue;
        await attempt('remove', target, `runner ${target.name}`, because, () => (0,github_runners/* deleteRunner */.Mz)(runnersApi, params.repo, target));
    }
    for (const { target, because } of plan.spared)
        logger.info(`left runner ${target.name}: ${because}`);
    return failures;
}


/***/ }),

/***/ 50991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ runnerLabel),
/* harmony export */   Kl: () => (/* binding */ repoLabels),
/* harmony export */   X4: () => (/* binding */ vmLabels),
/* harmony export */   d1: () => (/* binding */ GANG_SIZE_LABEL),
/* harmony export */   sB: () => (/* binding */ NODE_LABEL),
/* harmony export */   xU: () => (/* binding */ runLabels)
/* harmony export */ });
/**
 * Labels every spot-train VM carries, valid as GCP labels (the strictest:
 * lowercase letters, digits, '-' and '_', at most 63 characters) and so
 * also as AWS and Azure tags. `spot-train: 1` is what the janitor looks for.
 */
function vmLabels(params) {
    return {
        ...runLabels(params),
        ...(params.restartOf === '' ? {} : { 'spot-train-restart-of': labelValue(params.restartOf) }),
        'spot-train-name': labelValue(params.name),
        'spot-train-expires': String(Math.floor(params.expiresAt / 1000)),
    };
}
/** How many VMs a gang has; only gangs carry it, with the adapters' `spot-train-node`. */
const GANG_SIZE_LABEL = 'spot-train-nodes';
/** Each VM of a gang's node index, which the cloud adapters set. */
const NODE_LABEL = 'spot-train-node';
/** The labels every spot-train VM of a repository carries: what the janitor lists by. */
function repoLabels(repository) {
    return { 'spot-train': '1', 'spot-train-repo': labelValue(repository) };
}
/**
 * The labels every VM of one attempt of a workflow run carries, whichever
 * launch (or matrix leg) started it: what finalize lists by.
 */
function runLabels(params) {
    return {
        ...repoLabels(params.repository),
        'spot-train-run': labelValue(params.runId),
        'spot-train-attempt': labelValue(params.runAttempt),
    };
}
/** The runner label of one attempt of a run: the train job asks for it, finalize removes by it. */
function runnerLabel(runId, runAttempt) {
    return `spot-train-${runId}-${runAttempt}`;
}
function labelValue(value) {
    return value
        .toLowerCase()
        .replace(/[^a-z0-9_-]/g, '-')
        .slice(0, 63);
}


/***/ }),

/***/ 43244:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ janitorMode)
});

// EXTERNAL MODULE: ./build/clouds/load-cloud.js
var load_cloud = __webpack_require__(11199);
// EXTERNAL MODULE: ./build/github/github-api.js + 1 modules
var github_api = __webpack_require__(86058);
// EXTERNAL MODULE: ./build/launch/labels.js
var labels = __webpack_require__(50991);
;// CONCATENATED MODULE: ./build/janitor/plan.js

/** Runner names spot-train gives: spot-train-<run>-<attempt>-<suffix>, and -<node> in a gang. */
const RUNNER_NAME = /^spot-train-(\d+)-(\d+)-[0-9a-f]+(-\d+)?$/;
/** The label a gang's VMs share (the launch's unique name), with how many they are. */
const GANG_NAME = 'spot-train-name';
/**
 * Gangs (by name) with fewer live VMs than they were launched with, and
 * which nodes they lost: what is left of one is never left running.
 */
function brokenGangs(vms) {
    const live = new Map();
    for (const vm of vms) {
        const size = Number(vm.labels[labels/* GANG_SIZE_LABEL */.d1]);
        const name = vm.labels[GANG_NAME];
        if (!(size > 1) || name === undefined)
            continue;
        const gang = live.get(name) ?? { size, nodes: new Set() };
        if (vm.state !== 'terminated' && vm.state !== 'gone')
            gang.nodes.add(vm.labels[labels/* NODE_LABEL */.sB] ?? '');
        live.set(name, gang);
    }
    const broken = new Map();
    for (const [name, gang] of live) {
        const lost = Array.from({ length: gang.size }, (_, node) => String(node)).filter((node) => !gang.nodes.has(node));
        if (lost.length > 0 && gang.nodes.size > 0) {
            broken.set(name, `its gang ${name} lost node ${lost.join(', ')}`);
        }
    }
    return broken;
}
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
    const broken = brokenGangs(params.vms);
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
        else if (age > YOUNG_MS && broken.has(vm.labels[GANG_NAME] ?? '')) {
            // Its training cannot go on without the lost node; it only costs.
            vms.push({ target: vm, because: broken.get(vm.labels[GANG_NAME] ?? '') ?? '' });
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

// EXTERNAL MODULE: ./build/janitor/sweep.js + 1 modules
var sweep = __webpack_require__(68487);
// EXTERNAL MODULE: ./build/report/table.js
var table = __webpack_require__(71799);
;// CONCATENATED MODULE: ./build/report/janitor-summary.js

/** The janitor's summary: what it removed (or would), what it could not and why, and what it left. */
function janitorSummary(plan, dryRun, failures = []) {
    const verb = dryRun ? 'would remove' : 'removed';
    const failed = new Map(failures.map((failure) => [failure.target, failure.why]));
    const outcome = (target, because) => {
        const why = failed.get(target);
        return why === undefined ? [verb, because] : ['**could not remove**', oneLine(why)];
    };
    const rows = [
        ...plan.vms.map((r) => [`VM \`${r.target.instance.id}\``, ...outcome(r.target, r.because)]),
        ...plan.runners.map((r) => [`runner \`${r.target.name}\``, ...outcome(r.target, r.because)]),
        ...failures
            .filter((failure) => failure.target === undefined)
            .map((failure) => [failure.what, '**could not list**', oneLine(failure.why)]),
        ...plan.spared.map((r) => [`runner \`${r.target.name}\``, 'left', r.because]),
    ];
    const title = dryRun ? 'spot-train janitor (dry run)' : 'spot-train janitor';
    const headline = failures.length > 0 ? `${title}: ${failures.length} FAILED` : title;
    if (rows.length === 0)
        return `### ${title}: nothing to clean up\n`;
    return [`### ${headline}`, '', ...(0,table/* markdownTable */.Q)(['What', 'Action', 'Why'], rows), ''].join('\n');
}
/** A cloud's error may span lines, which would end the table row. */
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}

// EXTERNAL MODULE: ./build/settings/janitor.js
var janitor = __webpack_require__(59229);
;// CONCATENATED MODULE: ./build/modes/janitor.js







/**
 * Mode `janitor`, on a cron: terminates spot-train VMs of this repository
 * that are past their max-lifetime or whose run has ended, and removes
 * offline spot-train runners whose run has ended. Never a busy runner.
 * `dry-run: true` only says what it would do. Whatever it cannot list or
 * remove, it reports after going through everything else, and fails.
 */
async function janitorMode(deps) {
    const { env, logger, clock } = deps;
    const { cloud: cloudName, regions, dryRun, githubToken, runnerToken, } = (0,janitor/* readJanitorSettings */.R)(deps.getInput, env);
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const repoRef = { owner, repo };
    const baseUrl = (0,github_api/* apiBaseUrl */.tj)(env);
    const runsApi = new github_api/* GitHubApi */.yN({ token: githubToken, baseUrl, clock, logger });
    const runnersApi = runnerToken === '' ? undefined : new github_api/* GitHubApi */.yN({ token: runnerToken, baseUrl, clock, logger });
    const cloud = await (0,load_cloud/* loadCloud */.A)(cloudName);
    const found = await (0,sweep/* findLeftovers */.Q_)({
        cloud,
        regions,
        labels: (0,labels/* repoLabels */.Kl)(`${owner}/${repo}`),
        repo: repoRef,
        runsApi,
        runnersApi,
        logger,
    });
    if (!runnersApi)
        logger.info('no runner-token: runners are not swept');
    const plan = planSweep({ ...found, now: clock.now() });
    const removals = { cloud, runnersApi, repo: repoRef, dryRun, logger };
    const failures = [...found.failures, ...(await (0,sweep/* carryOut */.u0)(plan, removals))];
    await deps.writeSummary(janitorSummary(plan, dryRun, failures));
    // After the whole sweep: one refusal must not leave the rest running.
    if (failures.length > 0)
        throw new sweep/* IncompleteSweepError */.xF(failures);
    return plan;
}


/***/ }),

/***/ 69185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ readMode),
/* harmony export */   So: () => (/* binding */ trimmedInputs),
/* harmony export */   pH: () => (/* binding */ SECRET_INPUTS),
/* harmony export */   pd: () => (/* binding */ Input)
/* harmony export */ });
/* unused harmony export MODES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19473);

/** Every input name, as action.yml spells it. */
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
    restartBackoff: 'restart-backoff',
    rendezvousPort: 'rendezvous-port',
    cachePaths: 'cache-paths',
    cacheKey: 'cache-key',
    cacheBackend: 'cache-backend',
    cacheMaxSize: 'cache-max-size',
};
/** Inputs whose values are secrets: masked in the log as soon as they are read. */
const SECRET_INPUTS = [Input.githubToken, Input.runnerToken];
const MODES = ['launch', 'train', 'finalize', 'janitor', 'warm'];
/** An input's text without surrounding blanks, or `fallback` when that leaves nothing. */
function trimmedInputs(get) {
    return (name, fallback = '') => get(name).trim() || fallback;
}
function readMode(get) {
    const mode = get(Input.mode).trim();
    if (!MODES.includes(mode)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .y(`${Input.mode}: "${mode}" is not a mode; expected one of ${MODES.join(', ')}`);
    }
    return mode;
}


/***/ }),

/***/ 59229:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ readJanitorSettings)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19473);
/* harmony import */ var _input_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69185);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39416);



const CLOUDS = ['aws', 'gcp', 'azure'];
const INPUT_NAMES = {
    cloud: _input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.cloud,
    regions: _input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.regions,
    dryRun: _input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.dryRun,
};
/** The janitor's settings, from the action's inputs or the CLI's flags made into inputs. */
function readJanitorSettings(get, env, names = INPUT_NAMES) {
    const text = (0,_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .trimmedInputs */ .So)(get);
    const cloud = text(_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.cloud);
    if (!CLOUDS.includes(cloud)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .y(`${names.cloud}: "${cloud}" is not a cloud to sweep; expected ${CLOUDS.join(', ')}`);
    }
    const regions = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(text(_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.regions, env.AWS_REGION ?? ''));
    if (regions.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .y(`${names.regions}: required by the janitor (AWS_REGION is used when set); the regions to sweep, e.g. us-east-1, eu-west-1`);
    }
    return {
        cloud: cloud,
        regions,
        dryRun: (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)(text(_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.dryRun, 'false'), names.dryRun),
        githubToken: text(_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.githubToken),
        runnerToken: text(_input_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Input */ .pd.runnerToken),
    };
}


/***/ })

};
