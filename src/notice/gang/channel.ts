// Provisional: the channel's own module replaces this file (issue 13).
import type { Clock } from '../../clock.js';
import type { Logger } from '../../log.js';

export type GangEvent =
  | { kind: 'notice'; node: number; deadline: number; reason: string }
  | { kind: 'lost'; node: number; reason: string }
  | { kind: 'failed'; node: number; reason: string };

export interface GangChannelOptions {
  node: number;
  nodes: number;
  host: string;
  port: number;
  gangId: string;
  heartbeatMs?: number;
  lossAfterMs?: number;
  joinTimeoutMs?: number;
  clock: Clock;
  logger: Logger;
}

export interface GangChannel {
  announceNotice(deadline: number, reason: string): void;
  announceDone(outcome: 'completed' | 'interrupted' | 'failed'): void;
  onEvent(listener: (event: GangEvent) => void): void;
  close(): Promise<void>;
}

export declare function openGangChannel(options: GangChannelOptions): Promise<GangChannel>;
