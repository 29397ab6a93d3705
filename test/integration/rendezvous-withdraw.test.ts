import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { prepareLeave, type DepartedAgent } from '../../src/supervisor/rendezvous-leave.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { TORCHRUN_PYTHON } from '../helpers/torch-gang.js';

/**
 * torch's own c10d rendezvous store, served by a Python process, holding the
 * state given: `here` are nodes of this machine (by pid), `peers` of another.
 * It prints the port, then, on a line read from stdin, the state as it is
 * then (participants and wait list as pids).
 */
const STATE_SCRIPT = `
import json, socket, sys
from datetime import datetime, timedelta, timezone
from torch.distributed import TCPStore
from torch.distributed.elastic.rendezvous import dynamic_rendezvous as dr
from torch.distributed.elastic.rendezvous.c10d_rendezvous_backend import C10dRendezvousBackend

spec = json.loads(sys.argv[1])
store = TCPStore("127.0.0.1", 0, is_master=True, timeout=timedelta(seconds=10))
settings = dr.RendezvousSettings("gang", 2, 4, dr.RendezvousTimeout(), timedelta(seconds=5), 3)
holder = dr._BackendRendezvousStateHolder(C10dRendezvousBackend(store, "gang"), settings)
holder.sync()
state = holder.state
# Heartbeats as the torch running writes them: torch 2.x's are aware of their time zone.
now = datetime.now(timezone.utc) if hasattr(dr, "timezone") else datetime.utcnow()
def node(pid, here):
    return dr._NodeDesc(socket.getfqdn() if here else "peer.example", pid, 0)
for rank, (pid, here) in enumerate(spec["participants"]):
    state.participants[node(pid, here)] = rank
    state.last_heartbeats[node(pid, here)] = now
for pid, here in spec["waiting"]:
    state.wait_list.add(node(pid, here))
    state.last_heartbeats[node(pid, here)] = now
state.complete = spec["complete"]
state.round = 7
holder.mark_dirty()
holder.sync()
print(store.port, flush=True)
sys.stdin.readline()
holder.sync()
print(json.dumps({
    "participants": sorted(n.pid for n in holder.state.participants),
    "waiting": sorted(n.pid for n in holder.state.wait_list),
    "complete": holder.state.complete,
}), flush=True)
`;

/** Nodes as [pid, on this machine]. */
interface Spec {
  readonly participants: [number, boolean][];
  readonly waiting: [number, boolean][];
  readonly complete: boolean;
}

/** Serves the state; `after()` reads it back once the withdrawal is done. */
async function serveState(python: string, spec: Spec) {
  const child = spawn(python, ['-c', STATE_SCRIPT, JSON.stringify(spec)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const port = Number((await lines.next()).value);
  return {
    port,
    after: async () => {
      child.stdin.write('\n');
      return JSON.parse(String((await lines.next()).value)) as {
        participants: number[];
        waiting: number[];
        complete: boolean;
      };
    },
    close: () => child.kill('SIGKILL'),
  };
}

/** An agent of this machine, as /proc would show it, meeting the gang at `port`. */
function agent(python: string, pid: number, port: number): DepartedAgent {
  const argv = [python, '-m', 'torch.distributed.run', '--nnodes', '2:4'];
  const rdzv = ['--rdzv_backend', 'c10d', '--rdzv_endpoint', `127.0.0.1:${port}`];
  return { pid, python, argv: [...argv, ...rdzv, '--rdzv_id', 'gang', 'train.py'] };
}

async function withdraw(spec: Spec, pid: number) {
  const python = TORCHRUN_PYTHON ?? '';
  const state = await serveState(python, spec);
  try {
    const logger = new RecordingLogger();
    const leaving = prepareLeave([agent(python, pid, state.port)], logger);
    const answer = await leaving.withdraw([pid]);
    const after = await state.after();
    await leaving.leave([]); // the helper's last command: it exits
    return { answer, state: after };
  } finally {
    state.close();
  }
}

describe("withdrawing an agent frozen between rounds, against torch's own rendezvous", () => {
  it('keeps it in a formed round: the others are about to wait for its part', async (context) => {
    requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
    const spec: Spec = {
      participants: [
        [1, false],
        [4242, true],
        [2, false],
      ],
      waiting: [],
      complete: true,
    };
    const { answer, state } = await withdraw(spec, 4242);
    expect(answer).toEqual({ kind: 'formed' });
    expect(state).toEqual({ participants: [1, 2, 4242], waiting: [], complete: true });
  });

  it('takes it out of a round still forming, leaving the others in it', async (context) => {
    requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
    const spec: Spec = {
      participants: [
        [1, false],
        [4242, true],
      ],
      waiting: [],
      complete: false,
    };
    const { answer, state } = await withdraw(spec, 4242);
    expect(answer).toEqual({ kind: 'withdrawn' });
    expect(state).toEqual({ participants: [1], waiting: [], complete: false });
  });

  it('takes it off the wait list for the next round, so no one restarts to admit it', async (context) => {
    requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
    const spec: Spec = {
      participants: [
        [1, false],
        [2, false],
      ],
      waiting: [[4242, true]],
      complete: true,
    };
    const { answer, state } = await withdraw(spec, 4242);
    expect(answer).toEqual({ kind: 'withdrawn' });
    expect(state).toEqual({ participants: [1, 2], waiting: [], complete: true });
  });

  it('touches no node of another machine with the same pid', async (context) => {
    requireTool(context, PYTORCH, TORCHRUN_PYTHON !== undefined);
    const spec: Spec = {
      participants: [
        [4242, false],
        [1, false],
      ],
      waiting: [],
      complete: false,
    };
    const { answer, state } = await withdraw(spec, 4242);
    expect(answer).toEqual({ kind: 'withdrawn' });
    expect(state.participants).toEqual([1, 4242]);
  });
});
