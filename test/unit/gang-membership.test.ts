import { describe, expect, it } from 'vitest';
import { GangMembership } from '../../src/notice/gang/membership.js';

describe('an elastic gang', () => {
  it('trains on without nodes other than node 0, down to min-nodes and no further', () => {
    const gang = new GangMembership(4, 2);
    expect(gang.elastic).toBe(true);
    expect(gang.leaves(3)).toBe(true);
    expect(gang.size).toBe(3);
    expect(gang.leaves(1)).toBe(true);
    expect(gang.size).toBe(2);
    expect(gang.leaves(2)).toBe(false);
  });

  it('counts a node that leaves twice (its notice, then its loss) once', () => {
    const gang = new GangMembership(3, 2);
    expect(gang.leaves(2)).toBe(true);
    expect(gang.leaves(2)).toBe(true);
    expect(gang.size).toBe(2);
  });

  it('stops whole when node 0 goes, whatever is left', () => {
    const gang = new GangMembership(8, 1);
    expect(gang.leaves(0)).toBe(false);
    expect(gang.leaves(5)).toBe(false);
  });
});

describe('a gang that is not elastic (min-nodes = nodes)', () => {
  it('stops whole at the first node to go', () => {
    const gang = new GangMembership(3, 3);
    expect(gang.elastic).toBe(false);
    expect(gang.leaves(2)).toBe(false);
  });
});
