export const id = 9199;
export const ids = [9199];
export const modules = {

/***/ 49199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cli: () => (/* binding */ cli)
});

// EXTERNAL MODULE: ./build/clock.js
var clock = __webpack_require__(7094);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(19473);
// EXTERNAL MODULE: ./build/store/store.js
var store = __webpack_require__(64899);
// EXTERNAL MODULE: ./build/log.js
var log = __webpack_require__(36650);
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
// EXTERNAL MODULE: ./build/settings/drill.js
var drill = __webpack_require__(30449);
// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
// EXTERNAL MODULE: ./build/store/digest.js
var digest = __webpack_require__(13048);
// EXTERNAL MODULE: ./build/settings/duration.js
var settings_duration = __webpack_require__(84830);
// EXTERNAL MODULE: ./build/report/bytes.js
var report_bytes = __webpack_require__(20140);
// EXTERNAL MODULE: ./build/report/count.js
var count = __webpack_require__(600);
// EXTERNAL MODULE: ./build/supervisor/progress.js
var progress = __webpack_require__(70504);
;// CONCATENATED MODULE: ./build/local/report.js




const END_TEXT = {
    completed: 'training completed',
    failed: 'training failed',
    'max-restarts': 'stopped: too many restarts',
    stopped: 'stopped at your request',
};
/** The report printed after `spot-train run`: one row per attempt, then totals. */
function formatLocalReport(result) {
    const { attempts } = result;
    const rows = attempts.map((attempt, index) => {
        const next = attempts[index + 1];
        const lost = attempt.notice && next ? (0,progress/* stepsLost */.Gr)(attempt.progress, next.progress) : undefined;
        const steps = attempt.progress.lastStep === undefined
            ? '-'
            : `${attempt.progress.resumedFrom ?? attempt.progress.firstStep ?? '?'}..${attempt.progress.lastStep}`;
        return [
            String(attempt.identity.attempt),
            attempt.outcome,
            (0,settings_duration/* formatDuration */.a3)(attempt.endedAt - attempt.startedAt),
            steps,
            attempt.restore.fromRunId ? (0,count/* countOf */.p)(attempt.restore.files.length, 'file') : '-',
            `${(0,count/* countOf */.p)(attempt.sync.filesUploaded, 'file')}, ${(0,report_bytes/* formatBytes */.z)(attempt.sync.bytesUploaded)}`,
            attempt.noticeToDurableMs === undefined ? '-' : (0,settings_duration/* formatDuration */.a3)(attempt.noticeToDurableMs),
            lost === undefined ? (attempt.notice ? 'n/a' : '-') : `${lost} steps`,
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
        `uploaded ${(0,count/* countOf */.p)(files, 'file')}, ${(0,report_bytes/* formatBytes */.z)(bytes)}` +
            (errors > 0 ? `; ${(0,count/* countOf */.p)(errors, 'upload error')}, see the log` : ''),
        '',
    ].join('\n');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/notice/signals.js
var signals = __webpack_require__(54128);
// EXTERNAL MODULE: ./build/notice/simulated.js
var simulated = __webpack_require__(23947);
// EXTERNAL MODULE: ./build/restart/decide.js
var decide = __webpack_require__(96486);
// EXTERNAL MODULE: ./build/checkpoints/abandoned-uploads.js
var abandoned_uploads = __webpack_require__(90555);
// EXTERNAL MODULE: ./build/store/claim.js
var claim = __webpack_require__(11846);
// EXTERNAL MODULE: ./build/supervisor/attempt.js + 13 modules
var supervisor_attempt = __webpack_require__(97947);
// EXTERNAL MODULE: ./build/error-code.js
var error_code = __webpack_require__(94794);
// EXTERNAL MODULE: ./build/modes/train-history.js
var train_history = __webpack_require__(19048);
;// CONCATENATED MODULE: ./build/local/run-loop.js













/**
 * The chain of attempts a spot VM would go through, on this machine: each
 * attempt starts as a fresh VM would, with an empty outputs directory (the
 * previous one is kept under the work directory) and only what the store
 * restores, so a trainer that resumes here resumes on a VM too.
 */
async function runLocally(params) {
    const { logger, clock } = params;
    const lineage = newRunId(clock);
    const attempts = [];
    for (let attempt = 1;; attempt++) {
        const runId = attempt === 1 ? lineage : newRunId(clock);
        const previous = attempts.at(-1);
        if (previous)
            await setAsideOutputs(params, previous.identity.runId);
        logger.info(`attempt ${attempt} of lineage ${lineage}: run ${runId}`);
        // Alongside the attempt, never before it: housekeeping must not delay training.
        const tidying = (0,abandoned_uploads/* abortAbandonedUploads */.P)({ store: params.store, lineage, runId, clock, logger });
        const identity = { lineage, runId, attempt };
        const history = attemptHistory(params, identity);
        const result = await (0,supervisor_attempt/* runAttempt */.Tm)({
            identity,
            command: params.command,
            cwd: params.cwd,
            env: process.env,
            outputsDir: params.outputsDir,
            restartDir: params.restartDir,
            noticeFile: (0,external_node_path_.join)(params.workDir, 'notice.json'),
            restoreToOutputs: params.restoreToOutputs,
            store: params.store,
            sources: noticeSources(params, attempt),
            timing: params.timing,
            concurrency: params.concurrency,
            retention: params.retention,
            ...(params.stepPattern ? { stepPattern: params.stepPattern } : {}),
            onNotice: (notice) => history.noticed(notice),
            milestones: history.milestones,
            clock,
            logger,
            ...(params.stdout ? { stdout: params.stdout } : {}),
            ...(params.stderr ? { stderr: params.stderr } : {}),
        });
        attempts.push(result);
        history.ended(result);
        await Promise.all([tidying, history.settled()]);
        const end = nextStep(params, result, attempt);
        if (end)
            return { lineage, attempts, end };
        const claimed = await (0,claim/* claimRestart */.IW)(params.store, lineage, runId, { by: 'local', claimedAt: new Date(clock.now()).toISOString() }, { clock, logger }).catch((error) => {
            logger.error(`could not claim the restart after run ${runId}: ${(0,errors/* describeError */.U)(error)}`);
            return undefined;
        });
        if (claimed === undefined)
            return { lineage, attempts, end: 'failed' };
        if (!claimed) {
            logger.error(`another process already restarted run ${runId}; stopping here`);
            return { lineage, attempts, end: 'stopped' };
        }
    }
}
/** The same history a train step keeps, so `spot-train ls` shows where resume time went. */
function attemptHistory(params, identity) {
    const { store, clock, logger } = params;
    return new train_history/* TrainHistory */.j({ store, identity, stepStartedAt: clock.now(), clock, logger });
}
/** Why the chain ends after this attempt, or undefined to go on. */
function nextStep(params, result, attempt) {
    const { logger } = params;
    const verdict = (0,decide/* decideAfterAttempt */.yt)(result, params.restartOnExitCodes, params.maxRestarts);
    switch (verdict.ground) {
        case 'restart':
            break;
        case 'completed':
            return 'completed';
        case 'stopped':
            logger.info('stopped at your request; what was saved is in the store, and a new run starts afresh');
            return 'stopped';
        case 'max-restarts':
            logger.error(`reached --max-restarts ${params.maxRestarts}; the lineage ends here unfinished`);
            return 'max-restarts';
        default:
            logger.error(`the trainer failed with ${(0,supervisor_attempt/* describeExit */.KE)(result.exit)}; not restarting (see --restart-on-exit-codes)`);
            return 'failed';
    }
    logger.info(`restarting: attempt ${attempt + 1} starts as a fresh machine would` +
        (result.noticeToDurableMs === undefined
            ? ''
            : ` (notice to durable: ${(0,settings_duration/* formatDuration */.a3)(result.noticeToDurableMs)})`));
    return undefined;
}
function noticeSources(params, attempt) {
    const sources = [
        new signals/* SignalNoticeSource */.a({
            clock: params.clock,
            graceMs: params.signalGraceMs,
            sigintIsUserStop: true,
        }),
    ];
    if (params.drill && attempt <= params.drill.attempts) {
        sources.push(new simulated/* SimulatedNoticeSource */.G({
            spec: params.drill,
            clock: params.clock,
            startedAt: params.clock.now(),
        }));
    }
    return sources;
}
/** Moves the previous attempt's outputs out of the way; nothing is deleted. */
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
function newRunId(clock) {
    const stamp = new Date(clock.now())
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
    return `local-${stamp}-${(0,external_node_crypto_.randomBytes)(3).toString('hex')}`;
}

;// CONCATENATED MODULE: ./build/local/demo.js














const TRAINER = (0,external_node_path_.join)('examples', 'demo', 'train.py');
const MIN_INTERRUPTIONS = 2;
const TRAIN_ARGS = ['--steps', '300', '--save-every', '50', '--step-time', '0.02'];
/**
 * `spot-train demo`: trains the shipped example twice, once undisturbed and
 * once under simulated interruptions, and shows that both end with the same
 * model. Exit code 0 only if they match after at least two interruptions.
 */
async function runDemo(logger, out = process.stdout) {
    const trainer = findTrainer();
    const work = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'spot-train-demo-'));
    out.write(`spot-train demo: ${trainer}\nworking in ${work}\n\n1) training without interruptions\n`);
    const baselineOutputs = await trainUninterrupted(trainer, work, out);
    out.write('\n2) the same training under spot-train, interrupted every 1.5 s for the first 3 attempts\n');
    const outputsDir = (0,external_node_path_.join)(work, 'outputs');
    const result = await trainInterrupted(trainer, work, outputsDir, logger, out);
    out.write(formatLocalReport(result));
    return compareModels(baselineOutputs, outputsDir, result, out);
}
/** Trains without spot-train; returns the outputs directory. */
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
        store: await (0,open_store/* openStore */.Ch)(`file://${(0,external_node_path_.join)(work, 'store')}`),
        drill: (0,drill/* parseSimulatedSpec */.H3)('after:1500ms,notice:20s,attempts:3', 'demo'),
        maxRestarts: 5,
        restartOnExitCodes: new Set(),
        restoreToOutputs: false,
        timing: { settleMs: 500, scanIntervalMs: 250, flushReserveMs: 5000, killGraceMs: 5000 },
        signalGraceMs: 10_000,
        concurrency: 4,
        retention: 0,
        clock: clock/* systemClock */.m,
        logger,
        stdout: out,
    });
}
/** Writes the comparison of the two final models; returns the demo's exit code. */
async function compareModels(baselineOutputs, outputsDir, result, out) {
    const baseline = await (0,digest/* digestFile */.T)((0,external_node_path_.join)(baselineOutputs, 'model.json'));
    const resumed = result.end === 'completed' ? await (0,digest/* digestFile */.T)((0,external_node_path_.join)(outputsDir, 'model.json')) : undefined;
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

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./build/settings/cli-args.js
var cli_args = __webpack_require__(66138);
// EXTERNAL MODULE: ./build/settings/paths.js
var paths = __webpack_require__(70820);
// EXTERNAL MODULE: ./build/settings/ranges.js
var ranges = __webpack_require__(13496);
// EXTERNAL MODULE: ./build/settings/step-pattern.js
var step_pattern = __webpack_require__(60939);
// EXTERNAL MODULE: ./build/settings/store-options.js
var store_options = __webpack_require__(53546);
// EXTERNAL MODULE: ./build/settings/store-url.js
var store_url = __webpack_require__(63901);
// EXTERNAL MODULE: ./build/settings/values.js
var settings_values = __webpack_require__(39416);
;// CONCATENATED MODULE: ./build/settings/local-run.js












const RUN_USAGE = `usage: spot-train run --outputs DIR [options] -- COMMAND [ARGS...]

Runs COMMAND under the spot-train supervisor, as on a spot VM: outputs are
uploaded while it runs, a (simulated) interruption sends it SIGINT, and the
next attempt restores its outputs into the restart directory.

options:
  --outputs DIR              directory the trainer writes checkpoints to (required)
  --store URL                where outputs go: file://DIR, s3://BUCKET/PREFIX,
                             gs://BUCKET/PREFIX, az://ACCOUNT/CONTAINER/PREFIX
                             (or https://ACCOUNT.blob.core.windows.net/CONTAINER/PREFIX),
                             or artifact://NAME inside a GitHub Actions job
                             (default file://.spot-train/store)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --s3-part-size SIZE        part (block) and ranged-read size of every bucket store (default 16MiB)
  --s3-part-concurrency N    parts of one file in flight, every bucket store (default 4)
  --gcs-endpoint URL         a GCS JSON API endpoint such as an emulator, sent no credentials
                             (default: STORAGE_EMULATOR_HOST, else Google's)
  --artifact-interval TIME   least time between two artifact batches (default 2m)
  --restart-dir DIR          where earlier outputs are restored (default _restart)
  --work-dir DIR             spot-train's own files (default .spot-train/work)
  --interrupt-after DUR      simulate an interruption DUR after an attempt starts
  --drill SPEC               after:DUR | at:ISO-TIME | random:MEAN[,notice:DUR][,attempts:N]
  --notice DUR               how long a simulated notice lasts (default 120s)
  --interruptions N          interrupt only the first N attempts (default 1)
  --max-restarts N           restarts allowed before giving up (default 10)
  --restart-on-exit-codes L  exit codes that restart instead of failing, e.g. 137,143
  --restore-to-outputs       also restore into the outputs directory
  --settle DUR               a file is uploaded after it holds still this long (default 2s)
  --scan-interval DUR        how often the outputs directory is scanned (default 1s)
  --flush-reserve DUR        time kept for the final upload before a deadline (default 15s)
  --kill-grace DUR           time between SIGTERM and SIGKILL (default 10s)
  --concurrency N            parallel uploads and downloads (default 4)
  --retention N              keep the N newest saves and N earlier runs; older
                             versions and deleted files leave the store (default 0: keep all)
  --step-pattern REGEX       how the trainer reports its step (default: "step N")
  --verbose                  debug output
`;
const STRING_OPTIONS = [
    'outputs',
    'store',
    'restart-dir',
    'work-dir',
    'interrupt-after',
    'drill',
    'notice',
    'interruptions',
    'max-restarts',
    'restart-on-exit-codes',
    'settle',
    'scan-interval',
    'flush-reserve',
    'kill-grace',
    'concurrency',
    'retention',
    'step-pattern',
    's3-endpoint',
    's3-part-size',
    's3-part-concurrency',
    'gcs-endpoint',
    'artifact-interval',
];
/** Parses `spot-train run` arguments; the command is everything after `--`. Touches nothing. */
function parseRunOptions(argv, cwd) {
    const split = argv.indexOf('--');
    const ours = split < 0 ? argv : argv.slice(0, split);
    const commandArgv = split < 0 ? [] : argv.slice(split + 1);
    const values = readFlags(ours);
    const raw = values;
    const text = (name) => (typeof raw[name] === 'string' ? raw[name] : undefined);
    if (commandArgv.length === 0)
        throw new errors/* UserError */.y('no command given; put the training command after --');
    const duration = (name, fallback, range = settings_duration/* ZERO_OR_MORE */.NN) => (0,settings_duration/* parseDuration */.E9)(text(name) ?? fallback, `--${name}`, range);
    const stepPattern = text('step-pattern');
    const drill = readDrill(text);
    return {
        command: { kind: 'argv', argv: commandArgv },
        ...readLocalPaths(text, cwd),
        storeOptions: (0,store_options/* parseStoreOptions */.N)({
            s3Endpoint: text('s3-endpoint') ?? '',
            s3ForcePathStyle: values['s3-path-style'] === true,
            s3PartSize: text('s3-part-size') ?? '',
            s3PartConcurrency: text('s3-part-concurrency') ?? '',
            gcsEndpoint: text('gcs-endpoint') ?? '',
            artifactInterval: text('artifact-interval') ?? '',
        }, {
            s3Endpoint: '--s3-endpoint',
            s3PartSize: '--s3-part-size',
            s3PartConcurrency: '--s3-part-concurrency',
            gcsEndpoint: '--gcs-endpoint',
            artifactInterval: '--artifact-interval',
        }),
        ...(drill ? { drill } : {}),
        maxRestarts: (0,settings_values/* parseInteger */.cG)(text('max-restarts') ?? '10', '--max-restarts', ranges/* RESTARTS_RANGE */.vE),
        restartOnExitCodes: (0,settings_values/* parseExitCodes */.I8)(text('restart-on-exit-codes') ?? '', '--restart-on-exit-codes'),
        restoreToOutputs: values['restore-to-outputs'] === true,
        timing: {
            settleMs: duration('settle', '2s'),
            scanIntervalMs: duration('scan-interval', '1s', ranges/* SCAN_RANGE */.SF),
            flushReserveMs: duration('flush-reserve', '15s'),
            killGraceMs: duration('kill-grace', '10s'),
        },
        concurrency: (0,settings_values/* parseInteger */.cG)(text('concurrency') ?? '4', '--concurrency', ranges/* CONCURRENCY_RANGE */.Y_),
        retention: (0,settings_values/* parseInteger */.cG)(text('retention') ?? '0', '--retention', ranges/* RETENTION_RANGE */.bM),
        ...(stepPattern === undefined
            ? {}
            : { stepPattern: (0,step_pattern/* checkStepPattern */.f)(stepPattern, '--step-pattern') }),
        verbose: values.verbose === true,
    };
}
/** The flags before `--`, by node:util's parser; its errors become usage errors. */
function readFlags(ours) {
    return (0,cli_args/* parseCommandLine */.D)(() => (0,external_node_util_.parseArgs)({
        args: [...ours],
        options: {
            ...Object.fromEntries(STRING_OPTIONS.map((name) => [name, { type: 'string' }])),
            'restore-to-outputs': { type: 'boolean' },
            's3-path-style': { type: 'boolean' },
            verbose: { type: 'boolean' },
        },
        strict: true,
        allowPositionals: false,
    }), 'spot-train run --help').values;
}
/** --interrupt-after or --drill, with --notice and --interruptions applied to it. */
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
            : { attempts: (0,settings_values/* parseInteger */.cG)(interruptions, '--interruptions', { min: 1, max: 10_000 }) }),
    };
}
/** The directories, refused where they overlap in a way that would lose, move or multiply files. */
function readLocalPaths(text, cwd) {
    const given = text('outputs');
    if (!given)
        throw new errors/* UserError */.y('--outputs is required: the directory your trainer writes checkpoints to');
    const store = (0,store_url/* readStoreLocation */.X)(text('store') ?? 'file://.spot-train/store', '--store', cwd);
    const outputs = { name: '--outputs', path: (0,external_node_path_.resolve)(cwd, given) };
    const restart = { name: '--restart-dir', path: (0,external_node_path_.resolve)(cwd, text('restart-dir') ?? '_restart') };
    const work = { name: '--work-dir', path: (0,external_node_path_.resolve)(cwd, text('work-dir') ?? '.spot-train/work') };
    const here = { name: 'the current directory', path: cwd };
    const storeDir = store.fileDir === undefined ? undefined : { name: '--store', path: store.fileDir };
    const wipes = 'it is emptied at the start of every attempt';
    const movesAside = 'the outputs are moved into --work-dir at every restart';
    const inside = (flag, example) => `Give ${flag} a directory of its own, such as ${example}`;
    (0,paths/* requireSeparate */.X)([
        { a: outputs, b: here, way: 'first', because: movesAside, fix: inside('--outputs', 'outputs') },
        { a: restart, b: here, way: 'first', because: wipes, fix: inside('--restart-dir', '_restart') },
        {
            a: outputs,
            b: restart,
            way: 'either',
            because: 'restored files would be uploaded again, one level deeper on every attempt',
        },
        { a: outputs, b: storeDir, way: 'either', because: 'the store would upload itself' },
        { a: outputs, b: work, way: 'either', because: movesAside },
        { a: restart, b: storeDir, way: 'either', because: `the store would be lost: ${wipes}` },
        { a: restart, b: work, way: 'either', because: `--work-dir would be lost: ${wipes}` },
    ]);
    (0,paths/* requireCreatable */.j)([outputs, restart, work, storeDir]);
    return {
        outputsDir: outputs.path,
        restartDir: restart.path,
        workDir: work.path,
        storeUrl: store.url,
    };
}

// EXTERNAL MODULE: ./build/runtime/process-liveness.js
var process_liveness = __webpack_require__(29542);
;// CONCATENATED MODULE: ./build/local/work-lock.js





/**
 * The holder refreshes the lock's mtime this often, so a lock whose owner
 * cannot be asked (it ran on another host sharing the directory) is known to
 * be abandoned once it has not been refreshed for STALE_AFTER_MS.
 */
const HEARTBEAT_MS = 20_000;
const STALE_AFTER_MS = 120_000;
/** Taking over a dead holder's lock takes milliseconds; a guard this old was left by a killed taker. */
const TAKEOVER_GUARD_STALE_MS = 10_000;
/** Lock files this process holds, so a second lock here is refused as another process's would be. */
const heldHere = new Set();
/**
 * Makes `workDir` this run's alone: two runs there would set aside,
 * restore and mix each other's checkpoints. A lock whose holder is dead is
 * taken over; one whose holder lives fails this run at once, naming it.
 */
async function lockWorkDir(workDir, logger) {
    await (0,promises_.mkdir)(workDir, { recursive: true });
    const path = (0,external_node_path_.join)(workDir, 'run.lock');
    const record = { ...(0,process_liveness/* ownStamp */.Y)(), since: new Date().toISOString(), cwd: process.cwd() };
    const text = `${JSON.stringify(record)}\n`;
    if (!(await createExclusive(path, text))) {
        const held = await (0,promises_.readFile)(path, 'utf8').catch(() => '');
        if (!(await abandoned(path, held)))
            throw busy(workDir, held);
        logger.warning(`taking over the lock of ${workDir}, left by ${describeHolder(held)}`);
        if (!(await takeOver(path, held, text)))
            throw busy(workDir, await (0,promises_.readFile)(path, 'utf8'));
    }
    heldHere.add(path);
    const heartbeat = setInterval(() => {
        const now = new Date();
        (0,promises_.utimes)(path, now, now).catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    return {
        release: async () => {
            clearInterval(heartbeat);
            heldHere.delete(path);
            // Only our own: a lock someone took over from us (we were frozen too long) stays theirs.
            if ((await (0,promises_.readFile)(path, 'utf8').catch(() => '')) === text)
                await (0,promises_.rm)(path, { force: true });
        },
    };
}
async function abandoned(path, held) {
    const holder = parseRecord(held);
    // Our own pid on a lock we do not hold: an earlier process that had it (a
    // container's first process), where no start time tells the two apart.
    if (holder?.pid === process.pid && holder.host === (0,process_liveness/* ownStamp */.Y)().host)
        return !heldHere.has(path);
    const liveness = holder ? (0,process_liveness/* stampLiveness */.N)(holder) : 'unknown';
    if (liveness !== 'unknown')
        return liveness === 'dead';
    // A holder we cannot ask, or a lock its writer died before filling in.
    const age = await ageMs(path);
    return age === undefined || age > STALE_AFTER_MS;
}
/**
 * Removes the abandoned lock and creates ours, under a guard file, so that
 * of two runs finding the same dead lock, one removes it and the other then
 * finds (and reports) the winner's lock instead of removing it too.
 */
async function takeOver(path, judged, text) {
    const guard = `${path}.takeover`;
    if (!(await createExclusive(guard, ''))) {
        if (((await ageMs(guard)) ?? 0) < TAKEOVER_GUARD_STALE_MS)
            return false;
        await (0,promises_.rm)(guard, { force: true });
        if (!(await createExclusive(guard, '')))
            return false;
    }
    try {
        const current = await (0,promises_.readFile)(path, 'utf8').catch(() => undefined);
        if (current !== undefined && current !== judged)
            return false;
        await (0,promises_.rm)(path, { force: true });
        return await createExclusive(path, text);
    }
    finally {
        await (0,promises_.rm)(guard, { force: true });
    }
}
async function createExclusive(path, text) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, 'wx');
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'EEXIST')
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
        return Date.now() - (await (0,promises_.stat)(path)).mtimeMs;
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
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
    return new errors/* UserError */.y(`another spot-train run, ${describeHolder(held)}, is using the work directory ${workDir}; ` +
        'two runs there would mix their checkpoints. Wait for it to end or stop it, ' +
        'or give this run its own --work-dir and --outputs.');
}

// EXTERNAL MODULE: ./build/checkpoints/run-retention.js
var run_retention = __webpack_require__(72374);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(58508);
// EXTERNAL MODULE: ./build/local/command-failed.js
var command_failed = __webpack_require__(69203);
;// CONCATENATED MODULE: ./build/cli.js













const USAGE = `spot-train ${version/* VERSION */.x}: train on spot VMs without losing progress

usage:
  spot-train run --outputs DIR [options] -- COMMAND [ARGS...]
      run a trainer under the supervisor with simulated interruptions
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
const EXIT_CODES = {
    completed: 0,
    failed: 1,
    'max-restarts': 3,
    stopped: 130,
};
/** The `spot-train` command. Resolves with the process exit code. */
async function cli(argv = process.argv.slice(2)) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'run':
                return await run(rest);
            case 'janitor': {
                const { janitorCommand } = await Promise.all(/* import() */[__webpack_require__.e(3244), __webpack_require__.e(5757)]).then(__webpack_require__.bind(__webpack_require__, 45757));
                return await janitorCommand(rest);
            }
            case 'ls':
            case 'restore':
            case 'prune': {
                const { storeCommand } = await __webpack_require__.e(/* import() */ 2136).then(__webpack_require__.bind(__webpack_require__, 42136));
                return await storeCommand(command, rest);
            }
            case 'demo':
                return await runDemo((0,log/* consoleLogger */.kS)({ verbose: rest.includes('--verbose') }));
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
                throw new errors/* UserError */.y(`unknown command "${command}"\n\n${USAGE}`);
        }
    }
    catch (error) {
        process.stderr.write(`spot-train: ${(0,errors/* describeError */.U)(error)}\n`);
        // A store that kept failing is named with its key and operation; a stack
        // would bury that. Anything else is a bug, whose stack is worth having.
        const explained = error instanceof errors/* UserError */.y || error instanceof store/* StoreError */.AD || error instanceof command_failed/* CommandFailed */.n;
        if (!explained && error instanceof Error && error.stack) {
            process.stderr.write(`${error.stack}\n`);
        }
        return error instanceof errors/* UserError */.y ? 2 : 1;
    }
}
async function run(argv) {
    const split = argv.indexOf('--');
    if ((split < 0 ? argv : argv.slice(0, split)).includes('--help')) {
        process.stdout.write(RUN_USAGE);
        return 0;
    }
    const options = parseRunOptions(argv, process.cwd());
    const logger = (0,log/* consoleLogger */.kS)({ verbose: options.verbose });
    const lock = await lockWorkDir(options.workDir, logger);
    try {
        const store = await (0,open_store/* openStore */.Ch)(options.storeUrl, '--store', { ...options.storeOptions, logger });
        (0,run_retention/* requireRetentionSupport */.R)(store, options.retention, '--retention');
        const result = await runLocally({
            ...options,
            cwd: process.cwd(),
            store,
            signalGraceMs: 30_000,
            clock: clock/* systemClock */.m,
            logger,
        });
        process.stdout.write(formatLocalReport(result));
        return EXIT_CODES[result.end];
    }
    finally {
        await lock.release();
    }
}


/***/ }),

/***/ 69203:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ CommandFailed)
/* harmony export */ });
/** A command could not do what was asked, for a reason its message gives: exit 1, no stack. */
class CommandFailed extends Error {
    name = 'CommandFailed';
}


/***/ }),

/***/ 29542:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ stampLiveness),
/* harmony export */   Y: () => (/* binding */ ownStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(94794);



function ownStamp() {
    const started = startTicks(process.pid);
    return { host: (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)(), pid: process.pid, ...(started ? { started } : {}) };
}
/**
 * Whether the stamped process still runs: 'dead' and 'alive' are sure;
 * 'unknown' for a process on another host (a shared mount), which only
 * that host can answer for.
 */
function stampLiveness(stamp) {
    if (stamp.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.hostname)())
        return 'unknown';
    try {
        process.kill(stamp.pid, 0);
    }
    catch (error) {
        // EPERM: it runs, as another user.
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .C)(error) === 'ESRCH')
            return 'dead';
    }
    const started = startTicks(stamp.pid);
    if (stamp.started && started && started !== stamp.started)
        return 'dead';
    return 'alive';
}
/** Field 22 of /proc/PID/stat; undefined where there is no /proc (macOS) or no such process. */
function startTicks(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    // The command name (field 2) may hold spaces and parentheses; fields after
    // it start after the last ')', with the state as field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}


/***/ }),

/***/ 66138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseCommandLine)
/* harmony export */ });
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94794);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19473);


/**
 * Runs node:util's parseArgs, turning its errors (unknown flag, missing or
 * dash-led value) into usage errors: the user sees the message and where to
 * find the flags, not a stack.
 */
function parseCommandLine(parse, helpCommand) {
    try {
        return parse();
    }
    catch (error) {
        const code = (0,_error_code_js__WEBPACK_IMPORTED_MODULE_0__/* .errorCode */ .C)(error);
        if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && error instanceof Error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .y(`${error.message.replace(/\n/g, ' ')} (see '${helpCommand}')`);
        }
        throw error;
    }
}


/***/ }),

/***/ 13048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ digestFile),
/* harmony export */   e: () => (/* binding */ copyWithDigest)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);


const CHUNK = 2 << 20;
/**
 * Read buffers kept between files: fresh 2 MiB buffers per file would wait
 * for the garbage collector and grow the supervisor's memory with every
 * checkpoint. At most one pair per concurrent transfer is ever kept.
 */
const sparePairs = [];
/**
 * SHA-256 and size of a file. Two buffers take turns: the next chunk is read
 * (on a thread-pool thread) while this thread hashes the current one, and
 * they are reused for the whole file, since fresh chunks (as a stream reads
 * them) cost the kernel as much zeroing as the hash costs.
 */
async function digestFile(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    const buffers = sparePairs.pop() ?? [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        let size = 0;
        const [first, second] = buffers;
        let useSecond = false;
        let pending = handle.read(first, 0, CHUNK, null);
        for (;;) {
            const { bytesRead, buffer } = await pending;
            if (bytesRead === 0)
                break;
            useSecond = !useSecond;
            pending = handle.read(useSecond ? second : first, 0, CHUNK, null);
            hash.update(buffer.subarray(0, bytesRead));
            size += bytesRead;
        }
        // Only a loop that ended cleanly has no read left writing into a buffer.
        sparePairs.push(buffers);
        return { size, sha256: hash.digest('hex') };
    }
    finally {
        await handle.close();
    }
}
/**
 * Copies `from` to `to`, flushes the copy to disk, and digests `from`, all at
 * once: the kernel copies and writes back (on thread-pool threads) while this
 * thread hashes, so the whole costs little more than the slowest part on a
 * two-core VM. The caller checks that `from` did not change meanwhile.
 */
async function copyWithDigest(from, to) {
    const [digest] = await Promise.all([
        digestFile(from),
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(from, to).then(() => flushToDisk(to)),
    ]);
    return digest;
}
async function flushToDisk(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
    try {
        await handle.datasync();
    }
    finally {
        await handle.close();
    }
}


/***/ })

};
