import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import type { Writable } from 'node:stream';

/**
 * Stops a process group once the supervisor is gone. The script blocks in
 * `read` on a pipe whose only writer is the supervisor, so it costs no CPU
 * while the supervisor lives; the kernel closes that pipe however the
 * supervisor dies (kill -9 included), and `read` then sees end of file. A
 * line instead means the supervisor saw the group end and the guard may go.
 * SIGCONT after SIGTERM: a torchrun agent frozen for a save (SIGSTOP, see
 * interrupt-group.ts) would otherwise hold its SIGTERM until the SIGKILL.
 * Checked with shellcheck in test/unit/group-watchdog.test.ts.
 */
export const WATCHDOG_SCRIPT = `if read -r _; then exit 0; fi
kill -s TERM -- "-$1" 2>/dev/null || exit 0
kill -s CONT -- "-$1" 2>/dev/null
waited=0
while [ "$waited" -lt "$2" ] && kill -s 0 -- "-$1" 2>/dev/null; do
  sleep 1
  waited=$((waited + 1))
done
kill -s KILL -- "-$1" 2>/dev/null
exit 0
`;

/** Arguments for sh: the group and the grace in whole seconds are separate words, never spliced in. */
export function watchdogArguments(pgid: number, graceMs: number): string[] {
  return [
    '-c',
    WATCHDOG_SCRIPT,
    'spot-train-watchdog',
    String(pgid),
    String(Math.ceil(graceMs / 1000)),
  ];
}

/**
 * Guards a trainer's process group against the supervisor dying without
 * stopping it: otherwise a trainer that never writes (and so never gets
 * SIGPIPE) would run, and bill, forever. SIGTERM first, SIGKILL after the grace.
 */
export class GroupWatchdog {
  private armed = true;

  private constructor(private readonly pipe: Writable) {}

  static arm(pgid: number, graceMs: number): GroupWatchdog {
    // In a session of its own: a Ctrl-C meant for the supervisor, or a signal
    // to the trainer's group, must not take the guard down with it.
    const child = spawn('sh', watchdogArguments(pgid, graceMs), {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    // Without sh there is no guard, but the trainer still runs as before.
    child.once('error', () => undefined);
    const pipe = child.stdin;
    pipe.on('error', () => undefined);
    // The pipe stays open for as long as we live, yet must not keep us alive.
    child.unref();
    if (pipe instanceof Socket) pipe.unref();
    return new GroupWatchdog(pipe);
  }

  /** The group has ended: a later supervisor death must not signal a group id the system may reuse. */
  disarm(): void {
    if (!this.armed) return;
    this.armed = false;
    this.pipe.end('done\n');
  }
}
