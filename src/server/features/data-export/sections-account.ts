import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  blocks,
  notificationPreferences,
  notifications,
  profiles,
  reports,
  reviews,
  sessions,
  stays,
  users,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { type ExportSection, zipPathOf } from './export-section';
import {
  afterKeyset,
  EXPORT_PAGE_SIZE,
  jsonArrayStream,
  jsonObjectStream,
  keysetAt,
  pagedRows,
} from './json-stream';

// The person's account, notifications, reviews and reports. Never a password
// hash, a session token or a two-step secret: those tables are not read here.

const other = alias(profiles, 'other_person');

async function* one<T>(read: () => Promise<T[]>): AsyncGenerator<T> {
  for (const row of await read()) yield row;
}

function profileStream(tx: Tx, userId: string) {
  const account = async () => {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        twoStepSignInEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  };
  const profile = async () => {
    const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId));
    if (!row) return null;
    const {
      avatarKey,
      avatarUrl: _url,
      customChoreGroup,
      hostSignupInviteStatus: _s,
      ...rest
    } = row;
    return { ...rest, customChoreGroups: customChoreGroup, avatarFile: zipPathOf(avatarKey) };
  };
  return jsonObjectStream({
    account: one(async () => [await account()]),
    profile: one(async () => [await profile()]),
    notificationPreferences: one(() =>
      tx
        .select({
          emailEnabled: notificationPreferences.emailEnabled,
          emailDelayMinutes: notificationPreferences.emailDelayMinutes,
          emailMutedTypes: notificationPreferences.emailMutedTypes,
          pushMutedCategories: notificationPreferences.pushMutedCategories,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId)),
    ),
    peopleYouBlocked: one(() =>
      tx
        .select({ userId: blocks.blockedId, name: other.fullName, since: blocks.createdAt })
        .from(blocks)
        .leftJoin(other, eq(other.id, blocks.blockedId))
        .where(eq(blocks.blockerId, userId))
        .orderBy(asc(blocks.createdAt)),
    ),
    // Where they are signed in: when and from what, never the session's token.
    signedInSessions: one(() =>
      tx
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
    ),
  });
}

function notificationRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(notifications.createdAt),
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        content: notifications.content,
        referenceId: notifications.referenceId,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
        emailedAt: notifications.emailedAt,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          afterKeyset(notifications.createdAt, notifications.id, after),
        ),
      )
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

const reviewFields = {
  keyAt: keysetAt(reviews.submittedAt),
  id: reviews.id,
  stayId: reviews.stayId,
  authorId: reviews.authorId,
  subjectId: reviews.subjectId,
  otherPersonName: other.fullName,
  direction: reviews.direction,
  rating: reviews.rating,
  categories: reviews.categories,
  publicText: reviews.publicText,
  privateNote: reviews.privateNote,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  submittedAt: reviews.submittedAt,
  publishedAt: stays.publishedAt,
};

function reviewsWritten(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select(reviewFields)
      .from(reviews)
      .innerJoin(stays, eq(stays.id, reviews.stayId))
      .leftJoin(other, eq(other.id, reviews.subjectId))
      .where(and(eq(reviews.authorId, userId), afterKeyset(reviews.submittedAt, reviews.id, after)))
      .orderBy(asc(reviews.submittedAt), asc(reviews.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

/** Received reviews as the person can read them: published (blind until then) and not hidden. */
function reviewsReceived(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select(reviewFields)
      .from(reviews)
      .innerJoin(stays, eq(stays.id, reviews.stayId))
      .leftJoin(other, eq(other.id, reviews.authorId))
      .where(
        and(
          eq(reviews.subjectId, userId),
          isNotNull(stays.publishedAt),
          isNull(reviews.hiddenAt),
          afterKeyset(reviews.submittedAt, reviews.id, after),
        ),
      )
      .orderBy(asc(reviews.submittedAt), asc(reviews.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

function reportRows(tx: Tx, userId: string) {
  return pagedRows((after) =>
    tx
      .select({
        keyAt: keysetAt(reports.createdAt),
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        whatYouReported: reports.snapshot,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .where(and(eq(reports.reporterId, userId), afterKeyset(reports.createdAt, reports.id, after)))
      .orderBy(asc(reports.createdAt), asc(reports.id))
      .limit(EXPORT_PAGE_SIZE),
  );
}

export const accountSections: ExportSection[] = [
  {
    file: 'profile.json',
    about:
      'Your account (email, when it was made, whether two-step sign-in is on), your profile, your notification settings, the people you blocked and where you are signed in. No password, session token or two-step secret is ever exported.',
    stream: profileStream,
  },
  {
    file: 'notifications.json',
    about: 'Every notification the app sent you, read or not.',
    stream: (tx, userId) => jsonArrayStream(notificationRows(tx, userId)),
  },
  {
    file: 'reviews.json',
    about:
      'Reviews you wrote ("written") and the published reviews of you ("received"), with the private notes written to you.',
    stream: (tx, userId) =>
      jsonObjectStream({
        written: reviewsWritten(tx, userId),
        received: reviewsReceived(tx, userId),
      }),
  },
  {
    file: 'reports.json',
    about: 'The reports you made, with what you reported as you saw it, and their status.',
    stream: (tx, userId) => jsonArrayStream(reportRows(tx, userId)),
  },
];
