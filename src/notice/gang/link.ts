import type { Socket } from 'node:net';
import { sleepUnlessAborted, type Clock } from '../../base/clock.js';
import { formatDuration } from '../../base/duration.js';
import type { Logger } from '../../base/log.js';
import { encodeFrame, FrameReader, type Frame } from './wire.js';

export interface LinkTiming {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly heartbeatMs: number;
  readonly lossAfterMs: number;
}

/** Longest a graceful close waits for the peer's FIN before the socket is destroyed. */
const CLOSE_WAIT_MS = 1000;

/**
 * One TCP connection of the gang, either end: frames in and out, a heartbeat
 * every `heartbeatMs`, and the verdict that the peer is gone when the socket
 * closes, errs, sends a bad frame, or says nothing for `lossAfterMs`.
 * `onGone` is called exactly once, also after `close`, so owners decide
 * whether a departure is a loss.
 */
export class Link {
  /** Time this end was awake to hear the peer since it last did; see `beat`. */
  private unheardMs = 0;
  private goneWhy: string | undefined;
  private readonly stop = new AbortController();
  private readonly closed: Promise<void>;

  constructor(
    private readonly socket: Socket,
    /** The peer as logs name it: "node 2 (10.0.0.3:51234)". */
    public peer: string,
    private readonly timing: LinkTiming,
    private readonly onFrame: (frame: Frame) => void,
    private readonly onGone: (why: string) => void,
  ) {
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    const reader = new FrameReader((frame) => {
      if (this.goneWhy === undefined) this.onFrame(frame);
    });
    socket.on('data', (text: string) => {
      this.unheardMs = 0;
      const bad = reader.push(text);
      if (bad === undefined) return;
      this.timing.logger.warning(`gang channel: dropping ${this.peer}: it sent ${bad}`);
      this.drop(`it sent ${bad}`);
    });
    socket.on('error', (error) => this.drop(`connection error: ${error.message}`));
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    void this.closed.then(() => this.drop('the connection closed'));
    void this.beat();
  }

  send(frame: Frame): void {
    if (this.goneWhy === undefined && this.socket.writable) this.socket.write(encodeFrame(frame));
  }

  /** Drops the connection at once; the peer sees it close. */
  drop(why: string): void {
    if (this.goneWhy !== undefined) return;
    this.goneWhy = why;
    this.stop.abort();
    this.socket.destroy();
    this.onGone(why);
  }

  /** Sends what is queued, then closes; waits a little for the peer to close its end too. */
  async close(why: string): Promise<void> {
    if (this.goneWhy === undefined) {
      this.goneWhy = why;
      this.stop.abort();
      this.socket.end();
      this.onGone(why);
      const timer = setTimeout(() => this.socket.destroy(), CLOSE_WAIT_MS);
      await this.closed;
      clearTimeout(timer);
    }
    await this.closed;
  }

  /**
   * Silence is counted in time this end was awake, not by the wall clock: a
   * paused VM or process (or a clock stepped forward) wakes to find its timer
   * due before the socket's pending data is read, and judging then would lose
   * every peer at once. A beat that comes late counts as two heartbeats at most.
   */
  private async beat(): Promise<void> {
    const { clock, heartbeatMs, lossAfterMs } = this.timing;
    for (;;) {
      const before = clock.now();
      await sleepUnlessAborted(clock, heartbeatMs, this.stop.signal);
      if (this.stop.signal.aborted) return;
      const slept = clock.now() - before;
      this.unheardMs += slept >= 0 ? Math.min(slept, 2 * heartbeatMs) : heartbeatMs;
      if (this.unheardMs >= lossAfterMs) {
        this.drop(`silent for ${formatDuration(this.unheardMs)}`);
        return;
      }
      this.send({ t: 'hb' });
    }
  }
}
