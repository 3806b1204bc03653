import type { Db } from '../../db/client';

/**
 * DESIGN.md section 4: another user's profile card is visible to people who
 * share a property, a stay request or a conversation with them. Those do not
 * exist yet, so for now only yourself; the issues that add them extend this
 * one function (and every caller follows). Callers answer 404 when false.
 */
export async function canSeeProfile(_db: Db, viewerId: string, targetId: string): Promise<boolean> {
  return viewerId === targetId;
}
