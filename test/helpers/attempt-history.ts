import type { AttemptHistory, TimelinePoints } from '../../src/history/attempt-history.js';

const NO_POINTS: TimelinePoints = {
  runCreated: undefined,
  runStarted: undefined,
  vmRequested: undefined,
  vmRunning: undefined,
  runnerOnline: undefined,
  trainJobStarted: undefined,
  trainStepStarted: undefined,
  restoreDone: undefined,
  firstStep: undefined,
  notice: undefined,
  noticeDeadline: undefined,
  durable: undefined,
  dispatched: undefined,
  attemptEnded: undefined,
  finalized: undefined,
};

/** One run of a lineage as its records would tell it: nothing recorded but what `given` says. */
export function attemptHistory(
  given: Partial<AttemptHistory> & Pick<AttemptHistory, 'runId'>,
): AttemptHistory {
  return {
    attempt: undefined,
    cloud: undefined,
    region: undefined,
    zone: undefined,
    type: undefined,
    market: undefined,
    nodes: undefined,
    onDemandNodes: undefined,
    instanceIds: [],
    vmStartedAt: undefined,
    vmEndedAt: undefined,
    interrupted: undefined,
    handedBack: false,
    outcome: undefined,
    lastDurableAt: undefined,
    durableLagMs: undefined,
    lastDurableLagMs: undefined,
    passedOver: [],
    firstStep: undefined,
    lastStep: undefined,
    totalSteps: undefined,
    noticeNode: undefined,
    gang: undefined,
    traffic: { restoredBytes: 0, uploadedBytes: 0, unrecordedNodes: 0 },
    points: NO_POINTS,
    ...given,
  };
}
