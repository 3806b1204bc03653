import { createHash } from 'node:crypto';
import type { PropertyType, Provision } from '@shared/api/properties';
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
import { searchTextOf, searchTitleOf } from '../features/explore/service';
import { processImage } from '../platform/images/pipeline';
import { createStorage, type Storage } from '../platform/storage';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoPhoto, type Scene } from './demo-photos';
import type { SeedStep } from './steps';

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

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type DemoHost = { key: string; email: string; fullName: string; bio: string; city: string };

export const EXTRA_HOSTS: readonly DemoHost[] = [
  {
    key: 'marta',
    email: 'marta@demo.test',
    fullName: 'Marta Oliveira',
    bio: 'Olive grower in the Algarve; my farm runs on solar power and good coffee.',
    city: 'Tavira',
  },
  {
    key: 'kenji',
    email: 'kenji@demo.test',
    fullName: 'Kenji Watanabe',
    bio: 'I keep a small guesthouse in Kyoto and a vegetable garden in the hills.',
    city: 'Kyoto',
  },
  {
    key: 'amara',
    email: 'amara@demo.test',
    fullName: 'Amara Mensah',
    bio: 'Eco-lodge host and surfer. Ask me about sea turtles.',
    city: 'Nosara',
  },
  {
    key: 'lucas',
    email: 'lucas@demo.test',
    fullName: 'Lucas Bernard',
    bio: 'Canal boat restorer and part-time baker.',
    city: 'Toulouse',
  },
];

type DemoTerms = {
  hoursPerWeek: number;
  daysPerWeek: number;
  provides: Provision[];
  minStayDays: number;
  maxStayDays: number;
  /** Days from today. */
  from: number;
  to: number;
  skillsWanted: string[];
  questions: string[];
  clauses: string[];
  points: number;
};

type DemoProperty = {
  key: string;
  /** 'demo-host' or an EXTRA_HOSTS key. */
  host: string;
  title: string;
  type: PropertyType;
  city: string;
  region: string | null;
  country: string;
  address: string;
  postalCode: string;
  description: string;
  amenities: string[];
  houseRules: string;
  helpersWanted: number;
  status: 'listed' | 'paused';
  /** Days ago it was listed (Explore's default order). */
  listedDaysAgo: number;
  scenes: Scene[];
  terms: DemoTerms;
};

const standardTerms = (overrides: Partial<DemoTerms>): DemoTerms => ({
  hoursPerWeek: 20,
  daysPerWeek: 5,
  provides: ['private_room', 'meals', 'wifi'],
  minStayDays: 14,
  maxStayDays: 60,
  from: 3,
  to: 240,
  skillsWanted: [],
  questions: ['Tell us a little about yourself and why you would like to come.'],
  clauses: ['Quiet hours from 10 pm to 7 am.', 'Tell the host a week ahead if your plans change.'],
  points: 10,
  ...overrides,
});

export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    key: 'orchard-hill',
    host: 'demo-host',
    title: 'Orchard Hill Farm',
    type: 'farm',
    city: 'Asheville',
    region: 'North Carolina',
    country: 'US',
    address: '12 Orchard Road',
    postalCode: '28801',
    description:
      'Ten acres of apple and pear trees, six goats, two beehives and a big vegetable garden in the Blue Ridge foothills. Help with feeding the animals, picking and the farm stand on Saturdays.',
    amenities: ['Garden', 'Washing machine', 'Bicycles', 'Wood stove'],
    houseRules: 'No smoking anywhere on the farm. Dogs stay out of the hen run.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 6,
    scenes: ['farm', 'forest', 'house'],
    terms: standardTerms({
      hoursPerWeek: 25,
      provides: ['private_room', 'meals', 'wifi', 'laundry', 'bike'],
      skillsWanted: ['Animal care', 'Gardening', 'Carpentry'],
      questions: [
        'Have you worked with animals before?',
        'Do you have any allergies (bees, hay, animals)?',
      ],
      clauses: ['Helpers feed the goats on a shared rota.', 'Quiet hours from 10 pm to 6 am.'],
      points: 15,
    }),
  },
  {
    key: 'blue-ridge-guesthouse',
    host: 'demo-host',
    title: 'Blue Ridge Guesthouse',
    type: 'guesthouse',
    city: 'Black Mountain',
    region: 'North Carolina',
    country: 'US',
    address: '301 Laurel Lane',
    postalCode: '28711',
    description:
      'A six-room guesthouse with a porch facing the mountains. Mornings are breakfast service and turning rooms around; afternoons are yours for hiking.',
    amenities: ['Porch', 'Shared kitchen', 'Fast wifi'],
    houseRules: 'Guests come first at breakfast. Shoes off upstairs.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 2,
    scenes: ['house', 'mountain'],
    terms: standardTerms({
      hoursPerWeek: 18,
      provides: ['private_room', 'kitchen_access', 'wifi', 'laundry'],
      minStayDays: 21,
      maxStayDays: 90,
      skillsWanted: ['Hospitality', 'Cooking'],
      questions: ['Have you worked in hospitality?', 'Which months are you free?'],
    }),
  },
  {
    key: 'lakeside-cabin',
    host: 'demo-host',
    title: 'Lakeside Cabin',
    type: 'house',
    city: 'Lake Lure',
    region: 'North Carolina',
    country: 'US',
    address: '5 Shoreline Drive',
    postalCode: '28746',
    description: 'A small log cabin by the lake that needs a new deck before summer.',
    amenities: ['Canoe', 'Fire pit'],
    houseRules: 'Life jackets on the water, always.',
    helpersWanted: 1,
    status: 'paused',
    listedDaysAgo: 30,
    scenes: ['forest'],
    terms: standardTerms({
      provides: ['shared_room', 'kitchen_access'],
      skillsWanted: ['Carpentry'],
    }),
  },
  {
    key: 'tavira-olives',
    host: 'marta',
    title: 'Olive grove by the sea',
    type: 'farm',
    city: 'Tavira',
    region: 'Algarve',
    country: 'PT',
    address: 'Sítio das Oliveiras',
    postalCode: '8800-601',
    description:
      'Harvest olives, prune almond trees and help in the small farm shop, ten minutes from the beach.',
    amenities: ['Pool', 'Garden'],
    houseRules: 'Siesta is sacred between 2 and 4 pm.',
    helpersWanted: 3,
    status: 'listed',
    listedDaysAgo: 9,
    scenes: ['farm', 'house'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'wifi', 'bike'],
      from: 10,
      to: 200,
    }),
  },
  {
    key: 'lisbon-hostel',
    host: 'marta',
    title: 'Hostel in Alfama',
    type: 'hostel',
    city: 'Lisbon',
    region: null,
    country: 'PT',
    address: 'Rua de São Miguel 14',
    postalCode: '1100-544',
    description:
      'A lively 30-bed hostel in the old town. Reception shifts, walking tours and the Friday dinner.',
    amenities: ['Rooftop terrace', 'Lockers'],
    houseRules: 'No guests in the staff room.',
    helpersWanted: 4,
    status: 'listed',
    listedDaysAgo: 1,
    scenes: ['hostel'],
    terms: standardTerms({
      hoursPerWeek: 24,
      provides: ['shared_room', 'kitchen_access', 'wifi'],
      minStayDays: 30,
      maxStayDays: 120,
      skillsWanted: ['Languages', 'Reception'],
    }),
  },
  {
    key: 'kyoto-guesthouse',
    host: 'kenji',
    title: 'Machiya guesthouse',
    type: 'guesthouse',
    city: 'Kyoto',
    region: 'Kansai',
    country: 'JP',
    address: '3 Higashiyama',
    postalCode: '605-0862',
    description:
      'A restored wooden townhouse with four guest rooms and a moss garden that needs patient hands.',
    amenities: ['Tatami rooms', 'Garden', 'Bicycles'],
    houseRules: 'Slippers inside; no shoes on the tatami.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 4,
    scenes: ['house', 'forest'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'bike', 'lessons'],
      skillsWanted: ['Gardening'],
    }),
  },
  {
    key: 'hokkaido-farm',
    host: 'kenji',
    title: 'Vegetable farm in the hills',
    type: 'farm',
    city: 'Furano',
    region: 'Hokkaido',
    country: 'JP',
    address: 'Kitanomine 8',
    postalCode: '076-0034',
    description: 'Melons, potatoes and lavender. Early mornings, big breakfasts.',
    amenities: ['Onsen nearby'],
    houseRules: 'Boots off at the door.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 12,
    scenes: ['farm', 'mountain'],
    terms: standardTerms({
      hoursPerWeek: 30,
      daysPerWeek: 6,
      provides: ['shared_room', 'meals'],
      from: 30,
      to: 150,
    }),
  },
  {
    key: 'nosara-lodge',
    host: 'amara',
    title: 'Jungle eco-lodge',
    type: 'guesthouse',
    city: 'Nosara',
    region: 'Guanacaste',
    country: 'CR',
    address: 'Playa Guiones',
    postalCode: '50206',
    description:
      'Bamboo cabins between the jungle and the surf. Help with the garden, the yoga deck and the turtle patrol.',
    amenities: ['Surfboards', 'Yoga deck'],
    houseRules: 'Leave no trace on the beach.',
    helpersWanted: 3,
    status: 'listed',
    listedDaysAgo: 3,
    scenes: ['forest', 'house'],
    terms: standardTerms({
      provides: ['shared_room', 'meals', 'wifi', 'lessons'],
      minStayDays: 21,
    }),
  },
  {
    key: 'accra-house',
    host: 'amara',
    title: 'Family house with a courtyard',
    type: 'house',
    city: 'Accra',
    region: 'Greater Accra',
    country: 'GH',
    address: '17 Osu Avenue',
    postalCode: 'GA-123',
    description: 'Help our kids with English homework and paint the courtyard mural.',
    amenities: ['Courtyard', 'Hammocks'],
    houseRules: 'Dinner together at seven.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 15,
    scenes: ['house'],
    terms: standardTerms({
      hoursPerWeek: 15,
      provides: ['private_room', 'meals', 'laundry'],
      skillsWanted: ['Teaching', 'Painting'],
    }),
  },
  {
    key: 'canal-boat',
    host: 'lucas',
    title: 'Canal boat restoration',
    type: 'boat',
    city: 'Toulouse',
    region: 'Occitanie',
    country: 'FR',
    address: 'Port Saint-Sauveur',
    postalCode: '31400',
    description:
      'Sand, varnish and paint a 1930s péniche on the Canal du Midi. Fresh bread every morning.',
    amenities: ['Bikes', 'Canal towpath'],
    houseRules: 'Life jackets on deck when moving.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 7,
    scenes: ['boat'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'bike'],
      skillsWanted: ['Woodwork', 'Painting'],
    }),
  },
  {
    key: 'fjord-house',
    host: 'lucas',
    title: 'Red house on the fjord',
    type: 'house',
    city: 'Bergen',
    region: 'Vestland',
    country: 'NO',
    address: 'Fjordveien 2',
    postalCode: '5003',
    description: 'Chop wood, tend sheep and repaint the boathouse. Northern lights in winter.',
    amenities: ['Sauna', 'Rowing boat'],
    houseRules: 'Sauna is shared; book a slot.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 20,
    scenes: ['mountain', 'house'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'wifi', 'car_use'],
      from: 60,
      to: 300,
    }),
  },
  {
    key: 'granada-hostel',
    host: 'marta',
    title: 'Cave hostel in Sacromonte',
    type: 'hostel',
    city: 'Granada',
    region: 'Andalusia',
    country: 'ES',
    address: 'Camino del Sacromonte 9',
    postalCode: '18010',
    description:
      'Whitewashed caves with a view of the Alhambra. Help at breakfast and with the flamenco nights.',
    amenities: ['Terrace', 'Guitar'],
    houseRules: 'Music stops at midnight.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 5,
    scenes: ['hostel', 'mountain'],
    terms: standardTerms({
      provides: ['shared_room', 'kitchen_access', 'wifi'],
      minStayDays: 14,
      maxStayDays: 45,
    }),
  },
];

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
  await db
    .insert(properties)
    .values({ id, ...fields })
    .onConflictDoUpdate({ target: properties.id, set: { ...fields, updatedAt: sql`now()` } });

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
        content: `Hugo Helper asked to stay at Blue Ridge Guesthouse from ${pending.startDate} to ${pending.endDate}.`,
        referenceId: blueRidge,
      },
      {
        id: seedId('note:hugo:accepted'),
        userId: helperId,
        type: 'stay_request_accepted',
        title: 'Your stay request was accepted',
        content: `Orchard Hill Farm accepted your stay from ${accepted.startDate} to ${accepted.endDate}.`,
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
