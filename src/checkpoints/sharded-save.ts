import { readdirSync } from 'node:fs';

/** The file suffix torch.distributed.checkpoint gives each rank's shard (`__0_0.distcp`). */
const DCP_SHARD = '.distcp';

/**
 * The first shard of a sharded (DCP) checkpoint in the outputs, relative to
 * them; undefined when there is none. A gang that saves sharded keeps each
 * node's part on that node only: survivors that re-form without a node
 * cannot load its shards. Read when a node leaves, which is rare: a walk of
 * the outputs then costs little.
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
