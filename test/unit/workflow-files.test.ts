import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runTitle } from '../helpers/github-api/run-name.js';
import { ROOT } from '../helpers/run-dist.js';
import {
  ACTION_REF,
  modeRef,
  readActionInterfaces,
  REUSABLE_REF,
  workflowProblems,
  type ReadRepoFile,
} from '../helpers/workflow-checks.js';

async function yamlFiles(dir: string): Promise<string[]> {
  const found = await readdir(join(ROOT, dir), { recursive: true });
  return found
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => relative(ROOT, join(ROOT, dir, name)))
    .sort();
}

const WORKFLOWS = [...(await yamlFiles('.github/workflows')), ...(await yamlFiles('examples'))];
const fromRepo: ReadRepoFile = (path) => readFile(join(ROOT, path), 'utf8').catch(() => undefined);
const action = await readActionInterfaces(fromRepo);

describe('workflow files', () => {
  it('include the examples a user copies', () => {
    expect(WORKFLOWS).toEqual(
      expect.arrayContaining([
        '.github/workflows/ci.yml',
        '.github/workflows/spot-train.yml',
        'examples/workflows/aws.yml',
        'examples/workflows/aws-multinode.yml',
        'examples/workflows/aws-elastic.yml',
        'examples/workflows/gcp.yml',
        'examples/workflows/azure.yml',
        'examples/workflows/aws-gcp.yml',
        'examples/workflows/aws-gcp-janitor.yml',
        'examples/workflows/janitor.yml',
        'examples/workflows/reusable-caller.yml',
      ]),
    );
  });

  it.each(WORKFLOWS)(
    "%s: GitHub's parser accepts it; its spot-train steps, outputs and permissions check out",
    async (file) => {
      const text = await readFile(join(ROOT, file), 'utf8');
      expect(await workflowProblems(file, text, action, fromRepo)).toEqual([]);
    },
  );
});

describe('the example workflows a restart dispatches', () => {
  const RESTARTABLE = WORKFLOWS.filter(
    (file) => file.startsWith('examples/workflows/') && !file.endsWith('janitor.yml'),
  );

  it.each(RESTARTABLE)(
    "%s: a restart's run title names the run it continues, so a lost dispatch answer finds its run",
    async (file) => {
      const text = await readFile(join(ROOT, file), 'utf8');
      const document = parse(text) as { name: string; 'run-name'?: string };
      const title = (restart: string) =>
        runTitle(document['run-name'], {
          workflow: document.name,
          event: 'workflow_dispatch',
          inputs: { _restart: restart },
        });
      expect(title('3000000123')).toMatch(/(^|[^0-9])3000000123([^0-9]|$)/);
      expect(title('')).toBe(document.name);
    },
  );
});

// A small workflow in the shape of the examples, for the checks to trip over.
const GOOD = `
on:
  workflow_dispatch:
    inputs:
      _restart:
        description: run id this run continues
        default: ''
permissions: {}
jobs:
  launch:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
    outputs:
      label: \${{ steps.vm.outputs.runner-label }}
    steps:
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::123456789012:role/x
          aws-region: us-east-1
      - uses: ${ACTION_REF}
        id: vm
        with:
          mode: launch
          cloud: aws
  train:
    needs: launch
    runs-on: \${{ needs.launch.outputs.label }}
    permissions:
      actions: write
    steps:
      - uses: ${ACTION_REF}
        with:
          mode: train
          run: python train.py
`;

const check = (text: string, files: Record<string, string> = {}) =>
  workflowProblems('test.yml', text, action, (path) => Promise.resolve(files[path]));

describe('the workflow checks', () => {
  it('pass the sample they are shown failing on below', async () => {
    expect(await check(GOOD)).toEqual([]);
  });

  it('report a YAML syntax error with the file, the line and the text there', async () => {
    const problems = await check(GOOD.replace('mode: train', 'mode: [train'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^test\.yml: .* at line \d+, column \d+:\s+mode: \[train/);
  });

  it("report what GitHub's schema rejects: an unknown key, an unknown permission, a bad expression", async () => {
    expect(await check(GOOD.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^test\.yml \(Line: \d+, Col: \d+\): .*runs_on/),
      ]),
    );
    expect(await check(GOOD.replace('id-token: write', 'id_token: write'))).toEqual([
      expect.stringMatching(/^test\.yml \(Line: 13, Col: 7\): Unexpected value 'id_token'/),
    ]);
    expect(
      await check(GOOD.replace('needs.launch.outputs.label', 'need.launch.outputs.label')),
    ).toEqual([expect.stringMatching(/Unrecognized named-value: 'need'/)]);
  });

  it('report an input action.yml does not declare, and a missing required one', async () => {
    expect(
      await check(GOOD.replace('cloud: aws', 'cloud: aws\n          instance-type: g5.xlarge')),
    ).toEqual([
      'test.yml: job launch, step vm: input "instance-type" is not declared in action.yml',
    ]);
    expect(await check(GOOD.replace('mode: train', 'store: s3://b/p'))).toEqual([
      'test.yml: job train, step 1: required input "mode" is missing',
    ]);
  });

  it("report an output of the action's step that action.yml does not declare", async () => {
    expect(
      await check(GOOD.replace('steps.vm.outputs.runner-label', 'steps.vm.outputs.label')),
    ).toEqual(['test.yml: job launch: steps.vm.outputs.label is not an output of action.yml']);
  });

  it('report needs.<job>.outputs.<name> of a job not needed, or of an output it does not declare', async () => {
    expect(
      await check(GOOD.replace('needs.launch.outputs.label', 'needs.launch.outputs.runner-label')),
    ).toEqual([
      'test.yml: job train: needs.launch.outputs.runner-label: job launch declares no such output',
    ]);
    expect(await check(GOOD.replace('needs: launch', 'needs: []'))).toEqual([
      'test.yml: job train: reads needs.launch.outputs.label but does not need launch',
    ]);
  });

  it('report a missing _restart input, a missing permission and another spelling of the action', async () => {
    expect(await check(GOOD.replace('_restart:', 'restart:'))).toEqual([
      'test.yml: on: a restart dispatches this workflow: declare workflow_dispatch with a _restart input',
    ]);
    expect(await check(GOOD.replace('actions: write', 'actions: read'))).toEqual([
      'test.yml: job train: needs permission actions: write',
    ]);
    expect(
      await check(
        GOOD.replace('permissions: {}\n', '').replace(
          / {4}permissions:\n {6}id-token: write\n/,
          '',
        ),
      ),
    ).toEqual(['test.yml: job launch: declares no permissions; it needs id-token']);
    expect(
      await check(
        GOOD.replace(
          `uses: ${ACTION_REF}\n        id: vm`,
          'uses: owner/spot-train@main\n        id: vm',
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        'test.yml: job launch, step vm: uses owner/spot-train@main; refer to the action as OWNER/spot-train/MODE@v1 (MODE one of warm, launch, train, finalize, janitor) or OWNER/spot-train@v1',
      ]),
    );
  });

  it('check a per-mode action against its own action.yml: its inputs, the required ones, its outputs', async () => {
    const perMode = GOOD.replace(
      `      - uses: ${ACTION_REF}\n        with:\n          mode: train\n`,
      `      - uses: ${modeRef('train')}\n        id: fit\n        with:\n          mode: train\n`,
    ).replace(
      '    steps:\n      - uses: ' + modeRef('train'),
      '    outputs:\n      got: ${{ steps.fit.outputs.runner-label }}\n    steps:\n      - uses: ' +
        modeRef('train'),
    );
    expect(await check(perMode)).toEqual([
      'test.yml: job train, step fit: input "mode" is not declared in train/action.yml',
      'test.yml: job train, step fit: required input "store" is missing',
      'test.yml: job train: steps.fit.outputs.runner-label is not an output of train/action.yml',
    ]);
  });

  it("report a call to the reusable workflow with an input it does not declare (GitHub's parser), or too few permissions", async () => {
    const reusable = await readFile(join(ROOT, '.github/workflows/spot-train.yml'), 'utf8');
    const caller = (input: string) => `
on:
  workflow_dispatch:
    inputs:
      _restart:
        description: run id this run continues
jobs:
  spot-train:
    uses: ${REUSABLE_REF}
    permissions:
      actions: write
      checks: write
      contents: read
      id-token: write
    with:
      cloud: aws
      instance-types: g5.xlarge
      image: ami-0123456789abcdef0
      store: s3://bucket/prefix
      run: python train.py
      ${input}
    secrets:
      runner-token: x
`;
    const files = { '.github/workflows/spot-train.yml': reusable };
    expect(await check(caller('max-price: "0.5"'), files)).toEqual([]);
    expect(await check(caller('instance-type: g5.xlarge'), files)).toEqual([
      expect.stringMatching(
        /^test\.yml \(Line: \d+, Col: \d+\): Invalid input, instance-type is not defined/,
      ),
    ]);
    expect(
      await check(caller('max-price: "0.5"').replace(/ {6}id-token: write\n/, ''), files),
    ).toEqual(['test.yml: job spot-train: needs permission id-token: write']);
  });

  it("report a reusable workflow's output that names an output its job does not declare", async () => {
    const reusable = await readFile(join(ROOT, '.github/workflows/spot-train.yml'), 'utf8');
    const renamed = reusable.replace('jobs.train.outputs.outcome', 'jobs.train.outputs.result');
    expect(await workflowProblems('spot-train.yml', renamed, action, fromRepo)).toEqual([
      'spot-train.yml: output outcome: jobs.train.outputs.result: job train declares no such output',
    ]);
  });
});
