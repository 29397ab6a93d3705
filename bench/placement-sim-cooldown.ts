// How capacity comes back after a zone loses it, from a trace: the figures
// behind the reclaim-cooldown default. A loss is the first tick without
// capacity after one with it (where the simulator reclaims a VM).
import { markdownTable } from '../src/base/markdown-table.js';
import { HOUR_MS, MINUTE_MS, type SimTrace } from './placement-sim-model.js';
import { percentile } from './placement-sim-runs.js';

const WITHIN_MS = [30 * MINUTE_MS, HOUR_MS, 2 * HOUR_MS] as const;
const COOLDOWNS_MS = [30 * MINUTE_MS, HOUR_MS, 2 * HOUR_MS] as const;

/** Losses counted over ticks or events: how many fell within each of WITHIN_MS. */
class Tally {
  count = 0;
  readonly lost = WITHIN_MS.map(() => 0);

  add(lossInMs: number): void {
    this.count++;
    WITHIN_MS.forEach((within, index) => {
      if (lossInMs <= within) this.lost[index] = (this.lost[index] ?? 0) + 1;
    });
  }

  cells(): string[] {
    return [
      this.count.toLocaleString('en-US'),
      ...this.lost.map((lost) => `${((lost / this.count) * 100).toFixed(0)} %`),
    ];
  }
}

export interface CooldownFigures {
  readonly stretchesH: readonly number[];
  readonly returns: Tally;
  /** Per cool-down: ticks with capacity inside it after a loss, and outside it. */
  readonly cooling: readonly {
    readonly cooldownMs: number;
    readonly inside: Tally;
    readonly outside: Tally;
  }[];
}

export function cooldownFigures(trace: SimTrace): CooldownFigures {
  const gap = trace.gapMs;
  const stretchesH: number[] = [];
  const returns = new Tally();
  const cooling = COOLDOWNS_MS.map((cooldownMs) => ({
    cooldownMs,
    inside: new Tally(),
    outside: new Tally(),
  }));
  const horizon = Math.max(...WITHIN_MS);
  for (const zone of trace.zones) {
    const up = zone.up;
    let lossAt = -1;
    for (let tick = 1; tick < trace.ticks; tick++) {
      if (up[tick] === 0 && up[tick - 1] === 1) lossAt = tick;
      if (up[tick] === 1 && up[tick - 1] === 0 && lossAt >= 0)
        stretchesH.push(((tick - lossAt) * gap) / HOUR_MS);
      if (up[tick] !== 1) continue;
      const down = zone.nextDown[tick] ?? -1;
      const lossInMs = down >= 0 ? (down - tick) * gap : Infinity;
      // Near the end, a loss not seen may still have come within the window.
      if (lossInMs === Infinity && (trace.ticks - tick) * gap < horizon) continue;
      if (up[tick - 1] === 0 && lossAt >= 0) returns.add(lossInMs);
      for (const row of cooling) {
        const sinceMs = lossAt >= 0 ? (tick - lossAt) * gap : Infinity;
        if (sinceMs < row.cooldownMs) row.inside.add(lossInMs);
        else if (tick * gap >= row.cooldownMs) row.outside.add(lossInMs);
      }
    }
  }
  return { stretchesH, returns, cooling };
}

export function cooldownMarkdown(trace: SimTrace): string {
  const figures = cooldownFigures(trace);
  const hours = (share: number) => `${percentile(figures.stretchesH, share).toFixed(2)} h`;
  const within = (limitH: number) =>
    `${((figures.stretchesH.filter((h) => h <= limitH).length / figures.stretchesH.length) * 100).toFixed(0)} %`;
  const stretches = markdownTable(
    ['stretches', 'median', 'p75', 'p90', 'back within 30 min', '1 h', '2 h'],
    [
      [
        String(figures.stretchesH.length),
        hours(0.5),
        hours(0.75),
        hours(0.9),
        within(0.5),
        within(1),
        within(2),
      ],
    ],
  );
  const label = (ms: number) => (ms < HOUR_MS ? `${ms / MINUTE_MS} min` : `${ms / HOUR_MS} h`);
  const rows = [
    ['the tick capacity came back', ...figures.returns.cells()],
    ...figures.cooling.flatMap((row) => [
      [`capacity, lost less than ${label(row.cooldownMs)} before`, ...row.inside.cells()],
      [`capacity, not lost in the ${label(row.cooldownMs)} before`, ...row.outside.cells()],
    ]),
  ];
  const reloss = markdownTable(
    ['a zone with capacity at', 'ticks', 'lost again within 30 min', 'within 1 h', 'within 2 h'],
    rows,
  );
  return [
    'How long a zone stays without capacity once it lost it (every stretch that began with a loss and ended with capacity back, all 9 zones):',
    '',
    ...stretches,
    '',
    'How soon capacity goes again, at a tick with capacity, by how recently the zone lost it (share of those ticks with the next loss within the window; the last 2 h of the trace left out):',
    '',
    ...reloss,
  ].join('\n');
}
