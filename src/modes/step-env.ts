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
 * Given to `run:` steps too, when the job may request an OIDC token; left
 * out all the same: with them the trainer could mint tokens in the job's
 * name for any audience, and its cloud access comes from the VM's identity.
 */
const OIDC_REQUEST = new Set(['ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL']);

/**
 * The environment of the training command: what it would have as a `run:`
 * step, less the OIDC request. The trainer runs the repository's code and
 * its dependencies for hours; it has no use for the tokens the supervisor
 * was handed to upload artifacts and dispatch restarts, so it does not get
 * them. This keeps them out of what the trainer sees, logs or passes on; it
 * is no wall: the README's Security section says what a process of the same
 * user can still read.
 */
export function runStepEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !name.startsWith('INPUT_') && !ACTION_ONLY.has(name) && !OIDC_REQUEST.has(name),
    ),
  );
}
