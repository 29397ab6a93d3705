// One gang member in a process of its own, driven by gang-fanout.ts over the
// IPC channel: it opens a fresh gang channel per trial and, when a notice
// about another node arrives, records the moment it would signal its trainer.
import { systemClock } from '../src/base/clock.js';
import { consoleLogger, type Logger } from '../src/base/log.js';
import { openGangChannel, type GangChannel } from '../src/notice/gang/channel.js';

export type ToMember =
  | { op: 'open'; node: number; nodes: number; port: number; gangId: string }
  | { op: 'notice' }
  | { op: 'finish' };

export type FromMember =
  | { op: 'opened'; port: number }
  | { op: 'ready' }
  | { op: 'announced'; at: number }
  | { op: 'heard'; node: number; at: number }
  | { op: 'closed' };

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes. */
const now = (): number => performance.timeOrigin + performance.now();

const loud = consoleLogger({ prefix: `[gang-member ${process.pid}]` });
/** Only what went wrong: a trial's chatter would drown the bench's output. */
const logger: Logger = { ...loud, info: () => undefined, notice: () => undefined };

const send = (message: FromMember): void => {
  process.send?.(message);
};

let channel: GangChannel | undefined;

async function handle(message: ToMember): Promise<void> {
  switch (message.op) {
    case 'open': {
      const { node, nodes, port, gangId } = message;
      const opened = await openGangChannel({
        ...{ node, nodes, port, gangId, host: '127.0.0.1', listenHost: '127.0.0.1' },
        clock: systemClock,
        logger,
      });
      channel = opened;
      opened.onEvent((event) => {
        const at = now();
        if (event.kind === 'notice') send({ op: 'heard', node: event.node, at });
        else logger.warning(`unexpected ${event.kind} about node ${event.node}: ${event.reason}`);
      });
      send({ op: 'opened', port: opened.port });
      await opened.ready;
      send({ op: 'ready' });
      return;
    }
    case 'notice': {
      const at = now();
      channel?.announceNotice(Date.now() + 120_000, 'bench');
      send({ op: 'announced', at });
      return;
    }
    case 'finish':
      channel?.announceDone('interrupted');
      await channel?.close();
      channel = undefined;
      send({ op: 'closed' });
  }
}

process.on('message', (message: ToMember) => {
  handle(message).catch((error: unknown) => {
    logger.error(`gang member failed on ${message.op}: ${String(error)}`);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
