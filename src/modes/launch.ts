import { randomBytes } from 'node:crypto';
import { dispatchInputsFromEvent } from '../action/event.js';
import { Output } from '../action/outputs.js';
import type { LaunchedState } from '../action/state.js';
import type { LaunchSpec } from '../clouds/cloud.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import { generateJitConfig } from '../github/jit-config.js';
import { runnerRelease } from '../github/runner-release.js';
import { readLaunchSettings } from '../settings/launch.js';
import { climbLadder, describeRung, ladderRungs } from '../launch/ladder.js';
import { vmLabels } from '../launch/labels.js';
import { applyRestartPolicy } from '../launch/restart-policy.js';
import { renderStartupScript } from '../launch/startup-script.js';
import { openStore } from '../store/open-store.js';
import { UserError } from '../errors.js';
import { waitOnline } from '../launch/wait-online.js';
import { launchSummary } from '../report/launch-summary.js';

import type { ModeDeps } from './mode-deps.js';

export interface LaunchModeDeps extends ModeDeps {
  readonly setSecret: (value: string) => void;
  /** Recorded before anything is created, so the post step can remove it if this step fails. */
  readonly recordLaunched: (launched: LaunchedState) => void;
  readonly handOver: () => void;
}

/**
 * Mode `launch`: registers a just-in-time runner that takes one job (the
 * train job, by its unique label), starts a spot VM that installs and runs
 * it, and waits until GitHub sees the runner online. Whatever it created is
 * removed again if it cannot finish (here, or by its post step).
 */
export async function launchMode(deps: LaunchModeDeps): Promise<void> {
  const { env, logger, clock } = deps;
  const settings = readLaunchSettings(deps.getInput, env);
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = env.GITHUB_RUN_ID ?? '0';
  const runAttempt = env.GITHUB_RUN_ATTEMPT ?? '1';
  const restartOf = (await dispatchInputsFromEvent(env.GITHUB_EVENT_PATH))._restart ?? '';
  const label = `spot-train-${runId}-${runAttempt}`;
  const name = `${label}-${randomBytes(2).toString('hex')}`;
  const api = new GitHubApi({
    token: settings.runnerToken,
    baseUrl: apiBaseUrl(env),
    clock,
    logger,
  });

  let onDemandOnly = false;
  if (restartOf !== '' && settings.storeUrl) {
    const store = await openStore(settings.storeUrl, 'store', { ...settings.storeOptions, logger });
    const placement = await applyRestartPolicy({
      store,
      restartOf,
      workflowRunId: runId,
      policy: settings.policy,
      clock,
      logger,
    });
    if ('duplicateOf' in placement) {
      throw new UserError(
        `run ${placement.duplicateOf} already continues run ${restartOf}; this run is a second dispatch of the same restart and launches nothing`,
      );
    }
    onDemandOnly = placement.onDemandOnly;
  }

  const [cloud, release] = await Promise.all([
    loadCloud(settings.cloud),
    settings.runnerSha256
      ? { version: settings.runnerVersion, sha256: settings.runnerSha256 }
      : runnerRelease(api, settings.runnerVersion, settings.arch),
  ]);
  if (release.version === 'latest') {
    throw new Error('runner-sha256 pins a checksum, so runner-version must name a version too');
  }
  const runner = await generateJitConfig(
    api,
    { owner, repo },
    {
      name,
      labels: [label, ...settings.extraLabels],
    },
  );
  deps.setSecret(runner.encodedJitConfig);
  const launched: { -readonly [K in keyof LaunchedState]: LaunchedState[K] } = {
    runnerId: runner.runnerId,
  };
  deps.recordLaunched(launched);
  logger.info(`registered runner ${name} (label ${label}) with actions/runner ${release.version}`);

  const spec: LaunchSpec = {
    name,
    labels: vmLabels({
      repository: `${owner}/${repo}`,
      runId,
      runAttempt,
      restartOf,
      name,
      expiresAt: clock.now() + settings.maxLifetimeMs,
    }),
    startupScript: renderStartupScript({
      runnerVersion: release.version,
      runnerSha256: release.sha256,
      arch: settings.arch,
      jitConfig: runner.encodedJitConfig,
      maxLifetimeMinutes: settings.maxLifetimeMs / 60_000,
      preRunnerScript: settings.preRunnerScript,
    }),
    image: settings.image,
    diskGb: settings.diskGb,
    ...(settings.maxPrice === undefined ? {} : { maxPrice: settings.maxPrice }),
    maxLifetimeMs: settings.maxLifetimeMs,
    options: settings.options,
  };
  const rungs = ladderRungs({
    instanceTypes: settings.instanceTypes,
    zones: settings.zones,
    regions: settings.regions,
    onDemandFallback: settings.onDemandFallback,
    onDemandOnly,
  });
  const climbed = await climbLadder(cloud, spec, rungs, logger);
  launched.instance = climbed.launched.instance;
  deps.recordLaunched(launched);
  logger.info(`launched ${climbed.launched.instance.id}: ${describeRung(climbed.rung)}`);

  // A runner that never comes online leaves its VM and registration to the
  // post step, which removes whatever was not handed over.
  await waitOnline({
    api,
    repo: { owner, repo },
    runnerId: runner.runnerId,
    timeoutMs: settings.onlineTimeoutMs,
    clock,
    logger,
  });
  deps.handOver();
  const { instance } = climbed.launched;
  const outputs: Record<string, string> = {
    [Output.runnerLabel]: label,
    [Output.cloud]: settings.cloud,
    [Output.region]: instance.region ?? climbed.rung.region,
    [Output.zone]: instance.zone ?? climbed.rung.zone ?? '',
    [Output.instanceId]: instance.id,
    [Output.instanceType]: climbed.launched.instanceType,
    [Output.market]: climbed.launched.market,
    [Output.price]:
      climbed.launched.pricePerHour === undefined ? '' : String(climbed.launched.pricePerHour),
  };
  for (const [key, value] of Object.entries(outputs)) deps.setOutput(key, value);
  await deps.writeSummary(launchSummary({ climbed, label, runnerVersion: release.version }));
}
