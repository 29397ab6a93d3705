import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptPlan } from '../helpers/faults/attempt-runner.js';
import { startDispatchTarget, type DispatchTarget } from '../helpers/faults/dispatch-target.js';
import { describeFindings, describePlans } from '../helpers/faults/findings-report.js';
import { checkLineage, type Findings } from '../helpers/faults/invariants.js';
import { randomPlans, runLineage } from '../helpers/faults/lineage.js';
import { Prng, seedFromEnv } from '../helpers/faults/prng.js';
import { scratchDir, type ScratchDir } from '../helpers/faults/temp.js';
import { startFaultProxy, type FaultKind, type FaultProxy } from '../helpers/s3-fault-proxy.js';
import { startS3, type LocalS3 } from '../helpers/s3.js';

const SEED = seedFromEnv(7);
const PREFIX = 'faults';
const FAULT_RATE = 0.25;
const FLUSH_FAULT_RATE = 0.7;

let s3: LocalS3;
let proxy: FaultProxy;
let target: DispatchTarget;
let scratch: ScratchDir;
let findings: Findings;
let injected: Record<FaultKind, number>;
let plans: AttemptPlan[];

/**
 * One interrupted lineage of the action's train step whose every S3 request
 * goes through a proxy that answers a quarter of them (70 % from a notice to
 * the attempt's end) with 500 / 503, slow answers, connection resets (before
 * and after the body) or cut bodies.
 * The checks read s3rver directly, past the proxy.
 */
beforeAll(async () => {
  s3 = await startS3();
  proxy = await startFaultProxy({
    upstream: s3.endpoint,
    seed: SEED,
    rate: FAULT_RATE,
    delayScale: 0.1,
    honourIfNoneMatch: true,
  });
  target = await startDispatchTarget();
  scratch = await scratchDir('faults-s3');
  // From 1 s: a step on S3 takes about that to start its trainer, and most
  // notices should find one to stop.
  plans = randomPlans(
    new Prng(SEED),
    9,
    { fromMs: 1000, toMs: 5000 },
    {
      notice: 4,
      noticeThenKill: 1,
      killSupervisor: 1,
      killTrainer: 1,
    },
  );
  const inspect = s3.store(PREFIX);
  const result = await runLineage(
    {
      dir: scratch.path,
      storeUrl: `s3://${s3.bucket}/${PREFIX}`,
      inputs: { ...target.inputs, 's3-endpoint': proxy.endpoint, 's3-force-path-style': 'true' },
      env: { ...target.env, ...s3.env },
      trainerArgs: '--steps 100000 --save-every 8 --step-time 0.03 --model-kib 512',
      noticeMs: 6000,
      attemptTimeoutMs: 40_000,
      // A store that fails most requests just as the VM is reclaimed: the
      // notice-time save must still become durable, or be reported as not saved.
      onNotice: () => proxy.setRate(FLUSH_FAULT_RATE),
      onAttemptEnd: () => proxy.setRate(FAULT_RATE),
    },
    inspect,
    plans,
    5_200_000 + SEED * 100,
  );
  injected = proxy.injected();
  findings = await checkLineage(result, inspect, target);
  process.stdout.write(
    `faults-s3, seed ${SEED}: ${proxy.requests} requests, injected ${JSON.stringify(injected)}\nplans: ${describePlans(plans)}\n${describeFindings(findings)}\n`,
  );
}, 150_000);

afterAll(async () => {
  await target.github.close();
  await proxy.close();
  await s3.close();
  await scratch.remove();
});

describe(`an interrupted lineage through an S3 fault proxy (seed ${SEED})`, () => {
  it('went through the proxy, which injected faults of every kind', () => {
    expect(proxy.requests).toBeGreaterThan(50);
    for (const [kind, count] of Object.entries(injected))
      expect(count, `${kind} injected`).toBeGreaterThan(0);
    expect(findings.restores).toBeGreaterThanOrEqual(2);
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
