import { errorCode } from '../base/error-code.js';

/** Sends a signal to one process; false when it is already gone. */
export function sendSignal(
  kill: (pid: number, signal: NodeJS.Signals) => void,
  pid: number,
  signal: NodeJS.Signals,
): boolean {
  try {
    kill(pid, signal);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return false;
    throw error;
  }
}
