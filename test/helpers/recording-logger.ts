import type { Logger } from '../../src/base/log.js';

/** A logger that keeps every line, so tests can check what a user would read. */
export class RecordingLogger implements Logger {
  readonly lines: { level: string; message: string }[] = [];

  info(message: string): void {
    this.lines.push({ level: 'info', message });
  }
  warning(message: string): void {
    this.lines.push({ level: 'warning', message });
  }
  error(message: string): void {
    this.lines.push({ level: 'error', message });
  }
  debug(message: string): void {
    this.lines.push({ level: 'debug', message });
  }
  notice(message: string): void {
    this.lines.push({ level: 'notice', message });
  }

  text(level?: string): string {
    return this.lines
      .filter((line) => level === undefined || line.level === level)
      .map((line) => line.message)
      .join('\n');
  }
}
