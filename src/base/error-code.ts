/** The `code` of a Node.js system or argument error (ENOENT, ESRCH, ERR_PARSE_ARGS_...), if any. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}
