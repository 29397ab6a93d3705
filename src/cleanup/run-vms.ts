import type { InstanceRef } from '../clouds/cloud.js';
import { describeError } from '../base/errors.js';
import type { Logger } from '../base/log.js';
import { listLabelled, type LabelSearch } from './labelled-vms.js';
import type { RemovalFailure } from './removal-failure.js';
import { attemptRemoval, terminating } from './removal.js';

/** A VM of the run, and how finalize came to know of it. */
export interface RunVm {
  readonly instance: InstanceRef;
  /** Found on the cloud by the run's labels, as opposed to only named by `instance-id`. */
  readonly byLabels: boolean;
}

export interface RunVmsCleanup {
  /** Regions listed by the run's labels. */
  readonly searched: readonly string[];
  /** Every live VM of the run found, and the `instance-id` one. */
  readonly found: readonly RunVm[];
  readonly terminated: readonly RunVm[];
  readonly failures: readonly RemovalFailure[];
}

/**
 * Finds every live VM carrying `labels` in `regions` and terminates each,
 * with `hint` (the launch's `instance-id` output) terminated too: a launch
 * cancelled halfway leaves that output empty, while its VM carries the
 * labels from its first second. A region that cannot be listed, or a VM
 * that cannot be terminated, is reported and the rest are still done.
 */
export async function terminateRunVms(
  params: LabelSearch & { readonly hint?: InstanceRef; readonly logger: Logger },
): Promise<RunVmsCleanup> {
  const { cloud, logger } = params;
  const listed = await listLabelled(params);
  const failures: RemovalFailure[] = listed.unlisted.map(({ region, error }) => {
    logger.error(`could not list the run's VMs in ${region}: ${describeError(error)}`);
    return { what: `${cloud.name} VMs in ${region}`, why: describeError(error) };
  });
  const found: RunVm[] = listed.vms
    .filter((vm) => vm.state !== 'terminated' && vm.state !== 'gone')
    .map((vm) => ({ instance: vm.instance, byLabels: true }));
  const { hint } = params;
  if (hint && !found.some((vm) => vm.instance.id === hint.id)) {
    found.push({ instance: hint, byLabels: false });
  }
  const terminated: RunVm[] = [];
  for (const vm of found) {
    const removal = terminating(cloud, vm.instance);
    const outcome = await attemptRemoval(removal, logger);
    if (typeof outcome === 'object') {
      failures.push(outcome);
      continue;
    }
    terminated.push(vm);
    logger.info(`terminated ${removal.what}`);
  }
  return { searched: params.regions, found, terminated, failures };
}
