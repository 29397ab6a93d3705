import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_TRAINER } from './run-dist.js';
import { tempDir } from './temp-dir.js';

/** The demo trainer's model.json after `steps` steps without any interruption: what a resumed run must equal. */
export async function plainModel(steps: number): Promise<string> {
  const dir = await tempDir('plain');
  await new Promise<void>((resolve, reject) => {
    const args = [DEMO_TRAINER, '--outputs', dir, '--steps', String(steps), '--step-time', '0'];
    const child = spawn('python3', args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the demo trainer exited with ${code}`)),
    );
  });
  return readFile(join(dir, 'model.json'), 'utf8');
}
