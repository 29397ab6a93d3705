import type { ClimbResult } from '../launch/ladder.js';
import { onDemandNodes } from '../launch/host-market.js';
import { isoTime, type HistoryRecords, type PassedOver } from '../history/records.js';
import type { DeadlineFigures } from '../placement/launch-plan.js';

/** The launch's history record: where the VM runs and when the cloud answered. */
export function launchRecord(
  climbed: ClimbResult,
  onDemandBecause: string | undefined,
  deadline: DeadlineFigures | undefined,
): HistoryRecords['launch'] {
  const { launched, rung, gang } = climbed;
  // The gang's market is the rung's: a spot gang whose node 0 alone is on-demand is a spot launch.
  const handBack = rung.market === 'on-demand' ? deadline : undefined;
  const mixed = onDemandNodes(climbed);
  const zone = launched.instance.zone ?? rung.zone;
  return {
    cloud: rung.cloud,
    region: launched.instance.region ?? rung.region,
    ...(zone === undefined ? {} : { zone }),
    instanceType: launched.instanceType,
    market: rung.market,
    nodes: gang.length,
    ...(mixed === 0 ? {} : { onDemandNodes: mixed }),
    instanceIds: gang.map((vm) => vm.instance.id),
    vmRequestedAt: isoTime(climbed.requestedAt),
    vmRunningAt: isoTime(climbed.runningAt),
    ...(onDemandBecause === undefined ? {} : { onDemandBecause }),
    ...(climbed.skipped.length === 0 ? {} : { passedOver: climbed.skipped.map(passedOverOf) }),
    ...(handBack === undefined ? {} : { deadline: deadlineOf(handBack) }),
  };
}

function deadlineOf(figures: DeadlineFigures): NonNullable<HistoryRecords['launch']['deadline']> {
  const { deadlineAt, totalSteps, restartMs, lostMs, handBackAfterMs } = figures;
  return {
    at: isoTime(deadlineAt),
    ...(totalSteps === undefined ? {} : { totalSteps }),
    restartMs: Math.round(restartMs),
    lostMs: Math.round(lostMs),
    handBackAfterMs,
  };
}

function passedOverOf(skipped: ClimbResult['skipped'][number]): PassedOver {
  const { rung, at } = skipped;
  return {
    cloud: rung.cloud,
    instanceType: rung.instanceType,
    region: rung.region,
    ...(rung.zone === undefined ? {} : { zone: rung.zone }),
    market: rung.market,
    at: isoTime(at),
  };
}
