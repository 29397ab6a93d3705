#!/usr/bin/env python3
"""A DDP trainer for a gang of spot VMs: every rank stops at the same step.

torchrun starts it on each node (README.md has the command line). A small MLP
learns synthetic data with DistributedDataParallel, over gloo on CPUs or NCCL
on GPUs. What makes a gang survive spot-train's interruptions:

1. One stop for the gang: SIGINT and SIGTERM (and $SPOT_TRAIN_NOTICE_FILE)
   only set a flag. After every step the ranks all-reduce it (MAX), so when
   any rank was told to stop, all of them stop after that same step. No rank
   leaves while a peer waits for it in a collective, and the saved files all
   describe one step.
2. A consistent save: global rank 0 writes the model and the optimizer, every
   rank writes its own rank-<global rank>.json (its random number generator
   state and data position), each atomically, into
   ckpt/step-000040/ of its node's $SPOT_TRAIN_OUTPUTS_DIR. Then a barrier:
   no node exits, taking torchrun's rendezvous store with it, while another
   is still saving.
3. Resume from the union: torchrun hands out global ranks whatever the node,
   so rank 0's files can be on any node. spot-train restores every node's
   files on every node into $SPOT_TRAIN_RESTART_DIR; each rank picks the
   newest complete checkpoint there, the ranks check with an all-reduce that
   they picked the same step, and fail with a clear message if not.

The batch of each step depends only on the seed and the step, and the
kernels are deterministic, so on CPUs a run interrupted and resumed ends with
a model bit-identical to an uninterrupted run's (`model sha256` in the last
line).
"""
import argparse
import base64
import datetime
import hashlib
import json
import os
import re
import signal
import time

# Recorded from the start, before torch's import (seconds): a worker torchrun
# starts just as its node is told to leave gets SIGINT here, and must still
# join the gang before it stops, or the other ranks wait for it.
EARLY_SIGNALS = []
for _signum in (signal.SIGINT, signal.SIGTERM):
    signal.signal(_signum, lambda signum, _frame: EARLY_SIGNALS.append(signum))

import torch  # noqa: E402 (after the handlers above)
import torch.distributed as dist  # noqa: E402
from torch import nn  # noqa: E402
from torch.distributed.elastic.multiprocessing.errors import record  # noqa: E402
from torch.nn.parallel import DistributedDataParallel  # noqa: E402

# An elastic gang (spot-train's min-nodes below nodes): SPOT_TRAIN_NNODES is
# torchrun's MIN:MAX. A node may then leave and the rest train on.
ELASTIC = ":" in os.environ.get("SPOT_TRAIN_NNODES", "")
# Exit status of a rank whose gang lost a node: non-zero, so torchrun's agent
# re-forms the gang without it (exit 0 would end the agent's run).
REFORM_EXIT = 3
STEP_DIR = re.compile(r"^step-(\d+)$")
RANK_FILE = re.compile(r"^rank-(\d+)\.json$")
MODEL_FILE = "model.pt"
FEATURES, HIDDEN, CLASSES = 32, 64, 4


class GangError(RuntimeError):
    """A problem every rank of the gang reports alike. A RuntimeError rather
    than SystemExit, so @record hands the message to torchrun's summary."""


def env_number(name, default, kind=float):
    value = os.environ.get(name, "")
    try:
        return kind(value) if value else default
    except ValueError:
        raise SystemExit(f"{name}={value!r} is not a number") from None


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--outputs", default=os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", "outputs"))
    parser.add_argument("--total-steps", type=int, default=env_number("TOTAL_STEPS", 2000, int))
    parser.add_argument(
        "--step-seconds",
        type=float,
        default=env_number("STEP_SECONDS", 0.0),
        help="seconds to sleep in each step, to watch a drill",
    )
    parser.add_argument(
        "--save-every",
        type=int,
        default=env_number("SAVE_EVERY", None, int),
        help="steps between checkpoints (default: spot-train's suggested interval, else 100 steps)",
    )
    parser.add_argument("--keep", type=int, default=2, help="checkpoints kept in the outputs")
    parser.add_argument(
        "--global-batch", type=int, default=192, help="samples per step, split evenly over the ranks"
    )
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=env_number("SEED", 0, int))
    parser.add_argument("--log-every", type=int, default=20)
    parser.add_argument(
        "--plain-allreduce",
        action="store_true",
        help="DDP's own gradient all-reduce: faster, but a resume may not reproduce a run bit for bit",
    )
    parser.add_argument(
        "--collective-timeout",
        type=float,
        default=env_number("COLLECTIVE_TIMEOUT_SECONDS", 120.0),
        help="seconds a collective may wait for a peer before this rank fails (a vanished VM)",
    )
    return parser.parse_args()


class StopRequest:
    """Records SIGINT and SIGTERM instead of raising wherever the program is.
    torchrun's agent may forward a second signal to the workers while they
    save; with a flag it is harmless, where a KeyboardInterrupt would tear the
    save or leave the peers waiting in a collective."""

    def __init__(self, notice_file):
        self.reason = signal.Signals(EARLY_SIGNALS[0]).name if EARLY_SIGNALS else None
        self.notice_file = notice_file
        signal.signal(signal.SIGINT, self._record)
        signal.signal(signal.SIGTERM, self._record)

    def _record(self, signum, _frame):
        self.reason = self.reason or signal.Signals(signum).name

    def requested(self):
        # The notice file covers a worker the signal did not reach.
        if self.reason is None and self.notice_file and os.path.exists(self.notice_file):
            self.reason = "notice file"
        return self.reason is not None


class Cadence:
    """When to checkpoint: every --save-every steps when the user fixes it;
    otherwise every SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS, the interval
    spot-train suggests from how often this lineage's VMs were taken back and
    how long a checkpoint takes to become durable; otherwise every 100 steps.
    A timed save is agreed on in gang_agrees, so every rank saves the same step."""

    def __init__(self, steps):
        suggested = env_number("SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS", None)
        self.seconds = suggested if steps is None else None
        self.steps = steps if steps is not None or self.seconds is not None else 100
        self.last = time.monotonic()

    def describe(self):
        return f"{self.steps} steps" if self.steps else f"{self.seconds:g} s"

    def steps_due(self, step):
        return bool(self.steps) and step % self.steps == 0

    def time_due(self):
        return self.seconds is not None and time.monotonic() - self.last >= self.seconds

    def saved(self):
        self.last = time.monotonic()


def gang_agrees(stop, cadence, device):
    """One all-reduce (MAX) per step: if any rank was told to stop, every rank
    learns it after this same step; the same for a timed checkpoint falling
    due on any rank's clock. Returns (stopping, timed save due)."""
    flags = torch.tensor([1 if stop.requested() else 0, 1 if cadence.time_due() else 0], device=device)
    dist.all_reduce(flags, op=dist.ReduceOp.MAX)
    return bool(flags[0].item()), bool(flags[1].item())


def sum_in_rank_order(_state, bucket):
    """A DDP communication hook: averages the ranks' gradients adding them in
    rank order. The backend's all-reduce adds them in an order that depends
    on where a value sits in DDP's buckets, and DDP lays its buckets out anew
    after the first step a process runs, so with 3 or more ranks a resumed
    gang would sum some step's gradients in another order than an
    uninterrupted one, and the models would drift apart by rounding. The
    all-gather moves world-size times the data of an all-reduce: keep it for
    runs you must reproduce bit for bit (--plain-allreduce turns it off)."""
    grads = bucket.buffer()
    parts = [torch.empty_like(grads) for _ in range(dist.get_world_size())]
    gathered = dist.all_gather(parts, grads, async_op=True).get_future()

    def average(_future):
        total = parts[0].clone()
        for part in parts[1:]:
            total += part
        return total.div_(len(parts))

    return gathered.then(average)


def make_model():
    return nn.Sequential(
        nn.Linear(FEATURES, HIDDEN),
        nn.ReLU(),
        nn.Dropout(0.1),
        nn.Linear(HIDDEN, HIDDEN),
        nn.ReLU(),
        nn.Dropout(0.1),
        nn.Linear(HIDDEN, CLASSES),
    )


def rank_batch(seed, step, global_batch, rank, world):
    """This rank's share of step `step`'s batch. The batch depends on nothing
    but the seed and the step, so a resumed run, with as many ranks or not,
    is fed what an uninterrupted run would be."""
    teacher = torch.randn(FEATURES, CLASSES, generator=torch.Generator().manual_seed(seed))
    generator = torch.Generator().manual_seed(seed * 1_000_003 + step)
    inputs = torch.randn(global_batch, FEATURES, generator=generator)
    noise = 0.5 * torch.randn(global_batch, CLASSES, generator=generator)
    labels = (inputs @ teacher + noise).argmax(dim=1)
    share = global_batch // world
    return inputs[rank * share : (rank + 1) * share], labels[rank * share : (rank + 1) * share]


def write_atomic(path, write):
    """Writes under a .tmp name (spot-train never uploads those), then renames:
    a reader, or a restore, sees the whole file or none."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        write(f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def encode_state(tensor):
    return base64.b64encode(bytes(tensor.cpu().tolist())).decode()


def decode_state(text):
    return torch.tensor(list(base64.b64decode(text)), dtype=torch.uint8)


def rank_record(step, rank, world, seed):
    # Add random.getstate(), numpy's state or a data loader's position if your pipeline has them.
    return {
        "step": step,
        "rank": rank,
        "world_size": world,
        "seed": seed,
        "next_batch": step + 1,
        "torch_rng": encode_state(torch.get_rng_state()),
        "cuda_rng": [encode_state(s) for s in torch.cuda.get_rng_state_all()]
        if torch.cuda.is_available()
        else [],
    }


def save_checkpoint(outputs, step, model, optimizer, ctx, keep):
    folder = os.path.join(outputs, "ckpt", f"step-{step:06d}")
    if ctx["writes_model"]:
        state = {
            "step": step,
            "world_size": ctx["world"],
            "model": model.state_dict(),
            "optimizer": optimizer.state_dict(),
        }
        write_atomic(os.path.join(folder, MODEL_FILE), lambda f: torch.save(state, f))
    mine = rank_record(step, ctx["rank"], ctx["world"], ctx["seed"])
    write_atomic(
        os.path.join(folder, f"rank-{ctx['rank']}.json"),
        lambda f: f.write(json.dumps(mine, indent=1).encode()),
    )
    prune(outputs, ctx["rank"], keep, ctx["writes_model"])


def prune(outputs, rank, keep, writes_model):
    """Each rank removes its own files from all but the newest `keep`
    checkpoints of its node; the last one out removes the folder."""
    root = os.path.join(outputs, "ckpt")
    steps = sorted(name for name in os.listdir(root) if STEP_DIR.match(name))
    for name in steps[:-keep]:
        mine = [f"rank-{rank}.json"] + ([MODEL_FILE] if writes_model else [])
        for file in mine:
            try:
                os.remove(os.path.join(root, name, file))
            except FileNotFoundError:
                pass
        try:
            os.rmdir(os.path.join(root, name))
        except OSError:
            pass  # another rank of this node still has files there


def scan_checkpoints(place):
    """(step, folder, missing) of each checkpoint folder under place/ckpt,
    `missing` naming what it lacks to be whole: the model, and one file per
    rank of the gang that wrote it. In an elastic gang every node holds the
    model itself, and the ranks of nodes that left are reseeded, so the
    model alone makes a checkpoint whole."""
    root = os.path.join(place, "ckpt") if place else ""
    if not root or not os.path.isdir(root):
        return []
    found = []
    for name in sorted(os.listdir(root)):
        match = STEP_DIR.match(name)
        folder = os.path.join(root, name)
        ranks = (
            [file for file in os.listdir(folder) if RANK_FILE.match(file)]
            if match and os.path.isdir(folder)
            else []
        )
        if not ranks:
            continue
        with open(os.path.join(folder, ranks[0])) as f:
            world = json.load(f)["world_size"]
        needed = [MODEL_FILE] + ([] if ELASTIC else [f"rank-{r}.json" for r in range(world)])
        missing = [file for file in needed if not os.path.isfile(os.path.join(folder, file))]
        found.append((int(match.group(1)), folder, missing))
    return found


def agree_on_checkpoint(places, rank, device):
    """The newest complete checkpoint, the same for every rank: (step, this
    rank's folder of it or None). A node given only its own files, not the
    union of the gang's, finds an older one or none: resuming would then mix
    steps, so every rank stops and says why. In an elastic gang a node that
    joins later (a replacement) holds only what the store had, older than
    what the others saved on their own disks: it gets the newest from them
    (share_newest)."""
    scanned = [entry for place in places for entry in scan_checkpoints(place)]
    step, folder = max(((s, f) for s, f, missing in scanned if not missing), default=(0, None))
    for newer, where, missing in scanned:
        if newer > step:
            print(f"rank {rank}: passing over {where}: it lacks {', '.join(missing)}", flush=True)
    seen = torch.tensor([step, -step], dtype=torch.int64, device=device)
    dist.all_reduce(seen, op=dist.ReduceOp.MAX)
    newest, oldest = int(seen[0].item()), -int(seen[1].item())
    if newest != oldest and ELASTIC:
        print(f"rank {rank}: the newest checkpoint is step {newest}, this rank holds step {step}", flush=True)
        return newest, folder if step == newest else None
    if newest != oldest:
        mine = f"step {step} in {folder}" if folder else "none"
        raise GangError(
            f"rank {rank}: the ranks found different newest complete checkpoints, from step "
            f"{oldest} to step {newest} (this rank: {mine}); every node needs the files of "
            "every node in $SPOT_TRAIN_RESTART_DIR"
        )
    return step, folder


def share_newest(folder, ctx, device):
    """The newest checkpoint's model and optimizer state on every rank, sent
    by the lowest rank that holds it (called by every rank, when some lack
    it). Over the process group, so a replacement node need not wait for the
    store; fine for a model this size, a large one would send tensors."""
    holder = torch.tensor([ctx["rank"] if folder else ctx["world"]], dtype=torch.int64, device=device)
    dist.all_reduce(holder, op=dist.ReduceOp.MIN)
    source = int(holder.item())
    payload = [torch.load(os.path.join(folder, MODEL_FILE), map_location="cpu") if folder else None]
    dist.broadcast_object_list(payload, src=source)
    if not folder:
        print(f"rank {ctx['rank']}: took step {payload[0]['step']} from rank {source}", flush=True)
    return payload[0]


def restore(state, folder, step, model, optimizer, ctx):
    """Loads `state` (the checkpoint of `step`) and this rank's random state
    from `folder`, where it has one for this gang size."""
    if state["step"] != step:
        raise GangError(f"{folder}/{MODEL_FILE} holds step {state['step']}, not {step}")
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    path = os.path.join(folder, f"rank-{ctx['rank']}.json") if folder else ""
    if state["world_size"] != ctx["world"] or not os.path.isfile(path):
        # Another gang size: the replicated model and optimizer load as they
        # are and the batches stay the same, but dropout masks differ.
        torch.manual_seed(ctx["seed"] * 1000 + ctx["rank"] + step)
        return f"{state['world_size']} ranks saved it, {ctx['world']} resume: random state reseeded"
    with open(path) as f:
        mine = json.load(f)
    if mine["step"] != step:
        raise GangError(f"{path} holds step {mine['step']}, not {step}")
    torch.set_rng_state(decode_state(mine["torch_rng"]))
    if torch.cuda.is_available() and mine["cuda_rng"]:
        torch.cuda.set_rng_state_all([decode_state(s) for s in mine["cuda_rng"]])
    return "random state restored"


def any_rank_lacks(folder, device):
    """True on every rank when some rank has no folder of the agreed step."""
    lacking = torch.tensor([0 if folder else 1], dtype=torch.int64, device=device)
    dist.all_reduce(lacking, op=dist.ReduceOp.MAX)
    return bool(lacking.item())


def model_digest(model):
    """SHA-256 of every parameter and buffer by name: equal digests, equal models."""
    digest = hashlib.sha256()
    for name, tensor in sorted(model.state_dict().items()):
        digest.update(name.encode())
        digest.update(bytes(tensor.detach().cpu().flatten().view(torch.uint8).tolist()))
    return digest.hexdigest()


def join_gang(args):
    """Joins the process group torchrun set up; returns the rank's context."""
    cuda = torch.cuda.is_available()
    if cuda:
        # NCCL honours the timeout only with asynchronous error handling on.
        os.environ.setdefault("NCCL_ASYNC_ERROR_HANDLING", "1")
        os.environ.setdefault("TORCH_NCCL_ASYNC_ERROR_HANDLING", "1")
        os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
        torch.cuda.set_device(int(os.environ["LOCAL_RANK"]))
    # The default timeout is 30 minutes: a rank whose peer's VM vanished would
    # sit in its all-reduce that long, holding up the gang's restart.
    dist.init_process_group(
        backend="nccl" if cuda else "gloo",
        timeout=datetime.timedelta(seconds=args.collective_timeout),
    )
    ctx = {"rank": dist.get_rank(), "world": dist.get_world_size(), "seed": args.seed}
    # Elastic: each node's first rank writes the model too, so every node
    # that trains on holds it on its own disk.
    ctx["writes_model"] = ctx["rank"] == 0 or (ELASTIC and os.environ.get("LOCAL_RANK") == "0")
    nodes = os.environ.get("SPOT_TRAIN_NNODES")
    gang = os.environ.get("GROUP_WORLD_SIZE")
    if ELASTIC and gang:
        low, high = (int(n) for n in nodes.split(":"))
        if not low <= int(gang) <= high:
            raise GangError(f"torchrun formed a gang of {gang} nodes, outside {nodes}")
    elif nodes and gang and nodes != gang:
        raise GangError(
            f"torchrun formed a gang of {gang} nodes, spot-train launched {nodes}: "
            "pass --nnodes $SPOT_TRAIN_NNODES"
        )
    if args.global_batch % ctx["world"]:
        raise GangError(f"--global-batch {args.global_batch} does not split over {ctx['world']} ranks")
    device = torch.device(f"cuda:{torch.cuda.current_device()}" if cuda else "cpu")
    return ctx, device


def report_start(ctx, device, step, note):
    node = os.environ.get("SPOT_TRAIN_NODE_RANK", "?")
    where = f"rank {ctx['rank']} of {ctx['world']} on node {node}, {device}"
    start = f"resumed from step {step} ({note})" if step else "starting from scratch"
    print(f"{where}: {start}", flush=True)


@record
def main():
    args = parse_args()
    stop = StopRequest(os.environ.get("SPOT_TRAIN_NOTICE_FILE"))
    # Deterministic kernels: a resumed run reproduces an uninterrupted one bit
    # for bit on CPUs. Drop this line if speed matters more to you.
    torch.use_deterministic_algorithms(True)
    ctx, device = join_gang(args)

    torch.manual_seed(args.seed)  # the same initial weights on every rank
    model = make_model().to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    torch.manual_seed(args.seed * 1000 + ctx["rank"])  # each rank its own dropout masks

    places = [os.environ.get("SPOT_TRAIN_RESTART_DIR", ""), args.outputs]
    step, folder = agree_on_checkpoint(places, ctx["rank"], device)
    shared = ELASTIC and step > 0 and any_rank_lacks(folder, device)
    if shared:
        state = share_newest(folder, ctx, device)
    else:
        state = torch.load(os.path.join(folder, MODEL_FILE), map_location=device) if folder else None
    note = restore(state, folder, step, model, optimizer, ctx) if state else ""
    report_start(ctx, device, step, note)
    ddp = DistributedDataParallel(model, device_ids=[device.index] if device.type == "cuda" else None)
    if not args.plain_allreduce:
        ddp.register_comm_hook(None, sum_in_rank_order)

    try:
        stopping = train(args, ddp, optimizer, step, ctx, device, stop)
    except RuntimeError as error:
        # A peer that vanished: gloo reports a closed connection at once, or
        # a timeout after --collective-timeout. Said on stdout, which
        # `--tee 1` shows; torchrun's summary has the traceback.
        print(f"rank {ctx['rank']}: a collective failed, is a peer gone? ({error})", flush=True)
        raise
    dist.barrier()  # no rank leaves, and no node takes the rendezvous store away, mid-save
    dist.destroy_process_group()
    if ELASTIC and stopping and not stop.requested():
        # Another node was told to go; this one was not: saved, and torchrun
        # re-forms the gang without that node and restarts this rank.
        print(f"rank {ctx['rank']}: a node is leaving the gang; saved, torchrun re-forms it", flush=True)
        raise SystemExit(REFORM_EXIT)
    if ctx["rank"] == 0 and not stopping:
        write_atomic(os.path.join(args.outputs, MODEL_FILE), lambda f: torch.save(model.state_dict(), f))
        print(f"done: step {args.total_steps}, model sha256 {model_digest(model)}", flush=True)


def train(args, ddp, optimizer, step, ctx, device, stop):
    """Trains from `step` to the last step, or until the gang agrees to stop;
    returns True in the latter case, once this rank's files are saved."""
    loss_fn = nn.CrossEntropyLoss()
    cadence = Cadence(args.save_every)
    if ctx["rank"] == 0:
        print(f"checkpointing every {cadence.describe()}", flush=True)
    ddp.train()
    while step < args.total_steps:
        inputs, labels = rank_batch(args.seed, step + 1, args.global_batch, ctx["rank"], ctx["world"])
        optimizer.zero_grad(set_to_none=True)
        loss = loss_fn(ddp(inputs.to(device)), labels.to(device))
        loss.backward()
        optimizer.step()
        step += 1
        time.sleep(args.step_seconds)
        if ctx["rank"] == 0 and step % args.log_every == 0:
            print(f"step {step} loss {loss.item():.4f}", flush=True)
        stopping, timed = gang_agrees(stop, cadence, device)
        if stopping or timed or cadence.steps_due(step) or step == args.total_steps:
            save_checkpoint(args.outputs, step, ddp.module, optimizer, ctx, args.keep)
            cadence.saved()
        if stopping and step < args.total_steps:
            why = stop.reason or "another rank was told to"
            print(f"rank {ctx['rank']}: stopped after step {step} ({why}); saved", flush=True)
            return True
    return False


if __name__ == "__main__":
    main()
