import { describe, expect, it } from 'vitest';
import { launchSpec, type SpecSettings } from '../../src/launch/launch-spec.js';
import { renderStartupScript } from '../../src/launch/startup-script.js';

const settings: SpecSettings = {
  cloud: 'aws',
  arch: 'arm64',
  maxLifetimeMs: 2 * 3_600_000,
  preRunnerScript: 'modprobe nvidia\n',
  image: 'ami-0123456789abcdef0',
  diskGb: 200,
  maxPrice: 1.5,
  options: { 'placement-group': 'train-cluster' },
};

const release = { version: '2.330.0', sha256: 'b'.repeat(64) };
const common = {
  runnerVersion: '2.330.0',
  runnerSha256: 'b'.repeat(64),
  arch: 'arm64',
  maxLifetimeMinutes: 120,
  preRunnerScript: 'modprobe nvidia\n',
} as const;

const vm = (jitConfigs: string[]) => ({
  name: 'spot-train-5-1-ef56',
  labels: { 'spot-train': '1' },
  release,
  jitConfigs,
});

describe("the launch mode's VM spec", () => {
  it('gives one VM the script with its runner and no per-node scripts, as before gangs', () => {
    const spec = launchSpec(settings, vm(['Y29uZmlnLTA=']));
    expect(spec.startupScript).toBe(renderStartupScript({ ...common, jitConfig: 'Y29uZmlnLTA=' }));
    expect(spec.nodeStartupScripts).toBeUndefined();
    expect(spec).toMatchObject({ image: settings.image, diskGb: 200, maxPrice: 1.5 });
  });

  it("gives a gang the shared script and, per node, one VM's script with only that node's runner", () => {
    const configs = ['Y29uZmlnLTA=', 'Y29uZmlnLTE=', 'Y29uZmlnLTI='];
    const spec = launchSpec(settings, vm(configs));

    expect(spec.startupScript).toBe(
      renderStartupScript({ ...common, gang: { cloud: 'aws', jitConfigs: configs } }),
    );
    expect(spec.nodeStartupScripts).toEqual(
      configs.map((jitConfig) => renderStartupScript({ ...common, jitConfig })),
    );
    for (const [node, script] of (spec.nodeStartupScripts ?? []).entries()) {
      expect(configs.filter((config) => script.includes(config))).toEqual([configs[node]]);
    }
  });
});
