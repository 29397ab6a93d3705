export const id = 757;
export const ids = [757];
export const modules = {

/***/ 45757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   janitorCommand: () => (/* binding */ janitorCommand)
/* harmony export */ });
/* unused harmony export JANITOR_USAGE */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19473);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58175);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36650);
/* harmony import */ var _modes_janitor_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4874);






const JANITOR_USAGE = `usage: spot-train janitor --cloud aws|gcp|azure --regions R[,R...] --repo OWNER/REPO [--dry-run]

Terminates the repository's spot-train VMs that are past their max-lifetime
or whose workflow run has ended, and removes offline spot-train runners of
ended runs (never a busy one). Cloud credentials come from each cloud's
standard chain; GITHUB_TOKEN reads runs, SPOT_TRAIN_RUNNER_TOKEN (an admin
token) lists and removes runners; without it runners are left alone.
`;
/** `spot-train janitor`: the janitor mode from a shell or another scheduler. */
async function janitorCommand(args) {
    const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...args],
        options: {
            cloud: { type: 'string' },
            regions: { type: 'string' },
            repo: { type: 'string' },
            'dry-run': { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
        strict: true,
    });
    if (values.help) {
        process.stdout.write(JANITOR_USAGE);
        return 0;
    }
    const repo = values.repo ?? process.env.GITHUB_REPOSITORY ?? '';
    if (!/^[^/\s]+\/[^/\s]+$/.test(repo))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UserError */ .y(`--repo: expected OWNER/REPO\n\n${JANITOR_USAGE}`);
    const inputs = {
        [_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.cloud]: values.cloud ?? '',
        [_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.regions]: values.regions ?? '',
        [_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.dryRun]: values['dry-run'] === true ? 'true' : 'false',
        [_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.githubToken]: process.env.GITHUB_TOKEN ?? '',
        [_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.runnerToken]: process.env.SPOT_TRAIN_RUNNER_TOKEN ?? '',
    };
    await (0,_modes_janitor_js__WEBPACK_IMPORTED_MODULE_4__/* .janitorMode */ .x)({
        getInput: (name) => inputs[name] ?? '',
        env: { ...process.env, GITHUB_REPOSITORY: repo },
        logger: (0,_log_js__WEBPACK_IMPORTED_MODULE_3__/* .consoleLogger */ .k)(),
        clock: _clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m,
        writeSummary: async (markdown) => {
            process.stdout.write(markdown);
            await Promise.resolve();
        },
    });
    return 0;
}


/***/ })

};
