import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './gang-fanout.js';
import { DURABLE_SIZES, measureDurable, type DurableRow } from './gang-notice-durable.js';
import {
  FANOUT_SIZES,
  FANOUT_TARGET_MS,
  measureFanout,
  type FanoutRow,
} from './gang-notice-fanout.js';
import { WORK } from './paths.js';
import { startS3rver } from './s3-server.js';
import { median } from './store-sync.js';

const ms = (value: number): string => `${value.toFixed(0)} ms`;

function fanoutLine(row: FanoutRow): string {
  const p99 = percentile(row.receivers, 0.99);
  return `| ${row.size} | ${row.trials} (${row.fromZero} on node 0) | ${row.receivers.length} | ${ms(percentile(row.receivers, 0.5))} | ${ms(p99)} | ${ms(Math.max(...row.receivers))} | ${ms(percentile(row.lastNode, 0.99))} | ${ms(percentile(row.relays, 0.5))} / ${ms(percentile(row.relays, 0.99))} | p99 <= ${FANOUT_TARGET_MS} ms: ${p99 <= FANOUT_TARGET_MS ? 'met' : '**not met**'} |`;
}

function durableLine(row: DurableRow): string {
  const total = median(row.gangs.map((g) => g.total));
  const save = median(row.gangs.map((g) => g.save));
  const ours = median(row.gangs.map((g) => g.total - g.save));
  const bare = median(row.bare);
  const list = (values: number[]): string => values.map((v) => v.toFixed(1)).join(', ');
  return `| ${row.size} | ${total.toFixed(1)} s (${list(row.gangs.map((g) => g.total))}) | ${save.toFixed(1)} s | ${ours.toFixed(1)} s | ${bare.toFixed(1)} s (${list(row.bare)}) | ${(ours / bare).toFixed(2)} | ${(total / bare).toFixed(2)} |`;
}

async function durableRows(): Promise<DurableRow[]> {
  const data = join(WORK, 's3rver-gang-notice');
  mkdirSync(data, { recursive: true });
  const server = await startS3rver(data);
  try {
    const rows: DurableRow[] = [];
    for (const size of DURABLE_SIZES) rows.push(await measureDurable(size));
    return rows;
  } finally {
    server.kill('SIGTERM');
  }
}

/** A gang's notice through the built action: fan-out to every trainer, and notice to durable over S3. */
export async function gangNoticeSection(): Promise<string> {
  const fanout: FanoutRow[] = [];
  for (const size of FANOUT_SIZES) fanout.push(await measureFanout(size));
  const durable = await durableRows();
  return `## Gang notice through the action

| gang size | trials | receivers | p50 | p99 | max | p99, last node | relay p50 / p99 | target |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${fanout.map(fanoutLine).join('\n')}

| gang size | gang: notice to durable | trainer's save | spot-train's part | bare uploads | part / bare | total / bare |
| --- | --- | --- | --- | --- | --- | --- |
${durable.map(durableLine).join('\n')}
`;
}
