/**
 * What `_restart` says. A restart names the run it continues; a replacement
 * for a node that left an elastic gang names the gang's run and the id of
 * the node it brings (`12345+node-3`): a `+` is never in a run id, and the
 * text is unique per replacement, so the dispatch finds its own run by it.
 */
export interface RestartInput {
  /** The run continued, or the gang's run a replacement joins. */
  readonly runId: string;
  /** The replacement's node id (`nodes` and up), for a replacement's run. */
  readonly replacement?: number;
}

const REPLACEMENT = /^(.+)\+node-([1-9][0-9]{0,3})$/;

/** The input as given: a run id, or a run id and a replacement. */
export function parseRestartInput(text: string): RestartInput {
  const match = REPLACEMENT.exec(text);
  return match ? { runId: match[1] ?? '', replacement: Number(match[2]) } : { runId: text };
}

/** `_restart` of the run that brings replacement `node` to the gang of run `runId`. */
export function replacementInput(runId: string, node: number): string {
  return `${runId}+node-${node}`;
}
