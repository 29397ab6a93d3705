import { systemClock } from '../base/clock.js';
import { consoleLogger } from '../base/log.js';
import { sweepRepo } from '../cleanup/sweep-repo.js';
import { IncompleteSweepError } from '../cleanup/sweep.js';
import { runApi } from '../github/github-api.js';
import { readRunContext } from '../github/run-context.js';
import { janitorSummary } from '../report/janitor-summary.js';
import { JANITOR_USAGE, parseJanitorCommand } from '../settings/janitor-flags.js';

/** `spot-train janitor`: the janitor mode's sweep from a shell or another scheduler. */
export async function janitorCommand(args: readonly string[]): Promise<number> {
  const parsed = parseJanitorCommand(args, process.env);
  if ('help' in parsed) {
    process.stdout.write(JANITOR_USAGE);
    return 0;
  }
  const { settings, repo } = parsed;
  const deps = {
    context: await readRunContext(process.env),
    clock: systemClock,
    logger: consoleLogger(),
  };
  const api = (token: string) => runApi(deps, token);
  const { plan, failures } = await sweepRepo({
    ...settings,
    repo,
    runsApi: api(settings.githubToken),
    runnersApi: settings.runnerToken === '' ? undefined : api(settings.runnerToken),
    ...deps,
  });
  process.stdout.write(
    janitorSummary(plan, settings.dryRun, failures, parsed.form, settings.sweeps.length),
  );
  if (failures.length === 0) return 0;
  // The message names every failure; a stack trace would only bury it.
  process.stderr.write(`spot-train: ${new IncompleteSweepError(failures).message}\n`);
  return 1;
}
