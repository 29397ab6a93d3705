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
    'spot-train': '1',
    'spot-train-repo': labelValue(params.repository),
    'spot-train-run': labelValue(params.runId),
    'spot-train-attempt': labelValue(params.runAttempt),
    ...(params.restartOf === '' ? {} : { 'spot-train-restart-of': labelValue(params.restartOf) }),
    'spot-train-name': labelValue(params.name),
    'spot-train-expires': String(Math.floor(params.expiresAt / 1000)),
  };
}

function labelValue(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '-')
    .slice(0, 63);
}
