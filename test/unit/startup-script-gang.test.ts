import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CloudName } from '../../src/clouds/cloud.js';
import { renderStartupScript } from '../../src/launch/startup-script.js';
import { boot, fakeVm } from '../helpers/fake-vm.js';
import { onPath, requireTool, SHELLCHECK } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';

const common = {
  runnerVersion: '2.330.0',
  runnerSha256: '0'.repeat(64),
  arch: 'x64' as const,
  maxLifetimeMinutes: 90,
  preRunnerScript: '',
};

/** Base64 configurations like GitHub's, one per node, told apart by their node. */
const configs = [0, 1, 2].map((node) =>
  Buffer.from(JSON.stringify({ '.runner': `node-${node}`, pad: 'x'.repeat(400) })).toString(
    'base64',
  ),
);

const CLOUDS: readonly CloudName[] = ['aws', 'gcp', 'azure'];

/**
 * A VM of the gang: its metadata server says it is node `node` (AWS by the
 * launch index, GCP and Azure by the name's suffix); other curls download
 * the runner. `sleep` returns at once so retries take no time.
 */
async function gangVm(node: string) {
  const vm = await fakeVm();
  const curl = `#!/bin/bash
echo "curl $*" >> "${vm.dir}/calls"
case "$*" in
  *api/token*) printf 'imds-token' ;;
  *ami-launch-index*) printf '%s' '${node}' ;;
  *instance/name* | *compute/name*) printf 'spot-train-5-1-ab12-%s' '${node}' ;;
  *) cp "${vm.archive}" "$3" ;;
esac
`;
  await writeFile(join(vm.bin, 'curl'), curl);
  await writeFile(join(vm.bin, 'sleep'), '#!/bin/bash\n');
  await chmod(join(vm.bin, 'sleep'), 0o755);
  return vm;
}

async function bootGang(cloud: CloudName, node: string) {
  const vm = await gangVm(node);
  const script = join(vm.dir, 'startup.sh');
  await writeFile(
    script,
    renderStartupScript({
      ...common,
      runnerSha256: vm.sha256,
      gang: { cloud, jitConfigs: configs },
    }),
  );
  const booted = boot(script, vm);
  const base = join(vm.dir, 'base');
  const calls = (await readFile(join(vm.dir, 'calls'), 'utf8')).trim().split('\n');
  return { booted, base, calls };
}

describe("a gang's startup script", () => {
  it('is for one node byte for byte the script from before gangs', () => {
    const script = renderStartupScript({
      runnerVersion: '2.330.0',
      runnerSha256: 'ab'.repeat(32),
      arch: 'x64',
      jitConfig: 'eyJ4IjoxfQ==',
      maxLifetimeMinutes: 90,
      preRunnerScript: 'echo hi\n',
    });
    // The SHA-256 of what the code before gangs rendered for these values.
    expect(createHash('sha256').update(script).digest('hex')).toBe(
      '47196fcebe5bfcc9783cc4db289395b45d298f7ffb00b0cad184abcc23a55fdc',
    );
  });

  it.for(CLOUDS)('passes shellcheck on %s', async (cloud, context) => {
    requireTool(context, SHELLCHECK, onPath('shellcheck'));
    const path = join(await tempDir('gang-script'), 'startup.sh');
    await writeFile(path, renderStartupScript({ ...common, gang: { cloud, jitConfigs: configs } }));
    const checked = spawnSync('shellcheck', ['--severity=style', path], { encoding: 'utf8' });
    expect(checked.error).toBeUndefined();
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  it('holds the configurations packed, none of them in the clear', () => {
    const script = renderStartupScript({ ...common, gang: { cloud: 'aws', jitConfigs: configs } });
    for (const config of configs) expect(script).not.toContain(config);
    expect(script).toContain("node_count='3'");
  });

  it.each(CLOUDS)(
    'on %s, runs the runner of the node its metadata server names, with the config in its environment only',
    async (cloud) => {
      const { booted, base, calls } = await bootGang(cloud, '1');
      expect(booted.status, booted.stderr).toBe(0);
      expect(await readFile(join(base, 'runner-env'), 'utf8')).toBe(configs[1]);
      expect(await readFile(join(base, 'node-index'), 'utf8')).toBe('1\n');
      expect(booted.stdout).toContain('spot-train: this VM is node 1 of 3');
      for (const config of configs) expect(calls.join('\n')).not.toContain(config);
      expect(calls.at(-1)).toBe('shutdown -P now spot-train: the runner is done');
    },
  );

  it('on AWS, reads the launch index through IMDSv2', async () => {
    const { booted, calls } = await bootGang('aws', '2');
    expect(booted.status, booted.stderr).toBe(0);
    expect(calls).toContain(
      'curl -fsS -H X-aws-ec2-metadata-token: imds-token http://169.254.169.254/latest/meta-data/ami-launch-index',
    );
  });

  it.each([
    ['3', 'node 3 is outside the gang of 3'],
    ['', "said node '', not a node index"],
    ['1;reboot', "said node '1;reboot', not a node index"],
  ])('powers off without a runner when the node index is %j', async (node, message) => {
    const { booted, base, calls } = await bootGang('aws', node);
    expect(booted.status).not.toBe(0);
    expect(booted.stdout).toContain(message);
    await expect(readFile(join(base, 'runner-env'))).rejects.toThrow();
    expect(calls.at(-1)).toBe('shutdown -P now spot-train: the runner is done');
  });
});
