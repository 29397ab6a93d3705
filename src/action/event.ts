import { readFile } from 'node:fs/promises';

/**
 * The inputs of the workflow_dispatch event that started this run, as
 * strings (the form a dispatch takes them in); none for any other event.
 */
export async function dispatchInputsFromEvent(
  eventPath: string | undefined,
): Promise<Record<string, string>> {
  if (!eventPath) return {};
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return {};
  }
  const inputs = (payload as { inputs?: unknown } | null)?.inputs;
  if (typeof inputs !== 'object' || inputs === null) return {};
  return Object.fromEntries(
    Object.entries(inputs).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[name, String(value)]]
        : [],
    ),
  );
}

/** `inputs._restart` of the event that started this run, if it carried one. */
export async function restartFromEvent(eventPath: string | undefined): Promise<string | undefined> {
  const value = (await dispatchInputsFromEvent(eventPath))._restart?.trim();
  return value === '' ? undefined : value;
}
