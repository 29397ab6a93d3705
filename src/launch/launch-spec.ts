import type { CloudName, LaunchSpec, Rung } from '../clouds/cloud.js';
import type { RunnerRelease } from '../github/runner-release.js';
import { renderStartupScript } from './startup-script.js';

/** The settings a VM's spec is made of. */
export interface SpecSettings {
  readonly cloud: CloudName;
  readonly image: string;
  readonly diskGb: number;
  /** USD per hour; undefined caps spot at the on-demand price. */
  readonly maxPrice?: number;
  readonly arch: 'x64' | 'arm64';
  readonly maxLifetimeMs: number;
  readonly preRunnerScript: string;
  /** `key=value` lines of `cloud-options`. */
  readonly options: Readonly<Record<string, string>>;
  /** A gang's node 0's market on a spot rung (`host-market`); one VM has none. */
  readonly hostMarket?: Rung['market'];
}

/**
 * What every VM of this launch is given. One VM gets the script with its
 * runner's configuration. A gang gets the shared script, which holds every
 * node's configuration and picks its own at boot, and one script per node
 * holding only that node's: the same script one VM would get with that
 * runner. A cloud that starts the VMs one by one gives each its own.
 */
export function launchSpec(
  settings: SpecSettings,
  vm: {
    readonly name: string;
    readonly labels: Record<string, string>;
    readonly release: RunnerRelease;
    /** Each node's runner configuration, in node order. */
    readonly jitConfigs: readonly string[];
  },
): LaunchSpec {
  const common = {
    runnerVersion: vm.release.version,
    runnerSha256: vm.release.sha256,
    arch: settings.arch,
    maxLifetimeMinutes: settings.maxLifetimeMs / 60_000,
    preRunnerScript: settings.preRunnerScript,
  };
  const scripts = vm.jitConfigs.map((jitConfig) => renderStartupScript({ ...common, jitConfig }));
  const gang = vm.jitConfigs.length > 1;
  return {
    name: vm.name,
    labels: vm.labels,
    startupScript: gang
      ? renderStartupScript({
          ...common,
          gang: { cloud: settings.cloud, jitConfigs: vm.jitConfigs },
        })
      : (scripts[0] ?? ''),
    ...(gang ? { nodeStartupScripts: scripts } : {}),
    ...(gang && settings.hostMarket === 'on-demand' ? { hostMarket: settings.hostMarket } : {}),
    image: settings.image,
    diskGb: settings.diskGb,
    ...(settings.maxPrice === undefined ? {} : { maxPrice: settings.maxPrice }),
    maxLifetimeMs: settings.maxLifetimeMs,
    options: settings.options,
  };
}
