import { UserError } from '../../base/errors.js';
import type { InstanceRef } from '../cloud.js';
import { explainArmError, type ArmAction } from './arm-errors.js';

/** What an ARM call acts on, and how its errors name it. */
export interface Target {
  readonly group: string;
  readonly name: string;
  readonly where: string;
}

/** The VM an instance ref names, in the resource group the ref carries. */
export function vmTarget(ref: InstanceRef): Target {
  if (ref.cloud !== 'azure') {
    throw new Error(`the Azure adapter was asked about ${ref.cloud} instance ${ref.id}`);
  }
  if (ref.group === undefined || ref.group === '') {
    throw new UserError(`Azure VM ${ref.id} names no resource group; the launch outputs carry it`);
  }
  return { group: ref.group, name: ref.id, where: `VM ${ref.id} in resource group ${ref.group}` };
}

/** Runs an ARM call; its error is explained by the action and what it acted on. */
export async function armCall<T>(
  target: Target,
  action: ArmAction,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw explainArmError(error, { action, target: target.where });
  }
}
