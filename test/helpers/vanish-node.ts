import type { Running } from './run-dist.js';
import { childPids } from './torch-gang.js';

/**
 * A node's VM gone without a word: its train step's process, torchrun and
 * the workers all SIGKILLed at once, as a reclaim without notice leaves them.
 */
export async function vanishNode(step: Running | undefined): Promise<void> {
  const tree = step ? await descendants(step.pid) : [];
  step?.kill('SIGKILL');
  for (const pid of tree) killQuietly(pid);
}

/** Every process below `pid`, children first found first. */
export async function descendants(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const children = await childPids(queue.shift() ?? 0);
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}
