import { formatBytes } from '../base/bytes.js';
import { markdownTable } from '../base/markdown-table.js';
import { formatDuration } from '../base/duration.js';
import type { RestoreReport, SaveReport } from './cache-spec.js';
import type { WarmRecord } from './warm-record.js';

/** The warm-cache section of the train step's summary: what was warm, what was saved. */
export function warmCacheSummary(
  record: WarmRecord,
  save: SaveReport,
  /** Whether the save began at the trainer's first step rather than after training. */
  early = true,
): string {
  const { spec } = record;
  const where =
    spec.backend === 'github' ? 'GitHub cache' : `store \`${spec.store?.location.url ?? ''}\``;
  const rows: [string, string][] = [
    ['Key', `\`${spec.key}\` (${where})`],
    ['Paths', spec.paths.map((path) => `\`${path}\``).join('<br>')],
    ['Warm', restoredText(record.restore)],
    ['Saved', savedText(save, early)],
  ];
  return ['### spot-train: warm caches', '', ...markdownTable(['', ''], rows), ''].join('\n');
}

export function restoredText(restore: RestoreReport): string {
  switch (restore.state) {
    case 'restored': {
      const archive =
        restore.archiveBytes === undefined ? '' : ` (${formatBytes(restore.archiveBytes)} archive)`;
      return `restored from \`${restore.matchedKey}\`: ${formatBytes(restore.bytes)}${archive} in ${formatDuration(restore.ms)}`;
    }
    case 'miss':
      return 'nothing: no entry for the key yet (a cold start)';
    case 'failed':
      return `nothing: **the restore failed**: ${restore.message}`;
  }
}

export function savedText(save: SaveReport, early: boolean): string {
  switch (save.state) {
    case 'saved': {
      const archive =
        save.archiveBytes === undefined ? '' : ` (${formatBytes(save.archiveBytes)} archive)`;
      const when = early ? "begun at the trainer's first step" : 'after training ended';
      return `${formatBytes(save.bytes)}${archive} in ${formatDuration(save.ms)}, ${when}`;
    }
    case 'cached':
      return `not saved: already cached (${save.why})`;
    case 'cancelled':
      return `not saved: cancelled after ${formatDuration(save.ms)}, ${save.why}`;
    case 'too-big':
      return `not saved: too big, ${formatBytes(save.bytes)} of files over cache-max-size ${formatBytes(save.limit)}`;
    case 'not-started':
      return `not saved: ${save.why}`;
    case 'failed':
      return `not saved: **the save failed**: ${save.message}`;
  }
}
