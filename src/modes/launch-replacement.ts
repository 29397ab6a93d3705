import { UserError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { Clock } from '../base/clock.js';
import { Output } from '../action/outputs.js';
import type { RestartInput } from '../github/restart-input.js';
import { readRunRecord } from '../history/read-history.js';
import type { HistoryRecords } from '../history/records.js';
import type { CloudLadder } from '../launch/ladder.js';
import { findJoinRecord, type JoinRecord } from '../records/gang-join.js';
import { gangStillTraining } from './train-replacement.js';
import type { LaunchSettings } from '../settings/launch.js';
import { openStore } from '../store/open-store.js';

/** The launch of one VM that replaces a node that left an elastic gang. */
export interface ReplacementLaunch {
  /** The step's settings narrowed to one VM on the gang's rung. */
  readonly settings: LaunchSettings;
  readonly gangRun: string;
  readonly record: JoinRecord;
  /** The gang's outputs for the train matrix: the replacement's label in its seat, its rank alone. */
  outputs(base: Readonly<Record<string, string>>, label: string): Record<string, string>;
}

/** A replacement whose gang ended (or stopped) before its launch: no VM is started. */
export interface NotNeeded {
  readonly unneeded: string;
  readonly record: JoinRecord;
}

/**
 * The outputs of a launch that started nothing: no rank, so the train job's
 * `if: needs.launch.outputs.ranks != '[]'` skips it (a matrix of no values
 * would fail the run), and finalize finds no VM.
 */
export function notNeededOutputs(record: JoinRecord): Record<string, string> {
  return {
    [Output.labels]: '[]',
    [Output.ranks]: '[]',
    [Output.nodes]: String(record.nodes),
    [Output.rendezvous]: '',
  };
}

/**
 * Reads where the gang is (its run's launch record) and which seat the
 * replacement takes (node 0's join record), both from the store. A gang must
 * stay close, so the replacement is offered the gang's own instance type,
 * region and zone; the cool-down of the lineage decides nothing here.
 */
export async function replacementLaunch(
  settings: LaunchSettings,
  restart: RestartInput,
  deps: { readonly clock: Clock; readonly logger: Logger },
): Promise<ReplacementLaunch | NotNeeded | undefined> {
  const node = restart.replacement;
  if (node === undefined) return undefined;
  const { logger } = deps;
  if (!settings.store)
    throw new UserError(
      `store: required to launch replacement node ${node} (the _restart input names one): the gang's place and seat are kept in the store`,
    );
  const store = await openStore(settings.store.location, { ...settings.store.options, logger });
  const gangRun = restart.runId;
  const { lineage, record } = await findJoinRecord(store, gangRun, node);
  const training = await gangStillTraining(store, lineage, gangRun);
  if (typeof training === 'string') return { unneeded: training, record };
  const where = gangPlace(settings.ladders, await readRunRecord(store, lineage, gangRun, 'launch'));
  if (where === undefined)
    logger.warning(
      `run ${gangRun} left no launch record in ${store.url}, so the replacement climbs this step's own ladder and may land away from the gang`,
    );
  logger.notice(
    `launching replacement node ${node} for seat ${record.seat} of the gang of run ${gangRun} (node ${record.replaces} left: ${record.reason})` +
      (where
        ? `, on ${where.instanceTypes.join(', ')} in ${where.zones.join(', ') || where.regions.join(', ')}`
        : ''),
  );
  return {
    // One VM, never node 0 (whose loss restarts the gang whole): spot, whatever host-market says.
    settings: {
      ...settings,
      ...(where === undefined ? {} : { ladders: [where] }),
      nodes: 1,
      hostMarket: 'spot',
    },
    gangRun,
    record,
    outputs: (base, label) => ({
      ...base,
      [Output.labels]: JSON.stringify(
        Array.from({ length: record.nodes }, (_, seat) => (seat === record.seat ? label : '')),
      ),
      [Output.ranks]: JSON.stringify([record.seat]),
      [Output.nodes]: String(record.nodes),
      [Output.rendezvous]: record.rendezvous,
    }),
  };
}

/**
 * The gang's own cloud's part of the ladder, narrowed to the gang's type,
 * region and zone as its launch record says them; undefined without such a
 * record. A record that names no cloud is from the launch's only cloud.
 */
function gangPlace(
  ladders: LaunchSettings['ladders'],
  launched: Partial<HistoryRecords['launch']> | undefined,
): CloudLadder | undefined {
  if (launched?.instanceType === undefined || launched.region === undefined) return undefined;
  const ladder =
    launched.cloud === undefined ? ladders[0] : ladders.find((own) => own.cloud === launched.cloud);
  if (ladder === undefined) return undefined;
  return {
    ...ladder,
    instanceTypes: [launched.instanceType],
    regions: [launched.region],
    zones: launched.zone === undefined ? ladder.zones : [launched.zone],
  };
}
