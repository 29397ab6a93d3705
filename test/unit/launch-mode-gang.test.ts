import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_USER_DATA_BYTES } from '../../src/clouds/aws/run-instances.js';
import { systemClock } from '../../src/base/clock.js';
import { runMode } from '../helpers/run-mode.js';
import { startEc2, type LocalEc2 } from '../helpers/ec2.js';
import { startGitHubApi, type GitHubApi } from '../helpers/github-api/index.js';
import { inputsFrom } from '../helpers/inputs.js';
import { heldJitConfigs, runnerNameOf } from '../helpers/jit-config.js';
import { RecordingLogger } from '../helpers/recording-logger.js';

let github: GitHubApi;
let ec2: LocalEc2;
/** Each instance's user data, decoded, by instance id. */
let userData: Map<string, string>;
beforeEach(async () => {
  github = await startGitHubApi({ repository: 'acme/train' });
  ec2 = await startEc2();
  userData = new Map();
  // The VMs "boot": every runner comes online as soon as its instance exists.
  ec2.onLaunch = (id, request) => {
    userData.set(id, Buffer.from(request.UserData ?? '', 'base64').toString('utf8'));
    for (const runner of github.runners.list()) runner.status = 'online';
  };
  // The adapter makes its own EC2 client, which reads these.
  vi.stubEnv('AWS_ENDPOINT_URL_EC2', ec2.url);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('AWS_MAX_ATTEMPTS', '1');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all([github.close(), ec2.close()]);
});

describe('the launch mode with a gang whose shared script is over 16 KB on AWS', () => {
  it('starts every node with its own runner only, one RunInstances per node, and sets the gang outputs', async () => {
    const nodes = 8;
    const outputs = new Map<string, string>();
    const logger = new RecordingLogger();
    await runMode('launch', {
      getInput: inputsFrom({
        cloud: 'aws',
        'instance-types': 'g5.xlarge',
        regions: 'us-east-1',
        zones: 'us-east-1a',
        image: 'ami-0123456789abcdef0',
        'runner-version': '2.330.0',
        'runner-sha256': 'a'.repeat(64),
        'runner-token': github.issueToken({ kind: 'admin' }),
        nodes: String(nodes),
      }),
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'acme/train',
        GITHUB_RUN_ID: '9801',
        GITHUB_RUN_ATTEMPT: '1',
      },
      logger,
      clock: systemClock,
      setOutput: (name, value) => outputs.set(name, value),
      writeSummary: () => Promise.resolve(),
      setSecret: () => undefined,
      recordLaunched: () => undefined,
      handOver: () => undefined,
    });

    expect(ec2.launches).toHaveLength(nodes);
    expect(ec2.launches.every((l) => l.MinCount === '1' && l.MaxCount === '1')).toBe(true);
    expect(logger.text()).toContain(`${nodes} RunInstances calls, one per node`);
    const ids = JSON.parse(outputs.get('instance-ids') ?? '[]') as string[];
    expect(ids).toHaveLength(nodes);
    for (const [node, id] of ids.entries()) {
      expect(ec2.instances.get(id)?.tags?.['spot-train-node']).toBe(String(node));
      const script = userData.get(id) ?? '';
      expect(Buffer.byteLength(script)).toBeLessThanOrEqual(MAX_USER_DATA_BYTES);
      // One runner's configuration, and it is node i's runner, `<name>-<i>`.
      expect(script).not.toContain('jit_configs_gz');
      const held = heldJitConfigs(script);
      expect(held).toHaveLength(1);
      expect(runnerNameOf(held[0] ?? '')).toMatch(new RegExp(`^spot-train-9801-1-.*-${node}$`));
    }
    const rendezvous = ec2.instances.get(ids[0] ?? '')?.privateAddress ?? '?';
    expect(outputs.get('rendezvous')).toBe(`${rendezvous}:29500`);
  });
});
