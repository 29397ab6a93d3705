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

  it('counts a replacement back in, so the gang can lose another node', () => {
    const gang = new GangMembership(3, 2);
    expect(gang.leaves(2)).toBe(true);
    gang.joins(3);
    expect(gang.size).toBe(3);
    expect(gang.leaves(1)).toBe(true);
    expect(gang.leaves(3)).toBe(false);
  });

  it('has a replacement count itself, and not a replacement that left before its joining was heard', () => {
    const replacement = new GangMembership(3, 2, 3);
    expect(replacement.leaves(2)).toBe(true);
    expect(replacement.size).toBe(3);
    const gang = new GangMembership(3, 2);
    gang.leaves(2);
    gang.leaves(3);
    gang.joins(3);
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
