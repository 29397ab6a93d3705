#!/usr/bin/env python3
"""A small, deterministic, resumable trainer: logistic regression by
mini-batch SGD on synthetic data, in plain Python (no dependencies).

It shows the three habits that make training survive a spot interruption:
  1. resume from the newest checkpoint in $SPOT_TRAIN_RESTART_DIR;
  2. save on KeyboardInterrupt (spot-train sends SIGINT on a notice) and on
     SIGTERM (a shutting-down VM sends it to every process);
  3. write every file atomically (temp name, then rename), so a half-written
     checkpoint is never uploaded or restored.

Everything that decides the next step (weights, step, data order) is in the
checkpoint, so an interrupted and resumed run ends with exactly the same
model as an uninterrupted one.
"""
import argparse
import json
import math
import os
import signal
import sys
import time


def lcg(seed):
    """A tiny deterministic PRNG, identical on every Python version."""
    state = seed
    while True:
        state = (6364136223846793005 * state + 1442695040888963407) % 2**64
        yield (state >> 11) / 2**53


def make_data(n, dims, seed):
    rand = lcg(seed)
    true_w = [next(rand) * 4 - 2 for _ in range(dims)]
    rows = []
    for _ in range(n):
        x = [next(rand) * 2 - 1 for _ in range(dims)]
        z = sum(w * v for w, v in zip(true_w, x))
        y = 1.0 if next(rand) < 1 / (1 + math.exp(-z)) else 0.0
        rows.append((x, y))
    return rows


def sgd_step(weights, batch, lr):
    """Returns new weights; the caller swaps them in with one assignment."""
    grad = [0.0] * len(weights)
    loss = 0.0
    for x, y in batch:
        p = 1 / (1 + math.exp(-sum(w * v for w, v in zip(weights, x))))
        loss -= y * math.log(p + 1e-12) + (1 - y) * math.log(1 - p + 1e-12)
        for j, v in enumerate(x):
            grad[j] += (p - y) * v
    return [w - lr * g / len(batch) for w, g in zip(weights, grad)], loss / len(batch)


def write_atomic(path, payload):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(payload, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)


def checkpoint_name(step):
    return f"step-{step:06d}.json"


def latest_checkpoint(directory):
    folder = os.path.join(directory, "ckpt")
    if not os.path.isdir(folder):
        return None
    names = sorted(n for n in os.listdir(folder) if n.startswith("step-") and n.endswith(".json"))
    return os.path.join(folder, names[-1]) if names else None


def save(outputs, state, keep):
    write_atomic(os.path.join(outputs, "ckpt", checkpoint_name(state["step"])), state)
    folder = os.path.join(outputs, "ckpt")
    names = sorted(n for n in os.listdir(folder) if n.startswith("step-") and n.endswith(".json"))
    for old in names[:-keep]:
        os.remove(os.path.join(folder, old))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--outputs", default=os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", "outputs"))
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--save-every", type=int, default=50)
    parser.add_argument("--step-time", type=float, default=0.02, help="seconds of simulated extra compute per step")
    parser.add_argument("--keep", type=int, default=2)
    args = parser.parse_args()

    # A shutting-down VM sends SIGTERM to every process (on GCP right after the
    # notice): save then too, exactly as on Ctrl-C / spot-train's SIGINT.
    signal.signal(signal.SIGTERM, signal.default_int_handler)

    data = make_data(n=512, dims=8, seed=7)
    batch_size = 32
    state = {"step": 0, "weights": [0.0] * 8}
    restart_dir = os.environ.get("SPOT_TRAIN_RESTART_DIR", "")
    found = latest_checkpoint(restart_dir) if restart_dir else None
    if found:
        with open(found) as f:
            state = json.load(f)
        print(f"resumed from step {state['step']} ({found})", flush=True)
    else:
        print("starting from scratch", flush=True)

    try:
        while state["step"] < args.steps:
            step = state["step"]
            start = (step * batch_size) % len(data)
            batch = data[start:start + batch_size]
            weights, loss = sgd_step(state["weights"], batch, lr=0.5)
            # One assignment: an interrupt between two statements can never
            # leave new weights paired with the old step count.
            state = {"step": step + 1, "weights": weights}
            if state["step"] % 25 == 0:
                print(f"step {state['step']} loss {loss:.5f}", flush=True)
            if state["step"] % args.save_every == 0:
                save(args.outputs, state, args.keep)
            time.sleep(args.step_time)
    except KeyboardInterrupt:
        save(args.outputs, state, args.keep)
        print(f"interrupted: saved step {state['step']}", flush=True)
        sys.exit(130)

    save(args.outputs, state, args.keep)
    write_atomic(os.path.join(args.outputs, "model.json"), {"steps": state["step"], "weights": state["weights"]})
    print(f"done: step {state['step']}, model written to {os.path.join(args.outputs, 'model.json')}", flush=True)


if __name__ == "__main__":
    main()
