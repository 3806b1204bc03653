import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createHelper, multipartBody, testPhoto } from '../../../../tests/helpers/factories';
import { startTestS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { jsonEntry, readZip } from './export-test-helpers';

// The same export on S3 storage (s3rver): the avatar is streamed out of the
// bucket into the ZIP, the ZIP is streamed into the bucket, and the download
// streams it back.
describe('data export on S3 storage', () => {
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

  it('builds from the bucket, stores into it, serves the owner and deletes after expiry', async () => {
    const owner = await createHelper(t.app, { fullName: 'Sasha Stream' });
    const avatar = multipartBody([{ file: await testPhoto({ width: 200, height: 200 }) }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...owner.headers(), ...avatar.headers },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = randomUUID();
    expect((await call(t.app, 'POST', '/api/account/exports', owner, { id })).statusCode).toBe(201);
    const builtAt = new Date(Date.now() + 60_000);
    await t.app.jobs.runDueJobs(builtAt);

    const res = await call(t.app, 'GET', `/api/account/exports/${id}/download`, owner);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const zip = await readZip(res.rawPayload);
    const profile = jsonEntry<{ profile: [{ fullName: string; avatarFile: string }] }>(
      zip,
      'profile.json',
    );
    expect(profile.profile[0].fullName).toBe('Sasha Stream');
    expect(zip.get(profile.profile[0].avatarFile)?.length).toBeGreaterThan(100);

    // Never readable at /uploads: the ZIP is private.
    const key = `data_exports/${owner.id}/${id}.zip`;
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);

    await t.app.jobs.runDueJobs(new Date(builtAt.getTime() + 25 * 60 * 60_000));
    expect(await t.app.storage.get(key)).toBeNull();
    expect(
      (await call(t.app, 'GET', `/api/account/exports/${id}/download`, owner)).statusCode,
    ).toBe(404);
  });
});
