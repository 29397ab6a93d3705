import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { startEc2, type LocalEc2 } from './ec2.js';
import { startGitHubApi, type GitHubApi } from './github-api/index.js';
import type { ActionContext } from './run-dist.js';
import { tempDir } from './temp-dir.js';

/*
 * The GitHub and EC2 servers a launch test talks to, fresh for each test.
 * Exported as live bindings: a test file reads them after useLaunchServers
 * has set them for the test that runs.
 */
export let github: GitHubApi;
export let ec2: LocalEc2;
/** An admin-scoped token, as runner-token takes. */
export let admin: string;

export function useLaunchServers(): void {
  beforeEach(async () => {
    github = await startGitHubApi({ repository: 'acme/train' });
    ec2 = await startEc2();
    admin = github.issueToken({ kind: 'admin' });
    // The VMs "boot": every runner comes online as soon as the instances exist.
    ec2.onLaunch = () => {
      for (const runner of github.runners.list()) runner.status = 'online';
    };
  });
  afterEach(async () => {
    await Promise.all([github.close(), ec2.close()]);
  });
}

export async function launchContext(runId: string): Promise<ActionContext> {
  const root = await tempDir('launch');
  const ctx = { workspace: join(root, 'workspace'), runnerTemp: join(root, 'tmp'), runId };
  await mkdir(ctx.workspace);
  await mkdir(ctx.runnerTemp);
  return ctx;
}

/** A launch on the EC2 server: a ladder of two types in one zone; cloud-options are the test's. */
export const LAUNCH_INPUTS = {
  mode: 'launch',
  cloud: 'aws',
  'instance-types': 'g5.xlarge, g6.xlarge',
  regions: 'us-east-1',
  zones: 'us-east-1a',
  image: 'ami-0123456789abcdef0',
  'runner-version': '2.330.0',
  'runner-sha256': 'a'.repeat(64),
};

export function launchEnv(): NodeJS.ProcessEnv {
  return {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'acme/train',
    GITHUB_RUN_ATTEMPT: '1',
    AWS_ENDPOINT_URL_EC2: ec2.url,
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_REGION: 'us-east-1',
  };
}
