import { randomBytes } from 'node:crypto';
import { dispatchInputsFromEvent } from '../action/event.js';
import { Output } from '../action/outputs.js';
import type { LaunchedState } from '../action/state.js';
import type { LaunchSpec } from '../clouds/cloud.js';
import { loadCloud } from '../clouds/load-cloud.js';
import { apiBaseUrl, GitHubApi } from '../github/github-api.js';
import { generateJitConfig, type JitRunner } from '../github/jit-config.js';
import { runnerRelease, type RunnerRelease } from '../github/runner-release.js';
import { readLaunchSettings, type LaunchSettings } from '../settings/launch.js';
import { climbLadder, describeRung, ladderRungs, type ClimbResult } from '../launch/ladder.js';
import { runnerLabel, vmLabels } from '../launch/labels.js';
import { applyRestartPolicy } from '../launch/restart-policy.js';
import { recordRun } from '../restart/run-record.js';
import { storeRunId } from '../action/run-key.js';
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
  const { owner, repo, runId, runAttempt, restartOf, label, name } = await whoLaunches(env);
  const api = new GitHubApi({
    token: settings.runnerToken,
    baseUrl: apiBaseUrl(env),
    clock,
    logger,
  });
  const onDemandOnly = await restartPlacement(settings, restartOf, runId, deps);

  const [cloud, release] = await Promise.all([
    loadCloud(settings.cloud),
    releaseToInstall(settings, api),
  ]);
  const { runner, launched } = await registerRunner(api, deps, {
    repo: { owner, repo },
    name,
    label,
    extraLabels: settings.extraLabels,
    version: release.version,
  });

  const spec = launchSpec(settings, {
    labels: vmLabels({
      repository: `${owner}/${repo}`,
      runId,
      runAttempt,
      restartOf,
      name,
      expiresAt: clock.now() + settings.maxLifetimeMs,
    }),
    name,
    release,
    jitConfig: runner.encodedJitConfig,
  });
  const rungs = ladderRungs({ ...settings, onDemandOnly });
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
  setLaunchOutputs(deps, settings, label, climbed);
  await deps.writeSummary(launchSummary({ climbed, label, runnerVersion: release.version }));
}

/** This launch's run, the run it continues, and the runner's label and unique name. */
async function whoLaunches(env: NodeJS.ProcessEnv) {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = env.GITHUB_RUN_ID ?? '0';
  const runAttempt = env.GITHUB_RUN_ATTEMPT ?? '1';
  const restartOf = (await dispatchInputsFromEvent(env.GITHUB_EVENT_PATH))._restart ?? '';
  const label = runnerLabel(runId, runAttempt);
  const name = `${label}-${randomBytes(2).toString('hex')}`;
  return { owner, repo, runId, runAttempt, restartOf, label, name };
}

/** The actions/runner release the VM installs: the pinned one, or looked up. */
async function releaseToInstall(settings: LaunchSettings, api: GitHubApi): Promise<RunnerRelease> {
  // The settings refuse a pinned checksum with runner-version `latest`.
  if (!settings.runnerSha256) return runnerRelease(api, settings.runnerVersion, settings.arch);
  return { version: settings.runnerVersion, sha256: settings.runnerSha256 };
}

type Recorded = { -readonly [K in keyof LaunchedState]: LaunchedState[K] };

/**
 * Registers the just-in-time runner and records it at once, so the post
 * step removes it if anything after this fails.
 */
async function registerRunner(
  api: GitHubApi,
  deps: LaunchModeDeps,
  params: {
    readonly repo: { readonly owner: string; readonly repo: string };
    readonly name: string;
    /** The run's label, which the train job asks for. */
    readonly label: string;
    readonly extraLabels: readonly string[];
    readonly version: string;
  },
): Promise<{ runner: JitRunner; launched: Recorded }> {
  const { name, label } = params;
  const labels = [label, ...params.extraLabels];
  const runner = await generateJitConfig(api, params.repo, { name, labels });
  deps.setSecret(runner.encodedJitConfig);
  const launched: Recorded = { runnerId: runner.runnerId };
  deps.recordLaunched(launched);
  deps.logger.info(
    `registered runner ${name} (label ${label}) with actions/runner ${params.version}`,
  );
  return { runner, launched };
}

/**
 * For a restart, what the lineage's history says about this launch: true
 * when it must be on-demand. A second dispatch of the same restart stops here.
 */
/**
 * With the store: applies the restart policy of a restart (a duplicate
 * dispatch stops here; true means on-demand only), and records this run
 * before any VM exists, so one lost before its train step still keeps its
 * place (and its count) in the lineage.
 */
async function restartPlacement(
  settings: LaunchSettings,
  restartOf: string,
  runId: string,
  deps: LaunchModeDeps,
): Promise<boolean> {
  const { logger, clock, env } = deps;
  if (!settings.storeUrl) return false;
  const store = await openStore(settings.storeUrl, 'store', { ...settings.storeOptions, logger });
  let onDemandOnly = false;
  if (restartOf !== '') {
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
  const restartFrom = restartOf === '' ? undefined : restartOf;
  await recordRun({ store, runKey: storeRunId(env), restartFrom, clock, logger });
  return onDemandOnly;
}

function launchSpec(
  settings: LaunchSettings,
  vm: {
    readonly name: string;
    readonly labels: Record<string, string>;
    readonly release: RunnerRelease;
    readonly jitConfig: string;
  },
): LaunchSpec {
  return {
    name: vm.name,
    labels: vm.labels,
    startupScript: renderStartupScript({
      runnerVersion: vm.release.version,
      runnerSha256: vm.release.sha256,
      arch: settings.arch,
      jitConfig: vm.jitConfig,
      maxLifetimeMinutes: settings.maxLifetimeMs / 60_000,
      preRunnerScript: settings.preRunnerScript,
    }),
    image: settings.image,
    diskGb: settings.diskGb,
    ...(settings.maxPrice === undefined ? {} : { maxPrice: settings.maxPrice }),
    maxLifetimeMs: settings.maxLifetimeMs,
    options: settings.options,
  };
}

function setLaunchOutputs(
  deps: LaunchModeDeps,
  settings: LaunchSettings,
  label: string,
  climbed: ClimbResult,
): void {
  const { instance, instanceType, market, pricePerHour } = climbed.launched;
  const outputs: Record<string, string> = {
    [Output.runnerLabel]: label,
    [Output.cloud]: settings.cloud,
    [Output.region]: instance.region ?? climbed.rung.region,
    [Output.zone]: instance.zone ?? climbed.rung.zone ?? '',
    [Output.instanceId]: instance.id,
    [Output.instanceType]: instanceType,
    [Output.market]: market,
    [Output.price]: pricePerHour === undefined ? '' : String(pricePerHour),
  };
  for (const [key, value] of Object.entries(outputs)) deps.setOutput(key, value);
}
