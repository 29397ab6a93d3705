import type { GangEvent, Outcome } from './gang-end.js';

/**
 * The gang channel's wire: one JSON object per line. Every frame is small
 * (the longest is a notice with its reason), so a line longer than the cap is
 * a broken or hostile peer, and its connection is dropped before the buffer
 * can grow.
 */
export const MAX_FRAME_CHARS = 4096;
/** Reasons are for logs; cut long ones so a frame always fits the cap. */
export const MAX_REASON_CHARS = 512;

export type Frame =
  | { t: 'hello'; gang: string; node: number }
  | { t: 'welcome' }
  | { t: 'refused'; reason: string }
  | { t: 'hb' }
  | { t: 'notice'; node: number; deadline: number; reason: string }
  | { t: 'joined'; node: number; reason: string }
  | { t: 'risk'; node: number; reason: string }
  | { t: 'ready'; node: number; replaces: number; reason: string }
  | { t: 'lost'; node: number; reason: string }
  | { t: 'failed'; node: number; reason: string }
  | { t: 'done'; node: number; outcome: Outcome };

export function encodeFrame(frame: Frame): string {
  return `${JSON.stringify(frame)}\n`;
}

export function eventFrame(event: GangEvent): Frame {
  switch (event.kind) {
    case 'notice':
      return { t: 'notice', node: event.node, deadline: event.deadline, reason: event.reason };
    case 'ready':
      return { t: 'ready', node: event.node, replaces: event.replaces, reason: event.reason };
    default:
      return { t: event.kind, node: event.node, reason: event.reason };
  }
}

/** The event a frame carries, if it carries one. */
export function frameEvent(frame: Frame): GangEvent | undefined {
  switch (frame.t) {
    case 'notice':
      return { kind: 'notice', node: frame.node, deadline: frame.deadline, reason: frame.reason };
    case 'ready':
      return { kind: 'ready', node: frame.node, replaces: frame.replaces, reason: frame.reason };
    case 'joined':
    case 'risk':
    case 'lost':
    case 'failed':
      return { kind: frame.t, node: frame.node, reason: frame.reason };
    default:
      return undefined;
  }
}

/** What a `ready` frame says, for logs. */
export function readyReason(node: number, replaces: number): string {
  return `replacement node ${node} waits in the rendezvous to take the seat of node ${replaces}`;
}

export function clipReason(reason: string): string {
  return reason.length <= MAX_REASON_CHARS ? reason : `${reason.slice(0, MAX_REASON_CHARS)}…`;
}

/**
 * Splits a socket's text into frames. `push` returns an error message for
 * the first bad frame (too long, not JSON, unknown shape); the caller then
 * drops the connection and pushes nothing more.
 */
export class FrameReader {
  private buffered = '';

  constructor(private readonly onFrame: (frame: Frame) => void) {}

  push(text: string): string | undefined {
    this.buffered += text;
    for (;;) {
      const end = this.buffered.indexOf('\n');
      if (end < 0) break;
      const line = this.buffered.slice(0, end);
      this.buffered = this.buffered.slice(end + 1);
      if (line.length > MAX_FRAME_CHARS) return tooLong(line.length);
      const frame = parseFrame(line);
      if (typeof frame === 'string') return frame;
      this.onFrame(frame);
    }
    return this.buffered.length > MAX_FRAME_CHARS ? tooLong(this.buffered.length) : undefined;
  }
}

const tooLong = (length: number): string =>
  `a frame of more than ${MAX_FRAME_CHARS} characters (${length} so far)`;

/** The frame on one line, or a message saying what is wrong with it. */
export function parseFrame(line: string): Frame | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return `a frame that is not JSON: ${quote(line)}`;
  }
  return checkFrame(value) ? value : `a frame of unknown shape: ${quote(line)}`;
}

function checkFrame(value: unknown): value is Frame {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const node = (): boolean => Number.isSafeInteger(v.node) && (v.node as number) >= 0;
  const text = (key: string): boolean =>
    typeof v[key] === 'string' && v[key].length <= MAX_FRAME_CHARS;
  switch (v.t) {
    case 'hello':
      return text('gang') && node();
    case 'welcome':
    case 'hb':
      return true;
    case 'refused':
      return text('reason');
    case 'notice':
      return node() && Number.isFinite(v.deadline) && text('reason');
    case 'joined':
    case 'risk':
    case 'lost':
    case 'failed':
      return node() && text('reason');
    case 'ready':
      return (
        node() && Number.isSafeInteger(v.replaces) && (v.replaces as number) >= 0 && text('reason')
      );
    case 'done':
      return node() && ['completed', 'interrupted', 'failed'].includes(v.outcome as string);
    default:
      return false;
  }
}

const quote = (line: string): string => JSON.stringify(line.slice(0, 80));
