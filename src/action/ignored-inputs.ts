import { DEFAULTS } from '../settings/defaults.js';
import { Input, type Mode } from '../settings/input-names.js';
import { MODE_ACTIONS } from './mode-actions.js';

/** Inputs the runner fills in for every step (from an expression), given or not. */
const FILLED_BY_RUNNER = new Set<string>([Input.githubToken]);

/** What the root action.yml fills in: DEFAULTS, and the train mode's `cloud` (see defaults.ts). */
const ROOT_DEFAULTS: Readonly<Record<string, string>> = { ...DEFAULTS, [Input.cloud]: 'auto' };

/**
 * The inputs the workflow gave (the runner's INPUT_* variables, other than
 * what action.yml would have filled in anyway) that the running mode does
 * not take: the root action accepts every mode's inputs, so a launch input
 * left in a train step would otherwise be ignored without a word.
 */
export function ignoredInputs(mode: Mode, env: NodeJS.ProcessEnv): string[] {
  const taken = new Set(MODE_ACTIONS[mode]?.inputs ?? []);
  const ignored: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('INPUT_')) continue;
    const name = key.slice('INPUT_'.length).toLowerCase();
    const given = (value ?? '').trim();
    if (name === Input.mode || taken.has(name) || FILLED_BY_RUNNER.has(name)) continue;
    if (given === '' || given === (ROOT_DEFAULTS[name] ?? '')) continue;
    ignored.push(name);
  }
  return ignored.sort();
}

/** One line per ignored input, naming the modes that do take it. */
export function ignoredInputWarning(mode: Mode, name: string): string {
  const takers = Object.entries(MODE_ACTIONS)
    .filter(([, action]) => action.inputs.includes(name))
    .map(([other]) => other);
  const where = takers.length > 0 ? `it is read in ${takers.join(', ')} mode` : 'no mode reads it';
  return `${name}: mode ${mode} does not read this input, so it is ignored (${where}); remove it from this step's with:`;
}
