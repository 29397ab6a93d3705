import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { tempDir } from './temp-dir.js';

const run = promisify(execFile);

/**
 * A stand-in VM: the commands the script calls, recording what they were
 * asked, and a runner archive whose run.sh records its environment.
 */
export async function fakeVm(): Promise<{
  dir: string;
  bin: string;
  archive: string;
  sha256: string;
}> {
  const dir = await tempDir('vm');
  const bin = join(dir, 'bin');
  const runner = join(dir, 'runner-src');
  await mkdir(join(runner, 'bin'), { recursive: true });
  await writeFile(
    join(runner, 'run.sh'),
    '#!/bin/bash\nprintf "%s" "$ACTIONS_RUNNER_INPUT_JITCONFIG" > "$SPOT_TRAIN_BASE/runner-env"\necho "$@" > "$SPOT_TRAIN_BASE/runner-args"\n',
  );
  await writeFile(join(runner, 'bin/installdependencies.sh'), '#!/bin/bash\n');
  await chmod(join(runner, 'run.sh'), 0o755);
  await chmod(join(runner, 'bin/installdependencies.sh'), 0o755);
  const archive = join(dir, 'runner.tar.gz');
  await run('tar', ['-czf', archive, '-C', runner, '.']);
  const sha256 = createHash('sha256')
    .update(await readFile(archive))
    .digest('hex');
  await mkdir(bin);
  const stub = async (name: string, body: string) => {
    await writeFile(join(bin, name), `#!/bin/bash\n${body}\n`);
    await chmod(join(bin, name), 0o755);
  };
  const record = `echo "$(basename "$0") $*" >> "${dir}/calls"`;
  for (const name of ['shutdown', 'systemd-run', 'poweroff', 'useradd', 'usermod', 'chown']) {
    await stub(name, record);
  }
  await stub('id', `${record}\nexit 1`);
  await stub('getent', 'exit 2');
  // curl -fsSL -o FILE URL: the archive stands in for the download.
  await stub('curl', `${record}\ncp "${archive}" "$3"`);
  // runuser -u runner -- CMD...: run CMD as the current user.
  await stub('runuser', `${record}\nshift 3\nexec "$@"`);
  return { dir, bin, archive, sha256 };
}

export function boot(script: string, vm: { dir: string; bin: string }) {
  return spawnSync('bash', [script], {
    env: { PATH: `${vm.bin}:${process.env.PATH ?? ''}`, SPOT_TRAIN_BASE: join(vm.dir, 'base') },
    cwd: vm.dir,
    encoding: 'utf8',
  });
}
