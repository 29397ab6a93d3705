/** The file suffix torch.distributed.checkpoint gives each rank's shard (`__0_0.distcp`). */
const DCP_SHARD = '.distcp';

/** Whether any of `paths` is a DCP shard: the gang then saves sharded checkpoints. */
export function namesShard(paths: Iterable<string>): boolean {
  for (const path of paths) if (path.endsWith(DCP_SHARD)) return true;
  return false;
}
