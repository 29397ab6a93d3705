import { historyKey } from '../store/layout.js';
import type { Store } from '../store/store.js';
import type { Manifest, ManifestFile } from '../records/manifest.js';
import type { AttemptTraffic } from './attempt-history.js';
import type { GangChange } from './gang-changes.js';

/**
 * One node's traffic with the store over its attempt, written when the
 * node's attempt ends (`history/traffic-<node>.json`; node 0 for one VM).
 * Per node, because a gang's nodes each restore the lineage and upload
 * their own saves, and the first writer of a shared record would hide the
 * others'. The ledger prices it as egress when the VM ran outside the
 * store's cloud.
 */
export interface TrafficRecord {
  readonly at: string;
  /** What the node's restore brought down from the store. */
  readonly restoredBytes: number;
  /** What the node uploaded, every save counted: a file saved ten times is uploaded ten times. */
  readonly uploadedBytes: number;
}

/** The record's name under the run's history (historyKey's `event`). */
export const trafficEvent = (node: number): string => `traffic-${node}`;

/** A node's record as read back, or undefined where it is absent or not whole. */
export type NodeTraffic = Pick<TrafficRecord, 'restoredBytes' | 'uploadedBytes'> | undefined;

/**
 * The traffic records of a run's nodes: those its launch started
 * (`nodes`) and the replacements that joined an elastic gang, whose ids
 * come after them.
 */
export async function readRunTraffic(
  store: Store,
  where: { readonly lineage: string; readonly runId: string },
  nodes: number | undefined,
  changes: readonly GangChange[] = [],
): Promise<NodeTraffic[]> {
  const count = Number.isSafeInteger(nodes) && (nodes ?? 0) > 0 ? (nodes as number) : 1;
  const joined = changes.flatMap((change) => (change.kind === 'joined' ? [change.node] : []));
  const ids = [...new Set([...Array.from({ length: count }, (_, node) => node), ...joined])];
  return Promise.all(
    ids.map(async (node) => {
      const text = await store.readText(historyKey(where.lineage, where.runId, trafficEvent(node)));
      return text === undefined ? undefined : parseTraffic(text);
    }),
  );
}

function parseTraffic(text: string): NodeTraffic {
  try {
    const value = JSON.parse(text) as Partial<TrafficRecord> | null;
    const { restoredBytes, uploadedBytes } = value ?? {};
    return isBytes(restoredBytes) && isBytes(uploadedBytes)
      ? { restoredBytes, uploadedBytes }
      : undefined;
  } catch {
    return undefined;
  }
}

const isBytes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** What else a run recorded that tells of its traffic where a node's own record is missing. */
export interface TrafficClues {
  /** The train step started (its record): a run whose step never did moved nothing. */
  readonly trained: boolean;
  /** The first node's restore (`restore-done`, as read: checked here): every node of a gang restores the same set. */
  readonly restoreBytes: unknown;
  readonly manifest: Manifest | undefined;
}

/**
 * The run's traffic, summed over its nodes. A node without a record (its
 * VM gone before its end) counts the restore the run recorded, and the
 * uploads are at least the run's own files its manifest names (a file
 * saved again counts once there): `unrecordedNodes` says the figures are
 * then a floor.
 */
export function attemptTraffic(nodes: readonly NodeTraffic[], clues: TrafficClues): AttemptTraffic {
  const recorded = nodes.flatMap((node) => (node ? [node] : []));
  const missing = nodes.length - recorded.length;
  if (recorded.length === 0 && !clues.trained) {
    // No train step: nothing was restored or uploaded.
    return { restoredBytes: 0, uploadedBytes: 0, unrecordedNodes: 0 };
  }
  const sum = (pick: (node: NonNullable<NodeTraffic>) => number) =>
    recorded.reduce((total, node) => total + pick(node), 0);
  const uploaded = sum((node) => node.uploadedBytes);
  if (missing === 0)
    return {
      restoredBytes: sum((node) => node.restoredBytes),
      uploadedBytes: uploaded,
      unrecordedNodes: 0,
    };
  return {
    restoredBytes:
      sum((node) => node.restoredBytes) +
      missing * (isBytes(clues.restoreBytes) ? clues.restoreBytes : 0),
    uploadedBytes: Math.max(uploaded, ownUploads(clues.manifest)),
    unrecordedNodes: missing,
  };
}

/** The bytes of the files the run uploaded itself that its manifest still names. */
function ownUploads(manifest: Manifest | undefined): number {
  // A pack's files are slices of one upload: each slice's own size adds up to the pack.
  return manifest ? ownFiles(manifest).reduce((total, file) => total + file.size, 0) : 0;
}

/** The files of a manifest the run uploaded itself; restored ones live under earlier runs' keys. */
export function ownFiles(manifest: Manifest): ManifestFile[] {
  return manifest.files.filter((file) => file.key.includes(`/${manifest.runId}/`));
}
