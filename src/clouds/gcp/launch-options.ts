import { UserError } from '../../base/errors.js';

/**
 * The `cloud-options` a GCP launch reads, and how their values are read.
 * Apart from the instance resource, so the settings check them without
 * loading the request builders.
 */
export const OPTION_KEYS = [
  'project',
  'network',
  'subnetwork',
  'service-account',
  'accelerator',
  'disk-type',
  'no-external-ip',
  'placement-policy',
] as const;

/** Fails on a value the launch would refuse, before anything is registered. */
export function checkOptions(options: Readonly<Record<string, string>>): void {
  if (options.accelerator) parseAccelerator(options.accelerator);
  const flag = options['no-external-ip'];
  if (flag && flag !== 'true' && flag !== 'false')
    throw new UserError(`no-external-ip is "${flag}"; expected true or false`);
}

export interface Accelerator {
  readonly type: string;
  readonly count: number;
}

/** `nvidia-tesla-t4:1`, `nvidia-l4` (one GPU). */
export function parseAccelerator(value: string): Accelerator {
  const match = /^([a-z][-a-z0-9]*)(?::(\d+))?$/.exec(value.trim());
  const count = Number(match?.[2] ?? '1');
  if (match === null || !Number.isInteger(count) || count < 1) {
    throw new UserError(
      `GCP accelerator "${value}" is not of the form TYPE[:COUNT], such as nvidia-tesla-t4:1`,
    );
  }
  return { type: match[1] ?? '', count };
}

export function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new UserError(`GCP option ${name} is "${value}"; expected true or false`);
}
