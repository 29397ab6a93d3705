/**
 * Run by the departed agent's own Python (the torch it ran), with one JSON
 * argument: {host, port, runId, minNodes, maxNodes, pids, addrs, timeout}.
 * It connects to the rendezvous store as a client and runs torch's own exit
 * operation for each agent of `pids` on this machine still listed as a
 * participant, exactly what the agent does itself when it re-forms. Nothing
 * else in the state is touched, and every write is torch's compare-and-set,
 * so agents re-forming at the same moment cannot be overwritten. Prints one
 * JSON line: the nodes that left and the round, or the error.
 *
 * Without `pids` it is started ahead (at the notice): it imports torch and
 * connects, prints {"ready": true}, and then reads commands, one JSON line
 * each, on stdin, answering each with one line; Python's start and torch's
 * import, a few seconds, are then off the path of the others' next round.
 * {"pids": [...]} is the leave above, and the last command. {"pids": [...],
 * "unlessFormed": true} withdraws agents frozen between rounds: out of a
 * round still forming, out of the wait lists, but not out of a round already
 * formed (complete), whose other members are about to wait for this node's
 * part of it; those are named in "formed".
 */
export const RENDEZVOUS_LEAVE_SCRIPT = `
import json, socket, sys, time
from datetime import timedelta

args = json.loads(sys.argv[1])

def failure(error):
    return {"error": f"{type(error).__name__}: {error}"}

try:
    from torch.distributed import TCPStore
    from torch.distributed.elastic.rendezvous import dynamic_rendezvous as dr
    from torch.distributed.elastic.rendezvous.c10d_rendezvous_backend import C10dRendezvousBackend

    timeout = float(args["timeout"])
    store = TCPStore(args["host"], int(args["port"]), is_master=False, timeout=timedelta(seconds=timeout))
    settings = dr.RendezvousSettings(
        args["runId"], int(args["minNodes"]), int(args["maxNodes"]),
        dr.RendezvousTimeout(), timedelta(seconds=5), 3,
    )
    holder = dr._BackendRendezvousStateHolder(C10dRendezvousBackend(store, args["runId"]), settings)
    addrs = set(args["addrs"]) | {socket.getfqdn()}
except Exception as error:
    print(json.dumps(failure(error)))
    sys.exit(0)

def named(node):
    # torch 1.x calls the address fqdn, torch 2.x addr.
    return getattr(node, "addr", None) or getattr(node, "fqdn", None)

def listed(state, unless_formed):
    # A frozen agent may also wait for the next round (wait list; torch 2.x: redundancy list).
    nodes = set(state.participants)
    if unless_formed:
        nodes |= set(state.wait_list) | set(getattr(state, "redundancy_list", ()))
    return nodes

class Withdraw:
    """torch's exit, for an agent that is alive but frozen: a round already
    formed keeps it (its agent must go on to its workers, or the others wait
    for it until their store times out); anywhere else it is taken out."""

    formed = False

    def __call__(self, ctx, deadline):
        state = ctx.state
        self.formed = state.complete and ctx.node in state.participants
        if self.formed:
            return dr._Action.FINISH
        if ctx.node in state.participants:
            return dr._Action.ERROR_TIMEOUT if time.monotonic() > deadline else dr._Action.REMOVE_FROM_PARTICIPANTS
        if ctx.node in state.wait_list:
            return dr._Action.REMOVE_FROM_WAIT_LIST
        if ctx.node in getattr(state, "redundancy_list", ()):
            return dr._Action.REMOVE_FROM_REDUNDANCY_LIST
        return dr._Action.FINISH

def take_out(pids, unless_formed):
    holder.sync()
    pids = set(pids)
    nodes = [n for n in listed(holder.state, unless_formed) if n.pid in pids and named(n) in addrs]
    left, formed = [], []
    for node in nodes:
        op = Withdraw() if unless_formed else dr._RendezvousExitOp()
        dr._DistributedRendezvousOpExecutor(node, holder, settings).run(op, time.monotonic() + timeout)
        (formed if getattr(op, "formed", False) else left).append(repr(node))
    answer = {"left": left, "round": holder.state.round}
    if unless_formed:
        answer["formed"] = formed
    return answer

def answer(pids, unless_formed=False):
    try:
        return take_out(pids, unless_formed)
    except Exception as error:
        return failure(error)

if "pids" in args:
    print(json.dumps(answer(args["pids"])))
    sys.exit(0)
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:  # ends without a command when the supervisor is gone
    command = json.loads(line)
    unless_formed = bool(command.get("unlessFormed"))
    print(json.dumps(answer(command["pids"], unless_formed)), flush=True)
    if not unless_formed:
        break
`;
