import type {
  ChosenRole,
  ProfileUpdate,
  PublicProfile,
  profileUpdateSchema,
} from '@shared/api/profile';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { admins, profiles, users } from '../../db/schema';
import { canSeeProfile } from '../../platform/access/profiles';
import { AppError, conflict, notFound, unauthenticated } from '../../platform/errors';
import { forgetViewerSkills } from '../../platform/viewer-skills';
import { type ProfileRow, presentPublicProfile } from './presenter';

type ParsedUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The user's profile; made on the spot if it is missing (the trigger on users
 * makes it with the account, so this is only a safety net).
 */
/** Whether the person is an operator of the moderation desk (issue 15: the `admins` table). */
export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: admins.userId })
    .from(admins)
    .where(eq(admins.userId, userId));
  return row !== undefined;
}

/**
 * The statement behind GET /api/profile, prepared once per database (and by
 * PostgreSQL once per connection): the row and whether its owner is an
 * operator in one round trip. Issue 20: building the SQL and a second query
 * were a large part of the most common signed-in read.
 */
const ownProfileStatements = new WeakMap<Db, ReturnType<typeof prepareOwnProfile>>();

function prepareOwnProfile(db: Db) {
  return db
    .select({
      row: profiles,
      operator: sql<boolean>`exists (select 1 from ${admins} where ${admins.userId} = ${profiles.id})`,
    })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('userId')))
    .prepare('own_profile');
}

/** Your own profile with whether you are an operator (GET /api/profile). */
export async function getOwnProfileView(
  db: Db,
  userId: string,
): Promise<{ row: ProfileRow; operator: boolean }> {
  let statement = ownProfileStatements.get(db);
  if (!statement) {
    statement = prepareOwnProfile(db);
    ownProfileStatements.set(db, statement);
  }
  const [found] = await statement.execute({ userId });
  if (found) return found;
  const row = await getOwnProfile(db, userId);
  return { row, operator: await isOperator(db, userId) };
}

export async function getOwnProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (row) return row;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, role: user.role, fullName: user.name || null })
    .onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!created) throw unauthenticated();
  return created;
}

/** Another user's card, if the viewer may see it; 404 otherwise (ids cannot be probed). */
export async function getPublicProfile(
  db: Db,
  viewerId: string,
  targetId: string,
): Promise<PublicProfile> {
  if (!(await canSeeProfile(db, viewerId, targetId))) throw notFound('Profile not found');
  const [row] = await db.select().from(profiles).where(eq(profiles.id, targetId));
  if (!row) throw notFound('Profile not found');
  return presentPublicProfile(row);
}

/** PATCH /api/profile: only the fields sent change; the account's name follows fullName. */
export async function updateProfile(
  db: Db,
  userId: string,
  update: ParsedUpdate | ProfileUpdate,
): Promise<ProfileRow> {
  await getOwnProfile(db, userId);
  const changes = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileRow>;
  if (Object.keys(changes).length === 0) return getOwnProfile(db, userId);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw unauthenticated();
    if (typeof changes.fullName === 'string') {
      await tx
        .update(users)
        .set({ name: changes.fullName, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }
    return row;
  });
  if (changes.skills !== undefined) forgetViewerSkills(userId);
  return saved;
}

/** POST /api/profile/role: once. Sets profiles.role and the account's role together. */
export async function chooseRole(db: Db, userId: string, role: ChosenRole): Promise<ProfileRow> {
  await getOwnProfile(db, userId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!current) throw unauthenticated();
    if (current.role !== 'user') throw conflict('Your role has already been chosen');
    const [row] = await tx
      .update(profiles)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning();
    await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
    if (!row) throw unauthenticated();
    return row;
  });
}

export const HOSTS_ONLY_MESSAGE = 'This feature is only available for hosts.';

/** PUT /api/profile/custom-chore-groups: hosts only (403 for others: it is their own profile). */
export async function setCustomChoreGroups(
  db: Db,
  userId: string,
  groups: string[],
): Promise<ProfileRow> {
  const current = await getOwnProfile(db, userId);
  if (current.role !== 'host') throw new AppError('forbidden', HOSTS_ONLY_MESSAGE);
  const [row] = await db
    .update(profiles)
    .set({ customChoreGroup: groups, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw unauthenticated();
  return row;
}
