import type { LadderInput } from '../launch/ladder.js';
import type { UserPrices } from '../ledger/user-prices.js';
import type { LadderOrder } from './rank-rungs.js';

/** A lineage's deadline: a moment, or a span from its first run's start. */
export type Deadline = { readonly at: number } | { readonly afterMs: number };

/** How the launch orders its ladder and picks its market. */
export interface PlacementSettings {
  readonly order: LadderOrder;
  readonly cooldownMs: number;
  readonly deadline?: Deadline;
  /** The training's steps, when given; otherwise the trainer's `step N/M` lines say. */
  readonly totalSteps?: number;
  /** The `prices` input, for the learned order's prices. */
  readonly prices: UserPrices;
}

/** What the launch's plan reads of its settings (the launch settings hold more). */
export interface LaunchPlanSettings extends Omit<LadderInput, 'onDemandOnly'> {
  readonly nodes: number;
  readonly placement: PlacementSettings;
}
