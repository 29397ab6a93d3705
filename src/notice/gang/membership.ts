/**
 * Who is left of a gang, and whether it trains on without one more node.
 * A gang is elastic when `minNodes` is below `nodes`: then a node other
 * than node 0 may leave (its VM reclaimed, or gone without a word) and
 * torchrun's agents on the others re-form the gang without it, as long as
 * `minNodes` remain. Node 0 serves torchrun's c10d rendezvous store and
 * this channel's hub, so nothing of the gang outlives it. Every node keeps
 * its own count from the same events, and a node that sees the gang fall
 * below its floor stops it whole, through the store's stop record too: if
 * two nodes' views differ, the stop wins, never two gangs.
 */
export class GangMembership {
  private readonly gone = new Set<number>();
  /** Replacements that joined (ids from `nodes` up), this node included if it is one. */
  private readonly joined = new Set<number>();

  constructor(
    readonly nodes: number,
    readonly minNodes: number,
    /** This node's id, when it is a replacement: it counts itself. */
    self?: number,
  ) {
    if (self !== undefined && self >= nodes) this.joined.add(self);
  }

  get elastic(): boolean {
    return this.minNodes < this.nodes;
  }

  /** Nodes still in the gang. */
  get size(): number {
    const originalsGone = [...this.gone].filter((node) => node < this.nodes).length;
    const replacementsIn = [...this.joined].filter((node) => !this.gone.has(node)).length;
    return this.nodes - originalsGone + replacementsIn;
  }

  /** Records a replacement that joined. */
  joins(node: number): void {
    this.joined.add(node);
  }

  /** Records that `node` leaves; true when the others train on without it. */
  leaves(node: number): boolean {
    this.gone.add(node);
    return this.elastic && !this.gone.has(0) && this.size >= this.minNodes;
  }

  /**
   * Whether `node` may hand its seat to a replacement before it goes: a
   * member other than node 0 (which hosts the rendezvous) of an elastic gang.
   */
  handsOver(node: number): boolean {
    return this.elastic && node !== 0 && !this.gone.has(0);
  }
}
