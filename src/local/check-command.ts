import { systemClock } from '../base/clock.js';
import { consoleLogger } from '../base/log.js';
import { runCheck } from './check/check-run.js';
import { missingFromStore } from './check/store-holds.js';
import { cardLines, formatReportCard, stoppedByYou } from './check/report-card.js';
import { CHECK_USAGE, parseCheckOptions } from '../settings/check.js';
import { openStore } from '../store/open-store.js';
import { lockWorkDir } from './work-lock.js';

/** `spot-train check`: the trainer through a spot VM's interruptions, and its report card. */
export async function checkCommand(argv: readonly string[]): Promise<number> {
  const split = argv.indexOf('--');
  const ours = split < 0 ? argv : argv.slice(0, split);
  if (ours.includes('--help') || ours.includes('-h')) {
    process.stdout.write(CHECK_USAGE);
    return 0;
  }
  const options = parseCheckOptions(argv, process.cwd(), process.env);
  const logger = consoleLogger({ verbose: options.verbose });
  const lock = await lockWorkDir(options.workDir, logger);
  try {
    const store = await openStore(options.store.location, { ...options.store.options, logger });
    const result = await runCheck({
      ...options,
      from: process.cwd(),
      store,
      clock: systemClock,
      logger,
    });
    const gone = await missingFromStore(store, result.lineage, result.attempts);
    const lines = cardLines(result, options.outputs, gone, options.command);
    process.stdout.write(formatReportCard(result, lines, result.dir));
    if (stoppedByYou(result)) return 130;
    return lines.some((line) => line.status === 'fix') ? 1 : 0;
  } finally {
    await lock.release();
  }
}
