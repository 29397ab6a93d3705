import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScratchDir {
  readonly path: string;
  /** Removes it, unless FAULT_KEEP is set: then its journals and logs stay for a look. */
  remove(): Promise<void>;
}

/** A directory for a whole suite's lineage, which outlives single tests. */
export async function scratchDir(label: string): Promise<ScratchDir> {
  const path = await mkdtemp(join(tmpdir(), `spot-train-${label}-`));
  return {
    path,
    remove: async () => {
      if (process.env.FAULT_KEEP) process.stderr.write(`kept ${path}\n`);
      else await rm(path, { recursive: true, force: true });
    },
  };
}
