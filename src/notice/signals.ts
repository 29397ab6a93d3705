import type { Clock } from '../base/clock.js';
import type { Notice, NoticeSource } from './notice.js';

/**
 * SIGTERM (a shutting-down VM, a cancelled job) or SIGINT (Ctrl-C) sent to the
 * supervisor itself. It is the last resort on a VM: by the time systemd sends
 * SIGTERM, the cloud's own notice usually came and went.
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
        resolve(
          name === 'SIGINT' && this.params.sigintIsUserStop
            ? { ...notice, userRequested: true }
            : notice,
        );
      };
      const onTerm = (): void => fire('SIGTERM');
      const onInt = (): void => fire('SIGINT');
      proc.on('SIGTERM', onTerm);
      proc.on('SIGINT', onInt);
      signal.addEventListener('abort', cleanup, { once: true });
    });
  }
}
