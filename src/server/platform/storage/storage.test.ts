import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import { InvalidStorageKeyError, isValidKey, type Storage, type StoredObject } from './storage';

async function read(object: StoredObject | null): Promise<string> {
  if (!object) throw new Error('no object');
  return text(object.stream);
}

/** The one contract every storage driver keeps. */
function storageContract(
  name: string,
  make: () => Promise<{ storage: Storage; close(): Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await make());
    });
    afterAll(async () => {
      await close();
    });

    it('stores, reads back with its content type and visibility, and replaces', async () => {
      const key = 'profile_avatars/u1/avatar_1.webp';
      await storage.put(key, Buffer.from('first'), 'image/webp', { visibility: 'public' });
      const first = await storage.get(key);
      expect(first).toMatchObject({ contentType: 'image/webp', visibility: 'public', size: 5 });
      expect(await read(first)).toBe('first');
      await storage.put(key, Buffer.from('second!'), 'image/webp', { visibility: 'public' });
      const second = await storage.get(key);
      expect(second?.size).toBe(7);
      expect(await read(second)).toBe('second!');
    });

    it('keeps private objects private and can change an object’s visibility', async () => {
      const key = 'agreements/p1/signed.pdf';
      await storage.put(key, Buffer.from('%PDF'), 'application/pdf', { visibility: 'private' });
      const got = await storage.get(key);
      expect(got?.visibility).toBe('private');
      got?.stream.destroy();
      await storage.put(key, Buffer.from('%PDF'), 'application/pdf', { visibility: 'public' });
      const now = await storage.get(key);
      expect(now?.visibility).toBe('public');
      now?.stream.destroy();
    });

    it('stores a file from disk, streamed (putFile), privately', async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-putfile-'));
      const file = path.join(dir, 'export.zip');
      await fs.writeFile(file, 'PK zip bytes');
      const key = 'data_exports/u1/e1.zip';
      await storage.putFile(key, file, 'application/zip', { visibility: 'private' });
      await fs.rm(dir, { recursive: true, force: true });
      const got = await storage.get(key);
      expect(got).toMatchObject({
        contentType: 'application/zip',
        visibility: 'private',
        size: 12,
      });
      expect(await read(got)).toBe('PK zip bytes');
      await storage.delete(key);
    });

    it('deletes, and deleting twice or a missing key is fine', async () => {
      const key = 'profile_avatars/u2/avatar_2.webp';
      await storage.put(key, Buffer.from('x'), 'image/webp', { visibility: 'public' });
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
      expect(await storage.get('never/was/here.png')).toBeNull();
    });

    it('refuses keys that could escape or confuse a path', async () => {
      for (const key of [
        '../etc/passwd',
        'a/../../b',
        '/abs/path',
        'a//b',
        '.hidden',
        'a/.git/config',
        'a\\b',
        'a b',
        '',
        'x'.repeat(600),
        'caf\u00e9/x',
        'a/',
      ]) {
        expect(isValidKey(key), key).toBe(false);
        expect(() => storage.publicUrl(key), key).toThrow(InvalidStorageKeyError);
        await expect(
          storage.put(key, Buffer.from('x'), 'text/plain', { visibility: 'public' }),
          key,
        ).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it('lists every key once, public and private, and none deleted', async () => {
      await storage.put('listing/a/one.png', Buffer.from('1'), 'image/png', {
        visibility: 'public',
      });
      await storage.put('listing/b/two.pdf', Buffer.from('2'), 'application/pdf', {
        visibility: 'private',
      });
      await storage.put('listing/gone.png', Buffer.from('3'), 'image/png', {
        visibility: 'public',
      });
      await storage.delete('listing/gone.png');
      const keys: string[] = [];
      for await (const key of storage.list()) if (key.startsWith('listing/')) keys.push(key);
      expect(keys.sort()).toEqual(['listing/a/one.png', 'listing/b/two.pdf']);
    });

    it('gives public URLs for a key', () => {
      expect(storage.publicUrl('profile_avatars/u1/avatar_1.webp')).toMatch(
        /\/profile_avatars\/u1\/avatar_1\.webp$/,
      );
    });
  });
}

storageContract('local-disk', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'homestay-storage-'));
  return {
    storage: createLocalDiskStorage(root),
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
});

let s3: TestS3Server;
storageContract('S3 (s3rver)', async () => {
  s3 = await startTestS3Server();
  return {
    storage: createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: undefined,
      forcePathStyle: true,
    }),
    close: () => s3.close(),
  };
});

describe('public URLs', () => {
  const options = {
    bucket: 'b',
    region: 'r',
    endpoint: undefined,
    accessKeyId: undefined,
    secretAccessKey: undefined,
    forcePathStyle: false,
  };

  it('are app paths for local disk, and S3_PUBLIC_URL/public/<key> when set for S3', () => {
    expect(createLocalDiskStorage('/tmp/x').publicUrl('a/b.webp')).toBe('/uploads/a/b.webp');
    expect(
      createS3Storage({ ...options, publicUrl: 'https://cdn.example' }).publicUrl('a/b.webp'),
    ).toBe('https://cdn.example/public/a/b.webp');
    expect(createS3Storage({ ...options, publicUrl: undefined }).publicUrl('a/b.webp')).toBe(
      '/uploads/a/b.webp',
    );
  });

  it('are the base Explore’s cards write before a key, and the key', () => {
    // PostgreSQL writes a card's cover URL as publicUrlBase and the key
    // (features/explore/card-json.ts): the two must agree.
    for (const storage of [
      createLocalDiskStorage('/tmp/x'),
      createS3Storage({ ...options, publicUrl: 'https://cdn.example' }),
      createS3Storage({ ...options, publicUrl: undefined }),
    ]) {
      expect(storage.publicUrl('property_photos/p1/c.webp')).toBe(
        `${storage.publicUrlBase}property_photos/p1/c.webp`,
      );
    }
  });
});
