import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { AwsImds } from '../test/helpers/imds/aws.js';
import { AzureImds } from '../test/helpers/imds/azure.js';
import { GcpMetadata } from '../test/helpers/imds/gcp.js';
import { measureProcess } from './proc-stats.js';
import { DIST_MAIN, NODE, SECONDS, WORK } from './paths.js';
import { actionEnv } from './supervisor-cost.js';

const RUNS = 7;
type Cloud = 'aws' | 'gcp' | 'azure';
const TARGET_MS: Record<Cloud, number> = { aws: 2500, gcp: 500, azure: 2500 };

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
        settled: () => Promise.resolve(),
        reclaim: () => imds.schedule({ EventId: 'bench', EventType: 'Preempt' }),
        close: () => imds.server.close(),
      };
    }
  }
}

/** Milliseconds from the metadata change to SIGINT in the trainer, through the built action. */
async function detectionLatency(cloud: Cloud, run: number): Promise<number> {
  const md = await emulator(cloud);
  const dir = join(WORK, `notice-${cloud}-${run}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'trainer.py'), TRAINER);
  const env = {
    ...actionEnv(dir, {
      mode: 'train',
      cloud,
      store: `file://${join(dir, 'store')}`,
      run: 'python3 trainer.py',
    }),
    ...md.env,
  };
  const child = spawn(NODE, [DIST_MAIN], { cwd: dir, env, stdio: 'ignore' });
  const closed = new Promise((resolve) => child.once('close', resolve));
  try {
    while (!existsSync(join(dir, 'ready'))) await sleep(10);
    await md.settled();
    // A random phase against the poll interval, so polling sources are sampled fairly.
    await sleep(Math.random() * 1200);
    const changedAt = Date.now();
    md.reclaim();
    await closed;
    return Number(readFileSync(join(dir, 'sigint-at'), 'utf8')) * 1000 - changedAt;
  } finally {
    child.kill('SIGKILL');
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
`;
}
