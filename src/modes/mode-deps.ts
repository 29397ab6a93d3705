import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import type { RunContext } from '../github/run-context.js';

/** What every mode gets from the entry besides its settings; tests pass their own. */
export interface ModeDeps {
  /** The workflow run, read once at the entry. */
  readonly context: RunContext;
  /** The step's environment, which a trainer inherits (less the action's tokens). */
  readonly env: NodeJS.ProcessEnv;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly setOutput: (name: string, value: string) => void;
  readonly writeSummary: (markdown: string) => Promise<void>;
}
