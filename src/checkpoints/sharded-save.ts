import { readdirSync } from 'node:fs';

/** The file suffix torch.distributed.checkpoint gives each rank's shard (`__0_0.distcp`). */
export const DCP_SHARD = '.distcp';

/**
 * The first shard of a sharded (DCP) checkpoint in the outputs, relative to
 * them; undefined when there is none. A gang that saves sharded keeps each
 * node's part on that node only, until the gang's peer mirror brings the
 * others' parts (see PeerMirror), which walks the outputs for one until it
 * finds one.
 */
export function shardedSaveIn(outputsDir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(outputsDir, { recursive: true, encoding: 'utf8' });
  } catch {
    // No outputs yet (or unreadable): nothing sharded was saved here.
    return undefined;
  }
  return names.find((name) => name.endsWith(DCP_SHARD));
}

/** Whether any of `paths` is a DCP shard: the gang then saves sharded checkpoints. */
export function namesShard(paths: Iterable<string>): boolean {
  for (const path of paths) if (path.endsWith(DCP_SHARD)) return true;
  return false;
}
