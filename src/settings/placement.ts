import { UserError } from '../base/errors.js';
import { parseUserPrices } from '../ledger/user-prices.js';
import type { Deadline, PlacementSettings } from '../placement/placement-settings.js';
import type { LadderOrder } from '../placement/rank-rungs.js';
import { parseDuration, WITHIN_A_YEAR } from './duration.js';
import { Input } from './input-names.js';
import type { inputSource } from './source.js';
import { parseInteger } from './values.js';

const ORDERS: readonly LadderOrder[] = ['learned', 'as-given'];

export function readLadderPlacement(
  source: ReturnType<typeof inputSource>,
  hasStore: boolean,
  now: number = Date.now(),
): PlacementSettings {
  const order = source.text(Input.ladderOrder);
  if (!(ORDERS as readonly string[]).includes(order)) {
    throw new UserError(
      `${Input.ladderOrder}: "${order}" is not a ladder order; expected learned or as-given`,
    );
  }
  const deadline = readDeadline(source.text(Input.deadline));
  if (deadline !== undefined && 'at' in deadline && deadline.at <= now) {
    throw new UserError(
      `${Input.deadline}: ${source.text(Input.deadline)} has passed (it is ${new Date(now).toISOString()} now); give a time to come, or a duration from the lineage's first run such as 72h`,
    );
  }
  if (deadline !== undefined && !hasStore) {
    throw new UserError(
      `${Input.deadline}: needs store, where the lineage's start and progress are recorded`,
    );
  }
  const stepsText = source.text(Input.totalSteps);
  const totalSteps =
    stepsText === '' ? undefined : parseInteger(stepsText, Input.totalSteps, { min: 1, max: 1e15 });
  if (totalSteps !== undefined && deadline === undefined) {
    throw new UserError(
      `${Input.totalSteps}: paces the lineage against its ${Input.deadline}, and none is given; set ${Input.deadline} too, or leave ${Input.totalSteps} out`,
    );
  }
  return {
    order: order as LadderOrder,
    cooldownMs: parseDuration(
      source.text(Input.reclaimCooldown),
      Input.reclaimCooldown,
      WITHIN_A_YEAR,
    ),
    ...(deadline === undefined ? {} : { deadline }),
    ...(totalSteps === undefined ? {} : { totalSteps }),
    prices: parseUserPrices(source.raw(Input.prices), Input.prices),
  };
}

/** `2026-12-24T18:00:00Z` (a zone is required: a runner's clock zone is no one's intent) or `72h`. */
function readDeadline(text: string): Deadline | undefined {
  if (text === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const at = Date.parse(text);
    if (!Number.isFinite(at) || !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
      throw new UserError(
        `${Input.deadline}: "${text}" is not a time with its zone; expected e.g. 2026-12-24T18:00:00Z or a duration such as 72h`,
      );
    }
    return { at };
  }
  return { afterMs: parseDuration(text, Input.deadline, { ...WITHIN_A_YEAR, min: 60_000 }) };
}
