#!/usr/bin/env python3
"""A loop that checkpoints with torch.distributed.checkpoint (DCP), saving in
the background with async_save, and resumes under spot-train
(docs/recipes.md). Needs torch 2.4 or later; runs in one process.

Each save is a folder, dcp/step-000050/, of shards (*.distcp) and a
`.metadata` index that DCP renames into place after every shard is written:
a folder with `.metadata` is complete, and only such a folder is resumed from.
On a notice the save in flight is waited for, then the current step is saved.
"""
import argparse
import os
import shutil
import signal
import sys
import time
import warnings

import torch
import torch.distributed.checkpoint as dcp
from torch.distributed.checkpoint.state_dict import get_state_dict, set_state_dict
from torch.distributed.checkpoint.stateful import Stateful

# Alone, DCP saves as one process would and warns so at each call.
warnings.filterwarnings("ignore", message="torch.distributed is disabled")


class TrainState(Stateful):
    """What DCP saves and loads. get_state_dict keys the optimizer's state by
    parameter name and gives a fresh optimizer state to load into."""

    def __init__(self, model, optimizer):
        self.model, self.optimizer, self.step = model, optimizer, 0

    def state_dict(self):
        model_state, optim_state = get_state_dict(self.model, self.optimizer)
        return {"model": model_state, "optim": optim_state, "step": self.step, "rng": torch.get_rng_state()}

    def load_state_dict(self, state):
        set_state_dict(self.model, self.optimizer, model_state_dict=state["model"], optim_state_dict=state["optim"])
        self.step = state["step"]
        torch.set_rng_state(state["rng"])


def complete_saves(folder):
    """Save folders that hold DCP's .metadata, oldest step first."""
    if not os.path.isdir(folder):
        return []
    names = sorted(n for n in os.listdir(folder) if n.startswith("step-"))
    return [os.path.join(folder, n) for n in names if os.path.exists(os.path.join(folder, n, ".metadata"))]


class Saver:
    """At most one async save in flight: the next save, a notice or the end waits for it."""

    def __init__(self, state, outputs):
        self.state, self.folder, self.pending, self.pending_step = state, os.path.join(outputs, "dcp"), None, None

    def wait(self):
        if self.pending is not None:
            self.pending.result()  # raises what the background save raised
            self.pending = None
            for old in complete_saves(self.folder)[:-2]:  # keep two; a restart stops restoring the rest
                shutil.rmtree(old)

    def save(self, step, background):
        self.wait()
        if step == self.pending_step:
            return
        self.state.step, self.pending_step = step, step
        path = os.path.join(self.folder, f"step-{step:06d}")
        if background:
            self.pending = dcp.async_save({"train": self.state}, checkpoint_id=path)
        else:
            dcp.save({"train": self.state}, checkpoint_id=path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--save-every", type=int, default=50)
    parser.add_argument("--step-time", type=float, default=0.0, help="seconds of sleep per step, to watch a drill")
    args = parser.parse_args()
    stop = []
    signal.signal(signal.SIGINT, lambda signum, _frame: stop.append(signum))
    signal.signal(signal.SIGTERM, lambda signum, _frame: stop.append(signum))

    torch.manual_seed(0)
    inputs = torch.randn(256, 8)
    targets = inputs @ torch.randn(8, 1)
    model = torch.nn.Linear(8, 1)
    state = TrainState(model, torch.optim.AdamW(model.parameters(), lr=0.01))
    found = complete_saves(os.path.join(os.environ.get("SPOT_TRAIN_RESTART_DIR") or "/nonexistent", "dcp"))
    if found:
        dcp.load({"train": state}, checkpoint_id=found[-1])
        print(f"resumed from step {state.step}", flush=True)
    saver = Saver(state, os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", "outputs"))
    saver.pending_step = state.step

    for step in range(state.step + 1, args.steps + 1):
        batch = torch.randint(0, len(inputs), (32,))
        loss = torch.nn.functional.mse_loss(model(inputs[batch]), targets[batch])
        state.optimizer.zero_grad()
        loss.backward()
        state.optimizer.step()
        print(f"step {step} loss {loss.item():.5f}", flush=True)
        if stop:
            saver.save(step, background=False)  # waits for the save in flight first
            print(f"{signal.Signals(stop[0]).name}: saved step {step}", flush=True)
            sys.exit(130)
        if step % args.save_every == 0:
            saver.save(step, background=True)
        time.sleep(args.step_time)
    saver.save(args.steps, background=False)
    print(f"done: step {args.steps}, weight sum {model.weight.sum().item():.6f}", flush=True)


if __name__ == "__main__":
    main()
