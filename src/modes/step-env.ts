/**
 * Variables the runner gives an action but not a `run:` step: the service
 * tokens of artifacts and caches. The action's inputs (INPUT_*, among them
 * `github-token`) are left out too.
 */
const ACTION_ONLY = new Set([
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_SERVICE_V2',
]);

/**
 * The environment of the training command: what it would have as a `run:`
 * step. The trainer runs the repository's code and its dependencies for
 * hours; it has no use for the tokens the supervisor was handed to upload
 * artifacts and dispatch restarts, so it does not get them.
 */
export function runStepEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.startsWith('INPUT_') && !ACTION_ONLY.has(name)),
  );
}
