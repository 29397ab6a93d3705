import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileKey, manifestKey, runPrefix } from '../../src/store/layout.js';
import {
  serializeManifest,
  type Manifest,
  type ManifestFile,
  type RunState,
} from '../../src/records/manifest.js';
import type { Store } from '../../src/store/store.js';

/** Puts a run into a store as the supervisor would have left it. */
export async function seedRun(
  store: Store,
  run: {
    lineage: string;
    runId: string;
    attempt: number;
    state?: RunState;
    files: Record<string, string>;
  },
): Promise<Manifest> {
  const scratch = await mkdtemp(join(tmpdir(), 'spot-train-seed-'));
  const files: ManifestFile[] = [];
  let seq = 0;
  for (const [path, content] of Object.entries(run.files)) {
    const local = join(scratch, String(++seq));
    await writeFile(local, content);
    const key = fileKey(runPrefix(run.lineage, run.runId), path, seq, true);
    const digest = await store.putFile(key, local);
    files.push({ path, key, seq, ...digest, uploadedAt: new Date().toISOString() });
  }
  await rm(scratch, { recursive: true, force: true });
  const manifest: Manifest = {
    format: 1,
    lineage: run.lineage,
    runId: run.runId,
    attempt: run.attempt,
    state: run.state ?? 'interrupted',
    startedAt: new Date(Date.UTC(2026, 10, 30, run.attempt)).toISOString(),
    updatedAt: new Date().toISOString(),
    files,
  };
  await store.writeText(manifestKey(run.lineage, run.runId), serializeManifest(manifest));
  return manifest;
}
