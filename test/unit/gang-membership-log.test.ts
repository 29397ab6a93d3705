import { describe, expect, it } from 'vitest';
import { MembershipLog } from '../../src/notice/gang/membership-log.js';
import { membershipMarkdown } from '../../src/report/gang-membership.js';

const T0 = Date.parse('2026-12-05T10:00:00Z');
const min = (n: number) => T0 + n * 60_000;

describe("an elastic gang's membership log", () => {
  it('counts node-minutes short of the gang: each missing node for as long as it was missing', () => {
    const log = new MembershipLog(4);
    log.heard({ kind: 'notice', node: 3, deadline: min(2), reason: 'aws: terminate' }, min(0));
    log.asked(min(0.1), 4, 'in seat 3, for node 3: run 42');
    log.heard({ kind: 'lost', node: 2, reason: 'node 2 is lost: silent for 5s' }, min(1));
    log.heard({ kind: 'joined', node: 4, reason: 'node 4 joined as a replacement' }, min(3));
    // 1 node missing for 1 min, 2 for 2 min, then 1 until minute 5: 1 + 4 + 2.
    expect(log.shortNodeMinutes(min(5))).toBeCloseTo(7);
  });

  it('renders a section a person reads: who left and why, who was asked for, who joined, what it cost', () => {
    const log = new MembershipLog(3);
    log.heard({ kind: 'notice', node: 2, deadline: min(2), reason: 'aws: terminate' }, min(0));
    log.asked(min(0.5), 3, 'in seat 2, for node 2: https://github.com/acme/train/actions/runs/42');
    log.heard({ kind: 'joined', node: 3, reason: 'node 3 joined as a replacement' }, min(2));
    const text = membershipMarkdown(log, min(10));
    expect(text).toContain('### Elastic gang');
    expect(text).toContain('| 10:00:00 | node 2 left: got a notice (aws: terminate) |');
    expect(text).toContain(
      '| 10:00:30 | replacement node 3 asked for, in seat 2, for node 2: https://github.com/acme/train/actions/runs/42 |',
    );
    expect(text).toContain('| 10:02:00 | node 3 joined as a replacement |');
    expect(text).toContain('short of its 3 nodes for 2.0 node-minutes');
    expect(membershipMarkdown(new MembershipLog(3), min(1))).toBe('');
  });

  it('says when this node trained again: the first time its trainer said it resumed after a change', () => {
    const told: unknown[] = [];
    const log = new MembershipLog(3, (again) => told.push(again));
    const sec = (n: number) => T0 + n * 1000;
    log.heard({ kind: 'notice', node: 2, deadline: min(2), reason: 'aws: terminate' }, sec(0));
    log.resumeSaid(sec(8.5));
    // Node 0 keeps each in the run's history.
    expect(told).toEqual([{ node: 2, after: 'left', seconds: 8.5, at: sec(8.5) }]);
    // Every local rank says so: the first one counts.
    log.resumeSaid(sec(8.6));
    log.heard({ kind: 'joined', node: 3, reason: 'node 3 joined as a replacement' }, sec(60));
    log.resumeSaid(sec(66));
    const again = log.all.filter((change) => change.kind === 'trained again');
    expect(again.map((change) => change.detail)).toEqual([
      '8.5 s after node 2 left',
      '6.0 s after node 3 joined',
    ]);
    expect(membershipMarkdown(log, sec(70))).toContain(
      '| 10:00:08 | this node trained again, 8.5 s after node 2 left |',
    );
    // Only departures and joins move the time short: 1 node missing for 60 s.
    expect(log.shortNodeMinutes(sec(70))).toBeCloseTo(1);
  });

  it('claims nothing for a trainer that never says it resumed', () => {
    const log = new MembershipLog(3);
    log.heard({ kind: 'lost', node: 1, reason: 'node 1 is lost' }, min(0));
    expect(log.all.map((change) => change.kind)).toEqual(['left']);
  });
});
