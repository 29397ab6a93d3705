import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { awaitGang, freePortPair, startGangNode, type GangNode } from './gang-node.js';
import { NODE, WORK } from './paths.js';
import { BUCKET, CREDENTIALS, ENDPOINT } from './s3-server.js';

export const DURABLE_SIZES = [2, 4];
export const DURABLE_REPS = Number(process.env.BENCH_GANG_DURABLE_REPS ?? 3);
export const SHARD_MIB = 256;
const FIRST_DRILL_S = 3;

/**
 * Makes its shard's bytes, marks itself ready and idles; on SIGINT it writes
 * the shard (write, then rename, as frameworks do), records when it began and
 * finished and its supervisor's notice receipt, and exits.
 */
const TRAINER = [
  'import json, os, signal, sys, time',
  'node = os.environ["SPOT_TRAIN_NODE_RANK"]',
  `data = os.urandom(1 << 20) * ${SHARD_MIB}`,
  'def on_int(*_):',
  '    at = time.time()',
  '    path = os.path.join(os.environ["SPOT_TRAIN_OUTPUTS_DIR"], f"shard-{node}.pt")',
  '    with open(path + ".tmp", "wb") as f: f.write(data)',
  '    os.rename(path + ".tmp", path)',
  '    saved = time.time()',
  '    with open(os.environ["SPOT_TRAIN_NOTICE_FILE"]) as f: notice = json.load(f)',
  '    with open("sigint.json", "w") as f:',
  '        json.dump({"at": at, "saved": saved, "received_at": notice["received_at"]}, f)',
  '    sys.exit(130)',
  'signal.signal(signal.SIGINT, on_int)',
  'with open("ready", "w") as f: f.write(repr(time.time()))',
  'while True: time.sleep(0.05)',
].join('\n');

/** One node's stop, in ms since the epoch. */
interface NodeStop {
  readonly receivedAt: number;
  readonly sigintAt: number;
  readonly savedAt: number;
  /** receivedAt plus the "durable X after the notice" of its log. */
  readonly durableAt: number;
}

function durableMs(node: GangNode): number {
  const text = node.output();
  if (!new RegExp(`uploaded shard-${node.node}\\.pt \\(${SHARD_MIB}\\.0 MiB\\)`).test(text))
    throw new Error(`node ${node.node}'s shard was not uploaded after the notice:\n${text}`);
  const match = /everything saved is durable (\d+(?:\.\d+)?)(ms|s) after the notice/.exec(text);
  if (!match) throw new Error(`no notice-to-durable time in node ${node.node}'s log:\n${text}`);
  return Number(match[1]) * (match[2] === 'ms' ? 1 : 1000);
}

function nodeStop(node: GangNode): NodeStop {
  const path = join(node.dir, 'sigint.json');
  if (!existsSync(path))
    throw new Error(`node ${node.node}'s trainer never got SIGINT:\n${node.output()}`);
  const raw = JSON.parse(readFileSync(path, 'utf8')) as {
    at: number;
    saved: number;
    received_at: string;
  };
  const receivedAt = Date.parse(raw.received_at);
  return {
    receivedAt,
    sigintAt: raw.at * 1000,
    savedAt: raw.saved * 1000,
    durableAt: receivedAt + durableMs(node),
  };
}

const readyAt = (dir: string): number =>
  existsSync(join(dir, 'ready')) ? Number(readFileSync(join(dir, 'ready'), 'utf8')) * 1000 : NaN;

/** A drilled gang of `size` against the S3 server: every node's stop, the noticed node's first. */
async function gangRun(
  size: number,
  rep: number,
  from: number,
  drillS: number,
): Promise<NodeStop[] | 'early'> {
  const root = join(WORK, 'gang-notice', `durable-${size}-${rep}`);
  const place = {
    nodes: size,
    port: await freePortPair(),
    runId: String(8000 + rep),
    store: `s3://${BUCKET}/gang-${size}-${rep}`,
  };
  const nodes: GangNode[] = [];
  for (let node = 0; node < size; node++) {
    const dir = join(root, `node-${node}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'trainer.py'), TRAINER);
    const inputs = {
      run: 'python3 trainer.py',
      's3-endpoint': ENDPOINT,
      's3-force-path-style': 'true',
      ...(node === from ? { 'simulate-interruption': `after:${drillS}s,notice:120s` } : {}),
    };
    nodes.push(startGangNode(place, node, dir, inputs, CREDENTIALS));
  }
  await awaitGang(nodes, 180_000);
  if (nodes.some((node) => /before the trainer started/.test(node.output()))) return 'early';
  const stops = nodes.map(nodeStop);
  const noticed = stops[from] as NodeStop;
  if (!(Math.max(...nodes.map((node) => readyAt(node.dir))) < noticed.receivedAt)) return 'early';
  rmSync(root, { recursive: true, force: true });
  return [noticed, ...stops.filter((_, node) => node !== from)];
}

/** What one gang run took, in s, from the noticed node's receipt. */
export interface GangDurable {
  /** To the last node's "everything saved is durable". */
  readonly total: number;
  /** That node's trainer writing its shard. */
  readonly save: number;
  /** Per node, from the first receipt to SIGINT in its trainer. */
  readonly sigint: number[];
}

/** A drilled gang of `size` on node rep % size; a drill that came before every trainer was up is raised and run again. */
async function gangDurable(size: number, rep: number, drill: { s: number }): Promise<GangDurable> {
  for (;;) {
    const stops = await gangRun(size, rep, rep % size, drill.s);
    if (stops === 'early') {
      drill.s++;
      continue;
    }
    const first = (stops[0] as NodeStop).receivedAt;
    const last = stops.reduce((a, b) => (b.durableAt > a.durableAt ? b : a));
    return {
      total: (last.durableAt - first) / 1000,
      save: (last.savedAt - last.sigintAt) / 1000,
      sigint: stops.map((stop) => (stop.sigintAt - first) / 1000),
    };
  }
}

type Uploader = ChildProcessByStdio<Writable, Readable, null>;

/** Starts one bare-upload process per shard and resolves once each has its store open. */
async function startUploaders(files: string[], size: number, rep: number): Promise<Uploader[]> {
  const script = join(import.meta.dirname, 'gang-bare-upload.js');
  const children = files.map((file, node) =>
    spawn(NODE, [script, file, `bare-${size}-${rep}/shard-${node}.pt`], {
      env: { ...process.env, ...CREDENTIALS },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  await Promise.all(children.map((child) => firstLine(child)));
  return children;
}

function firstLine(child: Uploader): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end < 0) return;
      child.stdout.off('data', onData);
      resolve(text.slice(0, end));
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`a bare upload exited with ${code} before it answered`)),
    );
  });
}

/**
 * The same shards uploaded bare, one process per node, all at once: each
 * shard written just before (concurrently, as the trainers write theirs),
 * so the uploads read files the kernel is still writing back. Seconds
 * from the common start to the slowest upload's end.
 */
export async function bareUploads(size: number, rep: number): Promise<number> {
  const dir = join(WORK, 'gang-notice', `bare-${size}-${rep}`);
  mkdirSync(dir, { recursive: true });
  const files = Array.from({ length: size }, (_, node) => join(dir, `shard-${node}.pt`));
  const children = await startUploaders(files, size, rep);
  await Promise.all(files.map((file) => writeShard(file)));
  const started = Date.now();
  const ends = children.map((child) => firstLine(child));
  for (const child of children) child.stdin.write('go\n');
  const endedAt = (await Promise.all(ends)).map(
    (line) => (JSON.parse(line) as { endedAt: number }).endedAt,
  );
  rmSync(dir, { recursive: true, force: true });
  return (Math.max(...endedAt) - started) / 1000;
}

function writeShard(file: string): Promise<void> {
  const code = `open(${JSON.stringify(file)}, "wb").write(__import__("os").urandom(1 << 20) * ${SHARD_MIB})`;
  const child = spawn('python3', ['-c', code], { stdio: 'inherit' });
  return new Promise((resolve, reject) =>
    child.once('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`writing ${file} failed (${status})`)),
    ),
  );
}

export interface DurableRow {
  readonly size: number;
  readonly gangs: GangDurable[];
  /** Seconds, the slowest of the bare uploads, per rep. */
  readonly bare: number[];
  readonly drillS: number;
}

/** DURABLE_REPS drilled gangs of `size`, each followed by its bare baseline. */
export async function measureDurable(size: number): Promise<DurableRow> {
  const drill = { s: FIRST_DRILL_S };
  const gangs: GangDurable[] = [];
  const bare: number[] = [];
  for (let rep = 0; rep < DURABLE_REPS; rep++) {
    gangs.push(await gangDurable(size, rep, drill));
    bare.push(await bareUploads(size, rep));
    process.stderr.write(
      `gang-notice durable, ${size} nodes, rep ${rep}: gang ${gangs[rep]?.total.toFixed(2)} s (save ${gangs[rep]?.save.toFixed(2)} s), bare ${bare[rep]?.toFixed(2)} s\n`,
    );
  }
  return { size, gangs, bare, drillS: drill.s };
}
