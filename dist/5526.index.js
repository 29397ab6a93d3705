export const id = 5526;
export const ids = [5526];
export const modules = {

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

/***/ 74184:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cH: () => (/* binding */ AWS_NOTICE_MS),
/* harmony export */   ri: () => (/* binding */ AwsNoticeSource),
/* harmony export */   yI: () => (/* binding */ AWS_METADATA_DEFAULT)
/* harmony export */ });
/* harmony import */ var _base_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42030);
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15902);
/* harmony import */ var _metadata_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64017);
/* harmony import */ var _source_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35762);
/* harmony import */ var _stated_deadline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56759);





const AWS_METADATA_DEFAULT = 'http://169.254.169.254';
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
        const errors = new _source_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SourceErrors */ .V('AWS instance metadata', logger, clock);
        while (!signal.aborted) {
            try {
                const notice = (await this.checkInterruption(signal)) ?? (await this.checkRebalance(signal));
                errors.succeeded();
                if (notice)
                    return notice;
                await (0,_base_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .sleepUnlessAborted */ .b)(clock, this.params.pollMs ?? 1000, signal);
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
        return this.notice(`spot instance-action unreadable for ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(now - since)}`, since);
    }
    notice(reason, receivedAt, time, what = 'AWS instance-action') {
        return {
            source: 'aws',
            reason,
            receivedAt,
            deadline: (0,_stated_deadline_js__WEBPACK_IMPORTED_MODULE_4__/* .statedDeadline */ .G)({
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
            const response = await (0,_metadata_http_js__WEBPACK_IMPORTED_MODULE_1__/* .metadataRequest */ .NQ)(`${this.base}${path}`, {
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
        const response = await (0,_metadata_http_js__WEBPACK_IMPORTED_MODULE_1__/* .metadataRequest */ .NQ)(`${this.base}/latest/api/token`, {
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


/***/ }),

/***/ 78610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mT: () => (/* binding */ AZURE_METADATA_DEFAULT),
  QM: () => (/* binding */ AZURE_NOTICE_MS),
  DT: () => (/* binding */ AzureNoticeSource)
});

// EXTERNAL MODULE: ./build/base/clock.js
var base_clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/notice/metadata-http.js
var metadata_http = __webpack_require__(64017);
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
            (0,metadata_http/* metadataRequest */.NQ)(url, { ...options, signal: done.signal, freshConnection: fresh }).then((response) => {
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

// EXTERNAL MODULE: ./build/notice/source-errors.js
var source_errors = __webpack_require__(35762);
// EXTERNAL MODULE: ./build/notice/stated-deadline.js
var stated_deadline = __webpack_require__(56759);
;// CONCATENATED MODULE: ./build/notice/azure.js





const AZURE_METADATA_DEFAULT = 'http://169.254.169.254';
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
        this.primed = (0,metadata_http/* metadataRequest */.NQ)(`${this.base}${EVENTS_PATH}`, {
            headers: { Metadata: 'true' },
            timeoutMs: FIRST_CALL_TIMEOUT_MS,
        }).then(() => undefined, () => undefined);
    }
    async watch(signal) {
        const { clock, logger } = this.params;
        await this.primed;
        const errors = new source_errors/* SourceErrors */.V('Azure scheduled events', logger, clock);
        let first = true;
        while (!signal.aborted) {
            try {
                this.vmName ??= await this.readVmName(signal);
                const url = `${this.base}${EVENTS_PATH}`;
                const options = { headers: { Metadata: 'true' }, signal };
                const response = first
                    ? await (0,metadata_http/* metadataRequest */.NQ)(url, { ...options, timeoutMs: FIRST_CALL_TIMEOUT_MS })
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
            deadline: (0,stated_deadline/* statedDeadline */.G)({
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
        const response = await (0,metadata_http/* metadataRequest */.NQ)(`${this.base}${EVENTS_PATH}`, {
            method: 'POST',
            headers: { Metadata: 'true', 'Content-Type': 'application/json' },
            body: JSON.stringify({ StartRequests: [{ EventId: eventId }] }),
            timeoutMs: 10_000,
        });
        if (response.status !== 200)
            throw new Error(`approving scheduled event ${eventId} answered ${response.status}`);
    }
    async readVmName(signal) {
        const response = await (0,metadata_http/* metadataRequest */.NQ)(`${this.base}${NAME_PATH}`, {
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


/***/ }),

/***/ 5819:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ GCP_METADATA_DEFAULT_HOST),
/* harmony export */   y: () => (/* binding */ GcpNoticeSource)
/* harmony export */ });
/* harmony import */ var _base_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42030);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45145);
/* harmony import */ var _metadata_http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64017);
/* harmony import */ var _source_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(35762);




const GCP_METADATA_DEFAULT_HOST = '169.254.169.254';
const HANG_S = 60;
const POLL_MS = 1000;
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
                const response = await (0,_metadata_http_js__WEBPACK_IMPORTED_MODULE_1__/* .metadataRequest */ .NQ)(`${this.base}${watched.path}`, {
                    headers: { 'Metadata-Flavor': 'Google' },
                    timeoutMs: POLL_TIMEOUT_MS,
                    signal,
                });
                const reason = response.status === 200 ? watched.isNotice(response.body.trim()) : undefined;
                if (reason)
                    return this.notice(reason);
            }
            catch (error) {
                logger.debug(`GCE metadata poll of ${watched.path}: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(error)}`);
            }
            await (0,_base_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .sleepUnlessAborted */ .b)(clock, POLL_MS, signal);
        }
        return new Promise(() => undefined);
    }
    notice(reason) {
        const receivedAt = this.params.clock.now();
        return { source: 'gcp', reason, receivedAt, deadline: receivedAt + this.params.noticeMs };
    }
    async watchOne(watched, signal) {
        const { clock, logger } = this.params;
        const errors = new _source_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SourceErrors */ .V(`GCE metadata ${watched.path}`, logger, clock);
        let etag;
        while (!signal.aborted) {
            const query = etag === undefined
                ? ''
                : `?wait_for_change=true&timeout_sec=${HANG_S}&last_etag=${encodeURIComponent(etag)}`;
            try {
                const response = await (0,_metadata_http_js__WEBPACK_IMPORTED_MODULE_1__/* .metadataRequest */ .NQ)(`${this.base}${watched.path}${query}`, {
                    headers: { 'Metadata-Flavor': 'Google' },
                    timeoutMs: (HANG_S + 10) * 1000,
                    signal,
                });
                if (response.status !== 200)
                    throw new Error(`GET ${watched.path} answered ${response.status}`);
                const reason = watched.isNotice(response.body.trim());
                if (reason)
                    return this.notice(reason);
                const answered = (0,_metadata_http_js__WEBPACK_IMPORTED_MODULE_1__/* .headerValue */ .Z)(response, 'etag');
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


/***/ }),

/***/ 64017:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dl: () => (/* binding */ MetadataRequestError),
/* harmony export */   NQ: () => (/* binding */ metadataRequest),
/* harmony export */   Z: () => (/* binding */ headerValue)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);

class MetadataRequestError extends Error {
    connected;
    name = 'MetadataRequestError';
    constructor(cause, connected) {
        super(cause instanceof Error ? cause.message : String(cause), { cause });
        this.connected = connected;
    }
}
const MAX_BODY = 1 << 20;
const agent = new node_http__WEBPACK_IMPORTED_MODULE_0__.Agent({ keepAlive: true, maxSockets: 4 });
function metadataRequest(url, options) {
    return new Promise((resolve, reject) => {
        const signals = [
            AbortSignal.timeout(options.timeoutMs),
            ...(options.signal ? [options.signal] : []),
        ];
        const req = (0,node_http__WEBPACK_IMPORTED_MODULE_0__.request)(url, {
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


/***/ }),

/***/ 35762:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ SourceErrors)
/* harmony export */ });
/* harmony import */ var _base_count_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(29787);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45145);
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15902);



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
            this.logger.warning(`${this.name}: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)} (${(0,_base_count_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .p)(this.inARow, 'failure')} in a row); still watching`);
        }
        this.outage.failures++;
        this.outage.lastAt = now;
        if (this.outage.failures % 60 === 0) {
            this.logger.warning(`${this.name}: ${(0,_base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .U)(error)} (${(0,_base_count_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .p)(this.outage.failures, 'failure')} in ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(now - this.outage.since)}); still watching`);
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
        this.logger.info(`${this.name}: answering again after ${(0,_base_count_js__WEBPACK_IMPORTED_MODULE_1__/* .countOf */ .p)(outage.failures, 'failed try', 'failed tries')} in ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(outage.lastAt - outage.since)}`);
        this.outage = undefined;
    }
}


/***/ }),

/***/ 56759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ statedDeadline)
/* harmony export */ });
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15902);

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
    logger.warning(`${params.what} states ${new Date(stated).toISOString()}, ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(Math.abs(lead))} ${lead < 0 ? 'ago' : 'from now'} by this machine's clock, which the cloud's notice cannot be: the clock seems ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(Math.abs(off))} ${off < 0 ? 'fast' : 'slow'}; counting the documented ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(noticeMs)} from the notice instead`);
    return fallback;
}


/***/ }),

/***/ 7577:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readMetadataEndpoints),
/* harmony export */   x: () => (/* binding */ readCloudEnvironment)
/* harmony export */ });
/* harmony import */ var _notice_aws_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74184);
/* harmony import */ var _notice_azure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78610);
/* harmony import */ var _notice_gcp_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5819);



const GCP_PROJECT = ['GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'GCLOUD_PROJECT'];
const GCP_COMPUTE = ['SPOT_TRAIN_GCP_COMPUTE_ENDPOINT', 'CLOUDSDK_API_ENDPOINT_OVERRIDES_COMPUTE'];
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
            armEndpoint: first(['SPOT_TRAIN_AZURE_ARM_ENDPOINT']),
            pricesEndpoint: first(['SPOT_TRAIN_AZURE_PRICES_ENDPOINT']),
        }),
    };
}
function present(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
function readMetadataEndpoints(env) {
    return {
        aws: env.AWS_EC2_METADATA_SERVICE_ENDPOINT || _notice_aws_js__WEBPACK_IMPORTED_MODULE_0__/* .AWS_METADATA_DEFAULT */ .yI,
        gcp: env.GCE_METADATA_HOST || env.GCE_METADATA_IP || _notice_gcp_js__WEBPACK_IMPORTED_MODULE_2__/* .GCP_METADATA_DEFAULT_HOST */ .e,
        azure: env.SPOT_TRAIN_AZURE_METADATA_ENDPOINT || _notice_azure_js__WEBPACK_IMPORTED_MODULE_1__/* .AZURE_METADATA_DEFAULT */ .mT,
    };
}


/***/ })

};
