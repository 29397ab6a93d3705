#!/usr/bin/env python3
"""An FSDP trainer for an elastic gang of spot VMs: each rank holds a shard
of the model and the optimizer, saved with torch.distributed.checkpoint
(DCP). Needs torch 2.6 or later (FSDP2's fully_shard on CPUs; tested with
2.13). torchrun starts it on each node (README.md has the command line).

What lets a sharded gang lose a node and train on (spot-train's min-nodes):

1. One stop for the gang, as in examples/pytorch-ddp: SIGINT, SIGTERM or
   $SPOT_TRAIN_NOTICE_FILE set a flag that the ranks all-reduce after each
   step, so every rank saves the same step and leaves no peer waiting in a
   collective. A rank whose node was not told to stop exits 3, and torchrun
   re-forms the gang without the node that was.
2. Saves in the outputs: dcp/step-000040/, a part per rank (__0_0.distcp)
   and DCP's index (.metadata). A node writes only its own ranks' parts;
   spot-train places the other nodes' parts beside them as they reach the
   store, so a save becomes whole on every node.
3. A resume from the newest save whole on every rank: the ranks compare
   what they hold (in $SPOT_TRAIN_RESTART_DIR and the outputs), and while a
   newer save is whole on some rank but not yet on all (the part of the
   node that left is still on its way), they wait for it. DCP reshards on
   load, so the gang may resume at another size.
"""
import argparse
import datetime
import os
import re
import shutil
import signal
import sys
import time

# Recorded from the start, before torch's import (seconds): a worker torchrun
# starts just as its node is told to leave still joins the gang, then stops.
EARLY_SIGNALS = []
for _signum in (signal.SIGINT, signal.SIGTERM):
    signal.signal(_signum, lambda signum, _frame: EARLY_SIGNALS.append(signum))

import torch  # noqa: E402 (after the handlers above)
import torch.distributed as dist  # noqa: E402
import torch.distributed.checkpoint as dcp  # noqa: E402
from torch import nn  # noqa: E402
from torch.distributed.checkpoint.state_dict import get_state_dict, set_state_dict  # noqa: E402
from torch.distributed.checkpoint.stateful import Stateful  # noqa: E402
from torch.distributed.elastic.multiprocessing.errors import record  # noqa: E402
from torch.distributed.fsdp import fully_shard  # noqa: E402

# spot-train's min-nodes below nodes: SPOT_TRAIN_NNODES is torchrun's MIN:MAX.
ELASTIC = ":" in os.environ.get("SPOT_TRAIN_NNODES", "")
# Exit status of a rank whose gang lost a node: non-zero, so torchrun re-forms the gang.
REFORM_EXIT = 3
STEP_DIR = re.compile(r"^step-(\d+)$")
FEATURES, HIDDEN, CLASSES = 32, 64, 4


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--total-steps", type=int, default=int(os.environ.get("TOTAL_STEPS", "300")))
    parser.add_argument("--save-every", type=int, default=int(os.environ.get("SAVE_EVERY", "50")))
    parser.add_argument("--step-seconds", type=float, default=float(os.environ.get("STEP_SECONDS", "0")), help="a sleep in each step, to watch a drill")
    parser.add_argument("--global-batch", type=int, default=192)
    parser.add_argument("--keep", type=int, default=2, help="saves kept in the outputs")
    parser.add_argument("--sync-timeout", type=float, default=600, help="seconds to wait for a save to be whole everywhere")
    parser.add_argument("--outputs", default=os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", "outputs"))
    return parser.parse_args()


class TrainState(Stateful):
    """What DCP saves: the sharded model and optimizer (get_state_dict gives
    DTensors, which DCP reshards for another world size) and the step."""

    def __init__(self, model, optimizer):
        self.model, self.optimizer, self.step = model, optimizer, 0

    def state_dict(self):
        model, optim = get_state_dict(self.model, self.optimizer)
        return {"model": model, "optim": optim, "step": self.step}

    def load_state_dict(self, state):
        set_state_dict(self.model, self.optimizer, model_state_dict=state["model"], optim_state_dict=state["optim"])
        self.step = state["step"]


def whole_saves(places):
    """{step: folder} of the saves in `places` whose index and every part it names are here."""
    found = {}
    for place in places:
        root = os.path.join(place, "dcp") if place else ""
        if not root or not os.path.isdir(root):
            continue
        for name in os.listdir(root):
            match = STEP_DIR.match(name)
            folder = os.path.join(root, name)
            if not match or not os.path.isfile(os.path.join(folder, ".metadata")):
                continue
            try:
                index = dcp.FileSystemReader(folder).read_metadata()
            except Exception:  # an index still being written, or torn: not whole
                continue
            parts = {info.relative_path for info in index.storage_data.values()}
            if all(os.path.isfile(os.path.join(folder, part)) for part in parts):
                found.setdefault(int(match.group(1)), folder)
    return found


def agree_on_save(places, rank, timeout):
    """The newest save whole on every rank, (step, this rank's folder of it);
    waits up to `timeout` s while a newer one is whole on some rank only."""
    deadline = time.monotonic() + timeout
    waiting = False
    while True:
        mine = whole_saves(places)
        held = [None] * dist.get_world_size()
        dist.all_gather_object(held, sorted(mine))
        everywhere = set(held[0]).intersection(*held[1:])
        newest = max(set().union(*held), default=0)
        if newest == 0 or newest in everywhere:
            return newest, mine.get(newest)
        late = torch.tensor([int(time.monotonic() > deadline)])
        dist.all_reduce(late, op=dist.ReduceOp.MAX)  # every rank gives up at once, or none does
        if late.item():
            if not everywhere:
                raise RuntimeError(f"rank {rank}: step {newest} never became whole on every node, and no older save is")
            print(f"rank {rank}: step {newest} never became whole on every node; resuming from {max(everywhere)}", flush=True)
            return max(everywhere), mine[max(everywhere)]
        if not waiting:
            print(f"rank {rank}: waiting for step {newest} to be whole on every node", flush=True)
            waiting = True
        time.sleep(0.5)


def prune(outputs, keep):
    root = os.path.join(outputs, "dcp")
    steps = sorted(name for name in os.listdir(root) if STEP_DIR.match(name))
    for name in steps[:-keep]:
        shutil.rmtree(os.path.join(root, name), ignore_errors=True)


def batch(step, global_batch, rank, world):
    """This rank's slice of the step's batch: the same data whatever the world size."""
    generator = torch.Generator().manual_seed(step)
    inputs = torch.randn(global_batch, FEATURES, generator=generator)
    labels = (inputs[:, :CLASSES].argmax(dim=1) + (inputs[:, -1] > 0).long()) % CLASSES
    share = global_batch // world
    return inputs[rank * share : (rank + 1) * share], labels[rank * share : (rank + 1) * share]


class StopRequest:
    def __init__(self):
        self.signals = EARLY_SIGNALS
        self.notice_file = os.environ.get("SPOT_TRAIN_NOTICE_FILE", "")
        signal.signal(signal.SIGINT, lambda signum, _frame: self.signals.append(signum))
        signal.signal(signal.SIGTERM, lambda signum, _frame: self.signals.append(signum))

    def requested(self):
        return bool(self.signals) or bool(self.notice_file and os.path.exists(self.notice_file))


def build(args):
    torch.manual_seed(0)  # the same initial weights on every rank, before sharding
    model = nn.Sequential(nn.Linear(FEATURES, HIDDEN), nn.ReLU(), nn.Linear(HIDDEN, CLASSES))
    for layer in model:
        if isinstance(layer, nn.Linear):
            fully_shard(layer)
    fully_shard(model)
    return TrainState(model, torch.optim.AdamW(model.parameters(), lr=0.01))


@record
def main():
    args = parse_args()
    stop = StopRequest()
    # The default timeout is 30 minutes: a rank whose peer vanished would wait that long.
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=60))
    rank, world = dist.get_rank(), dist.get_world_size()
    if args.global_batch % world:
        raise RuntimeError(f"--global-batch {args.global_batch} does not split over {world} ranks")
    state = build(args)
    places = [os.environ.get("SPOT_TRAIN_RESTART_DIR", ""), args.outputs]
    step, folder = agree_on_save(places, rank, args.sync_timeout)
    node = os.environ.get("SPOT_TRAIN_NODE_RANK", "?")
    if folder:
        dcp.load({"train": state}, checkpoint_id=folder)
        print(f"rank {rank} of {world} on node {node}: resumed from step {state.step}", flush=True)
    else:
        print(f"rank {rank} of {world} on node {node}: starting from scratch", flush=True)

    stopping = False
    while state.step < args.total_steps and not stopping:
        state.step += 1
        inputs, labels = batch(state.step, args.global_batch, rank, world)
        loss = nn.functional.cross_entropy(state.model(inputs), labels)
        state.optimizer.zero_grad()
        loss.backward()
        state.optimizer.step()
        reported = loss.detach().clone()
        dist.all_reduce(reported)
        if rank == 0:
            print(f"step {state.step} loss {reported.item() / world:.5f}", flush=True)
        flag = torch.tensor([int(stop.requested())])
        dist.all_reduce(flag, op=dist.ReduceOp.MAX)
        stopping = bool(flag.item())
        if stopping or state.step % args.save_every == 0 or state.step == args.total_steps:
            dcp.save({"train": state}, checkpoint_id=os.path.join(args.outputs, "dcp", f"step-{state.step:06d}"))
            if int(os.environ.get("LOCAL_RANK", "0")) == 0:
                prune(args.outputs, args.keep)
        time.sleep(args.step_seconds)
    dist.barrier()  # no rank leaves, taking torchrun's store with it, while another still saves
    dist.destroy_process_group()
    if stopping:
        print(f"rank {rank}: stopped after step {state.step}; saved", flush=True)
        sys.exit(REFORM_EXIT if ELASTIC and not stop.requested() else 0)
    if rank == 0:
        print(f"done: step {state.step}", flush=True)


if __name__ == "__main__":
    main()
