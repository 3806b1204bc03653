import type { ReportSnapshot } from '@shared/api/admin';
import type { ReportTargetType } from '@shared/api/safety';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  conversations,
  messages,
  profiles,
  properties,
  propertyHelpers,
  reviews,
  stays,
  suspensions,
  users,
} from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { notFound, ruleBroken } from '../../platform/errors';

// What a person may report, and what the report keeps (issue 15). Each
// finder answers null for a target the reporter cannot see, so a hidden or
// foreign thing answers exactly like one that does not exist (404).

/** The person a report is about, and the content as the reporter saw it. */
export type ReportTarget = { subjectId: string; snapshot: ReportSnapshot };

type Finder = (db: Queryable, viewerId: string, id: string) => Promise<ReportTarget | null>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A person: any existing account that is not suspended. Deliberately simple
 * (decision 110): a person's profile is reachable from Explore, requests,
 * chats and reviews, and a report reveals nothing the reporter can use, so
 * tying it to a shared property or chat would only get in the way of someone
 * in trouble. A suspended account is already off the platform.
 */
const findUser: Finder = async (db, _viewerId, id) => {
  const [row] = await db
    .select({ id: users.id, name: users.name, bio: profiles.bio, suspended: suspensions.userId })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(suspensions, eq(suspensions.userId, users.id))
    .where(eq(users.id, id));
  if (!row || row.suspended) return null;
  return {
    subjectId: row.id,
    snapshot: {
      title: row.name || 'A person',
      text: row.bio ?? null,
      context: null,
      writtenAt: null,
    },
  };
};

/** A property: listed and not hidden, or one the reporter owns or stays at. */
const findProperty: Finder = async (db, viewerId, id) => {
  const member = sql<boolean>`exists (select 1 from ${propertyHelpers}
    where ${propertyHelpers.propertyId} = ${properties.id}
      and ${propertyHelpers.helperId} = ${viewerId} and ${propertyHelpers.status} = 'active')`;
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.id, id),
        or(
          and(eq(properties.status, 'listed'), sql`${properties.hiddenAt} is null`),
          eq(properties.hostId, viewerId),
          member,
        ),
      ),
    );
  if (!row) return null;
  return {
    subjectId: row.hostId,
    snapshot: {
      title: row.title,
      text: row.description ?? null,
      context: [row.city, row.country].filter(Boolean).join(', '),
      writtenAt: null,
    },
  };
};

/** A message in a conversation the reporter is part of, not hidden. System lines are nobody's. */
const findMessage: Finder = async (db, viewerId, id) => {
  const [row] = await db
    .select({ message: messages, propertyTitle: properties.title })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .where(
      and(
        eq(messages.id, id),
        sql`${messages.hiddenAt} is null`,
        or(eq(conversations.hostId, viewerId), eq(conversations.helperId, viewerId)),
      ),
    );
  if (!row) return null;
  const { message } = row;
  if (message.type === 'system' || !message.senderId) {
    throw ruleBroken('An automatic message cannot be reported');
  }
  return {
    subjectId: message.senderId,
    snapshot: {
      title: 'Message',
      text: message.content,
      context: `Conversation about ${row.propertyTitle}`,
      writtenAt: iso(message.createdAt),
    },
  };
};

/** A review: published and not hidden, or published and about the reporter. */
const findReview: Finder = async (db, viewerId, id) => {
  const [row] = await db
    .select({ review: reviews, propertyTitle: properties.title })
    .from(reviews)
    .innerJoin(stays, eq(stays.id, reviews.stayId))
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .where(
      and(
        eq(reviews.id, id),
        sql`${stays.publishedAt} is not null`,
        or(sql`${reviews.hiddenAt} is null`, eq(reviews.subjectId, viewerId)),
      ),
    );
  if (!row) return null;
  return {
    subjectId: row.review.authorId,
    snapshot: {
      title: 'Review',
      text: row.review.publicText,
      context: `Stay at ${row.propertyTitle}`,
      writtenAt: iso(row.review.submittedAt),
    },
  };
};

const FINDERS: Record<ReportTargetType, Finder> = {
  user: findUser,
  property: findProperty,
  message: findMessage,
  review: findReview,
};

/**
 * The target as `viewerId` may report it: 404 when they cannot see it (or it
 * does not exist), 422 when it is their own.
 */
export async function reportableTarget(
  db: Queryable,
  viewerId: string,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget> {
  const target = await FINDERS[type](db, viewerId, id);
  if (!target) throw notFound();
  if (target.subjectId === viewerId) throw ruleBroken('You cannot report yourself');
  return target;
}
