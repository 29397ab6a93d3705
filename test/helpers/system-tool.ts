import { spawnSync } from 'node:child_process';

/**
 * A program a test needs that `npm ci` does not bring. The README names
 * each one and how to get it; .ci/run installs them.
 */
export interface SystemTool {
  /** As a developer knows it: `shellcheck`, `PyTorch`. */
  readonly name: string;
  /** The command that installs it on Debian or Ubuntu. */
  readonly install: string;
}

export const SHELLCHECK: SystemTool = {
  name: 'shellcheck',
  install: 'apt-get install shellcheck',
};

export const PYTORCH: SystemTool = {
  name: 'PyTorch',
  install: 'apt-get install python3-torch',
};

export type ToolVerdict =
  { readonly kind: 'run' } | { readonly kind: 'skip' | 'fail'; readonly message: string };

/**
 * A developer's fresh machine (Node.js, npm and python3, as the README
 * says) runs the rest of the tests and is told what it skipped and how to
 * get it; CI installs every tool, so a missing one there is a broken CI
 * script and fails rather than passing with less tested.
 */
export function toolVerdict(tool: SystemTool, found: boolean, env: NodeJS.ProcessEnv): ToolVerdict {
  if (found) return { kind: 'run' };
  const missing = `${tool.name} is not installed (${tool.install})`;
  return underCi(env)
    ? { kind: 'fail', message: `${missing}: CI must install it, see .ci/run` }
    : { kind: 'skip', message: `skipped: ${missing}` };
}

/** CI=true as GitHub and .ci/run set it; any value but empty, 0 or false. */
function underCi(env: NodeJS.ProcessEnv): boolean {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/** What requireTool uses of vitest's test context; a test's own context fits. */
export interface Skippable {
  readonly skip: (note: string) => never;
}

/**
 * Runs the test only where `tool` was found. A skip is printed (vitest
 * keeps a skip's note to itself), so it is seen in the plain `npm test`.
 */
export function requireTool(
  context: Skippable,
  tool: SystemTool,
  found: boolean,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const verdict = toolVerdict(tool, found, env);
  if (verdict.kind === 'run') return;
  if (verdict.kind === 'fail') throw new Error(verdict.message);
  console.warn(verdict.message);
  context.skip(verdict.message);
}

/** Whether `command` can be started: on PATH and executable. */
export function onPath(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).error === undefined;
}
