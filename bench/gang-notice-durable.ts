import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { awaitGang, freePortPair, startGangNode, type GangNode } from './gang-node.js';
import { bareUploads, type BareResult } from './gang-bare-uploads.js';
import type { CpuSampler, CpuWindow } from './cpu-sampler.js';
import { WORK } from './paths.js';
import { BUCKET, CREDENTIALS, ENDPOINT } from './s3-server.js';

export const DURABLE_SIZES = [2, 4];
/** Reps per gang size: a gang of 2 is cheap, so it gets more (BENCH_GANG_DURABLE_REPS sets both). */
export const durableReps = (size: number): number =>
  Number(process.env.BENCH_GANG_DURABLE_REPS ?? (size > 2 ? 3 : 5));
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
  /** The shard's upload, as its log times it, in ms. */
  readonly uploadMs: number;
}

/** A duration as the log prints it (formatDuration): 850ms, 12.3s. */
function logMs(amount: string | undefined, unit: string | undefined): number {
  return Number(amount) * (unit === 'ms' ? 1 : 1000);
}

/** The node's "everything saved is durable X after the notice" and its shard's upload time, in ms. */
function fromLog(node: GangNode): { durableMs: number; uploadMs: number } {
  const text = node.output();
  const upload = new RegExp(
    `uploaded shard-${node.node}\\.pt \\(${SHARD_MIB}\\.0 MiB\\) in (\\d+(?:\\.\\d+)?)(ms|s)`,
  ).exec(text);
  if (!upload)
    throw new Error(`node ${node.node}'s shard was not uploaded after the notice:\n${text}`);
  const durable = /everything saved is durable (\d+(?:\.\d+)?)(ms|s) after the notice/.exec(text);
  if (!durable) throw new Error(`no notice-to-durable time in node ${node.node}'s log:\n${text}`);
  return { durableMs: logMs(durable[1], durable[2]), uploadMs: logMs(upload[1], upload[2]) };
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
  const log = fromLog(node);
  return {
    receivedAt,
    sigintAt: raw.at * 1000,
    savedAt: raw.saved * 1000,
    durableAt: receivedAt + log.durableMs,
    uploadMs: log.uploadMs,
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
  sampler: CpuSampler,
): Promise<{ stops: NodeStop[]; pids: number[] } | 'early'> {
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
  sampler.watch(nodes.map((node) => node.pid));
  await awaitGang(nodes, 180_000);
  if (nodes.some((node) => /before the trainer started/.test(node.output()))) return 'early';
  const stops = nodes.map(nodeStop);
  const noticed = stops[from] as NodeStop;
  if (!(Math.max(...nodes.map((node) => readyAt(node.dir))) < noticed.receivedAt)) return 'early';
  rmSync(root, { recursive: true, force: true });
  const ordered = [noticed, ...stops.filter((_, node) => node !== from)];
  return { stops: ordered, pids: nodes.map((node) => node.pid) };
}

/** What one gang run took, in s, from the noticed node's receipt. */
export interface GangDurable {
  /** To the last node's "everything saved is durable". */
  readonly total: number;
  /** That node's trainer writing its shard. */
  readonly save: number;
  /** That node's upload of its shard, as its log times it. */
  readonly upload: number;
  /** To SIGINT in the last trainer to get it. */
  readonly lastSigint: number;
  readonly cpu: CpuWindow;
}

/** A drilled gang of `size` on node rep % size; a drill that came before every trainer was up is raised and run again. */
async function gangDurable(
  size: number,
  rep: number,
  drill: { s: number },
  probe: { sampler: CpuSampler; serverPid: number },
): Promise<GangDurable> {
  for (;;) {
    const run = await gangRun(size, rep, rep % size, drill.s, probe.sampler);
    if (run === 'early') {
      drill.s++;
      continue;
    }
    const first = (run.stops[0] as NodeStop).receivedAt;
    const last = run.stops.reduce((a, b) => (b.durableAt > a.durableAt ? b : a));
    const cpu = probe.sampler.window(first, last.durableAt, {
      uploaders: run.pids,
      server: [probe.serverPid],
    });
    return {
      total: (last.durableAt - first) / 1000,
      save: (last.savedAt - last.sigintAt) / 1000,
      upload: last.uploadMs / 1000,
      lastSigint: (Math.max(...run.stops.map((stop) => stop.sigintAt)) - first) / 1000,
      cpu,
    };
  }
}

export interface DurableRow {
  readonly size: number;
  readonly gangs: GangDurable[];
  readonly bare: BareResult[];
  readonly drillS: number;
}

/** DURABLE_REPS drilled gangs of `size`, each followed by its bare baseline. */
export async function measureDurable(
  size: number,
  probe: { sampler: CpuSampler; serverPid: number },
): Promise<DurableRow> {
  const drill = { s: FIRST_DRILL_S };
  const gangs: GangDurable[] = [];
  const bare: BareResult[] = [];
  for (let rep = 0; rep < durableReps(size); rep++) {
    const gang = await gangDurable(size, rep, drill, probe);
    const alone = await bareUploads({ size, mib: SHARD_MIB, label: `${size}-${rep}` }, probe);
    gangs.push(gang);
    bare.push(alone);
    process.stderr.write(
      `gang-notice durable, ${size} nodes, rep ${rep}: gang ${gang.total.toFixed(2)} s (save ${gang.save.toFixed(2)} s, upload ${gang.upload.toFixed(2)} s), bare ${alone.seconds.toFixed(2)} s\n`,
    );
  }
  return { size, gangs, bare, drillS: drill.s };
}
