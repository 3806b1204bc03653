import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The little a saved copy needs from storage. In the browser it is an
 * IndexedDB store of its own (idb-keyval); tests hand in `memoryStore()`,
 * as jsdom has no IndexedDB.
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

/** An IndexedDB database with one object store; nothing is opened until first used. */
export function indexedDbStore(database: string, objectStore: string): KeyValueStore {
  let store: UseStore | null = null;
  const use = () => {
    store ??= createStore(database, objectStore);
    return store;
  };
  return {
    get: (key) => get(key, use()),
    set: (key, value) => set(key, value, use()),
    del: (key) => del(key, use()),
    keys: async () => (await keys(use())).map(String),
    clear: () => clear(use()),
  };
}

/** A Map-backed store, for tests. */
export function memoryStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    keys: async () => [...map.keys()],
    clear: async () => map.clear(),
  };
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined';

/**
 * The device's store named `objectStore`, or null where the browser has no
 * IndexedDB (jsdom): nothing is then saved, and the app works as before.
 */
export function deviceStore(objectStore: 'cache' | 'outbox'): KeyValueStore | null {
  // idb-keyval's createStore opens one database per store name pair; two
  // stores in one database would need a version upgrade it does not do, so
  // each gets a database of its own.
  const database = objectStore === 'cache' ? 'homestay-offline' : 'homestay-outbox';
  return hasIndexedDb() ? indexedDbStore(database, objectStore) : null;
}
