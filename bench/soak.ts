import { runLineage, randomPlans } from '../test/helpers/faults/lineage.js';
import { checkLineage, type Findings } from '../test/helpers/faults/invariants.js';
import {
  startDispatchTarget,
  type DispatchTarget,
} from '../test/helpers/faults/dispatch-target.js';
import { Prng, seedFromEnv } from '../test/helpers/faults/prng.js';
import { scratchDir } from '../test/helpers/faults/temp.js';
import { startFaultProxy, type FaultProxy } from '../test/helpers/s3-fault-proxy.js';
import { startS3, type LocalS3 } from '../test/helpers/s3.js';
import { formatSoak, type SoakSettings } from './soak-report.js';

/** Each lineage runs this many attempts; every attempt ends in a kill or a notice. */
const ATTEMPTS_PER_LINEAGE = 10;
/** A bound on the loop whatever the kill count: 100 kills take about 15 lineages. */
const MAX_LINEAGES = 60;

function settings(): SoakSettings {
  const number = (name: string, fallback: number): number => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`${name}: "${process.env[name]}" is not a number`);
    return value;
  };
  return {
    seed: seedFromEnv(2026),
    kills: number('SOAK_KILLS', 100),
    faultRate: number('SOAK_FAULT_RATE', 0.2),
    delayScale: number('SOAK_DELAY_SCALE', 0.2),
    maxMinutes: number('SOAK_MAX_MINUTES', 30),
  };
}

/**
 * The fault-injection suite's lineages, repeated until at least SOAK_KILLS
 * SIGKILLs landed: the action's train step (dist/main.js) on an S3 store
 * (s3rver) behind a proxy that fails SOAK_FAULT_RATE of the requests, its
 * attempts ended by SIGKILLs of the supervisor or the trainer and by
 * simulated notices. Reports what the suite asserts, as counts.
 */
export async function soakSection(): Promise<string> {
  const soak = settings();
  const started = Date.now();
  const s3 = await startS3('soak');
  const proxy = await startFaultProxy({
    upstream: s3.endpoint,
    seed: soak.seed,
    rate: soak.faultRate,
    delayScale: soak.delayScale,
    honourIfNoneMatch: true,
  });
  const target = await startDispatchTarget();
  const prng = new Prng(soak.seed);
  const findings: Findings[] = [];
  try {
    const deadline = started + soak.maxMinutes * 60_000;
    let kills = 0;
    for (let n = 0; n < MAX_LINEAGES && kills < soak.kills && Date.now() < deadline; n++) {
      const found = await soakLineage(n, prng, { s3, proxy, target });
      findings.push(found);
      kills += found.kills.supervisor + found.kills.trainer;
      process.stderr.write(
        `soak: lineage ${n + 1}: ${kills} kills so far, ${proxy.requests} requests, ${Math.round((Date.now() - started) / 1000)} s\n`,
      );
    }
  } finally {
    await target.github.close();
    await proxy.close();
    await s3.close();
  }
  return formatSoak(findings, proxy, soak, Date.now() - started);
}

interface Services {
  readonly s3: LocalS3;
  readonly proxy: FaultProxy;
  readonly target: DispatchTarget;
}

async function soakLineage(
  n: number,
  prng: Prng,
  { s3, proxy, target }: Services,
): Promise<Findings> {
  const scratch = await scratchDir(`soak-${n}`);
  const prefix = `soak-${n}`;
  const inspect = s3.store(prefix);
  const plans = randomPlans(
    prng,
    ATTEMPTS_PER_LINEAGE,
    { fromMs: 500, toMs: 5000 },
    {
      notice: 2,
      noticeThenKill: 2,
      killSupervisor: 4,
      killTrainer: 3,
    },
  );
  try {
    const result = await runLineage(
      {
        dir: scratch.path,
        storeUrl: `s3://${s3.bucket}/${prefix}`,
        inputs: { ...target.inputs, 's3-endpoint': proxy.endpoint, 's3-force-path-style': 'true' },
        env: { ...target.env, ...s3.env },
        trainerArgs: '--steps 100000 --save-every 8 --step-time 0.03 --model-kib 512',
        noticeMs: 8000,
        attemptTimeoutMs: 60_000,
      },
      inspect,
      plans,
      6_000_000 + n * 100,
    );
    return await checkLineage(result, inspect, target);
  } finally {
    await scratch.remove();
  }
}
