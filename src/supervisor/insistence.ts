/**
 * After the first SIGINT or SIGTERM the supervisor is busy saving; a second
 * one means "stop now" (a person pressing Ctrl-C again, the runner's SIGTERM
 * after its SIGINT). Listening also keeps Node from dying of the default
 * handler in the middle of the final upload.
 */
export function insistence(proc: Pick<NodeJS.Process, 'on' | 'off'> = process): {
  promise: Promise<void>;
  dispose: () => void;
} {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const handler = (): void => resolve();
  proc.on('SIGINT', handler);
  proc.on('SIGTERM', handler);
  return {
    promise,
    dispose: () => {
      proc.off('SIGINT', handler);
      proc.off('SIGTERM', handler);
    },
  };
}
