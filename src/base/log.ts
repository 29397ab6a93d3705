/**
 * Where progress goes. The action logs through @actions/core (annotations,
 * groups); the CLI through plain stderr. Domain code sees only this.
 */
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  debug(message: string): void;
  /** A notice that deserves to stand out: an annotation in the action. */
  notice(message: string): void;
  /**
   * Runs a long phase (a restore, the final flush) under a heading: a
   * collapsible group in the GitHub log. A group inside a group is only its
   * task, since GitHub's log cannot nest them.
   */
  group?<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** Runs `task` in the logger's group named `name`, or plainly for a logger without groups. */
export function inGroup<T>(logger: Logger, name: string, task: () => Promise<T>): Promise<T> {
  return logger.group ? logger.group(name, task) : task();
}

/**
 * A `group` over `open` and `close`, flat: while one group is open, another
 * runs its task without a heading of its own. Sequential phases each get one.
 */
export function flatGroups(
  open: (name: string) => void,
  close: () => void,
): <T>(name: string, task: () => Promise<T>) => Promise<T> {
  let depth = 0;
  return async (name, task) => {
    if (depth > 0) return task();
    depth++;
    open(name);
    try {
      return await task();
    } finally {
      depth--;
      close();
    }
  };
}

export function consoleLogger(options: { verbose?: boolean; prefix?: string } = {}): Logger {
  const prefix = options.prefix ?? '[spot-train]';
  const write = (line: string): void => {
    process.stderr.write(`${prefix} ${line}\n`);
  };
  return {
    info: (m) => write(m),
    notice: (m) => write(m),
    warning: (m) => write(`warning: ${m}`),
    error: (m) => write(`error: ${m}`),
    debug: (m) => {
      if (options.verbose) write(`debug: ${m}`);
    },
    group: flatGroups(
      (name) => write(`== ${name}`),
      () => undefined,
    ),
  };
}

export const silentLogger: Logger = {
  info: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  notice: () => undefined,
};
