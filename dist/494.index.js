export const id = 494;
export const ids = [494];
export const modules = {

/***/ 862:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ actionState)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);

/** What main hands to post, by name; post acts only on what main recorded. */
const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';
const actionState = {
    setMode: (mode) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(MODE, mode),
    mode: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(MODE),
    setTrainerPgid: (pgid) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TRAINER_PGID, String(pgid)),
    trainerPgid: () => {
        const value = Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TRAINER_PGID));
        return Number.isSafeInteger(value) && value > 1 ? value : undefined;
    },
};


/***/ }),

/***/ 494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
;// CONCATENATED MODULE: ./build/action/logger.js

/** Logs through the runner: warnings and notices become annotations on the run. */
const actionLogger = {
    info: (message) => core/* info */.pq(message),
    warning: (message) => core/* warning */.$e(message),
    error: (message) => core/* error */.z3(message),
    debug: (message) => core/* debug */.Yz(message),
    notice: (message) => core/* notice */.lm(message),
};

// EXTERNAL MODULE: ./build/action/state.js
var state = __webpack_require__(862);
// EXTERNAL MODULE: ./build/clock.js
var build_clock = __webpack_require__(7094);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/config/duration.js
var config_duration = __webpack_require__(1359);
// EXTERNAL MODULE: ./build/config/values.js
var values = __webpack_require__(3017);
// EXTERNAL MODULE: ./build/notice/simulated-spec.js
var simulated_spec = __webpack_require__(7819);
// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(930);
// EXTERNAL MODULE: ./build/store/store-options.js + 1 modules
var store_options = __webpack_require__(2562);
// EXTERNAL MODULE: ./build/supervisor/progress.js
var progress = __webpack_require__(504);
;// CONCATENATED MODULE: ./build/inputs.js








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
};
const CLOUD_SETTINGS = ['auto', 'aws', 'gcp', 'azure', 'none'];
const MODES = ['launch', 'train', 'finalize', 'janitor'];
function readMode(get) {
    const mode = get(Input.mode).trim();
    if (!MODES.includes(mode)) {
        throw new errors/* UserError */.y(`${Input.mode}: "${mode}" is not a mode; expected one of ${MODES.join(', ')}`);
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
        throw new errors/* UserError */.y(`${Input.run}: the training command is required in train mode`);
    const storeUrl = text(Input.store);
    if (storeUrl === '') {
        throw new errors/* UserError */.y(`${Input.store}: required in train mode; for example s3://my-bucket/runs or file:///mnt/shared`);
    }
    const workingDirectory = (0,external_node_path_.resolve)(workspace, text(Input.workingDirectory, '.'));
    const inWorkdir = (path) => (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(workingDirectory, path);
    const restartFrom = text(Input.restartFrom) || eventRestart?.trim() || '';
    if (restartFrom !== '' && !(0,layout/* isValidId */.Al)(restartFrom)) {
        throw new errors/* UserError */.y(`${Input.restartFrom}: "${restartFrom}" is not a run id; expected digits such as 9876543210`);
    }
    const drillText = text(Input.simulateInterruption);
    const duration = (name, fallback) => (0,config_duration/* parseDuration */.E)(text(name, fallback), name);
    const stepPattern = text(Input.stepPattern, progress/* DEFAULT_STEP_PATTERN */.MN);
    try {
        new RegExp(stepPattern);
    }
    catch (error) {
        throw new errors/* UserError */.y(`${Input.stepPattern}: "${stepPattern}" is not a regular expression (${String(error)})`);
    }
    return {
        script,
        workingDirectory,
        outputsDir: inWorkdir(text(Input.outputs, 'outputs')),
        restartDir: inWorkdir(text(Input.restartDir, '_restart')),
        storeUrl,
        storeOptions: (0,store_options/* parseStoreOptions */.N)({
            s3Endpoint: text(Input.s3Endpoint),
            s3ForcePathStyle: (0,values/* parseBoolean */.yG)(text(Input.s3ForcePathStyle, 'false'), Input.s3ForcePathStyle),
            s3PartSize: text(Input.s3PartSize),
            s3PartConcurrency: text(Input.s3PartConcurrency),
        }, { s3PartSize: Input.s3PartSize, s3PartConcurrency: Input.s3PartConcurrency }),
        ...(restartFrom === '' ? {} : { restartFrom }),
        restoreToOutputs: (0,values/* parseBoolean */.yG)(text(Input.restoreToOutputs, 'false'), Input.restoreToOutputs),
        ...(drillText === ''
            ? {}
            : { drill: (0,simulated_spec/* parseSimulatedSpec */.H)(drillText, Input.simulateInterruption) }),
        restartOnExitCodes: (0,values/* parseExitCodes */.I8)(text(Input.restartOnExitCodes), Input.restartOnExitCodes),
        maxRestarts: (0,values/* parseInteger */.cG)(text(Input.maxRestarts, '10'), Input.maxRestarts, {
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
        concurrency: (0,values/* parseInteger */.cG)(text(Input.uploadConcurrency, '4'), Input.uploadConcurrency, {
            min: 1,
            max: 64,
        }),
        stepPattern,
        cloud: readCloud(text(Input.cloud, 'auto')),
        interruptOnRebalance: (0,values/* parseBoolean */.yG)(text(Input.interruptOnRebalance, 'false'), Input.interruptOnRebalance),
        azureAckEvents: (0,values/* parseBoolean */.yG)(text(Input.azureAckEvents, 'false'), Input.azureAckEvents),
        gcpNoticeMs: duration(Input.gcpNotice, '30s'),
    };
}
function readCloud(value) {
    if (!CLOUD_SETTINGS.includes(value)) {
        throw new errors/* UserError */.y(`${Input.cloud}: "${value}" is not a cloud; expected one of ${CLOUD_SETTINGS.join(', ')}`);
    }
    return value;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/notice/signals.js
var signals = __webpack_require__(4128);
// EXTERNAL MODULE: ./build/notice/simulated.js
var simulated = __webpack_require__(3947);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./build/notice/metadata-http.js

/** Metadata answers are small; a larger one is not a metadata server. */
const MAX_BODY = 1 << 20;
// One kept-alive connection per metadata server: polling every second must
// not cost a TCP handshake each time.
const agent = new external_node_http_.Agent({ keepAlive: true, maxSockets: 4 });
/**
 * One HTTP exchange with a link-local metadata server, with node:http rather
 * than fetch: the supervisor polls for the life of the VM and should not
 * carry a second HTTP stack in memory for it. Never follows redirects.
 */
function metadataRequest(url, options) {
    return new Promise((resolve, reject) => {
        const signals = [
            AbortSignal.timeout(options.timeoutMs),
            ...(options.signal ? [options.signal] : []),
        ];
        const req = (0,external_node_http_.request)(url, {
            method: options.method ?? 'GET',
            headers: options.headers,
            agent,
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
        req.on('error', reject);
        req.end(options.body);
    });
}
function headerValue(response, name) {
    const value = response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
}

;// CONCATENATED MODULE: ./build/notice/source-errors.js

/**
 * How a notice source lives with a metadata server that fails: it logs the
 * first failure, stays quiet while the failures repeat (a poll a second would
 * flood the log), says when the server answers again, and backs off up to
 * `maxDelayMs` between tries. A failure is never a notice.
 */
class SourceErrors {
    name;
    logger;
    clock;
    maxDelayMs;
    failures = 0;
    constructor(name, logger, clock, maxDelayMs = 5000) {
        this.name = name;
        this.logger = logger;
        this.clock = clock;
        this.maxDelayMs = maxDelayMs;
    }
    /** Records a failure and waits before the next try. */
    async failed(error, signal) {
        // An aborted watch ends its request with an error that is no failure.
        if (signal.aborted)
            return;
        this.failures++;
        if (this.failures === 1 || this.failures % 60 === 0) {
            this.logger.warning(`${this.name}: ${(0,errors/* describeError */.U)(error)} (${this.failures} failure${this.failures === 1 ? '' : 's'} in a row); still watching`);
        }
        const delay = Math.min(this.maxDelayMs, 250 * 2 ** Math.min(this.failures - 1, 8));
        try {
            await this.clock.sleep(delay, signal);
        }
        catch {
            // aborted: the caller's loop ends
        }
    }
    succeeded() {
        if (this.failures > 0)
            this.logger.info(`${this.name}: answering again after ${this.failures} failed tries`);
        this.failures = 0;
    }
}

;// CONCATENATED MODULE: ./build/notice/aws.js



const AWS_METADATA_DEFAULT = 'http://169.254.169.254';
/** AWS gives two minutes, best effort; used when instance-action's time cannot be read. */
const AWS_NOTICE_MS = 120_000;
const TOKEN_TTL_S = 21_600;
/** A token is replaced this long before it expires, so a poll never carries a dead one. */
const TOKEN_REFRESH_MARGIN_MS = 300_000;
const REBALANCE_EVERY = 5;
/**
 * Watches EC2's instance metadata (IMDSv2) for a spot interruption
 * (`spot/instance-action`: 404 until AWS schedules the stop, then JSON whose
 * `time` is the deadline) and for a rebalance recommendation, the earlier
 * and weaker signal that the instance is at elevated risk.
 */
class AwsNoticeSource {
    params;
    kind = 'aws';
    token;
    rebalanceSeen = false;
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
                await (0,build_clock/* sleepUnlessAborted */.b)(clock, this.params.pollMs ?? 1000, signal);
            }
            catch (error) {
                await errors.failed(error, signal);
            }
        }
        return new Promise(() => undefined);
    }
    async checkInterruption(signal) {
        const response = await this.get('/latest/meta-data/spot/instance-action', signal);
        if (response === undefined)
            return undefined;
        const receivedAt = this.params.clock.now();
        const { action, time } = parseObject(response);
        const deadline = typeof time === 'string' ? Date.parse(time) : Number.NaN;
        return {
            source: 'aws',
            reason: `spot instance-action ${typeof action === 'string' ? action : 'unknown'}`,
            receivedAt,
            deadline: Number.isNaN(deadline) ? receivedAt + AWS_NOTICE_MS : deadline,
        };
    }
    async checkRebalance(signal) {
        if (this.rebalanceSeen && !this.params.interruptOnRebalance)
            return undefined;
        // A recommendation comes minutes ahead of any interruption: every fifth
        // poll is soon enough, and halves what watching costs.
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
    /** The body of a metadata path, or undefined on 404 (nothing scheduled). */
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
            // 401: the token expired or the IMDS restarted; fetch a new one once.
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

;// CONCATENATED MODULE: ./build/notice/azure.js



/** Azure IMDS; SPOT_TRAIN_AZURE_METADATA_ENDPOINT points elsewhere (tests, proxies). */
const AZURE_METADATA_DEFAULT = 'http://169.254.169.254';
const EVENTS_PATH = '/metadata/scheduledevents?api-version=2020-07-01';
const NAME_PATH = '/metadata/instance/compute/name?api-version=2021-02-01&format=text';
/** Azure promises at least 30 s before a Preempt; used when NotBefore is empty. */
const AZURE_NOTICE_MS = 30_000;
/**
 * The first call switches Scheduled Events on for the VM and can take
 * minutes to answer; later calls are quick.
 */
const FIRST_CALL_TIMEOUT_MS = 300_000;
const NOTICE_TYPES = new Set(['Preempt', 'Terminate']);
/**
 * Polls Azure Scheduled Events every second. A Preempt (spot eviction) or
 * Terminate event for this VM is a notice whose deadline is the event's
 * NotBefore. Events for other VMs of a scale set are ignored.
 */
class AzureNoticeSource {
    params;
    kind = 'azure';
    base;
    vmName;
    vmNameRead = false;
    primed;
    constructor(params) {
        this.params = params;
        this.base = params.baseUrl.replace(/\/+$/, '');
    }
    /**
     * Makes the first Scheduled Events call now, without waiting for its
     * answer: the service switches on for the VM at its first call, which can
     * take minutes, so the supervisor primes it before the restore rather than
     * after it.
     */
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
        // Events scheduled meanwhile are in the answer watch() gets anyway.
        await this.primed;
        const errors = new SourceErrors('Azure scheduled events', logger, clock);
        let first = true;
        while (!signal.aborted) {
            try {
                if (!this.vmNameRead) {
                    this.vmName = await this.readVmName(signal);
                    this.vmNameRead = true;
                }
                const response = await metadataRequest(`${this.base}${EVENTS_PATH}`, {
                    headers: { Metadata: 'true' },
                    timeoutMs: first ? FIRST_CALL_TIMEOUT_MS : 10_000,
                    signal,
                });
                if (response.status !== 200)
                    throw new Error(`GET scheduledevents answered ${response.status}`);
                first = false;
                errors.succeeded();
                const event = parseEvents(response.body).find((e) => NOTICE_TYPES.has(e.EventType) &&
                    (!this.vmName || !e.Resources || e.Resources.includes(this.vmName)));
                if (event)
                    return this.toNotice(event);
                await (0,build_clock/* sleepUnlessAborted */.b)(clock, this.params.pollMs ?? 1000, signal);
            }
            catch (error) {
                await errors.failed(error, signal);
            }
        }
        return new Promise(() => undefined);
    }
    toNotice(event) {
        const receivedAt = this.params.clock.now();
        const notBefore = event.NotBefore ? Date.parse(event.NotBefore) : Number.NaN;
        return {
            source: 'azure',
            reason: `scheduled event ${event.EventType} ${event.EventId}`,
            receivedAt,
            deadline: Number.isNaN(notBefore) ? receivedAt + AZURE_NOTICE_MS : notBefore,
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
    /** This VM's name, to tell its events from its neighbours'; undefined if IMDS will not say. */
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

/**
 * Which cloud this machine runs on, asked of all three metadata servers at
 * once with a short timeout each. Each probe needs an answer only its own
 * cloud gives (AWS issues an IMDSv2 token, GCE answers with
 * `Metadata-Flavor: Google`, Azure serves its instance document), so a
 * machine on none of them (a laptop, a GitHub-hosted runner) is known as such
 * within `timeoutMs` and nothing waits on a metadata server afterwards.
 */
async function detectCloud(endpoints, timeoutMs = 1500) {
    const probes = {
        aws: async () => {
            const r = await metadataRequest(`${endpoints.aws.replace(/\/+$/, '')}/latest/api/token`, {
                method: 'PUT',
                headers: { 'X-aws-ec2-metadata-token-ttl-seconds': '60' },
                timeoutMs,
            });
            return r.status === 200 && r.body !== '';
        },
        gcp: async () => {
            const host = endpoints.gcp.replace(/^https?:\/\//, '').replace(/\/+$/, '');
            const r = await metadataRequest(`http://${host}/computeMetadata/v1/instance/id`, {
                headers: { 'Metadata-Flavor': 'Google' },
                timeoutMs,
            });
            return r.status === 200 && headerValue(r, 'metadata-flavor') === 'Google';
        },
        azure: async () => {
            const r = await metadataRequest(`${endpoints.azure.replace(/\/+$/, '')}/metadata/instance/compute/azEnvironment?api-version=2021-02-01&format=text`, { headers: { Metadata: 'true' }, timeoutMs });
            return r.status === 200 && r.body.trim() !== '';
        },
    };
    const answers = await Promise.all(Object.keys(probes).map(async (cloud) => (await probes[cloud]().catch(() => false)) ? cloud : undefined));
    return answers.find((cloud) => cloud !== undefined);
}

;// CONCATENATED MODULE: ./build/notice/gcp.js


/** GCE_METADATA_HOST (host[:port]) as Google's client libraries read it; the IP avoids a DNS lookup. */
const GCP_METADATA_DEFAULT_HOST = '169.254.169.254';
const HANG_S = 60;
const WATCHED = [
    {
        path: 'instance/preempted',
        isNotice: (v) => (v === 'TRUE' ? 'instance/preempted is TRUE' : undefined),
    },
    {
        path: 'instance/maintenance-event',
        isNotice: (v) => (v === 'TERMINATE_ON_HOST_MAINTENANCE' ? `maintenance-event ${v}` : undefined),
    },
];
/**
 * Watches GCE metadata with hanging GETs (`wait_for_change=true`): the server
 * answers the moment a value changes, so the notice arrives within a round
 * trip. Each watch first reads the value and its ETag, then hangs on that
 * ETag, so a change between two requests is never missed.
 */
class GcpNoticeSource {
    params;
    kind = 'gcp';
    base;
    constructor(params) {
        this.params = params;
        this.base = `http://${params.host.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/computeMetadata/v1/`;
    }
    watch(signal) {
        return Promise.race(WATCHED.map((watched) => this.watchOne(watched, signal)));
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
                errors.succeeded();
                etag = headerValue(response, 'etag') ?? etag;
                const reason = watched.isNotice(response.body.trim());
                if (reason) {
                    const receivedAt = clock.now();
                    return { source: 'gcp', reason, receivedAt, deadline: receivedAt + this.params.noticeMs };
                }
            }
            catch (error) {
                await errors.failed(error, signal);
            }
        }
        return new Promise(() => undefined);
    }
}

;// CONCATENATED MODULE: ./build/notice/cloud-sources.js




/**
 * The notice source of the cloud this VM runs on, at once: finding out which
 * cloud that is (when `cloud` is auto) goes on in the background, beside the
 * restore and the trainer's start, instead of delaying them by up to the
 * detection timeout on a machine that is on no cloud.
 */
function cloudNoticeSource(options) {
    const source = chooseSource(options);
    return {
        kind: 'cloud',
        watch: async (signal) => {
            const chosen = await source;
            return chosen ? chosen.watch(signal) : new Promise(() => undefined);
        },
    };
}
async function chooseSource(options) {
    const [source] = await cloudNoticeSources(options);
    return source;
}
/** The notice source of the cloud this VM runs on (asked when `cloud` is auto), or none. */
async function cloudNoticeSources(options) {
    const { clock, logger } = options;
    let cloud;
    if (options.cloud === 'auto') {
        const started = clock.now();
        cloud = await detectCloud(options.endpoints);
        logger.info(cloud
            ? `running on ${cloud.toUpperCase()} (detected in ${clock.now() - started} ms); watching its preemption notices`
            : 'not on AWS, GCP or Azure: no cloud preemption notice to watch (SIGTERM and drills still work)');
    }
    else if (options.cloud !== 'none') {
        cloud = options.cloud;
    }
    switch (cloud) {
        case 'aws':
            return [
                new AwsNoticeSource({
                    baseUrl: options.endpoints.aws,
                    clock,
                    logger,
                    interruptOnRebalance: options.interruptOnRebalance,
                    onWarning: options.onWarning,
                }),
            ];
        case 'gcp':
            return [
                new GcpNoticeSource({
                    host: options.endpoints.gcp,
                    clock,
                    logger,
                    noticeMs: options.gcpNoticeMs,
                }),
            ];
        case 'azure': {
            const source = new AzureNoticeSource({
                baseUrl: options.endpoints.azure,
                clock,
                logger,
                acknowledge: options.azureAcknowledge,
            });
            source.prime();
            return [source];
        }
        case undefined:
            return [];
    }
}

;// CONCATENATED MODULE: ./build/notice/endpoints.js



function metadataEndpoints(env) {
    return {
        aws: env.AWS_EC2_METADATA_SERVICE_ENDPOINT || AWS_METADATA_DEFAULT,
        gcp: env.GCE_METADATA_HOST || env.GCE_METADATA_IP || GCP_METADATA_DEFAULT_HOST,
        azure: env.SPOT_TRAIN_AZURE_METADATA_ENDPOINT || AZURE_METADATA_DEFAULT,
    };
}

// EXTERNAL MODULE: ./build/supervisor/notice-file.js
var notice_file = __webpack_require__(2510);
// EXTERNAL MODULE: ./build/supervisor/attempt.js + 12 modules
var attempt = __webpack_require__(7852);
// EXTERNAL MODULE: ./build/report/bytes.js
var bytes = __webpack_require__(140);
// EXTERNAL MODULE: ./build/report/count.js
var count = __webpack_require__(600);
;// CONCATENATED MODULE: ./build/report/summary.js




const TITLE = {
    completed: 'training completed',
    interrupted: 'training interrupted, progress saved',
    failed: 'training failed',
};
/** The train mode's job summary, as Markdown: what a person checks after a run. */
function trainSummary(result, storeUrl) {
    const { identity, sync, restore, notice } = result;
    const rows = [
        ['Outcome', outcomeText(result)],
        ['Attempt', `${identity.attempt} (lineage \`${identity.lineage}\`)`],
        [
            'Restored',
            restore.fromRunId
                ? `${(0,count/* countOf */.p)(restore.files.length, 'file')} (${(0,bytes/* formatBytes */.z)(restore.bytes)}) from run \`${restore.fromRunId}\` in ${(0,config_duration/* formatDuration */.a)(restore.durationMs)}`
                : 'nothing: a fresh start',
        ],
        ['Uploaded', `${(0,count/* countOf */.p)(sync.filesUploaded, 'file')}, ${(0,bytes/* formatBytes */.z)(sync.bytesUploaded)}`],
        [
            'Upload lag',
            sync.filesUploaded === 0
                ? '-'
                : `max ${(0,config_duration/* formatDuration */.a)(sync.maxLagMs)}, last ${(0,config_duration/* formatDuration */.a)(sync.lastLagMs ?? 0)} (from a file's last write to durable)`,
        ],
        ['Training time', (0,config_duration/* formatDuration */.a)(result.endedAt - result.startedAt)],
    ];
    if (notice) {
        const margin = notice.deadline - result.endedAt;
        rows.push([
            'After the notice',
            `${(0,count/* countOf */.p)(sync.afterNotice.files, 'file')} (${(0,bytes/* formatBytes */.z)(sync.afterNotice.bytes)}) saved; durable ${(0,config_duration/* formatDuration */.a)(result.noticeToDurableMs ?? 0)} after the notice, ` +
                (margin >= 0
                    ? `${(0,config_duration/* formatDuration */.a)(margin)} before the deadline`
                    : `**${(0,config_duration/* formatDuration */.a)(-margin)} after the deadline**`),
        ]);
    }
    if (sync.uploadErrors > 0)
        rows.push(['Upload errors', `**${sync.uploadErrors}**, see the log`]);
    if (sync.suspectFiles.length > 0) {
        rows.push([
            'Not uploaded',
            `${sync.suspectFiles.map((f) => `\`${f}\``).join(', ')}: being written when the trainer was killed`,
        ]);
    }
    rows.push(['Manifest', `\`${storeUrl.replace(/\/$/, '')}/${result.manifestKey}\``]);
    return [
        `### spot-train: ${TITLE[result.outcome]}`,
        '',
        '| | |',
        '| --- | --- |',
        ...rows.map(([name, value]) => `| ${name} | ${value.replaceAll('|', '\\|')} |`),
        '',
    ].join('\n');
}
function outcomeText(result) {
    if (result.notice) {
        const escalation = result.escalation === 'none'
            ? 'the trainer saved and exited'
            : `the trainer had to be stopped with ${result.escalation}`;
        return `interrupted: ${result.notice.source} notice (${result.notice.reason}); ${escalation}`;
    }
    return result.outcome === 'completed'
        ? 'the trainer exited with code 0'
        : `the trainer exited with ${(0,attempt/* describeExit */.KE)(result.exit)}`;
}

// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(2604);
// EXTERNAL MODULE: ./build/store/lineage.js
var store_lineage = __webpack_require__(2967);
;// CONCATENATED MODULE: ./build/store/run-identity.js


/**
 * Works out which lineage this run belongs to and which attempt it is. A run
 * without `restartFrom` (cron, a person) starts a new lineage named after
 * itself; a restart joins the lineage of the run it continues, found through
 * that run's index entry, as the attempt after the newest one recorded.
 */
async function resolveRun(store, runId, restartFrom, logger) {
    let lineage = runId;
    if (restartFrom !== undefined) {
        const recorded = (await store.readText((0,layout/* runIndexKey */.fF)(restartFrom)))?.trim();
        if (recorded !== undefined && (0,layout/* isValidId */.Al)(recorded)) {
            lineage = recorded;
        }
        else {
            logger.warning(`run ${restartFrom} left no record in ${store.url}; continuing as if it started lineage ${restartFrom}`);
            lineage = restartFrom;
        }
    }
    const earlier = await (0,store_lineage/* readLineage */.K)(store, lineage, runId);
    const newest = Math.max(0, ...earlier.map((run) => (typeof run.manifest === 'string' ? 0 : run.manifest.attempt)));
    const attempt = restartFrom === undefined ? 1 : Math.max(newest, 1) + 1;
    await store.writeText((0,layout/* runIndexKey */.fF)(runId), `${lineage}\n`);
    return { identity: { lineage, runId, attempt }, earlier };
}

;// CONCATENATED MODULE: ./build/action/outputs.js
/** Every output name, as action.yml spells it. */
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
};

;// CONCATENATED MODULE: ./build/action/event.js

/**
 * `inputs._restart` of the event that started this run, if it was a
 * workflow_dispatch that carried one. Any other event has none.
 */
async function restartFromEvent(eventPath) {
    if (!eventPath)
        return undefined;
    let payload;
    try {
        payload = JSON.parse(await (0,promises_.readFile)(eventPath, 'utf8'));
    }
    catch {
        return undefined;
    }
    const inputs = payload?.inputs;
    const value = inputs?._restart;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

;// CONCATENATED MODULE: ./build/modes/train.js















/**
 * Mode `train`: one attempt of the lineage on this runner. Throws (failing
 * the step) when training did not complete, so later steps never run on a
 * half-trained model; the outputs say why.
 */
async function trainMode(deps) {
    const { env, logger, clock } = deps;
    const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
    const settings = readTrainSettings(deps.getInput, workspace, await restartFromEvent(env.GITHUB_EVENT_PATH));
    await requireDirectory(settings.workingDirectory);
    const spotTrainTemp = (0,external_node_path_.join)(env.RUNNER_TEMP ?? settings.workingDirectory, 'spot-train');
    const warningFile = (0,external_node_path_.join)(spotTrainTemp, 'warning.json');
    // Started first: which cloud this is gets found out while the store is
    // opened and the restore runs.
    const cloud = cloudNoticeSource({
        cloud: settings.cloud,
        endpoints: metadataEndpoints(env),
        interruptOnRebalance: settings.interruptOnRebalance,
        azureAcknowledge: settings.azureAckEvents,
        gcpNoticeMs: settings.gcpNoticeMs,
        clock,
        logger,
        onWarning: (warning) => {
            logger.warning(`${warning.source} ${warning.kind} (${warning.detail}): the VM is at higher risk of being reclaimed`);
            (0,notice_file/* writeWarningFile */.c)(warningFile, warning).catch((error) => logger.warning(`could not write ${warningFile}: ${String(error)}`));
        },
    });
    const runId = storeRunId(env);
    const store = await (0,open_store/* openStore */.Ch)(settings.storeUrl, 'store', settings.storeOptions);
    const { identity, earlier } = await resolveRun(store, runId, settings.restartFrom, logger);
    deps.setOutput(Output.attempt, String(identity.attempt));
    deps.setOutput(Output.lineage, identity.lineage);
    deps.setOutput(Output.runKey, identity.runId);
    if (identity.attempt > settings.maxRestarts + 1) {
        throw new errors/* UserError */.y(`max-restarts: lineage ${identity.lineage} has been restarted ${identity.attempt - 1} times, more than the ${settings.maxRestarts} allowed; start a new run to train again`);
    }
    logger.info(`attempt ${identity.attempt} of lineage ${identity.lineage}` +
        (settings.restartFrom ? `, continuing run ${settings.restartFrom}` : ', a new lineage') +
        `; outputs go to ${store.url}`);
    const startedAt = clock.now();
    const sources = [
        // A cancelled job gets SIGINT from the runner: a person's stop, not a reclaim.
        new signals/* SignalNoticeSource */.a({ clock, graceMs: settings.signalNoticeMs, sigintIsUserStop: true }),
    ];
    // A drill interrupts the first attempt only, unless it says `attempts:N`:
    // otherwise every restart would be drilled again until max-restarts.
    if (settings.drill && identity.attempt <= (settings.drill.attempts ?? 1)) {
        sources.push(new simulated/* SimulatedNoticeSource */.G({ spec: settings.drill, clock, startedAt }));
    }
    sources.push(cloud);
    const result = await (0,attempt/* runAttempt */.Tm)({
        identity,
        command: { kind: 'script', script: settings.script },
        cwd: settings.workingDirectory,
        env,
        outputsDir: settings.outputsDir,
        restartDir: settings.restartDir,
        noticeFile: (0,external_node_path_.join)(spotTrainTemp, 'notice.json'),
        warningFile,
        restoreToOutputs: settings.restoreToOutputs,
        store,
        earlierRuns: earlier,
        sources,
        timing: settings.timing,
        concurrency: settings.concurrency,
        stepPattern: settings.stepPattern,
        clock,
        logger,
        onTrainerStart: deps.onTrainerStart,
    });
    deps.setOutput(Output.outcome, result.outcome);
    deps.setOutput(Output.exitCode, result.exit.code === null ? '' : String(result.exit.code));
    deps.setOutput(Output.restoredFrom, result.restore.fromRunId ?? '');
    deps.setOutput(Output.filesUploaded, String(result.sync.filesUploaded));
    deps.setOutput(Output.bytesUploaded, String(result.sync.bytesUploaded));
    deps.setOutput(Output.manifest, `${store.url.replace(/\/$/, '')}/${result.manifestKey}`);
    await deps.writeSummary(trainSummary(result, store.url));
    if (result.outcome === 'interrupted') {
        throw new errors/* UserError */.y(`training was interrupted (${result.notice?.source ?? 'unknown'} notice: ${result.notice?.reason ?? ''}); its progress is saved in ${store.url}`);
    }
    if (result.outcome === 'failed') {
        const restartable = result.exit.code !== null && settings.restartOnExitCodes.has(result.exit.code);
        throw new errors/* UserError */.y(`the training command failed with ${(0,attempt/* describeExit */.KE)(result.exit)}` +
            (restartable ? ' (an exit code listed in restart-on-exit-codes)' : ''));
    }
    return result;
}
/**
 * The run's key in the store. A re-run of a failed job keeps GITHUB_RUN_ID,
 * so its attempt number tells the two apart.
 */
function storeRunId(env) {
    const runId = env.GITHUB_RUN_ID;
    if (!runId || !/^\d+$/.test(runId)) {
        throw new errors/* UserError */.y('GITHUB_RUN_ID is not set: the train mode runs inside GitHub Actions; locally, use `spot-train run`');
    }
    const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
    return Number.isSafeInteger(attempt) && attempt > 1 ? `${runId}-${attempt}` : runId;
}
async function requireDirectory(path) {
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    if (!info?.isDirectory()) {
        throw new errors/* UserError */.y(`working-directory: ${path} is not a directory of this checkout`);
    }
}

;// CONCATENATED MODULE: ./build/main.js







/** The action's main step: one mode, one failure path. */
async function main() {
    try {
        const mode = readMode(core/* getInput */.V4);
        state/* actionState */.M.setMode(mode);
        if (mode !== 'train') {
            throw new errors/* UserError */.y(`mode: "${mode}" is not available in this version of spot-train yet; only train is`);
        }
        await trainMode({
            getInput: core/* getInput */.V4,
            env: process.env,
            logger: actionLogger,
            clock: build_clock/* systemClock */.m,
            setOutput: core/* setOutput */.uH,
            writeSummary: async (markdown) => {
                if (process.env.GITHUB_STEP_SUMMARY)
                    await core/* summary */.z.addRaw(markdown).write();
            },
            onTrainerStart: state/* actionState */.M.setTrainerPgid,
        });
    }
    catch (error) {
        core/* setFailed */.C1(`spot-train: ${(0,errors/* describeError */.U)(error)}`);
        if (!(error instanceof errors/* UserError */.y) && error instanceof Error && error.stack)
            core/* debug */.Yz(error.stack);
    }
}


/***/ })

};
