import { randomBytes } from 'node:crypto';
import type { LaunchedState } from '../cleanup/launched.js';
import type { CloudName, LaunchSpec, LaunchingCloud } from '../clouds/cloud.js';
import { cloudsInReach, type CloudInReach } from '../launch/clouds-in-reach.js';
import { cloudsLauncher } from '../launch/rung-launcher.js';
import { runApi, type GitHubApi } from '../github/github-api.js';
import { restartOfEvent, type RunContext } from '../github/run-context.js';
import { parseRestartInput } from '../github/restart-input.js';
import { notNeededOutputs, replacementLaunch, type NotNeeded } from './launch-replacement.js';
import { runnerRelease, type RunnerRelease } from '../github/runner-release.js';
import type { LaunchSettings } from '../settings/launch.js';
import { describeRung, type ClimbResult } from '../launch/ladder.js';
import { climbWaitingForSpot } from '../launch/spot-wait.js';
import type { LadderPlan } from '../placement/launch-plan.js';
import { placeLaunch, type Placement } from './launch-placement.js';
import { GANG_SIZE_LABEL, runnerLabel, vmLabels } from '../clouds/labels.js';
import { launchOutputs } from './launch-outputs.js';
import { launchSpec } from '../launch/launch-spec.js';
import {
  nodeLabels,
  registerRunners,
  waitAllOnline,
  type Recorded,
} from '../launch/node-runners.js';
import { inGroup } from '../base/log.js';
import { launchSummary } from '../report/launch-summary.js';
import { isoTime } from '../history/records.js';
import { launchRecord } from './launch-record.js';
import { HOST_ON_DEMAND_WHY, onDemandNodes } from '../launch/host-market.js';

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
 * it, and waits until GitHub sees the runner online. With `nodes` above 1,
 * a gang: one runner and label per node, all VMs on one rung or none, and
 * every runner online before the step ends. Whatever it created is
 * removed again if it cannot finish (here, or by its post step).
 */
export async function launchMode(asked: LaunchSettings, deps: LaunchModeDeps): Promise<void> {
  const target = await launchTarget(asked, deps);
  if ('unneeded' in target) return launchNothing(target, deps);
  const { replacing, who } = target;
  const { owner, repo, runId, runAttempt, restartOf, label, name } = who;
  const api = runApi(deps, target.settings.runnerToken);
  const [reach, release] = await Promise.all([
    cloudsInReach(target.settings.ladders, target.settings.clouds, deps.logger),
    releaseToInstall(target.settings, api),
  ]);
  const settings: LaunchSettings = { ...target.settings, ladders: reach.map((one) => one.ladder) };
  const placed = await placeLaunch(
    settings,
    { restartOf, runId, clouds: reach.map((one) => one.cloud), replacement: !!replacing },
    deps,
  );
  const labels = nodeLabels(label, settings.nodes);
  const { runners, launched } = await registerRunners({
    api,
    repo: { owner, repo },
    name,
    labels,
    extraLabels: settings.extraLabels,
    version: release.version,
    setSecret: deps.setSecret,
    record: deps.recordLaunched,
    logger: deps.logger,
  });

  const climbed = await startVms(settings, deps, {
    reach,
    who: { owner, repo, runId, runAttempt, restartOf, name },
    release,
    jitConfigs: runners.map((runner) => runner.encodedJitConfig),
    plan: placed.plan,
    launched,
  });
  placed.history?.note('launch', launchRecord(climbed, placed.because, placed.plan.deadline));
  // Before the wait: a gang without a rendezvous address is removed by the post step.
  const { rendezvousPort } = settings;
  const cloud = climbed.rung.cloud;
  const gangOutputs = launchOutputs({ cloud, labels, climbed, rendezvousPort });
  const outputs = replacing ? replacing.outputs(gangOutputs, label) : gangOutputs;

  await handOverOnline(deps, { api, repo: { owner, repo }, runners, settings, placed });
  for (const [key, value] of Object.entries(outputs)) deps.setOutput(key, value);
  await deps.writeSummary(
    launchSummary({
      climbed,
      labels,
      runnerVersion: release.version,
      ranked: placed.plan.ranked,
      now: deps.clock.now(),
      ...(placed.plan.market === undefined ? {} : { market: placed.plan.market }),
      acrossClouds: settings.ladders.length > 1,
      ...whyOnDemand(placed.because),
    }),
  );
  await placed.history?.settled(HISTORY_WAIT_MS);
}

/** A replacement whose gang ended before it came: no VM, no rank for the train job. */
async function launchNothing(unneeded: NotNeeded, deps: LaunchModeDeps): Promise<void> {
  deps.logger.notice(`nothing to launch: ${unneeded.unneeded}`);
  for (const [key, value] of Object.entries(notNeededOutputs(unneeded.record)))
    deps.setOutput(key, value);
  await deps.writeSummary(
    `## spot-train: replacement not needed\n\n${unneeded.unneeded}; no VM was started.\n`,
  );
}

/**
 * Waits for every runner to come online, records when, and hands the VMs
 * over: a runner that never comes online leaves its VM and registration to
 * the post step, which removes whatever was not handed over.
 */
async function handOverOnline(
  deps: LaunchModeDeps,
  params: Omit<Parameters<typeof waitAllOnline>[0], 'timeoutMs' | 'clock' | 'logger'> & {
    readonly settings: LaunchSettings;
    readonly placed: Placement;
  },
): Promise<void> {
  const { clock, logger } = deps;
  const { api, repo, runners, settings, placed } = params;
  await inGroup(logger, 'Waiting for the runner to come online', () =>
    waitAllOnline({ api, repo, runners, timeoutMs: settings.onlineTimeoutMs, clock, logger }),
  );
  placed.history?.note('runner-online', { at: isoTime(clock.now()) });
  deps.handOver();
}

function whyOnDemand(because: string | undefined): { onDemandBecause?: string } {
  return because === undefined ? {} : { onDemandBecause: because };
}

/** Records are small; a store that takes longer than this loses them rather than holding the step. */
const HISTORY_WAIT_MS = 30_000;

/**
 * Starts the VMs (one, or every VM of the gang) on the first rung with room
 * for all of them, and records them at once for the post step.
 */
async function startVms(
  settings: LaunchSettings,
  deps: LaunchModeDeps,
  params: {
    readonly reach: readonly CloudInReach[];
    readonly who: Omit<ReturnType<typeof whoLaunches>, 'label'>;
    readonly release: RunnerRelease;
    readonly jitConfigs: readonly string[];
    readonly plan: LadderPlan;
    readonly launched: Recorded;
  },
): Promise<ClimbResult> {
  const { who, launched } = params;
  const labels = vmLabels({
    repository: `${who.owner}/${who.repo}`,
    ...who,
    expiresAt: deps.clock.now() + settings.maxLifetimeMs,
  });
  // Each cloud's VMs get its own image and options; the runners are the same.
  const specs = new Map<CloudName, { cloud: LaunchingCloud; spec: LaunchSpec }>();
  for (const { ladder, cloud } of params.reach) {
    const spec = launchSpec(
      { ...settings, ...ladder },
      {
        labels: gangLabels(labels, settings.nodes),
        name: who.name,
        release: params.release,
        jitConfigs: params.jitConfigs,
      },
    );
    specs.set(ladder.cloud, { cloud, spec });
  }
  const { plan } = params;
  const climbed = await climbWaitingForSpot({
    launcher: cloudsLauncher(specs),
    rungs: plan.rungs,
    nodes: settings.nodes,
    clock: deps.clock,
    logger: deps.logger,
    ...(plan.market?.spotWaitUntil === undefined ? {} : { waitUntil: plan.market.spotWaitUntil }),
  });
  if (settings.nodes === 1) launched.instance = climbed.launched.instance;
  else launched.instances = climbed.gang.map((vm) => vm.instance);
  deps.recordLaunched(launched);
  logLaunched(climbed, deps.logger, params.reach.length > 1);
  return climbed;
}

function logLaunched(
  climbed: ClimbResult,
  logger: LaunchModeDeps['logger'],
  onCloud: boolean,
): void {
  const where = describeRung(climbed.rung, onCloud);
  if (climbed.gang.length === 1) {
    logger.info(`launched ${climbed.launched.instance.id}: ${where}`);
    return;
  }
  for (const [node, vm] of climbed.gang.entries()) {
    const own =
      vm.market === climbed.rung.market
        ? where
        : describeRung({ ...climbed.rung, market: vm.market }, onCloud);
    logger.info(
      `launched node ${node}, ${vm.instance.id} (${vm.privateAddress ?? 'no private address'}): ${own}`,
    );
  }
  if (onDemandNodes(climbed) > 0)
    logger.info(`node 0 is on-demand, the others spot: ${HOST_ON_DEMAND_WHY}`);
}

/**
 * A gang's VMs also say how many they are, so finalize and the janitor can
 * tell a gang that lost a member from a whole one.
 */
function gangLabels(labels: Record<string, string>, nodes: number): Record<string, string> {
  return nodes === 1 ? labels : { ...labels, [GANG_SIZE_LABEL]: String(nodes) };
}

/**
 * What this step launches: as asked, or one VM that replaces a node of an
 * elastic gang (the `_restart` input says which), whose VM continues the
 * gang's run.
 */
async function launchTarget(asked: LaunchSettings, deps: LaunchModeDeps) {
  const who = whoLaunches(deps.context);
  const replacing = await replacementLaunch(asked, parseRestartInput(who.restartOf), deps);
  if (replacing && 'unneeded' in replacing) return replacing;
  if (!replacing) return { settings: asked, replacing, who };
  return { settings: replacing.settings, replacing, who: { ...who, restartOf: replacing.gangRun } };
}

/** This launch's run, the run it continues, and the runner's label and unique name. */
function whoLaunches(context: RunContext) {
  const { owner, repo } = context.repo;
  const runId = context.runId || '0';
  const { runAttempt } = context;
  const restartOf = restartOfEvent(context);
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
