export const id = 2815;
export const ids = [2815];
export const modules = {

/***/ 72815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  janitorCommand: () => (/* binding */ janitorCommand)
});

// EXTERNAL MODULE: ./build/base/clock.js
var clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: ./build/cleanup/sweep-repo.js + 1 modules
var sweep_repo = __webpack_require__(14688);
// EXTERNAL MODULE: ./build/cleanup/sweep.js + 1 modules
var sweep = __webpack_require__(76464);
// EXTERNAL MODULE: ./build/github/github-api.js + 1 modules
var github_api = __webpack_require__(86058);
// EXTERNAL MODULE: ./build/github/run-context.js
var run_context = __webpack_require__(74809);
// EXTERNAL MODULE: ./build/report/janitor-summary.js
var janitor_summary = __webpack_require__(19855);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/settings/cli-args.js
var cli_args = __webpack_require__(66138);
// EXTERNAL MODULE: ./build/settings/input-names.js
var input_names = __webpack_require__(69185);
// EXTERNAL MODULE: ./build/settings/janitor.js
var janitor = __webpack_require__(59229);
// EXTERNAL MODULE: ./build/settings/source.js
var settings_source = __webpack_require__(73111);
;// CONCATENATED MODULE: ./build/settings/janitor-flags.js





const JANITOR_USAGE = `usage: spot-train janitor --cloud aws|gcp|azure --regions R[,R...] --repo OWNER/REPO [--dry-run]
       spot-train janitor --cloud aws,gcp --regions aws:R[,R...] --regions gcp:R[,R...] --repo OWNER/REPO

Terminates the repository's spot-train VMs that are past their max-lifetime
or whose workflow run has ended, and removes offline spot-train runners of
ended runs (never a busy one). With several clouds, each is swept in the
regions its own --regions names (AWS_REGION serves AWS when none does).
Cloud credentials come from each cloud's standard chain; GITHUB_TOKEN reads
runs, SPOT_TRAIN_RUNNER_TOKEN (an admin token) lists and removes runners;
without it runners are left alone. What cannot be removed, and a cloud that
cannot be reached, are listed after the rest is done, and the exit status
is 1.

options:
  --dry-run                  say what would be removed, remove nothing
  --markdown                 print the summary as Markdown, as the janitor mode writes it
                             to the job summary (default: a plain table)
  -h, --help                 this help
`;
const FLAGS = {
    [input_names/* Input */.pd.cloud]: 'cloud',
    [input_names/* Input */.pd.regions]: 'regions',
    [input_names/* Input */.pd.dryRun]: 'dry-run',
};
function parseJanitorCommand(args, env) {
    const options = {
        cloud: { type: 'string' },
        regions: { type: 'string', multiple: true },
        repo: { type: 'string' },
        'dry-run': { type: 'boolean' },
        markdown: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    };
    const { values } = (0,cli_args/* parseCommandLine */.D)({ args: [...args], options, strict: true }, 'spot-train janitor --help');
    if (values.help)
        return { help: true };
    const repository = values.repo ?? env.GITHUB_REPOSITORY ?? '';
    const [owner, repo] = repository.split('/');
    if (!/^[^/\s]+\/[^/\s]+$/.test(repository) || owner === undefined || repo === undefined)
        throw new errors/* UserError */.y(`--repo: "${repository}" is not a repository; expected OWNER/REPO (or set GITHUB_REPOSITORY)\n\n${JANITOR_USAGE}`);
    const tokens = {
        [input_names/* Input */.pd.githubToken]: env.GITHUB_TOKEN ?? '',
        [input_names/* Input */.pd.runnerToken]: env.SPOT_TRAIN_RUNNER_TOKEN ?? '',
    };
    const regions = values.regions?.join('\n');
    const source = (0,settings_source/* flagSource */.q)({ ...values, regions, ...tokens }, { ...FLAGS, [input_names/* Input */.pd.githubToken]: input_names/* Input */.pd.githubToken, [input_names/* Input */.pd.runnerToken]: input_names/* Input */.pd.runnerToken });
    return {
        settings: (0,janitor/* janitorSettings */.D)(source, env),
        repo: { owner, repo },
        form: values.markdown ? 'markdown' : 'text',
    };
}

;// CONCATENATED MODULE: ./build/local/janitor-command.js








async function janitorCommand(args) {
    const parsed = parseJanitorCommand(args, process.env);
    if ('help' in parsed) {
        process.stdout.write(JANITOR_USAGE);
        return 0;
    }
    const { settings, repo } = parsed;
    const deps = {
        context: await (0,run_context/* readRunContext */.$p)(process.env),
        clock: clock/* systemClock */.m,
        logger: (0,log/* consoleLogger */.kS)(),
    };
    const api = (token) => (0,github_api/* runApi */.ME)(deps, token);
    const { plan, failures } = await (0,sweep_repo/* sweepRepo */.J)({
        ...settings,
        repo,
        runsApi: api(settings.githubToken),
        runnersApi: settings.runnerToken === '' ? undefined : api(settings.runnerToken),
        ...deps,
    });
    process.stdout.write((0,janitor_summary/* janitorSummary */.u)(plan, settings.dryRun, failures, parsed.form, settings.sweeps.length));
    if (failures.length === 0)
        return 0;
    process.stderr.write(`spot-train: ${new sweep/* IncompleteSweepError */.xF(failures).message}\n`);
    return 1;
}


/***/ })

};
