import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createHost,
  createProperty,
  testPhoto,
  uploadPhotos,
} from '../../../../tests/helpers/factories';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

type PhotoJson = {
  id: string;
  url: string;
  thumbnailUrl: string;
  position: number;
  isCover: boolean;
};

describe('property photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const fileOf = (url: string) =>
    path.join(t.dataDir, 'uploads', 'objects', ...url.replace(/^\/uploads\//, '').split('/'));

  it('re-encodes each photo (WebP, at most 1600 px, no EXIF or GPS) with a 400 px thumbnail; the first is the cover', async () => {
    const { host, property } = await createProperty(t.app, { status: 'draft' });
    const big = await testPhoto({ width: 3000, height: 2000, withGps: true });
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const res = await uploadPhotos(t.app, host, property.id, [big, await testPhoto()]);
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().photos as PhotoJson[];
    expect(photos.map((p) => [p.position, p.isCover])).toEqual([
      [0, true],
      [1, false],
    ]);
    const first = photos[0] as PhotoJson;
    expect(first.url).toMatch(
      new RegExp(`^/uploads/property_photos/${property.id}/[0-9a-f-]{36}\\.webp$`),
    );
    const large = await fs.readFile(fileOf(first.url));
    const meta = await sharp(large).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1067]);
    expect(meta.exif).toBeUndefined();
    expect(large.includes('secret-farm-address')).toBe(false);
    const thumb = await sharp(await fs.readFile(fileOf(first.thumbnailUrl))).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 267]);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);

    // The details and the host's card show the cover.
    const details = await call(t.app, 'GET', `/api/properties/${property.id}`, host);
    expect(details.json().cover).toEqual({ url: first.url, thumbnailUrl: first.thumbnailUrl });
    const cards = await call(t.app, 'GET', '/api/properties', host);
    expect(cards.json().items[0].cover.url).toBe(first.url);
  });

  it('reorders, sets the cover, deletes (the next becomes cover) and removes the files', async () => {
    const { host, property } = await createProperty(t.app, { status: 'draft' });
    const base = `/api/properties/${property.id}/photos`;
    const up = await uploadPhotos(t.app, host, property.id, [
      await testPhoto({ width: 300, height: 200 }),
      await testPhoto({ width: 310, height: 200 }),
      await testPhoto({ width: 320, height: 200 }),
    ]);
    const [a, b, c] = up.json().photos as PhotoJson[];
    if (!a || !b || !c) throw new Error('three photos expected');

    const reordered = await call(t.app, 'PUT', `${base}/order`, host, {
      photoIds: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().photos.map((p: PhotoJson) => p.id)).toEqual([c.id, a.id, b.id]);
    const partial = await call(t.app, 'PUT', `${base}/order`, host, { photoIds: [c.id, a.id] });
    expect(partial.statusCode).toBe(422);
    const twice = await call(t.app, 'PUT', `${base}/order`, host, { photoIds: [c.id, a.id, a.id] });
    expect(twice.statusCode).toBe(422);

    const cover = await call(t.app, 'POST', `${base}/${b.id}/cover`, host, {});
    expect(
      cover
        .json()
        .photos.filter((p: PhotoJson) => p.isCover)
        .map((p: PhotoJson) => p.id),
    ).toEqual([b.id]);

    const deleted = await call(t.app, 'DELETE', `${base}/${b.id}`, host);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().photos.map((p: PhotoJson) => [p.id, p.position, p.isCover])).toEqual([
      [c.id, 0, true],
      [a.id, 1, false],
    ]);
    await expect(fs.access(fileOf(b.url))).rejects.toThrow();
    await expect(fs.access(fileOf(b.thumbnailUrl))).rejects.toThrow();
    const missing = await call(t.app, 'DELETE', `${base}/${b.id}`, host);
    expect(missing.statusCode).toBe(404);
  });

  it('keeps at most 12 photos per property (422) and stores nothing from a refused upload', async () => {
    const { host, property } = await createProperty(t.app, { status: 'draft' });
    const small = await testPhoto({ width: 64, height: 48 });
    const ten = await uploadPhotos(t.app, host, property.id, Array(10).fill(small));
    expect(ten.statusCode, ten.body).toBe(201);
    const tooMany = await uploadPhotos(t.app, host, property.id, Array(3).fill(small));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.message).toContain('at most 12 photos');
    const dir = path.join(t.dataDir, 'uploads', 'objects', 'property_photos', property.id);
    expect(await fs.readdir(dir)).toHaveLength(20);
    const two = await uploadPhotos(t.app, host, property.id, [small, small]);
    expect(two.statusCode).toBe(201);
    const full = await uploadPhotos(t.app, host, property.id, [small]);
    expect(full.statusCode).toBe(422);
  });

  it('refuses a file over 10 MB (413), a non-image (400), no file (400) and JSON (415)', async () => {
    const { host, property } = await createProperty(t.app, { status: 'draft' });
    const huge = Buffer.concat([await testPhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadPhotos(t.app, host, property.id, [huge]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toEqual({
      code: 'payload_too_large',
      message: 'Each photo must be 10 MB or smaller',
    });
    const html = await uploadPhotos(t.app, host, property.id, [
      Buffer.from('<html><script>alert(1)</script>'),
    ]);
    expect(html.statusCode).toBe(400);
    expect(html.json().error.message).toBe(
      'Please choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image',
    );
    const none = await uploadPhotos(t.app, host, property.id, []);
    expect(none.statusCode).toBe(400);
    const json = await call(t.app, 'POST', `/api/properties/${property.id}/photos`, host, {
      url: 'x',
    });
    expect(json.statusCode).toBe(415);
    const details = await call(t.app, 'GET', `/api/properties/${property.id}`, host);
    expect(details.json().photos).toEqual([]);
  });

  it('lets only the host touch photos: 403 for a member or another host of a listed property, 404 when hidden', async () => {
    const created = await createProperty(t.app);
    const member = await addMember(t.app, created);
    const otherHost = await createHost(t.app);
    const up = await uploadPhotos(t.app, created.host, created.property.id, [await testPhoto()]);
    const photo = (up.json().photos as PhotoJson[])[0] as PhotoJson;
    const base = `/api/properties/${created.property.id}/photos`;
    for (const user of [member, otherHost]) {
      expect(
        (await uploadPhotos(t.app, user, created.property.id, [await testPhoto()])).statusCode,
      ).toBe(403);
      expect(
        (await call(t.app, 'PUT', `${base}/order`, user, { photoIds: [photo.id] })).statusCode,
      ).toBe(403);
      expect((await call(t.app, 'POST', `${base}/${photo.id}/cover`, user, {})).statusCode).toBe(
        403,
      );
      expect((await call(t.app, 'DELETE', `${base}/${photo.id}`, user)).statusCode).toBe(403);
    }
    const hidden = await createProperty(t.app, { status: 'draft' });
    expect(
      (await uploadPhotos(t.app, otherHost, hidden.property.id, [await testPhoto()])).statusCode,
    ).toBe(404);
    expect(
      (await uploadPhotos(t.app, null, hidden.property.id, [await testPhoto()])).statusCode,
    ).toBe(401);
    // A photo id of another property is not found through this one.
    expect(
      (
        await call(
          t.app,
          'DELETE',
          `/api/properties/${hidden.property.id}/photos/${photo.id}`,
          hidden.host,
        )
      ).statusCode,
    ).toBe(404);
  });
});
