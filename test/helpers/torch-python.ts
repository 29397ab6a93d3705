import { spawnSync } from 'node:child_process';
import type { SystemTool } from './system-tool.js';

/**
 * Pythons that may have torch, in the order tests try them: the one named
 * in SPOT_TRAIN_TORCH_PYTHON, the python3 on PATH, and /usr/bin/python3,
 * which Debian's python3-torch serves (the python3 on PATH may be a pyenv
 * or a venv without it).
 */
function candidates(): string[] {
  return [process.env.SPOT_TRAIN_TORCH_PYTHON ?? '', 'python3', '/usr/bin/python3'].filter(
    (python) => python !== '',
  );
}

/** The first candidate that runs `statement` (an import) without error. */
export function pythonThatRuns(statement: string): string | undefined {
  return candidates().find(
    (python) => spawnSync(python, ['-c', statement], { stdio: 'ignore' }).status === 0,
  );
}

/**
 * torch.distributed.checkpoint's async_save came with torch 2.4; Debian's
 * and Ubuntu's python3-torch are older (1.13, 2.1), so CI, which installs
 * those, cannot have it either: its tests are skipped, with this note,
 * unless SPOT_TRAIN_TORCH_PYTHON names a python whose torch has it.
 */
export const TORCH_DCP: SystemTool = {
  name: 'torch.distributed.checkpoint.async_save (PyTorch 2.4 or later)',
  install: 'pip install "torch>=2.4" in a venv, and name its python in SPOT_TRAIN_TORCH_PYTHON',
};

/**
 * FSDP2's fully_shard on CPUs (torch 2.6 or later) with DCP, which
 * examples/pytorch-fsdp needs: like TORCH_DCP, newer than any distribution's
 * torch, so its tests are skipped, with this note, even under CI.
 */
export const TORCH_FSDP: SystemTool = {
  name: 'torch.distributed.fsdp.fully_shard (PyTorch 2.6 or later)',
  install: 'pip install "torch>=2.6" in a venv, and name its python in SPOT_TRAIN_TORCH_PYTHON',
};
