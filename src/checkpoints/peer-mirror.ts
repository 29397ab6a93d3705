import { copyFile, link, lstat, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatBytes } from '../base/bytes.js';
import { sleepUnlessAborted, type Clock } from '../base/clock.js';
import { countOf } from '../base/count.js';
import { errorCode } from '../base/error-code.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import type { ManifestFile } from '../records/manifest.js';
import { readNodeManifests } from '../records/run-manifest.js';
import { isMissingObject } from '../store/missing-object.js';
import { safeJoin, UnsafePathError } from '../store/safe-path.js';
import { IntegrityError, type Store } from '../store/store.js';
import { linkOrCopy } from './link-or-copy.js';
import { byPack, placeFromPack } from './pack-download.js';
import { peerFiles, type PeerFile } from './peer-files.js';
import { sameSignature, signatureOf, type FileSignature } from './scan.js';
import { namesShard } from './sharded-save.js';

/** How often the other nodes' manifests are read. */
const MIRROR_INTERVAL_MS = 2_000;
/** Inside `_restart`, which spot-train owns and empties at each attempt; a dot name, never a restored path. */
const STAGING = '.spot-train-mirror';

export interface PeerMirrorParams {
  readonly store: Store;
  readonly lineage: string;
  readonly runId: string;
  readonly node: number;
  readonly outputsDir: string;
  /** Where a file is fetched before it is linked into the outputs. */
  readonly restartDir: string;
  /** What the restore put into `_restart`: a peer's file found there is linked, not fetched again. */
  readonly restored: readonly ManifestFile[];
  /** The paths this node's manifest names (restored or uploaded): a shard among them makes the gang sharded. */
  readonly ownPaths: () => Iterable<string>;
  /** Tells the uploader a placed file is durable already (the peer's object), so it is not uploaded again. */
  readonly adopt: (path: string, signature: FileSignature) => void;
  readonly intervalMs?: number;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * Makes every node's outputs folder of an elastic gang that saves sharded
 * checkpoints (DCP) a copy of the gang's: the files the other nodes upload
 * are placed beside this node's own, so a save that every rank wrote a part
 * of is whole on each node once every part is in the store. Survivors that
 * re-form without a node (or with a replacement) then load the gang's
 * newest save from their own disks, the parts of the node that left
 * included. Only folders this node has not removed are filled: a save the
 * trainer pruned here stays pruned, and a file the trainer wrote itself is
 * never replaced. Placed files are the peers' objects, so they are not
 * uploaded again and do not enter this node's manifest.
 */
export class PeerMirror {
  /** Paths dealt with, by the object they were placed (or passed over) for. */
  private readonly done = new Map<string, string>();
  /** What this mirror placed, as it left it: a newer version of a peer's file replaces only that. */
  private readonly placed = new Map<string, FileSignature>();
  /** Folders seen in the outputs: one gone since was removed by the trainer. */
  private readonly seen = new Set<string>();
  private readonly restoredKeys: ReadonlyMap<string, string>;
  private readonly stopping = new AbortController();
  private sharded = false;
  private failures = 0;
  private staged = 0;
  private told = false;
  private loop: Promise<void> | undefined;

  constructor(private readonly params: PeerMirrorParams) {
    this.restoredKeys = new Map(params.restored.map((file) => [file.path, file.key]));
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops after the file in hand; resolves once nothing more is placed. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const { clock, intervalMs = MIRROR_INTERVAL_MS } = this.params;
    while (!this.stopping.signal.aborted) {
      try {
        await this.cycle();
        this.failures = 0;
      } catch (error) {
        this.failed(error, intervalMs);
      }
      await sleepUnlessAborted(clock, intervalMs, this.stopping.signal);
    }
  }

  /** One pass: reads the other nodes' manifests and places what this node lacks; returns how many. */
  async cycle(): Promise<number> {
    if (!this.isSharded()) return 0;
    const { store, lineage, runId, node } = this.params;
    const members = await readNodeManifests(store, lineage, runId);
    const wanted = peerFiles(members, node, lineage, runId).filter(
      ({ file }) => this.done.get(file.path) !== file.key,
    );
    const placed: PeerFile[] = [];
    for (const peer of wanted) {
      if (this.stopping.signal.aborted) break;
      if (await this.place(peer)) placed.push(peer);
    }
    this.report(placed);
    return placed.length;
  }

  /** Only a gang that saves sharded needs its nodes' saves whole on each node. */
  private isSharded(): boolean {
    // From the uploader's record, not a walk of the outputs every pass: a gang that never
    // saves sharded would pay that walk for its whole run.
    this.sharded ||= namesShard(this.params.ownPaths());
    return this.sharded;
  }

  /** Places one peer's file; false when it is not to be placed here (said why where it matters). */
  private async place({ node, file }: PeerFile): Promise<boolean> {
    let target: string;
    try {
      target = safeJoin(this.params.outputsDir, file.path);
    } catch (error) {
      if (!(error instanceof UnsafePathError)) throw error;
      return this.passOver(file, `node ${node}'s ${error.message}`);
    }
    // A peer rewrote a file (a `latest` pointer, say): the copy placed here follows, unless the
    // trainer has written that path since.
    const replacing = await this.stillPlaced(file.path, target);
    if (!replacing && (await exists(target))) return this.passOver(file);
    const folder = dirname(target);
    if (await exists(folder)) this.seen.add(folder);
    else if (this.seen.has(folder)) return this.passOver(file);
    const staged = join(this.params.restartDir, STAGING, String(this.staged++));
    try {
      if (!(await this.fetch(file, staged)))
        return this.passOver(file, `node ${node}'s ${file.path} is gone from the store or torn`);
      return await (replacing
        ? this.replace(file, staged, target)
        : this.link(file, staged, target));
    } finally {
      await rm(staged, { force: true });
    }
  }

  /** The file's bytes at `staged`, verified; false when the object is gone or torn. */
  private async fetch(file: ManifestFile, staged: string): Promise<boolean> {
    await mkdir(dirname(staged), { recursive: true });
    if (this.restoredKeys.get(file.path) === file.key) {
      try {
        await link(safeJoin(this.params.restartDir, file.path), staged);
        return true;
      } catch {
        // Removed from _restart by the trainer, or another file system: fetch it.
      }
    }
    try {
      const { packs } = byPack([{ file, target: staged }]);
      const [packed] = [...packs];
      if (packed) await placeFromPack(this.params.store, packed[0], packed[1], `${staged}.pack`);
      else await this.params.store.getFile(file.key, staged, file);
      return true;
    } catch (error) {
      if (error instanceof IntegrityError || isMissingObject(error)) return false;
      throw error;
    }
  }

  /** Links the staged copy into the outputs, never over a file that got there first. */
  private async link(file: ManifestFile, staged: string, target: string): Promise<boolean> {
    await mkdir(dirname(target), { recursive: true });
    // Adopted first: a scan between the link and the adoption would upload it again.
    this.params.adopt(file.path, signatureOf(await lstat(staged)));
    try {
      // A copy is another inode: adopted again, as what the scan will see.
      if ((await linkOrCopy(staged, target)) !== undefined)
        this.params.adopt(file.path, signatureOf(await lstat(target)));
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return this.passOver(file);
      throw error;
    }
    return this.placedAt(file, target);
  }

  /** Puts a newer version over the one this mirror placed. */
  private async replace(file: ManifestFile, staged: string, target: string): Promise<boolean> {
    this.params.adopt(file.path, signatureOf(await lstat(staged)));
    try {
      await rename(staged, target);
    } catch (error) {
      if (errorCode(error) !== 'EXDEV') throw error;
      await copyFile(staged, target);
      this.params.adopt(file.path, signatureOf(await lstat(target)));
    }
    return this.placedAt(file, target);
  }

  private async placedAt(file: ManifestFile, target: string): Promise<true> {
    this.placed.set(file.path, signatureOf(await lstat(target)));
    this.done.set(file.path, file.key);
    return true;
  }

  /** Whether `target` still holds the version this mirror placed. */
  private async stillPlaced(path: string, target: string): Promise<boolean> {
    const placed = this.placed.get(path);
    if (!placed) return false;
    try {
      return sameSignature(placed, signatureOf(await lstat(target)));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    }
  }

  private passOver(file: ManifestFile, why?: string): false {
    this.done.set(file.path, file.key);
    if (why) this.params.logger.warning(`not placing ${file.path} in the outputs: ${why}`);
    return false;
  }

  private report(placed: readonly PeerFile[]): void {
    if (placed.length === 0) return;
    const nodes = [...new Set(placed.map(({ node }) => node))].sort((a, b) => a - b);
    const bytes = placed.reduce((sum, { file }) => sum + file.size, 0);
    const what = `${countOf(placed.length, 'file')} (${formatBytes(bytes)}) that ${nodes.length > 1 ? 'nodes' : 'node'} ${nodes.join(', ')} saved`;
    this.params.logger.info(
      this.told
        ? `placed ${what} in the outputs`
        : `placed ${what} in the outputs: the gang saves sharded checkpoints, so each node gets the others' parts and can load a save whole after a node leaves`,
    );
    this.told = true;
  }

  /** The first failure and every tenth: a store down for minutes would fill the log. */
  private failed(error: unknown, intervalMs: number): void {
    this.failures++;
    if (this.failures === 1 || this.failures % 10 === 0)
      this.params.logger.warning(
        `could not bring the other nodes' saves into the outputs (try ${this.failures}, again every ${intervalMs / 1000} s): ${describeError(error)}`,
      );
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}
