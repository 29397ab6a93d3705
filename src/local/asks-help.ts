/** Whether a command's arguments ask for its help. */
export const asksHelp = (args: readonly string[]): boolean =>
  args.includes('--help') || args.includes('-h');
