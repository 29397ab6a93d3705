// What the leaving node asks torch's rendezvous of agents frozen between rounds (see BetweenRounds).

/** What torch's rendezvous said of agents frozen between rounds. */
export type Withdrawal =
  /** Out of a round still forming (or a wait list): no one waits for them. */
  | { readonly kind: 'withdrawn' }
  /** A round already formed counts them: the others wait for their part. */
  | { readonly kind: 'formed' }
  | { readonly kind: 'unknown'; readonly why: string };

/** Asks the rendezvous to withdraw frozen agents (see the leave script's `unlessFormed`). */
export interface Withdrawing {
  withdraw(pids: readonly number[]): Promise<Withdrawal>;
}
