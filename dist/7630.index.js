export const id = 7630;
export const ids = [7630];
export const modules = {

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

/***/ 87630:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanUpLaunch: () => (/* binding */ cleanUpLaunch)
/* harmony export */ });
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90862);
/* harmony import */ var _clouds_load_cloud_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11199);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19473);
/* harmony import */ var _github_github_api_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86058);




/**
 * Removes what a launch created but never handed over to its job: its VMs
 * (one, or every VM of a gang) and their runner registrations. Each is
 * tried whatever happens to the others; failures are reported, and the
 * janitor is the last resort.
 */
async function cleanUpLaunch(params) {
    const { launched, env, logger } = params;
    let clean = true;
    for (const instance of (0,_action_state_js__WEBPACK_IMPORTED_MODULE_0__/* .launchedInstances */ .fF)(launched)) {
        if (!(await terminate(instance, logger)))
            clean = false;
    }
    const runnerIds = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_0__/* .launchedRunnerIds */ .t4)(launched);
    if (runnerIds.length > 0 && params.runnerToken !== '') {
        const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
        const api = new _github_github_api_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubApi */ .yN({
            token: params.runnerToken,
            baseUrl: (0,_github_github_api_js__WEBPACK_IMPORTED_MODULE_2__/* .apiBaseUrl */ .tj)(env),
            clock: params.clock,
            logger,
            attempts: 3,
        });
        for (const runnerId of runnerIds) {
            if (!(await removeRunner(api, { owner, repo }, runnerId, logger)))
                clean = false;
        }
    }
    return clean;
}
async function terminate(instance, logger) {
    try {
        const cloud = await (0,_clouds_load_cloud_js__WEBPACK_IMPORTED_MODULE_1__/* .loadCloud */ .A)(instance.cloud);
        await cloud.terminate(instance);
        logger.info(`terminated VM ${instance.id}, which never took its job`);
        return true;
    }
    catch (error) {
        logger.error(`could not terminate VM ${instance.id}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .U)(error)}`);
        return false;
    }
}
async function removeRunner(api, repo, runnerId, logger) {
    try {
        await api.request('DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}', { ...repo, runner_id: runnerId }, `removing runner ${runnerId}`);
        logger.info(`removed runner ${runnerId}`);
    }
    catch (error) {
        if (!(0,_github_github_api_js__WEBPACK_IMPORTED_MODULE_2__/* .isNotFound */ .c4)(error)) {
            logger.error(`could not remove runner ${runnerId}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .U)(error)}`);
            return false;
        }
    }
    return true;
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
