export const id = 380;
export const ids = [380];
export const modules = {

/***/ 7718:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ markdownTable)
/* harmony export */ });
function markdownTable(headers, rows) {
    const line = (cells) => `|${cells.map((cell) => (cell === '' ? ' ' : ` ${cell.replaceAll('|', '\\|')} `)).join('|')}|`;
    return [line(headers), line(headers.map(() => '---')), ...rows.map(line)];
}


/***/ }),

/***/ 59800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
function textTable(headers, rows) {
    const all = [headers, ...rows];
    const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
    return all.map((row) => row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd());
}


/***/ }),

/***/ 10380:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  storeCommand: () => (/* binding */ storeCommand)
});

// EXTERNAL MODULE: ./build/base/log.js
var log = __webpack_require__(82130);
// EXTERNAL MODULE: ./build/base/bytes.js
var bytes = __webpack_require__(25771);
// EXTERNAL MODULE: ./build/base/text-table.js
var text_table = __webpack_require__(59800);
// EXTERNAL MODULE: ./build/report/resume-summary.js
var resume_summary = __webpack_require__(78045);
// EXTERNAL MODULE: ./build/history/read-history.js + 1 modules
var read_history = __webpack_require__(30560);
// EXTERNAL MODULE: ./build/history/resume-timeline.js
var resume_timeline = __webpack_require__(20578);
// EXTERNAL MODULE: ./build/history/attempt-clouds.js
var attempt_clouds = __webpack_require__(93693);
;// CONCATENATED MODULE: ./build/history/gang-tally.js
function gangTally(history) {
    const runs = [];
    let reclaimsSurvived = 0;
    const restarts = { host: 0, other: 0, unknown: 0 };
    for (const run of history) {
        const { gang } = run;
        if (gang) {
            const left = gang.changes.filter((change) => change.kind === 'left');
            reclaimsSurvived += left.filter((change) => change.trainsOn).length;
            runs.push({
                runId: run.runId,
                attempt: run.attempt,
                left: left.length,
                joined: gang.changes.filter((change) => change.kind === 'joined').length,
                shortNodeMinutes: gang.shortNodeMinutes,
                trainedAgain: gang.changes.flatMap((change) => change.kind === 'trained' ? [change.seconds] : []),
            });
        }
        const gangRun = (run.nodes ?? gang?.nodes ?? 1) > 1;
        if (!gangRun || run.interrupted === undefined)
            continue;
        const node = run.interrupted === 'notice' ? run.noticeNode : undefined;
        restarts[node === undefined ? 'unknown' : node === 0 ? 'host' : 'other'] += 1;
    }
    return {
        runs,
        reclaimsSurvived,
        hostRestarts: restarts.host,
        otherRestarts: restarts.other,
        unknownRestarts: restarts.unknown,
    };
}

;// CONCATENATED MODULE: ./build/report/gang-events.js
function gangEventsText(history, tally) {
    const restarts = tally.hostRestarts + tally.otherRestarts + tally.unknownRestarts;
    if (tally.runs.length === 0 && restarts === 0)
        return '';
    const lines = [];
    for (const run of tally.runs) {
        const gang = history.find((h) => h.runId === run.runId)?.gang;
        const size = gang ? ` (${gang.nodes} nodes, min-nodes ${gang.minNodes})` : '';
        lines.push(`run ${run.runId}${attemptText(run)}${size}: ${runCountsText(run)}`);
        for (const change of gang?.changes ?? [])
            lines.push(`  ${timeText(change.at)}  ${changeText(change)}`);
    }
    lines.push(lineageCountsText(tally));
    return `\nelastic gang\n${lines.join('\n')}\n`;
}
function runCountsText(run) {
    const again = run.trainedAgain.length === 0
        ? ''
        : `, trained again ${run.trainedAgain.map((s) => s.toFixed(1)).join(', ')} s after ${run.trainedAgain.length === 1 ? 'it' : 'them'}`;
    return `elastic: ${run.left} left, ${run.joined} joined, ${run.shortNodeMinutes.toFixed(1)} node-min short${again}`;
}
function lineageCountsText(tally) {
    const unknown = tally.unknownRestarts === 0 ? '' : `, ${tally.unknownRestarts} with no node known`;
    return (`whole-gang restarts: ${tally.hostRestarts} from losing node 0 (the rendezvous host), ` +
        `${tally.otherRestarts} from other nodes${unknown}; ` +
        `${plural(tally.reclaimsSurvived, 'departure')} the gang trained on through without a restart`);
}
function changeText(change) {
    const seat = change.seat === undefined ? '' : ` (seat ${change.seat})`;
    switch (change.kind) {
        case 'left': {
            const why = change.why === 'notice' ? `notice (${change.reason})` : `lost (${change.reason})`;
            const after = change.trainsOn ? '' : '; the gang stopped whole';
            return `node ${change.node}${seat} left: ${why}${after}`;
        }
        case 'asked':
            return `replacement node ${change.node}${seat} asked for node ${change.replaces}${runText(change.run)}`;
        case 'joined':
            return `node ${change.node}${seat} joined as a replacement`;
        case 'trained':
            return `node 0 trained again, ${change.seconds.toFixed(1)} s after node ${change.node} ${change.after}`;
    }
}
const runText = (run) => run === undefined ? '' : run.includes('://') ? `: ${run}` : `: run ${run}`;
const attemptText = (run) => run.attempt === undefined ? '' : ` (attempt ${run.attempt})`;
const timeText = (ms) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}Z`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

// EXTERNAL MODULE: ./build/records/lineage-index.js
var lineage_index = __webpack_require__(2285);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/base/errors.js
var errors = __webpack_require__(45145);
// EXTERNAL MODULE: ./build/base/error-code.js
var error_code = __webpack_require__(7090);
// EXTERNAL MODULE: ./build/store/open-store.js
var open_store = __webpack_require__(12604);
;// CONCATENATED MODULE: ./build/local/open-existing-store.js




async function openExistingStore(settings, logger) {
    const { location } = settings;
    if (location.kind === 'file') {
        const found = await (0,promises_.stat)(location.dir).catch((error) => {
            if ((0,error_code/* errorCode */.C)(error) === 'ENOENT')
                return undefined;
            throw error;
        });
        if (!found)
            throw new errors/* UserError */.y(`--store: ${location.dir} does not exist; 'spot-train run' writes to .spot-train/store in the directory it runs in unless given --store`);
        if (!found.isDirectory())
            throw new errors/* UserError */.y(`--store: ${location.dir} is not a directory`);
    }
    return (0,open_store/* openStore */.C)(location, { ...settings.options, logger });
}

// EXTERNAL MODULE: ./build/store/layout.js
var layout = __webpack_require__(60930);
// EXTERNAL MODULE: ./build/settings/cli-args.js
var cli_args = __webpack_require__(66138);
// EXTERNAL MODULE: ./build/settings/source.js
var source = __webpack_require__(73111);
// EXTERNAL MODULE: ./build/settings/store-flags.js
var store_flags = __webpack_require__(49703);
// EXTERNAL MODULE: ./build/settings/store.js
var store = __webpack_require__(12705);
;// CONCATENATED MODULE: ./build/settings/store-command.js






function parseStoreCommand(args, env, spec) {
    const help = `spot-train ${spec.command} --help`;
    const options = {
        ...(0,cli_args/* flagOptions */.v)([...Object.values(store_flags/* STORE_FLAGS */.Wv), ...spec.strings], [...store_flags/* STORE_BOOLEANS */.Op, ...spec.booleans]),
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
    };
    const { values, positionals } = (0,cli_args/* parseCommandLine */.D)({ args: [...args], options, strict: true, allowPositionals: true }, help);
    const raw = (0,store_flags/* storeDirAsUrl */.MQ)(values, process.cwd());
    if (raw.help === true)
        return { help: true };
    if (positionals.length > spec.maxPositionals)
        throw new errors/* UserError */.y(`unexpected argument "${positionals[spec.maxPositionals] ?? ''}" (see '${help}')`);
    return {
        store: (0,store/* readStoreSettings */.lz)((0,source/* flagSource */.q)(raw, store_flags/* STORE_FLAGS */.Wv), {
            mode: spec.command,
            cwd: process.cwd(),
            env,
        }),
        flag: (name) => raw[name],
        positionals,
        help: false,
        verbose: raw.verbose === true,
    };
}
function readId(value, name) {
    if (!(0,layout/* isValidId */.Al)(value))
        throw new errors/* UserError */.y(`${name}: "${value}" is not a lineage or run id; expected letters, digits, '.', '_' or '-', as 'spot-train ls' prints them`);
    return value;
}

// EXTERNAL MODULE: ./build/records/claim.js
var records_claim = __webpack_require__(87637);
// EXTERNAL MODULE: ./build/records/lineage.js
var records_lineage = __webpack_require__(87836);
;// CONCATENATED MODULE: ./build/local/store-listing.js


async function summariseLineages(store, lineages) {
    return Promise.all(lineages.map(async (lineage) => summariseLineage(lineage, await (0,records_lineage/* readLineage */.K)(store, lineage))));
}
function summariseLineage(lineage, runs) {
    const usable = runs.flatMap((run) => (typeof run.manifest === 'string' ? [] : [run.manifest]));
    const newest = runs[0];
    const last = newest && typeof newest.manifest !== 'string' ? newest.manifest : undefined;
    const oldest = runs.some((run) => run.runId === lineage) ? lineage : runs.at(-1)?.runId;
    return {
        lineage,
        runs: runs.length,
        firstRunId: oldest ?? null,
        lastRunId: newest?.runId ?? null,
        lastState: newest ? (last?.state ?? 'unreadable') : null,
        lastUpdatedAt: last?.updatedAt ?? null,
        attempts: Math.max(0, ...usable.map((manifest) => manifest.attempt)),
        files: last?.files.length ?? 0,
        bytes: last ? sumSizes(last.files) : 0,
    };
}
async function summariseRuns(store, lineage) {
    const runs = await (0,records_lineage/* readLineage */.K)(store, lineage);
    return Promise.all(runs.map(async (run) => {
        const claim = await (0,records_claim/* readClaim */.jw)(store, lineage, run.runId);
        const restartClaim = claim?.body
            ? {
                by: claim.body.by,
                claimedAt: claim.body.claimedAt,
                restartRunId: claim.body.restartRunId ?? null,
            }
            : null;
        const manifest = run.manifest;
        if (typeof manifest === 'string')
            return {
                runId: run.runId,
                attempt: null,
                state: 'unreadable',
                startedAt: null,
                updatedAt: null,
                files: 0,
                bytes: 0,
                restoredFrom: null,
                problem: manifest,
                restartClaim,
            };
        return {
            runId: run.runId,
            attempt: manifest.attempt,
            state: manifest.state,
            startedAt: manifest.startedAt,
            updatedAt: manifest.updatedAt,
            files: manifest.files.length,
            bytes: sumSizes(manifest.files),
            restoredFrom: manifest.restoredFrom ?? null,
            problem: null,
            restartClaim,
        };
    }));
}
function sumSizes(files) {
    return files.reduce((sum, file) => sum + file.size, 0);
}

;// CONCATENATED MODULE: ./build/local/store-ls.js














const LS_USAGE = `usage: spot-train ls [--store URL] [LINEAGE] [--json]

Without LINEAGE, lists the store's lineages: first and last run, the last
run's state, its attempt number, and the size of its file set (what a
restart would restore). With LINEAGE, lists its runs newest first: attempt,
state, when it started and was last updated (sealed), its file set, and who
claimed the restart after it.

options:
${store_flags/* STORE_FLAGS_USAGE */.ax}  --json                     print JSON instead of a table:
                             without LINEAGE {"store", "lineages": [{"lineage", "runs",
                               "firstRunId", "lastRunId", "lastState", "lastUpdatedAt",
                               "attempts", "files", "bytes"}]}
                             with LINEAGE {"store", "lineage", "runs": [{"runId", "attempt",
                               "state", "startedAt", "updatedAt", "files", "bytes",
                               "restoredFrom", "problem", "restartClaim": {"by", "claimedAt",
                               "restartRunId"} | null, "cloud"*}], "interruptions": [{"runId",
                               "attempt", "kind", "nextRunId", "cloud"*, "nextCloud"*,
                               "totalMs", "points":
                               [{"point", "at", "sinceStartMs", "gapMs"}]}], "gangs":
                               {"runs": [{"runId", "attempt", "left", "joined",
                               "shortNodeMinutes", "changes": [{"kind", "node", "seat",
                               "at", ...}]}], "reclaimsSurvived", "hostRestarts",
                               "otherRestarts", "unknownRestarts"}}
                             bytes are exact; times are ISO 8601; unknown values are null;
                             * only when the lineage's runs ran on more than one cloud

With LINEAGE, a lineage that ran a gang gets an "elastic gang" section: for
each run of an elastic gang, how many nodes left and joined and the
node-minutes it trained short of its size, then each change (who left and
why, the replacement node 0 asked for, who joined); and for the lineage,
the whole-gang restarts caused by losing node 0 (the rendezvous host) or
another node, against the departures the gang trained on through.

When the lineage's runs ran on more than one cloud, the runs get a CLOUD
column and each resume names the clouds ("run 101 on gcp").

Each interruption that a later run continued is followed by its resume
timeline: the notice (or finalize finding the VM gone), durable,
dispatched, and the next run's start, VM, runner, train step, restore and
first step, each as recorded, or unknown.

exit status: 0 listed (an empty store lists nothing), 1 the store failed or
LINEAGE has no runs, 2 a usage error.
`;
async function lsCommand(args) {
    const line = parseStoreCommand(args, process.env, {
        command: 'ls',
        strings: [],
        booleans: ['json'],
        maxPositionals: 1,
    });
    if (line.help) {
        process.stdout.write(LS_USAGE);
        return 0;
    }
    const given = line.positionals[0];
    const lineage = given === undefined ? undefined : readId(given, 'LINEAGE');
    const logger = (0,log/* consoleLogger */.kS)({ verbose: line.verbose });
    const store = await openExistingStore(line.store, logger);
    const json = line.flag('json') === true;
    if (lineage === undefined) {
        const lineages = await summariseLineages(store, await (0,lineage_index/* listLineages */.hp)(store));
        write(json ? { store: store.url, lineages } : lineageTable(store.url, lineages));
        return 0;
    }
    const runs = await summariseRuns(store, lineage);
    if (runs.length === 0) {
        process.stderr.write(`spot-train: lineage ${lineage} has no runs in ${store.url}; 'spot-train ls' lists its lineages\n`);
        return 1;
    }
    const warn = (message) => process.stderr.write(`spot-train: ${message}\n`);
    const history = await (0,read_history/* readLineageHistory */.gY)(store, lineage, { warn });
    const timelines = (0,resume_timeline/* resumeTimelines */.w)(history);
    const gangs = gangTally(history);
    const clouds = (0,attempt_clouds/* cloudsWhenMixed */.K)(history);
    write(json
        ? {
            store: store.url,
            lineage,
            runs: clouds.size === 0
                ? runs
                : runs.map((r) => ({ ...r, cloud: clouds.get(r.runId) ?? null })),
            interruptions: timelines.map(timelineJson),
            gangs: gangsJson(history, gangs),
        }
        : runTable(store.url, lineage, runs, clouds) +
            gangEventsText(history, gangs) +
            (0,resume_summary/* resumeText */.xI)(timelines));
    return 0;
}
function gangsJson(history, tally) {
    const changesOf = (runId) => (history.find((run) => run.runId === runId)?.gang?.changes ?? []).map((change) => ({
        ...change,
        at: new Date(change.at).toISOString(),
    }));
    return {
        ...tally,
        runs: tally.runs.map((run) => ({ ...run, changes: changesOf(run.runId) })),
    };
}
function timelineJson(timeline) {
    return {
        ...timeline,
        points: timeline.points.map((point) => ({
            ...point,
            at: point.at === null ? null : new Date(point.at).toISOString(),
        })),
    };
}
function write(output) {
    process.stdout.write(typeof output === 'string' ? output : `${JSON.stringify(output, null, 2)}\n`);
}
function lineageTable(storeUrl, lineages) {
    if (lineages.length === 0)
        return `no lineages in ${storeUrl}\n`;
    const rows = lineages.map((l) => [
        l.lineage,
        String(l.runs),
        l.firstRunId ?? '-',
        l.lastRunId ?? '-',
        l.lastState ?? '-',
        String(l.attempts),
        shortTime(l.lastUpdatedAt),
        `${l.files} (${(0,bytes/* formatBytes */.z)(l.bytes)})`,
    ]);
    const headers = [
        'LINEAGE',
        'RUNS',
        'FIRST RUN',
        'LAST RUN',
        'STATE',
        'ATTEMPTS',
        'UPDATED',
        'FILES',
    ];
    return `${(0,text_table/* textTable */.e)(headers, rows).join('\n')}\n`;
}
function runTable(storeUrl, lineage, runs, clouds) {
    const named = clouds.size > 0;
    const rows = runs.map((r) => [
        r.attempt === null ? '-' : String(r.attempt),
        r.runId,
        ...(named ? [clouds.get(r.runId) ?? '-'] : []),
        r.state,
        shortTime(r.startedAt),
        shortTime(r.updatedAt),
        `${r.files} (${(0,bytes/* formatBytes */.z)(r.bytes)})`,
        r.problem ?? claimText(r.restartClaim),
    ]);
    const headers = [
        'ATTEMPT',
        'RUN',
        ...(named ? ['CLOUD'] : []),
        'STATE',
        'STARTED',
        'UPDATED',
        'FILES',
        'RESTART',
    ];
    return `lineage ${lineage} in ${storeUrl}\n${(0,text_table/* textTable */.e)(headers, rows).join('\n')}\n`;
}
function claimText(claim) {
    if (claim === null)
        return '-';
    return claim.restartRunId === null
        ? `claimed by ${claim.by}`
        : `claimed by ${claim.by}: run ${claim.restartRunId}`;
}
function shortTime(iso) {
    return iso === null ? '-' : `${iso.slice(0, 19).replace('T', ' ')}Z`;
}

// EXTERNAL MODULE: ./build/checkpoints/retire-runs.js
var retire_runs = __webpack_require__(68336);
// EXTERNAL MODULE: ./build/checkpoints/run-retention.js
var run_retention = __webpack_require__(72374);
// EXTERNAL MODULE: ./build/base/count.js
var count = __webpack_require__(29787);
// EXTERNAL MODULE: ./build/settings/values.js
var values = __webpack_require__(39416);
;// CONCATENATED MODULE: ./build/local/store-prune.js













const PRUNE_USAGE = `usage: spot-train prune [--store URL] --keep N [--lineage L] [--dry-run | --apply]

Applies retention from outside a run: of each lineage (or only L), the N
newest runs are kept, as the retention input keeps earlier runs, and the
rest are removed: manifest first, so no restore can pick a run whose files
are going, then every object of theirs that no kept manifest names. Never
removed: a run still launched or running, a run whose manifest cannot be
read, the newest run with a file set (what a restart restores), and each
run's restart claim and successor record (they stop a late job restarting
a removed run twice).

Without --apply nothing is removed: the runs that would go are listed with
their object count and the bytes their manifests record for those objects.

options:
  --keep N                   runs kept per lineage, newest first (required, at least 1)
  --lineage L                only this lineage
  --dry-run                  list what would go (the default)
  --apply                    remove it
${store_flags/* STORE_FLAGS_USAGE */.ax}
Needs a store that can list and remove objects (file://, s3://, gs://, az://).
exit status: 0 done (or nothing to remove), 1 the store failed, 2 a usage error.
`;
async function pruneCommand(args) {
    const line = parseStoreCommand(args, process.env, {
        command: 'prune',
        strings: ['keep', 'lineage'],
        booleans: ['dry-run', 'apply'],
        maxPositionals: 0,
    });
    if (line.help) {
        process.stdout.write(PRUNE_USAGE);
        return 0;
    }
    const keepText = line.flag('keep');
    if (typeof keepText !== 'string')
        throw new errors/* UserError */.y(`--keep is required: how many runs of each lineage to keep (see 'spot-train prune --help')`);
    const keep = (0,values/* parseInteger */.cG)(keepText, '--keep', { min: 1, max: 10_000 });
    if (line.flag('apply') === true && line.flag('dry-run') === true)
        throw new errors/* UserError */.y('give --dry-run or --apply, not both');
    const apply = line.flag('apply') === true;
    const lineageFlag = line.flag('lineage');
    const only = typeof lineageFlag === 'string' ? readId(lineageFlag, '--lineage') : undefined;
    const logger = (0,log/* consoleLogger */.kS)({ verbose: line.verbose });
    const store = await openExistingStore(line.store, logger);
    (0,run_retention/* requireRetentionSupport */.R)(store, keep, '--store');
    const lineages = only !== undefined ? [only] : await (0,lineage_index/* listLineages */.hp)(store);
    let total = { runs: 0, objects: 0, bytes: 0 };
    let complete = true;
    for (const lineage of lineages) {
        const runs = await (0,records_lineage/* readLineage */.K)(store, lineage);
        const plan = { lineage, runs, keep, protect: newestWithFiles(runs) };
        const counted = await describePlan(store, plan, apply);
        if (apply && counted.runs > 0)
            complete = (await retire(store, plan, logger)) && complete;
        total = {
            runs: total.runs + counted.runs,
            objects: total.objects + counted.objects,
            bytes: total.bytes + counted.bytes,
        };
    }
    const verb = apply ? 'removed' : 'would remove';
    process.stdout.write(`${verb} ${(0,count/* countOf */.p)(total.runs, 'run')}: ${(0,count/* countOf */.p)(total.objects, 'object')}, ${(0,bytes/* formatBytes */.z)(total.bytes)}${apply || total.runs === 0 ? '' : ' (dry run: add --apply to remove them)'}\n`);
    if (complete)
        return 0;
    process.stderr.write('spot-train: some runs could not be removed whole; the warnings above say which\n');
    return 1;
}
function newestWithFiles(runs) {
    return runs.find((run) => typeof run.manifest !== 'string' && run.manifest.files.length > 0)
        ?.runId;
}
async function describePlan(store, plan, apply) {
    const { kept, retiring, named } = (0,retire_runs/* planRetirement */.Ze)(planParams(plan));
    const going = new Map();
    for (const run of retiring) {
        const keys = new Set(await (0,retire_runs/* retiredKeys */.Qo)(store, plan.lineage, run.runId, named));
        const sizes = new Map(run.manifest.files
            .filter((file) => keys.has(file.key))
            .map((file) => [file.key, file.pack?.size ?? file.size]));
        const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
        const entry = (0,retire_runs/* retiredEntry */.Wp)(plan.lineage, run.runId, run.manifest.attempt);
        going.set(run.runId, { objects: keys.size + 1 + (entry === undefined ? 0 : 1), bytes });
    }
    const rows = plan.runs.map((run) => {
        const gone = going.get(run.runId);
        const attempt = typeof run.manifest === 'string' ? '-' : String(run.manifest.attempt);
        const fate = gone
            ? `${apply ? 'remove' : 'would remove'}: ${(0,count/* countOf */.p)(gone.objects, 'object')}, ${(0,bytes/* formatBytes */.z)(gone.bytes)}`
            : `keep: ${whyKept(run, plan, kept.findIndex((k) => k.runId === run.runId))}`;
        return [
            attempt,
            run.runId,
            typeof run.manifest === 'string' ? 'unreadable' : run.manifest.state,
            fate,
        ];
    });
    process.stdout.write(`lineage ${plan.lineage}\n${(0,text_table/* textTable */.e)(['ATTEMPT', 'RUN', 'STATE', ''], rows).join('\n')}\n`);
    const values = [...going.values()];
    return {
        runs: values.length,
        objects: values.reduce((sum, v) => sum + v.objects, 0),
        bytes: values.reduce((sum, v) => sum + v.bytes, 0),
    };
}
function whyKept(run, plan, keptAt) {
    if (typeof run.manifest === 'string')
        return `its manifest cannot be read (${run.manifest})`;
    if (keptAt >= 0 && keptAt < plan.keep)
        return `one of the ${plan.keep} newest`;
    if (run.runId === plan.protect)
        return 'the newest run with files, what a restart restores';
    return `it is ${run.manifest.state}`;
}
function planParams(plan) {
    return {
        lineage: plan.lineage,
        earlier: plan.runs,
        keep: plan.keep,
        ...(plan.protect === undefined ? {} : { restoredFrom: plan.protect }),
        namedNow: new Set(),
        spare: ['running', 'launched'],
    };
}
async function retire(store, plan, logger) {
    let failures = 0;
    const counting = {
        ...logger,
        warning: (message) => {
            failures++;
            logger.warning(message);
        },
    };
    await (0,retire_runs/* retireRuns */.o9)({ ...planParams(plan), store, logger: counting });
    return failures === 0;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/base/clock.js
var clock = __webpack_require__(42030);
// EXTERNAL MODULE: ./build/checkpoints/restore.js + 2 modules
var restore = __webpack_require__(17509);
// EXTERNAL MODULE: ./build/base/duration.js
var duration = __webpack_require__(15902);
// EXTERNAL MODULE: ./build/settings/ranges.js
var ranges = __webpack_require__(13496);
// EXTERNAL MODULE: ./build/records/run-manifest.js
var run_manifest = __webpack_require__(76588);
// EXTERNAL MODULE: ./build/local/command-failed.js
var command_failed = __webpack_require__(69203);
;// CONCATENATED MODULE: ./build/local/store-restore.js



















const RESTORE_USAGE = `usage: spot-train restore [--store URL] [--lineage L] [--run R] [options] DEST

Restores into DEST what a restart would: the newest run of the lineage
whose whole file set downloads with the sizes and SHA-256 its manifest
recorded, passing over runs with no files or with torn or tampered objects.
Files are staged in DEST/.spot-train-staging and moved into place only once
the whole set is verified.

options:
  --lineage L                the lineage (default: the store's only one or, of several,
                             the one whose newest run was updated last; the log says which)
  --run R                    restore exactly this run's file set, never an earlier one;
                             fails if it cannot be restored whole
  --concurrency N            files downloaded at once (default 8)
  --force                    restore into a DEST that is not empty; files of the same
                             path are replaced, others are left alone (without it a
                             non-empty DEST is refused)
${store_flags/* STORE_FLAGS_USAGE */.ax}
exit status: 0 restored, 1 nothing restorable (or the store failed), 2 a usage error.
`;
async function restoreCommand(args) {
    const line = parseStoreCommand(args, process.env, {
        command: 'restore',
        strings: ['lineage', 'run', 'concurrency'],
        booleans: ['force'],
        maxPositionals: 1,
    });
    if (line.help) {
        process.stdout.write(RESTORE_USAGE);
        return 0;
    }
    const given = line.positionals[0];
    if (given === undefined)
        throw new errors/* UserError */.y(`DEST is missing: name the directory to restore into (see 'spot-train restore --help')`);
    const text = (name) => {
        const value = line.flag(name);
        return typeof value === 'string' ? value : undefined;
    };
    const lineageFlag = optionalId(text('lineage'), '--lineage');
    const runFlag = optionalId(text('run'), '--run');
    const concurrency = (0,values/* parseInteger */.cG)(text('concurrency') ?? '8', '--concurrency', ranges/* CONCURRENCY_RANGE */.Y_);
    const dest = (0,external_node_path_.resolve)(given);
    await requireEmpty(dest, line.flag('force') === true);
    const logger = (0,log/* consoleLogger */.kS)({ verbose: line.verbose });
    const store = await openExistingStore(line.store, logger);
    const lineage = lineageFlag ??
        (runFlag !== undefined
            ? await lineageOfRun(store, runFlag)
            : await chooseLineage(store, logger));
    const runs = runFlag === undefined ? undefined : [await oneRun(store, lineage, runFlag)];
    await (0,promises_.mkdir)(dest, { recursive: true });
    const result = await (0,restore/* restoreLineage */.c)({
        store,
        lineage,
        currentRunId: '',
        restartDir: dest,
        concurrency,
        clock: clock/* systemClock */.m,
        logger,
        announce: false,
        ...(runs ? { runs } : {}),
    });
    if (result.fromRunId === undefined)
        throw new command_failed/* CommandFailed */.n(nothingRestored(store, lineage, result));
    const taken = await (0,run_manifest/* readRunManifest */.tT)(store, lineage, result.fromRunId);
    const attempt = typeof taken === 'object' ? ` (attempt ${taken.attempt}, ${taken.state})` : '';
    process.stdout.write(`${restoredLine(result, dest, attempt)}\n`);
    return 0;
}
function optionalId(value, name) {
    return value === undefined ? undefined : readId(value, name);
}
async function requireEmpty(dest, force) {
    if (force)
        return;
    let entries;
    try {
        entries = await (0,promises_.readdir)(dest);
    }
    catch {
        return;
    }
    if (entries.length > 0)
        throw new errors/* UserError */.y(`DEST: ${dest} is not empty; restore into a new directory, or add --force to replace files there`);
}
async function lineageOfRun(store, runId) {
    const text = await store.readText((0,layout/* runIndexKey */.fF)(runId));
    if (text !== undefined)
        return (0,layout/* lineageOfIndex */.R2)(text);
    for (const lineage of await (0,lineage_index/* listLineages */.hp)(store)) {
        if (lineage === runId)
            return lineage;
        const entries = await (0,lineage_index/* readLineageIndex */.wW)(store, lineage);
        if (entries?.some((entry) => entry.runId === runId))
            return lineage;
    }
    throw new command_failed/* CommandFailed */.n(`--run: no run ${runId} in ${store.url}; 'spot-train ls LINEAGE' lists a lineage's runs`);
}
async function oneRun(store, lineage, runId) {
    const manifest = await (0,run_manifest/* readRunManifest */.tT)(store, lineage, runId);
    if (manifest === undefined)
        throw new command_failed/* CommandFailed */.n(`--run: lineage ${lineage} in ${store.url} has no run ${runId}`);
    return {
        runId,
        manifest: typeof manifest === 'string' ? `its manifest is unusable: ${manifest}` : manifest,
    };
}
async function chooseLineage(store, logger) {
    const names = await (0,lineage_index/* listLineages */.hp)(store);
    if (names.length === 0)
        throw new command_failed/* CommandFailed */.n(`no lineages in ${store.url}: nothing to restore`);
    if (names.length === 1)
        return names[0] ?? '';
    const summaries = await summariseLineages(store, names);
    const newest = summaries.reduce((best, next) => (next.lastUpdatedAt ?? '') > (best.lastUpdatedAt ?? '') ? next : best);
    logger.info(`${store.url} holds ${names.length} lineages; restoring ${newest.lineage}, whose newest run was updated last (choose with --lineage)`);
    return newest.lineage;
}
function nothingRestored(store, lineage, result) {
    if (result.skipped.length === 0)
        return `lineage ${lineage} has no runs in ${store.url}`;
    const reasons = result.skipped.map((skip) => `  run ${skip.runId}: ${skip.reason}`).join('\n');
    return `nothing of lineage ${lineage} in ${store.url} can be restored:\n${reasons}`;
}
function restoredLine(result, dest, attempt) {
    const seconds = result.durationMs / 1000;
    const rate = seconds > 0 ? `, ${(0,bytes/* formatBytes */.z)(Math.round(result.bytes / seconds))}/s` : '';
    return `restored ${(0,count/* countOf */.p)(result.files.length, 'file')} (${(0,bytes/* formatBytes */.z)(result.bytes)}) of run ${result.fromRunId ?? ''}${attempt} into ${dest} in ${(0,duration/* formatDuration */.a3)(result.durationMs)}${rate}`;
}

;// CONCATENATED MODULE: ./build/local/store-commands.js



function storeCommand(command, args) {
    switch (command) {
        case 'ls':
            return lsCommand(args);
        case 'restore':
            return restoreCommand(args);
        case 'prune':
            return pruneCommand(args);
    }
}


/***/ }),

/***/ 78045:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fe: () => (/* binding */ resumeMarkdown),
/* harmony export */   xI: () => (/* binding */ resumeText)
/* harmony export */ });
/* unused harmony export UNKNOWN */
/* harmony import */ var _base_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15902);
/* harmony import */ var _base_markdown_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7718);
/* harmony import */ var _base_text_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59800);



const UNKNOWN = 'unknown';
function resumeMarkdown(timelines) {
    if (timelines.length === 0)
        return '';
    return timelines
        .flatMap((timeline) => [
        `#### ${heading(timeline)}`,
        '',
        ...(0,_base_markdown_table_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Q)(['Point', 'At (UTC)', 'Since interruption', 'Gap'], rowsOf(timeline)),
        '',
    ])
        .join('\n');
}
function resumeText(timelines) {
    return timelines
        .map((timeline) => `\n${heading(timeline)}\n${(0,_base_text_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textTable */ .e)(['POINT', 'AT', 'SINCE', 'GAP'], rowsOf(timeline)).join('\n')}\n`)
        .join('');
}
function heading(timeline) {
    const what = timeline.kind === 'notice' ? 'notice' : 'VM lost without a notice';
    const total = timeline.totalMs === null ? UNKNOWN : formatSigned(timeline.totalMs).replace(/^\+/, '');
    return `Resume after run ${timeline.runId}${onCloud(timeline.cloud)} (${what}) by run ${timeline.nextRunId}${onCloud(timeline.nextCloud)}: first step ${total} after the interruption`;
}
function onCloud(cloud) {
    return cloud ? ` on ${cloud}` : '';
}
function rowsOf(timeline) {
    const day = timeline.points.find((point) => point.at !== null)?.at ?? undefined;
    return timeline.points.map((point) => [
        point.point,
        point.at === null ? UNKNOWN : utcTime(point.at, day),
        point.sinceStartMs === null ? UNKNOWN : formatSigned(point.sinceStartMs),
        point.at === null ? UNKNOWN : point.gapMs === null ? '' : formatSigned(point.gapMs),
    ]);
}
function formatSigned(ms) {
    return ms < 0 ? `-${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(-ms)}` : `+${(0,_base_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(ms)}`;
}
function utcTime(ms, first) {
    const iso = new Date(ms).toISOString();
    const sameDay = first !== undefined && new Date(first).toISOString().slice(0, 10) === iso.slice(0, 10);
    return sameDay ? iso.slice(11, 23) : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
}


/***/ })

};
