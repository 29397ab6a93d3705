/**
 * Labels every spot-train VM carries, valid as GCP labels (the strictest:
 * lowercase letters, digits, '-' and '_', at most 63 characters) and so
 * also as AWS and Azure tags. `spot-train: 1` is what the janitor looks for.
 */
export function vmLabels(params: {
  readonly repository: string;
  readonly runId: string;
  readonly runAttempt: string;
  /** The run this one continues, if it is a restart. */
  readonly restartOf: string;
  readonly name: string;
  /** Epoch ms after which the janitor may remove the VM. */
  readonly expiresAt: number;
}): Record<string, string> {
  return {
    ...runLabels(params),
    ...(params.restartOf === '' ? {} : { 'spot-train-restart-of': labelValue(params.restartOf) }),
    'spot-train-name': labelValue(params.name),
    'spot-train-expires': String(Math.floor(params.expiresAt / 1000)),
  };
}

/** How many VMs a gang has; only gangs carry it, with the adapters' `spot-train-node`. */
export const GANG_SIZE_LABEL = 'spot-train-nodes';

/** Each VM of a gang's node index, which the cloud adapters set. */
export const NODE_LABEL = 'spot-train-node';

/** The labels every spot-train VM of a repository carries: what the janitor lists by. */
export function repoLabels(repository: string): Record<string, string> {
  return { 'spot-train': '1', 'spot-train-repo': labelValue(repository) };
}

/**
 * The labels every VM of one attempt of a workflow run carries, whichever
 * launch (or matrix leg) started it: what finalize lists by.
 */
export function runLabels(params: {
  readonly repository: string;
  readonly runId: string;
  readonly runAttempt: string;
}): Record<string, string> {
  return {
    ...repoLabels(params.repository),
    'spot-train-run': labelValue(params.runId),
    'spot-train-attempt': labelValue(params.runAttempt),
  };
}

/** The runner label of one attempt of a run: the train job asks for it, finalize removes by it. */
export function runnerLabel(runId: string, runAttempt: string): string {
  return `spot-train-${runId}-${runAttempt}`;
}

function labelValue(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .slice(0, 63);
}
