import { systemClock } from '../base/clock.js';
import { consoleLogger } from '../base/log.js';
import { requireRetentionSupport } from '../checkpoints/run-retention.js';
import { RUN_USAGE, parseRunOptions } from '../settings/local-run.js';
import { openStore } from '../store/open-store.js';
import { asksHelp } from './asks-help.js';
import { formatLocalReport } from './report.js';
import { runLocally } from './run-loop.js';
import { EXIT_CODES, WORK_LOST_EXIT_CODE } from './exit-codes.js';
import { lockWorkDir } from './work-lock.js';
import { workLostByAttempt } from './work-lost.js';

/** `spot-train run`: the trainer under the supervisor, attempt after attempt, with a local report. */
export async function runCommand(argv: readonly string[]): Promise<number> {
  const split = argv.indexOf('--');
  if (asksHelp(split < 0 ? argv : argv.slice(0, split))) {
    process.stdout.write(RUN_USAGE);
    return 0;
  }
  const options = parseRunOptions(argv, process.cwd(), process.env);
  const logger = consoleLogger({ verbose: options.verbose });
  const lock = await lockWorkDir(options.workDir, logger);
  try {
    const store = await openStore(options.store.location, { ...options.store.options, logger });
    requireRetentionSupport(store, options.attempt.retention, '--retention');
    const result = await runLocally({
      ...options,
      cwd: process.cwd(),
      store,
      signalGraceMs: 30_000,
      clock: systemClock,
      logger,
    });
    process.stdout.write(formatLocalReport(result, options.outputsDir));
    const lost = workLostByAttempt(result.attempts).some((cost) => cost.steps > 0);
    return result.end === 'completed' && lost ? WORK_LOST_EXIT_CODE : EXIT_CODES[result.end];
  } finally {
    await lock.release();
  }
}
