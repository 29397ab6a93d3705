import type { Digest } from '../store.js';

/** Where one uploaded file lives: which batch artifact, and its name inside it. */
export interface FileLocation extends Digest {
  readonly batch: string;
  readonly entry: string;
}

export interface TextEntry {
  readonly text: string;
  /** Epoch ms of the write: the newest write of a key wins across writers. */
  readonly at: number;
}

/**
 * One writer's `NAME.state.<writer>.<n>.json`: everything it has written so
 * far, so a reader needs only the newest state of each writer.
 */
export interface WriterState {
  readonly format: 1;
  readonly writer: string;
  readonly seq: number;
  readonly texts: Readonly<Record<string, TextEntry>>;
  readonly files: Readonly<Record<string, FileLocation>>;
}

/** What a run's artifacts hold, merged over its writers. */
export interface RunView {
  readonly texts: ReadonlyMap<string, TextEntry>;
  readonly files: ReadonlyMap<string, FileLocation>;
}

export function parseWriterState(text: string): WriterState | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${(error as Error).message}`;
  }
  if (!isRecord(value) || value.format !== 1) return 'not a format-1 state';
  const { writer, seq, texts, files } = value;
  if (typeof writer !== 'string' || typeof seq !== 'number') return 'no writer or sequence';
  if (!isRecord(texts) || !isRecord(files)) return 'no texts or files';
  for (const entry of Object.values(texts)) {
    if (!isRecord(entry) || typeof entry.text !== 'string' || typeof entry.at !== 'number') {
      return 'a text entry is malformed';
    }
  }
  for (const entry of Object.values(files)) {
    if (
      !isRecord(entry) ||
      typeof entry.batch !== 'string' ||
      typeof entry.entry !== 'string' ||
      typeof entry.size !== 'number' ||
      typeof entry.sha256 !== 'string'
    ) {
      return 'a file entry is malformed';
    }
  }
  return value as unknown as WriterState;
}

/** Merges writers' states: the newest write of each text wins; file keys are never reused. */
export function mergeStates(states: Iterable<WriterState>): RunView {
  const texts = new Map<string, TextEntry>();
  const files = new Map<string, FileLocation>();
  for (const state of states) {
    for (const [key, entry] of Object.entries(state.texts)) {
      const known = texts.get(key);
      if (!known || entry.at > known.at) texts.set(key, entry);
    }
    for (const [key, location] of Object.entries(state.files)) files.set(key, location);
  }
  return { texts, files };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
