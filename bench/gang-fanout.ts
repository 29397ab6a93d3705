import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FromMember, ToMember } from './gang-member.js';
import { NODE } from './paths.js';

const SIZES = [2, 4, 8];
const TRIALS = Number(process.env.BENCH_GANG_TRIALS ?? 200);
const TARGET_MS = 1000;
const MEMBER_SCRIPT = join(import.meta.dirname, 'gang-member.js');

/** One gang member's process and the messages it sent that nobody has taken yet. */
class MemberProcess {
  private readonly inbox: FromMember[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly child: ChildProcess;

  constructor(readonly node: number) {
    this.child = spawn(NODE, [MEMBER_SCRIPT], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (message: FromMember) => {
      this.inbox.push(message);
      for (const wake of this.waiting.splice(0)) wake();
    });
    this.child.once('exit', (code) => {
      if (code !== 0) process.stderr.write(`gang member ${node} exited with ${code}\n`);
    });
  }

  send(message: ToMember): void {
    this.child.send(message);
  }

  /** The first unread message of this kind, waiting for it if need be. */
  async take<Op extends FromMember['op']>(op: Op): Promise<Extract<FromMember, { op: Op }>> {
    for (;;) {
      const index = this.inbox.findIndex((message) => message.op === op);
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Extract<FromMember, { op: Op }>;
      if (this.child.exitCode !== null) throw new Error(`gang member ${this.node} has exited`);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  exit(): void {
    this.child.disconnect();
  }
}

/** Milliseconds from announceNotice on one node to the notice event on the last other node. */
async function trial(members: MemberProcess[], gangId: string, from: number): Promise<number[]> {
  const [hub, ...others] = members as [MemberProcess, ...MemberProcess[]];
  const nodes = members.length;
  hub.send({ op: 'open', node: 0, nodes, port: 0, gangId });
  const { port } = await hub.take('opened');
  for (const member of others) member.send({ op: 'open', node: member.node, nodes, port, gangId });
  await Promise.all(members.map((member) => member.take('ready')));
  // A random phase against the heartbeats, so a notice does not always follow one.
  await sleep(Math.random() * 100);
  const announcer = members[from] as MemberProcess;
  announcer.send({ op: 'notice' });
  const { at } = await announcer.take('announced');
  const heard = await Promise.all(
    members.filter((member) => member !== announcer).map((member) => member.take('heard')),
  );
  for (const member of members) member.send({ op: 'finish' });
  await Promise.all(members.map((member) => member.take('closed')));
  return heard.map((event) => event.at - at);
}

/** The value at fraction `p` of the sorted values (nearest rank, rounding down). */
export const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))] ??
  NaN;

const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function measure(size: number): Promise<string> {
  const members = Array.from({ length: size }, (_, node) => new MemberProcess(node));
  const lastNode: number[] = [];
  const everyNode: number[] = [];
  let fromHub = 0;
  try {
    for (let run = 0; run < TRIALS; run++) {
      // Every fifth notice is node 0's own; the rest come from a random other node.
      const from = run % 5 === 0 ? 0 : 1 + Math.floor(Math.random() * (size - 1));
      if (from === 0) fromHub++;
      const latencies = await trial(members, `bench/gang-${size}/trial-${run}`, from);
      everyNode.push(...latencies);
      lastNode.push(Math.max(...latencies));
    }
  } finally {
    for (const member of members) member.exit();
  }
  const worst = Math.max(...lastNode);
  const p99 = percentile(lastNode, 0.99);
  process.stderr.write(
    `gang of ${size}: p50 ${ms(percentile(lastNode, 0.5))}, p99 ${ms(p99)}, max ${ms(worst)}\n`,
  );
  return `| ${size} | ${TRIALS} (${fromHub} from node 0) | ${ms(percentile(everyNode, 0.5))} | ${ms(percentile(lastNode, 0.5))} | ${ms(p99)} | ${ms(worst)} | p99 under ${TARGET_MS} ms: ${p99 < TARGET_MS ? 'met' : '**not met**'} |`;
}

/** The gang channel's notice fan-out across member processes on loopback. */
export async function gangFanoutSection(): Promise<string> {
  const rows: string[] = [];
  for (const size of SIZES) rows.push(await measure(size));
  return `## Gang notice fan-out

The gang channel (\`src/notice/gang/\`) with each member in a Node process of
its own on 127.0.0.1, default heartbeats (1 s) and loss time (5 s). Each trial
opens a fresh gang (new gang id, node 0 on a new port), waits until every node
has joined, waits a random 0-100 ms, then announces a notice on one node: node 0
in every fifth trial, a random other node otherwise. Latency runs from the
\`announceNotice\` call to the moment each other member's notice event fires
(where the supervisor would signal its trainer), read from the wall clock in
each process. "Last node" is per trial, the time until the slowest member
heard: the gang is told only when every node is.

| gang size | trials | p50, any node | p50, last node | p99, last node | max, last node | target |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
}
