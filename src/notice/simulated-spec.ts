/** When a drill interrupts the trainer, and how long a notice it gives. */
export type SimulatedSchedule =
  | { readonly kind: 'after'; readonly afterMs: number }
  | { readonly kind: 'at'; readonly at: number }
  | { readonly kind: 'random'; readonly meanMs: number };

export interface SimulatedSpec {
  readonly schedule: SimulatedSchedule;
  readonly noticeMs: number;
  /** How many attempts of a lineage the drill interrupts; later attempts run undisturbed. */
  readonly attempts: number;
}
