import { writerPrefix } from '../store/layout.js';
import {
  fileRef,
  objectRef,
  pathOrder,
  type GangRecord,
  type Manifest,
  type ManifestFile,
  type ManifestNotice,
  type NotSavedFile,
  type RunState,
} from './manifest.js';

export interface GangUnionInput {
  readonly lineage: string;
  readonly runId: string;
  readonly nodes: number;
  /** Each node's own manifest by node index; undefined where a node wrote none. */
  readonly members: readonly (Manifest | undefined)[];
  /** `node <i>` or `finalize`, for the record. */
  readonly sealedBy: string;
  /**
   * Finalize seals a gang some of whose nodes never sealed: their VMs are
   * gone, so what their manifests name is all they saved, and the gang was
   * interrupted. Without it such a gang is still `running`.
   */
  readonly nodesGone: boolean;
  readonly now: string;
}

const FINAL: readonly RunState[] = ['interrupted', 'sealed', 'completed', 'failed'];

/**
 * The gang's run as one manifest: every file any node holds, each path at
 * the copy a node uploaded in this run (else the copy restored into it), so
 * a checkpoint that torch.distributed.checkpoint wrote in pieces on several
 * nodes is whole in the union. A restored copy that any node deleted is not
 * in it: every node restores the union, and the node whose file it is
 * deletes it while the others never touch it. Two nodes uploading one path
 * with different content is a conflict: the lower node's copy is kept and
 * both are named.
 */
export function gangUnion(input: GangUnionInput): Manifest {
  const present = input.members.flatMap((member) => (member ? [member] : []));
  const { files, conflicts } = unionFiles(input);
  const members: GangRecord['members'] = gangMembers(input.members, input.nodes).map((node) => ({
    node,
    state: input.members[node]?.state ?? 'missing',
  }));
  const elastic = present.some((member) => (member.minNodes ?? Infinity) < input.nodes);
  const state = gangState(members, input.nodesGone, elastic);
  const notice = earliestNotice(present);
  const failed = present.find((member) => member.state === 'failed');
  const notSaved = present.flatMap((member) =>
    (member.notSaved ?? []).map((file): NotSavedFile => ({
      path: file.path,
      reason: `node ${member.node}: ${file.reason}`,
    })),
  );
  const first = present[0];
  const restoredFrom = present.find((member) => member.restoredFrom)?.restoredFrom;
  return {
    format: 1,
    lineage: input.lineage,
    runId: input.runId,
    attempt: first?.attempt ?? 1,
    state,
    startedAt: present.map((member) => member.startedAt).sort()[0] ?? input.now,
    updatedAt: input.now,
    ...(restoredFrom ? { restoredFrom } : {}),
    ...(notice ? { notice } : {}),
    ...(state === 'running'
      ? {}
      : { exitCode: failed ? (failed.exitCode ?? null) : (first?.exitCode ?? null) }),
    files,
    ...(notSaved.length > 0 ? { notSaved } : {}),
    nodes: input.nodes,
    gang: {
      nodes: input.nodes,
      sealedBy: input.sealedBy,
      members,
      ...(conflicts.length > 0 ? { conflicts } : {}),
    },
  };
}

/**
 * The gang's members by id: the `nodes` it was launched with, and each
 * replacement that joined an elastic gang and wrote a manifest (one that
 * was asked for but never came never trained, and is no member).
 */
export function gangMembers(members: readonly (Manifest | undefined)[], nodes: number): number[] {
  const ids = Array.from({ length: Math.max(nodes, members.length) }, (_, node) => node);
  return ids.filter((node) => node < nodes || members[node] !== undefined);
}

/** Every member sealed; or, once finalize knows the missing ones are gone, sealed for them. */
export function isGangFinal(members: readonly (Manifest | undefined)[], nodes: number): boolean {
  return gangMembers(members, nodes).every((node) => hasSealed(members[node]));
}

/** The node wrote its final manifest (its outcome), not only a running one. */
export function hasSealed(member: Manifest | undefined): boolean {
  return member !== undefined && FINAL.includes(member.state);
}

/**
 * A reclaim anywhere interrupts the gang (a failure elsewhere is often its
 * echo: a collective whose peer vanished); otherwise one failure fails it.
 * In an elastic gang a node that completed means the training did: the
 * others left earlier (interrupted, or gone without a seal) and the gang
 * trained on without them. Elsewhere that is not evidence enough, and the
 * gang is restarted.
 */
function gangState(members: GangRecord['members'], nodesGone: boolean, elastic: boolean): RunState {
  const states = members.map((member) => member.state);
  const unfinished = states.some((state) => !FINAL.includes(state as RunState));
  if (unfinished && !nodesGone) return 'running';
  if (elastic && states.includes('completed') && !states.includes('failed')) return 'completed';
  if (unfinished) return 'interrupted';
  if (states.some((state) => state === 'interrupted' || state === 'sealed')) return 'interrupted';
  if (states.includes('failed')) return 'failed';
  return 'completed';
}

function earliestNotice(members: readonly Manifest[]): ManifestNotice | undefined {
  return members
    .flatMap((member) => (member.notice ? [member.notice] : []))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))[0];
}

interface Candidate {
  readonly node: number;
  readonly file: ManifestFile;
  /** Uploaded by the node in this run, rather than restored from an earlier one. */
  readonly own: boolean;
}

function unionFiles(input: GangUnionInput): {
  files: ManifestFile[];
  conflicts: { path: string; nodes: number[] }[];
} {
  const byPath = new Map<string, Candidate[]>();
  const deleted = new Set(
    input.members.flatMap((member) => (member?.deleted ?? []).map(objectRef)),
  );
  input.members.forEach((member, node) => {
    const own = writerPrefix(input.lineage, input.runId, node);
    for (const file of member?.files ?? []) {
      const list = byPath.get(file.path) ?? [];
      list.push({ node, file, own: file.key.startsWith(own) });
      byPath.set(file.path, list);
    }
  });
  const files: ManifestFile[] = [];
  const conflicts: { path: string; nodes: number[] }[] = [];
  for (const [path, candidates] of byPath) {
    const uploaded = candidates.filter((candidate) => candidate.own);
    const chosen =
      uploaded[0] ?? candidates.find((candidate) => !deleted.has(fileRef(candidate.file)));
    if (!chosen) continue;
    files.push(chosen.file);
    const differing = uploaded.filter((candidate) => candidate.file.sha256 !== chosen.file.sha256);
    if (differing.length > 0)
      conflicts.push({ path, nodes: [chosen.node, ...differing.map((c) => c.node)] });
  }
  files.sort(pathOrder);
  return { files, conflicts };
}
