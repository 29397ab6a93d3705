"""What a nanoGPT-style train.py needs to resume under spot-train: copy this
file next to train.py and make the four edits docs/recipes.md lists.

nanoGPT starts from scratch unless told `init_from='resume'`, saves only at
each `eval_interval`, and dies on SIGINT without saving. This class turns
`out_dir` into $SPOT_TRAIN_OUTPUTS_DIR, finds the ckpt.pt a restart restored,
notes SIGINT and SIGTERM for the loop to act on, and saves atomically.
"""
import os
import signal

import torch


class SpotResume:
    def __init__(self, out_dir):
        self.out_dir = os.environ.get("SPOT_TRAIN_OUTPUTS_DIR", out_dir)
        self.restart_dir = os.environ.get("SPOT_TRAIN_RESTART_DIR", "")
        self.signal_name = None
        # The loop stops at the end of the iteration instead of wherever the
        # KeyboardInterrupt would land (half way through an optimizer step).
        signal.signal(signal.SIGINT, self._note)
        signal.signal(signal.SIGTERM, self._note)

    def _note(self, signum, _frame):
        self.signal_name = self.signal_name or signal.Signals(signum).name

    def restored_checkpoint(self):
        """The ckpt.pt the restart restored, or None on a first attempt."""
        path = os.path.join(self.restart_dir, "ckpt.pt")
        return path if self.restart_dir and os.path.exists(path) else None

    def save(self, checkpoint):
        """torch.save, under a name spot-train never uploads until the rename:
        a save cut short leaves the previous ckpt.pt whole."""
        os.makedirs(self.out_dir, exist_ok=True)
        path = os.path.join(self.out_dir, "ckpt.pt")
        torch.save(checkpoint, path + ".tmp")
        os.replace(path + ".tmp", path)
