// Writes one action per mode (launch/action.yml, train/action.yml, ...), as
// actions/cache has restore/ and save/: each holds only the inputs its mode
// reads and the outputs it sets, marks required what the mode cannot do
// without, and runs the shared dist/ with its mode fixed. Descriptions and
// defaults come from the root action.yml, so the two never disagree.
// test/unit/mode-actions.test.ts checks the lists against what the code reads.
// `--check` fails instead of writing when a file is not what this makes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));

const STORE_OPTIONS = [
  'artifact-interval',
  'gcs-endpoint',
  's3-endpoint',
  's3-force-path-style',
  's3-part-concurrency',
  's3-part-size',
];

export const MODES = {
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
      'disk-size',
      'github-token',
      'image',
      'instance-types',
      'max-lifetime',
      'max-price',
      'nodes',
      'on-demand-after',
      'on-demand-after-time',
      'on-demand-fallback',
      'online-timeout',
      'pre-runner-script',
      'regions',
      'rendezvous-port',
      'restart-backoff',
      'runner-arch',
      'runner-labels',
      'runner-sha256',
      'runner-token',
      'runner-version',
      'store',
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
      'cloud',
      'flush-reserve',
      'gcp-notice',
      'github-token',
      'interrupt-on-rebalance',
      'kill-grace',
      'max-restarts',
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

/** A folded YAML scalar, wrapped to fit beside its indentation. */
function folded(text, indent) {
  const width = 78 - indent.length;
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return ['>-', ...lines.map((l) => `${indent}${l}`)].join('\n');
}

function actionFile(mode, spec) {
  const out = [
    `# Generated from ../action.yml by scripts/mode-actions.mjs (npm run docs): edit those.`,
    `name: spot-train ${mode}`,
    `description: ${JSON.stringify(spec.description)}`,
    'author: spot-train',
    'branding:',
    `  icon: ${action.branding.icon}`,
    `  color: ${action.branding.color}`,
    '',
    'inputs:',
  ];
  // The root's order, which groups inputs by what they are for.
  for (const name of Object.keys(action.inputs).filter((n) => spec.inputs.includes(n))) {
    const input = action.inputs[name];
    const required = spec.required.includes(name);
    out.push(`  ${name}:`, `    description: ${folded(input.description, '      ')}`);
    out.push(`    required: ${required}`);
    if (!required && input.default !== undefined)
      out.push(`    default: ${JSON.stringify(String(input.default))}`);
  }
  const unknown = spec.inputs.filter((name) => !(name in action.inputs));
  if (unknown.length > 0) throw new Error(`${mode}: not inputs of action.yml: ${unknown}`);
  if (spec.outputs.length > 0) {
    out.push('', 'outputs:');
    for (const name of Object.keys(action.outputs).filter((n) => spec.outputs.includes(n))) {
      out.push(
        `  ${name}:`,
        `    description: ${folded(action.outputs[name].description, '      ')}`,
      );
    }
  }
  out.push(
    '',
    'runs:',
    '  using: node24',
    `  main: ../dist/${mode}.js`,
    '  post: ../dist/post.js',
    '',
  );
  return out.join('\n');
}

const check = process.argv.includes('--check');
const stale = [];
for (const [mode, spec] of Object.entries(MODES)) {
  const path = join(root, mode, 'action.yml');
  // Formatted as the repository's prettier would, so lint and this agree.
  const text = await prettier.format(actionFile(mode, spec), {
    ...(await prettier.resolveConfig(path)),
    filepath: path,
  });
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // missing: written below, or stale under --check
  }
  if (current === text) continue;
  if (check) stale.push(`${mode}/action.yml`);
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
if (stale.length > 0) {
  console.error(`${stale.join(', ')} not what action.yml makes; run npm run docs`);
  process.exit(1);
}
