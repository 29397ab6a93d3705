#!/usr/bin/env python3
"""A plain PyTorch loop that resumes under spot-train (docs/recipes.md).

The three marked changes are all a loop needs: stop at a step boundary on
SIGINT or SIGTERM and save there, resume from the newest checkpoint in
$SPOT_TRAIN_RESTART_DIR, and write each checkpoint under a temporary name.
"""
import argparse
import os
import signal
import sys
import time

import torch

parser = argparse.ArgumentParser()
parser.add_argument("--steps", type=int, default=300)
parser.add_argument("--save-every", type=int, default=50)
parser.add_argument("--step-time", type=float, default=0.0, help="seconds of sleep per step, to watch a drill")
args = parser.parse_args()

outputs = os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", "outputs")
restart = os.environ.get("SPOT_TRAIN_RESTART_DIR", "")

# Change 1: a notice is SIGINT, a VM shutting down sends SIGTERM. Note it and
# finish the step: stopping inside optimizer.step() would save a half-updated model.
stop = []
signal.signal(signal.SIGINT, lambda signum, _frame: stop.append(signum))
signal.signal(signal.SIGTERM, lambda signum, _frame: stop.append(signum))

torch.manual_seed(0)
inputs = torch.randn(256, 8)
targets = inputs @ torch.randn(8, 1)
model = torch.nn.Linear(8, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)


def checkpoints(folder):
    """Checkpoint paths in `folder`, oldest first (the step is zero-padded)."""
    if not os.path.isdir(folder):
        return []
    return [os.path.join(folder, n) for n in sorted(os.listdir(folder)) if n.startswith("step-") and n.endswith(".pt")]


def save(step):
    # Change 3: torch.save into a .tmp name, then rename. spot-train never
    # uploads a .tmp file, so a save cut short is never restored.
    folder = os.path.join(outputs, "ckpt")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, f"step-{step:06d}.pt")
    state = {"step": step, "model": model.state_dict(), "optimizer": optimizer.state_dict(), "rng": torch.get_rng_state()}
    torch.save(state, path + ".tmp")
    os.replace(path + ".tmp", path)
    for old in checkpoints(folder)[:-2]:  # keep two; spot-train stops restoring what is deleted
        os.remove(old)


# Change 2: the newest checkpoint the restart restored; none on a first attempt.
step = 0
found = checkpoints(os.path.join(restart, "ckpt")) if restart else []
if found:
    state = torch.load(found[-1], weights_only=False)  # our own file: it holds the RNG state too
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    torch.set_rng_state(state["rng"])  # the batches an uninterrupted run would draw next
    step = state["step"]
    print(f"resumed from step {step}", flush=True)

while step < args.steps:
    batch = torch.randint(0, len(inputs), (32,))
    loss = torch.nn.functional.mse_loss(model(inputs[batch]), targets[batch])
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    step += 1
    print(f"step {step} loss {loss.item():.5f}", flush=True)
    if stop or step % args.save_every == 0 or step == args.steps:
        save(step)
    if stop:
        print(f"{signal.Signals(stop[0]).name}: saved step {step}", flush=True)
        sys.exit(130)
    time.sleep(args.step_time)
print(f"done: step {step}, weight sum {model.weight.sum().item():.6f}", flush=True)
