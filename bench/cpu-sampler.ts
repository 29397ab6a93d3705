import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second in /proc (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

interface Sample {
  /** ms since the epoch. */
  readonly at: number;
  /** Ticks every core spent busy (not idle or waiting for I/O), summed. */
  readonly machineBusy: number;
  /** Each watched process's utime + stime, in ticks; absent once it exited. */
  readonly processes: ReadonlyMap<number, number>;
}

/** Cores in use over a window: the machine's, and that of some processes of ours. */
export interface CpuWindow {
  readonly machine: number;
  readonly groups: Readonly<Record<string, number>>;
}

function machineBusyTicks(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle;
}

function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Samples /proc every 100 ms, so a benchmark can say afterwards where the
 * CPU went between two moments: to the machine as a whole (other tenants
 * included) and to named groups of its own processes.
 */
export class CpuSampler {
  private readonly samples: Sample[] = [];
  private readonly watched = new Set<number>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.take();
    this.timer = setInterval(() => this.take(), 100);
  }

  watch(pids: readonly number[]): void {
    for (const pid of pids) this.watched.add(pid);
    this.take();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private take(): void {
    const processes = new Map<number, number>();
    for (const pid of this.watched) {
      const ticks = processTicks(pid);
      if (ticks !== undefined) processes.set(pid, ticks);
    }
    this.samples.push({ at: Date.now(), machineBusy: machineBusyTicks(), processes });
  }

  /** Cores used from `from` to `to` (ms since the epoch), by the machine and by each group of pids. */
  window(from: number, to: number, groups: Record<string, readonly number[]>): CpuWindow {
    const first = this.samples.findLast((sample) => sample.at <= from) ?? this.samples[0];
    const last = this.samples.find((sample) => sample.at >= to) ?? this.samples.at(-1);
    if (!first || !last || last.at <= first.at) throw new Error('no CPU samples around the window');
    const seconds = (last.at - first.at) / 1000;
    const cores = (ticks: number): number => ticks / TICKS_PER_S / seconds;
    const used = (pid: number): number => {
      // A process that exited inside the window counts up to its last sample.
      const end = this.samples.findLast((s) => s.at <= last.at && s.processes.has(pid));
      return (end?.processes.get(pid) ?? 0) - (first.processes.get(pid) ?? 0);
    };
    return {
      machine: cores(last.machineBusy - first.machineBusy),
      groups: Object.fromEntries(
        Object.entries(groups).map(([name, pids]) => [
          name,
          cores(pids.reduce((sum, pid) => sum + used(pid), 0)),
        ]),
      ),
    };
  }
}
