import {
  type Conversation,
  type ConversationPage,
  type ConversationStart,
  MESSAGING_ERRORS,
  type MessagePage,
} from '@shared/api/messaging';
import { CONVERSATION_CLOSED_ERROR, CONVERSATION_CLOSED_MESSAGE } from '@shared/api/safety';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  conversations,
  messages,
  notifications,
  profiles,
  properties,
  propertyHelpers,
  stayRequests,
} from '../../db/schema';
import type { Queryable, Tx } from '../../db/transaction';
import { relationOf } from '../../platform/access/properties';
import type { Viewer } from '../../platform/auth/guard';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import { readerLocale } from '../../platform/i18n/reader-locale';
import {
  decodeCursor,
  exactTime,
  exactTimeSchema,
  pageFrom,
} from '../../platform/pagination/cursor';
import { publish } from '../../platform/realtime/publish';
import { topics } from '../../platform/realtime/topics';
import { presentNotification } from '../notifications/presenter';
import { findOwnConversation } from './access';
import { announceConversation, updateWithView, viewOf } from './announce';
import { closersBetweenSql, isConversationClosed } from './closed';
import {
  type ConversationRow,
  lastNoticeSql,
  presentConversation,
  presentMessage,
} from './presenter';

export const HOST_OF_PROPERTY_ONLY = 'Only the host of this property can start this conversation';
export const HELPER_STARTS_FOR_SELF = 'A helper starts conversations for themselves only';
export const NAME_THE_HELPER = 'Name the helper (helperId) to start a conversation as a host';

const hostCard = alias(profiles, 'host_card');
const helperCard = alias(profiles, 'helper_card');

/**
 * The list's filter (SPEC 5): the caller is the host and the helper has a
 * full_name, or the caller is the helper and the host has one; and there is
 * at least one message (an opened but never used conversation is not news).
 */
function listedFor(userId: string) {
  return and(
    sql`${conversations.lastMessageTime} is not null`,
    or(
      and(
        eq(conversations.hostId, userId),
        sql`nullif(btrim(${helperCard.fullName}), '') is not null`,
      ),
      and(
        eq(conversations.helperId, userId),
        sql`nullif(btrim(${hostCard.fullName}), '') is not null`,
      ),
    ),
  );
}

const card = (t: typeof hostCard | typeof helperCard) => ({
  id: t.id,
  fullName: t.fullName,
  avatarUrl: t.avatarUrl,
});

type MaybeCard = { id: string | null; fullName: string | null; avatarUrl: string | null } | null;
const cardOrNull = (c: MaybeCard) => (c?.id ? { ...c, id: c.id } : null);

const conversationCursor = z.tuple([exactTimeSchema, z.uuid()]);

/** GET /api/conversations: the caller's, newest updated_at first. */
export async function listConversations(
  db: Db,
  viewer: Viewer,
  query: { cursor?: string | undefined; limit: number },
): Promise<ConversationPage> {
  const after = query.cursor ? decodeCursor(query.cursor, conversationCursor) : null;
  const rows = await db
    .select({
      row: conversations,
      propertyTitle: properties.title,
      host: card(hostCard),
      helper: card(helperCard),
      blockers: closersBetweenSql(conversations.hostId, conversations.helperId),
      lastNotice: lastNoticeSql(conversations.id),
      at: exactTime(conversations.updatedAt),
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .leftJoin(hostCard, eq(hostCard.id, conversations.hostId))
    .leftJoin(helperCard, eq(helperCard.id, conversations.helperId))
    .where(
      and(
        listedFor(viewer.userId),
        after
          ? sql`(${conversations.updatedAt}, ${conversations.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(query.limit + 1);
  return pageFrom(
    rows,
    query.limit,
    (r) =>
      presentConversation(
        {
          row: r.row,
          blockers: r.blockers,
          lastNotice: r.lastNotice,
          propertyTitle: r.propertyTitle,
          host: cardOrNull(r.host),
          helper: cardOrNull(r.helper),
        },
        viewer.userId,
      ),
    (r) => [r.at, r.row.id],
  );
}

/** GET /api/conversations/unread-total: the caller's counters over the conversations the list shows. */
export async function unreadTotal(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(case when ${conversations.hostId} = ${viewer.userId}
        then ${conversations.hostUnreadCount} else ${conversations.helperUnreadCount} end), 0)::int`,
    })
    .from(conversations)
    .leftJoin(hostCard, eq(hostCard.id, conversations.hostId))
    .leftJoin(helperCard, eq(helperCard.id, conversations.helperId))
    .where(listedFor(viewer.userId));
  return row?.total ?? 0;
}

/** GET /api/conversations/:id (host or helper of it). */
export async function getConversation(
  db: Db,
  viewer: Viewer,
  conversationId: string,
): Promise<Conversation> {
  const row = await findOwnConversation(db, viewer.userId, conversationId);
  return presentConversation(await viewOf(db, row), viewer.userId);
}

// ---------------------------------------------------------------- start

async function existingConversation(
  db: Queryable,
  propertyId: string,
  helperId: string,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.propertyId, propertyId), eq(conversations.helperId, helperId)));
  return row ?? null;
}

/** Has the helper ever belonged to, or asked to stay at, the property? */
async function helperKnowsProperty(
  db: Queryable,
  propertyId: string,
  helperId: string,
): Promise<boolean> {
  const result = await db.execute<{ known: boolean }>(sql`
    select (
      exists (select 1 from ${propertyHelpers}
              where ${propertyHelpers.propertyId} = ${propertyId} and ${propertyHelpers.helperId} = ${helperId})
      or exists (select 1 from ${stayRequests}
              where ${stayRequests.propertyId} = ${propertyId} and ${stayRequests.helperId} = ${helperId})
    ) as known`);
  return result.rows[0]?.known === true;
}

/**
 * POST /api/conversations. Reuses the (property, helper) conversation when it
 * exists (created: false), otherwise checks who may open it and makes it.
 */
export async function startConversation(
  db: Db,
  viewer: Viewer,
  input: ConversationStart,
): Promise<{ conversation: Conversation; created: boolean }> {
  if (viewer.role !== 'host' && viewer.role !== 'helper')
    throw new AppError('forbidden', MESSAGING_ERRORS.roleRequired);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ property: properties, membership: propertyHelpers })
      .from(properties)
      .leftJoin(
        propertyHelpers,
        and(
          eq(propertyHelpers.propertyId, properties.id),
          eq(propertyHelpers.helperId, viewer.userId),
        ),
      )
      .where(eq(properties.id, input.propertyId));
    if (!found) throw notFound(MESSAGING_ERRORS.propertyNotFound);
    const { property } = found;
    const relation = relationOf(viewer.userId, property, found.membership);
    // Blocked either way (issue 15): neither may open a conversation with the
    // other, an existing one included (the same answer as sending in it).
    const otherId = viewer.role === 'helper' ? property.hostId : input.helperId;
    if (otherId && otherId !== viewer.userId) await refuseIfBlocked(tx, viewer.userId, otherId);

    let helperId: string;
    if (viewer.role === 'helper') {
      if (input.helperId && input.helperId !== viewer.userId)
        throw new AppError('forbidden', HELPER_STARTS_FOR_SELF);
      helperId = viewer.userId;
      const existing = await existingConversation(tx, property.id, helperId);
      if (existing) return reply(tx, existing, false);
      if (!relation) throw notFound(MESSAGING_ERRORS.propertyNotFound);
    } else {
      if (!relation) throw notFound(MESSAGING_ERRORS.propertyNotFound);
      if (relation !== 'host') throw new AppError('forbidden', HOST_OF_PROPERTY_ONLY);
      if (!input.helperId) throw ruleBroken(NAME_THE_HELPER);
      if (input.helperId === viewer.userId) throw ruleBroken(MESSAGING_ERRORS.startWithSelf);
      helperId = input.helperId;
      const existing = await existingConversation(tx, property.id, helperId);
      if (existing) return reply(tx, existing, false);
      if (!(await helperKnowsProperty(tx, property.id, helperId)))
        throw notFound(MESSAGING_ERRORS.helperNotFound);
    }
    if (!property.hostId) throw notFound(MESSAGING_ERRORS.hostNotFound);
    if (property.hostId === helperId) throw ruleBroken(MESSAGING_ERRORS.startWithSelf);

    const [made] = await tx
      .insert(conversations)
      .values({ propertyId: property.id, hostId: property.hostId, helperId })
      .onConflictDoNothing({ target: [conversations.propertyId, conversations.helperId] })
      .returning();
    if (made) return reply(tx, made, true);
    // Made by a concurrent start a moment ago: reuse it.
    const raced = await existingConversation(tx, property.id, helperId);
    if (!raced) throw new Error('conversation vanished');
    return reply(tx, raced, false);
  });

  async function reply(tx: Tx, row: ConversationRow, created: boolean) {
    return { conversation: presentConversation(await viewOf(tx, row), viewer.userId), created };
  }
}

/**
 * 403 `conversation_closed` when either person blocked the other: the same
 * words for both sides, saying nothing about who or why (issue 15). The
 * blocker lifts it by unblocking. An erased account closes it for good
 * (issue 19, closed.ts).
 */
async function refuseIfBlocked(db: Queryable, a: string, b: string): Promise<void> {
  if (await isConversationClosed(db, a, b))
    throw new AppError(CONVERSATION_CLOSED_ERROR, CONVERSATION_CLOSED_MESSAGE);
}

// ---------------------------------------------------------------- messages

const messageCursor = z.tuple([z.number().int().min(1)]);

/** GET /api/conversations/:id/messages: newest first; the cursor reaches older ones. */
export async function listMessages(
  db: Db,
  viewer: Viewer,
  conversationId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<MessagePage> {
  const conversation = await findOwnConversation(db, viewer.userId, conversationId);
  const before = query.cursor ? decodeCursor(query.cursor, messageCursor) : null;
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        // Hidden by an operator (issue 15): gone for both people.
        isNull(messages.hiddenAt),
        before ? lt(messages.seq, before[0]) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  return pageFrom(rows, query.limit, presentMessage, (r) => [r.seq]);
}

/**
 * POST /api/conversations/:id/read: the caller's unread counter back to 0
 * (SPEC's mark_conversation_messages_read). updated_at is left alone, so the
 * list keeps its order; the caller's other tabs hear conversation.updated.
 */
export async function markRead(
  db: Db,
  viewer: Viewer,
  conversationId: string,
): Promise<Conversation> {
  return db.transaction(async (tx) => {
    const conversation = await findOwnConversation(tx, viewer.userId, conversationId, {
      lock: true,
    });
    await readMessageNotifications(tx, viewer.userId, conversation.id);
    const asHost = conversation.hostId === viewer.userId;
    const unread = asHost ? conversation.hostUnreadCount : conversation.helperUnreadCount;
    if (unread === 0) return presentConversation(await viewOf(tx, conversation), viewer.userId);
    const view = await updateWithView(
      tx,
      conversation.id,
      asHost ? { hostUnreadCount: 0 } : { helperUnreadCount: 0 },
    );
    if (!view) throw new Error('conversation vanished');
    await announceConversation(tx, view, [viewer.userId]);
    return presentConversation(view, viewer.userId);
  });
}

/**
 * The caller's unread `message` notifications about this conversation are
 * read once the chat is: the bell stops counting them and the mail fallback
 * (which skips read notifications) does not mail what was already seen.
 */
async function readMessageNotifications(tx: Tx, userId: string, conversationId: string) {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'message'),
        eq(notifications.referenceId, conversationId),
        eq(notifications.isRead, false),
      ),
    )
    .returning();
  const locale = rows.length > 0 ? await readerLocale(tx, userId) : 'en';
  for (const row of rows) {
    await publish(tx, topics.notifications(userId), {
      kind: 'notification.updated',
      data: presentNotification(row, locale),
    });
  }
}
