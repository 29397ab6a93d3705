#!/usr/bin/env python3
"""A small script shaped like nanoGPT's train.py (module-level settings that
`--key=value` overrides, `init_from`, `out_dir`, `always_save_checkpoint`,
an eval and a save every `eval_interval`, an `iter N: loss` line each
iteration), with the four edits of docs/recipes.md, each marked `spot-train
edit`. It trains a bigram model on synthetic characters, on the CPU.

    spot-train run --outputs out -- python train.py
"""
import ast
import os
import sys
import time

import torch
from torch.nn import functional as F

from spot_resume import SpotResume

out_dir = "out"
eval_interval = 50
log_interval = 1
eval_iters = 5
always_save_checkpoint = True
init_from = "scratch"
batch_size = 16
block_size = 8
learning_rate = 1e-2
max_iters = 300
iter_time = 0.0  # seconds of sleep per iteration, to watch a drill
for arg in sys.argv[1:]:  # what nanoGPT's configurator does with --key=value
    key, value = arg[2:].split("=", 1)
    try:
        globals()[key] = ast.literal_eval(value)
    except (ValueError, SyntaxError):
        globals()[key] = value

# spot-train edit 1: outputs, and resume whenever a restart restored ckpt.pt.
spot = SpotResume(out_dir)
out_dir = spot.out_dir
if spot.restored_checkpoint():
    init_from = "resume"

torch.manual_seed(1337)
text = "".join(chr(97 + (i * i + 3 * i) % 26) for i in range(20_000))
vocab_size = 26
data = torch.tensor([ord(c) - 97 for c in text], dtype=torch.long)
train_data, val_data = data[:18_000], data[18_000:]


def get_batch(split):
    source = train_data if split == "train" else val_data
    ix = torch.randint(len(source) - block_size, (batch_size,))
    return (torch.stack([source[i : i + block_size] for i in ix]), torch.stack([source[i + 1 : i + 1 + block_size] for i in ix]))


class Bigram(torch.nn.Module):
    def __init__(self, vocab_size):
        super().__init__()
        self.table = torch.nn.Embedding(vocab_size, vocab_size)

    def forward(self, idx, targets):
        logits = self.table(idx)
        return logits, F.cross_entropy(logits.view(-1, vocab_size), targets.view(-1))


model_args = dict(vocab_size=vocab_size)
iter_num, best_val_loss = 0, 1e9
if init_from == "scratch":
    model = Bigram(**model_args)
elif init_from == "resume":
    # spot-train edit 2: read the restored checkpoint, and say where training resumes.
    checkpoint = torch.load(spot.restored_checkpoint(), map_location="cpu")
    model = Bigram(**checkpoint["model_args"])
    model.load_state_dict(checkpoint["model"])
    iter_num, best_val_loss = checkpoint["iter_num"], checkpoint["best_val_loss"]
    print(f"resumed from iter {iter_num}", flush=True)
optimizer = torch.optim.AdamW(model.parameters(), lr=learning_rate)
if init_from == "resume":
    optimizer.load_state_dict(checkpoint["optimizer"])
checkpoint = None


def make_checkpoint():
    return dict(model=model.state_dict(), optimizer=optimizer.state_dict(), model_args=model_args, iter_num=iter_num, best_val_loss=best_val_loss)


@torch.no_grad()
def estimate_loss():
    model.eval()
    out = {split: torch.stack([model(*get_batch(split))[1] for _ in range(eval_iters)]).mean() for split in ("train", "val")}
    model.train()
    return out


X, Y = get_batch("train")
while True:
    if iter_num % eval_interval == 0:
        losses = estimate_loss()
        print(f"step {iter_num}: train loss {losses['train']:.4f}, val loss {losses['val']:.4f}", flush=True)
        if losses["val"] < best_val_loss or always_save_checkpoint:
            best_val_loss = losses["val"]
            if iter_num > 0:
                print(f"saving checkpoint to {out_dir}", flush=True)
                spot.save(make_checkpoint())  # spot-train edit 3: was torch.save(checkpoint, ...)
    _, loss = model(X, Y)
    X, Y = get_batch("train")
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    if iter_num % log_interval == 0:
        print(f"iter {iter_num}: loss {loss.item():.4f}", flush=True)
    iter_num += 1
    # spot-train edit 4: on a notice, save where the loop is and stop.
    if spot.signal_name:
        spot.save(make_checkpoint())
        print(f"{spot.signal_name}: saved iter {iter_num}", flush=True)
        sys.exit(130)
    if iter_num > max_iters:
        break
    time.sleep(iter_time)
