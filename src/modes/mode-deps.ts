import type { Clock } from '../base/clock.js';
import type { InputReader } from '../settings/input-names.js';
import type { Logger } from '../base/log.js';

/** What every mode gets from the runner; tests pass their own. */
export interface ModeDeps {
  readonly getInput: InputReader;
  readonly env: NodeJS.ProcessEnv;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly setOutput: (name: string, value: string) => void;
  readonly writeSummary: (markdown: string) => Promise<void>;
}
