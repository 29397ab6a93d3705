import type { Logger } from '../base/log.js';
import { markdownTable } from '../base/markdown-table.js';
import type { RunCleanup } from '../cleanup/run-cleanup.js';
import { cleanupRows } from '../report/cleanup-summary.js';
import type { RestartReport } from '../restart/once.js';

/**
 * Finalize of a run that brought a replacement to an elastic gang: its VM
 * and runner are removed, and nothing else is done. The gang's run is not
 * this run's: its own nodes seal it and restart it if it must (node 0 asks
 * for another replacement if this one left), so sealing or restarting here
 * could end a gang that is still training.
 */
export async function finalizeReplacement(
  gangRun: string,
  replacement: number,
  cleanUp: () => Promise<RunCleanup>,
  deps: { readonly logger: Logger; readonly writeSummary: (markdown: string) => Promise<void> },
): Promise<RestartReport> {
  const reason = `this run brought replacement node ${replacement} to the gang of run ${gangRun}, whose own nodes seal and restart it`;
  deps.logger.info(`no restart and no seal: ${reason}`);
  const cleanup = await cleanUp();
  await deps.writeSummary(
    `## spot-train: replacement node ${replacement} finalized\n\n` +
      `${reason}.\n\n` +
      markdownTable(['', ''], cleanupRows(cleanup)).join('\n') +
      '\n',
  );
  return { kind: 'not-needed', reason };
}
