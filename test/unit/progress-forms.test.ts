import { describe, expect, it } from 'vitest';
import {
  readStep,
  resumedStep,
  saysResumed,
  withoutPaths,
} from '../../src/supervisor/progress-forms.js';
import { ProgressTracker, stepsLost, stepsLostText } from '../../src/supervisor/progress.js';

function track(lines: readonly string[]): ProgressTracker {
  const tracker = new ProgressTracker();
  for (const line of lines) tracker.onLine(line);
  return tracker;
}

describe('the everyday forms of a step', () => {
  it('reads step, iter and global_step, the most specific first', () => {
    expect(readStep('step 1200 loss 2.1')).toEqual({ step: 1200 });
    expect(readStep('Step: 40/500')).toEqual({ step: 40, total: 500 });
    expect(readStep('iter 150: loss 4.2311, time 35.2ms, mfu 1.2%')).toEqual({ step: 150 });
    expect(readStep('iteration=7')).toEqual({ step: 7 });
    expect(readStep("{'global_step': 500, 'step': 3}")).toEqual({ step: 500 });
    expect(readStep('global_step=12 epoch=0')).toEqual({ step: 12 });
    // Words that only contain the forms are not them.
    expect(readStep('steps: 100 warmup')).toBeUndefined();
    expect(readStep('iterable 3 items')).toBeUndefined();
  });

  it("reads Lightning's epoch bar as a global step, and Hugging Face's bare bar", () => {
    expect(
      readStep(
        'Epoch 3:  45%|████▌     | 45/100 [00:05<00:06,  8.50it/s, v_num=0, train_loss=0.5]',
      ),
    ).toEqual({ step: 345, bar: true });
    expect(readStep(' 45%|████▌     | 450/1000 [00:30<00:36, 15.00it/s]')).toEqual({
      step: 450,
      total: 1000,
      bar: true,
    });
    expect(
      readStep('Validation DataLoader 0: 100%|██████████| 10/10 [00:00<00:00]'),
    ).toBeUndefined();
  });

  it('never reads a digit inside a path', () => {
    expect(readStep('saved /runs/local-20261205T101010Z/ckpt/step40/model.pt')).toBeUndefined();
    expect(readStep('wrote out/step_000040.pt')).toBeUndefined();
    expect(withoutPaths('step 5/100 to ./ckpt-7')).toBe('step 5/100 to  ');
    expect(readStep('step 5/100 saved to ./ckpt/step-7')).toEqual({ step: 5, total: 100 });
  });
});

describe('a resume line', () => {
  it('names its step only in a step-shaped token', () => {
    expect(resumedStep('resumed from step 1150 (ckpt/step-001150)')).toBe(1150);
    expect(resumedStep('  Continuing training from global step 500')).toBe(500);
    expect(resumedStep('Resuming from iteration 2000')).toBe(2000);
    expect(resumedStep('resumed from 300')).toBe(300);
    // nanoGPT names its out_dir; the date in the copy's path is no step.
    expect(
      resumedStep('Resuming training from /home/me/.spot-train/check/local-20261205T1/out'),
    ).toBe(undefined);
    expect(resumedStep('Resuming training from out-20261205')).toBeUndefined();
    expect(resumedStep('  Continuing training from epoch 0')).toBeUndefined();
  });

  it('is heard whether or not it names a step', () => {
    expect(saysResumed('Resuming training from out')).toBe(true);
    expect(saysResumed('Restored all states from the checkpoint at /x/last.ckpt')).toBe(true);
    expect(
      saysResumed('  Continuing training from checkpoint, will skip to saved global_step'),
    ).toBe(true);
    expect(saysResumed('step 10 loss 2')).toBe(false);
  });
});

describe('progress over an attempt', () => {
  it('follows nanoGPT: iter every step, step only at evaluations, resume without a step', () => {
    const before = track([
      'step 0: train loss 4.2, val loss 4.2',
      ...Array.from({ length: 166 }, (_, i) => `iter ${i}: loss 4.1, time 30ms, mfu -100.00%`),
    ]);
    expect(before.current()).toMatchObject({ firstStep: 0, lastStep: 165, stepEvery: 1 });
    const after = track(['Resuming training from /tmp/x-20261205/out', 'iter 0: loss 4.2']);
    expect(after.current()).toMatchObject({ resumeSaid: true, firstStep: 0 });
    expect(after.current().resumedFrom).toBeUndefined();
    // It said it resumed, yet began again at iter 0: all 166 iterations again.
    expect(stepsLost(before.current(), after.current())).toEqual({ low: 166, high: 166 });
  });

  it('gives a range, one logging interval wide, for a trainer that prints every 10th step', () => {
    const before = track(['step 10', 'step 20', 'step 30', 'step 40', 'step 50', 'step 60']);
    const fresh = track(['step 10', 'step 20']);
    const lost = stepsLost(before.current(), fresh.current());
    // The truth, 60 to 69 steps done and begun again from 0, lies inside.
    expect(lost).toEqual({ low: 51, high: 69, every: 10 });
    expect(stepsLostText(lost ?? { low: 0, high: 0 })).toBe(
      '51-69 steps (it prints every 10th step)',
    );
    const resumed = track(['resumed from step 60', 'step 70']);
    expect(stepsLost(before.current(), resumed.current())).toEqual({ low: 0, high: 9, every: 10 });
  });

  it('takes a step printed after the notice as where the trainer stopped, not as its pace', () => {
    const before = track(['step 25', 'step 50']);
    before.noticeArrived();
    before.onLine('interrupted: saved step 59');
    expect(before.current()).toMatchObject({ lastStep: 59, stepEvery: 25, lastStepExact: true });
    const after = track(['resumed from step 59 (ckpt)', 'step 75']);
    expect(stepsLost(before.current(), after.current())).toEqual({ low: 0, high: 0 });
  });

  it('does not take a regular print that races the notice for where the trainer stopped', () => {
    // Step 40 printed as the notice landed; the trainer stopped after step 41, unprinted.
    const before = track(['step 10', 'step 20', 'step 30']);
    before.noticeArrived();
    before.onLine('step 40');
    expect(before.current()).toMatchObject({ lastStep: 40, stepEvery: 10, lastStepExact: false });
    const after = track(['resumed from step 30 (ckpt)', 'step 40']);
    expect(stepsLost(before.current(), after.current())).toEqual({ low: 10, high: 19, every: 10 });
  });

  it('takes the training bar, not an evaluation bar of another total', () => {
    const tracker = track([
      ' 10%|█         | 100/1000 [00:10<01:30, 10.00it/s]',
      '100%|██████████| 63/63 [00:02<00:00, 30.00it/s]',
      ' 20%|██        | 200/1000 [00:20<01:20, 10.00it/s]',
    ]);
    expect(tracker.current()).toMatchObject({ firstStep: 100, lastStep: 200, totalSteps: 1000 });
  });

  it("uses a user's pattern alone when one is given", () => {
    const tracker = new ProgressTracker('batch (\\d+)');
    for (const line of ['iter 5', 'batch 7 of 9']) tracker.onLine(line);
    expect(tracker.current()).toEqual({ firstStep: 7, lastStep: 7, totalSteps: 9 });
  });
});
