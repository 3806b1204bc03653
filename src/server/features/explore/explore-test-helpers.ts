import { randomUUID } from 'node:crypto';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeTerms, helpWindows, profiles, properties } from '../../db/schema';
import { searchTextOf, searchTitleOf } from '../../platform/search-text';
import { skillKeys } from '../../platform/skills';

// For Explore's tests: listed properties written straight to the database,
// with the public place (what the location service draws from the host's
// pin) and the listing time set by the test, so places, distances and equal
// sort keys are exactly what a test needs.

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type TestListing = {
  title?: string;
  city?: string;
  region?: string | null;
  country?: string;
  /** The public place; both null (the default) for a property not yet placed. */
  lat?: number | null;
  lng?: number | null;
  listedAt?: Date;
  status?: 'listed' | 'paused' | 'draft';
  skillsWanted?: string[];
  hiddenAt?: Date | null;
  /** The terms' dates, in days from today (default: from yesterday for a year). */
  available?: { from: number; to: number };
  /** Help windows, in days from today. */
  windows?: Array<{ from: number; to: number; helpersWanted: number }>;
};

/** A property of `hostId` with terms (available from yesterday for a year). Returns its id. */
export async function insertListing(db: Db, hostId: string, listing: TestListing = {}) {
  const id = randomUUID();
  const status = listing.status ?? 'listed';
  const doc = {
    title: listing.title ?? 'Test farm',
    city: listing.city ?? 'Tavira',
    region: listing.region ?? null,
    country: listing.country ?? 'PT',
    description: 'Help with the garden and the animals.',
  };
  await db.insert(properties).values({
    id,
    hostId,
    ...doc,
    type: 'farm',
    status,
    inviteCode: id.replace(/-/g, '').slice(0, 16).toUpperCase(),
    listedAt: status === 'draft' ? null : (listing.listedAt ?? new Date()),
    hiddenAt: listing.hiddenAt ?? null,
    searchText: searchTextOf(doc),
    searchTitle: searchTitleOf(doc),
    publicLat: listing.lat ?? null,
    publicLng: listing.lng ?? null,
  });
  const skillsWanted = listing.skillsWanted ?? [];
  await db.insert(exchangeTerms).values({
    propertyId: id,
    hoursPerWeek: 20,
    daysPerWeek: 5,
    minStayDays: 7,
    maxStayDays: 60,
    availableFrom: day(listing.available?.from ?? -1),
    availableTo: day(listing.available?.to ?? 365),
    skillsWanted,
    skillKeys: skillKeys(skillsWanted),
  });
  if (listing.windows?.length) {
    await db.insert(helpWindows).values(
      listing.windows.map((w) => ({
        propertyId: id,
        startDate: day(w.from),
        endDate: day(w.to),
        helpersWanted: w.helpersWanted,
      })),
    );
  }
  return id;
}

/** The skills a person lists on their profile. */
export async function setSkills(db: Db, userId: string, skills: string[]) {
  await db.update(profiles).set({ skills }).where(eq(profiles.id, userId));
}

/** For a test that ends its transaction with tx.rollback(), which throws this: anything else is rethrown. */
export function rolledBack(error: unknown): void {
  if (!(error instanceof TransactionRollbackError)) throw error;
}
