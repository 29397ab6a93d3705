export const id = 757;
export const ids = [757];
export const modules = {

/***/ 70757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanUpLaunch: () => (/* binding */ cleanUpLaunch)
/* harmony export */ });
/* harmony import */ var _clouds_load_cloud_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11199);
/* harmony import */ var _launched_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81961);
/* harmony import */ var _removal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8731);



async function cleanUpLaunch(params) {
    const { launched, runnersApi, logger } = params;
    let clean = true;
    const removeOne = async (removal, done) => {
        const outcome = await (0,_removal_js__WEBPACK_IMPORTED_MODULE_1__/* .attemptRemoval */ .Y)(removal, logger);
        if (typeof outcome === 'object')
            clean = false;
        else if (outcome === 'removed' && done !== undefined)
            logger.info(done);
    };
    const clouds = {
        terminate: async (vm) => (await (0,_clouds_load_cloud_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCloud */ .A)(vm.cloud)).terminate(vm),
    };
    for (const instance of (0,_launched_js__WEBPACK_IMPORTED_MODULE_2__/* .launchedInstances */ .f)(launched)) {
        const removal = (0,_removal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminating */ .B$)(clouds, instance);
        await removeOne(removal, `terminated ${removal.what}, which never took its job`);
    }
    if (!runnersApi)
        return clean;
    for (const id of (0,_launched_js__WEBPACK_IMPORTED_MODULE_2__/* .launchedRunnerIds */ .t)(launched)) {
        const removal = (0,_removal_js__WEBPACK_IMPORTED_MODULE_1__/* .deregistering */ .VS)(runnersApi, params.repo, { id, name: String(id) });
        await removeOne(removal, `removed ${removal.what}`);
    }
    return clean;
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

async function loadCloud(name, logger = _base_log_js__WEBPACK_IMPORTED_MODULE_0__/* .silentLogger */ .qq) {
    switch (name) {
        case 'aws': {
            const { AwsCloud } = await Promise.all(/* import() */[__webpack_require__.e(4195), __webpack_require__.e(5193), __webpack_require__.e(2518)]).then(__webpack_require__.bind(__webpack_require__, 12518));
            return new AwsCloud({ logger });
        }
        case 'gcp': {
            const { GcpCloud } = await Promise.all(/* import() */[__webpack_require__.e(3324), __webpack_require__.e(492), __webpack_require__.e(249), __webpack_require__.e(8462), __webpack_require__.e(507)]).then(__webpack_require__.bind(__webpack_require__, 90507));
            return new GcpCloud();
        }
        case 'azure': {
            const { AzureCloud } = await Promise.all(/* import() */[__webpack_require__.e(3669), __webpack_require__.e(2450), __webpack_require__.e(1814), __webpack_require__.e(4296)]).then(__webpack_require__.bind(__webpack_require__, 44296));
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


/***/ })

};
