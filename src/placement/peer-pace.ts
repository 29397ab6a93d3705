import { median } from '../base/median.js';
import type { Rung } from '../clouds/cloud.js';
import type { AttemptHistory } from '../history/attempt-history.js';
import { lineageProgress, stepTimesByType } from './lineage-progress.js';
import type { rankRungs } from './rank-rungs.js';
import type { LaunchPlanSettings } from './placement-settings.js';

type History = readonly AttemptHistory[];

/**
 * The median step time of the store's other lineages that trained the same
 * total of steps: the same training run again (a scheduled retraining),
 * whose pace is the best guess before this lineage measures its own.
 */
export function peerStepTime(
  peers: readonly History[],
  totalSteps: number | undefined,
): number | undefined {
  if (totalSteps === undefined) return undefined;
  return median(
    peers
      .map(lineageProgress)
      .filter(
        (p) =>
          p.printedTotal === totalSteps ||
          (p.printedTotal === undefined && p.doneSteps === totalSteps),
      )
      .flatMap((p) => (p.msPerStep === undefined ? [] : [p.msPerStep])),
  );
}

/**
 * Each spot rung's step time against the fastest type's, from this training's
 * attempts (this lineage, and the store's others of the same total of
 * steps), when they timed every type of the ladder: otherwise the types are
 * taken as equally fast, and price alone tells them apart.
 */
export function slownessOf(
  settings: LaunchPlanSettings,
  histories: readonly History[],
  rungs: readonly Rung[],
): Pick<Parameters<typeof rankRungs>[0], 'slowness'> {
  const [current, ...others] = histories;
  if (current === undefined) return {};
  const total = settings.placement.totalSteps ?? lineageProgress(current).printedTotal;
  const same =
    total === undefined
      ? [current]
      : [current, ...others.filter((h) => lineageProgress(h).printedTotal === total)];
  const times = stepTimesByType(same);
  const types = [...new Set(rungs.filter((r) => r.market === 'spot').map((r) => r.instanceType))];
  const measured = types.flatMap((type) => {
    const ms = times.get(type);
    return ms === undefined ? [] : [ms];
  });
  if (types.length < 2 || measured.length < types.length) return {};
  const fastest = Math.min(...measured);
  return {
    slowness: (rung) =>
      rung.market === 'spot' ? (times.get(rung.instanceType) ?? fastest) / fastest : undefined,
  };
}
