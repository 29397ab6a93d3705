const STORE_OPTIONS: readonly string[] = [
  'artifact-interval',
  'gcs-endpoint',
  's3-endpoint',
  's3-force-path-style',
  's3-part-concurrency',
  's3-part-size',
];

export interface ModeAction {
  readonly description: string;
  /** The inputs the mode reads (test/unit/mode-actions.test.ts holds this to the code). */
  readonly inputs: readonly string[];
  /** Those the mode refuses to go without. */
  readonly required: readonly string[];
  readonly outputs: readonly string[];
}

/**
 * Each mode's own action (launch/action.yml, ...): what it takes and what it
 * sets. scripts/mode-actions.mjs writes the files from it; the action warns
 * of inputs given that the running mode does not take. Data only: the
 * script imports this file as it is.
 */
export const MODE_ACTIONS: Readonly<Record<string, ModeAction>> = {
  warm: {
    description:
      'Before your setup steps, restores the caches named in cache-paths (pip, Hugging Face, datasets), for the train step to save early.',
    inputs: ['cache-backend', 'cache-key', 'cache-max-size', 'cache-paths'],
    required: ['cache-paths'],
    outputs: ['cache-hit', 'cache-matched-key'],
  },
  launch: {
    description:
      'Starts spot VMs on AWS, GCP or Azure as one-job self-hosted runners for the train job, down a ladder of instance types, zones and regions, with a max price and an optional on-demand fallback.',
    inputs: [
      'cloud',
      'cloud-options',
      'deadline',
      'disk-size',
      'github-token',
      'host-market',
      'image',
      'instance-types',
      'ladder-order',
      'max-lifetime',
      'max-price',
      'nodes',
      'on-demand-after',
      'on-demand-after-time',
      'on-demand-fallback',
      'online-timeout',
      'pre-runner-script',
      'prices',
      'reclaim-cooldown',
      'regions',
      'rendezvous-port',
      'restart-backoff',
      'runner-arch',
      'runner-labels',
      'runner-sha256',
      'runner-token',
      'runner-version',
      'store',
      'total-steps',
      'zones',
      ...STORE_OPTIONS,
    ],
    required: ['cloud', 'image', 'instance-types', 'runner-token'],
    outputs: [
      'cloud',
      'instance-id',
      'instance-ids',
      'instance-type',
      'labels',
      'market',
      'nodes',
      'price',
      'ranks',
      'region',
      'rendezvous',
      'runner-label',
      'zone',
    ],
  },
  train: {
    description:
      "Runs the training command under spot-train's supervisor: restores the lineage's outputs, uploads checkpoints while it trains, and on a preemption notice has the trainer save, makes that durable and dispatches the restart.",
    inputs: [
      'azure-ack-events',
      'check-name',
      'cloud',
      'flush-reserve',
      'gcp-notice',
      'github-token',
      'interrupt-on-rebalance',
      'kill-grace',
      'max-restarts',
      'min-nodes',
      'node-rank',
      'nodes',
      'outputs',
      'rendezvous',
      'restart',
      'restart-dir',
      'restart-from',
      'restart-on-exit-codes',
      'restore-to-outputs',
      'retention',
      'run',
      'scan-interval',
      'seal-timeout',
      'settle-time',
      'signal-notice',
      'simulate-interruption',
      'step-pattern',
      'store',
      'upload-concurrency',
      'working-directory',
      ...STORE_OPTIONS,
    ],
    required: ['run', 'store'],
    outputs: [
      'attempt',
      'bytes-uploaded',
      'exit-code',
      'files-uploaded',
      'lineage',
      'manifest',
      'outcome',
      'restart-run-id',
      'restored-from',
      'run-key',
    ],
  },
  finalize: {
    description:
      "In a job with if: always() after the train job: restarts training if the VM went without getting to it, then terminates the run's VMs and removes its runner, found by their labels.",
    inputs: [
      'check-name',
      'claim-timeout',
      'cloud',
      'cloud-options',
      'github-token',
      'instance-id',
      'max-restarts',
      'prices',
      'region',
      'regions',
      'restart',
      'restart-on-exit-codes',
      'runner-token',
      'store',
      'train-job',
      'zone',
      'zones',
      ...STORE_OPTIONS,
    ],
    required: ['store'],
    outputs: ['cost', 'lineage', 'restart-run-id'],
  },
  janitor: {
    description:
      'On a cron: terminates spot-train VMs past their max-lifetime or whose workflow run has ended, and removes their offline runners, never a busy one.',
    inputs: ['cloud', 'dry-run', 'github-token', 'regions', 'runner-token'],
    required: ['cloud'],
    outputs: [],
  },
};
