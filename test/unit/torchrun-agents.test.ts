import { spawn, spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { interruptGroup } from '../../src/supervisor/interrupt-group.js';
import { groupMembers, isTorchrunAgent } from '../../src/supervisor/torchrun-agents.js';
import { tempDir } from '../helpers/temp-dir.js';

interface FakeProcess {
  readonly pid: number;
  readonly ppid: number;
  readonly pgrp: number;
  readonly argv: readonly string[];
  readonly state?: string;
}

/** A directory shaped like /proc: <pid>/stat and <pid>/cmdline, as Linux writes them. */
async function fakeProc(processes: readonly FakeProcess[]): Promise<string> {
  const root = await tempDir('proc');
  await writeFile(join(root, 'uptime'), '1.0 1.0\n');
  for (const p of processes) await addProcess(root, p);
  return root;
}

async function addProcess(root: string, p: FakeProcess): Promise<void> {
  const dir = join(root, String(p.pid));
  await mkdir(dir);
  // A command name with a space and a parenthesis, as the kernel allows.
  const stat = `${p.pid} (py) thon) ${p.state ?? 'S'} ${p.ppid} ${p.pgrp} ${p.pgrp} 0 -1 4194560`;
  await writeFile(join(dir, 'stat'), `${stat}\n`);
  await writeFile(join(dir, 'cmdline'), p.argv.map((word) => `${word}\0`).join(''));
}

const TORCHRUN = ['/usr/bin/python3.11', '/usr/bin/torchrun', '--nproc_per_node', '2', 'train.py'];
const WORKER = ['/usr/bin/python3.11', '-u', 'train.py'];

/** bash running torchrun with two workers, one of which has a data loader; plus a stranger. */
const GROUP: readonly FakeProcess[] = [
  { pid: 100, ppid: 1, pgrp: 100, argv: ['bash', '--noprofile', '-c', 'torchrun train.py'] },
  { pid: 101, ppid: 100, pgrp: 100, argv: TORCHRUN },
  { pid: 102, ppid: 101, pgrp: 100, argv: WORKER },
  { pid: 103, ppid: 101, pgrp: 100, argv: WORKER },
  { pid: 104, ppid: 102, pgrp: 100, argv: WORKER },
  { pid: 200, ppid: 1, pgrp: 200, argv: TORCHRUN },
];

function recordingKill() {
  const sent: string[] = [];
  return {
    sent,
    kill: (pid: number, signal: NodeJS.Signals) => void sent.push(`${signal} ${pid}`),
  };
}

/**
 * A node leaving an elastic gang whose agent 101 was just ended (its workers
 * gone, its SIGTERM sent at time 0); `at` moves the clock the interruption reads.
 */
async function endedAgent() {
  const root = await fakeProc(GROUP);
  const { sent, kill } = recordingKill();
  let now = 0;
  const interruption = interruptGroup(100, {
    hostsRendezvous: false,
    endAgents: true,
    procRoot: root,
    kill,
    now: () => now,
  });
  await rm(join(root, '102'), { recursive: true });
  await rm(join(root, '103'), { recursive: true });
  interruption?.resumeIfDone();
  return { interruption, sent, root, at: (ms: number) => (now = ms) };
}

describe('torchrun agent detection', () => {
  it('knows the torchrun script and the launcher modules, however started', () => {
    expect(isTorchrunAgent(TORCHRUN)).toBe(true);
    expect(isTorchrunAgent(['torchrun', '--standalone', 'train.py'])).toBe(true);
    expect(isTorchrunAgent(['/home/u/.venv/bin/torchrun', 'train.py'])).toBe(true);
    expect(isTorchrunAgent(['python3', '-u', '-m', 'torch.distributed.run', 'train.py'])).toBe(
      true,
    );
    expect(isTorchrunAgent(['python', '-m', 'torch.distributed.launch', 'train.py'])).toBe(true);
    expect(isTorchrunAgent(['python', '-mtorch.distributed.run', 'train.py'])).toBe(true);
  });

  it('does not take workers, shells or programs that merely mention torchrun for agents', () => {
    expect(isTorchrunAgent(WORKER)).toBe(false);
    expect(isTorchrunAgent(['bash', '-c', 'torchrun train.py'])).toBe(false);
    expect(isTorchrunAgent(['python3', 'train.py', '--launcher', 'torchrun'])).toBe(false);
    expect(isTorchrunAgent(['python3', '-m', 'torch.distributed.elastic.utils'])).toBe(false);
    expect(isTorchrunAgent([])).toBe(false);
  });

  it('lists the live processes of one group, leaving out zombies and other groups', async () => {
    const root = await fakeProc([
      ...GROUP,
      { pid: 105, ppid: 101, pgrp: 100, argv: [], state: 'Z' },
    ]);
    const members = groupMembers(100, root);
    expect(members.map((m) => m.pid).sort()).toEqual([100, 101, 102, 103, 104]);
    expect(members.find((m) => m.pid === 101)).toEqual({ pid: 101, ppid: 100, argv: TORCHRUN });
  });
});

describe('interrupting a group', () => {
  it('freezes the agent and sends SIGINT once to each other process of the group', async () => {
    const root = await fakeProc(GROUP);
    const { sent, kill } = recordingKill();
    const interruption = interruptGroup(100, { hostsRendezvous: false, procRoot: root, kill });
    expect(sent).toEqual(['SIGSTOP 101', 'SIGINT 100', 'SIGINT 102', 'SIGINT 103', 'SIGINT 104']);
    expect(interruption?.summary).toBe(
      'froze 1 torchrun agent; sent SIGINT to 2 workers and 2 other processes',
    );
  });

  it('resumes the agent once its workers are gone, and only once', async () => {
    const root = await fakeProc(GROUP);
    const { sent, kill } = recordingKill();
    const interruption = interruptGroup(100, { hostsRendezvous: false, procRoot: root, kill });
    sent.length = 0;
    await rm(join(root, '102'), { recursive: true });
    expect(interruption?.resumeIfDone()).toBeUndefined();
    // The second worker is a zombie its frozen agent cannot reap yet: gone all the same.
    await rm(join(root, '103'), { recursive: true });
    await addProcess(root, { pid: 103, ppid: 101, pgrp: 100, argv: [], state: 'Z' });
    expect(interruption?.resumeIfDone()).toBe(
      'the torchrun workers exited; resumed 1 torchrun agent to let it exit',
    );
    interruption?.release();
    expect(sent).toEqual(['SIGCONT 101']);
  });

  it('on a node leaving an elastic gang, ends the agent once its workers are gone', async () => {
    const root = await fakeProc(GROUP);
    const { sent, kill } = recordingKill();
    const interruption = interruptGroup(100, {
      hostsRendezvous: false,
      endAgents: true,
      procRoot: root,
      kill,
    });
    sent.length = 0;
    await rm(join(root, '102'), { recursive: true });
    await rm(join(root, '103'), { recursive: true });
    expect(interruption?.resumeIfDone()).toBe(
      'the torchrun workers exited; ended 1 torchrun agent: this node leaves the elastic gang',
    );
    // SIGTERM first, then SIGCONT: the stopped agent acts on it as it wakes.
    expect(sent).toEqual(['SIGTERM 101', 'SIGCONT 101']);
    // Named for its exit from the rendezvous; the fake /proc has no exe link: the command's interpreter.
    expect(interruption?.departing).toEqual([{ pid: 101, argv: TORCHRUN, python: TORCHRUN[0] }]);
  });

  it('kills an ended agent that is still there 3 s after its SIGTERM, and only then', async () => {
    const { interruption, sent, at } = await endedAgent();
    sent.length = 0;
    at(2_999);
    expect(interruption?.resumeIfDone()).toBeUndefined();
    expect(sent).toEqual([]);
    // Still in /proc: torch swallowed the SIGTERM and waits at its exit barrier.
    at(3_000);
    expect(interruption?.resumeIfDone()).toBe(
      '1 torchrun agent had not exited 3 s after SIGTERM (torch can swallow it while it stops); killed',
    );
    expect(sent).toEqual(['SIGKILL 101']);
    // Once.
    at(10_000);
    expect(interruption?.resumeIfDone()).toBeUndefined();
    expect(sent).toEqual(['SIGKILL 101']);
  });

  it('sends no SIGKILL to an ended agent that exited on its SIGTERM', async () => {
    const { interruption, sent, root, at } = await endedAgent();
    await rm(join(root, '101'), { recursive: true });
    at(5_000);
    expect(interruption?.resumeIfDone()).toBeUndefined();
    expect(sent).not.toContain('SIGKILL 101');
  });

  it('names no agent as departing when the node stays in the gang', async () => {
    const root = await fakeProc(GROUP);
    const { kill } = recordingKill();
    const interruption = interruptGroup(100, { hostsRendezvous: false, procRoot: root, kill });
    expect(interruption?.departing).toEqual([]);
  });

  it('resumes a frozen agent on release even while its workers still run', async () => {
    const root = await fakeProc(GROUP);
    const { sent, kill } = recordingKill();
    const interruption = interruptGroup(100, { hostsRendezvous: false, procRoot: root, kill });
    interruption?.release();
    expect(sent.at(-1)).toBe('SIGCONT 101');
  });

  it('on the node serving the rendezvous, leaves the agent running and unsignalled', async () => {
    const root = await fakeProc(GROUP);
    const { sent, kill } = recordingKill();
    const interruption = interruptGroup(100, { hostsRendezvous: true, procRoot: root, kill });
    expect(sent).toEqual(['SIGINT 100', 'SIGINT 102', 'SIGINT 103', 'SIGINT 104']);
    expect(interruption?.summary).toBe(
      'left 1 torchrun agent running (this node serves the rendezvous); sent SIGINT to 2 workers and 2 other processes',
    );
    interruption?.release();
    expect(sent).not.toContain('SIGCONT 101');
  });

  it('treats an agent with no workers yet (still in rendezvous) as any other process', async () => {
    // A real group (sleep, its leader), seen through a /proc that shows an agent without workers.
    const sleeper = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    const group = sleeper.pid ?? 0;
    const ended = new Promise((resolve) =>
      sleeper.once('exit', (_code, signal) => resolve(signal)),
    );
    const root = await fakeProc([
      { pid: group, ppid: 1, pgrp: group, argv: ['bash', '-c', 'torchrun train.py'] },
      { pid: group + 1, ppid: group, pgrp: group, argv: TORCHRUN },
    ]);
    const { sent, kill } = recordingKill();
    const interruption = interruptGroup(group, { hostsRendezvous: false, procRoot: root, kill });
    // Nothing frozen: the whole group got SIGINT at once, as without torchrun.
    expect(sent).toEqual([]);
    expect(interruption?.summary).toBe('sent SIGINT to the trainer');
    expect(await ended).toBe('SIGINT');
  });

  it('is undefined when the group is gone', async () => {
    const root = await fakeProc([]);
    const gone = spawnSync('true').pid;
    expect(interruptGroup(gone, { hostsRendezvous: false, procRoot: root })).toBeUndefined();
  });
});
