import type { LaunchedState } from '../cleanup/launched.js';
import type { Clock } from '../base/clock.js';
import type { GitHubApi } from '../github/github-api.js';
import { generateJitConfig, type JitRunner } from '../github/jit-config.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { waitOnline } from './wait-online.js';
import type { Repo } from '../github/repo.js';

/** The state recorded for the post step, filled in as things are created. */
export type Recorded = { -readonly [K in keyof LaunchedState]: LaunchedState[K] };

/** A node's runner label: the run's label for one VM, `<label>-<node>` in a gang. */
export function nodeLabels(label: string, nodes: number): string[] {
  if (nodes === 1) return [label];
  return Array.from({ length: nodes }, (_, node) => `${label}-${node}`);
}

/**
 * Registers one just-in-time runner per node, each with its own label, and
 * records each at once, so the post step removes them if anything after
 * fails. One VM is recorded as `runnerId`, as before gangs.
 */
export async function registerRunners(params: {
  readonly api: GitHubApi;
  readonly repo: Repo;
  /** The runners' unique name; a gang's runner i is `<name>-<i>`. */
  readonly name: string;
  /** The label of each node's runner, in node order. */
  readonly labels: readonly string[];
  readonly extraLabels: readonly string[];
  readonly version: string;
  readonly setSecret: (value: string) => void;
  readonly record: (launched: LaunchedState) => void;
  readonly logger: Logger;
}): Promise<{ runners: JitRunner[]; launched: Recorded }> {
  const gang = params.labels.length > 1;
  const launched: Recorded = {};
  const runners: JitRunner[] = [];
  for (const [node, label] of params.labels.entries()) {
    const name = gang ? `${params.name}-${node}` : params.name;
    const labels = [label, ...params.extraLabels];
    const runner = await generateJitConfig(params.api, params.repo, { name, labels });
    params.setSecret(runner.encodedJitConfig);
    runners.push(runner);
    if (gang) launched.runnerIds = runners.map((r) => r.runnerId);
    else launched.runnerId = runner.runnerId;
    params.record(launched);
    params.logger.info(
      `registered runner ${name} (label ${label}) with actions/runner ${params.version}`,
    );
  }
  return { runners, launched };
}

/**
 * Waits until every node's runner is online, all within one `timeoutMs`:
 * a gang whose last runner never comes up cannot train, however many did.
 */
export async function waitAllOnline(params: {
  readonly api: GitHubApi;
  readonly repo: Repo;
  readonly runners: readonly JitRunner[];
  readonly timeoutMs: number;
  readonly clock: Clock;
  readonly logger: Logger;
}): Promise<void> {
  const { clock, runners } = params;
  const deadline = clock.now() + params.timeoutMs;
  for (const [node, runner] of runners.entries()) {
    const wait = {
      api: params.api,
      repo: params.repo,
      runnerId: runner.runnerId,
      timeoutMs: Math.max(0, deadline - clock.now()),
      clock,
      logger: params.logger,
    };
    if (runners.length === 1) {
      await waitOnline({ ...wait, timeoutMs: params.timeoutMs });
      continue;
    }
    try {
      await waitOnline(wait);
    } catch (error) {
      throw new Error(`node ${node} (runner ${runner.name}): ${describeError(error)}`, {
        cause: error,
      });
    }
  }
}
