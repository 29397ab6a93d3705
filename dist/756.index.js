export const id = 756;
export const ids = [756];
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

/***/ 4794:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ errorCode)
/* harmony export */ });
/** The `code` of a Node.js system or argument error (ENOENT, ESRCH, ERR_PARSE_ARGS_...), if any. */
function errorCode(error) {
    return typeof error === 'object' && error !== null
        ? error.code
        : undefined;
}


/***/ }),

/***/ 9473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError),
/* harmony export */   y: () => (/* binding */ UserError)
/* harmony export */ });
/** An error the user can fix: its message is shown as is, without a stack. */
class UserError extends Error {
    name = 'UserError';
}
/** Renders anything thrown, including non-Error values, as one line. */
function describeError(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error);
    }
    catch {
        return String(error);
    }
}


/***/ }),

/***/ 6756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8500);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(862);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9473);
/* harmony import */ var _supervisor_trainer_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3607);





/**
 * The post step. After a normal train step there is nothing to do; if the
 * main step died (out of memory, a crash) its trainer may still run and
 * hold the GPU, so the process group main recorded is stopped.
 */
async function post() {
    try {
        const pgid = _action_state_js__WEBPACK_IMPORTED_MODULE_2__/* .actionState */ .M.trainerPgid();
        if (_action_state_js__WEBPACK_IMPORTED_MODULE_2__/* .actionState */ .M.mode() !== 'train' || pgid === undefined) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('spot-train post: nothing was started that needs cleaning up');
            return;
        }
        if (!(0,_supervisor_trainer_process_js__WEBPACK_IMPORTED_MODULE_3__/* .signalProcessGroup */ .vz)(pgid, 0)) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('spot-train post: the trainer has exited; nothing to clean up');
            return;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`spot-train post: the trainer (process group ${pgid}) outlived the train step; stopping it`);
        (0,_supervisor_trainer_process_js__WEBPACK_IMPORTED_MODULE_3__/* .signalProcessGroup */ .vz)(pgid, 'SIGTERM');
        for (let waited = 0; waited < 10_000 && (0,_supervisor_trainer_process_js__WEBPACK_IMPORTED_MODULE_3__/* .signalProcessGroup */ .vz)(pgid, 0); waited += 250)
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(250);
        if ((0,_supervisor_trainer_process_js__WEBPACK_IMPORTED_MODULE_3__/* .signalProcessGroup */ .vz)(pgid, 'SIGKILL'))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e('spot-train post: the trainer ignored SIGTERM; killed it');
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`spot-train post: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(error)}`);
    }
}


/***/ }),

/***/ 3607:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tN: () => (/* binding */ TrainerProcess),
  vz: () => (/* binding */ signalProcessGroup)
});

// UNUSED EXPORTS: bashArguments, processGroupAlive

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
;// CONCATENATED MODULE: ./build/supervisor/line-splitter.js

const MAX_LINE = 4096;
/**
 * Splits a byte stream into lines at \n or \r (progress bars redraw with \r).
 * A line longer than MAX_LINE is cut, so a trainer printing megabytes without
 * a newline cannot make the supervisor hold them.
 */
class LineSplitter {
    onLine;
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    partial = '';
    constructor(onLine) {
        this.onLine = onLine;
    }
    push(chunk) {
        const text = this.partial + this.decoder.write(chunk);
        const parts = text.split(/\r\n|\r|\n/);
        this.partial = (parts.pop() ?? '').slice(-MAX_LINE);
        for (const line of parts)
            if (line !== '')
                this.onLine(line.slice(0, MAX_LINE));
    }
    end() {
        const rest = this.partial + this.decoder.end();
        this.partial = '';
        if (rest !== '')
            this.onLine(rest.slice(0, MAX_LINE));
    }
}

// EXTERNAL MODULE: ./build/error-code.js
var error_code = __webpack_require__(4794);
;// CONCATENATED MODULE: ./build/supervisor/trainer-process.js




/**
 * The arguments that make bash run the command. The command is always a
 * separate argument, never spliced into a shell string: a script runs as
 * written (with -e and pipefail, like a workflow `run:` step), and argv
 * words reach the program exactly as given.
 */
function bashArguments(command) {
    const base = ['--noprofile', '--norc'];
    return command.kind === 'script'
        ? [...base, '-eo', 'pipefail', '-c', command.script]
        : [...base, '-c', 'exec "$@"', 'spot-train', ...command.argv];
}
/**
 * The trainer, run through bash as the leader of its own process group, so
 * one signal reaches it and every worker it started (data loaders, torchrun
 * ranks), and a terminal's Ctrl-C reaches only the supervisor.
 */
class TrainerProcess {
    exited;
    child;
    constructor(options) {
        this.child = (0,external_node_child_process_.spawn)('bash', bashArguments(options.command), {
            cwd: options.cwd,
            env: options.env,
            detached: true,
            stdio: ['inherit', 'pipe', 'pipe'],
        });
        this.exited = new Promise((resolve, reject) => {
            this.child.once('error', reject);
            this.child.once('close', (code, signal) => resolve({ code, signal }));
        });
        forward(this.child.stdout, options.stdout ?? process.stdout, options.onLine);
        forward(this.child.stderr, options.stderr ?? process.stderr, options.onLine);
    }
    static start(options) {
        return new TrainerProcess(options);
    }
    get pid() {
        if (this.child.pid === undefined)
            throw new Error('the trainer did not start');
        return this.child.pid;
    }
    /** Sends `signal` to the whole process group; false when no process of it is left. */
    signalGroup(signal) {
        return signalProcessGroup(this.pid, signal);
    }
    groupAlive() {
        return processGroupAlive(this.pid);
    }
}
function signalProcessGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if ((0,error_code/* errorCode */.C)(error) === 'ESRCH')
            return false;
        throw error;
    }
}
/**
 * Whether any process of the group still runs. kill(-pgid, 0) alone also
 * counts zombies, which an init that does not reap orphans (some containers)
 * keeps forever; a zombie holds no file and needs no waiting for. Where
 * there is no /proc (macOS), the signal's answer stands.
 */
function processGroupAlive(pgid) {
    if (!signalProcessGroup(pgid, 0))
        return false;
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,external_node_fs_.readFileSync)(`/proc/${entry}/stat`, 'utf8');
        }
        catch {
            continue;
        }
        // Fields after the command name: state, ppid, pgrp, ...
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === pgid && state !== 'Z')
            return true;
    }
    return false;
}
function forward(from, to, onLine) {
    if (!from)
        return;
    const lines = onLine ? new LineSplitter(onLine) : undefined;
    from.on('data', (chunk) => {
        to.write(chunk);
        lines?.push(chunk);
    });
    from.on('end', () => lines?.end());
}


/***/ })

};
