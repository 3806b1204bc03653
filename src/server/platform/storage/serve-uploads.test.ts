import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_ORIGIN } from '../../../../tests/helpers/accounts';
import { startTestS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

describe('GET /uploads/* (local disk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const storage = t.app.storage;
    await storage.put('tests/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html', {
      visibility: 'public',
    });
    await storage.put('tests/pic.svg', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', {
      visibility: 'public',
    });
    await storage.put('tests/secret.png', Buffer.from('x'), 'image/png', { visibility: 'private' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never serves an upload as HTML or script', async () => {
    for (const url of ['/uploads/tests/page.html', '/uploads/tests/pic.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('answers 404 for private objects, missing ones and hostile paths', async () => {
    for (const url of [
      '/uploads/tests/secret.png',
      '/uploads/tests/none.png',
      '/uploads/../auth-secret',
      '/uploads/%2e%2e/auth-secret',
      '/uploads/tests/%2e%2e/%2e%2e/auth-secret',
      '/uploads/..%2f..%2fauth-secret',
      '/uploads/',
      '/uploads/.meta/tests/page.html.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('alert');
    }
  });
});

describe('avatars on S3 (s3rver)', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false', ...s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the re-encoded avatar in the bucket and serves it through /uploads', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const user = await createUser(t.app);
    const png = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#09c' },
    })
      .png()
      .toBuffer();
    const boundary = 'xyzboundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: {
        ...user.headers(),
        origin: TEST_ORIGIN,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(
      new RegExp(`^/uploads/profile_avatars/${user.id}/avatar_\\d+\\.webp\\?v=\\d+$`),
    );
    const key = url.slice('/uploads/'.length).split('?')[0] as string;
    // Directly from the bucket, under the public/ prefix.
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/public/${key}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 171]);
  });
});
