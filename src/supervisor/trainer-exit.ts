import type { TrainerExit } from './trainer-process.js';

export function describeExit(exit: TrainerExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}
