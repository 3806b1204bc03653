import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { chores, onboardingItems, profiles, propertyPhotos } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { hostedBy } from './sections-stays';

/**
 * The storage keys of what the person uploaded: their avatar, the photos of
 * the properties they host (the large image; thumbnails are copies), the
 * photos on their onboarding checklists, and their chore hand-in photos.
 * Messages carry no attachments. Keys only: the bytes are streamed later.
 */
export async function uploadedFileKeys(tx: Tx, userId: string): Promise<string[]> {
  const [avatar] = await tx
    .select({ key: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const photos = await tx
    .select({ key: propertyPhotos.imageKey })
    .from(propertyPhotos)
    .where(inArray(propertyPhotos.propertyId, hostedBy(tx, userId)));
  const checklist = await tx
    .select({ key: onboardingItems.photoKey })
    .from(onboardingItems)
    .where(
      and(
        inArray(onboardingItems.propertyId, hostedBy(tx, userId)),
        isNotNull(onboardingItems.photoKey),
      ),
    );
  const handIns = await tx
    .select({ key: chores.submissionPhotoKey })
    .from(chores)
    .where(and(eq(chores.takenBy, userId), isNotNull(chores.submissionPhotoKey)));
  const keys = [avatar, ...photos, ...checklist, ...handIns]
    .map((row) => row?.key)
    .filter((key): key is string => typeof key === 'string' && key.length > 0);
  return [...new Set(keys)].sort();
}
