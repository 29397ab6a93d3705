import { systemClock } from '../../src/base/clock.js';
import { runAction, type ActionDeps } from '../../src/main.js';
import type { Mode } from '../../src/settings/input-names.js';
import { RecordingLogger } from './recording-logger.js';

/**
 * Runs one mode in this process as the action's main step would: the mode
 * input set to `mode`, everything the test leaves out a no-op (the runner's
 * state, secrets, outputs, the summary).
 */
export function runMode(
  mode: Mode,
  deps: Partial<ActionDeps> & Pick<ActionDeps, 'getInput' | 'env'>,
): Promise<void> {
  const { getInput } = deps;
  const noop = () => undefined;
  return runAction({
    logger: new RecordingLogger(),
    clock: systemClock,
    setOutput: noop,
    writeSummary: () => Promise.resolve(),
    setMode: noop,
    setSecret: noop,
    recordLaunched: noop,
    handOver: noop,
    onTrainerStart: noop,
    ...deps,
    getInput: (name) => (name === 'mode' ? mode : getInput(name)),
  });
}
