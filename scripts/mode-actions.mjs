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

// The table of what each mode takes lives in src/, where the action reads it too.
const { MODE_ACTIONS: MODES } = await import('../src/action/mode-actions.ts');

/** The text of `description` between two markers, or a thrown error when the root's wording moved. */
function between(name, start, end) {
  const text = action.inputs[name].description;
  const from = text.indexOf(start);
  const to = end === undefined ? text.length : text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`action.yml: ${name} no longer says "${start}"…"${end}"`);
  return text.slice(from + start.length, to).trim();
}

const SCHEMES = () => between('store', 'as a URL: ', ' Required in');
const NOTICE_CLOUD = () =>
  between('cloud', "Which cloud's preemption notice to watch: ", ' In launch');

/**
 * Where the root's description of an input shared by several modes says
 * what each mode does with it, the per-mode action says its own part only.
 */
const OWN_WORDS = {
  launch: {
    cloud: () => 'The cloud to start the VMs on: `aws`, `gcp` or `azure`.',
    'github-token': () =>
      "Token for the GitHub API, to read the lineage's earlier runs from an `artifact://` store (`actions: read`).",
    store: () =>
      `Where the lineage's runs are kept, as the train step writes them: with it a restart applies on-demand-after and restart-backoff. As a URL: ${SCHEMES()}`,
    nodes: () =>
      between('nodes', '1 to 64. Launch mode: ', ' Train mode:').replace(
        /^/,
        'How many VMs train as one gang, 1 to 64: ',
      ) + ' 1 is a single VM.',
    regions: () =>
      'Regions to try, in order. On AWS it defaults to AWS_REGION; on GCP to the regions the zones name; Azure needs them (`westeurope`).',
    zones: () => between('zones', 'Launch mode: ', ' Finalize mode'),
    'runner-token': () =>
      "A token that may administer the repository's self-hosted runners (a fine-grained PAT with Administration write, or a GitHub App token), to register the one-job runner. The job's GITHUB_TOKEN cannot. Masked in the log.",
    'cloud-options': () => between('cloud-options', 'Launch mode: ', ' Finalize mode:'),
    prices: () =>
      `Rates no price list gives (private pricing), to price the rungs of the learned ladder order: ${between('prices', 'gives (private pricing), ', ' Launch mode:')}`,
  },
  train: {
    cloud: () => `Which cloud's preemption notice to watch: ${NOTICE_CLOUD()}`,
    'github-token': () =>
      "Token for the GitHub API: the restart is dispatched with it (needs `actions: write`), and an `artifact://` store reads earlier runs' artifacts with it (`actions: read`).",
    store: () => `Where live outputs and manifests go, as a URL: ${SCHEMES()}`,
    nodes: () =>
      `How many VMs train as one gang: the launch's \`nodes\` output. ${between('nodes', "the launch's `nodes` output; ", ' 1 is a single')} 1 is a single VM.`.replace(
        /\. with/,
        '. With',
      ),
  },
  finalize: {
    cloud: () =>
      "Where the run's VMs are looked for: the launch's `cloud` output, which is empty when the launch was cancelled, so fall back to the cloud or clouds as written for the launch (`needs.launch.outputs.cloud || 'aws, gcp'`); with a list every cloud named is searched, and `instance-id`, `region` and `zone` must be empty.",
    'github-token': () =>
      "Token for the GitHub API: it reads the train job's conclusion, dispatches the restart when the VM went without one (needs `actions: write`), and reads an `artifact://` store (`actions: read`).",
    store: () => `Where the train step kept the lineage, as a URL: ${SCHEMES()}`,
    regions: () =>
      "Regions to look for the run's VMs in (give the launch's). On AWS it defaults to AWS_REGION; on GCP to the regions the zones name; Azure needs them. With several clouds, each line starts with its cloud (`aws: us-east-1`, then `gcp: us-central1`); given the launch's one `cloud` output, that cloud's lines are read and the others' passed over.",
    zones: () =>
      "On GCP: the regions the zones name are looked in for the run's VMs. With several clouds, as written for the launch (`gcp: us-central1-a`).",
    'runner-token': () =>
      "With it, the run's runners are removed (never a busy one): a token that may administer the repository's self-hosted runners. Masked in the log.",
    prices: () =>
      `Cost-ledger rates ${between('prices', 'Finalize mode: cost-ledger rates ', ' Launch mode:')}`,
    'cloud-options': () =>
      "`key=value` lines as given to the launch, for Azure's resource-group (required there) and a GCP project other than the credentials' default; lines written for several clouds (`azure: resource-group=ml`) are read for the cloud of `instance-id`.",
  },
  janitor: {
    cloud: () =>
      'The clouds to sweep: `aws`, `gcp` or `azure`, or several (`aws, gcp`), each in its own `regions`. A cloud it cannot reach (no credentials) fails the step once the others are swept.',
    'github-token': () => 'Token for the GitHub API, to see which workflow runs have ended.',
    regions: () =>
      'Regions to sweep. On AWS it defaults to AWS_REGION; GCP and Azure need them (`us-central1`, `westeurope`). With several clouds, each line starts with its cloud (`aws: us-east-1, eu-west-1`, then `gcp: us-central1`).',
    'runner-token': () =>
      "With it, offline runners of ended runs are removed too: a token that may administer the repository's self-hosted runners. Masked in the log.",
  },
};

/** The description an input has in one mode's action. */
function describeFor(mode, name) {
  const own = OWN_WORDS[mode]?.[name];
  if (own) {
    const text = own();
    return `${text[0].toUpperCase()}${text.slice(1)}`;
  }
  return withoutMode(action.inputs[name].description);
}

/**
 * "Launch mode: regions ..." in the root is "Regions ..." in launch/, and
 * "Launch mode, with `store`: once ..." is "With `store`: once ...".
 */
function withoutMode(text) {
  const prefix = /^(?:Launch|Train|Finalize|Janitor|Warm) mode(?:, ([^;:]+))?[;:] (\S)/.exec(text);
  if (!prefix) return text;
  const rest = `${prefix[2]}${text.slice(prefix[0].length)}`;
  const condition = prefix[1];
  if (condition) return `${condition[0].toUpperCase()}${condition.slice(1)}: ${rest}`;
  return `${rest[0].toUpperCase()}${rest.slice(1)}`;
}

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
    out.push(`  ${name}:`, `    description: ${folded(describeFor(mode, name), '      ')}`);
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
        `    description: ${folded(withoutMode(action.outputs[name].description), '      ')}`,
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
