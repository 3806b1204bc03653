import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidKey,
  isValidKey,
  keyToUrlPath,
  type Storage,
  type StoredObject,
  type Visibility,
} from './storage';

type Meta = { contentType: string; visibility: Visibility; size: number };

/**
 * Files under `<root>/objects/<key>`, what we know about each under
 * `<root>/meta/<key>.json` (content type, visibility). Writes go to a
 * temporary file first and are renamed into place, so a reader never sees
 * half a file. Public objects are served by the app at /uploads/<key>.
 */
/** Where the app serves public objects (serve-uploads.ts). */
const PUBLIC_URL_BASE = '/uploads/';

export function createLocalDiskStorage(root: string): Storage {
  const objects = path.join(root, 'objects');
  const meta = path.join(root, 'meta');
  const tmp = path.join(root, 'tmp');

  const objectPath = (key: string) => {
    assertValidKey(key);
    const resolved = path.resolve(objects, key);
    // Belt and braces: the key check already rules out traversal.
    if (!resolved.startsWith(objects + path.sep)) throw new Error('Storage key escapes the root');
    return resolved;
  };
  const metaPath = (key: string) => `${path.resolve(meta, key)}.json`;

  async function writeAtomically(target: string, data: Uint8Array | string) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.mkdir(tmp, { recursive: true });
    const temporary = path.join(tmp, randomBytes(12).toString('hex'));
    await fs.writeFile(temporary, data, { mode: 0o640 });
    await fs.rename(temporary, target);
  }

  return {
    kind: 'local',
    async put(key, bytes, contentType, { visibility }) {
      const file = objectPath(key);
      const info: Meta = { contentType, visibility, size: bytes.byteLength };
      await writeAtomically(file, bytes);
      await writeAtomically(metaPath(key), JSON.stringify(info));
    },
    async putFile(key, source, contentType, { visibility }) {
      const target = objectPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.mkdir(tmp, { recursive: true });
      // Copied (not renamed: the source may be on another file system) to a
      // temporary file first, so a reader never sees half of it.
      const temporary = path.join(tmp, randomBytes(12).toString('hex'));
      await fs.copyFile(source, temporary);
      await fs.chmod(temporary, 0o640);
      await fs.rename(temporary, target);
      const { size } = await fs.stat(target);
      const info: Meta = { contentType, visibility, size };
      await writeAtomically(metaPath(key), JSON.stringify(info));
    },
    async get(key): Promise<StoredObject | null> {
      const file = objectPath(key);
      let info: Meta;
      try {
        info = JSON.parse(await fs.readFile(metaPath(key), 'utf8')) as Meta;
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        info.size = stat.size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return { stream: createReadStream(file), ...info };
    },
    async delete(key) {
      const file = objectPath(key);
      await fs.rm(file, { force: true });
      await fs.rm(metaPath(key), { force: true });
    },
    publicUrl(key) {
      // keyToUrlPath refuses an invalid key.
      return `${PUBLIC_URL_BASE}${keyToUrlPath(key)}`;
    },
    publicUrlBase: PUBLIC_URL_BASE,
    async *list() {
      let entries: string[];
      try {
        entries = await fs.readdir(objects, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries.sort()) {
        const key = entry.split(path.sep).join('/');
        if (!isValidKey(key)) continue;
        if ((await fs.stat(path.join(objects, entry))).isFile()) yield key;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
