import { spawnSync } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { SetupState } from '../helpers/fake-setup-cli.js';
import { ROOT } from '../helpers/run-dist.js';
import { tempDir } from '../helpers/temp-dir.js';

interface SetupPage {
  /** The `sh` blocks, in order, continuation lines joined. */
  readonly shell: string;
  /** The same blocks as written, to paste. */
  readonly pasted: string;
  readonly json: readonly string[];
  /** The workflow the page ends with (its one `yaml` block). */
  readonly workflow: string;
}

async function setupPage(page: string): Promise<SetupPage> {
  const text = await readFile(join(ROOT, page), 'utf8');
  const blocks = (lang: string) =>
    [...text.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
      (m) => m[1] ?? '',
    );
  const pasted = blocks('sh').join('\n');
  const [workflow = ''] = blocks('yaml');
  return { shell: pasted.replace(/\\\n\s*/g, ' '), pasted, json: blocks('json'), workflow };
}

/** The names a user sets first: `NAME=value` words at the start of the page's lines. */
function namesOf(shell: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of shell.split('\n').filter((l) => /^[A-Z]+=/.test(l)))
    for (const [, name = '', value = ''] of line.matchAll(/(?:^|\s)([A-Z]+)=([^\s"'$()]+)/g))
      names.set(name, value);
  return names;
}

/** `$NAME` and `${NAME}` as the shell would fill them from `names`. */
const expand = (text: string, names: ReadonlyMap<string, string>): string =>
  text.replace(/\$\{?([A-Z_]+)\}?/g, (whole, name: string) => names.get(name) ?? whole);

/** What `gh variable set NAME --body VALUE` leaves in the repository. */
function repoVariables(shell: string, names: ReadonlyMap<string, string>): Map<string, string> {
  return new Map(
    [...shell.matchAll(/gh variable set (\w+) --repo "\$REPO" --body "([^"]*)"/g)].map((m) => [
      m[1] ?? '',
      expand(m[2] ?? '', names),
    ]),
  );
}

/** The workflow's STORE as GitHub fills it from the repository's variables. */
function storeOf(workflow: string, variables: ReadonlyMap<string, string>): string {
  const { env } = parse(workflow) as { env: { STORE: string } };
  return env.STORE.replace(
    /\$\{\{\s*vars\.(\w+)\s*\}\}/g,
    (_, name: string) => variables.get(name) ?? `<no variable ${name}>`,
  );
}

const FAKE_CLI = join(ROOT, 'test/helpers/fake-setup-cli.ts');
const ACCOUNT = '111122223333';

/** A directory with `aws` and `gh` on PATH that answer from one account's state. */
async function fakeAccount(): Promise<{
  dir: string;
  paste: (script: string) => { status: number | null; stderr: string };
  state: () => Promise<SetupState>;
}> {
  const dir = await tempDir('setup');
  const bin = join(dir, 'bin');
  await mkdir(bin);
  for (const program of ['aws', 'gh']) {
    await writeFile(
      join(bin, program),
      `#!/bin/sh\nexec '${process.execPath}' '${FAKE_CLI}' ${program} "$@"\n`,
    );
    await chmod(join(bin, program), 0o755);
  }
  const statePath = join(dir, 'state.json');
  return {
    dir,
    // -e: a command that fails stops the paste, where a terminal would print
    // the error and go on; the test sees the first one.
    paste: (script) =>
      spawnSync('bash', ['-e', '-c', script], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
          FAKE_CLI_STATE: statePath,
          FAKE_AWS_ACCOUNT: ACCOUNT,
          // The CLI's own default: a command that forgets --region lands here.
          AWS_DEFAULT_REGION: 'us-east-1',
        },
      }),
    state: async () => JSON.parse(await readFile(statePath, 'utf8')) as SetupState,
  };
}

/** The page's commands with the first names set as a user would set them. */
function withNames(pasted: string, values: Readonly<Record<string, string>>): string {
  let script = pasted;
  for (const [name, value] of Object.entries(values)) {
    const assignment = new RegExp(`^((?:.* )?${name}=)[^\\s"'$()]+`, 'm');
    expect(script, `the page sets ${name} first`).toMatch(assignment);
    script = script.replace(assignment, `$1${value}`);
  }
  return script;
}

describe('docs/aws.md, pasted into a shell', () => {
  const ours = {
    ACCOUNT,
    REPO: 'acme/trainer',
    BUCKET: 'acme-checkpoints',
    REGION: 'eu-west-1',
  };

  async function pasteOnce(values = ours) {
    const page = await setupPage('docs/aws.md');
    const account = await fakeAccount();
    // The page's two JSON blocks are saved as it says, before the commands run.
    expect(page.json).toHaveLength(2);
    await writeFile(join(account.dir, 'trust.json'), page.json[0] ?? '');
    await writeFile(join(account.dir, 'role-policy.json'), page.json[1] ?? '');
    const first = account.paste(withNames(page.pasted, values));
    return { page, account, first };
  }

  it("makes the bucket in the user's region, outside us-east-1, and the workflow's STORE is that bucket", async () => {
    const { page, account, first } = await pasteOnce();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    const state = await account.state();
    expect(state.buckets).toEqual({ 'acme-checkpoints': 'eu-west-1' });
    expect(state.lifecycles).toHaveProperty(['acme-checkpoints']);
    expect(storeOf(page.workflow, new Map(Object.entries(state.ghVariables)))).toMatch(
      /^s3:\/\/acme-checkpoints\//,
    );
  });

  it('can be pasted again: nothing fails the second time, and a changed REPO reaches the trust policy', async () => {
    const { page, account, first } = await pasteOnce();
    expect(first.status, first.stderr).toBe(0);
    const again = account.paste(withNames(page.pasted, { ...ours, REPO: 'acme/other' }));
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);

    const state = await account.state();
    const provider = `arn:aws:iam::${ACCOUNT}:oidc-provider/token.actions.githubusercontent.com`;
    expect(Object.keys(state.oidcProviders)).toEqual([provider]);
    const trust = JSON.stringify(state.roles['spot-train-github']?.trust);
    expect(trust).toContain(`"Federated":"${provider}"`);
    expect(trust).toContain('"repo:acme/other:*"');
    expect(state.profiles).toEqual({ 'spot-train-vm': ['spot-train-vm'] });
    for (const name of ['spot-train-github', 'spot-train-vm']) {
      const policies = JSON.stringify(state.roles[name]?.policies);
      expect(policies, name).toContain('arn:aws:s3:::acme-checkpoints/*');
      expect(policies, name).not.toContain('my-spot-train');
    }
    expect(state.ghVariables.AWS_ROLE_ARN).toBe(`arn:aws:iam::${ACCOUNT}:role/spot-train-github`);
  });

  it("launches where the page's region is: the workflow's region and zones are its default", async () => {
    const { shell, workflow } = await setupPage('docs/aws.md');
    const region = namesOf(shell).get('REGION') ?? '';
    const parsed = parse(workflow) as {
      env: { AWS_REGION: string };
      jobs: { launch: { steps: { with?: { zones?: string } }[] } };
    };
    expect(parsed.env.AWS_REGION).toBe(region);
    const zones = parsed.jobs.launch.steps.flatMap((s) => s.with?.zones?.split(/,\s*/) ?? []);
    expect(zones.length).toBeGreaterThan(0);
    for (const zone of zones) expect(zone.startsWith(region), zone).toBe(true);
  });
});

describe('the stand-in for the AWS CLI', () => {
  // What makes the pasting tests above worth anything: it refuses what AWS refuses.
  it('refuses to create a role twice, a bucket outside us-east-1 without its constraint, and a second role in a profile', async () => {
    const account = await fakeAccount();
    const role = "aws iam create-role --role-name r --assume-role-policy-document '{}'";
    expect(account.paste(role).status).toBe(0);
    expect(account.paste(role).stderr).toContain('EntityAlreadyExists');
    expect(account.paste('aws s3api create-bucket --bucket b --region eu-west-1').stderr).toContain(
      'IllegalLocationConstraintException',
    );
    expect(
      account.paste(
        'aws s3api create-bucket --bucket b --region eu-west-1 --create-bucket-configuration LocationConstraint=eu-west-1',
      ).status,
    ).toBe(0);
    const add = 'aws iam add-role-to-instance-profile --instance-profile-name p --role-name r';
    expect(
      account.paste(`aws iam create-instance-profile --instance-profile-name p && ${add}`).status,
    ).toBe(0);
    expect(account.paste(add).stderr).toContain('LimitExceeded');
    expect(account.paste('aws ec2 run-instances').status).toBe(2);
  });
});

describe('docs/gcp.md', () => {
  it("hands the bucket it makes to the workflow's STORE", async () => {
    const { shell, workflow } = await setupPage('docs/gcp.md');
    const names = namesOf(shell);
    const made = expand(
      /gcloud storage buckets create "(gs:\/\/[^"]+)"/.exec(shell)?.[1] ?? '',
      names,
    );
    expect(made).toBe('gs://my-spot-train');
    expect(storeOf(workflow, repoVariables(shell, names))).toMatch(new RegExp(`^${made}/`));
  });
});

describe('docs/azure.md', () => {
  it("hands the storage account and container it makes to the workflow's STORE", async () => {
    const { shell, workflow } = await setupPage('docs/azure.md');
    const names = namesOf(shell);
    const container = /az storage container create --account-name "\$ACCOUNT" --name (\S+)/.exec(
      shell,
    )?.[1];
    expect(container).toBe('checkpoints');
    expect(shell).toMatch(/az storage account create [^\n]*--name "\$ACCOUNT"/);
    expect(storeOf(workflow, repoVariables(shell, names))).toMatch(
      new RegExp(`^az://${names.get('ACCOUNT') ?? ''}/${container ?? ''}/`),
    );
  });

  it('launches into the resource group, network, subnet and location it makes', async () => {
    const { shell, workflow } = await setupPage('docs/azure.md');
    const names = namesOf(shell);
    const vnet = /az network vnet create --resource-group "\$RG" --name (\S+)/.exec(shell)?.[1];
    const subnet = /--subnet-name (\S+)/.exec(shell)?.[1];
    const groups = [...workflow.matchAll(/resource-group=(\S+)/g)].map((m) => m[1]);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group).toBe(names.get('RG'));
    const subnetIds = [...workflow.matchAll(/subnet-id=(.+)$/gm)].map((m) => m[1] ?? '');
    expect(subnetIds.length).toBeGreaterThan(0);
    for (const id of subnetIds)
      expect(id).toMatch(
        new RegExp(
          `/resourceGroups/${names.get('RG') ?? ''}/providers/Microsoft\\.Network/virtualNetworks/${vnet ?? ''}/subnets/${subnet ?? ''}$`,
        ),
      );
    const regions = [...workflow.matchAll(/^\s+regions: (\S+)/gm)].map((m) => m[1]);
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) expect(region).toBe(names.get('LOCATION'));
  });
});
