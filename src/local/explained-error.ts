import { UserError } from '../base/errors.js';
import { RestoreError } from '../checkpoints/restore-errors.js';
import { StoreError } from '../store/store.js';
import { CommandFailed } from './command-failed.js';

/**
 * Whether a command's failure already says all a user needs: a bad input, a
 * store that kept failing (named with its key and operation), a restore
 * that could not finish, a command that failed. A stack would bury that;
 * anything else is a bug, whose stack is worth having.
 */
export function isExplained(error: unknown): boolean {
  return (
    error instanceof UserError ||
    error instanceof StoreError ||
    error instanceof CommandFailed ||
    error instanceof RestoreError
  );
}
