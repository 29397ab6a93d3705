import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/base/clock.js';
import { processGroupAlive } from '../../src/supervisor/process-group.js';
import { stopTrainer } from '../../src/supervisor/stop-trainer.js';
import { groupMembers } from '../../src/supervisor/torchrun-agents.js';
import { TrainerProcess } from '../../src/supervisor/trainer-process.js';
import { ROOT } from '../helpers/run-dist.js';
import { RecordingLogger } from '../helpers/recording-logger.js';
import { PYTORCH, requireTool } from '../helpers/system-tool.js';
import { freePort } from '../helpers/free-port.js';
import { tempDir } from '../helpers/temp-dir.js';
import { eventually } from '../helpers/wait.js';

const WORKER = join(ROOT, 'test/fixtures/torchrun-worker.py');
const TORCHRUN = '/usr/bin/torchrun';
/** Debian's torch 1.13 serves /usr/bin/python3 and ships /usr/bin/torchrun. */
const HAVE_TORCHRUN =
  existsSync(TORCHRUN) &&
  spawnSync('/usr/bin/python3', ['-c', 'import torch.distributed.run'], { stdio: 'ignore' })
    .status === 0;

interface Node {
  readonly trainer: TrainerProcess;
  readonly output: () => string;
}

/**
 * One node: torchrun with two gloo workers. 1.13 takes only underscore
 * flags, and crashes on Python 3.11 without explicit --redirects and --tee.
 */
function startNode(options: {
  readonly out: string;
  readonly port: number;
  readonly nodes: 1 | 2;
  readonly rank: 0 | 1;
  readonly saveSeconds: number;
  readonly hostsRendezvous: boolean;
  readonly stubborn?: boolean;
}): Node {
  const argv = [
    TORCHRUN,
    ...['--redirects', '2', '--tee', '1', '--nproc_per_node', '2'],
    ...['--nnodes', String(options.nodes), '--node_rank', String(options.rank)],
    ...['--rdzv_backend', 'c10d', '--rdzv_id', 'stop-test'],
    ...['--rdzv_endpoint', `127.0.0.1:${options.port}`],
    // On one machine both nodes match the endpoint's host; say which serves the store.
    ...['--rdzv_conf', `is_host=${options.rank === 0 ? 1 : 0}`],
    ...[WORKER, options.out, String(options.saveSeconds)],
    ...(options.stubborn ? ['stubborn'] : []),
  ];
  let text = '';
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const env = { ...process.env, CUDA_VISIBLE_DEVICES: '', OMP_NUM_THREADS: '1' };
  const trainer = TrainerProcess.start({
    command: { kind: 'argv', argv },
    cwd: options.out,
    env,
    stdout: sink,
    stderr: sink,
    hostsRendezvous: options.hostsRendezvous,
  });
  return { trainer, output: () => text };
}

/** Each worker's events, by file name (node0-rank1), from the fixture's logs. */
async function events(out: string): Promise<Record<string, string[]>> {
  const logs = (await readdir(out)).filter((name) => name.endsWith('.log')).sort();
  const entries = await Promise.all(
    logs.map(async (name) => [
      name.replace(/\.log$/, ''),
      (await readFile(join(out, name), 'utf8')).split('\n').filter(Boolean),
    ]),
  );
  return Object.fromEntries(entries) as Record<string, string[]>;
}

async function allReady(out: string, workers: number, node: Node): Promise<void> {
  await eventually(async () => {
    const ready = Object.values(await events(out)).filter((lines) => lines.includes('ready'));
    expect(ready.length, node.output()).toBe(workers);
  }, 90_000);
}

/** A checkpoint the fixture finished: every block, then the digest of them all. */
async function expectWhole(out: string, worker: string): Promise<void> {
  const text = await readFile(join(out, `${worker}.ckpt`), 'utf8');
  const [, blocks, digest] = /^([\s\S]*)sha256 ([0-9a-f]{64})\n$/.exec(text) ?? [];
  expect(blocks?.split('\n').length).toBe(20 * 1000 + 1);
  expect(
    createHash('sha256')
      .update(blocks ?? '')
      .digest('hex'),
  ).toBe(digest);
}

function stopOptions(deadlineInMs: number, logger: RecordingLogger) {
  return {
    deadline: Date.now() + deadlineInMs,
    reserveMs: 5000,
    killGraceMs: 5000,
    clock: systemClock,
    logger,
    pollMs: 200,
  };
}

const SAVED = ['ready', 'sigint', 'saving', 'saved'];

describe('stopping a torchrun trainer (torch on /usr/bin/python3)', () => {
  it('one node: each worker gets one SIGINT, and a 34 s save outlives torchrun’s 30 s', async (context) => {
    requireTool(context, PYTORCH, HAVE_TORCHRUN);
    const out = await tempDir('torchrun-one');
    const node = startNode({
      ...{ out, port: await freePort(), nodes: 1, rank: 0 },
      ...{ saveSeconds: 34, hostsRendezvous: true },
    });
    await allReady(out, 2, node);
    const logger = new RecordingLogger();
    const started = Date.now();
    const result = await stopTrainer(node.trainer, stopOptions(90_000, logger));
    expect(result.escalation, node.output()).toBe('none');
    expect(Date.now() - started).toBeGreaterThan(34_000);
    expect(await events(out)).toEqual({ 'node0-rank0': SAVED, 'node0-rank1': SAVED });
    await expectWhole(out, 'node0-rank0');
    await expectWhole(out, 'node0-rank1');
    expect(logger.text()).toContain(
      'left 1 torchrun agent running (this node serves the rendezvous); sent SIGINT to 2 workers',
    );
    expect((await node.trainer.exited).code).toBe(0);
  }, 180_000);

  it('two nodes: node 1 saves on after node 0, the rendezvous host, is gone', async (context) => {
    requireTool(context, PYTORCH, HAVE_TORCHRUN);
    const out = await tempDir('torchrun-two');
    const port = await freePort();
    const host = startNode({ out, port, nodes: 2, rank: 0, saveSeconds: 2, hostsRendezvous: true });
    const other = startNode({
      ...{ out, port, nodes: 2, rank: 1 },
      ...{ saveSeconds: 14, hostsRendezvous: false },
    });
    await allReady(out, 4, other);
    const hostLogger = new RecordingLogger();
    const logger = new RecordingLogger();
    const hostStop = stopTrainer(host.trainer, stopOptions(90_000, hostLogger));
    const stop = stopTrainer(other.trainer, stopOptions(90_000, logger));
    expect(logger.text()).toContain('froze 1 torchrun agent; sent SIGINT to 2 workers');
    // Node 0's machine goes once its workers have saved, taking the store with it.
    await eventually(async () => {
      const saved = await events(out);
      expect(saved['node0-rank0']).toContain('saved');
      expect(saved['node0-rank1']).toContain('saved');
    }, 30_000);
    host.trainer.signalGroup('SIGKILL');
    await hostStop;

    const result = await stop;
    expect(result.escalation, other.output()).toBe('none');
    expect(await events(out)).toEqual({
      'node0-rank0': SAVED,
      'node0-rank1': SAVED,
      'node1-rank0': SAVED,
      'node1-rank1': SAVED,
    });
    await expectWhole(out, 'node1-rank0');
    await expectWhole(out, 'node1-rank1');
    expect(logger.text()).toContain('the torchrun workers exited; resumed 1 torchrun agent');
    expect(processGroupAlive(other.trainer.pid)).toBe(false);
  }, 180_000);

  it('two nodes stopped together: node 1 frozen past the 30 s keep-alive, both end cleanly', async (context) => {
    requireTool(context, PYTORCH, HAVE_TORCHRUN);
    const out = await tempDir('torchrun-both');
    const port = await freePort();
    const host = startNode({ out, port, nodes: 2, rank: 0, saveSeconds: 2, hostsRendezvous: true });
    const other = startNode({
      ...{ out, port, nodes: 2, rank: 1 },
      ...{ saveSeconds: 36, hostsRendezvous: false },
    });
    await allReady(out, 4, other);
    const results = await Promise.all([
      stopTrainer(host.trainer, stopOptions(90_000, new RecordingLogger())),
      stopTrainer(other.trainer, stopOptions(90_000, new RecordingLogger())),
    ]);
    expect(results, host.output() + other.output()).toEqual([
      { escalation: 'none' },
      { escalation: 'none' },
    ]);
    expect(Object.values(await events(out))).toEqual([SAVED, SAVED, SAVED, SAVED]);
    // Node 0's agent waited in its exit barrier for node 1's: neither failed.
    expect((await host.trainer.exited).code).toBe(0);
    expect((await other.trainer.exited).code).toBe(0);
  }, 180_000);

  it('a save that outruns the deadline is killed with its frozen agent, and nothing is left', async (context) => {
    requireTool(context, PYTORCH, HAVE_TORCHRUN);
    const out = await tempDir('torchrun-kill');
    const node = startNode({
      ...{ out, port: await freePort(), nodes: 1, rank: 0 },
      ...{ saveSeconds: 120, hostsRendezvous: false, stubborn: true },
    });
    await allReady(out, 2, node);
    const logger = new RecordingLogger();
    const options = stopOptions(30_000, logger);
    const result = await stopTrainer(node.trainer, options);
    expect(result.escalation, node.output()).toBe('SIGKILL');
    // Everything ended with the whole upload reserve still left before the deadline.
    expect(Date.now()).toBeLessThan(options.deadline - options.reserveMs + 1000);
    expect(groupMembers(node.trainer.pid)).toEqual([]);
    expect(processGroupAlive(node.trainer.pid)).toBe(false);
    // The SIGTERM came, then SIGKILL: the save never finished (the resumed agent may forward SIGTERM again).
    for (const lines of Object.values(await events(out))) {
      expect(lines.slice(0, 4)).toEqual(['ready', 'sigint', 'saving', 'sigterm']);
      expect(lines).not.toContain('saved');
    }
    expect((await readdir(out)).filter((name) => name.endsWith('.ckpt'))).toEqual([]);
  }, 180_000);
});
