import { describeError, UserError } from '../base/errors.js';
import type { GangChannel } from '../notice/gang/channel.js';
import type { GangEvent } from '../notice/gang/gang-end.js';
import type { GangMembership } from '../notice/gang/membership.js';
import type { Clock } from '../base/clock.js';
import type { Logger } from '../base/log.js';
import { replacementInput } from '../github/restart-input.js';
import { MAX_REPLACEMENTS } from '../notice/gang/gang-end.js';
import { createJoinRecord, readJoinRecord } from '../records/gang-join.js';
import type { RunIdentity } from '../records/identity.js';
import type { RestartDispatcher } from '../restart/dispatcher.js';
import type { Store } from '../store/store.js';
import type { AskedReplacement } from './gang-change-notes.js';

/** How long node 0 keeps asking GitHub for one replacement; the gang trains on meanwhile. */
const DISPATCH_FOR_MS = 10 * 60_000;

export interface Replacements {
  /**
   * Asks for a replacement for `left`, which left the gang or is at risk
   * (why: `reason`); once per node; never throws.
   */
  request(left: number, reason: string): void;
}

interface ReplacementParams {
  readonly store: Store;
  /** Node 0's identity: the gang's run. */
  readonly identity: RunIdentity & { readonly node: { readonly count: number } };
  readonly minNodes: number;
  readonly rendezvous: string;
  /** The restart's dispatcher, or why there is none. */
  readonly dispatcher: RestartDispatcher | string;
  /** Told of each replacement asked for, for the summary and the history. */
  readonly onAsked?: (asked: AskedReplacement) => void;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Node 0's replacements for the nodes that leave an elastic gang: for each,
 * a join record with a new node id (ids are never reused) in the seat of the
 * node that left, then a dispatch of the workflow whose `_restart` names the
 * gang's run and that id. Its launch starts one VM where the gang is, and
 * its train step joins the gang; until then the gang trains on without it.
 */
export function gangReplacements(params: ReplacementParams): Replacements {
  const { logger } = params;
  const state: AskState = { seats: new Map(), next: params.identity.node.count };
  // A node at risk has its replacement asked for before it goes; its departure asks for no second one.
  const replaced = new Set<number>();
  let chain = Promise.resolve();
  return {
    request: (left, reason) => {
      if (replaced.has(left)) return;
      replaced.add(left);
      chain = chain
        .then(() => ask(params, state, left, reason))
        .catch((error: unknown) =>
          logger.warning(
            `could not ask for a replacement for node ${left}: ${describeError(error)}; the gang trains on without it`,
          ),
        );
    },
  };
}

/** Node 0's own count: the seat of each replacement it asked for, and the next id to hand out. */
interface AskState {
  readonly seats: Map<number, number>;
  next: number;
}

async function ask(
  params: ReplacementParams,
  state: AskState,
  left: number,
  reason: string,
): Promise<void> {
  const { store, identity, clock, logger, dispatcher } = params;
  if (typeof dispatcher === 'string') {
    logger.warning(
      `no replacement is asked for node ${left}: ${dispatcher}; the gang trains on without it`,
    );
    return;
  }
  const nodes = identity.node.count;
  const seat = await seatOf(params, state, left);
  const record = { seat, replaces: left, nodes, minNodes: params.minNodes, reason };
  let id = state.next;
  for (; id < nodes + MAX_REPLACEMENTS; id++) {
    const at = new Date(clock.now()).toISOString();
    const fields = { ...record, node: id, rendezvous: params.rendezvous, requestedAt: at };
    if (await createJoinRecord(store, identity.lineage, identity.runId, fields, { clock, logger }))
      break;
  }
  if (id >= nodes + MAX_REPLACEMENTS)
    throw new Error(`the gang has used all ${MAX_REPLACEMENTS} replacement ids`);
  state.next = id + 1;
  state.seats.set(id, seat);
  const started = await dispatcher.dispatch(
    replacementInput(identity.runId, id),
    clock.now() + DISPATCH_FOR_MS,
  );
  const run = started.url ?? `run ${started.runId ?? '(not yet known)'}`;
  logger.notice(
    `asked for a replacement for node ${left}: ${run} brings node ${id} to seat ${seat} (node-rank ${seat})`,
  );
  params.onAsked?.({ node: id, seat, replaces: left, run: started.url ?? started.runId });
}

/** The seat of a node that left: its own for one of the first `nodes`, its join record's for a replacement. */
async function seatOf(params: ReplacementParams, state: AskState, left: number): Promise<number> {
  const { store, identity } = params;
  if (left < identity.node.count) return left;
  const known = state.seats.get(left);
  if (known !== undefined) return known;
  const record = await readJoinRecord(store, identity.lineage, identity.runId, left);
  if (typeof record === 'string') throw new Error(record);
  return record.seat;
}

/**
 * A replacement trains only once node 0 has seated it: a gang that ended
 * while it booted has no hub left, and it must then neither train alone nor
 * stop or restart anything.
 */
export async function joinedAsReplacement(channel: GangChannel, node: number): Promise<void> {
  let refused: string | undefined;
  const stopListening = channel.onEvent((event) => {
    if (event.kind === 'lost' && event.node === 0) refused = event.reason;
  });
  await channel.ready;
  stopListening();
  if (refused === undefined) return;
  await channel.close();
  throw new UserError(`replacement node ${node} could not join the gang: ${refused}`);
}

/**
 * Node 0 asks for a replacement for each node that leaves while the gang
 * trains on, and ahead of time for a member at risk (make-before-break).
 * Here rather than in the notice source, which hears events only while an
 * attempt watches it; the membership's answers are the same whoever asks
 * first.
 */
export function askForReplacement(
  event: GangEvent,
  membership: GangMembership,
  replace: Replacements,
): void {
  if (event.kind === 'joined') membership.joins(event.node);
  else if (event.kind === 'risk') {
    if (membership.handsOver(event.node))
      replace.request(
        event.node,
        `node ${event.node} is at risk (${event.reason}); its replacement takes its seat before it goes`,
      );
  } else if (event.kind === 'notice' || event.kind === 'lost') {
    if (!membership.leaves(event.node)) return;
    const what = event.kind === 'notice' ? 'got a notice' : 'was lost';
    replace.request(event.node, `node ${event.node} ${what} (${event.reason})`);
  }
}
