import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createZstdCompress, createZstdDecompress } from 'node:zlib';

/**
 * The store backend's archive: GNU tar (as @actions/cache uses it, with -P
 * so absolute paths such as ~/.cache/pip come back where they were) and
 * zstd from Node's own zlib, so no zstd binary is needed on the VM.
 */
export async function createArchive(
  paths: readonly string[],
  cwd: string,
  file: string,
): Promise<void> {
  const present: string[] = [];
  for (const path of paths) {
    if (
      await access(resolve(cwd, path)).then(
        () => true,
        () => false,
      )
    )
      present.push(path);
  }
  if (present.length === 0) throw new Error(`none of the cache paths exist: ${paths.join(', ')}`);
  const tar = spawn('tar', ['--posix', '-cf', '-', '-P', '-C', cwd, '--', ...present], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = tarExit(tar, 'create');
  await Promise.all([pipeline(tar.stdout, createZstdCompress(), createWriteStream(file)), exited]);
}

/**
 * Unpacks an archive made by createArchive, relative paths into `cwd`.
 * `--ignore-zeros` makes tar read to the end of its input: it otherwise
 * exits at the end-of-archive blocks, closing the pipe on the padding that
 * follows, and the copy into it fails with a premature close.
 */
export async function extractArchive(file: string, cwd: string): Promise<void> {
  const tar = spawn('tar', ['-xf', '-', '--ignore-zeros', '-P', '-C', cwd], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const exited = tarExit(tar, 'extract');
  await Promise.all([pipeline(createReadStream(file), createZstdDecompress(), tar.stdin), exited]);
}

function tarExit(tar: ReturnType<typeof spawn>, what: string): Promise<void> {
  let stderr = '';
  tar.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  return new Promise((resolvePromise, reject) => {
    tar.once('error', reject);
    tar.once('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(
            new Error(`tar could not ${what} the cache archive (exit ${code}): ${stderr.trim()}`),
          ),
    );
  });
}
