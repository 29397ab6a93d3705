import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/store/file/file-store.js';
import type { AttemptPlan } from '../helpers/faults/attempt-runner.js';
import { startDispatchTarget, type DispatchTarget } from '../helpers/faults/dispatch-target.js';
import { describeFindings, describePlans } from '../helpers/faults/findings-report.js';
import { checkLineage, type Findings } from '../helpers/faults/invariants.js';
import { randomPlans, runLineage } from '../helpers/faults/lineage.js';
import { Prng, seedFromEnv } from '../helpers/faults/prng.js';
import { scratchDir, type ScratchDir } from '../helpers/faults/temp.js';

// FAULT_SEED varies the kill times and kinds; the default is fixed so a run is reproducible.
const SEED = seedFromEnv(12);

let target: DispatchTarget;
let scratch: ScratchDir;
let findings: Findings;
let plans: AttemptPlan[];

/**
 * One lineage of the action's train step (dist/main.js) on a file store,
 * each attempt ended at a random moment by a simulated notice, a VM that
 * vanishes (supervisor and trainer SIGKILLed, possibly during the
 * notice-time flush) or a trainer SIGKILLed alone; each next attempt
 * continues the lineage with `_restart`, as the dispatched restart does.
 */
beforeAll(async () => {
  target = await startDispatchTarget();
  scratch = await scratchDir('faults-kills');
  const dir = scratch.path;
  const storeDir = join(dir, 'bucket');
  plans = randomPlans(
    new Prng(SEED),
    9,
    { fromMs: 300, toMs: 3500 },
    {
      notice: 3,
      noticeThenKill: 2,
      killSupervisor: 3,
      killTrainer: 2,
    },
  );
  const result = await runLineage(
    {
      dir,
      storeUrl: `file://${storeDir}`,
      inputs: target.inputs,
      env: target.env,
      trainerArgs: '--steps 100000 --save-every 8 --step-time 0.03 --model-kib 256',
      noticeMs: 6000,
      attemptTimeoutMs: 30_000,
    },
    new FileStore(storeDir),
    plans,
    4_100_000 + SEED * 100,
  );
  findings = await checkLineage(result, new FileStore(storeDir), target);
  process.stdout.write(
    `faults-kills, seed ${SEED}:\nplans: ${describePlans(plans)}\n${describeFindings(findings)}\n`,
  );
}, 120_000);

afterAll(async () => {
  await target.github.close();
  await scratch.remove();
});

describe(`SIGKILLs of the supervisor and the trainer across a lineage (seed ${SEED})`, () => {
  it('really interrupted the lineage and restored from it', () => {
    expect(findings.kills.supervisor + findings.kills.trainer).toBeGreaterThanOrEqual(3);
    // How many attempts get to save depends on the machine's load (a kill at 400 ms may come
    // before the trainer started); a lineage that resumed from a save three times was exercised.
    expect(findings.resumedFromCheckpoint, describeFindings(findings)).toBeGreaterThanOrEqual(3);
  });

  it('restores no torn file: every restored file is one the trainer finished writing', () => {
    expect(findings.torn, describeFindings(findings)).toEqual([]);
  });

  it('never restores older than the newest checkpoint durable when the attempt started', () => {
    expect(findings.stale, describeFindings(findings)).toEqual([]);
  });

  it('loses no notice-time save without saying so in the log and the manifest', () => {
    expect(findings.lostUnreported, describeFindings(findings)).toEqual([]);
  });

  it('dispatches exactly one restart per interruption the supervisor lived through', () => {
    expect(findings.dispatchFaults, describeFindings(findings)).toEqual([]);
  });

  it('never ends a train step on a store error: store errors are retried', () => {
    expect(findings.storeGaveUp, describeFindings(findings)).toEqual([]);
  });

  it('ends every train step with a message, never a stack trace or a hang', () => {
    expect(findings.crashes, describeFindings(findings)).toEqual([]);
  });
});
