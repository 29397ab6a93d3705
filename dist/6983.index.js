export const id = 6983;
export const ids = [6983];
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

/***/ 6983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  postLaunch: () => (/* binding */ postLaunch),
  postTrain: () => (/* binding */ postTrain)
});

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./build/clouds/load-cloud.js
var load_cloud = __webpack_require__(11199);
;// CONCATENATED MODULE: ./build/cleanup/launched.js
function launchedInstances(state) {
    return [...(state.instance ? [state.instance] : []), ...(state.instances ?? [])];
}
function launchedRunnerIds(state) {
    return [...(state.runnerId === undefined ? [] : [state.runnerId]), ...(state.runnerIds ?? [])];
}

// EXTERNAL MODULE: ./build/cleanup/removal.js
var cleanup_removal = __webpack_require__(8731);
;// CONCATENATED MODULE: ./build/cleanup/after-launch.js



async function cleanUpLaunch(params) {
    const { launched, runnersApi, logger } = params;
    let clean = true;
    const removeOne = async (removal, done) => {
        const outcome = await (0,cleanup_removal/* attemptRemoval */.Y)(removal, logger);
        if (typeof outcome === 'object')
            clean = false;
        else if (outcome === 'removed' && done !== undefined)
            logger.info(done);
    };
    const clouds = {
        terminate: async (vm) => (await (0,load_cloud/* loadCloud */.A)(vm.cloud, params.clouds)).terminate(vm),
    };
    for (const instance of launchedInstances(launched)) {
        const removal = (0,cleanup_removal/* terminating */.B$)(clouds, instance);
        await removeOne(removal, `terminated ${removal.what}, which never took its job`);
    }
    if (!runnersApi)
        return clean;
    for (const id of launchedRunnerIds(launched)) {
        const removal = (0,cleanup_removal/* deregistering */.VS)(runnersApi, params.repo, { id, name: String(id) });
        await removeOne(removal, `removed ${removal.what}`);
    }
    return clean;
}

// EXTERNAL MODULE: ./build/supervisor/process-group.js
var process_group = __webpack_require__(82216);
;// CONCATENATED MODULE: ./build/modes/post.js




async function postLaunch(params) {
    const { launched, logger } = params;
    const nothing = launchedInstances(launched).length === 0 && launchedRunnerIds(launched).length === 0;
    if (params.handedOver || nothing) {
        logger.info('spot-train post: nothing was left behind by the launch');
        return true;
    }
    const { runnersApi, repo } = await params.github();
    return cleanUpLaunch({
        launched,
        runnersApi,
        repo,
        clouds: params.clouds,
        logger,
    });
}
async function postTrain(pgid, logger) {
    if (pgid === undefined) {
        logger.info('spot-train post: nothing was started that needs cleaning up');
        return;
    }
    if (!(0,process_group/* signalProcessGroup */.v)(pgid, 0)) {
        logger.info('spot-train post: the trainer has exited; nothing to clean up');
        return;
    }
    logger.warning(`spot-train post: the trainer (process group ${pgid}) outlived the train step; stopping it`);
    (0,process_group/* signalProcessGroup */.v)(pgid, 'SIGTERM');
    for (let waited = 0; waited < 10_000 && (0,process_group/* signalProcessGroup */.v)(pgid, 0); waited += 250)
        await (0,promises_.setTimeout)(250);
    if ((0,process_group/* signalProcessGroup */.v)(pgid, 'SIGKILL'))
        logger.warning('spot-train post: the trainer ignored SIGTERM; killed it');
}


/***/ }),

/***/ 82216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ processGroupAlive),
/* harmony export */   v: () => (/* binding */ signalProcessGroup)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7090);


function signalProcessGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error) === 'ESRCH')
            return false;
        throw error;
    }
}
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
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === pgid && state !== 'Z')
            return true;
    }
    return false;
}


/***/ })

};
