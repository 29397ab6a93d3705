import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../base/clock.js';
import { describeError } from '../base/errors.js';
import { formatDuration } from '../base/duration.js';
import type { Logger } from '../base/log.js';
import { LineSplitter } from '../base/line-splitter.js';
import { specForFile, type CacheSpec, type SaveReport } from './cache-spec.js';

/** How the save process is started: dist/cache-save.js under this Node, in production. */
export interface SaveWorker {
  readonly command: string;
  readonly args: readonly string[];
}

export function distSaveWorker(): SaveWorker {
  // The bundle's chunks and its entry files all live in dist/.
  return { command: process.execPath, args: [join(import.meta.dirname, 'cache-save.js')] };
}

export interface EarlySaveParams {
  readonly spec: CacheSpec;
  /** The warm step restored exactly this key: there is nothing to save. */
  readonly restoredExactKey: boolean;
  /** A directory of this job's own (RUNNER_TEMP/spot-train). */
  readonly temp: string;
  readonly worker: SaveWorker;
  /** The save's environment: the runner's, which holds what the backend needs. */
  readonly env: NodeJS.ProcessEnv;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Where workflow commands of the save (::add-mask:: first of all) go unchanged. */
  readonly commandOut?: (line: string) => void;
}

/**
 * The save of the warm caches, begun as soon as the trainer reports its
 * first step (the setup steps have filled the caches by then) and run
 * beside training in a process of its own. A notice kills it at once:
 * checkpoints always win, and a half-sent cache is worth nothing anyway.
 */
export class EarlySave {
  private child: ChildProcess | undefined;
  private settled: Promise<SaveReport> | undefined;
  private cancelled: { why: string; at: number } | undefined;
  private startedAt = 0;

  constructor(private readonly params: EarlySaveParams) {}

  /** Starts the save unless it started already or a notice came first. */
  start(): void {
    if (this.settled || this.cancelled) return;
    const { spec, logger } = this.params;
    if (this.params.restoredExactKey) {
      this.settled = Promise.resolve({ state: 'cached', why: `restored from ${spec.key} already` });
      return;
    }
    logger.info(`saving the warm caches under ${spec.key} in the background`);
    this.startedAt = this.params.clock.now();
    this.settled = this.run().catch((error: unknown): SaveReport => ({
      state: 'failed',
      message: describeError(error),
    }));
  }

  /** Stops an unfinished save now (its process group is killed); a finished one stays saved. */
  cancel(why: string): void {
    if (this.cancelled) return;
    this.cancelled = { why, at: this.params.clock.now() };
    const pid = this.child?.exitCode === null ? this.child.pid : undefined;
    if (pid === undefined) return;
    try {
      process.kill(-pid, 'SIGKILL');
      this.params.logger.info(`cache save stopped: ${why}`);
    } catch {
      // It exited between the check and the kill: its result stands.
    }
  }

  /** What became of the save, waiting for it at most `waitMs` before it is stopped. */
  async finish(waitMs: number): Promise<SaveReport> {
    if (!this.settled) {
      return { state: 'not-started', why: this.cancelled?.why ?? 'the trainer reported no step' };
    }
    const timer = new AbortController();
    const late = this.params.clock
      .sleep(waitMs, timer.signal)
      .then(() => this.cancel(`still saving ${formatDuration(waitMs)} after training ended`))
      .catch(() => undefined);
    try {
      return await this.settled;
    } finally {
      timer.abort();
      await late;
    }
  }

  private async run(): Promise<SaveReport> {
    const { spec, temp, worker, env } = this.params;
    await mkdir(temp, { recursive: true });
    const specFile = join(temp, 'cache-save-spec.json');
    const resultFile = join(temp, 'cache-save-result.json');
    await rm(resultFile, { force: true });
    await writeFile(specFile, JSON.stringify(specForFile(spec)));
    // A notice may have come while the spec was written.
    if (this.cancelled) return this.cancelledReport();
    const child = spawn(worker.command, [...worker.args, specFile, resultFile], {
      // The workspace @actions/cache writes tar entries relative to (github-backend.ts).
      env: { ...withoutInputs(env), GITHUB_WORKSPACE: spec.cwd },
      cwd: spec.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const out = new LineSplitter((line) => this.relay(line));
    const err = new LineSplitter((line) => this.relay(line));
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const code = await new Promise<number | null>((resolve) => {
      child.once('error', () => resolve(null));
      child.once('close', (exit) => resolve(exit));
    });
    out.end();
    err.end();
    if (code !== 0) {
      return this.wasCancelled()
        ? this.cancelledReport()
        : { state: 'failed', message: `the save process ended with ${code ?? 'a signal'}` };
    }
    return JSON.parse(await readFile(resultFile, 'utf8')) as SaveReport;
  }

  /** Read afresh: a notice may cancel while the save is awaited. */
  private wasCancelled(): boolean {
    return this.cancelled !== undefined;
  }

  private cancelledReport(): SaveReport {
    const at = this.cancelled?.at ?? this.params.clock.now();
    return { state: 'cancelled', why: this.cancelled?.why ?? '', ms: at - this.startedAt };
  }

  /** Workflow commands pass unchanged, so the runner masks what the save registers as secret. */
  private relay(line: string): void {
    if (line.startsWith('::')) (this.params.commandOut ?? writeLine)(line);
    else this.params.logger.info(`cache save: ${line}`);
  }
}

function writeLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** The action's inputs (tokens among them) are not the save's business. */
function withoutInputs(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('INPUT_')));
}
