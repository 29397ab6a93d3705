/** An error the user can fix: its message is shown as is, without a stack. */
export class UserError extends Error {
  override readonly name = 'UserError';
}

/** Renders anything thrown, including non-Error values, as one line. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
