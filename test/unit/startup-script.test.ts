import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderStartupScript, type StartupScriptParams } from '../../src/launch/startup-script.js';
import { boot, fakeVm } from '../helpers/fake-vm.js';
import { onPath, requireTool, SHELLCHECK } from '../helpers/system-tool.js';
import { tempDir } from '../helpers/temp-dir.js';

const params: StartupScriptParams = {
  runnerVersion: '2.330.0',
  runnerSha256: '0'.repeat(64),
  arch: 'x64',
  jitConfig: "eyJqaXQiOiJjb25maWcifQ==';$(touch pwned)'",
  maxLifetimeMinutes: 720,
  preRunnerScript: 'echo "pre-runner ran in $PWD" > "$SPOT_TRAIN_BASE/pre-runner.out"\n',
};

describe('the startup script', () => {
  it('passes shellcheck', async (context) => {
    requireTool(context, SHELLCHECK, onPath('shellcheck'));
    const dir = await tempDir('script');
    const path = join(dir, 'startup.sh');
    // A real JIT config is base64; a hostile one is tested below.
    await writeFile(
      path,
      renderStartupScript({ ...params, jitConfig: 'eyJqaXQiOiJjb25maWcifQ==' }),
    );
    const checked = spawnSync('shellcheck', ['--severity=style', path], { encoding: 'utf8' });
    expect(checked.error).toBeUndefined();
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  it('installs the verified runner, runs it once with the JIT config, and powers off', async () => {
    const vm = await fakeVm();
    const script = join(vm.dir, 'startup.sh');
    await writeFile(script, renderStartupScript({ ...params, runnerSha256: vm.sha256 }));
    const booted = boot(script, vm);
    expect(booted.status, booted.stderr).toBe(0);
    const base = join(vm.dir, 'base');
    // The JIT config arrives whole, as data: the $(...) in it never ran.
    expect(await readFile(join(base, 'runner-env'), 'utf8')).toBe(params.jitConfig);
    expect((await readFile(join(base, 'runner-args'), 'utf8')).trim()).toBe('');
    await expect(readFile(join(vm.dir, 'pwned'))).rejects.toThrow();
    expect(await readFile(join(base, 'pre-runner.out'), 'utf8')).toMatch(/^pre-runner ran in \//);
    const calls = (await readFile(join(vm.dir, 'calls'), 'utf8')).trim().split('\n');
    expect(calls[0]).toBe('shutdown -P +720 spot-train: max-lifetime reached');
    expect(calls).toContain(
      'curl -fsSL -o ' +
        `${base}/actions-runner-linux-x64-2.330.0.tar.gz https://github.com/actions/runner/releases/download/v2.330.0/actions-runner-linux-x64-2.330.0.tar.gz`,
    );
    expect(calls.at(-1)).toBe('shutdown -P now spot-train: the runner is done');
  });

  it('refuses a runner archive whose checksum does not match, and still powers off', async () => {
    const vm = await fakeVm();
    const script = join(vm.dir, 'startup.sh');
    await writeFile(script, renderStartupScript({ ...params, runnerSha256: 'f'.repeat(64) }));
    const booted = boot(script, vm);
    expect(booted.status).not.toBe(0);
    const base = join(vm.dir, 'base');
    await expect(readFile(join(base, 'runner-env'))).rejects.toThrow();
    expect(await readFile(join(base, 'startup.log'), 'utf8')).toMatch(/FAILED/);
    // The same lines reach the boot's own output: the VM's console log.
    expect(booted.stdout).toMatch(/FAILED/);
    const calls = (await readFile(join(vm.dir, 'calls'), 'utf8')).trim().split('\n');
    expect(calls.at(-1)).toBe('shutdown -P now spot-train: the runner is done');
  });
});
