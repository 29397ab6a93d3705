/** Which run of which lineage an attempt is, and its place in the chain. */
export interface RunIdentity {
  readonly lineage: string;
  readonly runId: string;
  readonly attempt: number;
}

/** How an attempt ended, as its sealed manifest records it. */
export type Outcome = 'completed' | 'interrupted' | 'failed';
