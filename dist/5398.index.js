export const id = 5398;
export const ids = [5398];
export const modules = {

/***/ 7718:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
function markdownTable(headers, rows) {
    const line = (cells) => `|${cells.map((cell) => (cell === '' ? ' ' : ` ${cell.replaceAll('|', '\\|')} `)).join('|')}|`;
    return [line(headers), line(headers.map(() => '---')), ...rows.map(line)];
}


/***/ }),

/***/ 59800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
function textTable(headers, rows) {
    const all = [headers, ...rows];
    const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
    return all.map((row) => row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd());
}


/***/ }),

/***/ 16031:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ listLabelled)
/* harmony export */ });
async function listLabelled(search) {
    const vms = [];
    const unlisted = [];
    for (const region of search.regions) {
        try {
            vms.push(...(await search.cloud.listByLabels(region, search.labels)));
        }
        catch (error) {
            unlisted.push({ region, error });
        }
    }
    return { vms, unlisted };
}


/***/ }),

/***/ 8731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ terminating),
/* harmony export */   VS: () => (/* binding */ deregistering),
/* harmony export */   Y: () => (/* binding */ attemptRemoval)
/* harmony export */ });
/* unused harmony export vmName */
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45145);
/* harmony import */ var _github_runners_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47373);


function vmName(instance) {
    const where = instance.zone ?? instance.region;
    return `VM ${instance.id}${where ? ` (${where})` : ''}`;
}
function terminating(cloud, instance) {
    return {
        what: vmName(instance),
        verb: 'terminate',
        remove: async () => {
            await cloud.terminate(instance);
            return 'removed';
        },
    };
}
function deregistering(api, repo, runner) {
    return {
        what: `runner ${runner.name}`,
        verb: 'remove',
        remove: () => (0,_github_runners_js__WEBPACK_IMPORTED_MODULE_0__/* .deleteRunner */ .Mz)(api, repo, runner),
    };
}
async function attemptRemoval(removal, logger) {
    try {
        return await removal.remove();
    }
    catch (error) {
        const why = (0,_base_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .U)(error);
        logger.error(`could not ${removal.verb} ${removal.what}: ${why}`);
        return { what: removal.what, why };
    }
}


/***/ }),

/***/ 14688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ sweepRepo)
});

// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/clouds/labels.js
var labels = __webpack_require__(10388);
// EXTERNAL MODULE: ./build/clouds/load-cloud.js
var load_cloud = __webpack_require__(11199);
;// CONCATENATED MODULE: ./build/cleanup/sweep-plan.js

const RUNNER_NAME = /^spot-train-(\d+)-(\d+)-[0-9a-f]+(-\d+)?$/;
const GANG_NAME = 'spot-train-name';
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
const YOUNG_MS = 10 * 60_000;
function planSweep(params) {
    const { now, runEnded } = params;
    const vms = [];
    const broken = brokenGangs(params.vms);
    const busy = new Set(params.runners.filter((runner) => runner.busy).map((r) => r.name));
    for (const vm of params.vms) {
        if (vm.state === 'terminated' || vm.state === 'gone')
            continue;
        const expires = Number(vm.labels['spot-train-expires']) * 1000;
        const run = vm.labels['spot-train-run'];
        const age = vm.launchedAt ? now - Date.parse(vm.launchedAt) : Number.POSITIVE_INFINITY;
        const gang = vm.labels[GANG_NAME] ?? '';
        if (Number.isFinite(expires) && expires > 0 && expires < now) {
            vms.push({
                target: vm,
                because: `past its max-lifetime (${new Date(expires).toISOString()})`,
            });
        }
        else if (run !== undefined && age > YOUNG_MS && runEnded(run) === true) {
            vms.push({ target: vm, because: `its workflow run ${run} has ended` });
        }
        else if (age > YOUNG_MS &&
            broken.has(gang) &&
            !busy.has(`${gang}-${vm.labels[labels/* NODE_LABEL */.sB]}`)) {
            vms.push({ target: vm, because: broken.get(gang) ?? '' });
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
            spared.push({
                target: runner,
                because: ended === false ? `its run ${run} is still going` : `run ${run} could not be checked`,
            });
        }
    }
    return { vms, runners, spared };
}

// EXTERNAL MODULE: ./build/cleanup/sweep.js + 1 modules
var sweep = __webpack_require__(76464);
;// CONCATENATED MODULE: ./build/cleanup/sweep-repo.js





async function sweepRepo(params) {
    const { repo, runsApi, runnersApi, dryRun, logger } = params;
    const loaded = await loadClouds(params.sweeps, params.clouds, logger);
    const found = await (0,sweep/* findLeftovers */.Q_)({
        clouds: loaded.clouds,
        labels: (0,labels/* repoLabels */.Kl)(`${repo.owner}/${repo.repo}`),
        repo,
        runsApi,
        runnersApi,
        logger,
    });
    if (!runnersApi)
        logger.info('no runner-token: runners are not swept');
    const plan = planSweep({ ...found, now: params.clock.now() });
    const byName = new Map(loaded.clouds.map(({ cloud }) => [cloud.name, cloud]));
    const terminator = {
        terminate: (instance) => cloudOf(byName, instance.cloud).terminate(instance),
    };
    const failures = [
        ...loaded.failures,
        ...found.failures,
        ...(await (0,sweep/* carryOut */.u0)(plan, { cloud: terminator, runnersApi, repo, dryRun, logger })),
    ];
    return { plan, failures };
}
async function loadClouds(sweeps, environment, logger) {
    const clouds = [];
    const failures = [];
    for (const { cloud, regions } of sweeps) {
        try {
            clouds.push({ cloud: await (0,load_cloud/* loadCloud */.A)(cloud, environment), regions });
        }
        catch (error) {
            const what = `${cloud} VMs`;
            failures.push({ what, why: (0,errors/* describeError */.U)(error) });
            logger.error(`could not list ${what}: ${(0,errors/* describeError */.U)(error)}`);
        }
    }
    return { clouds, failures };
}
function cloudOf(byName, name) {
    const cloud = byName.get(name);
    if (cloud === undefined)
        throw new Error(`${name} was not swept`);
    return cloud;
}


/***/ }),

/***/ 76464:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xF: () => (/* binding */ IncompleteSweepError),
  u0: () => (/* binding */ carryOut),
  Q_: () => (/* binding */ findLeftovers)
});

;// CONCATENATED MODULE: ./build/cleanup/removal-failure.js
function describeFailures(failures) {
    return failures.map((failure) => `${failure.what}: ${failure.why}`).join('; ');
}

// EXTERNAL MODULE: ./build/cleanup/labelled-vms.js
var labelled_vms = __webpack_require__(16031);
// EXTERNAL MODULE: ./build/cleanup/removal.js
var cleanup_removal = __webpack_require__(8731);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/github/runners.js
var github_runners = __webpack_require__(47373);
;// CONCATENATED MODULE: ./build/cleanup/sweep.js





class IncompleteSweepError extends Error {
    failures;
    name = 'IncompleteSweepError';
    constructor(failures) {
        super(`the janitor could not remove everything it should (${failures.length}): ${describeFailures(failures)}`);
        this.failures = failures;
    }
}
async function findLeftovers(params) {
    const { repo, logger } = params;
    const failures = [];
    const failed = (what, error) => {
        failures.push({ what, why: (0,errors/* describeError */.U)(error) });
        logger.error(`could not list ${what}: ${(0,errors/* describeError */.U)(error)}`);
    };
    const vms = [];
    for (const { cloud, regions } of params.clouds) {
        const listed = await (0,labelled_vms/* listLabelled */.C)({ cloud, regions, labels: params.labels });
        vms.push(...listed.vms);
        for (const { region, error } of listed.unlisted)
            failed(`${cloud.name} VMs in ${region}`, error);
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
async function carryOut(plan, params) {
    const { cloud, runnersApi, dryRun, logger } = params;
    const failures = [];
    const attempt = async (removal, target, because) => {
        const { verb, what } = removal;
        if (dryRun)
            return logger.info(`would ${verb} ${what}: ${because}`);
        const outcome = await (0,cleanup_removal/* attemptRemoval */.Y)(removal, logger);
        if (typeof outcome === 'object')
            failures.push({ ...outcome, target });
        else
            logger.info(`${verb}d ${what}: ${because}`);
    };
    for (const { target, because } of plan.vms) {
        await attempt((0,cleanup_removal/* terminating */.B$)(cloud, target.instance), target, because);
    }
    for (const { target, because } of plan.runners) {
        if (!runnersApi)
            continue;
        await attempt((0,cleanup_removal/* deregistering */.VS)(runnersApi, params.repo, target), target, because);
    }
    for (const { target, because } of plan.spared)
        logger.info(`left runner ${target.name}: ${because}`);
    return failures;
}


/***/ }),

/***/ 31370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hG: () => (/* binding */ CapacityError),
/* harmony export */   kb: () => (/* binding */ CLOUD_TITLES),
/* harmony export */   vD: () => (/* binding */ CLOUD_NAMES)
/* harmony export */ });
const CLOUD_NAMES = ['aws', 'gcp', 'azure'];
const CLOUD_TITLES = {
    aws: 'AWS',
    gcp: 'GCP',
    azure: 'Azure',
};
class CapacityError extends Error {
    name = 'CapacityError';
}


/***/ }),

/***/ 10388:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ runnerLabel),
/* harmony export */   Kl: () => (/* binding */ repoLabels),
/* harmony export */   X4: () => (/* binding */ vmLabels),
/* harmony export */   d1: () => (/* binding */ GANG_SIZE_LABEL),
/* harmony export */   sB: () => (/* binding */ NODE_LABEL),
/* harmony export */   xU: () => (/* binding */ runLabels)
/* harmony export */ });
function vmLabels(params) {
    return {
        ...runLabels(params),
        ...(params.restartOf === '' ? {} : { 'spot-train-restart-of': labelValue(params.restartOf) }),
        'spot-train-name': labelValue(params.name),
        'spot-train-expires': String(Math.floor(params.expiresAt / 1000)),
    };
}
const GANG_SIZE_LABEL = 'spot-train-nodes';
const NODE_LABEL = 'spot-train-node';
function repoLabels(repository) {
    return { 'spot-train': '1', 'spot-train-repo': labelValue(repository) };
}
function runLabels(params) {
    return {
        ...repoLabels(params.repository),
        'spot-train-run': labelValue(params.runId),
        'spot-train-attempt': labelValue(params.runAttempt),
    };
}
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

/***/ 11199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ loadCloud)
/* harmony export */ });
/* harmony import */ var _base_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82130);

async function loadCloud(name, environment, logger = _base_log_js__WEBPACK_IMPORTED_MODULE_0__/* .silentLogger */ .qq) {
    switch (name) {
        case 'aws': {
            const { AwsCloud } = await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(5193), __webpack_require__.e(2518)]).then(__webpack_require__.bind(__webpack_require__, 12518));
            const { region } = environment.aws;
            return new AwsCloud({ logger, ...(region === undefined ? {} : { defaultRegion: region }) });
        }
        case 'gcp': {
            const { GcpCloud } = await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(492), __webpack_require__.e(249), __webpack_require__.e(8462), __webpack_require__.e(507)]).then(__webpack_require__.bind(__webpack_require__, 90507));
            const { project, computeEndpoint } = environment.gcp;
            return new GcpCloud({
                ...(project === undefined ? {} : { projectId: project }),
                ...(computeEndpoint === undefined ? {} : { apiEndpoint: computeEndpoint }),
            });
        }
        case 'azure': {
            const { AzureCloud } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(2450), __webpack_require__.e(1814), __webpack_require__.e(4296)]).then(__webpack_require__.bind(__webpack_require__, 44296));
            const { subscriptionId, armEndpoint } = environment.azure;
            return new AzureCloud({
                ...(subscriptionId === undefined ? {} : { subscriptionId }),
                ...(armEndpoint === undefined ? {} : { endpoint: armEndpoint }),
            });
        }
    }
}


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

/***/ 47373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I7: () => (/* binding */ listRunners),
/* harmony export */   Mz: () => (/* binding */ deleteRunner),
/* harmony export */   ky: () => (/* binding */ runHasEnded)
/* harmony export */ });
/* harmony import */ var _github_api_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86058);

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
async function runHasEnded(api, repo, runId) {
    try {
        const { data } = await api.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', { ...repo, run_id: Number(runId) }, `reading run ${runId}`);
        const status = data?.status;
        return typeof status === 'string' ? status === 'completed' : undefined;
    }
    catch (error) {
        return (0,_github_api_js__WEBPACK_IMPORTED_MODULE_0__/* .isNotFound */ .c4)(error) ? true : undefined;
    }
}


/***/ }),

/***/ 19855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ janitorSummary)
/* harmony export */ });
/* harmony import */ var _base_markdown_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7718);
/* harmony import */ var _base_text_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59800);


function janitorSummary(plan, dryRun, failures = [], form = 'markdown', clouds = 1) {
    const md = form === 'markdown';
    const code = (name) => (md ? `\`${name}\`` : name);
    const strong = (text) => (md ? `**${text}**` : text.toUpperCase());
    const verb = dryRun ? 'would remove' : 'removed';
    const failed = new Map(failures.map((failure) => [failure.target, failure.why]));
    const outcome = (target, because) => {
        const why = failed.get(target);
        return why === undefined ? [verb, because] : [strong('could not remove'), oneLine(why)];
    };
    const vm = ({ cloud, id }) => clouds > 1 ? `${cloud} VM ${code(id)}` : `VM ${code(id)}`;
    const rows = [
        ...plan.vms.map((r) => [vm(r.target.instance), ...outcome(r.target, r.because)]),
        ...plan.runners.map((r) => [`runner ${code(r.target.name)}`, ...outcome(r.target, r.because)]),
        ...failures
            .filter((failure) => failure.target === undefined)
            .map((failure) => [failure.what, strong('could not list'), oneLine(failure.why)]),
        ...plan.spared.map((r) => [`runner ${code(r.target.name)}`, 'left', r.because]),
    ];
    const title = dryRun ? 'spot-train janitor (dry run)' : 'spot-train janitor';
    const headline = failures.length > 0 ? `${title}: ${failures.length} FAILED` : title;
    const heading = (text) => (md ? `### ${text}` : text);
    if (rows.length === 0)
        return `${heading(`${title}: nothing to clean up`)}\n`;
    const table = (md ? _base_markdown_table_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Q : _base_text_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textTable */ .e)(['What', 'Action', 'Why'], rows);
    return [heading(headline), '', ...table, ''].join('\n');
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
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

/***/ 36630:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dH: () => (/* binding */ perCloudValues),
/* harmony export */   nb: () => (/* binding */ parseCloudList),
/* harmony export */   oB: () => (/* binding */ perCloudAsWritten)
/* harmony export */ });
/* harmony import */ var _clouds_cloud_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31370);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45145);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39416);



function parseCloudList(text, inputName, what) {
    const names = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .listOf */ .c3)(text);
    if (names.length === 0)
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${inputName}: required; ${what}: one or more of ${_clouds_cloud_js__WEBPACK_IMPORTED_MODULE_0__/* .CLOUD_NAMES */ .vD.join(', ')}`);
    const clouds = [];
    for (const name of names) {
        if (!_clouds_cloud_js__WEBPACK_IMPORTED_MODULE_0__/* .CLOUD_NAMES */ .vD.includes(name))
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${inputName}: "${name}" is not a cloud ${what}; expected one or more of ${_clouds_cloud_js__WEBPACK_IMPORTED_MODULE_0__/* .CLOUD_NAMES */ .vD.join(', ')}`);
        if (clouds.includes(name))
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${inputName}: "${name}" is named twice`);
        clouds.push(name);
    }
    return clouds;
}
const NAMED_LINE = /^\s*(aws|gcp|azure)\s*:(.*)$/;
function perCloudValues(text, inputName, clouds, others = 'refused') {
    const lines = text.split('\n').filter((line) => !/^\s*(#|$)/.test(line));
    const named = lines.map((line) => NAMED_LINE.exec(line));
    const only = clouds.length === 1 ? clouds[0] : undefined;
    if (only !== undefined && named.every((match) => match === null))
        return new Map([[only, text]]);
    const values = new Map(clouds.map((cloud) => [cloud, []]));
    for (const [index, match] of named.entries()) {
        const line = (lines[index] ?? '').trim();
        if (match === null)
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${inputName}: "${line}" names no cloud; with cloud: ${clouds.join(', ')} every line starts with the cloud it is for, e.g. "${clouds[0] ?? 'aws'}: ..."`);
        const cloud = match[1];
        const own = values.get(cloud);
        if (own === undefined && others === 'passed over')
            continue;
        if (own === undefined)
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .y(`${inputName}: "${line}" is for ${cloud}, which the cloud input (${clouds.join(', ')}) does not name`);
        own.push((match[2] ?? '').trim());
    }
    return new Map([...values].map(([cloud, own]) => [cloud, own.join('\n')]));
}
function perCloudAsWritten(text, inputName, clouds) {
    return perCloudValues(text, inputName, clouds, 'passed over');
}


/***/ }),

/***/ 59229:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ janitorSettings),
/* harmony export */   R: () => (/* binding */ readJanitorSettings)
/* harmony export */ });
/* harmony import */ var _cloud_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7577);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45145);
/* harmony import */ var _cloud_list_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36630);
/* harmony import */ var _input_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69185);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73111);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39416);






function readJanitorSettings(get, env) {
    return janitorSettings((0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .inputSource */ .w)(get), env);
}
const JANITOR_REGION_EXAMPLE = {
    aws: 'us-east-1, eu-west-1',
    gcp: 'us-central1, europe-west4',
    azure: 'eastus, westeurope',
};
function janitorSettings(source, env) {
    const clouds = (0,_cloud_list_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCloudList */ .nb)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.cloud), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.cloud), 'to sweep');
    const regions = (0,_cloud_list_js__WEBPACK_IMPORTED_MODULE_0__/* .perCloudAsWritten */ .oB)(source.raw(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.regions), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.regions), clouds);
    return {
        sweeps: clouds.map((cloud) => ({
            cloud,
            regions: sweptRegions(cloud, regions.get(cloud) ?? '', clouds.length, { source, env }),
        })),
        dryRun: (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.dryRun), source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.dryRun)),
        githubToken: source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.githubToken),
        runnerToken: source.text(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.runnerToken),
        clouds: (0,_cloud_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .readCloudEnvironment */ .x)(env),
    };
}
function sweptRegions(cloud, own, cloudCount, from) {
    const fallback = cloud === 'aws' ? (from.env.AWS_REGION ?? '') : '';
    const regions = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .listOf */ .c3)(own.trim() || fallback);
    if (regions.length > 0)
        return regions;
    const name = from.source.name(_input_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Input */ .pd.regions);
    const awsRegion = cloud === 'aws' ? ' (AWS_REGION is used when set)' : '';
    const example = JANITOR_REGION_EXAMPLE[cloud];
    if (cloudCount === 1)
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: required by the janitor${awsRegion}; the regions to sweep, e.g. ${example}`);
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`${name}: no regions to sweep on ${cloud}${awsRegion}; give a line for it, e.g. "${cloud}: ${example}"`);
}


/***/ })

};
