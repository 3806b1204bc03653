import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN, type TestUser } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { profiles } from '../../db/schema';
import { NOT_AN_IMAGE_MESSAGE, UNREADABLE_IMAGE_MESSAGE } from '../../platform/images/pipeline';

type FilePart = { file: Buffer; filename: string; contentType: string };

/** A multipart/form-data body with file parts, as a browser's FormData sends it. */
function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----homestay${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
    ),
    part.file,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo as a phone takes it: sideways (EXIF orientation 6), with camera and GPS tags. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'secret-home-address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

describe('avatar upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (user: TestUser | null, file: Buffer, filename: string, contentType: string) => {
    const body = multipartBody([{ file, filename, contentType }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: body.payload,
      headers: { ...(user ? user.headers() : { origin: TEST_ORIGIN }), ...body.headers },
    });
  };

  it('re-encodes a photo: upright, at most 512 px, WebP, with no EXIF or GPS left', async () => {
    const user = await createUser(t.app);
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const before = Date.now();
    const res = await upload(user, photo, 'holiday.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json() as { avatarUrl: string };
    const match = avatarUrl.match(
      /^\/uploads\/profile_avatars\/([0-9a-f-]{36})\/avatar_(\d+)\.webp\?v=(\d+)$/,
    );
    expect(match, avatarUrl).not.toBeNull();
    expect(match?.[1]).toBe(user.id);
    expect(match?.[2]).toBe(match?.[3]);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(before);

    const stored = path.join(
      t.dataDir,
      'uploads',
      'objects',
      'profile_avatars',
      user.id,
      `avatar_${match?.[2]}.webp`,
    );
    const bytes = await fs.readFile(stored);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([341, 512]); // turned upright: portrait
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('secret-home-address')).toBe(false);
    expect(bytes.includes('TestCam')).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts PNG, GIF and AVIF by content, whatever the file is called', async () => {
    const user = await createUser(t.app);
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: '#33cc33' } });
    for (const [format, bytes] of [
      ['png', await base.clone().png().toBuffer()],
      ['gif', await base.clone().gif().toBuffer()],
      ['avif', await base.clone().avif().toBuffer()],
      ['webp', await base.clone().webp().toBuffer()],
    ] as const) {
      const res = await upload(user, bytes, 'no-extension', 'application/octet-stream');
      expect(res.statusCode, `${format}: ${res.body}`).toBe(200);
    }
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const user = await createUser(t.app);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const first = (await upload(user, png, 'a.png', 'image/png')).json().avatarUrl as string;
    await new Promise((r) => setTimeout(r, 5));
    const second = (await upload(user, png, 'b.png', 'image/png')).json().avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const dir = path.join(t.dataDir, 'uploads', 'objects', 'profile_avatars', user.id);
    expect(await fs.readdir(dir)).toHaveLength(1);
  });

  it('refuses a file over 5 MB with 413 and the SPEC message, and changes nothing', async () => {
    const user = await createUser(t.app);
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(user, big, 'big.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Please select an image under 5MB' },
    });
    const huge = await upload(user, Buffer.alloc(12 * 1024 * 1024, 1), 'huge.jpg', 'image/jpeg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Please select an image under 5MB');
    const [row] = await t.app.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.avatarUrl).toBeNull();
  });

  it('refuses a text file named .png, an HTML page, an SVG, and a truncated image', async () => {
    const user = await createUser(t.app);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const cases: Array<[Buffer, string, string, string]> = [
      [Buffer.from('just some text, honestly'), 'photo.png', 'image/png', NOT_AN_IMAGE_MESSAGE],
      [
        Buffer.from('<html><script>alert(1)</script></html>'),
        'avatar.jpg',
        'image/jpeg',
        NOT_AN_IMAGE_MESSAGE,
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.svg',
        'image/svg+xml',
        NOT_AN_IMAGE_MESSAGE,
      ],
      [
        png.subarray(0, Math.floor(png.length / 2)),
        'cut.png',
        'image/png',
        UNREADABLE_IMAGE_MESSAGE,
      ],
    ];
    for (const [bytes, name, type, message] of cases) {
      const res = await upload(user, bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request', message } });
    }
    const [row] = await t.app.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.avatarUrl).toBeNull();
  });

  it('refuses a JSON body, an empty form, and two files', async () => {
    const user = await createUser(t.app);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: user.headers(),
      payload: { url: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const boundary = 'b0undary';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const part = { file: png, filename: 'a.png', contentType: 'image/png' };
    const body = multipartBody([part, part]);
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...user.headers(), ...body.headers },
      payload: body.payload,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe('Send one image only');
  });

  it('asks anonymous callers to sign in before reading anything', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(null, png, 'a.png', 'image/png');
    expect(res.statusCode).toBe(401);
  });
});
