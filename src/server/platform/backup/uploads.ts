import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage';
import { type Manifest, resolveInside, type UploadEntry } from './manifest';

/**
 * Copies every stored object (local disk or S3, through the Storage
 * interface) to `uploads/<key>`, byte for byte, with what restoring needs:
 * its content type and visibility. An object deleted between the listing
 * and the read is skipped (it went with its row, or will).
 */
export async function copyUploadsOut(storage: Storage, folder: string): Promise<UploadEntry[]> {
  const entries: UploadEntry[] = [];
  for await (const key of storage.list()) {
    const object = await storage.get(key);
    if (!object) continue;
    const file = `uploads/${key}`;
    const target = resolveInside(folder, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      object.stream,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(target, { flags: 'wx', flush: true }),
    );
    entries.push({
      key,
      contentType: object.contentType,
      visibility: object.visibility,
      file,
      size,
      sha256: hash.digest('hex'),
    });
  }
  return entries;
}

/** The first stored key, or null when the storage is empty. */
export async function firstStoredKey(storage: Storage): Promise<string | null> {
  for await (const key of storage.list()) return key;
  return null;
}

/**
 * Puts every object of the backup back, and (on a forced restore over
 * existing uploads) deletes the stored objects the backup does not have.
 */
export async function restoreUploads(
  storage: Storage,
  folder: string,
  manifest: Manifest,
  { removeOthers }: { removeOthers: boolean },
): Promise<void> {
  if (removeOthers) {
    const wanted = new Set(manifest.uploads.map((entry) => entry.key));
    const extra: string[] = [];
    for await (const key of storage.list()) if (!wanted.has(key)) extra.push(key);
    for (const key of extra) await storage.delete(key);
  }
  for (const entry of manifest.uploads) {
    const bytes = await fs.readFile(resolveInside(folder, entry.file));
    await storage.put(entry.key, bytes, entry.contentType, { visibility: entry.visibility });
  }
}
