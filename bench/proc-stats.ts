import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Sample {
  readonly cpuMs: number;
  readonly peakRssMiB: number;
}

export interface ProcessCost {
  readonly wallMs: number;
  /** CPU time in the first `warmupMs` (start-up, restore, first scans). */
  readonly startupCpuMs: number;
  /** CPU time over wall time after the warm-up: what a long run pays. */
  readonly cpuPercent: number;
  readonly peakRssMiB: number;
  readonly exitCode: number | null;
}

/** CPU time (utime + stime, in 10 ms ticks) and VmHWM of a live process, from /proc. */
function sample(pid: number): Sample | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    // An exiting process's status has no memory lines: the sample before it stands.
    if (hwm === undefined) return undefined;
    return { cpuMs: ticks * 10, peakRssMiB: Number(hwm) / 1024 };
  } catch {
    return undefined;
  }
}

/** Samples a process every 200 ms until it exits. */
export async function measureProcess(child: ChildProcess, warmupMs = 3000): Promise<ProcessCost> {
  const pid = child.pid ?? -1;
  const started = performance.now();
  let last: Sample | undefined;
  let warm: (Sample & { at: number }) | undefined;
  const timer = setInterval(() => {
    last = sample(pid) ?? last;
    if (!warm && last && performance.now() - started > warmupMs)
      warm = { ...last, at: performance.now() };
  }, 200);
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearInterval(timer);
  const wallMs = performance.now() - started;
  if (!last || !warm) throw new Error(`process ${pid} ended before its warm-up of ${warmupMs} ms`);
  const steadyMs = performance.now() - 200 - warm.at;
  return {
    wallMs,
    startupCpuMs: warm.cpuMs,
    cpuPercent: (100 * (last.cpuMs - warm.cpuMs)) / steadyMs,
    peakRssMiB: last.peakRssMiB,
    exitCode,
  };
}
