import { UserError } from '../base/errors.js';

const UNIT_BYTES: Record<string, number> = {
  B: 1,
  KiB: 1 << 10,
  MiB: 1 << 20,
  GiB: 1 << 30,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
};

/** Parses sizes such as `16MiB`, `64MB` or `1GiB`; a bare number is refused for the same reason durations are. */
export function parseSize(value: string, name: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(B|KiB|MiB|GiB|KB|MB|GB)$/.exec(value.trim());
  const bytes = match ? Number(match[1]) * (UNIT_BYTES[match[2] ?? ''] ?? Number.NaN) : Number.NaN;
  if (!Number.isFinite(bytes)) {
    throw new UserError(
      `${name}: "${value}" is not a size; expected a number with a unit, such as 16MiB, 64MB or 1GiB`,
    );
  }
  return Math.round(bytes);
}
