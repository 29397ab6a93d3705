import { parseArgs } from 'node:util';
import { systemClock } from '../base/clock.js';
import { UserError } from '../base/errors.js';
import { parseCommandLine } from '../settings/cli-args.js';
import { Input } from '../settings/input-names.js';
import { readJanitorSettings } from '../settings/janitor.js';
import { consoleLogger } from '../base/log.js';
import { IncompleteSweepError } from '../cleanup/sweep.js';
import { janitorMode } from '../modes/janitor.js';

export const JANITOR_USAGE = `usage: spot-train janitor --cloud aws|gcp|azure --regions R[,R...] --repo OWNER/REPO [--dry-run]

Terminates the repository's spot-train VMs that are past their max-lifetime
or whose workflow run has ended, and removes offline spot-train runners of
ended runs (never a busy one). Cloud credentials come from each cloud's
standard chain; GITHUB_TOKEN reads runs, SPOT_TRAIN_RUNNER_TOKEN (an admin
token) lists and removes runners; without it runners are left alone.
What cannot be removed is listed after the rest is done, and the exit
status is 1.
`;

/** `spot-train janitor`: the janitor mode from a shell or another scheduler. */
export async function janitorCommand(args: readonly string[]): Promise<number> {
  const { values } = parseCommandLine(
    () =>
      parseArgs({
        args: [...args],
        options: {
          cloud: { type: 'string' },
          regions: { type: 'string' },
          repo: { type: 'string' },
          'dry-run': { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
        },
        strict: true,
      }),
    'spot-train janitor --help',
  );
  if (values.help) {
    process.stdout.write(JANITOR_USAGE);
    return 0;
  }
  const repo = values.repo ?? process.env.GITHUB_REPOSITORY ?? '';
  if (!/^[^/\s]+\/[^/\s]+$/.test(repo))
    throw new UserError(
      `--repo: "${repo}" is not a repository; expected OWNER/REPO (or set GITHUB_REPOSITORY)\n\n${JANITOR_USAGE}`,
    );
  const inputs: Record<string, string> = {
    [Input.cloud]: values.cloud ?? '',
    [Input.regions]: values.regions ?? '',
    [Input.dryRun]: values['dry-run'] === true ? 'true' : 'false',
    [Input.githubToken]: process.env.GITHUB_TOKEN ?? '',
    [Input.runnerToken]: process.env.SPOT_TRAIN_RUNNER_TOKEN ?? '',
  };
  const getInput = (name: string) => inputs[name] ?? '';
  // Checked here too, so a message names the flag rather than the action's input.
  readJanitorSettings(getInput, process.env, {
    cloud: '--cloud',
    regions: '--regions',
    dryRun: '--dry-run',
  });
  try {
    await janitorMode({
      getInput,
      env: { ...process.env, GITHUB_REPOSITORY: repo },
      logger: consoleLogger(),
      clock: systemClock,
      writeSummary: async (markdown) => {
        process.stdout.write(markdown);
        await Promise.resolve();
      },
    });
  } catch (error) {
    // The message names every failure; a stack trace would only bury it.
    if (!(error instanceof IncompleteSweepError)) throw error;
    process.stderr.write(`spot-train: ${error.message}\n`);
    return 1;
  }
  return 0;
}
