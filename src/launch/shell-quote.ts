/**
 * A value as one bash word: single quotes, with each single quote inside
 * closed, escaped and reopened. Nothing in it is expanded, so an input can
 * never become code in a generated script.
 */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`;
}
