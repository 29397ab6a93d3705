/**
 * Remembers each lookup's promise by key, so a price is asked for once per
 * process however many attempts share it, and callers that ask at the same
 * time wait for the one request.
 */
export class Memo<T> {
  private readonly entries = new Map<string, Promise<T>>();

  get(key: string, load: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = load();
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** Reads a JSON body, or fails naming the operation and what the server said. */
export async function jsonOrThrow(response: Response, operation: string): Promise<unknown> {
  if (!response.ok) {
    const text = (await response.text()).slice(0, 200).replace(/\s+/g, ' ').trim();
    throw new Error(`${operation}: HTTP ${response.status}${text === '' ? '' : ` (${text})`}`);
  }
  try {
    return await response.json();
  } catch {
    throw new Error(`${operation}: the answer is not JSON`);
  }
}

/** Gives up on a price server that does not answer, rather than holding finalize. */
export const LOOKUP_TIMEOUT_MS = 30_000;
