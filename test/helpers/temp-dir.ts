import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

const made: string[] = [];

/** A fresh directory, removed after the test. */
export async function tempDir(label = 'test'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `spot-train-${label}-`));
  made.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
