import { DELETED_USER_NAME } from '@shared/api/account-deletion';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  accountDeletions,
  accounts,
  agreements,
  blocks,
  chores,
  dataExports,
  helperNeeds,
  hostInvitations,
  invitationOptOuts,
  loginFailures,
  notificationPreferences,
  notifications,
  profiles,
  properties,
  propertyHelpers,
  pushSubscriptions,
  reviews,
  savedProperties,
  sessions,
  stayRequests,
  stays,
  twoFactors,
  usedTotpCodes,
  users,
  verifications,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { endMembership } from '../memberships/service';
import { retireProperties } from './retire-properties';
import { scrubName } from './scrub-name';

// The erasure at the end of the grace period (issue 19, decision 141), in the
// caller's transaction (the erase job's). The users row stays, anonymised, so
// what other people need keeps pointing at it: their conversations' messages,
// published reviews, stays, points. Everything else that is the person's goes.
// Files are not deleted here: their keys are returned, and deleted by a job
// that runs after this commits, so a rollback never leaves a row pointing at
// a missing file.

export type Erased = {
  /** The address the account had: the "deleted" mail goes there. */
  email: string;
  /** Storage keys of every file the person uploaded. */
  files: string[];
};

/** The address an erased account keeps: unique, and not one anybody can receive mail at. */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Erases the account if its deletion is due at `now` and not yet done; null
 * otherwise (cancelled, not due, already erased), so running it twice erases once.
 */
export async function eraseAccount(tx: Tx, userId: string, now: Date): Promise<Erased | null> {
  const [due] = await tx
    .select()
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.userId, userId),
        isNull(accountDeletions.erasedAt),
        lte(accountDeletions.dueAt, now),
      ),
    )
    .for('update');
  if (!due) return null;
  const [person] = await tx
    .select({
      email: users.email,
      name: users.name,
      fullName: profiles.fullName,
      avatarKey: profiles.avatarKey,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .for('update');
  if (!person) return null;

  const files: string[] = [];
  if (person.avatarKey) files.push(person.avatarKey);
  files.push(...(await dropOwnUploads(tx, userId)));
  files.push(...(await retireProperties(tx, userId, now)));
  await dropAccount(tx, userId, person.email);
  await dropOwnWords(tx, userId);
  await anonymise(tx, userId, now);
  // Others' copies of the name (notifications, system lines, report snapshots).
  const names = [person.fullName, person.name].map((n) => n?.trim() ?? '');
  await scrubName(tx, userId, [...names, person.email]);
  // Stays still running as a helper end now, the host told 'Deleted user left …'.
  await endOwnStays(tx, userId, now);
  // Last: ending stays above asks both people for a review, the erased one included.
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx
    .update(accountDeletions)
    .set({ erasedAt: now })
    .where(eq(accountDeletions.userId, userId));
  return { email: person.email, files: [...new Set(files)] };
}

/** Chore proof photos and data exports: the files go (after commit), the rows lose their keys. */
async function dropOwnUploads(tx: Tx, userId: string): Promise<string[]> {
  const proofs = await tx
    .select({ key: chores.submissionPhotoKey })
    .from(chores)
    .where(and(eq(chores.takenBy, userId), isNotNull(chores.submissionPhotoKey)))
    .for('update');
  await tx
    .update(chores)
    .set({ submissionPhotoKey: null })
    .where(and(eq(chores.takenBy, userId), isNotNull(chores.submissionPhotoKey)));
  const exports = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey });
  return [...proofs, ...exports]
    .map((row) => row.key)
    .filter((key): key is string => typeof key === 'string' && key !== '');
}

/** Sign-in and device data: sessions (closing sockets), passwords, two-step, pushes, limits. */
async function dropAccount(tx: Tx, userId: string, email: string) {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await tx.delete(usedTotpCodes).where(eq(usedTotpCodes.userId, userId));
  await tx
    .delete(verifications)
    .where(
      or(
        sql`${verifications.value} like ${`%${userId}%`}`,
        sql`${verifications.value} like ${`%${email}%`}`,
      ),
    );
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
  // Replaced, not only deleted: a notification still addressed to them (a
  // review reminder of a stay that ended) must never be mailed to the erased
  // account's made-up address.
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.insert(notificationPreferences).values({ userId, emailEnabled: false });
  await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  // Invitations to this address, and the address's own wish to get none: the
  // address is erased, so neither can be kept.
  await tx.delete(hostInvitations).where(eq(hostInvitations.email, email));
  await tx.delete(invitationOptOuts).where(eq(invitationOptOuts.email, email));
}

/**
 * What the person wrote that nobody else needs: requests to stay (their
 * message and answers), needs they told a host, agreements (a signed one
 * cannot be edited, so its signature goes with the row), and reviews not yet
 * published (published ones stay: the other person and readers rely on them).
 */
async function dropOwnWords(tx: Tx, userId: string) {
  await tx.delete(stayRequests).where(eq(stayRequests.helperId, userId));
  // Saved properties (issue 18): nobody else needs them.
  await tx.delete(savedProperties).where(eq(savedProperties.userId, userId));
  await tx.delete(helperNeeds).where(eq(helperNeeds.helperId, userId));
  await tx.delete(agreements).where(eq(agreements.helperId, userId));
  const unpublished = tx.select({ id: stays.id }).from(stays).where(isNull(stays.publishedAt));
  await tx
    .delete(reviews)
    .where(and(eq(reviews.authorId, userId), inArray(reviews.stayId, unpublished)));
}

/** The users row and profile stay (others' rows point at them), emptied; shown as 'Deleted user'. */
async function anonymise(tx: Tx, userId: string, now: Date) {
  // users.email is copied to profiles.email by a trigger (migration 0002).
  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      name: '',
      image: null,
      emailVerified: false,
      twoFactorEnabled: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(profiles)
    .set({
      fullName: DELETED_USER_NAME,
      avatarUrl: null,
      avatarKey: null,
      bio: null,
      phone: null,
      dateOfBirth: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      customChoreGroup: [],
      hostSignupInviteStatus: null,
      skills: [],
      spokenLanguages: [],
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}

/** A helper's stays still active end as leaving does; the host reads 'Deleted user left …'. */
async function endOwnStays(tx: Tx, userId: string, now: Date) {
  const active = await tx
    .select({ id: properties.id, title: properties.title, hostId: properties.hostId })
    .from(propertyHelpers)
    .innerJoin(properties, eq(properties.id, propertyHelpers.propertyId))
    .where(and(eq(propertyHelpers.helperId, userId), eq(propertyHelpers.status, 'active')));
  for (const property of active)
    await endMembership(tx, { property, helperId: userId, reason: 'left', now });
}
