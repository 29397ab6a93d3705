import { markdownTable } from '../base/markdown-table.js';
import type { MembershipChange, MembershipLog } from '../notice/gang/membership-log.js';

/**
 * An elastic gang's summary section: who left and why, the replacement
 * node 0 asked for, who joined, and the node-minutes the gang trained short
 * of its size. Empty when the gang's members never changed.
 */
export function membershipMarkdown(log: MembershipLog | undefined, now: number): string {
  const changes = log?.all ?? [];
  if (!log || changes.length === 0) return '';
  const rows = changes.map((change) => [
    new Date(change.at).toISOString().slice(11, 19),
    changeText(change),
  ]);
  const short = log.shortNodeMinutes(now);
  return [
    '### Elastic gang',
    '',
    ...markdownTable(['time (UTC)', 'change'], rows),
    '',
    `Trained short of its ${log.nodes} nodes for ${short.toFixed(1)} node-minutes (each missing node, for as long as it was missing), as this node saw it.`,
    '',
  ].join('\n');
}

function changeText(change: MembershipChange): string {
  switch (change.kind) {
    case 'replacement asked':
      return `replacement node ${change.node} asked for, ${change.detail}`;
    case 'left':
      return `node ${change.node} left: ${change.detail}`;
    case 'joined':
      return `node ${change.node} joined as a replacement`;
    case 'trained again':
      return `this node trained again, ${change.detail}`;
  }
}
