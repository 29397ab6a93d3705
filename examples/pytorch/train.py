#!/usr/bin/env python3
"""A PyTorch trainer that resumes where a spot interruption stopped it.

A small MLP learns to classify synthetic data (random inputs labelled by a
fixed random network), so it runs anywhere, on CPU or GPU, with nothing to
download. What makes it survive spot-train's interruptions:

1. Resume: the newest checkpoint in $SPOT_TRAIN_RESTART_DIR (or in the
   outputs directory, when run on its own) restores the model, the optimizer,
   the scheduler, the step and the random number generators. Each epoch's
   batch order is drawn from the seed and the epoch number, so a resumed run
   continues with the batches an uninterrupted run would see next, and with
   the same dropout masks.
2. Save when told to stop: spot-train sends SIGINT on a notice (Python's
   KeyboardInterrupt), and a VM that shuts down sends SIGTERM to every
   process. Both are handled alike, at the next step boundary: an optimizer
   step stopped halfway would leave some weights updated and others not.
3. Write atomically: each checkpoint is a new file, ckpt/step-000200.pt,
   written under a name ending in .tmp (spot-train never uploads those) and
   renamed once complete. Only the newest few are kept.

Try it under simulated interruptions:

    npx spot-train run --outputs outputs --interrupt-after 10s --interruptions 3 \\
        -- python train.py --step-delay 0.02
"""
import argparse
import hashlib
import os
import re
import signal
import sys
import time

import torch
from torch import nn

CHECKPOINT_NAME = re.compile(r"^step-(\d+)\.pt$")


class StopRequest:
    """Records SIGINT and SIGTERM instead of raising KeyboardInterrupt
    wherever the program happens to be; the training loop checks it after
    each step. If the step outlasts the notice, spot-train kills the trainer
    and the previous checkpoint stands."""

    def __init__(self):
        self.signal_name = None
        signal.signal(signal.SIGINT, self._record)
        signal.signal(signal.SIGTERM, self._record)

    def _record(self, signum, _frame):
        self.signal_name = self.signal_name or signal.Signals(signum).name


def synthetic_data(samples, features, classes, seed):
    generator = torch.Generator().manual_seed(seed)
    inputs = torch.randn(samples, features, generator=generator)
    teacher = torch.randn(features, classes, generator=generator)
    noise = 0.5 * torch.randn(samples, classes, generator=generator)
    return inputs, (inputs @ teacher + noise).argmax(dim=1)


def make_model(features, hidden, classes):
    return nn.Sequential(
        nn.Linear(features, hidden),
        nn.ReLU(),
        nn.Dropout(0.1),
        nn.Linear(hidden, hidden),
        nn.ReLU(),
        nn.Dropout(0.1),
        nn.Linear(hidden, classes),
    )


def epoch_order(samples, seed, epoch):
    """The epoch's shuffle depends on nothing but the seed and the epoch
    (as with DistributedSampler.set_epoch), so resuming mid-epoch needs only
    the position in it."""
    return torch.randperm(samples, generator=torch.Generator().manual_seed(seed * 1000 + epoch))


def checkpoints(folder):
    """Checkpoint paths in `folder`, oldest step first."""
    if not os.path.isdir(folder):
        return []
    found = [(int(m.group(1)), name) for name in os.listdir(folder) if (m := CHECKPOINT_NAME.match(name))]
    return [os.path.join(folder, name) for _, name in sorted(found)]


def step_of(path):
    return int(CHECKPOINT_NAME.match(os.path.basename(path)).group(1))


def write_atomic(path, payload):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        torch.save(payload, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def save_checkpoint(outputs, state, keep):
    folder = os.path.join(outputs, "ckpt")
    write_atomic(os.path.join(folder, f"step-{state['step']:06d}.pt"), state)
    for old in checkpoints(folder)[:-keep]:
        os.remove(old)


def rng_states():
    # Add random.getstate() and numpy's state if your pipeline draws from them.
    return {
        "torch": torch.get_rng_state(),
        "cuda": torch.cuda.get_rng_state_all() if torch.cuda.is_available() else [],
    }


def restore_rng(states):
    torch.set_rng_state(states["torch"])
    if torch.cuda.is_available() and states["cuda"]:
        torch.cuda.set_rng_state_all(states["cuda"])


def model_digest(model):
    """SHA-256 of every parameter and buffer: equal digests, equal models."""
    digest = hashlib.sha256()
    for name, tensor in sorted(model.state_dict().items()):
        digest.update(name.encode())
        digest.update(bytes(tensor.detach().cpu().flatten().view(torch.uint8).tolist()))
    return digest.hexdigest()


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--outputs", default=os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", "outputs"))
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--samples", type=int, default=4096)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--save-every",
        type=int,
        help="steps between checkpoints (default: spot-train's suggested interval, else 200 steps)",
    )
    parser.add_argument("--save-every-seconds", type=float, help="seconds between checkpoints")
    parser.add_argument("--log-every", type=int, default=20, help="steps between progress lines")
    parser.add_argument("--keep", type=int, default=3, help="checkpoints kept in the outputs")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument(
        "--deterministic", action="store_true", help="only deterministic kernels (bit-identical reruns)"
    )
    parser.add_argument(
        "--step-delay", type=float, default=0.0, help="seconds to sleep after each step, to watch a drill"
    )
    return parser.parse_args()


class Cadence:
    """When to checkpoint. An interval the user fixes (--save-every steps or
    --save-every-seconds) holds; without one, the interval spot-train
    suggests for this lineage (SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS, from
    how often its VMs were taken back and how long a checkpoint takes to
    become durable); without that, every 200 steps."""

    def __init__(self, steps, seconds):
        if steps is None and seconds is None:
            seconds = suggested_seconds()
        self.steps = 200 if steps is None and seconds is None else steps
        self.seconds = seconds
        self.last = time.monotonic()
        every = f"{self.steps} steps" if self.steps else f"{self.seconds:g} s"
        print(f"checkpointing every {every}", flush=True)

    def due(self, step):
        if self.steps and step % self.steps == 0:
            return True
        return self.seconds is not None and time.monotonic() - self.last >= self.seconds

    def saved(self):
        self.last = time.monotonic()


def suggested_seconds():
    value = os.environ.get("SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS", "")
    try:
        return float(value) if value else None
    except ValueError:
        print(f"ignoring SPOT_TRAIN_SUGGESTED_CHECKPOINT_SECONDS={value!r}: not a number", flush=True)
        return None


def main():
    args = parse_args()
    cadence = Cadence(args.save_every, args.save_every_seconds)
    stop = StopRequest()
    if args.deterministic:
        os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
        torch.use_deterministic_algorithms(True)
        torch.backends.cudnn.benchmark = False
    device = torch.device(args.device)

    features, classes = 32, 4
    inputs, labels = synthetic_data(args.samples, features, classes, args.seed)
    inputs, labels = inputs.to(device), labels.to(device)
    batches_per_epoch = args.samples // args.batch_size
    total_steps = args.epochs * batches_per_epoch

    torch.manual_seed(args.seed)
    model = make_model(features, args.hidden, classes).to(device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=total_steps)
    step = 0

    # spot-train restores into the restart directory; a run on its own resumes from its outputs.
    places = [os.environ.get("SPOT_TRAIN_RESTART_DIR", ""), args.outputs]
    found = [path for place in places if place for path in checkpoints(os.path.join(place, "ckpt"))]
    if found:
        newest = max(found, key=step_of)
        # On the CPU first: the RNG states must stay CPU tensors; load_state_dict
        # moves the rest to the model's device. weights_only=False because this
        # is the trainer's own file and PyTorch 1.13's weights-only loader cannot
        # read the floats in an optimizer's state (2.6 makes True the default).
        state = torch.load(newest, map_location="cpu", weights_only=False)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        restore_rng(state["rng"])
        step = state["step"]
        print(f"resumed from step {step} ({newest})", flush=True)
    else:
        print(f"starting from scratch on {device}", flush=True)

    def snapshot():
        return {
            "step": step,
            "epoch": step // batches_per_epoch,
            "model": model.state_dict(),
            "optimizer": optimizer.state_dict(),
            "scheduler": scheduler.state_dict(),
            "rng": rng_states(),
        }

    model.train()
    loss_fn = nn.CrossEntropyLoss()
    first_epoch, first_batch = divmod(step, batches_per_epoch)
    for epoch in range(first_epoch, args.epochs):
        order = epoch_order(args.samples, args.seed, epoch).to(device)
        for batch in range(first_batch if epoch == first_epoch else 0, batches_per_epoch):
            chosen = order[batch * args.batch_size : (batch + 1) * args.batch_size]
            optimizer.zero_grad(set_to_none=True)
            loss = loss_fn(model(inputs[chosen]), labels[chosen])
            loss.backward()
            optimizer.step()
            scheduler.step()
            step += 1
            if step % args.log_every == 0:
                print(f"step {step} epoch {epoch} loss {loss.item():.4f}", flush=True)
            if stop.signal_name or cadence.due(step):
                save_checkpoint(args.outputs, snapshot(), args.keep)
                cadence.saved()
            if stop.signal_name:
                print(f"{stop.signal_name}: saved step {step}", flush=True)
                sys.exit(130)
            time.sleep(args.step_delay)

    save_checkpoint(args.outputs, snapshot(), args.keep)
    write_atomic(os.path.join(args.outputs, "model.pt"), model.state_dict())
    model.eval()
    with torch.no_grad():
        accuracy = (model(inputs).argmax(dim=1) == labels).float().mean().item()
    print(f"done: step {step}, accuracy {accuracy:.3f}, model sha256 {model_digest(model)}", flush=True)


if __name__ == "__main__":
    main()
