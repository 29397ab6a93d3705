import type { NoticeSourceKind } from './notice-kind.js';
import type { Digest } from '../store/store.js';

/**
 * `launched`: the run's launch provisioned a VM but its train step has not
 * started (yet); the record keeps the lineage and its attempt count whole
 * when that VM is lost before training.
 */
export type RunState = 'launched' | 'running' | 'interrupted' | 'sealed' | 'completed' | 'failed';

export interface ManifestFile extends Digest {
  /** Path relative to the outputs directory, `/`-separated. */
  readonly path: string;
  /** Store key holding the bytes (possibly in an earlier run of the lineage). */
  readonly key: string;
  /** Upload order within the run. */
  readonly seq: number;
  readonly uploadedAt: string;
  /**
   * Set when the bytes are one slice of a pack (many small files put as
   * one object at `key`): where they start, and the whole pack's digest,
   * which its download is checked against. `size` and `sha256` above stay
   * the file's own.
   */
  readonly pack?: PackSlice;
}

export interface PackSlice extends Digest {
  readonly offset: number;
}

export interface ManifestNotice {
  readonly source: NoticeSourceKind;
  readonly reason: string;
  readonly receivedAt: string;
  readonly deadline: string;
  /** When the last file after the notice became durable. */
  readonly durableAt?: string;
  /** A person stopped the run (Ctrl-C, a cancelled job): a stop, not a reclaim, so no restart. */
  readonly userRequested?: boolean;
}

/**
 * A file the trainer deleted from its outputs during this run: it left
 * `files` (a restore no longer yields it), while its object stays in the
 * store until retention or prune removes it.
 */
export interface ManifestDeletion {
  readonly path: string;
  /** The object the path named until then. */
  readonly key: string;
  /** Where in that object, when it is a pack. */
  readonly offset?: number;
  readonly deletedAt: string;
}

/** A file the trainer wrote that did not become durable before the run ended, and why. */
export interface NotSavedFile {
  readonly path: string;
  readonly reason: string;
}

export interface Manifest {
  readonly format: 1;
  readonly lineage: string;
  readonly runId: string;
  readonly attempt: number;
  readonly state: RunState;
  readonly startedAt: string;
  readonly updatedAt: string;
  readonly restoredFrom?: string;
  readonly notice?: ManifestNotice;
  readonly exitCode?: number | null;
  /**
   * Every file of the lineage a restore of this run yields: what the run
   * restored (keys in earlier runs) plus what it uploaded. A restore takes
   * this list alone, so a run that saved only a log never hides the
   * checkpoints of the runs before it.
   */
  readonly files: readonly ManifestFile[];
  /** What the trainer deleted during this run, oldest first; a gang's seal drops these from the union. */
  readonly deleted?: readonly ManifestDeletion[];
  /** Written but never made durable (the final flush ran out of time or the store kept failing). */
  readonly notSaved?: readonly NotSavedFile[];
  /** A gang node's own manifest: which node of how many wrote it. */
  readonly node?: number;
  readonly nodes?: number;
  /** An elastic gang's floor: its nodes other than node 0 may leave while it trains on. */
  readonly minNodes?: number;
  /** A gang's seal: how each node ended and what the union had to settle. */
  readonly gang?: GangRecord;
}

/** What the seal of a gang run says about its nodes. */
export interface GangRecord {
  readonly nodes: number;
  /** `node <i>` or `finalize`. */
  readonly sealedBy: string;
  readonly members: readonly {
    readonly node: number;
    /** The node's own manifest state, or `missing` when it wrote none. */
    readonly state: RunState | 'missing';
  }[];
  /** Paths two nodes uploaded with different content; the lower node's copy is kept. */
  readonly conflicts?: readonly { readonly path: string; readonly nodes: readonly number[] }[];
}

const STATES: readonly RunState[] = [
  'launched',
  'running',
  'interrupted',
  'sealed',
  'completed',
  'failed',
];

/**
 * Parses a manifest read from a store, checking every field a restore relies
 * on. Returns an explanation instead of throwing, so a restore can skip a bad
 * run and say why.
 */
export function parseManifest(text: string): Manifest | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return `not JSON (${String(error)})`;
  }
  if (!isRecord(data)) return 'not an object';
  if (data.format !== 1) return `unknown format ${JSON.stringify(data.format)}`;
  for (const field of ['lineage', 'runId', 'startedAt', 'updatedAt'] as const) {
    if (typeof data[field] !== 'string') return `field ${field} is missing`;
  }
  if (!Number.isSafeInteger(data.attempt) || (data.attempt as number) < 1)
    return 'field attempt is not a positive integer';
  if (!STATES.includes(data.state as RunState))
    return `unknown state ${JSON.stringify(data.state)}`;
  if (!Array.isArray(data.files)) return 'field files is not a list';
  for (const [index, file] of (data.files as unknown[]).entries()) {
    if (
      !isRecord(file) ||
      typeof file.path !== 'string' ||
      typeof file.key !== 'string' ||
      typeof file.sha256 !== 'string' ||
      !/^[0-9a-f]{64}$/.test(file.sha256) ||
      !Number.isSafeInteger(file.size) ||
      (file.size as number) < 0 ||
      !Number.isSafeInteger(file.seq) ||
      (file.pack !== undefined && !isPackSlice(file.pack, file.size as number))
    ) {
      return `files[${index}] is malformed`;
    }
  }
  return data as unknown as Manifest;
}

/**
 * Indented JSON with one line per file: a manifest of 50,000 files is
 * rewritten as uploads land, and indenting each entry's fields would make
 * it half again as long (and as slow to write) while no easier to read.
 */
export function serializeManifest(manifest: Manifest): string {
  // As JSON.stringify does, a field left undefined is left out.
  const defined = Object.entries(manifest).filter(([, value]) => value !== undefined);
  const fields = defined.map(([name, value]: [string, unknown]) => {
    const text =
      (name === 'files' || name === 'deleted') && Array.isArray(value) && value.length > 0
        ? `[\n${value.map(entryLine).join(',\n')}\n  ]`
        : JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
    return `  ${JSON.stringify(name)}: ${text}`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}

/**
 * Entries are never changed once made (a new version is a new entry), so
 * each is turned into JSON once, however many rewrites name it.
 */
const lines = new WeakMap<object, string>();

function entryLine(entry: object): string {
  let line = lines.get(entry);
  if (line === undefined) {
    line = `    ${JSON.stringify(entry)}`;
    lines.set(entry, line);
  }
  return line;
}

/** The order of a manifest's files: by code unit, as cheap as a sort gets and the same on every machine. */
export function pathOrder(a: { readonly path: string }, b: { readonly path: string }): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * What a path's bytes are, as one string: the object's key, and for a pack
 * the offset too (a pack's key names many files). A deletion and the entry
 * it removed have the same one.
 */
export function objectRef(entry: { readonly key: string; readonly offset?: number }): string {
  return entry.offset === undefined ? entry.key : `${entry.key}#${entry.offset}`;
}

/** The object reference of a manifest file. */
export function fileRef(file: ManifestFile): string {
  return objectRef({ key: file.key, ...(file.pack ? { offset: file.pack.offset } : {}) });
}

function isPackSlice(value: unknown, size: number): boolean {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.offset) &&
    Number.isSafeInteger(value.size) &&
    (value.offset as number) >= 0 &&
    (value.offset as number) + size <= (value.size as number) &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
