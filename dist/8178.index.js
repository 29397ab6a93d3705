export const id = 8178;
export const ids = [8178];
export const modules = {

/***/ 68178:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  demoCommand: () => (/* binding */ demoCommand)
});

// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: ./build/local/asks-help.js
var asks_help = __webpack_require__(19566);
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
// EXTERNAL MODULE: ./build/local/report.js
var report = __webpack_require__(6328);
// EXTERNAL MODULE: ./build/local/run-loop.js
var run_loop = __webpack_require__(11296);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
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
    out.write((0,report/* formatLocalReport */.h)(result, outputsDir));
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
    return (0,run_loop/* runLocally */.g)({
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
    if ((0,asks_help/* asksHelp */.u)(argv)) {
        process.stdout.write(DEMO_USAGE);
        return 0;
    }
    const unknown = argv.find((arg) => arg !== '--verbose');
    if (unknown !== undefined)
        throw new errors/* UserError */.y(`demo: unknown argument "${unknown}" (see 'spot-train demo --help')`);
    return runDemo((0,log/* consoleLogger */.kS)({ verbose: argv.length > 0 }));
}


/***/ })

};
