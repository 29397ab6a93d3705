export const id = 6756;
export const ids = [6756];
export const modules = {

/***/ 65227:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ actionLogger)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36650);


/** Logs through the runner: warnings and notices become annotations on the run. */
const actionLogger = {
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message),
    warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message),
    error: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(message),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
    notice: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(message),
    group: (0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .flatGroups */ .eh)(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh, _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4),
};


/***/ }),

/***/ 90862:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M3: () => (/* binding */ actionState),
/* harmony export */   fF: () => (/* binding */ launchedInstances),
/* harmony export */   t4: () => (/* binding */ launchedRunnerIds)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);

/** What main hands to post, by name; post acts only on what main recorded. */
const TRAINER_PGID = 'trainer-pgid';
const MODE = 'mode';
const LAUNCHED = 'launched';
const HANDED_OVER = 'handed-over';
/** Every VM the state records, whichever shape it has. */
function launchedInstances(state) {
    return [...(state.instance ? [state.instance] : []), ...(state.instances ?? [])];
}
/** Every runner the state records, whichever shape it has. */
function launchedRunnerIds(state) {
    return [...(state.runnerId === undefined ? [] : [state.runnerId]), ...(state.runnerIds ?? [])];
}
const actionState = {
    setMode: (mode) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(MODE, mode),
    mode: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(MODE),
    setTrainerPgid: (pgid) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TRAINER_PGID, String(pgid)),
    trainerPgid: () => {
        const value = Number(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TRAINER_PGID));
        return Number.isSafeInteger(value) && value > 1 ? value : undefined;
    },
    setLaunched: (launched) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(LAUNCHED, JSON.stringify(launched)),
    launched: () => {
        try {
            return JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(LAUNCHED) || '{}');
        }
        catch {
            return {};
        }
    },
    setHandedOver: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(HANDED_OVER, 'true'),
    handedOver: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(HANDED_OVER) === 'true',
};


/***/ }),

/***/ 7094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ sleepUnlessAborted),
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);

/**
 * Node fires a timer of 2^31 ms (24.8 days) or more after 1 ms, so a long
 * wait would end at once, or spin when repeated; longer waits go in steps.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const systemClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        const options = signal ? { signal } : undefined;
        for (let left = Math.max(0, ms);; left -= LONGEST_TIMER_MS) {
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(left, LONGEST_TIMER_MS), undefined, options);
            if (left <= LONGEST_TIMER_MS)
                return;
        }
    },
};
/** Sleeps until the signal aborts or `ms` passes, whichever comes first; never throws. */
async function sleepUnlessAborted(clock, ms, signal) {
    try {
        await clock.sleep(ms, signal);
    }
    catch (error) {
        if (!signal.aborted)
            throw error;
    }
}


/***/ }),

/***/ 94794:
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

/***/ 19473:
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

/***/ 36650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HB: () => (/* binding */ inGroup),
/* harmony export */   eh: () => (/* binding */ flatGroups),
/* harmony export */   kS: () => (/* binding */ consoleLogger),
/* harmony export */   qq: () => (/* binding */ silentLogger)
/* harmony export */ });
/** Runs `task` in the logger's group named `name`, or plainly for a logger without groups. */
function inGroup(logger, name, task) {
    return logger.group ? logger.group(name, task) : task();
}
/**
 * A `group` over `open` and `close`, flat: while one group is open, another
 * runs its task without a heading of its own. Sequential phases each get one.
 */
function flatGroups(open, close) {
    let depth = 0;
    return async (name, task) => {
        if (depth > 0)
            return task();
        depth++;
        open(name);
        try {
            return await task();
        }
        finally {
            depth--;
            close();
        }
    };
}
function consoleLogger(options = {}) {
    const prefix = options.prefix ?? '[spot-train]';
    const write = (line) => {
        process.stderr.write(`${prefix} ${line}\n`);
    };
    return {
        info: (m) => write(m),
        notice: (m) => write(m),
        warning: (m) => write(`warning: ${m}`),
        error: (m) => write(`error: ${m}`),
        debug: (m) => {
            if (options.verbose)
                write(`debug: ${m}`);
        },
        group: flatGroups((name) => write(`== ${name}`), () => undefined),
    };
}
const silentLogger = {
    info: () => undefined,
    warning: () => undefined,
    error: () => undefined,
    debug: () => undefined,
    notice: () => undefined,
};


/***/ }),

/***/ 16756:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   post: () => (/* binding */ post)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58500);
/* harmony import */ var _action_logger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65227);
/* harmony import */ var _action_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90862);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19473);
/* harmony import */ var _supervisor_process_group_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(82216);







/** After launch: what was created but not handed over to the job goes. */
async function postLaunch() {
    const launched = _action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .actionState */ .M3.launched();
    const nothing = (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .launchedInstances */ .fF)(launched).length === 0 && (0,_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .launchedRunnerIds */ .t4)(launched).length === 0;
    if (_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .actionState */ .M3.handedOver() || nothing) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('spot-train post: nothing was left behind by the launch');
        return;
    }
    const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('runner-token');
    if (token !== '')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(token);
    const { cleanUpLaunch } = await Promise.all(/* import() */[__webpack_require__.e(5561), __webpack_require__.e(7630)]).then(__webpack_require__.bind(__webpack_require__, 87630));
    const clean = await cleanUpLaunch({
        launched,
        runnerToken: token,
        env: process.env,
        clock: _clock_js__WEBPACK_IMPORTED_MODULE_4__/* .systemClock */ .m,
        logger: _action_logger_js__WEBPACK_IMPORTED_MODULE_2__/* .actionLogger */ .v,
    });
    if (!clean)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1('spot-train post: the launch left something behind; see above');
}
/**
 * The post step. After a normal train step there is nothing to do; if the
 * main step died (out of memory, a crash) its trainer may still run and
 * hold the GPU, so the process group main recorded is stopped.
 */
async function post() {
    try {
        if (_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .actionState */ .M3.mode() === 'launch') {
            await postLaunch();
            return;
        }
        const pgid = _action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .actionState */ .M3.trainerPgid();
        if (_action_state_js__WEBPACK_IMPORTED_MODULE_3__/* .actionState */ .M3.mode() !== 'train' || pgid === undefined) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('spot-train post: nothing was started that needs cleaning up');
            return;
        }
        if (!(0,_supervisor_process_group_js__WEBPACK_IMPORTED_MODULE_5__/* .signalProcessGroup */ .v)(pgid, 0)) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('spot-train post: the trainer has exited; nothing to clean up');
            return;
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`spot-train post: the trainer (process group ${pgid}) outlived the train step; stopping it`);
        (0,_supervisor_process_group_js__WEBPACK_IMPORTED_MODULE_5__/* .signalProcessGroup */ .v)(pgid, 'SIGTERM');
        for (let waited = 0; waited < 10_000 && (0,_supervisor_process_group_js__WEBPACK_IMPORTED_MODULE_5__/* .signalProcessGroup */ .v)(pgid, 0); waited += 250)
            await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(250);
        if ((0,_supervisor_process_group_js__WEBPACK_IMPORTED_MODULE_5__/* .signalProcessGroup */ .v)(pgid, 'SIGKILL'))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e('spot-train post: the trainer ignored SIGTERM; killed it');
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`spot-train post: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .describeError */ .U)(error)}`);
    }
}


/***/ }),

/***/ 82216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ processGroupAlive),
/* harmony export */   v: () => (/* binding */ signalProcessGroup)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var _error_code_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94794);


/** Sends `signal` to every process of the group; false when none is left. */
function signalProcessGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if ((0,_error_code_js__WEBPACK_IMPORTED_MODULE_1__/* .errorCode */ .C)(error) === 'ESRCH')
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
        entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc');
    }
    catch {
        return true;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        let stat;
        try {
            stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${entry}/stat`, 'utf8');
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


/***/ })

};
