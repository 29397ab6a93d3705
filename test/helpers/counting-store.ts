import type { Digest, Store } from '../../src/store/store.js';

/** One call a store received: the operation and its key (or prefix). */
export interface StoreCall {
  readonly op: 'put' | 'get' | 'read' | 'write' | 'create' | 'list' | 'listKeys' | 'delete';
  readonly key: string;
}

/**
 * A store that records every call before passing it on, so a test can say
 * how many requests a restore made and which prefixes it listed.
 */
export class CountingStore implements Store {
  readonly calls: StoreCall[] = [];
  readonly url: string;

  constructor(private readonly inner: Store) {
    this.url = inner.url;
  }

  count(op: StoreCall['op']): number {
    return this.calls.filter((call) => call.op === op).length;
  }

  reset(): void {
    this.calls.length = 0;
  }

  putFile(key: string, localPath: string): Promise<Digest> {
    this.calls.push({ op: 'put', key });
    return this.inner.putFile(key, localPath);
  }

  getFile(key: string, localPath: string, expected: Digest): Promise<void> {
    this.calls.push({ op: 'get', key });
    return this.inner.getFile(key, localPath, expected);
  }

  readText(key: string): Promise<string | undefined> {
    this.calls.push({ op: 'read', key });
    return this.inner.readText(key);
  }

  writeText(key: string, text: string): Promise<void> {
    this.calls.push({ op: 'write', key });
    return this.inner.writeText(key, text);
  }

  createExclusive(key: string, text: string): Promise<boolean> {
    this.calls.push({ op: 'create', key });
    return this.inner.createExclusive(key, text);
  }

  listChildren(prefix: string): Promise<string[]> {
    this.calls.push({ op: 'list', key: prefix });
    return this.inner.listChildren(prefix);
  }
}
