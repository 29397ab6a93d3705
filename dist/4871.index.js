export const id = 4871;
export const ids = [4871];
export const modules = {

/***/ 44871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: ./build/base/clock.js
var base_clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/restart/attempt-step.js + 52 modules
var attempt_step = __webpack_require__(26108);
// EXTERNAL MODULE: ./build/history/train-history.js
var train_history = __webpack_require__(93788);
// EXTERNAL MODULE: ./build/restart/local-chain.js
var local_chain = __webpack_require__(76743);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./build/local/check/checkout-files.js




const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const NEVER = new Set(['.git', '.spot-train', '__pycache__', 'node_modules']);
async function checkoutFiles(dir, skip) {
    const listed = (await gitFiles(dir)) ?? (await walk(dir));
    const skipped = (path) => path.split('/').some((part) => NEVER.has(part)) ||
        skip.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    return listed.filter((path) => !skipped(path)).sort();
}
async function gitFiles(dir) {
    try {
        const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: dir, maxBuffer: 256 * 1024 * 1024 });
        return [...new Set(stdout.split('\0').filter((path) => path !== ''))];
    }
    catch {
        return undefined;
    }
}
async function walk(dir, under = '') {
    const entries = await (0,promises_.readdir)((0,external_node_path_.join)(dir, under), { withFileTypes: true });
    const found = [];
    for (const entry of entries) {
        if (NEVER.has(entry.name))
            continue;
        const path = under === '' ? entry.name : `${under}/${entry.name}`;
        if (entry.isDirectory())
            found.push(...(await walk(dir, path)));
        else
            found.push(path);
    }
    return found;
}
async function pythonEnvironments(dir) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    const found = [];
    for (const entry of entries.filter((e) => e.isDirectory())) {
        const marker = (0,external_node_path_.join)(dir, entry.name, 'pyvenv.cfg');
        if (await (0,promises_.access)(marker).then(() => true, () => false))
            found.push(entry.name);
    }
    return found.sort();
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/bytes.js
var base_bytes = __webpack_require__(25771);
;// CONCATENATED MODULE: ./build/local/check/fresh-copy.js






const MAX_COPY_BYTES = 4 * 1024 ** 3;
async function makeFreshCopy(from, files, dir, keep) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const snapshot = new Map();
    let bytes = 0;
    for (const path of files) {
        const source = (0,external_node_path_.join)(from, path);
        const info = await (0,promises_.lstat)(source).catch((error) => {
            if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                return undefined;
            throw error;
        });
        if (!info || info.isDirectory())
            continue;
        bytes += info.size;
        if (bytes > MAX_COPY_BYTES)
            throw new errors/* UserError */.y(`this directory holds more than ${(0,base_bytes/* formatBytes */.z)(MAX_COPY_BYTES)} to copy for each attempt; give its large parts (a dataset) with --keep PATH, which links them instead`);
        const target = (0,external_node_path_.join)(dir, path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        if (info.isSymbolicLink())
            await (0,promises_.symlink)(await (0,promises_.readlink)(source), target);
        else
            await (0,promises_.copyFile)(source, target, external_node_fs_.constants.COPYFILE_FICLONE);
        const copied = await (0,promises_.lstat)(target);
        snapshot.set(path, { size: copied.size, mtimeMs: copied.mtimeMs });
    }
    for (const path of keep) {
        const target = (0,external_node_path_.join)(dir, path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.symlink)((0,external_node_path_.join)(from, path), target);
    }
    return { dir, snapshot, linked: keep };
}
async function writtenOutside(copy, inside) {
    const skipped = new Set([...inside, ...copy.linked]);
    const found = [];
    const visit = async (under) => {
        const entries = await (0,promises_.readdir)((0,external_node_path_.join)(copy.dir, under), { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            const path = under === '' ? entry.name : `${under}/${entry.name}`;
            if (skipped.has(path) || entry.name === '__pycache__')
                continue;
            if (entry.isDirectory()) {
                await visit(path);
                continue;
            }
            const before = copy.snapshot.get(path);
            const now = await (0,promises_.lstat)((0,external_node_path_.join)(copy.dir, path)).catch(() => undefined);
            if (now && (!before || before.size !== now.size || before.mtimeMs !== now.mtimeMs))
                found.push(path);
        }
    };
    await visit('');
    return found.sort();
}
async function removeEarlierCopies(workDir) {
    const entries = await (0,promises_.readdir)(workDir, { withFileTypes: true }).catch(() => []);
    const earlier = entries.filter((entry) => entry.isDirectory() && entry.name.startsWith('local-'));
    for (const entry of earlier)
        await (0,promises_.rm)((0,external_node_path_.join)(workDir, entry.name), { recursive: true, force: true });
    return earlier.length;
}

;// CONCATENATED MODULE: ./build/local/check/outputs-activity.js

class OutputsActivity {
    clock;
    watcher;
    writes = [];
    lastWrite = new Map();
    waiters = [];
    constructor(dir, clock) {
        this.clock = clock;
        this.watcher = (0,external_node_fs_.watch)(dir, { recursive: true }, (_event, name) => this.saw(name ?? ''));
        this.watcher.on('error', () => this.close());
    }
    nextWrite(after) {
        const seen = this.writes.find((write) => write.at > after);
        if (seen)
            return Promise.resolve(seen);
        return new Promise((resolve) => this.waiters.push({ after, resolve }));
    }
    between(from, to) {
        return this.writes.filter((write) => write.at >= from && write.at <= to);
    }
    wroteWithSince(path, at) {
        const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : undefined;
        for (const [written, last] of this.lastWrite)
            if (last >= at &&
                (written.startsWith(path) ||
                    path.startsWith(written) ||
                    (folder !== undefined && written.startsWith(`${folder}/`))))
                return true;
        return false;
    }
    close() {
        this.watcher.close();
        this.waiters = [];
    }
    saw(path) {
        if (path.split('/').some((part) => part.startsWith('.spot-train')))
            return;
        const write = { at: this.clock.now(), path };
        this.lastWrite.set(path, write.at);
        const last = this.writes.at(-1);
        if (!last || last.path !== path || write.at - last.at >= 100)
            this.writes.push(write);
        const due = this.waiters.filter((waiter) => write.at > waiter.after);
        this.waiters = this.waiters.filter((waiter) => write.at <= waiter.after);
        for (const waiter of due)
            waiter.resolve(write);
    }
}

// EXTERNAL MODULE: ./build/base/duration.js
var duration = __webpack_require__(15902);
;// CONCATENATED MODULE: ./build/local/check/scenario-source.js


const CHECK_NOTICE_MS = 120_000;
class ScenarioSource {
    params;
    kind = 'simulated';
    trigger = '';
    savePath = '';
    constructor(params) {
        this.params = params;
    }
    window() {
        return { ms: CHECK_NOTICE_MS, from: 'the check' };
    }
    async watch(signal) {
        const { scenario, clock } = this.params;
        this.trigger = await (scenario === 'mid-save'
            ? this.inASave(signal)
            : this.onceTraining(signal));
        if (signal.aborted)
            return new Promise(() => undefined);
        const receivedAt = clock.now();
        return {
            source: 'simulated',
            reason: `check: ${scenario} notice ${this.trigger}`,
            receivedAt,
            deadline: receivedAt + CHECK_NOTICE_MS,
            ...(scenario === 'resume' ? { userRequested: true } : {}),
        };
    }
    async onceTraining(signal) {
        const { firstStep, activity, scenario } = this.params;
        const started = await this.params.trainerStarted;
        return this.first(signal, started, [
            firstStep.then(({ step }) => `at step ${step}`),
            ...(scenario === 'resume'
                ? []
                : [activity.nextWrite(started).then(({ path }) => `at its first write (${path})`)]),
        ]);
    }
    async inASave(signal) {
        const { firstStep, activity, clock } = this.params;
        const started = await this.params.trainerStarted;
        const since = await this.first(signal, started, [firstStep.then(({ at }) => String(at))]);
        const from = Number(since) || clock.now();
        return this.first(signal, from, [
            activity.nextWrite(from).then(({ path }) => {
                this.savePath = path;
                return `while ${path} was being written`;
            }),
        ]);
    }
    async first(signal, from, events) {
        const { clock, patienceMs } = this.params;
        const waited = (0,base_clock/* sleepUnlessAborted */.b)(clock, from + patienceMs - clock.now(), signal).then(() => `after ${(0,duration/* formatDuration */.a3)(patienceMs)} without a step or a save`);
        return Promise.race([...events, waited]);
    }
}

// EXTERNAL MODULE: ./build/supervisor/process-group.js
var process_group = __webpack_require__(82216);
;// CONCATENATED MODULE: ./build/local/check/second-sigint.js

const QUIET_MS = 2000;
async function secondSigint(pgid, firstAt, activity, clock, logger) {
    const quiet = clock.sleep(QUIET_MS).then(() => `${QUIET_MS / 1000} s after the first`);
    const trigger = await Promise.race([
        activity.nextWrite(firstAt).then(({ path }) => `while ${path} was being written`),
        quiet,
    ]);
    if (pgid <= 0 || !(0,process_group/* processGroupAlive */.M)(pgid))
        return undefined;
    logger.info(`check: a second SIGINT to the trainer, ${trigger}`);
    (0,process_group/* signalProcessGroup */.v)(pgid, 'SIGINT');
    return { at: clock.now(), trigger };
}

;// CONCATENATED MODULE: ./build/local/check/check-run.js










const SCENARIOS = ['early', 'mid-save', 'second-sigint', 'resume'];
const SCENARIO_TEXT = {
    early: 'a notice as soon as it trains',
    'mid-save': 'a notice in the middle of a save',
    'second-sigint': 'a notice, then a second SIGINT while it saves',
    resume: 'a stop once it shows where it resumed',
};
async function runCheck(params) {
    const { clock, logger } = params;
    const removed = await removeEarlierCopies(params.workDir);
    if (removed > 0)
        logger.info(`removed the copies of ${removed} earlier check(s)`);
    const lineage = (0,local_chain/* newRunId */.F$)(clock);
    const dir = (0,external_node_path_.join)(params.workDir, lineage);
    const venvs = (await pythonEnvironments(params.from)).filter((v) => !params.keep.includes(v));
    if (venvs.length > 0)
        logger.info(`linked into each copy, not copied: ${venvs.join(', ')}`);
    const keep = [...params.keep, ...venvs];
    const files = await checkoutFiles(params.from, [...keep, params.outputs, params.restart]);
    logger.info(`each attempt runs in a fresh copy of ${files.length} files of ${params.from} under ${dir}`);
    const attempts = [];
    for (const [index, scenario] of SCENARIOS.entries()) {
        const attempt = index + 1;
        const runId = attempt === 1 ? lineage : (0,local_chain/* newRunId */.F$)(clock);
        const copy = await makeFreshCopy(params.from, files, (0,external_node_path_.join)(dir, `attempt-${attempt}`), keep);
        logger.info(`attempt ${attempt}: ${SCENARIO_TEXT[scenario]}, in ${copy.dir}`);
        const identity = { lineage, runId, attempt };
        const { checked, step } = await checkAttempt(params, identity, scenario, { dir, copy });
        attempts.push(checked);
        await (0,local_chain/* settled */.gu)(step);
        if (!step.verdict.restart || step.restart.kind !== 'dispatched')
            break;
    }
    return { lineage, dir, attempts };
}
function watchAttempt(params, scenario, outputsDir) {
    const { clock } = params;
    const activity = new OutputsActivity(outputsDir, clock);
    const hooks = {
        reached: () => undefined,
        started: () => undefined,
    };
    const firstStep = new Promise((resolve) => (hooks.reached = resolve));
    const trainerStarted = new Promise((resolve) => (hooks.started = resolve));
    const source = new ScenarioSource({
        scenario,
        firstStep,
        trainerStarted,
        activity,
        patienceMs: params.patienceMs,
        clock,
    });
    return {
        activity,
        source,
        trainer: { pid: 0 },
        reached: (first) => hooks.reached(first),
        started: (at) => hooks.started(at),
        second: Promise.resolve(undefined),
    };
}
async function checkAttempt(params, identity, scenario, where) {
    const { clock, logger } = params;
    const { copy } = where;
    const outputsDir = (0,external_node_path_.join)(copy.dir, params.outputs);
    await (0,promises_.mkdir)(outputsDir, { recursive: true });
    const watch = watchAttempt(params, scenario, outputsDir);
    try {
        const step = await (0,attempt_step/* runAttemptStep */.D)(stepParams(params, identity, scenario, where, watch), {
            sources: [watch.source],
            onFirstStep: (step, at) => watch.reached({ step, at }),
            onNotice: (notice) => {
                if (scenario === 'second-sigint' && notice.source === 'simulated')
                    watch.second = secondSigint(watch.trainer.pid, notice.receivedAt, watch.activity, clock, logger);
            },
            restarter: (ended) => (0,local_chain/* claimingRestarter */.jQ)(params, ended),
        });
        const { result } = step;
        const sigintAt = result.notice?.receivedAt;
        const second = await watch.second;
        const checked = {
            scenario,
            result,
            trigger: result.notice?.source === 'simulated' ? watch.source.trigger : '',
            ...(second ? { second } : {}),
            writesAfterSigint: sigintAt === undefined ? 0 : watch.activity.between(sigintAt, Infinity).length,
            ...(watch.source.savePath && sigintAt !== undefined
                ? { saveInFlight: watch.activity.wroteWithSince(watch.source.savePath, sigintAt) }
                : {}),
            outside: await writtenOutside(copy, [params.outputs, params.restart]),
            copy: copy.dir,
            ...(resized(params, scenario) ? { resumedWith: describeVariables(params.resumeWith) } : {}),
        };
        return { checked, step };
    }
    finally {
        watch.activity.close();
    }
}
function resized(params, scenario) {
    return scenario === 'resume' && Object.keys(params.resumeWith).length > 0;
}
function describeVariables(variables) {
    return Object.entries(variables)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ');
}
function stepParams(params, identity, scenario, where, watch) {
    const { store, clock, logger } = params;
    const { copy } = where;
    return {
        attempt: {
            identity,
            command: params.command,
            cwd: copy.dir,
            env: resized(params, scenario) ? { ...process.env, ...params.resumeWith } : process.env,
            outputsDir: (0,external_node_path_.join)(copy.dir, params.outputs),
            restartDir: (0,external_node_path_.join)(copy.dir, params.restart),
            noticeFile: (0,external_node_path_.join)(where.dir, `attempt-${identity.attempt}.notice.json`),
            store,
            onTrainerStart: (pid) => {
                watch.trainer.pid = pid;
                watch.started(clock.now());
            },
        },
        drill: undefined,
        signalGraceMs: 30_000,
        sigtermIsUserStop: true,
        settings: { ...params.attempt, maxRestarts: SCENARIOS.length },
        history: new train_history/* TrainHistory */.j({ store, identity, stepStartedAt: clock.now(), clock, logger }),
        clock,
        logger,
    };
}

// EXTERNAL MODULE: ./build/records/manifest.js
var records_manifest = __webpack_require__(11028);
;// CONCATENATED MODULE: ./build/local/check/store-holds.js

async function missingFromStore(store, lineage, attempts) {
    const sealed = attempts.filter((attempt) => attempt.result.seal.sealed);
    if (sealed.length === 0)
        return [];
    const listed = store.listKeys
        ? new Set(await store.listKeys(`${lineage}/`).catch(() => []))
        : undefined;
    const missing = [];
    for (const { result } of sealed) {
        const text = await store.readText(result.manifestKey).catch(() => undefined);
        const manifest = text === undefined ? undefined : (0,records_manifest/* parseManifest */.Ng)(text);
        if (manifest === undefined || typeof manifest === 'string') {
            missing.push(result.manifestKey);
            continue;
        }
        if (!listed)
            continue;
        for (const file of manifest.files)
            if (!listed.has(file.key))
                missing.push(file.key);
    }
    return [...new Set(missing)];
}

// EXTERNAL MODULE: ./build/base/count.js
var count = __webpack_require__(29787);
// EXTERNAL MODULE: ./build/supervisor/progress.js
var progress = __webpack_require__(70504);
;// CONCATENATED MODULE: ./build/local/check/card-lines.js




const SHORT_WINDOW_MS = 30_000;
const AWS_WINDOW_MS = 120_000;
const SAVE_ON_SIGINT = 'save when SIGINT comes: in Python, catch KeyboardInterrupt (or signal.signal(signal.SIGINT, handler) and stop after the step), save, then exit';
function outputsLine(attempts, outputs) {
    const files = attempts.reduce((sum, a) => sum + a.result.sync.filesUploaded, 0);
    const bytes = attempts.reduce((sum, a) => sum + a.result.sync.bytesUploaded, 0);
    const what = 'writes into the outputs directory';
    if (files > 0)
        return {
            status: 'pass',
            what,
            detail: `${(0,count/* countOf */.p)(files, 'file')}, ${(0,base_bytes/* formatBytes */.z)(bytes)} uploaded from ${outputs}/`,
        };
    const elsewhere = attempts[0]?.outside ?? [];
    return {
        status: 'fix',
        what,
        detail: `it wrote nothing into $SPOT_TRAIN_OUTPUTS_DIR (${outputs}/)` +
            (elsewhere.length > 0
                ? `, but ${listed(elsewhere)} elsewhere, which a new VM does not have`
                : ''),
        fix: "save checkpoints under os.environ['SPOT_TRAIN_OUTPUTS_DIR']: only that directory is uploaded",
    };
}
function durableLine(attempts, gone = []) {
    const what = 'what it wrote is uploaded';
    if (gone.length > 0)
        return {
            status: 'fix',
            what,
            detail: `the store no longer holds ${(0,count/* countOf */.p)(gone.length, 'object')} the attempts saved (first: ${gone[0] ?? ''}): something deleted them while the check ran`,
            fix: "keep the trainer from deleting or writing in the check's store (--store, .spot-train/ by default): a wipe of the working tree takes the saves with it",
        };
    const unsealed = attempts.filter((a) => !a.result.seal.sealed);
    const notSaved = attempts.flatMap((a) => a.result.seal.notSaved);
    const files = attempts.reduce((sum, a) => sum + a.result.sync.filesUploaded, 0);
    if (unsealed.length === 0 && notSaved.length === 0)
        return files > 0
            ? { status: 'pass', what, detail: `every attempt's save is durable in the store` }
            : {
                status: 'skip',
                what,
                detail: 'it wrote nothing into the outputs, so nothing was to upload',
            };
    const first = notSaved[0];
    return {
        status: 'fix',
        what,
        detail: (notSaved.length > 0 ? `${(0,count/* countOf */.p)(notSaved.length, 'file')} not saved` : '') +
            (first ? ` (${first.path}: ${first.reason})` : '') +
            (unsealed.length > 0
                ? `${notSaved.length > 0 ? '; ' : ''}attempt ${unsealed.map((a) => a.result.identity.attempt).join(', ')} left no sealed manifest`
                : ''),
        fix: 'see the log above for the store errors; a file still being written at the deadline is not saved, so finish writes sooner',
    };
}
function sigintLine(attempts) {
    const what = 'exits on SIGINT, saving first';
    const noticed = attempts.filter((a) => a.result.notice && a.result.trainerExitedAt);
    if (noticed.length === 0)
        return { status: 'skip', what, detail: 'no notice reached the trainer', fix: moreSteps() };
    const forced = noticed.filter((a) => a.result.escalation !== 'none');
    if (forced.length > 0) {
        const a = forced[0];
        return {
            status: 'fix',
            what,
            detail: `attempt ${a.result.identity.attempt} did not exit after SIGINT and was sent ${a.result.escalation}`,
            fix: SAVE_ON_SIGINT,
        };
    }
    const unsaved = noticed.filter((a) => a.writesAfterSigint === 0 &&
        a.result.sync.afterNotice.files === 0 &&
        (lostAfter(attempts, a)?.high ?? 1) > 0);
    const times = noticed.map((a) => `${(0,duration/* formatDuration */.a3)(saveMs(a))} (${a.scenario})`).join(', ');
    if (unsaved.length > 0)
        return {
            status: 'fix',
            what,
            detail: `it exited in ${times} but wrote nothing after SIGINT in attempt ${unsaved.map((a) => a.result.identity.attempt).join(', ')}, so the steps since its last save were lost`,
            fix: SAVE_ON_SIGINT,
        };
    const unread = noticed.filter((a) => {
        const next = attempts[attempts.indexOf(a) + 1];
        return next !== undefined && !resumedProvably(attempts, a, next);
    });
    if (unread.length > 0)
        return {
            status: 'skip',
            what,
            detail: `it exited in ${times}, but attempt ${unread.map((a) => a.result.identity.attempt + 1).join(', ')} did not show it resumed (it began again, or printed no step to tell by), so whether it saved where SIGINT came cannot be told`,
        };
    const older = noticed.filter((a) => (lostAfter(attempts, a)?.low ?? 0) > 0);
    if (older.length > 0)
        return {
            status: 'skip',
            what,
            detail: `it exited in ${times}, but the attempt after ${older.map((a) => a.result.identity.attempt).join(', ')} resumed from an older step (the line "resumes from the restart directory" has the fix)`,
        };
    return { status: 'pass', what, detail: `saved and exited in ${times}` };
}
function windowLine(attempts) {
    const what = "saves within the cloud's notice";
    const timed = attempts.filter((a) => a.result.noticeToDurableMs !== undefined && savedAtSigint(attempts, a));
    if (timed.length === 0)
        return {
            status: 'skip',
            what,
            detail: attempts.some((a) => a.result.noticeToDurableMs !== undefined)
                ? 'no save was shown to come at a notice (the line "exits on SIGINT, saving first"), so none was timed against one'
                : 'no notice ended with a durable save',
        };
    const longest = Math.max(...timed.map((a) => a.result.noticeToDurableMs ?? 0));
    const took = `notice to durable took at most ${(0,duration/* formatDuration */.a3)(longest)}`;
    if (longest < SHORT_WINDOW_MS * 0.8)
        return { status: 'pass', what, detail: `${took}: fits GCP's and Azure's 30 s and AWS's 2 min` };
    return {
        status: 'fix',
        what,
        detail: longest < AWS_WINDOW_MS
            ? `${took}: fits AWS's 2 min, not GCP's and Azure's 30 s`
            : `${took}: longer than any cloud's notice`,
        fix: 'save less at a notice (the model and optimizer state), or save often and at a notice only finish the step',
    };
}
function savedAtSigint(attempts, a) {
    if (a.writesAfterSigint === 0)
        return false;
    const next = attempts[attempts.indexOf(a) + 1];
    if (!next)
        return true;
    return resumedProvably(attempts, a, next) && (lostAfter(attempts, a)?.low ?? 0) === 0;
}
function saveMs(a) {
    return (a.result.trainerExitedAt ?? a.result.endedAt) - (a.result.notice?.receivedAt ?? 0);
}
function lostAfter(attempts, a) {
    const next = attempts[attempts.indexOf(a) + 1];
    return next ? (0,progress/* stepsLost */.Gr)(a.result.progress, next.result.progress) : undefined;
}
function beganAgain(attempts, before, after) {
    const start = attempts[0]?.result.progress.firstStep;
    const stopped = before.result.progress.lastStep;
    const { resumedFrom, firstStep } = after.result.progress;
    const began = resumedFrom ?? firstStep;
    if (began === undefined || began !== start)
        return false;
    return stopped !== start || (resumedFrom === undefined && after.result.restore.files.length > 0);
}
function resumedProvably(attempts, before, after) {
    if (beganAgain(attempts, before, after))
        return false;
    const start = attempts[0]?.result.progress.firstStep;
    const { resumedFrom, firstStep } = after.result.progress;
    return (resumedFrom !== undefined ||
        (firstStep !== undefined && start !== undefined && firstStep > start));
}
function moreSteps() {
    return 'give the trainer enough work for the check to reach each notice (more steps, or --patience longer)';
}
function listed(paths) {
    const shown = paths.slice(0, 3).join(', ');
    return paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown;
}

// EXTERNAL MODULE: ./build/supervisor/trainer-exit.js
var trainer_exit = __webpack_require__(63455);
;// CONCATENATED MODULE: ./build/local/check/resume-lines.js




const ATOMIC_SAVE = 'write each checkpoint under a temporary name and rename it once complete, and resume from the newest complete one';
const RESUMES = 'resumes from the restart directory';
function resumeLine(attempts) {
    if (attempts.length < 2)
        return {
            status: 'skip',
            what: RESUMES,
            detail: 'training ended in the first attempt',
            fix: moreSteps(),
        };
    const said = [];
    for (const [index, after] of attempts.entries()) {
        const before = attempts[index - 1];
        if (!before || before.second)
            continue;
        const judged = judgeResume(attempts, before, after);
        if (typeof judged !== 'string')
            return judged;
        said.push(judged);
    }
    return { status: 'pass', what: RESUMES, detail: said.join('; ') || 'each attempt resumed' };
}
function judgeResume(attempts, before, after) {
    const what = RESUMES;
    const start = attempts[0]?.result.progress.firstStep;
    const stopped = before.result.progress.lastStep;
    const { resumedFrom, firstStep } = after.result.progress;
    const began = resumedFrom ?? firstStep;
    const n = after.result.identity.attempt;
    if (after.result.outcome === 'failed' && began === undefined)
        return { status: 'skip', what, detail: `attempt ${n} failed before it printed a step` };
    if (stopped === undefined || began === undefined)
        return {
            status: 'skip',
            what,
            detail: 'the trainer prints no steps, so where it resumed cannot be told',
            fix: 'print "step N" as it trains (or give --step-pattern), and "resumed from step N" after a restore',
        };
    const restored = after.result.restore.files.length;
    if (restored > 0 && resumedFrom === undefined && began === start)
        return {
            status: 'fix',
            what,
            detail: `attempt ${n} started from scratch although ${(0,count/* countOf */.p)(restored, 'file')} ${restored === 1 ? 'was' : 'were'} restored into $SPOT_TRAIN_RESTART_DIR: the trainer does not resume`,
            fix: "at start, load the newest checkpoint from os.environ['SPOT_TRAIN_RESTART_DIR'] when there is one; docs/recipes.md has the changes for common trainers",
        };
    if (began === start && (stopped !== start || resumedFrom === undefined))
        return restored > 0
            ? {
                status: 'fix',
                what,
                detail: `attempt ${n} was given ${(0,count/* countOf */.p)(restored, 'file')} in $SPOT_TRAIN_RESTART_DIR but began again at step ${began}`,
                fix: "at start, load the newest checkpoint from os.environ['SPOT_TRAIN_RESTART_DIR'] when there is one",
            }
            : {
                status: 'fix',
                what,
                detail: `attempt ${n} began again at step ${began}: attempt ${n - 1} left nothing in the store to restore`,
                fix: "save under os.environ['SPOT_TRAIN_OUTPUTS_DIR'], and at a notice too",
            };
    const lost = lostAfter(attempts, before);
    if (lost && lost.low > 0)
        return {
            status: 'fix',
            what,
            detail: `attempt ${n} began at step ${began} where attempt ${n - 1} stopped at step ${stopped}: ${(0,progress/* stepsLostText */.nv)(lost)} done again`,
            fix: 'save at the step where SIGINT came, not only every N steps',
        };
    const range = lost && lost.high > 0 ? `; ${(0,progress/* stepsLostText */.nv)(lost)} done again` : '';
    return `attempt ${n} ${resumedFrom === undefined ? 'began at' : 'resumed from'} step ${began} (attempt ${n - 1} stopped at step ${stopped}${range})`;
}
function midSaveLine(attempts) {
    return survivedLine(attempts, 'mid-save', 'survives a notice in the middle of a save');
}
function secondSigintLine(attempts) {
    const line = survivedLine(attempts, 'second-sigint', 'survives a second SIGINT while saving');
    const interrupted = attempts.find((a) => a.scenario === 'second-sigint');
    if (line.status !== 'pass' || !interrupted)
        return line;
    if (!interrupted.second)
        return {
            status: 'skip',
            what: line.what,
            detail: interrupted.writesAfterSigint > 0
                ? 'it saved and exited before a second SIGINT could come'
                : 'it exited at the first SIGINT without saving, so no save was there to cut short',
        };
    const lost = lostAfter(attempts, interrupted)?.low ?? 0;
    const { exit } = interrupted.result;
    if (lost > 0 && (exit.signal === 'SIGINT' || exit.code !== 0))
        return {
            status: 'fix',
            what: line.what,
            detail: `the second SIGINT (${interrupted.second.trigger}) cut its save short: the next attempt did ${(0,count/* countOf */.p)(lost, 'step')} again`,
            fix: 'once saving, ignore further SIGINTs (signal.signal(signal.SIGINT, signal.SIG_IGN)) until the save is written',
        };
    return { ...line, detail: `${line.detail}; the second came ${interrupted.second.trigger}` };
}
function survivedLine(attempts, scenario, what) {
    const index = attempts.findIndex((a) => a.scenario === scenario);
    const interrupted = attempts[index];
    const next = attempts[index + 1];
    if (!interrupted?.trigger || !next)
        return notReached(attempts, what);
    if (/without a step or a save/.test(interrupted.trigger) && scenario === 'mid-save')
        return {
            status: 'skip',
            what,
            detail: `no save came in time (${interrupted.trigger})`,
            fix: 'save more often for the check (every few steps), or give --patience longer',
        };
    const n = next.result.identity.attempt;
    if (scenario === 'mid-save' && interrupted.saveInFlight === false)
        return {
            status: 'skip',
            what,
            detail: `its notice was timed by a write (${interrupted.trigger}), but that save had ended before the notice came, so no notice landed in a save`,
            fix: 'a checkpoint that takes longer to write than a few milliseconds gives the check time to land a notice in it',
        };
    if (next.result.outcome !== 'failed' && !resumedProvably(attempts, interrupted, next))
        return {
            status: 'skip',
            what,
            detail: beganAgain(attempts, interrupted, next)
                ? `attempt ${n} began again from the first step (the line "${RESUMES}"), so no save of attempt ${n - 1}'s was read`
                : `attempt ${n} did not show where it resumed (no resume line, no step past the first), so whether it read attempt ${n - 1}'s save cannot be told`,
        };
    if (next.result.outcome === 'failed')
        return {
            status: 'fix',
            what,
            detail: `attempt ${n} failed with ${(0,trainer_exit/* describeExit */.K)(next.result.exit)} after restoring what attempt ${n - 1} saved (its notice came ${interrupted.trigger})`,
            fix: ATOMIC_SAVE,
        };
    return {
        status: 'pass',
        what,
        detail: `its notice came ${interrupted.trigger}; attempt ${n} restored ${(0,count/* countOf */.p)(next.result.restore.files.length, 'file')} and trained on`,
    };
}
function notReached(attempts, what) {
    const last = attempts.at(-1)?.result;
    if (last?.outcome === 'failed')
        return {
            status: 'skip',
            what,
            detail: `the check stopped before this notice: attempt ${last.identity.attempt} failed`,
        };
    if (last?.outcome !== 'completed')
        return { status: 'skip', what, detail: 'the check was stopped before this notice' };
    return {
        status: 'skip',
        what,
        detail: 'training completed before this notice',
        fix: moreSteps(),
    };
}
function outsideLine(attempts, resumed) {
    const what = 'needs nothing outside the outputs';
    const outside = [...new Set(attempts.flatMap((a) => a.outside))].sort();
    const fresh = `each attempt ran in a fresh copy of the directory`;
    if (outside.length === 0)
        return { status: 'pass', what, detail: `${fresh}; it wrote nothing outside the outputs` };
    if (resumed.status === 'fix')
        return {
            status: 'fix',
            what,
            detail: `it wrote ${listed(outside)} outside the outputs, which the next attempt (a new VM) did not have`,
            fix: "write what resuming needs under os.environ['SPOT_TRAIN_OUTPUTS_DIR']",
        };
    return {
        status: 'pass',
        what,
        detail: `${fresh}; it also wrote ${listed(outside)} outside the outputs (lost with a VM, not needed to resume)`,
    };
}
function failureLine(attempts) {
    const failed = attempts.find((a) => a.result.outcome === 'failed');
    if (!failed)
        return undefined;
    const n = failed.result.identity.attempt;
    return {
        status: 'fix',
        what: n === 1 ? 'runs in a fresh copy' : 'starts from what it saved',
        detail: `attempt ${n} failed with ${(0,trainer_exit/* describeExit */.K)(failed.result.exit)} (see its output above)`,
        fix: n === 1
            ? 'it ran in a fresh copy of the files git would check out, as on a new VM: give what git ignores but it needs (a dataset) with --keep PATH'
            : ATOMIC_SAVE,
    };
}

;// CONCATENATED MODULE: ./build/local/check/world-size-line.js



const WHAT = 'resumes at another world size';
const LOAD_ANY_SIZE = 'load a checkpoint whatever world size wrote it: a replicated (DDP) model and optimizer load as they are, a sharded one through torch.distributed.checkpoint, which reshards; rank-local state (random number generators, data position) is reseeded when the size differs';
function worldSizeLine(attempts, command) {
    const after = attempts.at(-1);
    if (after?.resumedWith === undefined)
        return torchrunHint(command);
    const before = attempts.at(-2);
    const n = after.result.identity.attempt;
    const how = `attempt ${n}, with ${after.resumedWith},`;
    const stopped = before?.result.progress.lastStep;
    const { resumedFrom, firstStep } = after.result.progress;
    const began = resumedFrom ?? firstStep;
    const { code } = after.result.exit;
    if (after.result.outcome === 'failed' || (code !== null && code !== 0)) {
        const cause = (0,trainer_exit/* exitCause */.G)(after.result.exit);
        return {
            status: 'fix',
            what: WHAT,
            detail: `${how} failed with ${(0,trainer_exit/* describeExit */.K)(after.result.exit)}${cause ? ` (${cause})` : ''}; attempt ${n - 1} stopped at step ${stopped ?? '?'}`,
            fix: LOAD_ANY_SIZE,
        };
    }
    if (before === undefined || stopped === undefined || began === undefined)
        return { status: 'skip', what: WHAT, detail: `${how} printed no step to judge by` };
    const lost = lostAfter(attempts, before)?.low ?? 0;
    if (lost > 0 || (began === attempts[0]?.result.progress.firstStep && began !== stopped))
        return {
            status: 'fix',
            what: WHAT,
            detail: `${how} began at step ${began} where attempt ${n - 1} stopped at step ${stopped}: ${(0,count/* countOf */.p)(Math.max(lost, 1), 'step')} done again`,
            fix: LOAD_ANY_SIZE,
        };
    return {
        status: 'pass',
        what: WHAT,
        detail: `${how} ${resumedFrom === undefined ? 'began at' : 'resumed from'} step ${began} (attempt ${n - 1} stopped at step ${stopped})`,
    };
}
function torchrunHint(command) {
    const text = command.kind === 'argv' ? command.argv.join(' ') : command.script;
    if (!/\btorchrun\b|torch\.distributed\.(run|launch)\b/.test(text))
        return undefined;
    return {
        status: 'skip',
        what: WHAT,
        detail: 'not checked: every attempt ran at the same size',
        fix: 'give --nproc_per_node "${NPROC:-2}" in the command and --resume-with NPROC=1, so the last attempt resumes with one process fewer',
    };
}

;// CONCATENATED MODULE: ./build/local/check/report-card.js




const MARK = { pass: 'pass', fix: 'FIX ', skip: 'n/a ' };
function cardLines(result, outputs, gone = [], command = { kind: 'argv', argv: [] }) {
    const judged = stoppedByYou(result) ? result.attempts.slice(0, -1) : result.attempts;
    const sized = worldSizeLine(judged, command);
    const attempts = judged.at(-1)?.resumedWith === undefined ? judged : judged.slice(0, -1);
    const resumed = resumeLine(attempts);
    const failure = failureLine(attempts);
    const lines = [
        failure && nothingWritten(attempts)
            ? failedBeforeWriting(failure)
            : outputsLine(attempts, outputs),
        durableLine(attempts, gone),
        sigintLine(attempts),
        windowLine(attempts),
        resumed,
        midSaveLine(attempts),
        secondSigintLine(attempts),
        outsideLine(attempts, resumed),
        ...(sized ? [sized] : []),
    ];
    if (!failure)
        return lines;
    const unhinted = lines.map(({ fix, ...line }) => line.status === 'skip' || fix === undefined ? line : { ...line, fix });
    return [failure, ...unhinted];
}
function nothingWritten(attempts) {
    return attempts.every((a) => a.result.sync.filesUploaded === 0 && a.writesAfterSigint === 0);
}
function failedBeforeWriting(failure) {
    return {
        status: 'skip',
        what: 'writes into the outputs directory',
        detail: `it failed before it wrote anything (the line "${failure.what}")`,
    };
}
function formatReportCard(result, lines, copies) {
    const fixes = lines.filter((line) => line.status === 'fix').length;
    const passes = lines.filter((line) => line.status === 'pass').length;
    const body = lines.flatMap((line) => [
        `  ${MARK[line.status]}  ${line.what}: ${line.detail}`,
        ...(line.fix && line.status !== 'pass'
            ? [`        ${line.status === 'fix' ? 'fix' : 'to check it'}: ${line.fix}`]
            : []),
    ]);
    const verdict = stoppedByYou(result)
        ? `stopped: ${(0,count/* countOf */.p)(passes, 'check')} passed and ${(0,count/* countOf */.p)(fixes, 'fix', 'fixes')} so far`
        : fixes === 0
            ? `${(0,count/* countOf */.p)(passes, 'check')} passed: this trainer resumes after a spot VM's interruption`
            : `${(0,count/* countOf */.p)(fixes, 'fix', 'fixes')} to make before a spot VM can take this trainer back without loss`;
    const stopped = stoppedByYou(result)
        ? [
            `stopped at your request in attempt ${result.attempts.length}: the card is of the attempts before it`,
            '',
        ]
        : [];
    return [
        '',
        `spot-train check: ${(0,count/* countOf */.p)(result.attempts.length, 'attempt')} of lineage ${result.lineage}, each in a fresh copy under ${copies}`,
        '',
        ...stopped,
        ...body,
        '',
        verdict,
        '',
    ].join('\n');
}
function stoppedByYou(result) {
    return result.attempts.at(-1)?.result.notice?.source === 'signal';
}

// EXTERNAL MODULE: ./build/settings/attempt.js
var settings_attempt = __webpack_require__(29921);
// EXTERNAL MODULE: ./build/settings/cli-args.js
var cli_args = __webpack_require__(66138);
// EXTERNAL MODULE: ./build/settings/duration.js
var settings_duration = __webpack_require__(84830);
// EXTERNAL MODULE: ./build/settings/input-names.js
var input_names = __webpack_require__(69185);
// EXTERNAL MODULE: ./build/settings/paths.js
var paths = __webpack_require__(70820);
// EXTERNAL MODULE: ./build/settings/source.js
var settings_source = __webpack_require__(73111);
// EXTERNAL MODULE: ./build/settings/store-flags.js
var store_flags = __webpack_require__(49703);
// EXTERNAL MODULE: ./build/settings/store.js
var store = __webpack_require__(12705);
;// CONCATENATED MODULE: ./build/settings/check.js











const CHECK_WORK_DIR = '.spot-train/check';
const CHECK_USAGE = `usage: spot-train check [options] -- COMMAND [ARGS...]

Puts COMMAND through the interruptions a spot VM brings and prints a report
card: a pass or a fix for each thing a trainer must do to lose nothing.
Each attempt runs in a fresh copy of this directory (the files git would
check out, or every file outside a git repository), as on a new VM, with
a notice early on, one in the middle of a save, and a second SIGINT while
it saves; a last attempt shows where it resumes, then is stopped.

options:
  --outputs DIR              where, inside each copy, the trainer is told to save
                             ($SPOT_TRAIN_OUTPUTS_DIR; default out)
  --restart-dir DIR          where, inside each copy, earlier outputs are restored (default _restart)
  --keep PATH                a file or directory (a dataset) linked into each copy, not copied;
                             may be given more than once
  --patience DUR             the longest wait for a step or a save before a notice comes anyway
                             (default 2m)
  --store URL|DIR            where outputs go (default: a store of the check's own in --work-dir)
  --s3-endpoint URL          an S3-compatible server (default: the AWS SDK's settings)
  --s3-path-style            address buckets in the path, as most S3-compatible servers need
  --step-pattern REGEX       how the trainer reports its step (default: step N, iter N,
                             global_step N, and Lightning's and Hugging Face's progress bars)
  --resume-with NAME=VALUE   an environment variable the last attempt runs with, to see it resume
                             at another world size: with torchrun --nproc_per_node "\${NPROC:-2}",
                             give --resume-with NPROC=1; may be given more than once
  --settle DUR               a file is uploaded after it holds still this long (default 1s)
  --work-dir DIR             the copies and spot-train's own files (default ${CHECK_WORK_DIR})
  --verbose                  debug output
  -h, --help                 this help

exit status: 0 every line passed, 1 a line says what to fix, 2 a usage error,
130 stopped (Ctrl-C, kill or timeout: the trainer saves first).
`;
const SETTING_FLAGS = {
    ...store_flags/* STORE_FLAGS */.Wv,
    [input_names/* Input */.pd.stepPattern]: 'step-pattern',
    [input_names/* Input */.pd.settleTime]: 'settle',
};
const CHECK_SETTLE_MIN_MS = 50;
function parseCheckOptions(argv, cwd, env = {}) {
    const split = argv.indexOf('--');
    const commandArgv = split < 0 ? [] : argv.slice(split + 1);
    const values = readFlags(split < 0 ? argv : argv.slice(0, split));
    if (commandArgv.length === 0)
        throw new errors/* UserError */.y('no command given; put the training command after --');
    const text = (name) => {
        const value = values[name];
        return typeof value === 'string' ? value : undefined;
    };
    const workDir = (0,external_node_path_.resolve)(cwd, text('work-dir') ?? CHECK_WORK_DIR);
    (0,paths/* requireCreatable */.jj)([{ name: '--work-dir', path: workDir }]);
    const withStore = (0,store_flags/* storeDirAsUrl */.MQ)({ ...values, store: text('store') ?? `file://${(0,external_node_path_.resolve)(workDir, 'store')}` }, cwd);
    const source = (0,settings_source/* flagSource */.q)({ settle: '1s', 'scan-interval': '250ms', ...withStore }, { ...SETTING_FLAGS, [input_names/* Input */.pd.scanInterval]: 'scan-interval' });
    const outputs = insideCopy(text('outputs') ?? 'out', '--outputs');
    const restart = insideCopy(text('restart-dir') ?? '_restart', '--restart-dir');
    if (overlapping(outputs, restart))
        throw new errors/* UserError */.y(`--outputs "${outputs}" and --restart-dir "${restart}" overlap: restored files would be uploaded again, one level deeper on every attempt; give each its own directory, such as out and _restart`);
    const attempt = (0,settings_attempt/* readAttemptSettings */.Tw)(source);
    if (attempt.timing.settleMs < CHECK_SETTLE_MIN_MS)
        throw new errors/* UserError */.y(`--settle "${text('settle') ?? ''}": the check needs at least 50ms to tell a file still being written from a whole one; leave the default (1s) or give more`);
    return {
        command: { kind: 'argv', argv: commandArgv },
        outputs,
        restart,
        keep: keepPaths(values.keep, cwd),
        patienceMs: (0,settings_duration/* parseDuration */.E9)(text('patience') ?? '2m', '--patience', {
            min: 1000,
            max: 3_600_000,
        }),
        workDir,
        store: (0,store/* readStoreSettings */.lz)(source, { mode: 'run', cwd, env }),
        attempt,
        verbose: values.verbose === true,
        resumeWith: resumeVariables(values['resume-with']),
    };
}
function resumeVariables(given) {
    const pairs = Array.isArray(given) ? given : [];
    return Object.fromEntries(pairs.map((pair) => {
        const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(pair);
        if (!match)
            throw new errors/* UserError */.y(`--resume-with "${pair}": expected NAME=VALUE, such as NPROC=1 for a torchrun line with --nproc_per_node "\${NPROC:-2}"`);
        return [match[1] ?? '', match[2] ?? ''];
    }));
}
function readFlags(ours) {
    const options = {
        ...(0,cli_args/* flagOptions */.v)([...Object.values(SETTING_FLAGS), 'outputs', 'restart-dir', 'patience', 'work-dir'], [...store_flags/* STORE_BOOLEANS */.Op, 'verbose']),
        keep: { type: 'string', multiple: true },
        'resume-with': { type: 'string', multiple: true },
    };
    const parsed = (0,cli_args/* parseCommandLine */.D)({ args: [...ours], options, strict: true, allowPositionals: true }, 'spot-train check --help');
    const [stray] = parsed.positionals;
    if (stray !== undefined)
        throw new errors/* UserError */.y(`unexpected argument "${stray}": put the training command after --, as in: spot-train check -- ${stray} ...`);
    return parsed.values;
}
function insideCopy(given, flag) {
    const path = (0,external_node_path_.normalize)(given.trim());
    if (path === '' || path === '.' || (0,external_node_path_.isAbsolute)(path) || path.startsWith('..'))
        throw new errors/* UserError */.y(`${flag} "${given}": give a directory inside the copy each attempt runs in, such as out`);
    return path;
}
function keepPaths(given, cwd) {
    const list = Array.isArray(given) ? given : [];
    return list.map((path) => {
        const relative = (0,external_node_path_.normalize)(path.trim());
        if (relative === '' || (0,external_node_path_.isAbsolute)(relative) || relative.startsWith('..'))
            throw new errors/* UserError */.y(`--keep "${path}": give a path inside ${cwd}, such as data; it is linked into each copy under the same name`);
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, relative)))
            throw new errors/* UserError */.y(`--keep "${path}": there is no ${(0,external_node_path_.resolve)(cwd, relative)} to link into each copy; give a path that exists in ${cwd}`);
        return relative;
    });
}
function overlapping(a, b) {
    return a === b || a.startsWith(`${b}${external_node_path_.sep}`) || b.startsWith(`${a}${external_node_path_.sep}`);
}

// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
// EXTERNAL MODULE: ./build/local/work-lock.js
var work_lock = __webpack_require__(50751);
;// CONCATENATED MODULE: ./build/local/check-command.js








async function checkCommand(argv) {
    const split = argv.indexOf('--');
    const ours = split < 0 ? argv : argv.slice(0, split);
    if (ours.includes('--help') || ours.includes('-h')) {
        process.stdout.write(CHECK_USAGE);
        return 0;
    }
    const options = parseCheckOptions(argv, process.cwd(), process.env);
    const logger = (0,log/* consoleLogger */.kS)({ verbose: options.verbose });
    const lock = await (0,work_lock/* lockWorkDir */.c)(options.workDir, logger);
    try {
        const store = await (0,open_store/* openStore */.C)(options.store.location, { ...options.store.options, logger });
        const result = await runCheck({
            ...options,
            from: process.cwd(),
            store,
            clock: base_clock/* systemClock */.m,
            logger,
        });
        const gone = await missingFromStore(store, result.lineage, result.attempts);
        const lines = cardLines(result, options.outputs, gone, options.command);
        process.stdout.write(formatReportCard(result, lines, result.dir));
        if (stoppedByYou(result))
            return 130;
        return lines.some((line) => line.status === 'fix') ? 1 : 0;
    }
    finally {
        await lock.release();
    }
}


/***/ })

};
