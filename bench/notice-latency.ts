import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { AwsImds } from '../test/helpers/imds/aws.js';
import { AzureImds } from '../test/helpers/imds/azure.js';
import { MetadataFaultProxy, type MetadataFault } from '../test/helpers/imds/fault-proxy.js';
import { GcpMetadata } from '../test/helpers/imds/gcp.js';
import type { LocalServer } from '../test/helpers/imds/server.js';
import { measureProcess } from './proc-stats.js';
import { DIST_MAIN, NODE, SECONDS, WORK } from './paths.js';
import { actionEnv } from './supervisor-cost.js';

const RUNS = 7;
type Cloud = 'aws' | 'gcp' | 'azure';
const TARGET_MS: Record<Cloud, number> = { aws: 2500, gcp: 500, azure: 2500 };
/** Issue 24's targets once the metadata service has failed: GCP within 1 s, AWS and Azure 2.5 s. */
const TARGET_AFTER_MS: Record<Cloud, number> = { aws: 2500, gcp: 1000, azure: 2500 };

/** Records when SIGINT arrived, then exits as a trainer that saved would. */
const TRAINER = [
  'import signal, sys, time',
  'def on_int(*_):',
  '    open("sigint-at", "w").write(repr(time.time()))',
  '    sys.exit(130)',
  'signal.signal(signal.SIGINT, on_int)',
  'open("ready", "w").close()',
  'while True: time.sleep(0.05)',
].join('\n');
const IDLE = 'import sys, time; time.sleep(float(sys.argv[1]))';

interface Emulator {
  readonly env: Record<string, string>;
  /** The stand-in's address, and the variables that point the supervisor at another server instead. */
  readonly url: string;
  envFor(server: LocalServer): Record<string, string>;
  /** Resolves once the watcher is in its steady state, ready to be surprised. */
  settled(): Promise<void>;
  /** Makes the metadata announce the reclaim. */
  reclaim(): void;
  close(): Promise<void>;
}

async function emulator(cloud: Cloud): Promise<Emulator> {
  switch (cloud) {
    case 'aws': {
      const imds = await AwsImds.start();
      return {
        env: { AWS_EC2_METADATA_SERVICE_ENDPOINT: imds.server.url },
        url: imds.server.url,
        envFor: (server) => ({ AWS_EC2_METADATA_SERVICE_ENDPOINT: server.url }),
        settled: () => Promise.resolve(),
        reclaim: () =>
          (imds.instanceAction = {
            action: 'terminate',
            time: new Date(Date.now() + 120_000).toISOString(),
          }),
        close: () => imds.server.close(),
      };
    }
    case 'gcp': {
      const md = await GcpMetadata.start();
      return {
        env: { GCE_METADATA_HOST: md.server.host },
        url: md.server.url,
        envFor: (server) => ({ GCE_METADATA_HOST: server.host }),
        settled: async () => {
          while (md.hangingRequests < 2) await sleep(10);
        },
        reclaim: () => md.set('instance/preempted', 'TRUE'),
        close: () => md.server.close(),
      };
    }
    case 'azure': {
      const imds = await AzureImds.start();
      return {
        env: { SPOT_TRAIN_AZURE_METADATA_ENDPOINT: imds.server.url },
        url: imds.server.url,
        envFor: (server) => ({ SPOT_TRAIN_AZURE_METADATA_ENDPOINT: server.url }),
        settled: () => Promise.resolve(),
        reclaim: () => imds.schedule({ EventId: 'bench', EventType: 'Preempt' }),
        close: () => imds.server.close(),
      };
    }
  }
}

/** What went wrong before the notice: a fault that lasted FAULT_MS, or the hanging GETs dropped once. */
type Before = MetadataFault | 'drop';
const KINDS: readonly Before[] = ['hang', '5xx', 'reset', 'drop', 'garbage'];
const FAULT_MS = 6000;
const RUNS_AFTER = 3;

/**
 * Milliseconds from the metadata change to SIGINT in the trainer, through
 * the built action; with `before`, the metadata misbehaved that way just
 * before the change (through a proxy, once the watcher was settled).
 */
async function detectionLatency(cloud: Cloud, run: number, before?: Before): Promise<number> {
  const md = await emulator(cloud);
  const proxy = await MetadataFaultProxy.start(md.url);
  const dir = join(WORK, `notice-${cloud}-${before ?? 'clean'}-${run}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'trainer.py'), TRAINER);
  const env = {
    ...actionEnv(dir, {
      mode: 'train',
      cloud,
      store: `file://${join(dir, 'store')}`,
      run: 'python3 trainer.py',
    }),
    ...md.envFor(proxy.server),
  };
  const child = spawn(NODE, [DIST_MAIN], { cwd: dir, env, stdio: 'ignore' });
  const closed = new Promise((resolve) => child.once('close', resolve));
  try {
    while (!existsSync(join(dir, 'ready'))) await sleep(10);
    await md.settled();
    if (before === 'drop') proxy.dropInFlight();
    else if (before !== undefined) {
      proxy.fault = before;
      await sleep(FAULT_MS);
      proxy.fault = undefined;
    }
    // A random phase against the poll interval, so polling sources are sampled fairly.
    await sleep(Math.random() * 1200);
    const changedAt = Date.now();
    md.reclaim();
    await closed;
    return Number(readFileSync(join(dir, 'sigint-at'), 'utf8')) * 1000 - changedAt;
  } finally {
    child.kill('SIGKILL');
    await proxy.server.close();
    await md.close();
  }
}

async function idleCpu(cloud: Cloud | 'none'): Promise<number> {
  const md = cloud === 'none' ? undefined : await emulator(cloud);
  const dir = join(WORK, `notice-idle-${cloud}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'trainer.py'), IDLE);
  const inputs = {
    mode: 'train',
    cloud,
    store: `file://${join(dir, 'store')}`,
    run: `python3 trainer.py ${SECONDS}`,
  };
  const env = { ...actionEnv(dir, inputs), ...md?.env };
  try {
    return (await measureProcess(spawn(NODE, [DIST_MAIN], { cwd: dir, env, stdio: 'ignore' })))
      .cpuPercent;
  } finally {
    await md?.close();
  }
}

const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ??
  NaN;

/** Detection latency per cloud and the watchers' idle CPU, through the built action. */
export async function noticeLatencySection(): Promise<string> {
  const rows: string[] = [];
  for (const cloud of ['aws', 'gcp', 'azure'] as const) {
    const latencies: number[] = [];
    for (let run = 0; run < RUNS; run++) latencies.push(await detectionLatency(cloud, run));
    process.stderr.write(`${cloud}: ${latencies.map(Math.round).join(' ')} ms\n`);
    const worst = Math.max(...latencies);
    rows.push(
      `| ${cloud.toUpperCase()} | ${percentile(latencies, 0.5).toFixed(0)} ms | ${worst.toFixed(0)} ms | under ${TARGET_MS[cloud]} ms: ${worst < TARGET_MS[cloud] ? 'met' : '**not met**'} | ${(await idleCpu(cloud)).toFixed(2)} % |`,
    );
  }
  const baseline = await idleCpu('none');
  const afterRows: string[] = [];
  for (const cloud of ['aws', 'gcp', 'azure'] as const) {
    const cells: string[] = [];
    for (const kind of KINDS) {
      const latencies: number[] = [];
      for (let run = 0; run < RUNS_AFTER; run++)
        latencies.push(await detectionLatency(cloud, run, kind));
      process.stderr.write(`${cloud} after ${kind}: ${latencies.map(Math.round).join(' ')} ms\n`);
      const worst = Math.max(...latencies);
      const early = Math.min(...latencies);
      // SIGINT before the change: the failure itself was taken for a notice.
      cells.push(
        early < 0
          ? `**taken for a notice** (SIGINT ${(-early / 1000).toFixed(1)} s before the change)`
          : `${worst.toFixed(0)} ms${worst < TARGET_AFTER_MS[cloud] ? '' : ' **(not met)**'}`,
      );
    }
    afterRows.push(
      `| ${cloud.toUpperCase()} | ${cells.join(' | ')} | ${TARGET_AFTER_MS[cloud]} ms |`,
    );
  }
  return `## Preemption notices: detection latency and idle cost

The action's train mode (\`dist/main.js\`) on a local stand-in for each cloud's
metadata server (the same emulators the tests use), with a Python trainer that
records when SIGINT reaches it. Latency is from the moment the metadata
changes (instance-action appears, \`preempted\` turns TRUE, a Preempt event is
scheduled) to SIGINT in the trainer, over ${RUNS} runs at a random phase against
the poll interval. Idle CPU is the supervisor's, watching for ${SECONDS} s with
nothing happening (after its first 3 s); with no cloud to watch it is
${baseline.toFixed(2)} %.

| cloud | median | worst | target | supervisor CPU while watching |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

**After the metadata service misbehaved.** The same, but just before the
change the server (through a proxy) failed for ${FAULT_MS / 1000} s in one way: every request
held without an answer (hang), answered 500, its connection reset, or
answered 200 with a body no parser takes (garbage); or every request in
flight, the hanging GETs among them, was dropped at once (drop). Then it
answered again, and the notice came at a random phase within 1.2 s. Worst of
${RUNS_AFTER} runs each, from the change to SIGINT in the trainer:

| cloud | ${KINDS.join(' | ')} | target |
| --- | ${KINDS.map(() => '---').join(' | ')} | --- |
${afterRows.join('\n')}
`;
}
