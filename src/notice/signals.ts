import type { Clock } from '../base/clock.js';
import type { Notice, NoticeSource } from './notice.js';

/**
 * SIGTERM (a shutting-down VM, a cancelled job, `kill`, `timeout`) or SIGINT
 * (Ctrl-C) sent to the supervisor itself. On a VM SIGTERM is the last resort:
 * by the time systemd sends it, the cloud's own notice usually came and
 * went. On a person's machine either signal is the person.
 */
export class SignalNoticeSource implements NoticeSource {
  readonly kind = 'signal' as const;

  constructor(
    private readonly params: {
      readonly clock: Clock;
      /** How long a signalled stop may take before the machine is gone. */
      readonly graceMs: number;
      /** SIGINT from a terminal is a person asking to stop, not a reclaim. */
      readonly sigintIsUserStop: boolean;
      /** SIGTERM is a person's too (`kill`, `timeout`): where no VM can be going away. */
      readonly sigtermIsUserStop?: boolean;
      readonly process?: Pick<NodeJS.Process, 'on' | 'off'>;
    },
  ) {}

  watch(signal: AbortSignal): Promise<Notice> {
    const proc = this.params.process ?? process;
    return new Promise<Notice>((resolve) => {
      const cleanup = (): void => {
        proc.off('SIGTERM', onTerm);
        proc.off('SIGINT', onInt);
      };
      const fire = (name: 'SIGTERM' | 'SIGINT'): void => {
        cleanup();
        const receivedAt = this.params.clock.now();
        const notice: Notice = {
          source: 'signal',
          reason: name,
          receivedAt,
          deadline: receivedAt + this.params.graceMs,
        };
        const byPerson =
          name === 'SIGINT' ? this.params.sigintIsUserStop : this.params.sigtermIsUserStop === true;
        resolve(byPerson ? { ...notice, userRequested: true } : notice);
      };
      const onTerm = (): void => fire('SIGTERM');
      const onInt = (): void => fire('SIGINT');
      proc.on('SIGTERM', onTerm);
      proc.on('SIGINT', onInt);
      signal.addEventListener('abort', cleanup, { once: true });
    });
  }
}
