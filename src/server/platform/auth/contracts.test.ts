import {
  authUserReplySchema,
  backupCodesReplySchema,
  jwtTokenReplySchema,
  sessionListReplySchema,
  sessionReplySchema,
  signInReplySchema,
  signUpReplySchema,
  statusReplySchema,
  totpUriReplySchema,
  twoFactorEnableReplySchema,
} from '@shared/api/auth';
import { profileSchema, publicProfileSchema } from '@shared/api/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CookieJar, TEST_ORIGIN, uniqueEmail } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { secretFromUri, totp } from '../../../../tests/helpers/totp';

// The web is typed by src/shared/api/*.ts: the real replies must parse with them.
describe('replies match the shared contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  function parses(schema: z.ZodType, body: unknown) {
    const result = schema.safeParse(body);
    expect(result.error?.issues ?? [], JSON.stringify(body)).toEqual([]);
  }

  it('for the auth endpoints and the profile routes', async () => {
    const email = uniqueEmail();
    const password = 'contract password 1';
    const jar = new CookieJar();
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...jar.headers(), origin: TEST_ORIGIN },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      jar.store(res);
      return res.json();
    };
    parses(signUpReplySchema, await call('POST', '/api/auth/sign-up/email', { email, password }));
    parses(signInReplySchema, await call('POST', '/api/auth/sign-in/email', { email, password }));
    parses(sessionReplySchema, await call('GET', '/api/auth/get-session'));
    parses(sessionListReplySchema, await call('GET', '/api/auth/list-sessions'));
    parses(jwtTokenReplySchema, await call('GET', '/api/auth/token'));
    parses(profileSchema, await call('GET', '/api/profile'));
    const me = await call('GET', '/api/profile');
    parses(publicProfileSchema, await call('GET', `/api/profiles/${me.id}`));
    const enabled = await call('POST', '/api/auth/two-factor/enable', { password });
    parses(twoFactorEnableReplySchema, enabled);
    const secret = secretFromUri(enabled.totpURI);
    parses(
      authUserReplySchema,
      await call('POST', '/api/auth/two-factor/verify-totp', { code: totp(secret) }),
    );
    parses(
      totpUriReplySchema,
      await call('POST', '/api/auth/two-factor/get-totp-uri', { password }),
    );
    parses(
      backupCodesReplySchema,
      await call('POST', '/api/auth/two-factor/generate-backup-codes', { password }),
    );
    parses(statusReplySchema, await call('POST', '/api/auth/two-factor/disable', { password }));
    parses(statusReplySchema, await call('POST', '/api/auth/revoke-other-sessions'));
    parses(sessionReplySchema, await call('GET', '/api/auth/get-session'));
    await call('POST', '/api/auth/sign-out');
    parses(sessionReplySchema, await call('GET', '/api/auth/get-session'));
  });
});
