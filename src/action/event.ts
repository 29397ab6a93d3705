import { readFile } from 'node:fs/promises';

/**
 * `inputs._restart` of the event that started this run, if it was a
 * workflow_dispatch that carried one. Any other event has none.
 */
export async function restartFromEvent(eventPath: string | undefined): Promise<string | undefined> {
  if (!eventPath) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return undefined;
  }
  const inputs = (payload as { inputs?: unknown } | null)?.inputs;
  const value = (inputs as { _restart?: unknown } | null | undefined)?._restart;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
