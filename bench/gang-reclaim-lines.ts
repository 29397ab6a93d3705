// The moment each output line of a gang reached this process: the trainer
// prints no clock of its own, and one wall clock for every node makes the
// spans from a notice to a node training again comparable.
import { setTimeout as sleep } from 'node:timers/promises';

/** A line and when it arrived, ms since the epoch. */
export interface TimedLine {
  readonly at: number;
  readonly text: string;
  /** Which stream it came from: a node's supervisor, or the bare replacement agent. */
  readonly from: string;
}

/** Something whose output grows: a node's supervisor, or a bare torchrun agent. */
export interface Source {
  readonly name: string;
  output(): string;
}

/** How often the sources are read: the resolution of every span below. */
const POLL_MS = 20;

/** A gang step's "step N loss X" line, from whichever node global rank 0 runs on. */
export const STEP_LINE = /\bstep (\d+) loss [0-9.]+$/;

/** Timestamps every complete line of its sources as it appears, until stopped. */
export class LineClock {
  readonly lines: TimedLine[] = [];
  private readonly seen = new Map<string, number>();
  private readonly sources: Source[] = [];
  private stopped = false;
  private abandon: () => string | undefined = () => undefined;
  private readonly loop: Promise<void>;

  constructor() {
    this.loop = this.run();
  }

  add(source: Source): void {
    this.sources.push(source);
  }

  /** Makes every wait fail at once when `why` says the lines can no longer come. */
  abandonWhen(why: () => string | undefined): void {
    this.abandon = why;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  /** The first line at or after `since` that matches, waiting up to `timeoutMs` for it. */
  async until(
    match: RegExp | ((line: TimedLine) => boolean),
    since: number,
    timeoutMs: number,
  ): Promise<TimedLine> {
    const test = match instanceof RegExp ? (line: TimedLine) => match.test(line.text) : match;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find((line) => line.at >= since && test(line));
      if (found) return found;
      const abandoned = this.abandon();
      if (abandoned !== undefined) throw new Error(`${abandoned}; the last lines:\n${this.tail()}`);
      if (Date.now() > deadline)
        throw new Error(
          `no line matching ${String(match)} within ${timeoutMs / 1000} s; the last lines:\n${this.tail()}`,
        );
      await sleep(POLL_MS);
    }
  }

  /** The step logged in `line`, if it is a step line. */
  static step(line: TimedLine): number | undefined {
    const match = STEP_LINE.exec(line.text);
    return match ? Number(match[1]) : undefined;
  }

  tail(count = 40): string {
    return this.lines
      .slice(-count)
      .map((line) => `${line.from}: ${line.text}`)
      .join('\n');
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.read(Date.now());
      await sleep(POLL_MS);
    }
    this.read(Date.now());
  }

  private read(at: number): void {
    for (const source of this.sources) {
      const text = source.output();
      const from = this.seen.get(source.name) ?? 0;
      const end = text.lastIndexOf('\n') + 1;
      if (end <= from) continue;
      for (const line of text.slice(from, end).split('\n').slice(0, -1))
        this.lines.push({ at, text: line.trimEnd(), from: source.name });
      this.seen.set(source.name, end);
    }
  }
}
