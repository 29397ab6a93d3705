import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { CloudName, LaunchingCloud, PlacementScore, Rung } from '../clouds/cloud.js';
import { namedZone } from '../launch/ladder.js';
import { hasSpotHistory, type PlacementEvidence } from './evidence.js';
import type { LaunchPlanSettings } from './placement-settings.js';
import type { rankRungs } from './rank-rungs.js';

const SCORE_SOURCES: Readonly<Record<CloudName, string>> = {
  aws: 'AWS Spot placement scores',
  gcp: "GCP's placement scores",
  azure: 'Azure Spot Placement Scores',
};

type Scores = Pick<Parameters<typeof rankRungs>[0], 'score' | 'scoreSource'>;

/**
 * Each cloud's placement scores for its spot rungs, asked only while the
 * store has no history to learn from and the order is learned. They are
 * advice: a cloud without them, or one that refuses (a missing permission,
 * the daily limit), leaves its rungs unscored. Every cloud's score is on
 * the same 0-to-1 scale, so a ladder across clouds compares them as given.
 */
export async function priorScores(
  settings: LaunchPlanSettings,
  rungs: readonly Rung[],
  evidence: PlacementEvidence,
  clouds: readonly LaunchingCloud[] | undefined,
  logger: Logger,
): Promise<Scores> {
  const spot = rungs.filter((rung) => rung.market === 'spot');
  if (settings.placement.order !== 'learned' || hasSpotHistory(evidence) || spot.length < 2)
    return {};
  const asked = await Promise.all(
    (clouds ?? []).map(async (cloud) => {
      const { name } = cloud;
      const own = spot.filter((rung) => rung.cloud === name);
      const which = (clouds?.length ?? 0) > 1 ? 'its' : 'the';
      const scores =
        own.length === 0
          ? []
          : await scoresOf(cloud, own, { nodes: settings.nodes, which }, logger);
      return { name, scores };
    }),
  );
  const scored = asked.filter(({ scores }) => scores.length > 0);
  if (scored.length === 0) return {};
  return {
    score: (rung) =>
      scored
        .find(({ name }) => name === rung.cloud)
        ?.scores.find(
          (s) =>
            s.type === rung.instanceType && s.region === rung.region && s.zone === namedZone(rung),
        )?.score,
    scoreSource: scored.map(({ name }) => SCORE_SOURCES[name]).join(' and '),
  };
}

async function scoresOf(
  cloud: LaunchingCloud,
  spot: readonly Rung[],
  { nodes, which }: { readonly nodes: number; readonly which: string },
  logger: Logger,
): Promise<PlacementScore[]> {
  if (cloud.placementScores === undefined) return [];
  try {
    return await cloud.placementScores({
      types: [...new Set(spot.map((rung) => rung.instanceType))],
      regions: [...new Set(spot.map((rung) => rung.region))],
      zonal: spot.some((rung) => namedZone(rung) !== undefined),
      nodes,
    });
  } catch (error) {
    logger.warning(
      `could not read ${SCORE_SOURCES[cloud.name]} (${describeError(error)}); trying ${which} rungs in your order`,
    );
    return [];
  }
}
