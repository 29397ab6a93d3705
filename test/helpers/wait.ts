import { vi } from 'vitest';

/** Waits until `check` passes (it throws until then), polling every 20 ms. */
export async function eventually(
  check: () => void | Promise<void>,
  timeout = 10_000,
): Promise<void> {
  await vi.waitFor(check, { timeout, interval: 20 });
}
