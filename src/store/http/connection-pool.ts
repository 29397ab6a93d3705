import {
  type ConnectionSettings,
  type Exchange,
  type Origin,
  RawConnection,
} from './raw-connection.js';

/**
 * Keep-alive connections by origin, for requests without a body (the
 * ranged GETs of a download). A request sent on a reused connection that
 * fails before any byte of a response is sent once more on a new one: the
 * server may have closed it while it was idle, and a GET is safe to repeat.
 */
export class ConnectionPool {
  private readonly idle = new Map<string, RawConnection[]>();
  private readonly open = new Set<RawConnection>();

  constructor(private readonly settings: ConnectionSettings = {}) {}

  async request(origin: Origin, head: string, signal?: AbortSignal): Promise<Exchange> {
    const reused = this.take(origin);
    if (reused) {
      try {
        return await reused.request(head, signal);
      } catch (error) {
        if (!reused.silent || signal?.aborted) throw error;
      }
    }
    return this.connect(origin).request(head, signal);
  }

  /** Closes every connection, idle or not. */
  close(): void {
    for (const connection of this.open) connection.discard(new Error('the client was closed'));
    this.open.clear();
    this.idle.clear();
  }

  private take(origin: Origin): RawConnection | undefined {
    const list = this.idle.get(key(origin)) ?? [];
    for (let connection = list.pop(); connection; connection = list.pop()) {
      if (connection.usable) return connection;
    }
    return undefined;
  }

  private connect(origin: Origin): RawConnection {
    const connection = new RawConnection(
      origin,
      this.settings,
      (done) => {
        const list = this.idle.get(key(origin)) ?? [];
        list.push(done);
        this.idle.set(key(origin), list);
      },
      (closed) => {
        this.open.delete(closed);
        const list = this.idle.get(key(origin));
        const at = list?.indexOf(closed) ?? -1;
        if (at >= 0) list?.splice(at, 1);
      },
    );
    this.open.add(connection);
    return connection;
  }
}

function key(origin: Origin): string {
  return `${origin.protocol}//${origin.hostname}:${origin.port}`;
}
