import { UserError } from '../base/errors.js';
import type { RepoRef } from '../github/run-context.js';
import { parseCommandLine } from './cli-args.js';
import { Input } from './input-names.js';
import { janitorSettings, type JanitorSettings } from './janitor.js';
import { flagSource } from './source.js';
import type { SummaryForm } from '../base/summary-form.js';

export const JANITOR_USAGE = `usage: spot-train janitor --cloud aws|gcp|azure --regions R[,R...] --repo OWNER/REPO [--dry-run]
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

/** The janitor's flags, by the input each one sets. */
const FLAGS: Readonly<Record<string, string>> = {
  [Input.cloud]: 'cloud',
  [Input.regions]: 'regions',
  [Input.dryRun]: 'dry-run',
};

/**
 * `spot-train janitor`'s arguments: the janitor's settings as the mode has
 * them, its tokens from the environment, and the repository to sweep.
 */
export function parseJanitorCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
):
  | { readonly help: true }
  | { readonly settings: JanitorSettings; readonly repo: RepoRef; readonly form: SummaryForm } {
  const options = {
    cloud: { type: 'string' },
    // Once per cloud (`--regions gcp:us-central1`): the input's lines.
    regions: { type: 'string', multiple: true },
    repo: { type: 'string' },
    'dry-run': { type: 'boolean' },
    markdown: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  } as const;
  const { values } = parseCommandLine(
    { args: [...args], options, strict: true },
    'spot-train janitor --help',
  );
  if (values.help) return { help: true };
  const repository = values.repo ?? env.GITHUB_REPOSITORY ?? '';
  const [owner, repo] = repository.split('/');
  if (!/^[^/\s]+\/[^/\s]+$/.test(repository) || owner === undefined || repo === undefined)
    throw new UserError(
      `--repo: "${repository}" is not a repository; expected OWNER/REPO (or set GITHUB_REPOSITORY)\n\n${JANITOR_USAGE}`,
    );
  const tokens = {
    [Input.githubToken]: env.GITHUB_TOKEN ?? '',
    [Input.runnerToken]: env.SPOT_TRAIN_RUNNER_TOKEN ?? '',
  };
  const regions = values.regions?.join('\n');
  const source = flagSource(
    { ...values, regions, ...tokens },
    { ...FLAGS, [Input.githubToken]: Input.githubToken, [Input.runnerToken]: Input.runnerToken },
  );
  return {
    settings: janitorSettings(source, env),
    repo: { owner, repo },
    form: values.markdown ? 'markdown' : 'text',
  };
}
