// The simulator's vocabulary: a trace of zones with or without spot
// capacity, the workload a lineage carries, and the launch policies. Times
// are milliseconds from the trace's first tick.
import type { CloudName, Rung } from '../src/clouds/cloud.js';
import type { StoreTraffic } from '../src/placement/egress.js';
import type { LadderOrder } from '../src/placement/rank-rungs.js';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

/** One zone's capacity, one value a tick: 1 a spot VM can start (and keeps running), 0 not. */
export interface SimZone {
  readonly zone: string;
  readonly region: string;
  readonly up: Uint8Array;
  /** For each tick, the first tick at or after it without capacity; -1 when none to the end. */
  readonly nextDown: Int32Array;
  /** USD an hour of a spot VM here. */
  readonly spotPrice: number;
  /** A ladder across clouds names each zone's cloud and type; the trace's type, on AWS, otherwise. */
  readonly cloud?: CloudName;
  readonly instanceType?: string;
}

export interface SimTrace {
  readonly name: string;
  readonly instanceType: string;
  readonly gapMs: number;
  readonly ticks: number;
  /** In the user's order (the ladder as given). */
  readonly zones: readonly SimZone[];
  readonly onDemandPrice: number;
  /** The store's cloud and traffic, where zones of another cloud pay egress to reach it. */
  readonly store?: StoreTraffic;
}

/** What a lineage needs and what each interruption costs it. */
export interface Workload {
  readonly trainMs: number;
  /** A launch to the first step: boot, runner, restore (billed, no progress). */
  readonly restartMs: number;
  /** Warning before a reclaim; the trainer saves at it (0: no notice save). */
  readonly noticeMs: number;
  /** Periodic checkpoints, in training time. */
  readonly checkpointMs: number;
  /** Training time of one step (the deadline policy counts steps). */
  readonly stepMs: number;
}

export type Market =
  | { readonly kind: 'spot-only' }
  | { readonly kind: 'after-time'; readonly afterMs: number }
  | { readonly kind: 'deadline'; readonly deadlineMs: number }
  | { readonly kind: 'on-demand' };

export interface Policy {
  readonly name: string;
  readonly order: LadderOrder;
  readonly cooldownMs: number;
  /** What rankRungs is shown: everything the store holds, or only its reclaims (cool-down alone). */
  readonly evidence: 'all' | 'reclaims';
  /** Whether the store also holds the lineages run before this one. */
  readonly warm: boolean;
  readonly market: Market;
}

/** A launch attempt: a point where on-demand-after-time could have switched. */
export interface Attempt {
  readonly at: number;
  readonly progressMs: number;
  readonly costUsd: number;
}

export interface Outcome {
  readonly startMs: number;
  readonly costUsd: number;
  /** Lineage start to the last step (Infinity when stopped first). */
  readonly completionMs: number;
  readonly reclaims: number;
  /** Time on spot VMs, billed. */
  readonly spotVmMs: number;
  /** Of the cost, what traffic to a store in another cloud was billed. */
  readonly egressUsd: number;
  /** Time on on-demand VMs, billed: with spotVmMs, what was not spent waiting for spot room. */
  readonly onDemandVmMs: number;
  readonly onDemand: boolean;
  /** On-demand attempts that handed the lineage back to spot (the deadline policy). */
  readonly handBacks: number;
  readonly attempts: readonly Attempt[];
  /** When a step time was first known (an attempt trained a step), and the progress kept then. */
  readonly stepTimeKnownAt: number;
  readonly progressWhenKnownMs: number;
}

export function rungsOf(trace: SimTrace): Rung[] {
  return trace.zones.map((zone) => ({
    cloud: zone.cloud ?? 'aws',
    instanceType: zone.instanceType ?? trace.instanceType,
    region: zone.region,
    zone: zone.zone,
    market: 'spot' as const,
  }));
}

/** The first tick after `tick` (absolute, the trace read cyclically) without capacity. */
export function downAfter(zone: SimZone, ticks: number, tick: number): number {
  const next = tick + 1;
  const at = next % ticks;
  const base = next - at;
  const here = zone.nextDown[at] ?? -1;
  if (here >= 0) return base + here;
  const first = zone.nextDown[0] ?? -1;
  return first >= 0 ? base + ticks + first : Infinity;
}

export function isUp(zone: SimZone, ticks: number, tick: number): boolean {
  return zone.up[tick % ticks] === 1;
}

export function nextDownOf(up: Uint8Array): Int32Array {
  const next = new Int32Array(up.length);
  let down = -1;
  for (let i = up.length - 1; i >= 0; i--) {
    if (up[i] === 0) down = i;
    next[i] = down;
  }
  return next;
}

/** us-east-1a is in us-east-1 (AWS), us-central1-a in us-central1 (GCP). */
export function zoneOf(zone: string, up: Uint8Array, spotPrice: number): SimZone {
  const region = /-[a-z]$/.test(zone) ? zone.slice(0, -2) : zone.slice(0, -1);
  return { zone, region, up, nextDown: nextDownOf(up), spotPrice };
}
