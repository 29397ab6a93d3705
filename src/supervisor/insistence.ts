import type { Logger } from '../base/log.js';

/**
 * Signals to the supervisor once it is busy saving (from the notice, or the
 * trainer's exit, to the sealed manifest). A second SIGINT is a person
 * insisting: stop waiting for the trainer. SIGTERM is not: on GCP the
 * shutdown's SIGTERM comes right after the notice, and obeying it would
 * throw away the 30 s the trainer has to save; systemd or the cloud will
 * end things when the time is really up. Listening to both also keeps Node
 * from dying of the default handlers in the middle of the final upload.
 */
export function insistence(
  logger: Logger,
  proc: Pick<NodeJS.Process, 'on' | 'off'> = process,
): { promise: Promise<void>; dispose: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const onInt = (): void => {
    logger.warning('SIGINT again: not waiting for the trainer any longer');
    resolve();
  };
  const onTerm = (): void => logger.warning('SIGTERM while saving: carrying on until the deadline');
  proc.on('SIGINT', onInt);
  proc.on('SIGTERM', onTerm);
  return {
    promise,
    dispose: () => {
      proc.off('SIGINT', onInt);
      proc.off('SIGTERM', onTerm);
    },
  };
}
