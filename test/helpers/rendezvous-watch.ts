import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { RendezvousArgs } from '../../src/supervisor/rendezvous-args.js';

/** torch's c10d rendezvous state as the watcher prints it: nodes by pid. */
export interface RendezvousSnapshot {
  readonly round: number;
  readonly complete: boolean;
  readonly participants: readonly number[];
  readonly waiting: readonly number[];
}

/**
 * Reads a gang's rendezvous state from its store every 20 ms with torch's
 * own state holder, as an agent reads it, to let a test act at one moment of
 * a round (a fault landing exactly there).
 */
const WATCH_SCRIPT = `
import json, sys, time
from datetime import timedelta
from torch.distributed import TCPStore
from torch.distributed.elastic.rendezvous import dynamic_rendezvous as dr
from torch.distributed.elastic.rendezvous.c10d_rendezvous_backend import C10dRendezvousBackend

where = json.loads(sys.argv[1])
settings = dr.RendezvousSettings(
    where["runId"], int(where["minNodes"]), int(where["maxNodes"]),
    dr.RendezvousTimeout(), timedelta(seconds=5), 3,
)

def connect():
    store = TCPStore(where["host"], int(where["port"]), is_master=False, timeout=timedelta(seconds=30))
    return dr._BackendRendezvousStateHolder(C10dRendezvousBackend(store, where["runId"]), settings)

holder = connect()
while True:
    try:
        holder.sync()
    except Exception as error:  # a dropped connection: a new one, as an agent's next call would
        print(f"watcher: {error}; reconnecting", file=sys.stderr)
        time.sleep(0.1)
        holder = connect()
        continue
    state = holder.state
    print(json.dumps({
        "round": state.round,
        "complete": state.complete,
        "participants": sorted(n.pid for n in state.participants),
        "waiting": sorted(n.pid for n in state.wait_list),
    }), flush=True)
    time.sleep(0.02)
`;

export interface RendezvousWatch {
  /** The next snapshot, in the order read, that passes `test`. */
  until(test: (state: RendezvousSnapshot) => boolean): Promise<RendezvousSnapshot>;
  close(): void;
}

export function watchRendezvous(python: string, where: RendezvousArgs): RendezvousWatch {
  const child = spawn(python, ['-c', WATCH_SCRIPT, JSON.stringify(where)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    until: async (test) => {
      for (;;) {
        const line = await lines.next();
        if (line.done) throw new Error('the rendezvous watcher ended');
        const state = JSON.parse(line.value) as RendezvousSnapshot;
        if (test(state)) return state;
      }
    },
    close: () => child.kill('SIGKILL'),
  };
}
