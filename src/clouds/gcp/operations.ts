import type { IOperation } from '@google-cloud/compute/build/src/v1/instances_client.js';
import type { ZoneOperationsClient } from '@google-cloud/compute/build/src/v1/zone_operations_client.js';

export interface WaitOptions {
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
  /** Give up after this long; a VM insert takes well under a minute. */
  readonly timeoutMs: number;
}

/**
 * Follows a zone operation to DONE. zoneOperations.wait holds the request
 * until the operation is done or about two minutes pass, but is best effort
 * and may return at once, so a quick return is followed by a short pause
 * before asking again.
 */
export async function waitForOperation(
  operations: ZoneOperationsClient,
  start: IOperation,
  where: { readonly project: string; readonly zone: string },
  options: WaitOptions,
): Promise<IOperation> {
  const name = start.name ?? '';
  if (name === '') throw new Error('Compute answered without naming the operation to wait for');
  const deadline = options.now() + options.timeoutMs;
  let operation = start;
  let pauses = 0;
  while (operation.status !== 'DONE') {
    if (options.now() > deadline) {
      throw new Error(
        `operation ${name} in ${where.zone} was still ${operation.status ?? 'unknown'} after ${Math.round(options.timeoutMs / 1000)} s`,
      );
    }
    const asked = options.now();
    [operation] = await operations.wait({
      project: where.project,
      zone: where.zone,
      operation: name,
    });
    if (operation.status !== 'DONE' && options.now() - asked < 1000) {
      pauses += 1;
      await options.sleep(Math.min(500 * pauses, 5000));
    }
  }
  return operation;
}
