import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../src/supervisor/withdrawal.js';
import { interruptGroup } from '../../src/supervisor/interrupt-group.js';
import { tempDir } from '../helpers/temp-dir.js';

const TORCHRUN = ['/usr/bin/python3', '-m', 'torch.distributed.run', '--nnodes', '2:3', 'train.py'];
const WORKER = ['/usr/bin/python3', '-u', 'train.py'];

interface FakeProcess {
  readonly pid: number;
  readonly ppid: number;
  readonly pgrp: number;
  readonly argv: readonly string[];
}

/** A directory shaped like /proc, with the trainer's bash (100) and its agent (101), no workers. */
async function betweenRounds(): Promise<string> {
  const root = await tempDir('proc');
  await addProcess(root, {
    pid: 100,
    ppid: 1,
    pgrp: 100,
    argv: ['bash', '-c', 'torchrun train.py'],
  });
  await addProcess(root, { pid: 101, ppid: 100, pgrp: 100, argv: TORCHRUN });
  return root;
}

async function addProcess(root: string, p: FakeProcess): Promise<void> {
  await mkdir(join(root, String(p.pid)));
  await writeFile(join(root, String(p.pid), 'stat'), `${p.pid} (py) S ${p.ppid} ${p.pgrp} 0\n`);
  await writeFile(join(root, String(p.pid), 'cmdline'), p.argv.map((w) => `${w}\0`).join(''));
}

/** A node leaving its gang, stopped between rounds; the rendezvous answers as `answer` resolves. */
async function leaving(answer?: Promise<Withdrawal>) {
  const root = await betweenRounds();
  const sent: string[] = [];
  let now = 0;
  const interruption = interruptGroup(100, {
    hostsRendezvous: false,
    endAgents: true,
    procRoot: root,
    kill: (pid, signal) => void sent.push(`${signal} ${pid}`),
    now: () => now,
  });
  if (answer) interruption?.withdrawWith?.({ withdraw: () => answer });
  return { interruption, sent, root, at: (ms: number) => (now = ms) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a node leaving an elastic gang while its agent is between rounds', () => {
  it('freezes the agent and signals nothing else until the rendezvous answers', async () => {
    const { interruption, sent, at } = await leaving(new Promise(() => {}));
    expect(sent).toEqual(['SIGSTOP 101']);
    expect(interruption?.summary).toBe(
      "froze 1 torchrun agent between rounds (no workers yet) to ask torch's rendezvous whether a formed round counts this node",
    );
    at(14_999);
    expect(interruption?.resumeIfDone()).toBeUndefined();
    expect(sent).toEqual(['SIGSTOP 101']);
    expect(interruption?.departing.map((agent) => agent.pid)).toEqual([101]);
  });

  it('ends the agent once it is out of a round still forming: SIGINT while stopped, then SIGCONT', async () => {
    const { interruption, sent } = await leaving(Promise.resolve({ kind: 'withdrawn' }));
    await settled();
    expect(interruption?.resumeIfDone()).toBe(
      'no round torch formed counts this node (it let 1 torchrun agent go); sent SIGINT to the trainer',
    );
    expect(sent).toEqual(['SIGSTOP 101', 'SIGINT 100', 'SIGINT 101', 'SIGCONT 101']);
    expect(interruption?.resumeIfDone()).toBeUndefined();
    expect(sent).toHaveLength(4);
  });

  it('in a formed round, lets the agent start its workers and then stops them as usual', async () => {
    const { interruption, sent, root } = await leaving(Promise.resolve({ kind: 'formed' }));
    await settled();
    expect(interruption?.resumeIfDone()).toBe(
      'torch had already formed a round with this node; resumed 1 torchrun agent to start its workers, which are then asked to save',
    );
    expect(sent).toEqual(['SIGSTOP 101', 'SIGCONT 101']);
    // Nothing more while the agent gathers the round's ranks.
    expect(interruption?.resumeIfDone()).toBeUndefined();
    expect(sent).toHaveLength(2);
    await addProcess(root, { pid: 102, ppid: 101, pgrp: 100, argv: WORKER });
    expect(interruption?.resumeIfDone()).toBe(
      'its torchrun workers started; froze 1 torchrun agent; sent SIGINT to 1 worker and 1 other process',
    );
    expect(sent.slice(2)).toEqual(['SIGSTOP 101', 'SIGINT 100', 'SIGINT 102']);
    // From then on, the usual stop: the agent is ended once its workers are gone.
    await rm(join(root, '102'), { recursive: true });
    expect(interruption?.resumeIfDone()).toBe(
      'the torchrun workers exited; ended 1 torchrun agent: this node leaves the elastic gang',
    );
  });

  it('ends an agent in a formed round that starts no workers in 10 s (its run is over)', async () => {
    const { interruption, sent, at } = await leaving(Promise.resolve({ kind: 'formed' }));
    at(1_000);
    await settled();
    interruption?.resumeIfDone();
    at(10_999);
    expect(interruption?.resumeIfDone()).toBeUndefined();
    at(11_000);
    expect(interruption?.resumeIfDone()).toBe(
      'its torchrun agent started no workers in 10 s (its run may be over); sent SIGINT to the trainer',
    );
    expect(sent).toEqual(['SIGSTOP 101', 'SIGCONT 101', 'SIGINT 100', 'SIGINT 101']);
  });

  it('ends the agent when the rendezvous cannot be asked, or does not answer in 15 s', async () => {
    const failed = await leaving(Promise.resolve({ kind: 'unknown', why: 'Socket Timeout' }));
    await settled();
    expect(failed.interruption?.resumeIfDone()).toBe(
      "could not ask torch's rendezvous (Socket Timeout); sent SIGINT to the trainer",
    );
    const silent = await leaving(new Promise(() => {}));
    silent.at(15_000);
    expect(silent.interruption?.resumeIfDone()).toBe(
      "could not ask torch's rendezvous (no answer in 15 s); sent SIGINT to the trainer",
    );
    expect(silent.sent).toEqual(['SIGSTOP 101', 'SIGINT 100', 'SIGINT 101', 'SIGCONT 101']);
    const unasked = await leaving();
    expect(unasked.interruption?.resumeIfDone()).toContain('(nothing asked it)');
  });

  it('resumes the frozen agent on release (an escalation), whatever the rendezvous says later', async () => {
    const { interruption, sent } = await leaving(new Promise(() => {}));
    interruption?.release();
    expect(sent).toEqual(['SIGSTOP 101', 'SIGCONT 101']);
  });

  it('does not take an agent whose workers run in sessions of their own (torch 2.x) for one between rounds', async () => {
    // A real group (sleep, its leader), seen through a /proc where the agent's worker is in another group.
    const sleeper = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    const group = sleeper.pid ?? 0;
    const ended = new Promise((resolve) => sleeper.once('exit', (_c, signal) => resolve(signal)));
    const root = await tempDir('proc');
    await addProcess(root, {
      pid: group,
      ppid: 1,
      pgrp: group,
      argv: ['bash', '-c', 'torchrun train.py'],
    });
    await addProcess(root, { pid: group + 1, ppid: group, pgrp: group, argv: TORCHRUN });
    await addProcess(root, { pid: group + 2, ppid: group + 1, pgrp: group + 2, argv: WORKER });
    const sent: string[] = [];
    const interruption = interruptGroup(group, {
      hostsRendezvous: false,
      endAgents: true,
      procRoot: root,
      kill: (pid, signal) => void sent.push(`${signal} ${pid}`),
    });
    expect(interruption?.summary).toBe('sent SIGINT to the trainer');
    expect(sent).toEqual([]);
    expect(await ended).toBe('SIGINT');
  });
});
