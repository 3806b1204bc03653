import type { ExchangeTerms } from '@shared/api/exchange-terms';
import type { PropertyLocation } from '@shared/api/places';
import type { PublicProfile } from '@shared/api/profile';
import type { PropertyCard } from '@shared/api/properties';
import type { Provision } from '@shared/api/property-fields';
import type { Photo } from '@shared/api/property-photos';
import type { exchangeTerms, properties, propertyPhotos } from '../../db/schema';

// One shape per thing, for HTTP replies and (later) realtime events.

export type PropertyRow = typeof properties.$inferSelect;
export type PhotoRow = typeof propertyPhotos.$inferSelect;
export type TermsRow = typeof exchangeTerms.$inferSelect;
export type PublicUrl = (key: string) => string;
export type CoverKeys = { imageKey: string; thumbnailKey: string } | null;

export function presentPhoto(row: PhotoRow, publicUrl: PublicUrl): Photo {
  return {
    id: row.id,
    url: publicUrl(row.imageKey),
    thumbnailUrl: publicUrl(row.thumbnailKey),
    width: row.width,
    height: row.height,
    position: row.position,
    isCover: row.isCover,
  };
}

export function presentCover(cover: CoverKeys, publicUrl: PublicUrl) {
  if (!cover) return null;
  return { url: publicUrl(cover.imageKey), thumbnailUrl: publicUrl(cover.thumbnailKey) };
}

export function presentTerms(row: TermsRow): ExchangeTerms {
  return {
    propertyId: row.propertyId,
    hoursPerWeek: row.hoursPerWeek,
    daysPerWeek: row.daysPerWeek,
    provides: row.provides as Provision[],
    minStayDays: row.minStayDays,
    maxStayDays: row.maxStayDays,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    skillsWanted: row.skillsWanted,
    screeningQuestions: row.screeningQuestions,
    agreementClauses: row.agreementClauses,
    defaultChorePoints: row.defaultChorePoints,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields every viewer of a property sees (DESIGN.md section 4's public view). */
export function presentPublicFields(
  row: PropertyRow,
  extra: {
    photos: PhotoRow[];
    terms: TermsRow | null;
    host: PublicProfile;
    helperCount: number;
    publicUrl: PublicUrl;
    /** Issue 18: exact or approximate as this viewer may know it (see property-details). */
    location: PropertyLocation | null;
  },
) {
  const photos = extra.photos.map((p) => presentPhoto(p, extra.publicUrl));
  const cover = photos.find((p) => p.isCover) ?? null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    city: row.city,
    region: row.region,
    country: row.country,
    amenities: row.amenities,
    houseRules: row.houseRules,
    helpersWanted: row.helpersWanted,
    status: row.status,
    photos,
    cover: cover ? { url: cover.url, thumbnailUrl: cover.thumbnailUrl } : null,
    terms: extra.terms ? presentTerms(extra.terms) : null,
    host: extra.host,
    helperCount: extra.helperCount,
    listedAt: row.listedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    location: extra.location,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentCard(
  row: PropertyRow,
  extra: {
    cover: CoverKeys;
    helperCount: number;
    pendingRequestCount: number;
    hasTerms: boolean;
    publicUrl: PublicUrl;
  },
): PropertyCard {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    city: row.city,
    country: row.country,
    status: row.status,
    cover: presentCover(extra.cover, extra.publicUrl),
    helperCount: extra.helperCount,
    pendingRequestCount: extra.pendingRequestCount,
    hasTerms: extra.hasTerms,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A property as a line in lists of memberships, requests and helpers. */
export function presentPropertyRef(
  row: Pick<PropertyRow, 'id' | 'title' | 'type' | 'city' | 'country' | 'status'>,
  cover: CoverKeys,
  publicUrl: PublicUrl,
) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    city: row.city,
    country: row.country,
    status: row.status,
    cover: presentCover(cover, publicUrl),
  };
}
