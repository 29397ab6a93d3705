export const id = 69;
export const ids = [69];
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

/***/ 4069:
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
var clock = __webpack_require__(7094);
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
};
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
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/notice/signals.js
var signals = __webpack_require__(4128);
// EXTERNAL MODULE: ./build/notice/simulated.js
var simulated = __webpack_require__(3947);
// EXTERNAL MODULE: ./build/supervisor/attempt.js + 13 modules
var attempt = __webpack_require__(9663);
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
    const runId = storeRunId(env);
    const store = await (0,open_store/* openStore */.C)(settings.storeUrl);
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
    if (settings.drill)
        sources.push(new simulated/* SimulatedNoticeSource */.G({ spec: settings.drill, clock, startedAt }));
    const result = await (0,attempt/* runAttempt */.Tm)({
        identity,
        command: { kind: 'script', script: settings.script },
        cwd: settings.workingDirectory,
        env,
        outputsDir: settings.outputsDir,
        restartDir: settings.restartDir,
        noticeFile: (0,external_node_path_.join)(env.RUNNER_TEMP ?? settings.workingDirectory, 'spot-train', 'notice.json'),
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
            clock: clock/* systemClock */.m,
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
