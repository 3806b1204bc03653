import type { AgreementTermsInput } from '@shared/api/agreements';
import { agreementTermsInputSchema } from '@shared/api/agreements';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import {
  accounts,
  agreements,
  helperNeeds,
  onboardingItems,
  profiles,
  propertyHelpers,
  users,
} from '../db/schema';
import {
  approveAgreement,
  sendAgreement,
  signAgreement,
} from '../features/agreements/agreement-flow';
import { acknowledgeItem, acknowledgeNeed, addNeed } from '../features/onboarding/service';
import type { Viewer } from '../platform/auth/guard';
import { createStorage } from '../platform/storage';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedId } from './demo-properties';
import type { SeedStep } from './seed-step';

// Demo agreements and onboarding (issue 9), through the real services so the
// rows, notifications and chat lines are what the app makes:
// - Orchard Hill's induction checklist (six items);
// - Hugo Helper (helper@demo.test): an agreement in force (sent, signed,
//   approved) and the first three checklist items ticked, with two needs;
// - Pia Novak (pia@demo.test, a second demo helper, also at Orchard Hill):
//   an agreement sent and waiting for her signature.
// Running it again changes nothing that is already there (it only puts back
// the membership flags the demo properties step resets).

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const PIA = {
  email: 'pia@demo.test',
  fullName: 'Pia Novak',
  bio: 'Carpenter from Ljubljana on a slow year around Europe. Happy with tools and animals.',
  city: 'Ljubljana',
};

const CHECKLIST = [
  {
    title: 'Keys and the front gate',
    details:
      'Your key hangs on the hook by the kitchen door. Close the front gate every time: the goats know how to open it.',
  },
  {
    title: 'Wi-Fi',
    details: 'Network “OrchardHill”, password on the fridge. It is slow after 9 pm.',
  },
  {
    title: 'Fire exits and the extinguisher',
    details:
      'Two exits: the kitchen door and the French windows in the living room. The extinguisher is under the stairs.',
  },
  {
    title: 'The goats’ routine',
    details: 'Feed at 7 am and 6 pm (one scoop each), fresh water twice a day, count them at dusk.',
  },
  {
    title: 'Bins and compost',
    details:
      'Green bin for compost (no citrus), blue for recycling, collection on Tuesday morning.',
  },
  {
    title: 'Quiet hours',
    details: 'From 10 pm to 7 am. The walls are thin and the baby sleeps upstairs.',
  },
];

async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} is missing: run the demo accounts step first`);
  return row.id;
}

const viewer = (userId: string, email: string, role: 'host' | 'helper'): Viewer => ({
  userId,
  email,
  role,
  sessionId: 'seed',
});

/** A second demo helper (signs in with the demo password). */
async function upsertPia(db: Db): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, PIA.email));
  let userId = existing?.id;
  if (!userId) {
    const [created] = await db
      .insert(users)
      .values({ email: PIA.email, name: PIA.fullName, role: 'helper', emailVerified: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    userId = created?.id ?? (await userIdOf(db, PIA.email));
  }
  const [credential] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential)
    await db.insert(accounts).values({
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(DEMO_PASSWORD),
    });
  await db.update(users).set({ role: 'helper', name: PIA.fullName }).where(eq(users.id, userId));
  const profile = {
    role: 'helper' as const,
    fullName: PIA.fullName,
    bio: PIA.bio,
    city: PIA.city,
    hasSeenWelcome: true,
  };
  await db
    .insert(profiles)
    .values({ id: userId, email: PIA.email, ...profile })
    .onConflictDoUpdate({ target: profiles.id, set: { ...profile, updatedAt: sql`now()` } });
  return userId;
}

async function latestOf(db: Db, propertyId: string, helperId: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.propertyId, propertyId), eq(agreements.helperId, helperId)))
    .orderBy(desc(agreements.version))
    .limit(1);
  return row ?? null;
}

function orchardTerms(
  overrides: Partial<AgreementTermsInput>,
): z.output<typeof agreementTermsInputSchema> {
  return agreementTermsInputSchema.parse({
    startDate: day(-10),
    endDate: day(25),
    hoursPerWeek: 20,
    daysOff: ['saturday', 'sunday'],
    duties:
      'Morning and evening goat care, weeding the vegetable beds, helping with the apple harvest.',
    provides: ['private_room', 'meals', 'wifi', 'bike'],
    houseRules: 'No smoking indoors. Quiet hours from 10 pm. Shoes off in the house.',
    noticePeriodDays: 7,
    extraClauses: ['Help is shared out fairly between helpers', 'Weekends are yours'],
    askedDetails: ['Any allergies or dietary needs?'],
    ...overrides,
  });
}

export async function seedDemoAgreements(db: Db): Promise<void> {
  const storage = createStorage(loadConfig(process.env));
  const ctx = { db, storage, appUrl: '' };
  const hostId = await userIdOf(db, 'host@demo.test');
  const hugoId = await userIdOf(db, 'helper@demo.test');
  const piaId = await upsertPia(db);
  const host = viewer(hostId, 'host@demo.test', 'host');
  const hugo = viewer(hugoId, 'helper@demo.test', 'helper');
  const orchard = seedId('property:orchard-hill');

  // Pia: an active member of Orchard Hill (joined by the invite code).
  const membership = {
    propertyId: orchard,
    helperId: piaId,
    status: 'active' as const,
    joinedVia: 'invite_code' as const,
    startDate: day(-2),
    endDate: day(40),
    endedAt: null,
  };
  await db
    .insert(propertyHelpers)
    .values({ id: seedId('membership:orchard:pia'), ...membership })
    .onConflictDoUpdate({
      target: [propertyHelpers.propertyId, propertyHelpers.helperId],
      set: membership,
    });

  // The checklist, with fixed ids.
  for (const [position, item] of CHECKLIST.entries()) {
    const values = { propertyId: orchard, position, ...item };
    await db
      .insert(onboardingItems)
      .values({ id: seedId(`onboarding:orchard:${position}`), ...values })
      .onConflictDoUpdate({ target: onboardingItems.id, set: values });
  }
  const items = await db
    .select({ id: onboardingItems.id })
    .from(onboardingItems)
    .where(eq(onboardingItems.propertyId, orchard))
    .orderBy(asc(onboardingItems.position));

  // Hugo: an agreement in force.
  if (!(await latestOf(db, orchard, hugoId))) {
    await sendAgreement(ctx, host, orchard, hugoId, orchardTerms({}));
    await signAgreement(ctx, hugo, orchard, hugoId, {
      version: 1,
      emergencyContact: { name: 'Helga Helper', phone: '+49 30 1234 5678', relation: 'Mother' },
      details: ['A mild hay fever; I eat everything.'],
      signedName: 'Hugo Helper',
      consent: true,
    });
    await approveAgreement(ctx, host, orchard, hugoId, 1);
  }
  // Pia: an agreement sent, waiting for her signature.
  if (!(await latestOf(db, orchard, piaId)))
    await sendAgreement(
      ctx,
      host,
      orchard,
      piaId,
      orchardTerms({ startDate: day(-2), endDate: day(40), hoursPerWeek: 18 }),
    );

  // The demo properties step resets the membership flags: put them back.
  for (const helperId of [hugoId, piaId]) {
    const latest = await latestOf(db, orchard, helperId);
    await db
      .update(propertyHelpers)
      .set({
        agreementFormCompleted: latest?.status === 'signed' || latest?.status === 'approved',
      })
      .where(and(eq(propertyHelpers.propertyId, orchard), eq(propertyHelpers.helperId, helperId)));
  }

  // Hugo's onboarding: half done (idempotent ticks), and two needs, one acknowledged.
  for (const item of items.slice(0, 3)) await acknowledgeItem(ctx, hugo, orchard, item.id);
  const needs = await db
    .select({ id: helperNeeds.id })
    .from(helperNeeds)
    .where(and(eq(helperNeeds.propertyId, orchard), eq(helperNeeds.helperId, hugoId)));
  if (needs.length === 0) {
    const view = await addNeed(ctx, hugo, orchard, {
      kind: 'diet',
      details: 'Vegetarian, but eggs and cheese are fine.',
    });
    await addNeed(ctx, hugo, orchard, {
      kind: 'arrival',
      details: 'My train gets in at 6 pm on Fridays if I go away for a weekend.',
    });
    const first = view.mine?.needs[0];
    if (first) await acknowledgeNeed(ctx, host, orchard, first.id);
  }
}

export const demoAgreementsStep: SeedStep = {
  name: 'demo agreements and onboarding',
  async run(db) {
    await seedDemoAgreements(db);
  },
};
