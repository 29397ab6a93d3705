import type { ManifestFile } from '../records/manifest.js';
import type { ManifestWriter } from './manifest-writer.js';
import { sameSignature, type FileSignature } from './scan.js';
import type { SyncCounters } from './sync-stats.js';

/** Held versions kept per file: a moment to name one of them comes within a few scans. */
const HELD_PER_FILE = 64;

/** An uploaded new version of a named file, waiting for the rest of its save. */
interface HeldVersion {
  readonly file: ManifestFile;
  readonly signature: FileSignature;
  readonly since: number;
}

/**
 * The handoff of uploaded versions to the manifest: the version of each
 * file that is durable and named, and the new versions of named files held
 * back until their save is whole.
 */
export class NamedVersions {
  private readonly durable = new Map<string, FileSignature>();
  /**
   * New versions of files the manifest already names, uploaded but not yet
   * named, oldest first: see HeldRelease.
   */
  private readonly held = new Map<string, HeldVersion[]>();
  /** When the newest version this attempt named of its own was first seen (clock time). */
  private newestOwn: number | undefined;

  constructor(
    private readonly manifest: ManifestWriter,
    private readonly counters: SyncCounters,
    /** Files already durable (restored into the outputs directory), by path. */
    inherited: ReadonlyMap<string, FileSignature> | undefined,
  ) {
    for (const [path, signature] of inherited ?? []) this.durable.set(path, signature);
  }

  /** A file placed in the outputs whose bytes are durable elsewhere (another node's upload). */
  adopt(path: string, signature: FileSignature): void {
    this.durable.set(path, signature);
  }

  isDurable(path: string, signature: FileSignature): boolean {
    return sameSignature(this.durable.get(path), signature);
  }

  hasDurable(path: string): boolean {
    return this.durable.has(path);
  }

  durablePaths(): IterableIterator<string> {
    return this.durable.keys();
  }

  /** A durable file left the manifest: the caller has told the manifest. A held newer version goes too. */
  forgetDurable(path: string): void {
    this.durable.delete(path);
    this.held.delete(path);
  }

  /** Whether this attempt has named a file it uploaded itself (not only what it restored). */
  namedOwn(): boolean {
    return this.newestOwn !== undefined;
  }

  /** Whether this attempt has named a version of its own first seen at or after `at`. */
  namedOwnSince(at: number): boolean {
    return this.newestOwn !== undefined && this.newestOwn >= at;
  }

  /** Whether this version of `path` is uploaded and held (any held version, not only the newest). */
  isHeld(path: string, signature: FileSignature): boolean {
    return (this.held.get(path) ?? []).some((version) =>
      sameSignature(version.signature, signature),
    );
  }

  /** When the newest held version of `path` was first seen, if one is held. */
  heldSince(path: string): number | undefined {
    return this.held.get(path)?.at(-1)?.since;
  }

  holds(path: string): boolean {
    return this.held.has(path);
  }

  holding(): boolean {
    return this.held.size > 0;
  }

  hold(file: ManifestFile, signature: FileSignature, since: number): void {
    const versions = this.held.get(file.path) ?? [];
    versions.push({ file, signature, since });
    // A file rewritten faster than any moment comes when all is stored: the oldest go unnamed.
    if (versions.length > HELD_PER_FILE) versions.shift();
    this.held.set(file.path, versions);
  }

  name(file: ManifestFile, signature: FileSignature, since: number, now: number): void {
    this.manifest.recordFile(file);
    this.manifest.schedule();
    this.durable.set(file.path, signature);
    this.newestOwn = Math.max(this.newestOwn ?? since, since);
    this.counters.count(file.size, now - since, now);
  }

  /** Names the newest held version of every file: their save is whole in the store. */
  releaseAll(now: number): void {
    for (const versions of this.held.values()) {
      const newest = versions.at(-1);
      if (newest) this.name(newest.file, newest.signature, newest.since, now);
    }
    this.held.clear();
  }

  /**
   * Names, for each held file, the version the outputs held at a moment
   * when all they held was in the store (`then`: path to the version then;
   * a path not in it was durable or absent then, so its held versions are
   * newer and stay held). Older held versions are dropped.
   */
  releaseAt(then: ReadonlyMap<string, FileSignature>, now: number): void {
    for (const [path, versions] of this.held) {
      const signature = then.get(path);
      if (!signature) continue;
      const at = versions.findIndex((version) => sameSignature(version.signature, signature));
      const version = versions[at];
      if (!version) continue;
      this.name(version.file, signature, version.since, now);
      const newer = versions.slice(at + 1);
      if (newer.length > 0) this.held.set(path, newer);
      else this.held.delete(path);
    }
  }
}
