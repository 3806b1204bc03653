import type { FastifyInstance } from 'fastify';

/**
 * A person signed up on the bench's app, with the cookie of their session:
 * what a signed-in request sends. `role` sets the account's role (and the
 * profile's), as choosing it after sign-up does.
 */
export async function benchPerson(
  app: FastifyInstance,
  email: string,
  role?: 'host' | 'helper',
): Promise<{ id: string; cookie: string }> {
  const signUp = await app.auth.api.signUpEmail({
    body: { email, password: 'bench password 2026', name: 'Bench' },
    asResponse: true,
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { id } = ((await signUp.json()) as { user: { id: string } }).user;
  if (role) {
    await app.database.pool.query('update users set role = $2 where id = $1', [id, role]);
    await app.database.pool.query('update profiles set role = $2 where id = $1', [id, role]);
  }
  return { id, cookie };
}
