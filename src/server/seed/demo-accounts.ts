import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { profiles, sessions, users } from '../db/schema';
import type { Auth } from '../platform/auth/auth';
import type { Mailer } from '../platform/mail/mailer';
import type { SeedStep } from './seed-step';

/** The demo password in the README. */
export const DEMO_PASSWORD = 'homestay-demo-2026';

type DemoAccount = {
  email: string;
  role: 'host' | 'helper';
  profile: Omit<typeof profiles.$inferInsert, 'id' | 'email' | 'role'>;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'host@demo.test',
    role: 'host',
    profile: {
      fullName: 'Hana Host',
      bio: 'I run a small organic farm with goats, bees and an orchard, and love sharing it with travellers who like to get their hands dirty.',
      phone: '+1 828 555 0142',
      dateOfBirth: '1982-04-17',
      address: '12 Orchard Road',
      city: 'Asheville',
      state: 'NC',
      zipCode: '28801',
      hasSeenWelcome: true,
      customChoreGroup: ['Bees', 'Orchard'],
    },
  },
  {
    email: 'helper@demo.test',
    role: 'helper',
    profile: {
      fullName: 'Hugo Helper',
      bio: 'Travelling for a year; happy with animals, gardens and a paintbrush. Looking for stays of two to four weeks.',
      phone: '+1 503 555 0199',
      dateOfBirth: '1998-09-03',
      address: '48 Alder Street',
      city: 'Portland',
      state: 'OR',
      zipCode: '97205',
      hasSeenWelcome: true,
      customChoreGroup: [],
      // Issue 18: what Explore's 'Best fit' and hosts' request cards match.
      skills: ['Animal care', 'Gardening', 'Painting', 'Cooking'],
      spokenLanguages: ['en', 'es'],
    },
  },
  // Issue 15: the moderation desk's operator (made one by demo-safety.ts).
  // A helper, so the account has a role and a home like anyone's; being an
  // operator is apart from the role.
  {
    email: 'admin@demo.test',
    role: 'helper',
    profile: {
      fullName: 'Ada Admin',
      bio: 'Part of the Homestay team: I read what people report and act on it.',
      phone: null,
      dateOfBirth: '1990-02-11',
      address: '1 Market Street',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
      hasSeenWelcome: true,
      customChoreGroup: [],
    },
  },
];

/**
 * Creates the demo accounts through better-auth (so the passwords are hashed
 * exactly as at sign-up), then gives them their role and a complete profile.
 * Running it again puts the role and profile back; an existing account keeps
 * its password (re-hashing on every run would cost seconds of CPU).
 */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    let userId = existing?.id;
    if (!userId) {
      const created = await auth.api.signUpEmail({
        body: { email: demo.email, password: DEMO_PASSWORD, name: demo.profile.fullName ?? '' },
      });
      userId = created.user.id;
      // Sign-up signs in; nobody holds that session's cookie, so drop it.
      await db.delete(sessions).where(eq(sessions.userId, userId));
    }
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        // Demo accounts are verified (issue 14): they can act at once.
        .set({
          role: demo.role,
          name: demo.profile.fullName ?? '',
          emailVerified: true,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await tx
        .insert(profiles)
        .values({ id: userId, email: demo.email, role: demo.role, ...demo.profile })
        .onConflictDoUpdate({
          target: profiles.id,
          set: { role: demo.role, ...demo.profile, updatedAt: sql`now()` },
        });
    });
  }
}

const noMail: Mailer = {
  kind: 'outbox',
  send: async () => {},
  sendInBackground: () => {},
  idle: async () => {},
  close: async () => {},
};

export const demoAccountsStep: SeedStep = {
  name: 'demo accounts',
  async run(db) {
    // Loaded here, not at the top: better-auth is heavy, and the seed should
    // fail fast (bad config, no database) before paying for it.
    const { createAuth } = await import('../platform/auth/auth');
    const config = loadConfig(process.env);
    const quiet = () => {};
    const auth = createAuth({
      db,
      config,
      // Hashing passwords needs no secret; a throwaway one keeps DATA_DIR untouched.
      secret: config.auth.secret ?? randomBytes(32).toString('base64url'),
      mailer: noMail,
      log: {
        debug: quiet,
        info: quiet,
        warn: (m) => console.warn(m),
        error: (m) => console.error(m),
      },
    });
    await seedDemoAccounts(db, auth);
  },
};
