import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { perCloudValues } from '../../src/settings/cloud-list.js';
import { multiCloudProblems } from '../helpers/multi-cloud-checks.js';
import { ROOT } from '../helpers/run-dist.js';
import {
  readActionInterfaces,
  workflowProblems,
  type ReadRepoFile,
} from '../helpers/workflow-checks.js';

// The two-cloud workflow of docs/clouds.md ("More than one cloud"), read from
// the page itself, against the actions' inputs (workflow-checks.ts) and as
// the action reads the inputs that differ by cloud (multi-cloud-checks.ts).

const fromRepo: ReadRepoFile = (path) => readFile(join(ROOT, path), 'utf8').catch(() => undefined);
const actions = await readActionInterfaces(fromRepo);
const PAGE = 'docs/clouds.md';
const page = await readFile(join(ROOT, PAGE), 'utf8');

/** The fenced YAML a page's `<!-- include PATH -->` block holds. */
function included(path: string): string {
  const block = new RegExp(`<!-- include ${path} -->\\n+\`\`\`yaml\\n([\\s\\S]*?)\\n\`\`\``).exec(
    page,
  );
  if (block === null) throw new Error(`${PAGE} does not include ${path}`);
  return `${block[1] ?? ''}\n`;
}

const WORKFLOW = included('examples/workflows/aws-gcp.yml');
const JANITOR = included('examples/workflows/aws-gcp-janitor.yml');

type Steps = { uses?: string; id?: string; with?: Record<string, string> }[];
const jobsOf = (text: string) => (parse(text) as { jobs: Record<string, { steps: Steps }> }).jobs;
const stepOf = (text: string, job: string, uses: RegExp) =>
  jobsOf(text)[job]?.steps.find((step) => uses.test(step.uses ?? ''))?.with ?? {};

describe(`${PAGE}: the two-cloud workflow`, () => {
  it('is the example file, word for word (npm run docs copies it in)', async () => {
    expect(WORKFLOW).toBe(await readFile(join(ROOT, 'examples/workflows/aws-gcp.yml'), 'utf8'));
    expect(JANITOR).toBe(
      await readFile(join(ROOT, 'examples/workflows/aws-gcp-janitor.yml'), 'utf8'),
    );
  });

  it.each([
    ['the workflow', WORKFLOW],
    ['the janitor', JANITOR],
  ])(
    "%s: GitHub's parser takes it; each step's inputs, outputs and permissions check out",
    async (_, text) => {
      expect(await workflowProblems(PAGE, text, actions, fromRepo)).toEqual([]);
      expect(multiCloudProblems(PAGE, text)).toEqual([]);
    },
  );

  it('launches on AWS and GCP, each with its own types, zones and image', () => {
    const launch = stepOf(WORKFLOW, 'launch', /\/launch@/);
    expect(launch.cloud).toBe('aws, gcp');
    const clouds = ['aws', 'gcp'] as const;
    const types = perCloudValues(launch['instance-types'] ?? '', 'instance-types', clouds);
    expect(types).toEqual(
      new Map([
        ['aws', 'g6.xlarge, g5.xlarge'],
        ['gcp', 'g2-standard-4'],
      ]),
    );
    const images = perCloudValues(launch.image ?? '', 'image', clouds);
    expect(images.get('aws')).toMatch(/^resolve:ssm:\/aws\//);
    expect(images.get('gcp')).toMatch(/^projects\/.*\/images\/family\//);
    expect(perCloudValues(launch['cloud-options'] ?? '', 'cloud-options', clouds)).toEqual(
      new Map([
        ['aws', 'instance-profile=spot-train-vm'],
        ['gcp', ''],
      ]),
    );
  });

  it('signs the train job in to AWS, for the S3 store, only when the VM is on GCP', () => {
    const train = jobsOf(WORKFLOW).train?.steps ?? [];
    const signIn = train[0] as { if?: string; uses?: string; with?: Record<string, string> };
    expect(signIn.uses).toMatch(/^aws-actions\/configure-aws-credentials@/);
    expect(signIn.if).toBe("needs.launch.outputs.cloud == 'gcp'");
    // GitHub's OIDC session defaults to 1 hour; max-lifetime ends the VM first.
    expect(signIn.with?.['role-duration-seconds']).toBe(43200);
    expect(stepOf(WORKFLOW, 'launch', /\/launch@/)['max-lifetime']).toBe('12h');
  });
});

describe('the cloud checks, on every workflow of the repository', async () => {
  const files = [
    ...(await readdir(join(ROOT, 'examples/workflows'))).map((f) => `examples/workflows/${f}`),
    ...(await readdir(join(ROOT, '.github/workflows'))).map((f) => `.github/workflows/${f}`),
  ].filter((file) => file.endsWith('.yml'));

  it.each(files)('%s: its clouds and the inputs that differ by cloud check out', async (file) => {
    expect(multiCloudProblems(file, await readFile(join(ROOT, file), 'utf8'))).toEqual([]);
  });
});

/** The checks' problems with the workflow, `from` replaced by `to`. */
function check(from: string, to: string, text = WORKFLOW): string[] {
  expect(text).toContain(from);
  return multiCloudProblems('w.yml', text.replace(from, to));
}

describe('the cloud checks report', () => {
  it('a line for a cloud the launch does not list, and a line that names none', () => {
    expect(check('gcp: g2-standard-4', 'gcp: g2-standard-4\n            azure: NC4as')).toEqual([
      'w.yml: job launch, step vm: instance-types: "azure: NC4as" is for azure, which the cloud input (aws, gcp) does not name',
    ]);
    expect(check('aws: us-east-1\n          zones', 'us-east-1\n          zones')).toEqual([
      'w.yml: job launch, step vm: regions: "us-east-1" names no cloud; with cloud: aws, gcp every line starts with the cloud it is for, e.g. "aws: ..."',
    ]);
  });

  it('a listed cloud without instance types, an image or (on GCP) zones', () => {
    expect(check('gcp: projects/my-project', 'aws: projects/my-project')).toEqual([
      'w.yml: job launch, step vm: image: nothing for gcp; give it a line "gcp: ..."',
    ]);
    expect(
      check('cloud: aws, gcp\n', 'cloud: aws, gcp, azure\n').filter((p) => p.includes('vm')),
    ).toEqual([
      'w.yml: job launch, step vm: no step before it signs in to azure (azure/login)',
      'w.yml: job launch, step vm: instance-types: nothing for azure; give it a line "azure: ..."',
      'w.yml: job launch, step vm: image: nothing for azure; give it a line "azure: ..."',
      'w.yml: job launch, step vm: regions: nothing for azure; give it a line "azure: ..."',
    ]);
  });

  it('a launch or finalize job not signed in to one of its clouds', () => {
    const noGcp = WORKFLOW.replace(/ {6}- if: vars\.GCP_WORKLOAD[^]*?service_account: .*\n/g, '');
    expect(multiCloudProblems('w.yml', noGcp)).toEqual([
      'w.yml: job launch, step vm: no step before it signs in to gcp (google-github-actions/auth)',
      'w.yml: job finalize, step 2: no step before it signs in to gcp (google-github-actions/auth)',
    ]);
  });
});

describe('the cloud checks report, across clouds', () => {
  it("a train job fixed to one cloud, or not signed in to the store's", () => {
    expect(check('cloud: ${{ needs.launch.outputs.cloud }}', 'cloud: gcp')).toEqual([
      "w.yml: job train, step train: cloud: gcp, but the VM may land on aws or gcp: give the launch's cloud output, or auto",
    ]);
    expect(
      check(
        'configure-aws-credentials@v4\n        with:\n          role-to-assume: ${{ vars.AWS_STORE',
        'checkout@v4\n        with:\n          role-to-assume: ${{ vars.AWS_STORE',
      ),
    ).toEqual([
      'w.yml: job train, step train: the store is on aws and the VM may land elsewhere: sign in to aws in the train job before this step',
    ]);
  });

  it("finalize's fallback list other than the launch's", () => {
    expect(check("&& 'aws, gcp' || 'aws')", "&& 'aws' || 'aws')")).toEqual([
      'w.yml: job finalize, step 3: cloud falls back to "aws", the launch has "aws, gcp": a cancelled launch\'s VMs would not all be looked for',
    ]);
  });

  it('a cloud list the action refuses', () => {
    expect(check('cloud: aws, gcp\n', 'cloud: aws, gpc\n')).toEqual([
      'w.yml: job launch, step vm: cloud: "gpc" is not a cloud for launch; expected one or more of aws, gcp, azure',
    ]);
  });
});
