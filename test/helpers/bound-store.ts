import type { Digest, Store } from '../../src/store/store.js';

/** A store's methods bound to it, as a plain object a test can override one method of. */
export function bound(store: Store): Store {
  return {
    url: store.url,
    putFile: store.putFile.bind(store),
    getFile: store.getFile.bind(store),
    readText: store.readText.bind(store),
    writeText: store.writeText.bind(store),
    createExclusive: store.createExclusive.bind(store),
    listChildren: store.listChildren.bind(store),
  };
}

/** The store, refusing (503) every upload of a local file `refuse` picks while it does. */
export function refusingUploads(store: Store, refuse: (path: string) => boolean): Store {
  return {
    ...bound(store),
    putFile: async (key: string, path: string): Promise<Digest> => {
      if (refuse(path)) throw new Error('503 Slow Down');
      return store.putFile(key, path);
    },
  };
}
