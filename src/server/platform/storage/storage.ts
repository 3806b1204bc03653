import type { Readable } from 'node:stream';

export type Visibility = 'public' | 'private';

export type StoredObject = {
  stream: Readable;
  contentType: string;
  size: number;
  visibility: Visibility;
};

/**
 * One interface for uploaded files; the local-disk driver is the default and
 * the S3 driver is used when S3_BUCKET is set. Keys look like
 * `profile_avatars/{userId}/avatar_{timestamp}.webp` (see assertValidKey).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the object. */
  put(
    key: string,
    bytes: Uint8Array,
    contentType: string,
    options: { visibility: Visibility },
  ): Promise<void>;
  /**
   * Writes (or replaces) the object from a file on local disk, streamed, so a
   * large file (a data export's ZIP) is never held in memory.
   */
  putFile(
    key: string,
    file: string,
    contentType: string,
    options: { visibility: Visibility },
  ): Promise<void>;
  /** The object and what we stored about it, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups read each one with get). */
  list(): AsyncIterable<string>;
  /** Where a browser fetches a public object: `/uploads/<key>` (served by the app) or S3_PUBLIC_URL. */
  publicUrl(key: string): string;
  /**
   * What publicUrl writes before a key (`/uploads/`, or S3_PUBLIC_URL's
   * `/public/`): Explore's cards, written by PostgreSQL, join it to the key
   * (features/explore/card-json.ts).
   */
  readonly publicUrlBase: string;
}

/**
 * Safe path segments joined by single slashes: each starts with a letter, a
 * digit, `_` or `-` (no leading dot) and holds only those and dots. One
 * expression for the whole key: a page of Explore checks some forty.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const MAX_KEY_LENGTH = 512;

/** True for keys made of safe path segments: no `..`, no leading dot, no slashes at the ends. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return SAFE_KEY.test(key) && !key.includes('..');
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

/**
 * A valid key as a URL path: its characters (letters, digits, `_`, `-`, `.`
 * and the slashes between segments) are all unreserved in a URL path, so it
 * is itself. Anything else is refused, never encoded.
 */
export function keyToUrlPath(key: string): string {
  assertValidKey(key);
  return key;
}
