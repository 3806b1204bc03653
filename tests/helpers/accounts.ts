import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { profiles, users } from '../../src/server/db/schema';

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

/**
 * A signed-in account made through better-auth's server API (so the per-address
 * limiter of the HTTP endpoints does not get in the way of setting up tests).
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
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const password = options.password ?? TEST_PASSWORD;
  const response = await app.auth.api.signUpEmail({
    body: { email, password, name: '' },
    headers: new Headers({ 'user-agent': 'vitest' }),
    asResponse: true,
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const jar = new CookieJar().store(response.headers);
  const id = body.user.id;
  const role = options.role ?? 'user';
  const db = app.database.db;
  await db.update(users).set({ role }).where(eq(users.id, id));
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
