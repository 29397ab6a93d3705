/** Which run of which lineage an attempt is, and its place in the chain. */
export interface RunIdentity {
  readonly lineage: string;
  readonly runId: string;
  readonly attempt: number;
  /** This node's place in a gang of two or more VMs; undefined for one VM. */
  readonly node?: GangPlace;
}

/** Node `index` of `count` (spot-train's node order: node 0 serves the rendezvous). */
export interface GangPlace {
  readonly index: number;
  readonly count: number;
  /** An elastic gang's floor (`min-nodes`), when below `count`. */
  readonly minNodes?: number;
}

/** How an attempt ended, as its sealed manifest records it. */
export type Outcome = 'completed' | 'interrupted' | 'failed';
