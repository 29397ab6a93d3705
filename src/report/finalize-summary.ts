import type { RunCleanup } from '../cleanup/run-cleanup.js';
import type { InstanceStatus } from '../clouds/cloud.js';
import type { TrainJob } from '../github/run-jobs.js';
import type { RestartDecision } from '../restart/decide.js';
import type { RestartReport } from '../restart/once.js';
import { chainSummary, type ChainRun } from './chain.js';
import { cleanupRows } from './cleanup-summary.js';
import { markdownTable } from '../base/markdown-table.js';
import { cloudsWhenMixed } from '../history/attempt-clouds.js';
import type { AttemptHistory } from '../history/attempt-history.js';

export interface FinalizeSummaryParams {
  readonly decision: RestartDecision;
  readonly report: RestartReport;
  readonly job: TrainJob | undefined;
  readonly vm: InstanceStatus | undefined;
  readonly cleanup: RunCleanup;
  readonly lineage: string;
  readonly chain: readonly ChainRun[];
  /** The lineage's history, when it could be read: the chain names each run's cloud where they differ. */
  readonly history?: readonly AttemptHistory[];
  /** `https://github.com/owner/repo` */
  readonly repoUrl: string;
}

/** The finalize job's summary: what happened to this run, what follows, and the lineage so far. */
export function finalizeSummary(params: FinalizeSummaryParams): string {
  const { decision, report, job, vm, repoUrl } = params;
  const rows: [string, string][] = [
    [
      'Train job',
      job
        ? `${job.conclusion ?? 'still running'}${job.url ? ` ([log](${job.url}))` : ''}`
        : 'not found',
    ],
    ['VM', vm ? `${vm.state}: ${vm.detail}` : 'not checked (no instance-id)'],
    ['Decision', `${decision.restart ? 'restart' : 'no restart'}: ${decision.because}`],
    ['Restart', restartText(report, repoUrl)],
    ...cleanupRows(params.cleanup),
  ];
  return [
    `### spot-train finalize: ${headline(report)}`,
    '',
    ...markdownTable(['', ''], rows),
    '',
    chainSummary(params.lineage, withClouds(params.chain, params.history ?? []), { repoUrl }),
  ].join('\n');
}

/** Each run with its cloud, when the lineage's runs ran on more than one. */
function withClouds(chain: readonly ChainRun[], history: readonly AttemptHistory[]): ChainRun[] {
  const clouds = cloudsWhenMixed(history);
  return chain.map((entry) => {
    const cloud = clouds.get(entry.run.runId);
    return cloud === undefined ? entry : { ...entry, cloud };
  });
}

function headline(report: RestartReport): string {
  switch (report.kind) {
    case 'dispatched':
      return 'restart dispatched';
    case 'claimed-elsewhere':
      return 'restart already under way';
    case 'failed':
      return 'restart FAILED';
    case 'not-dispatched':
      return 'restart withheld';
    case 'not-needed':
      return 'no restart needed';
  }
}

function restartText(report: RestartReport, repoUrl: string): string {
  const link = (runId: string | undefined) =>
    runId ? `[run ${runId}](${repoUrl}/actions/runs/${runId})` : 'a new run';
  switch (report.kind) {
    case 'dispatched':
      return `dispatched ${link(report.run.runId)}`;
    case 'claimed-elsewhere':
      return report.claim?.restartRunId
        ? `${report.claim.by} dispatched ${link(report.claim.restartRunId)}`
        : `claimed by ${report.claim?.by ?? 'another job'}`;
    case 'failed':
      return `**could not dispatch**: ${report.error}`;
    case 'not-dispatched':
      return report.reason;
    case 'not-needed':
      return '-';
  }
}
