import { createHash } from 'node:crypto';
import { describeNotification, plainEnglish } from '@shared/activity-text';
import type { NotificationData } from '@shared/api/notifications';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import {
  accounts,
  exchangeTerms,
  notifications,
  profiles,
  properties,
  propertyHelpers,
  propertyPhotos,
  stayRequests,
  users,
} from '../db/schema';
import { placeProperty } from '../features/properties/location';
import { processImage } from '../platform/images/pipeline';
import { searchTextOf, searchTitleOf } from '../platform/search-text';
import { skillKeys } from '../platform/skills';
import { createStorage, type Storage } from '../platform/storage';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoPhoto } from './demo-photos';
import {
  DEMO_PROPERTIES,
  type DemoHost,
  type DemoProperty,
  day,
  EXTRA_HOSTS,
} from './demo-properties-data';
import type { SeedStep } from './seed-step';

// Demo properties (issue 5): the demo host's two listed properties and a
// paused one, the demo helper as a member of one with a pending request on
// the other, and more hosts with listings around the world so Explore is not
// empty. Rows have fixed ids (derived from names) and running the step again
// puts them back as they are described here, dates moved to stay ahead of today.

/** A stable UUID (version 5 layout) from a name: the same row every run. */
export function seedId(name: string): string {
  const h = createHash('sha256').update(`homestay-seed:${name}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A fixed, valid invite code per demo property (16 base32 characters). */
function seedCode(name: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes = createHash('sha256').update(`homestay-seed-code:${name}`).digest();
  return Array.from(bytes.subarray(0, 16), (b) => alphabet[b & 31]).join('');
}

async function upsertHost(db: Db, host: DemoHost): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, host.email));
  let userId = existing?.id;
  if (!userId) {
    const [created] = await db
      .insert(users)
      .values({ email: host.email, name: host.fullName, role: 'host', emailVerified: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    userId = created?.id;
    if (!userId) return upsertHost(db, host);
  }
  const password = await hashPassword(DEMO_PASSWORD);
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (credential) {
    await db
      .update(accounts)
      .set({ password, updatedAt: sql`now()` })
      .where(eq(accounts.id, credential.id));
  } else {
    await db
      .insert(accounts)
      .values({ accountId: userId, providerId: 'credential', userId, password });
  }
  await db.update(users).set({ role: 'host', name: host.fullName }).where(eq(users.id, userId));
  await db
    .insert(profiles)
    .values({
      id: userId,
      email: host.email,
      role: 'host',
      fullName: host.fullName,
      bio: host.bio,
      city: host.city,
      hasSeenWelcome: true,
    })
    .onConflictDoUpdate({
      target: profiles.id,
      set: {
        role: 'host',
        fullName: host.fullName,
        bio: host.bio,
        city: host.city,
        hasSeenWelcome: true,
        updatedAt: sql`now()`,
      },
    });
  return userId;
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} is missing: run the demo accounts step first`);
  return row.id;
}

async function upsertProperty(db: Db, storage: Storage, demo: DemoProperty, hostId: string) {
  const id = seedId(`property:${demo.key}`);
  const fields = {
    hostId,
    title: demo.title,
    description: demo.description,
    type: demo.type,
    address: demo.address,
    city: demo.city,
    region: demo.region,
    country: demo.country,
    postalCode: demo.postalCode,
    amenities: demo.amenities,
    houseRules: demo.houseRules,
    helpersWanted: demo.helpersWanted,
    status: demo.status,
    inviteCode: seedCode(demo.key),
    listedAt: new Date(Date.now() - demo.listedDaysAgo * 86_400_000),
    searchText: searchTextOf(demo),
    searchTitle: searchTitleOf(demo),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(properties)
      .values({ id, ...fields })
      .onConflictDoUpdate({ target: properties.id, set: { ...fields, updatedAt: sql`now()` } });
    // On the map as a host places it (issue 18): the same pin on every run
    // keeps the public place drawn the first time.
    await placeProperty(tx, id, demo.pin);
  });

  const t = demo.terms;
  const terms = {
    hoursPerWeek: t.hoursPerWeek,
    daysPerWeek: t.daysPerWeek,
    provides: t.provides,
    minStayDays: t.minStayDays,
    maxStayDays: t.maxStayDays,
    availableFrom: day(t.from),
    availableTo: day(t.to),
    skillsWanted: t.skillsWanted,
    skillKeys: skillKeys(t.skillsWanted),
    screeningQuestions: t.questions.map((question, i) => ({
      id: seedId(`question:${demo.key}:${i}`),
      question,
    })),
    agreementClauses: t.clauses,
    defaultChorePoints: t.points,
  };
  await db
    .insert(exchangeTerms)
    .values({ propertyId: id, ...terms })
    .onConflictDoUpdate({
      target: exchangeTerms.propertyId,
      set: { ...terms, updatedAt: sql`now()` },
    });

  // Photos: the same generated pictures, through the same pipeline as uploads.
  // Photos added by hand since the last run go (rows and files).
  const photoIds = demo.scenes.map((_, position) => seedId(`photo:${demo.key}:${position}`));
  const stray = await db
    .delete(propertyPhotos)
    .where(and(eq(propertyPhotos.propertyId, id), notInArray(propertyPhotos.id, photoIds)))
    .returning();
  for (const photo of stray) {
    await storage.delete(photo.imageKey).catch(() => undefined);
    await storage.delete(photo.thumbnailKey).catch(() => undefined);
  }
  await db.update(propertyPhotos).set({ isCover: false }).where(eq(propertyPhotos.propertyId, id));
  for (const [position, scene] of demo.scenes.entries()) {
    const photoId = seedId(`photo:${demo.key}:${position}`);
    const [large, thumbnail] = await processImage(
      await demoPhoto(`${demo.key}:${position}`, scene),
      [1600, 400],
    );
    if (!large || !thumbnail) throw new Error('image pipeline returned too few renditions');
    const imageKey = `property_photos/${id}/${photoId}.webp`;
    const thumbnailKey = `property_photos/${id}/${photoId}_thumb.webp`;
    await storage.put(imageKey, large.bytes, large.contentType, { visibility: 'public' });
    await storage.put(thumbnailKey, thumbnail.bytes, thumbnail.contentType, {
      visibility: 'public',
    });
    const photo = {
      propertyId: id,
      position,
      isCover: position === 0,
      imageKey,
      thumbnailKey,
      width: large.width,
      height: large.height,
    };
    await db
      .insert(propertyPhotos)
      .values({ id: photoId, ...photo })
      .onConflictDoUpdate({ target: propertyPhotos.id, set: photo });
  }
  return { id, terms };
}

/** The demo helper: an active member of Orchard Hill, a pending request at Blue Ridge. */
async function seedDemoHelperState(
  db: Db,
  ids: { hostId: string; helperId: string; orchard: string; blueRidge: string },
  blueRidgeQuestions: Array<{ id: string; question: string }>,
  orchardQuestions: Array<{ id: string; question: string }>,
) {
  const { helperId, hostId, orchard, blueRidge } = ids;
  await db.transaction(async (tx) => {
    // Orchard Hill: an accepted request and the membership it made.
    const acceptedId = seedId('request:orchard:hugo');
    await tx
      .delete(stayRequests)
      .where(
        and(
          eq(stayRequests.propertyId, orchard),
          eq(stayRequests.helperId, helperId),
          ne(stayRequests.id, acceptedId),
        ),
      );
    const accepted = {
      propertyId: orchard,
      helperId,
      startDate: day(-10),
      endDate: day(25),
      message: 'Hi Hana! I grew up with goats and would love to help with the harvest.',
      answers: orchardQuestions.map((q, i) => ({
        questionId: q.id,
        question: q.question,
        answer:
          i === 0 ? 'Yes, goats and chickens at my grandparents’ farm.' : 'None that I know of.',
      })),
      status: 'accepted' as const,
      declineReason: null,
      decidedAt: new Date(Date.now() - 12 * 86_400_000),
    };
    await tx
      .insert(stayRequests)
      .values({ id: acceptedId, ...accepted })
      .onConflictDoUpdate({ target: stayRequests.id, set: accepted });
    const membership = {
      propertyId: orchard,
      helperId,
      status: 'active' as const,
      joinedVia: 'request' as const,
      startDate: day(-10),
      endDate: day(25),
      endedAt: null,
      agreementFormCompleted: false,
      onboardingCompletedAt: null,
    };
    await tx
      .insert(propertyHelpers)
      .values({ id: seedId('membership:orchard:hugo'), ...membership })
      .onConflictDoUpdate({
        target: [propertyHelpers.propertyId, propertyHelpers.helperId],
        set: membership,
      });

    // Blue Ridge: one pending request, and no membership.
    const pendingId = seedId('request:blue-ridge:hugo');
    await tx
      .delete(propertyHelpers)
      .where(
        and(eq(propertyHelpers.propertyId, blueRidge), eq(propertyHelpers.helperId, helperId)),
      );
    await tx
      .delete(stayRequests)
      .where(
        and(
          eq(stayRequests.propertyId, blueRidge),
          eq(stayRequests.helperId, helperId),
          ne(stayRequests.id, pendingId),
        ),
      );
    const pending = {
      propertyId: blueRidge,
      helperId,
      startDate: day(40),
      endDate: day(70),
      message:
        'After Orchard Hill I would love a month at the guesthouse. I can cook breakfast for a crowd.',
      answers: blueRidgeQuestions.map((q, i) => ({
        questionId: q.id,
        question: q.question,
        answer: i === 0 ? 'Two summers at a B&B in Oregon.' : 'From next month until autumn.',
      })),
      status: 'pending' as const,
      declineReason: null,
      decidedAt: null,
    };
    await tx
      .insert(stayRequests)
      .values({ id: pendingId, ...pending })
      .onConflictDoUpdate({ target: stayRequests.id, set: pending });

    // The notifications those events made.
    const notes = [
      {
        id: seedId('note:host:request'),
        userId: hostId,
        type: 'helper_request',
        title: 'New stay request',
        ...withData({
          kind: 'stay_request_created',
          propertyTitle: 'Blue Ridge Guesthouse',
          name: 'Hugo Helper',
          startDate: pending.startDate,
          endDate: pending.endDate,
        }),
        referenceId: blueRidge,
      },
      {
        id: seedId('note:hugo:accepted'),
        userId: helperId,
        type: 'stay_request_accepted',
        title: 'Your stay request was accepted',
        ...withData({
          kind: 'stay_request_accepted',
          propertyTitle: 'Orchard Hill Farm',
          startDate: accepted.startDate,
          endDate: accepted.endDate,
        }),
        referenceId: orchard,
      },
      {
        id: seedId('note:hugo:onboard'),
        userId: helperId,
        type: 'induction_onboard',
        title: 'Welcome to Orchard Hill Farm',
        content: 'Go through the induction checklist to get started.',
        referenceId: orchard,
      },
    ];
    for (const note of notes) await tx.insert(notifications).values(note).onConflictDoNothing();
  });
}

/** A notification's data and the plain-English content notify() would make of it. */
const withData = (data: NotificationData) => ({
  data,
  content: describeNotification(data, plainEnglish),
});

/** Seeds the demo properties; needs the demo accounts. */
export async function seedDemoProperties(db: Db, storage: Storage): Promise<void> {
  const hostId = await userIdOf(db, 'host@demo.test');
  const helperId = await userIdOf(db, 'helper@demo.test');
  const hostIds = new Map<string, string>([['demo-host', hostId]]);
  for (const host of EXTRA_HOSTS) hostIds.set(host.key, await upsertHost(db, host));
  const made = new Map<string, Awaited<ReturnType<typeof upsertProperty>>>();
  for (const demo of DEMO_PROPERTIES) {
    const owner = hostIds.get(demo.host);
    if (!owner) throw new Error(`unknown demo host ${demo.host}`);
    made.set(demo.key, await upsertProperty(db, storage, demo, owner));
  }
  const orchard = made.get('orchard-hill');
  const blueRidge = made.get('blue-ridge-guesthouse');
  if (!orchard || !blueRidge) throw new Error('demo host properties missing');
  await seedDemoHelperState(
    db,
    { hostId, helperId, orchard: orchard.id, blueRidge: blueRidge.id },
    blueRidge.terms.screeningQuestions,
    orchard.terms.screeningQuestions,
  );
}

export const demoPropertiesStep: SeedStep = {
  name: 'demo properties',
  async run(db) {
    const config = loadConfig(process.env);
    await seedDemoProperties(db, createStorage(config));
  },
};
