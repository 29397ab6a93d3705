export const id = 5757;
export const ids = [5757];
export const modules = {

/***/ 45757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   janitorCommand: () => (/* binding */ janitorCommand)
/* harmony export */ });
/* unused harmony export JANITOR_USAGE */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7094);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19473);
/* harmony import */ var _settings_cli_args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66138);
/* harmony import */ var _settings_input_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69185);
/* harmony import */ var _settings_janitor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59229);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36650);
/* harmony import */ var _janitor_sweep_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68487);
/* harmony import */ var _modes_janitor_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43244);









const JANITOR_USAGE = `usage: spot-train janitor --cloud aws|gcp|azure --regions R[,R...] --repo OWNER/REPO [--dry-run]

Terminates the repository's spot-train VMs that are past their max-lifetime
or whose workflow run has ended, and removes offline spot-train runners of
ended runs (never a busy one). Cloud credentials come from each cloud's
standard chain; GITHUB_TOKEN reads runs, SPOT_TRAIN_RUNNER_TOKEN (an admin
token) lists and removes runners; without it runners are left alone.
What cannot be removed is listed after the rest is done, and the exit
status is 1.
`;
/** `spot-train janitor`: the janitor mode from a shell or another scheduler. */
async function janitorCommand(args) {
    const { values } = (0,_settings_cli_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommandLine */ .D)(() => (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...args],
        options: {
            cloud: { type: 'string' },
            regions: { type: 'string' },
            repo: { type: 'string' },
            'dry-run': { type: 'boolean' },
            help: { type: 'boolean', short: 'h' },
        },
        strict: true,
    }), 'spot-train janitor --help');
    if (values.help) {
        process.stdout.write(JANITOR_USAGE);
        return 0;
    }
    const repo = values.repo ?? process.env.GITHUB_REPOSITORY ?? '';
    if (!/^[^/\s]+\/[^/\s]+$/.test(repo))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UserError */ .y(`--repo: "${repo}" is not a repository; expected OWNER/REPO (or set GITHUB_REPOSITORY)\n\n${JANITOR_USAGE}`);
    const inputs = {
        [_settings_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.cloud]: values.cloud ?? '',
        [_settings_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.regions]: values.regions ?? '',
        [_settings_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.dryRun]: values['dry-run'] === true ? 'true' : 'false',
        [_settings_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.githubToken]: process.env.GITHUB_TOKEN ?? '',
        [_settings_input_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Input */ .pd.runnerToken]: process.env.SPOT_TRAIN_RUNNER_TOKEN ?? '',
    };
    const getInput = (name) => inputs[name] ?? '';
    // Checked here too, so a message names the flag rather than the action's input.
    (0,_settings_janitor_js__WEBPACK_IMPORTED_MODULE_3__/* .readJanitorSettings */ .R)(getInput, process.env, {
        cloud: '--cloud',
        regions: '--regions',
        dryRun: '--dry-run',
    });
    try {
        await (0,_modes_janitor_js__WEBPACK_IMPORTED_MODULE_6__/* .janitorMode */ .x)({
            getInput,
            env: { ...process.env, GITHUB_REPOSITORY: repo },
            logger: (0,_log_js__WEBPACK_IMPORTED_MODULE_4__/* .consoleLogger */ .kS)(),
            clock: _clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m,
            writeSummary: async (markdown) => {
                process.stdout.write(markdown);
                await Promise.resolve();
            },
        });
    }
    catch (error) {
        // The message names every failure; a stack trace would only bury it.
        if (!(error instanceof _janitor_sweep_js__WEBPACK_IMPORTED_MODULE_5__/* .IncompleteSweepError */ .xF))
            throw error;
        process.stderr.write(`spot-train: ${error.message}\n`);
        return 1;
    }
    return 0;
}


/***/ })

};
