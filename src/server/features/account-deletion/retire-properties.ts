import { and, eq, exists, inArray, isNotNull, not, sql } from 'drizzle-orm';
import {
  conversations,
  exchangeTerms,
  hostInvitations,
  onboardingItems,
  properties,
  propertyHelpers,
  propertyPhotos,
  stayRequests,
  stays,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { activeMembersOf, endStays } from './service';

// A host's properties at erasure (issue 19, decision 141). Every row that
// hangs off a property cascades when it is deleted: the helpers' memberships,
// stay records, points, conversations. So a property nobody ever stayed at or
// wrote about is deleted outright, and any other is retired: paused for ever,
// its invite code unusable, stripped of everything but its title and town
// (what the helpers' records name), its photos and offer gone.

/** Retires or deletes the host's properties; returns the storage keys of their photos. */
export async function retireProperties(tx: Tx, hostId: string, now: Date): Promise<string[]> {
  const owned = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.hostId, hostId));
  const ids = owned.map((p) => p.id);
  if (ids.length === 0) return [];

  // Stays that began during the grace period (a join by code) end like the others.
  await endStays(tx, await activeMembersOf(tx, hostId), now);

  const photos = await tx
    .delete(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, ids))
    .returning({ image: propertyPhotos.imageKey, thumbnail: propertyPhotos.thumbnailKey });
  const items = await tx
    .select({ key: onboardingItems.photoKey })
    .from(onboardingItems)
    .where(and(inArray(onboardingItems.propertyId, ids), isNotNull(onboardingItems.photoKey)));
  await tx
    .update(onboardingItems)
    .set({ photoKey: null })
    .where(inArray(onboardingItems.propertyId, ids));
  await tx
    .update(stayRequests)
    .set({ status: 'declined', decidedAt: now, updatedAt: now })
    .where(and(inArray(stayRequests.propertyId, ids), eq(stayRequests.status, 'pending')));
  await tx.delete(hostInvitations).where(inArray(hostInvitations.propertyId, ids));
  await tx.delete(exchangeTerms).where(inArray(exchangeTerms.propertyId, ids));

  const hasHistory = sql`(${exists(
    tx
      .select({ one: sql`1` })
      .from(propertyHelpers)
      .where(eq(propertyHelpers.propertyId, properties.id)),
  )} or ${exists(
    tx
      .select({ one: sql`1` })
      .from(conversations)
      .where(eq(conversations.propertyId, properties.id)),
  )} or ${exists(tx.select({ one: sql`1` }).from(stays).where(eq(stays.propertyId, properties.id)))})`;
  await tx.delete(properties).where(and(inArray(properties.id, ids), not(hasHistory)));
  await tx
    .update(properties)
    .set({
      status: 'paused',
      listedAt: null,
      inviteCode: sql`'retired-' || ${properties.id}`,
      description: null,
      address: null,
      region: null,
      postalCode: null,
      amenities: [],
      houseRules: null,
      searchText: '',
      searchTitle: '',
      updatedAt: now,
    })
    .where(inArray(properties.id, ids));

  const keys = photos.flatMap((p) => [p.image, p.thumbnail]);
  for (const item of items) if (item.key) keys.push(item.key);
  return keys;
}
