// The people of the realtime benches, made directly through the app's own
// auth API and database: a host and a helper with one conversation per
// sustained sender (a conversation's sends queue on its row lock), and idle
// users whose tabs follow only their own topics.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  conversations,
  profiles,
  properties,
  propertyHelpers,
  users,
} from '../../src/server/db/schema';

const PASSWORD = 'bench-password-2026';

export type BenchPeople = {
  hostId: string;
  hostCookie: string;
  /** The helper's session: the receiving tab. */
  helperCookie: string;
  /** Two sessions of each idle user. */
  idleCookies: string[];
  conversationIds: string[];
};

function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A signed-up person with the given role and name, and their first session's cookie. */
export async function account(app: FastifyInstance, role: 'host' | 'helper', name: string) {
  const email = `${role}-${randomBytes(4).toString('hex')}@bench.test`;
  const response = await app.auth.api.signUpEmail({
    body: { email, password: PASSWORD, name },
    headers: new Headers({ 'user-agent': 'bench' }),
    asResponse: true,
  });
  const body = (await response.json()) as { user: { id: string } };
  const id = body.user.id;
  await app.database.db.update(users).set({ role }).where(eq(users.id, id));
  await app.database.db.update(profiles).set({ role, fullName: name }).where(eq(profiles.id, id));
  return { id, email, cookie: cookieOf(response.headers) };
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    headers: new Headers({ 'user-agent': 'bench' }),
    asResponse: true,
  });
  return cookieOf(response.headers);
}

export async function makeBenchPeople(
  app: FastifyInstance,
  options: { conversations: number; idleUsers: number },
): Promise<BenchPeople> {
  const host = await account(app, 'host', 'Bench Host');
  const helper = await account(app, 'helper', 'Bench Helper');
  const db = app.database.db;
  const conversationIds: string[] = [];
  for (let i = 0; i < options.conversations; i++) {
    const [property] = await db
      .insert(properties)
      .values({
        hostId: host.id,
        title: `Bench farm ${i + 1}`,
        type: 'farm',
        city: 'Tavira',
        country: 'PT',
        status: 'listed',
        inviteCode: randomBytes(8).toString('hex').toUpperCase(),
      })
      .returning();
    if (!property) throw new Error('no property');
    await db.insert(propertyHelpers).values({
      propertyId: property.id,
      helperId: helper.id,
      status: 'active',
      joinedVia: 'invite_code',
      startDate: new Date().toISOString().slice(0, 10),
    });
    const [conversation] = await db
      .insert(conversations)
      .values({ propertyId: property.id, hostId: host.id, helperId: helper.id })
      .returning();
    if (!conversation) throw new Error('no conversation');
    conversationIds.push(conversation.id);
  }
  const idleCookies: string[] = [];
  for (let i = 0; i < options.idleUsers; i++) {
    const idle = await account(app, 'helper', `Idle Helper ${i}`);
    idleCookies.push(idle.cookie, await signIn(app, idle.email));
  }
  return {
    hostId: host.id,
    hostCookie: host.cookie,
    helperCookie: helper.cookie,
    idleCookies,
    conversationIds,
  };
}
