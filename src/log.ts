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
  };
}

export const silentLogger: Logger = {
  info: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  notice: () => undefined,
};
