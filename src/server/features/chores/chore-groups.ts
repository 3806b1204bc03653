import { type ChoreGroups, DEFAULT_CHORE_GROUPS } from '@shared/api/chores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { propertyRelation } from '../../platform/access/property-members';
import type { Viewer } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';

// The chore groups a host or a member may pick from: the defaults and the host's own.

export async function choreGroups(
  db: Db,
  viewer: Viewer,
  propertyId?: string,
): Promise<ChoreGroups> {
  let ownerId: string | null = viewer.role === 'host' ? viewer.userId : null;
  if (propertyId) {
    const relation = await propertyRelation(db, viewer.userId, propertyId);
    if (!relation) throw new AppError('not_found', 'Property not found');
    ownerId = relation.hostId;
  }
  const [owner] = ownerId
    ? await db
        .select({ custom: profiles.customChoreGroup })
        .from(profiles)
        .where(eq(profiles.id, ownerId))
    : [];
  return { defaults: [...DEFAULT_CHORE_GROUPS], custom: owner?.custom ?? [] };
}
