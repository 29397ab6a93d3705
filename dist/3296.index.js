export const id = 3296;
export const ids = [3296];
export const modules = {

/***/ 9911:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ stampLiveness),
/* harmony export */   Y: () => (/* binding */ ownStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7090);



function ownStamp() {
    const started = startTicks(process.pid);
    return { host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(), pid: process.pid, ...(started ? { started } : {}) };
}
function stampLiveness(stamp) {
    if (stamp.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)())
        return 'unknown';
    try {
        process.kill(stamp.pid, 0);
    }
    catch (error) {
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .C)(error) === 'ESRCH')
            return 'dead';
    }
    const started = startTicks(stamp.pid);
    if (stamp.started && started && started !== stamp.started)
        return 'dead';
    return 'alive';
}
function startTicks(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}


/***/ }),

/***/ 73296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cli: () => (/* binding */ cli)
});

// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/version.js
var version = __webpack_require__(7844);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
;// CONCATENATED MODULE: ./build/local/asks-help.js
const asksHelp = (args) => args.includes('--help') || args.includes('-h');

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./build/base/clock.js
var clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/settings/drill.js
var drill = __webpack_require__(30449);
// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
// EXTERNAL MODULE: ./build/supervisor/progress.js
var progress = __webpack_require__(70504);
// EXTERNAL MODULE: ./build/store/digest.js
var digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/base/duration.js
var duration = __webpack_require__(15902);
// EXTERNAL MODULE: ./build/base/bytes.js
var base_bytes = __webpack_require__(25771);
// EXTERNAL MODULE: ./build/base/count.js
var count = __webpack_require__(29787);
;// CONCATENATED MODULE: ./build/local/work-lost.js

const NONE = { text: '-', steps: 0 };
function workLost(attempt, next, lineage) {
    if (!attempt.notice)
        return NONE;
    const { lastStep, firstStep, resumedFrom } = attempt.progress;
    if (!next || lastStep === undefined)
        return { text: 'n/a', steps: 0 };
    if (next.restore.files.length === 0) {
        const fresh = { firstStep: lineage.firstStep ?? 0, stepEvery: lineage.stepEvery ?? 1 };
        const all = (0,progress/* stepsLost */.Gr)(attempt.progress, fresh) ?? { low: 0, high: 0 };
        return { text: `${(0,progress/* stepsLostText */.nv)(all)} (nothing restored)`, steps: all.low };
    }
    const lost = (0,progress/* stepsLost */.Gr)(attempt.progress, next.progress);
    if (attempt.sync.filesUploaded > 0)
        return lost === undefined
            ? { text: 'n/a', steps: 0 }
            : { text: (0,progress/* stepsLostText */.nv)(lost), steps: lost.low };
    const own = lastStep - (resumedFrom ?? (firstStep ?? lastStep) - 1);
    const steps = Math.max(own, lost?.low ?? 0);
    return { text: `${ownOrRange(steps, lost)} (nothing saved)`, steps };
}
function ownOrRange(steps, lost) {
    if (!lost || lost.low >= steps)
        return lost ? (0,progress/* stepsLostText */.nv)(lost) : `${steps} steps`;
    return (0,progress/* stepsLostText */.nv)({ ...lost, low: steps, high: Math.max(steps, lost.high) });
}
function workLostByAttempt(attempts) {
    const lineage = attempts[0]?.progress ?? {};
    return attempts.map((attempt, index) => workLost(attempt, attempts[index + 1], lineage));
}

;// CONCATENATED MODULE: ./build/local/exit-codes.js
const EXIT_CODES = {
    completed: 0,
    failed: 1,
    'max-restarts': 3,
    stopped: 130,
};
const WORK_LOST_EXIT_CODE = 4;

;// CONCATENATED MODULE: ./build/local/report.js





const END_TEXT = {
    completed: 'training completed',
    failed: 'training failed',
    'max-restarts': 'stopped: too many restarts',
    stopped: 'stopped at your request',
};
function formatLocalReport(result, outputsDir) {
    const { attempts } = result;
    const lineageStart = attempts[0]?.progress.firstStep ?? 0;
    const lost = workLostByAttempt(attempts);
    const rows = attempts.map((attempt, index) => {
        const steps = attempt.progress.lastStep === undefined
            ? '-'
            : `${attempt.progress.resumedFrom ?? attempt.progress.firstStep ?? '?'}..${attempt.progress.lastStep}`;
        return [
            String(attempt.identity.attempt),
            attempt.outcome,
            (0,duration/* formatDuration */.a3)(attempt.endedAt - attempt.startedAt),
            steps,
            attempt.restore.fromRunId ? (0,count/* countOf */.p)(attempt.restore.files.length, 'file') : '-',
            `${(0,count/* countOf */.p)(attempt.sync.filesUploaded, 'file')}, ${(0,base_bytes/* formatBytes */.z)(attempt.sync.bytesUploaded)}`,
            attempt.noticeToDurableMs === undefined ? '-' : (0,duration/* formatDuration */.a3)(attempt.noticeToDurableMs),
            lost[index]?.text ?? '-',
        ];
    });
    const header = [
        'attempt',
        'outcome',
        'time',
        'steps',
        'restored',
        'uploaded',
        'notice->durable',
        'work lost',
    ];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
    const line = (cells) => cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd();
    const interruptions = attempts.filter((attempt) => attempt.notice).length;
    const bytes = attempts.reduce((sum, attempt) => sum + attempt.sync.bytesUploaded, 0);
    const files = attempts.reduce((sum, attempt) => sum + attempt.sync.filesUploaded, 0);
    const errors = attempts.reduce((sum, attempt) => sum + attempt.sync.uploadErrors, 0);
    return [
        '',
        `spot-train: ${END_TEXT[result.end]} after ${(0,count/* countOf */.p)(attempts.length, 'attempt')} and ${(0,count/* countOf */.p)(interruptions, 'interruption')}; lineage ${result.lineage}`,
        '',
        line(header),
        ...rows.map(line),
        '',
        `uploaded ${(0,count/* countOf */.p)(files, 'file')}, ${(0,base_bytes/* formatBytes */.z)(bytes)}` +
            (errors > 0 ? `; ${(0,count/* countOf */.p)(errors, 'upload error')}, see the log` : ''),
        ...onAVm(attempts, lineageStart, outputsDir),
        ...lostLine(lost),
        '',
    ].join('\n');
}
function lostLine(lost) {
    const costly = lost.filter((cost) => cost.steps > 0);
    if (costly.length === 0)
        return [];
    const steps = costly.reduce((sum, cost) => sum + cost.steps, 0);
    return [
        '',
        `work lost: ${(0,count/* countOf */.p)(costly.length, 'interruption')} cost at least ${(0,count/* countOf */.p)(steps, 'step')} the trainer had done; the exit status is ${WORK_LOST_EXIT_CODE} even if training completed`,
    ];
}
function onAVm(attempts, lineageStart, outputsDir) {
    const lines = [];
    const save = `save checkpoints under $SPOT_TRAIN_OUTPUTS_DIR (${outputsDir}) and resume from $SPOT_TRAIN_RESTART_DIR`;
    attempts.forEach((attempt, index) => {
        const { identity, progress, sync } = attempt;
        if (progress.lastStep !== undefined && sync.filesUploaded === 0 && attempt.notice)
            lines.push(`warning: attempt ${identity.attempt} reported steps up to ${progress.lastStep} and uploaded nothing: on a VM its work is lost with the VM; ${save}`);
        const began = progress.resumedFrom ?? progress.firstStep;
        if (index > 0 &&
            attempt.restore.files.length === 0 &&
            began !== undefined &&
            began > lineageStart)
            lines.push(`warning: attempt ${identity.attempt} began at step ${began} though nothing was restored: the trainer read files outside the outputs, which a new VM does not have; it would have begun at step ${lineageStart}`);
    });
    return lines.length > 0 ? ['', ...lines] : [];
}

// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/restart/attempt-step.js + 52 modules
var attempt_step = __webpack_require__(26108);
// EXTERNAL MODULE: ./build/restart/local-chain.js
var local_chain = __webpack_require__(76743);
// EXTERNAL MODULE: ./build/history/train-history.js
var train_history = __webpack_require__(93788);
// EXTERNAL MODULE: ./build/supervisor/trainer-exit.js
var trainer_exit = __webpack_require__(63455);
;// CONCATENATED MODULE: ./build/local/run-loop.js









async function runLocally(params) {
    const { logger, clock } = params;
    const lineage = (0,local_chain/* newRunId */.F$)(clock);
    const attempts = [];
    for (let attempt = 1;; attempt++) {
        const runId = attempt === 1 ? lineage : (0,local_chain/* newRunId */.F$)(clock);
        const previous = attempts.at(-1);
        if (previous)
            await setAsideOutputs(params, previous.identity.runId);
        logger.info(`attempt ${attempt} of lineage ${lineage}: run ${runId}`);
        const step = await localAttempt(params, { lineage, runId, attempt });
        attempts.push(step.result);
        await (0,local_chain/* settled */.gu)(step);
        const end = endOf(params, step);
        if (end)
            return { lineage, attempts, end };
    }
}
function localAttempt(params, identity) {
    const { store, clock, logger } = params;
    const history = new train_history/* TrainHistory */.j({ store, identity, stepStartedAt: clock.now(), clock, logger });
    return (0,attempt_step/* runAttemptStep */.D)({
        attempt: {
            identity,
            command: params.command,
            cwd: params.cwd,
            env: process.env,
            outputsDir: params.outputsDir,
            restartDir: params.restartDir,
            noticeFile: (0,external_node_path_.join)(params.workDir, 'notice.json'),
            store,
            ...(params.stdout ? { stdout: params.stdout } : {}),
            ...(params.stderr ? { stderr: params.stderr } : {}),
        },
        drill: params.drill,
        signalGraceMs: params.signalGraceMs,
        sigtermIsUserStop: !params.sigtermNotice,
        settings: params.attempt,
        history,
        clock,
        logger,
    }, { restarter: (ended) => (0,local_chain/* claimingRestarter */.jQ)(params, ended) });
}
function endOf(params, step) {
    const { logger } = params;
    const { result, verdict, restart } = step;
    switch (verdict.ground) {
        case 'restart':
            break;
        case 'completed':
            return 'completed';
        case 'stopped':
            logger.info('stopped at your request; what was saved is in the store, and a new run starts afresh');
            return 'stopped';
        case 'max-restarts':
            logger.error(`reached --max-restarts ${params.attempt.maxRestarts}; the lineage ends here unfinished`);
            return 'max-restarts';
        default:
            logger.error(`the trainer failed with ${(0,trainer_exit/* describeExit */.K)(result.exit)}; ` +
                ((0,trainer_exit/* exitCause */.G)(result.exit) ?? 'not restarting (see --restart-on-exit-codes)'));
            return 'failed';
    }
    const { runId } = result.identity;
    if (restart.kind === 'failed') {
        logger.error(`could not claim the restart after run ${runId}: ${restart.error}`);
        return 'failed';
    }
    if (restart.kind !== 'dispatched') {
        logger.error(`another process already restarted run ${runId}; stopping here`);
        return 'stopped';
    }
    return undefined;
}
async function setAsideOutputs(params, previousRunId) {
    let entries = [];
    try {
        entries = await (0,promises_.readdir)(params.outputsDir);
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) !== 'ENOENT')
            throw error;
    }
    if (entries.length === 0)
        return;
    const kept = (0,external_node_path_.join)(params.workDir, 'attempts', previousRunId, 'outputs');
    await (0,promises_.mkdir)((0,external_node_path_.join)(kept, '..'), { recursive: true });
    await (0,promises_.rename)(params.outputsDir, kept);
    await (0,promises_.mkdir)(params.outputsDir, { recursive: true });
    params.logger.debug(`kept the outputs of run ${previousRunId} in ${kept}`);
}

;// CONCATENATED MODULE: ./build/local/demo.js















const TRAINER = (0,external_node_path_.join)('examples', 'demo', 'train.py');
const MIN_INTERRUPTIONS = 2;
const TRAIN_ARGS = ['--steps', '300', '--save-every', '50', '--step-time', '0.02'];
async function runDemo(logger, out = process.stdout) {
    const trainer = findTrainer();
    const work = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'spot-train-demo-'));
    out.write(`spot-train demo: ${trainer}\nworking in ${work}\n\n1) training without interruptions\n`);
    const baselineOutputs = await trainUninterrupted(trainer, work, out);
    out.write('\n2) the same training under spot-train, interrupted every 1.5 s for the first 3 attempts\n');
    const outputsDir = (0,external_node_path_.join)(work, 'outputs');
    const result = await trainInterrupted(trainer, work, outputsDir, logger, out);
    out.write(formatLocalReport(result, outputsDir));
    return compareModels(baselineOutputs, outputsDir, result, out);
}
async function trainUninterrupted(trainer, work, out) {
    const outputs = (0,external_node_path_.join)(work, 'baseline');
    const code = await runPlain(['python3', trainer, '--outputs', outputs, ...TRAIN_ARGS], out);
    if (code !== 0)
        throw new Error(`the uninterrupted training failed with exit code ${code}`);
    return outputs;
}
async function trainInterrupted(trainer, work, outputsDir, logger, out) {
    return runLocally({
        command: { kind: 'argv', argv: ['python3', trainer, ...TRAIN_ARGS] },
        cwd: work,
        outputsDir,
        restartDir: (0,external_node_path_.join)(work, '_restart'),
        workDir: (0,external_node_path_.join)(work, '.spot-train'),
        store: await (0,open_store/* openStore */.C)({
            kind: 'file',
            url: `file://${(0,external_node_path_.join)(work, 'store')}`,
            dir: (0,external_node_path_.join)(work, 'store'),
        }),
        drill: (0,drill/* parseSimulatedSpec */.H3)('after:1500ms,notice:20s,attempts:3', 'demo'),
        attempt: {
            maxRestarts: 5,
            restartOnExitCodes: new Set(),
            restoreToOutputs: true,
            timing: { settleMs: 500, scanIntervalMs: 250, flushReserveMs: 5000, killGraceMs: 5000 },
            concurrency: 4,
            retention: 0,
            stepPattern: progress/* DEFAULT_STEP_PATTERN */.MN,
        },
        signalGraceMs: 10_000,
        sigtermNotice: false,
        clock: clock/* systemClock */.m,
        logger,
        stdout: out,
    });
}
async function compareModels(baselineOutputs, outputsDir, result, out) {
    const baseline = await (0,digest/* digestFile */.TM)((0,external_node_path_.join)(baselineOutputs, 'model.json'));
    const resumed = result.end === 'completed' ? await (0,digest/* digestFile */.TM)((0,external_node_path_.join)(outputsDir, 'model.json')) : undefined;
    const interruptions = result.attempts.filter((attempt) => attempt.notice).length;
    const same = resumed?.sha256 === baseline.sha256;
    out.write([
        'comparison of the final models:',
        `  uninterrupted: model.json sha256 ${baseline.sha256}`,
        `  interrupted ${interruptions} times and resumed: ${resumed ? `model.json sha256 ${resumed.sha256}` : `no model (${result.end})`}`,
        same
            ? `  identical: yes - ${interruptions} interruptions cost no work and changed nothing`
            : '  identical: NO - the resumed run did not reproduce the uninterrupted one',
        '',
    ].join('\n'));
    if (same && interruptions < MIN_INTERRUPTIONS) {
        out.write(`only ${interruptions} interruption(s) happened; this machine trained faster than the drill expects\n`);
    }
    return same && interruptions >= MIN_INTERRUPTIONS ? 0 : 1;
}
function findTrainer() {
    for (let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));; dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, TRAINER)))
            return (0,external_node_path_.join)(dir, TRAINER);
        if ((0,external_node_path_.dirname)(dir) === dir)
            throw new errors/* UserError */.y(`cannot find ${TRAINER} next to spot-train`);
    }
}
function runPlain(argv, out) {
    return new Promise((resolve, reject) => {
        const [command = '', ...args] = argv;
        const child = (0,external_node_child_process_.spawn)(command, args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, PYTHONUNBUFFERED: '1' },
        });
        child.stdout.on('data', (chunk) => out.write(chunk));
        child.stderr.on('data', (chunk) => out.write(chunk));
        child.once('error', (error) => reject((0,error_code/* errorCode */.C)(error) === 'ENOENT'
            ? new errors/* UserError */.y(`${command} is not installed; the demo needs it`)
            : error));
        child.once('close', (code) => resolve(code ?? 1));
    });
}

;// CONCATENATED MODULE: ./build/local/demo-command.js




const DEMO_USAGE = `usage: spot-train demo [--verbose]

Trains the shipped example (examples/demo/train.py, Python 3 standard library)
twice: once undisturbed, and once under spot-train with simulated interruptions
every 1.5 s for the first 3 attempts, in a fresh temporary directory with a
local store. Prints each attempt and whether both models came out the same.

exit status: 0 the models match after at least two interruptions, 1 otherwise.
`;
async function demoCommand(argv) {
    if (asksHelp(argv)) {
        process.stdout.write(DEMO_USAGE);
        return 0;
    }
    const unknown = argv.find((arg) => arg !== '--verbose');
    if (unknown !== undefined)
        throw new errors/* UserError */.y(`demo: unknown argument "${unknown}" (see 'spot-train demo --help')`);
    return runDemo((0,log/* consoleLogger */.kS)({ verbose: argv.length > 0 }));
}

// EXTERNAL MODULE: ./build/checkpoints/restore-errors.js
var restore_errors = __webpack_require__(89316);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/local/command-failed.js
var command_failed = __webpack_require__(69203);
;// CONCATENATED MODULE: ./build/local/explained-error.js




function isExplained(error) {
    return (error instanceof errors/* UserError */.y ||
        error instanceof store/* StoreError */.AD ||
        error instanceof command_failed/* CommandFailed */.n ||
        error instanceof restore_errors/* RestoreError */.D);
}

// EXTERNAL MODULE: ./build/checkpoints/run-retention.js
var run_retention = __webpack_require__(72374);
// EXTERNAL MODULE: ./build/settings/attempt.js
var attempt = __webpack_require__(29921);
// EXTERNAL MODULE: ./build/settings/cli-args.js
var cli_args = __webpack_require__(66138);
// EXTERNAL MODULE: ./build/settings/defaults.js
var defaults = __webpack_require__(46620);
// EXTERNAL MODULE: ./build/settings/duration.js
var settings_duration = __webpack_require__(84830);
// EXTERNAL MODULE: ./build/settings/input-names.js
var input_names = __webpack_require__(69185);
// EXTERNAL MODULE: ./build/settings/paths.js
var paths = __webpack_require__(70820);
// EXTERNAL MODULE: ./build/settings/ranges.js
var ranges = __webpack_require__(13496);
// EXTERNAL MODULE: ./build/settings/source.js
var settings_source = __webpack_require__(73111);
// EXTERNAL MODULE: ./build/settings/store-flags.js
var store_flags = __webpack_require__(49703);
// EXTERNAL MODULE: ./build/settings/store.js
var settings_store = __webpack_require__(12705);
// EXTERNAL MODULE: ./build/settings/values.js
var values = __webpack_require__(39416);
;// CONCATENATED MODULE: ./build/settings/local-run.js














const LOCAL_WORK_DIR = '.spot-train/work';
const d = (input) => defaults/* DEFAULTS */.zY[input] ?? '';
const RUN_USAGE = `usage: spot-train run --outputs DIR [options] -- COMMAND [ARGS...]

Runs COMMAND under the spot-train supervisor, as on a spot VM: outputs are
uploaded while it runs, a (simulated) interruption sends it SIGINT, and the
next attempt restores its outputs into the restart directory.

options:
  --outputs DIR              directory the trainer writes checkpoints to (required)
  --store URL|DIR            where outputs go: a directory, file://DIR, s3://BUCKET/PREFIX,
                             gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX
                             (or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX),
                             or artifact://NAME inside a GitHub Actions job
                             (default ${defaults/* LOCAL_STORE */.K5})
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        part (block) and ranged-read size of every bucket store (default ${d(input_names/* Input */.pd.s3PartSize)})
  --s3-part-concurrency N    parts of one file in flight, every bucket store (default ${d(input_names/* Input */.pd.s3PartConcurrency)})
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --artifact-interval TIME   least time between two artifact batches (default ${d(input_names/* Input */.pd.artifactInterval)})
  --restart-dir DIR          where earlier outputs are restored (default ${d(input_names/* Input */.pd.restartDir)})
  --work-dir DIR             spot-train's own files (default ${LOCAL_WORK_DIR})
  --interrupt-after DUR      simulate an interruption DUR after an attempt starts
  --drill SPEC               after:DUR | at:ISO-TIME | random:MEAN[,notice:DUR][,attempts:N]
  --notice DUR               how long a simulated notice lasts (default ${drill/* DEFAULT_NOTICE_MS */.Ks / 1000}s)
  --interruptions N          interrupt only the first N attempts (default 1)
  --max-restarts N           restarts allowed before giving up (default ${d(input_names/* Input */.pd.maxRestarts)})
  --restart-on-exit-codes L  exit codes that restart instead of failing, e.g. 137,143
  --no-restore-to-outputs    restore into the restart directory only; what it restored is then
                             carried to every later run (by default the outputs directory holds the
                             lineage's files, and what the trainer deletes there is not restored again)
  --settle DUR               a file is uploaded after it holds still this long (default ${d(input_names/* Input */.pd.settleTime)})
  --scan-interval DUR        how often the outputs directory is scanned (default ${d(input_names/* Input */.pd.scanInterval)})
  --flush-reserve DUR        time kept for the final upload before a deadline (default ${d(input_names/* Input */.pd.flushReserve)})
  --kill-grace DUR           time between SIGTERM and SIGKILL (default ${d(input_names/* Input */.pd.killGrace)})
  --concurrency N            parallel uploads and downloads (default ${d(input_names/* Input */.pd.uploadConcurrency)})
  --retention N              keep the N newest saves and N earlier runs; older
                             versions and deleted files leave the store (default ${d(input_names/* Input */.pd.retention)}: keep all)
  --step-pattern REGEX       how the trainer reports its step (default: step N, iter N,
                             global_step N, and Lightning's and Hugging Face's progress bars)
  --sigterm-notice           take SIGTERM as a VM's last notice, and restart, as on a VM; by
                             default SIGTERM (kill, timeout) and Ctrl-C stop the run
  --verbose                  debug output
  -h, --help                 this help

exit status: 0 completed, 1 failed, 2 a usage error, 3 more restarts than --max-restarts,
4 completed but an interruption lost steps the trainer had done (work lost in the report),
130 stopped (Ctrl-C, kill or timeout: the trainer saves first, nothing restarts).
`;
const SETTING_FLAGS = {
    [input_names/* Input */.pd.outputs]: 'outputs',
    [input_names/* Input */.pd.store]: 'store',
    [input_names/* Input */.pd.restartDir]: 'restart-dir',
    [input_names/* Input */.pd.maxRestarts]: 'max-restarts',
    [input_names/* Input */.pd.restartOnExitCodes]: 'restart-on-exit-codes',
    [input_names/* Input */.pd.restoreToOutputs]: 'restore-to-outputs',
    [input_names/* Input */.pd.settleTime]: 'settle',
    [input_names/* Input */.pd.scanInterval]: 'scan-interval',
    [input_names/* Input */.pd.flushReserve]: 'flush-reserve',
    [input_names/* Input */.pd.killGrace]: 'kill-grace',
    [input_names/* Input */.pd.uploadConcurrency]: 'concurrency',
    [input_names/* Input */.pd.retention]: 'retention',
    [input_names/* Input */.pd.stepPattern]: 'step-pattern',
    ...store_flags/* STORE_FLAGS */.Wv,
    [input_names/* Input */.pd.artifactInterval]: 'artifact-interval',
};
const LOCAL_FLAGS = ['work-dir', 'interrupt-after', 'drill', 'notice', 'interruptions'];
function parseRunOptions(argv, cwd, env = {}) {
    const split = argv.indexOf('--');
    const ours = split < 0 ? argv : argv.slice(0, split);
    const commandArgv = split < 0 ? [] : argv.slice(split + 1);
    const values = (0,store_flags/* storeDirAsUrl */.MQ)(withRestoreTarget(readFlags(ours)), cwd);
    const text = (name) => {
        const value = values[name];
        return typeof value === 'string' ? value : undefined;
    };
    if (commandArgv.length === 0)
        throw new errors/* UserError */.y('no command given; put the training command after --');
    const source = (0,settings_source/* flagSource */.q)(values, SETTING_FLAGS);
    const drill = readDrill(text);
    return {
        command: { kind: 'argv', argv: commandArgv },
        ...readLocalPaths(source, text, cwd, env),
        ...(drill ? { drill } : {}),
        attempt: (0,attempt/* readAttemptSettings */.Tw)(source),
        sigtermNotice: values['sigterm-notice'] === true,
        verbose: values.verbose === true,
    };
}
function readFlags(ours) {
    const options = (0,cli_args/* flagOptions */.v)([...Object.values(SETTING_FLAGS), ...LOCAL_FLAGS], ['restore-to-outputs', 'no-restore-to-outputs', ...store_flags/* STORE_BOOLEANS */.Op, 'sigterm-notice', 'verbose']);
    const parsed = (0,cli_args/* parseCommandLine */.D)({ args: [...ours], options, strict: true, allowPositionals: true }, 'spot-train run --help');
    const [stray] = parsed.positionals;
    if (stray !== undefined)
        throw new errors/* UserError */.y(`unexpected argument "${stray}": put the training command after --, as in: spot-train run --outputs DIR -- ${stray} ...`);
    return parsed.values;
}
function withRestoreTarget(values) {
    if (values['no-restore-to-outputs'] !== true)
        return values;
    if (values['restore-to-outputs'] === true)
        throw new errors/* UserError */.y('give --restore-to-outputs or --no-restore-to-outputs, not both');
    return { ...values, 'restore-to-outputs': 'false' };
}
function readDrill(text) {
    const after = text('interrupt-after');
    const given = text('drill');
    if (after !== undefined && given !== undefined)
        throw new errors/* UserError */.y('give --interrupt-after or --drill, not both');
    const spec = given !== undefined
        ? (0,drill/* parseSimulatedSpec */.H3)(given, '--drill')
        : after !== undefined
            ? (0,drill/* afterDrill */.iD)((0,settings_duration/* parseDuration */.E9)(after, '--interrupt-after', settings_duration/* ZERO_OR_MORE */.NN))
            : undefined;
    const notice = text('notice');
    const interruptions = text('interruptions');
    if (!spec) {
        const orphan = notice !== undefined ? '--notice' : interruptions !== undefined ? '--interruptions' : '';
        if (orphan !== '')
            throw new errors/* UserError */.y(`${orphan} applies to a drill; add --interrupt-after DUR or --drill SPEC`);
        return undefined;
    }
    return {
        ...spec,
        ...(notice === undefined ? {} : { noticeMs: (0,settings_duration/* parseDuration */.E9)(notice, '--notice', ranges/* NOTICE_RANGE */.n0) }),
        ...(interruptions === undefined
            ? {}
            : { attempts: (0,values/* parseInteger */.cG)(interruptions, '--interruptions', { min: 1, max: 10_000 }) }),
    };
}
function readLocalPaths(source, text, cwd, env) {
    const given = source.raw(input_names/* Input */.pd.outputs);
    if (!given)
        throw new errors/* UserError */.y('--outputs is required: the directory your trainer writes checkpoints to');
    const store = (0,settings_store/* readStoreSettings */.lz)(source, { mode: 'run', cwd, env });
    const outputs = { name: '--outputs', path: (0,external_node_path_.resolve)(cwd, given) };
    const restart = { name: '--restart-dir', path: (0,external_node_path_.resolve)(cwd, source.text(input_names/* Input */.pd.restartDir)) };
    const work = { name: '--work-dir', path: (0,external_node_path_.resolve)(cwd, text('work-dir') ?? LOCAL_WORK_DIR) };
    const here = { name: 'the current directory', path: cwd };
    const storeDir = (0,attempt/* storeDirSetting */.Xy)(source, store.location);
    const wipes = 'it is emptied at the start of every attempt';
    const movesAside = 'the outputs are moved into --work-dir at every restart';
    const inside = (flag, example) => `Give ${flag} a directory of its own, such as ${example}`;
    (0,paths/* requireSeparate */.XN)([
        { a: outputs, b: here, way: 'first', because: movesAside, fix: inside('--outputs', 'outputs') },
        { a: restart, b: here, way: 'first', because: wipes, fix: inside('--restart-dir', '_restart') },
        ...(0,attempt/* attemptSeparations */.tv)({ outputs, restart, store: storeDir, wipes }),
        { a: outputs, b: work, way: 'either', because: movesAside },
        { a: restart, b: work, way: 'either', because: `--work-dir would be lost: ${wipes}` },
    ]);
    (0,paths/* requireCreatable */.jj)([outputs, restart, work, storeDir]);
    return { outputsDir: outputs.path, restartDir: restart.path, workDir: work.path, store };
}

// EXTERNAL MODULE: ./build/local/work-lock.js
var work_lock = __webpack_require__(50751);
;// CONCATENATED MODULE: ./build/local/run-command.js











async function runCommand(argv) {
    const split = argv.indexOf('--');
    if (asksHelp(split < 0 ? argv : argv.slice(0, split))) {
        process.stdout.write(RUN_USAGE);
        return 0;
    }
    const options = parseRunOptions(argv, process.cwd(), process.env);
    const logger = (0,log/* consoleLogger */.kS)({ verbose: options.verbose });
    const lock = await (0,work_lock/* lockWorkDir */.c)(options.workDir, logger);
    try {
        const store = await (0,open_store/* openStore */.C)(options.store.location, { ...options.store.options, logger });
        (0,run_retention/* requireRetentionSupport */.R)(store, options.attempt.retention, '--retention');
        const result = await runLocally({
            ...options,
            cwd: process.cwd(),
            store,
            signalGraceMs: 30_000,
            clock: clock/* systemClock */.m,
            logger,
        });
        process.stdout.write(formatLocalReport(result, options.outputsDir));
        const lost = workLostByAttempt(result.attempts).some((cost) => cost.steps > 0);
        return result.end === 'completed' && lost ? WORK_LOST_EXIT_CODE : EXIT_CODES[result.end];
    }
    finally {
        await lock.release();
    }
}

// EXTERNAL MODULE: ./build/settings/nearest-name.js
var nearest_name = __webpack_require__(30812);
;// CONCATENATED MODULE: ./build/cli.js






const USAGE = `spot-train ${version/* VERSION */.x}: train on spot VMs without losing progress

usage:
  spot-train run --outputs DIR [options] -- COMMAND [ARGS...]
      run a trainer under the supervisor with simulated interruptions
  spot-train check [options] -- COMMAND [ARGS...]
      put a trainer through a spot VM's interruptions and print what to fix
  spot-train demo
      train the shipped example with and without interruptions and compare
  spot-train janitor --cloud aws --regions us-east-1 --repo OWNER/REPO [--dry-run]
      remove leftover spot-train VMs and runners
  spot-train ls [--store URL] [LINEAGE] [--json]
      list a store's lineages, or one lineage's runs
  spot-train restore [--store URL] [--lineage L] [--run R] DEST
      restore what a restart would into DEST
  spot-train prune [--store URL] --keep N [--lineage L] [--dry-run | --apply]
      remove runs beyond the N newest of each lineage (a dry run unless --apply)
  spot-train --version

Run 'spot-train COMMAND --help' for the options of a command.
`;
const COMMANDS = ['run', 'check', 'ls', 'restore', 'prune', 'janitor', 'demo', 'help', '--version'];
async function cli(argv = process.argv.slice(2)) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'run':
                return await runCommand(rest);
            case 'check': {
                const { checkCommand } = await __webpack_require__.e(/* import() */ 4871).then(__webpack_require__.bind(__webpack_require__, 44871));
                return await checkCommand(rest);
            }
            case 'janitor': {
                const { janitorCommand } = await Promise.all(/* import() */[__webpack_require__.e(5561), __webpack_require__.e(5398), __webpack_require__.e(2815)]).then(__webpack_require__.bind(__webpack_require__, 72815));
                return await janitorCommand(rest);
            }
            case 'ls':
            case 'restore':
            case 'prune': {
                const { storeCommand } = await __webpack_require__.e(/* import() */ 380).then(__webpack_require__.bind(__webpack_require__, 10380));
                return await storeCommand(command, rest);
            }
            case 'demo':
                return await demoCommand(rest);
            case '--version':
            case '-V':
                process.stdout.write(`${version/* VERSION */.x}\n`);
                return 0;
            case undefined:
            case '--help':
            case '-h':
            case 'help':
                process.stdout.write(USAGE);
                return command === undefined ? 2 : 0;
            default:
                throw unknownCommand(command);
        }
    }
    catch (error) {
        process.stderr.write(`spot-train: ${(0,errors/* describeError */.U)(error)}\n`);
        if (!isExplained(error) && error instanceof Error && error.stack) {
            process.stderr.write(`${error.stack}\n`);
        }
        return error instanceof errors/* UserError */.y ? 2 : 1;
    }
}
function unknownCommand(given) {
    const meant = (0,nearest_name/* nearestName */.q)(given, COMMANDS);
    return meant === undefined
        ? new errors/* UserError */.y(`unknown command "${given}"\n\n${USAGE}`)
        : new errors/* UserError */.y(`unknown command "${given}"; did you mean 'spot-train ${meant}'? (see 'spot-train --help')`);
}


/***/ }),

/***/ 69203:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ CommandFailed)
/* harmony export */ });
class CommandFailed extends Error {
    name = 'CommandFailed';
}


/***/ }),

/***/ 50751:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ lockWorkDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7090);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(45145);
/* harmony import */ var _base_process_liveness_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9911);





const HEARTBEAT_MS = 20_000;
const STALE_AFTER_MS = 120_000;
const TAKEOVER_GUARD_STALE_MS = 10_000;
const heldHere = new Set();
async function lockWorkDir(workDir, logger) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(workDir, { recursive: true });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workDir, 'run.lock');
    const record = { ...(0,_base_process_liveness_js__WEBPACK_IMPORTED_MODULE_2__/* .ownStamp */ .Y)(), since: new Date().toISOString(), cwd: process.cwd() };
    const text = `${JSON.stringify(record)}\n`;
    if (!(await createExclusive(path, text))) {
        const held = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => '');
        if (!(await abandoned(path, held)))
            throw busy(workDir, held);
        logger.warning(`taking over the lock of ${workDir}, left by ${describeHolder(held)}`);
        if (!(await takeOver(path, held, text)))
            throw busy(workDir, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    heldHere.add(path);
    const heartbeat = setInterval(() => {
        const now = new Date();
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.utimes)(path, now, now).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return {
        release: async () => {
            clearInterval(heartbeat);
            heldHere.delete(path);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => '')) === text)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });
        },
    };
}
async function abandoned(path, held) {
    const holder = parseRecord(held);
    if (holder?.pid === process.pid && holder.host === (0,_base_process_liveness_js__WEBPACK_IMPORTED_MODULE_2__/* .ownStamp */ .Y)().host)
        return !heldHere.has(path);
    const liveness = holder ? (0,_base_process_liveness_js__WEBPACK_IMPORTED_MODULE_2__/* .stampLiveness */ .N)(holder) : 'unknown';
    if (liveness !== 'unknown')
        return liveness === 'dead';
    const age = await ageMs(path);
    return age === undefined || age > STALE_AFTER_MS;
}
async function takeOver(path, judged, text) {
    const guard = `${path}.takeover`;
    if (!(await createExclusive(guard, ''))) {
        if (((await ageMs(guard)) ?? 0) < TAKEOVER_GUARD_STALE_MS)
            return false;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(guard, { force: true });
        if (!(await createExclusive(guard, '')))
            return false;
    }
    try {
        const current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => undefined);
        if (current !== undefined && current !== judged)
            return false;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });
        return await createExclusive(path, text);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(guard, { force: true });
    }
}
async function createExclusive(path, text) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'wx');
    }
    catch (error) {
        if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === 'EEXIST')
            return false;
        throw error;
    }
    try {
        await handle.writeFile(text);
    }
    finally {
        await handle.close();
    }
    return true;
}
async function ageMs(path) {
    try {
        return Date.now() - (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).mtimeMs;
    }
    catch (error) {
        if ((0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .C)(error) === 'ENOENT')
            return undefined;
        throw error;
    }
}
function parseRecord(text) {
    try {
        const value = JSON.parse(text);
        if (typeof value.pid !== 'number' || typeof value.host !== 'string')
            return undefined;
        return value;
    }
    catch {
        return undefined;
    }
}
function describeHolder(held) {
    const holder = parseRecord(held);
    if (!holder)
        return 'a process that did not say who it was';
    return `process ${holder.pid} on ${holder.host} (started ${holder.since}, in ${holder.cwd})`;
}
function busy(workDir, held) {
    return new _base_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`another spot-train run, ${describeHolder(held)}, is using the work directory ${workDir}; ` +
        'two runs there would mix their checkpoints. Wait for it to end or stop it, ' +
        'or give this run its own --work-dir and --outputs.');
}


/***/ }),

/***/ 76743:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ newRunId),
/* harmony export */   gu: () => (/* binding */ settled),
/* harmony export */   jQ: () => (/* binding */ claimingRestarter)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45145);
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15902);
/* harmony import */ var _records_claim_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87637);




function claimingRestarter(params, ended) {
    const { store, clock, logger } = params;
    const { lineage, runId } = ended.result.identity;
    return {
        restart: async () => {
            await settled(ended);
            const { attempt } = ended.result.identity;
            const durable = ended.result.noticeToDurableMs;
            logger.info(`restarting: attempt ${attempt + 1} starts as a fresh machine would` +
                (durable === undefined ? '' : ` (notice to durable: ${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(durable)})`));
            const body = { by: 'local', claimedAt: new Date(clock.now()).toISOString() };
            try {
                if (await (0,_records_claim_js__WEBPACK_IMPORTED_MODULE_1__/* .claimRestart */ .IW)(store, lineage, runId, body, { clock, logger }))
                    return { kind: 'dispatched', run: {} };
                return { kind: 'claimed-elsewhere', claim: undefined };
            }
            catch (error) {
                return { kind: 'failed', error: (0,_base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .describeError */ .U)(error) };
            }
        },
    };
}
async function settled(ended) {
    await Promise.all([ended.tidied, ended.history.settled()]);
}
function newRunId(clock) {
    const stamp = new Date(clock.now())
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    return `local-${stamp}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
}


/***/ }),

/***/ 66138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseCommandLine),
/* harmony export */   v: () => (/* binding */ flagOptions)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _base_error_code_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7090);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45145);
/* harmony import */ var _nearest_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30812);




function parseCommandLine(config, helpCommand) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (error) {
        const code = (0,_base_error_code_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error);
        const see = `(see '${helpCommand}')`;
        if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && error instanceof Error) {
            const given = /'(-[^']*)'/.exec(error.message)?.[1] ?? '';
            const meant = (0,_nearest_name_js__WEBPACK_IMPORTED_MODULE_2__/* .nearestName */ .q)(given.replace(/^-+/, ''), Object.keys(config.options ?? {}));
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`unknown option '${given}'${meant === undefined ? '' : `; did you mean --${meant}?`} ${see}`);
        }
        if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && error instanceof Error) {
            throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${error.message.replace(/\n/g, ' ')} ${see}`);
        }
        throw error;
    }
}
function flagOptions(strings, booleans) {
    return {
        ...Object.fromEntries(strings
            .filter((name) => !booleans.includes(name))
            .map((name) => [name, { type: 'string' }])),
        ...Object.fromEntries(booleans.map((name) => [name, { type: 'boolean' }])),
    };
}


/***/ }),

/***/ 30812:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ nearestName)
/* harmony export */ });
function nearestName(given, known) {
    const limit = given.length <= 4 ? 1 : 2;
    let best;
    for (const name of known) {
        const distance = editDistance(given, name);
        if (distance <= limit && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
function editDistance(a, b) {
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        const row = [i];
        for (let j = 1; j <= b.length; j++) {
            if (i === 0) {
                row.push(j);
                continue;
            }
            const above = rows[i - 1] ?? [];
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
            row.push(value);
        }
        rows.push(row);
    }
    return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}


/***/ }),

/***/ 49703:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MQ: () => (/* binding */ storeDirAsUrl),
/* harmony export */   Op: () => (/* binding */ STORE_BOOLEANS),
/* harmony export */   Wv: () => (/* binding */ STORE_FLAGS),
/* harmony export */   ax: () => (/* binding */ STORE_FLAGS_USAGE)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46620);
/* harmony import */ var _input_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69185);



const STORE_FLAGS = {
    [_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.store]: 'store',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.s3Endpoint]: 's3-endpoint',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.s3ForcePathStyle]: 's3-path-style',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.s3PartSize]: 's3-part-size',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.s3PartConcurrency]: 's3-part-concurrency',
    [_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.gcsEndpoint]: 'gcs-endpoint',
};
const STORE_BOOLEANS = ['s3-path-style'];
function storeDirAsUrl(values, cwd) {
    const store = values.store;
    if (typeof store !== 'string' || store.trim() === '' || /^[a-z][a-z0-9+.-]*:/i.test(store))
        return values;
    return { ...values, store: `file://${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, store.trim())}` };
}
const STORE_FLAGS_USAGE = `  --store URL|DIR            the store: a directory, file://DIR, s3://BUCKET/PREFIX, gs://BUCKET/PREFIX,
                             az://ACCOUNT/CONTAINER/PREFIX (default ${_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .LOCAL_STORE */ .K5},
                             where 'spot-train run' writes by default)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        ranged-read size of every bucket store (default ${_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY[_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.s3PartSize]})
  --s3-part-concurrency N    ranges of one file in flight, every bucket store (default ${_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULTS */ .zY[_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.s3PartConcurrency]})
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --verbose                  debug output
  -h, --help                 this help
`;


/***/ })

};
