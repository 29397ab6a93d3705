import type { AttemptHistory } from '../history/attempt-history.js';
import { msOf } from '../history/records.js';
import { resumeTimelines } from '../history/resume-timeline.js';
import type { CapacityMiss, PlacementEvidence, Place, SpotSpell } from './evidence.js';

/**
 * The placement evidence in lineages' histories (each in lineage order, as
 * readLineageHistory gives it), for the ladder's clouds: a store shared by
 * clouds has zones and types of each, and each place is kept with its
 * cloud, so only a cloud's own speak for its rungs.
 */
export function evidenceOf(
  lineages: readonly (readonly AttemptHistory[])[],
  clouds: readonly string[],
): PlacementEvidence {
  const spells: SpotSpell[] = [];
  const launches: (Place & { market: 'spot' | 'on-demand' })[] = [];
  const misses: CapacityMiss[] = [];
  const restartMs: number[] = [];
  const lostMs: number[] = [];
  for (const history of lineages) {
    for (const run of history) {
      // A launch across clouds may have passed over rungs of a cloud other than its own.
      misses.push(...missesOf(run).filter((miss) => clouds.includes(miss.cloud ?? '')));
      if (run.cloud === undefined || !clouds.includes(run.cloud)) continue;
      const place = placeOf(run);
      if (place === undefined || run.market === undefined) continue;
      launches.push({ ...place, market: run.market });
      const spell = run.market === 'spot' ? spellOf(run, place) : undefined;
      if (spell === undefined) continue;
      spells.push(spell);
      const lost = lostOf(run, spell);
      if (lost !== undefined) lostMs.push(lost);
    }
    for (const timeline of resumeTimelines(history)) {
      if (timeline.totalMs !== null) restartMs.push(timeline.totalMs);
    }
  }
  return { spells, launches, misses, restartMs, lostMs };
}

function placeOf(run: AttemptHistory): Place | undefined {
  if (run.type === undefined || run.region === undefined) return undefined;
  return {
    ...(run.cloud === undefined ? {} : { cloud: run.cloud }),
    type: run.type,
    region: run.region,
    ...(run.zone === undefined ? {} : { zone: run.zone }),
  };
}

function spellOf(run: AttemptHistory, place: Place): SpotSpell | undefined {
  if (run.vmStartedAt === undefined) return undefined;
  // The notice is when the cloud said it takes the VM; a VM gone without one, when finalize found it gone.
  const reclaimedAt =
    run.interrupted === undefined ? undefined : (run.points.notice ?? run.vmEndedAt);
  return {
    ...place,
    startedAt: run.vmStartedAt,
    ...(run.vmEndedAt === undefined ? {} : { endedAt: run.vmEndedAt }),
    ...(reclaimedAt === undefined ? {} : { reclaimedAt }),
  };
}

/** Work since the last durable save; none when the trainer saved after the notice. */
function lostOf(run: AttemptHistory, spell: SpotSpell): number | undefined {
  if (spell.reclaimedAt === undefined || run.lastDurableAt === undefined) return undefined;
  return Math.max(0, spell.reclaimedAt - run.lastDurableAt);
}

function missesOf(run: AttemptHistory): CapacityMiss[] {
  return run.passedOver.flatMap((passed) => {
    const at = msOf(passed.at);
    const cloud = passed.cloud ?? run.cloud;
    if (at === undefined) return [];
    return [
      {
        ...(cloud === undefined ? {} : { cloud }),
        type: passed.instanceType,
        region: passed.region,
        ...(passed.zone === undefined ? {} : { zone: passed.zone }),
        market: passed.market,
        at,
      },
    ];
  });
}
