import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { profiles } from '../../src/server/db/schema';

/** The origin createTestApp uses (PUBLIC_URL); browsers send it on every POST. */
export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery staple';

/** A tiny cookie jar: what the browser would send back after these replies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: LightMyRequestResponse | Headers): this {
    const raw =
      res instanceof Headers
        ? res.getSetCookie()
        : ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const line of raw) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** Headers a same-origin browser request carries. */
  headers(): Record<string, string> {
    const cookie = this.header();
    return cookie ? { cookie, origin: TEST_ORIGIN } : { origin: TEST_ORIGIN };
  }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export type TestUser = {
  id: string;
  email: string;
  password: string;
  jar: CookieJar;
  /** Headers for a signed-in same-origin request. */
  headers(): Record<string, string>;
};

/** Password hashes by password: better-auth's hashing is slow on purpose, and tests reuse a few passwords. */
const passwordHashes = new Map<string, Promise<string>>();

/**
 * A signed-in account, verified unless `verified: false` (issue 14). Made
 * with better-auth's internal adapter and signed in through its server API
 * (so the per-address limiter of the HTTP endpoints does not get in the way,
 * and no verification mail is sent: tests that count mail see only theirs).
 * The profile is made by the database trigger, then given a role and fields.
 */
export async function createUser(
  app: FastifyInstance,
  options: {
    role?: 'user' | 'host' | 'helper';
    fullName?: string | null;
    bio?: string | null;
    email?: string;
    password?: string;
    /** Verified by default; `false` for the tests of the verified-email gate. */
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const password = options.password ?? TEST_PASSWORD;
  const role = options.role ?? 'user';
  const auth = await app.auth.$context;
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = auth.password.hash(password);
    passwordHashes.set(password, hash);
  }
  const user = await auth.internalAdapter.createUser(
    {
      email: email.toLowerCase(),
      name: '',
      emailVerified: options.verified ?? true,
      role,
    },
    { method: 'email-password' },
  );
  const id = user.id;
  await auth.internalAdapter.linkAccount({
    userId: id,
    providerId: 'credential',
    accountId: id,
    password: await hash,
  });
  const response = await app.auth.api.signInEmail({
    body: { email, password },
    headers: new Headers({ 'user-agent': 'vitest' }),
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const jar = new CookieJar().store(response.headers);
  const db = app.database.db;
  await db
    .update(profiles)
    .set({
      role,
      fullName: options.fullName === undefined ? `Test ${role}` : options.fullName,
      bio: options.bio === undefined ? `A ${role} made by a test` : options.bio,
    })
    .where(eq(profiles.id, id));
  return { id, email, password, jar, headers: () => jar.headers() };
}

/** Makes an account an operator the way the command line does (issue 15). */
export async function makeAdmin(app: FastifyInstance, user: Pick<TestUser, 'email'>) {
  const { grantAdmin } = await import('../../src/server/features/admin/operators');
  const result = await grantAdmin(app.database.db, user.email);
  if (result !== 'granted') throw new Error(`makeAdmin: ${result}`);
}
