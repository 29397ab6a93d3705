import { createHash } from 'node:crypto';

/**
 * Names of the artifacts an `artifact://NAME` store creates in a workflow run.
 * Artifact names are unique within a run and artifacts cannot change, so
 * everything the store writes is a new, numbered artifact:
 *   NAME.files.<writer>.<n>          a batch of uploaded files (a zip, or the
 *                                    file itself when the batch holds one)
 *   NAME.state.<writer>.<n>.json     the writer's texts (manifest, run index)
 *                                    and where each of its files lives
 *   NAME.claim.<hash of key>.json    a create-if-absent object: the run's
 *                                    unique names make the creation exclusive
 * `<writer>` is random per process, so the train job, a finalize job and a
 * re-run in the same workflow run never pick the same name.
 */
export type ParsedName =
  | { readonly kind: 'files' | 'state'; readonly writer: string; readonly seq: number }
  | { readonly kind: 'claim'; readonly keyHash: string };

export function batchName(base: string, writer: string, seq: number): string {
  return `${base}.files.${writer}.${seq}`;
}

export function stateName(base: string, writer: string, seq: number): string {
  return `${base}.state.${writer}.${seq}.json`;
}

export function claimName(base: string, key: string): string {
  return `${base}.claim.${keyHash(key)}.json`;
}

export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

export function parseName(base: string, name: string): ParsedName | undefined {
  if (!name.startsWith(`${base}.`)) return undefined;
  const rest = name.slice(base.length + 1);
  const numbered = /^(files|state)\.([0-9a-f]{12})\.(\d{1,9})(\.json)?$/.exec(rest);
  if (numbered) {
    const [, kind, writer = '', seq = '0', json] = numbered;
    if ((kind === 'state') !== (json !== undefined)) return undefined;
    return { kind: kind === 'state' ? 'state' : 'files', writer, seq: Number(seq) };
  }
  const claim = /^claim\.([0-9a-f]{32})\.json$/.exec(rest);
  return claim?.[1] ? { kind: 'claim', keyHash: claim[1] } : undefined;
}

/** Why `base` cannot name a store's artifacts, or undefined when it can. */
export function invalidBaseName(base: string): string | undefined {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/.test(base)) {
    return 'expected 1 to 80 letters, digits, "-" or "_", starting with a letter or digit';
  }
  return undefined;
}
