import { isRestError, type ComputeManagementClient } from '@azure/arm-compute';
import { explainArmError, isNotFound, isSignInFailure } from './arm-errors.js';
import type { Target } from './arm-target.js';

type Polling = { updateIntervalInMs?: number };

/** Deletes a VM and waits until it is gone; one already gone is no error. */
export async function deleteVm(
  compute: ComputeManagementClient,
  target: Target,
  polling: Polling,
): Promise<void> {
  try {
    await compute.virtualMachines.delete(target.group, target.name, polling);
  } catch (error) {
    // ARM answers 204 for a VM that does not exist; a missing resource
    // group answers 404. Either way nothing is left to delete.
    if (!isNotFound(error)) throw error;
  }
}

/**
 * Deletes what a failed create may have left: Azure keeps a VM whose
 * allocation failed, in state Failed, with the NIC it made for it. A
 * request ARM refused outright (4xx) created nothing, and one that failed
 * signing in never reached ARM: a delete would fail the same way and ask
 * the user to remove a VM that never existed.
 */
export async function removeFailedLaunch(
  compute: ComputeManagementClient,
  target: Target,
  failure: { readonly cause: unknown; readonly explained: Error },
  polling: Polling,
): Promise<void> {
  const { cause, explained } = failure;
  const status = isRestError(cause) ? (cause.statusCode ?? 0) : 0;
  if ((status >= 400 && status < 500) || isSignInFailure(cause)) return;
  try {
    await deleteVm(compute, target, polling);
  } catch (error) {
    const deleting = explainArmError(error, {
      action: 'Microsoft.Compute/virtualMachines/delete',
      target: target.where,
    });
    throw new Error(
      `${explained.message}; deleting what the failed launch left also failed, so delete VM ${target.name} in resource group ${target.group} by hand: ${deleting.message}`,
      { cause: error },
    );
  }
}
