import type { ChoreListQuery, ChorePage } from '@shared/api/chores';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { chores, properties, propertyHelpers } from '../../db/schema';
import type { Viewer } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import { newestFirst, pageFrom } from '../../platform/pagination/cursor';
import { findVisibleChore } from './access';
import type { ChoreContext } from './chore-steps';
import { choreContext, presentChore, presentOne } from './presenter';

// Reading chores: one, or a page of a list by tab, status, group or helper.

export async function getChore(ctx: ChoreContext, viewer: Viewer, choreId: string) {
  const { chore } = await findVisibleChore(ctx.db, viewer.userId, choreId);
  return presentOne(ctx.db, chore);
}

export async function listChores(
  ctx: ChoreContext,
  viewer: Viewer,
  query: ChoreListQuery & { limit: number },
): Promise<ChorePage> {
  const me = viewer.userId;
  const conditions: SQL[] = [];
  const isHost = viewer.role === 'host';
  if (isHost) {
    if (query.tab)
      throw new AppError('bad_request', 'Tabs are for helpers; filter by status instead');
    conditions.push(
      inArray(
        chores.propertyId,
        ctx.db.select({ id: properties.id }).from(properties).where(eq(properties.hostId, me)),
      ),
    );
    if (query.helperId) {
      const helper = query.helperId;
      const cond = or(eq(chores.assigneeId, helper), eq(chores.takenBy, helper));
      if (cond) conditions.push(cond);
    }
  } else {
    conditions.push(
      inArray(
        chores.propertyId,
        ctx.db
          .select({ id: propertyHelpers.propertyId })
          .from(propertyHelpers)
          .where(and(eq(propertyHelpers.helperId, me), eq(propertyHelpers.status, 'active'))),
      ),
    );
    if (query.helperId && query.helperId !== me) conditions.push(sql`false`);
    const mine = or(eq(chores.assigneeId, me), eq(chores.takenBy, me));
    switch (query.tab) {
      case 'mine':
        if (mine) conditions.push(mine);
        conditions.push(inArray(chores.status, ['open', 'in_progress']));
        break;
      case 'open':
        conditions.push(eq(chores.status, 'open'), isNull(chores.assigneeId));
        break;
      case 'submitted':
        conditions.push(eq(chores.takenBy, me), eq(chores.status, 'submitted'));
        break;
      case 'done':
        conditions.push(eq(chores.takenBy, me), eq(chores.status, 'approved'));
        break;
      default:
        break;
    }
  }
  if (query.propertyId) conditions.push(eq(chores.propertyId, query.propertyId));
  if (query.status) conditions.push(eq(chores.status, query.status));
  if (query.group) conditions.push(sql`lower(${chores.group}) = lower(${query.group})`);
  const page = newestFirst(chores.createdAt, chores.id, query.cursor);
  if (page.after) conditions.push(page.after);
  const rows = await ctx.db
    .select({ chore: chores, key: page.at })
    .from(chores)
    .where(and(...conditions))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const presentCtx = await choreContext(
    ctx.db,
    rows.slice(0, query.limit).map((r) => r.chore),
  );
  return pageFrom(
    rows,
    query.limit,
    (r) => presentChore(r.chore, presentCtx),
    (r) => [r.key, r.chore.id],
  );
}
