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
 * connects, prints {"ready": true}, and reads the pids as one JSON line on
 * stdin once the agents are gone; Python's start and torch's import, a few
 * seconds, are then off the path of the others' next round.
 */
export const RENDEZVOUS_LEAVE_SCRIPT = `
import json, socket, sys, time
from datetime import timedelta

args = json.loads(sys.argv[1])
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
    if "pids" not in args:
        print(json.dumps({"ready": True}), flush=True)
        line = sys.stdin.readline()
        if not line:
            sys.exit(0)  # the supervisor is gone, or had no agent to take out
        args["pids"] = json.loads(line)["pids"]
    holder.sync()
    pids = set(args["pids"])
    addrs = set(args["addrs"]) | {socket.getfqdn()}

    def named(node):
        # torch 1.x calls the address fqdn, torch 2.x addr.
        return getattr(node, "addr", None) or getattr(node, "fqdn", None)

    gone = [n for n in holder.state.participants if n.pid in pids and named(n) in addrs]
    for node in gone:
        executor = dr._DistributedRendezvousOpExecutor(node, holder, settings)
        executor.run(dr._RendezvousExitOp(), time.monotonic() + timeout)
    print(json.dumps({"left": [repr(n) for n in gone], "round": holder.state.round}))
except Exception as error:
    print(json.dumps({"error": f"{type(error).__name__}: {error}"}))
`;
