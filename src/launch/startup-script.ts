import { gzipSync } from 'node:zlib';
import type { CloudName } from '../clouds/cloud.js';
import { shellQuote } from './shell-quote.js';
import { NODE_INDEX, CHOOSE_CONFIG } from './startup-node-index.js';

interface CommonParams {
  /** actions/runner release, e.g. 2.330.0. */
  readonly runnerVersion: string;
  /** SHA-256 (hex) of the runner archive for `arch`, from the release. */
  readonly runnerSha256: string;
  readonly arch: 'x64' | 'arm64';
  /** The VM powers itself off after this many minutes, whatever happens. */
  readonly maxLifetimeMinutes: number;
  /** Run as root before the runner starts (drivers, mounts); empty for none. */
  readonly preRunnerScript: string;
}

/** A gang's runners: every VM boots the same script and picks its own by node index. */
export interface GangRunners {
  /** Whose metadata server the script asks for the VM's node index. */
  readonly cloud: CloudName;
  /** Node i's just-in-time runner configuration at index i. */
  readonly jitConfigs: readonly string[];
}

export type StartupScriptParams = CommonParams &
  (
    | {
        /** The just-in-time runner configuration (base64, from generate-jitconfig). */
        readonly jitConfig: string;
      }
    | { readonly gang: GangRunners }
  );

/**
 * The VM's first-boot script: schedule the hard power-off, run the user's
 * pre-runner script, install the actions runner (checksum verified), run it
 * for exactly one job with the JIT config, and power off when it exits or
 * anything fails. Every value is a quoted word or base64, and the script
 * passes shellcheck (tested). The JIT config reaches the runner through its
 * environment, never its command line, so `ps` does not show it.
 */
export function renderStartupScript(params: StartupScriptParams): string {
  if ('gang' in params) {
    // The node index comes before the pre-runner script, so a VM that cannot
    // tell which node it is powers off before it spends time on drivers.
    return [
      PREAMBLE,
      settings(params, gangSettings(params.gang)),
      POWER_OFF_GUARD,
      NODE_INDEX[params.gang.cloud],
      CHOOSE_CONFIG,
      PRE_RUNNER,
      INSTALL_RUNNER,
      RUN_ONE_JOB,
    ].join('\n');
  }
  return [
    PREAMBLE,
    settings(params, `jit_config=${shellQuote(params.jitConfig)}\n`),
    POWER_OFF_GUARD,
    PRE_RUNNER,
    INSTALL_RUNNER,
    RUN_ONE_JOB,
  ].join('\n');
}

/**
 * Every node's configuration, one a line, gzipped: a JIT configuration is
 * base64 of base64 and shrinks by about a quarter, and AWS takes only 16 KB
 * of user data for the whole script.
 */
function gangSettings(gang: GangRunners): string {
  const lines = `${gang.jitConfigs.join('\n')}\n`;
  const packed = gzipSync(Buffer.from(lines, 'utf8'), { level: 9 }).toString('base64');
  return `node_count=${shellQuote(String(gang.jitConfigs.length))}
jit_configs_gz=${shellQuote(packed)}
`;
}

// Each section ends with its last line's newline; the join adds the blank
// line between sections.

const PREAMBLE = `#!/bin/bash
# spot-train: first boot of a one-job GitHub Actions runner. Generated.
set -euo pipefail

base="\${SPOT_TRAIN_BASE:-/opt/spot-train}"
mkdir -p "$base"
# Also to the first boot's own output, which the cloud keeps as the VM's
# console log: readable when the runner never comes online.
exec > >(tee -a "$base/startup.log") 2>&1
`;

/** The script's settings; `runners` is the line or lines with the runner configuration. */
function settings(params: CommonParams, runners: string): string {
  const preRunner = Buffer.from(params.preRunnerScript, 'utf8').toString('base64');
  return `runner_version=${shellQuote(params.runnerVersion)}
runner_sha256=${shellQuote(params.runnerSha256)}
runner_arch=${shellQuote(params.arch)}
max_lifetime_minutes=${shellQuote(String(Math.max(1, Math.ceil(params.maxLifetimeMinutes))))}
${runners}pre_runner_b64=${shellQuote(preRunner)}
`;
}

const POWER_OFF_GUARD = `# Whatever happens from here on, the VM does not outlive its job.
shutdown -P "+$max_lifetime_minutes" 'spot-train: max-lifetime reached' ||
  systemd-run --on-active="\${max_lifetime_minutes}m" /sbin/poweroff
power_off() {
  echo "spot-train: powering off"
  sync
  shutdown -P now 'spot-train: the runner is done' || poweroff
}
trap power_off EXIT
`;

const PRE_RUNNER = `if [ -n "$pre_runner_b64" ]; then
  printf '%s' "$pre_runner_b64" | base64 -d >"$base/pre-runner.sh"
  echo "spot-train: running the pre-runner script"
  bash "$base/pre-runner.sh"
fi
`;

const INSTALL_RUNNER = `id runner >/dev/null 2>&1 || useradd --create-home --shell /bin/bash runner
if getent group docker >/dev/null; then usermod -aG docker runner; fi

archive="actions-runner-linux-$runner_arch-$runner_version.tar.gz"
url="https://github.com/actions/runner/releases/download/v$runner_version/$archive"
for try in 1 2 3 4 5; do
  if curl -fsSL -o "$base/$archive" "$url"; then break; fi
  if [ "$try" = 5 ]; then echo "spot-train: could not download $url"; exit 1; fi
  sleep $((try * 5))
done
echo "$runner_sha256  $base/$archive" | sha256sum -c -

runner_dir="$base/actions-runner"
mkdir -p "$runner_dir"
tar -xzf "$base/$archive" -C "$runner_dir"
rm -f "$base/$archive"
# Images without the runner's libraries get them here; others have them.
"$runner_dir/bin/installdependencies.sh" >/dev/null 2>&1 || true
chown -R runner: "$runner_dir"
`;

const RUN_ONE_JOB = `echo "spot-train: starting the runner"
cd "$runner_dir"
ACTIONS_RUNNER_INPUT_JITCONFIG="$jit_config" runuser -u runner -- ./run.sh || true
echo "spot-train: the runner exited"
`;
