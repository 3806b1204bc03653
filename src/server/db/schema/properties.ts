import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// Properties, their photos and exchange terms (DESIGN.md section 3, issue 5).

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const properties = pgTable(
  'properties',
  {
    id: uuid().primaryKey().defaultRandom(),
    hostId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    type: text({ enum: ['house', 'farm', 'guesthouse', 'hostel', 'boat', 'other'] }).notNull(),
    address: text(),
    city: text().notNull(),
    region: text(),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    postalCode: text(),
    amenities: text().array().notNull().default(sql`'{}'::text[]`),
    houseRules: text(),
    helpersWanted: integer().notNull().default(1),
    status: text({ enum: ['draft', 'listed', 'paused'] })
      .notNull()
      .default('draft'),
    /** 16 base32 characters from crypto (80 bits); regenerating replaces it. */
    inviteCode: text().notNull().unique(),
    /** Last time the status became `listed` (Explore's default order). */
    listedAt: timestamp({ withTimezone: true }),
    /**
     * Set by an operator (issue 15): gone from Explore and from everyone but
     * its owner and members, and closed to requests and joins.
     */
    hiddenAt: timestamp({ withTimezone: true }),
    /**
     * Title, city, region, country name and description, lower-cased with
     * accents removed (features/explore/search-text.ts), kept by the service
     * on every write. Trigram-indexed for Explore's text search.
     */
    searchText: text().notNull().default(''),
    /** The short fields only (title, city, region, country name): what relevance ranks on. */
    searchTitle: text().notNull().default(''),
    /**
     * Where the property shows on the map for everyone (issue 18): the host's
     * pin moved by a random offset of at most PUBLIC_OFFSET_METRES, drawn once
     * when the pin is set (not per viewer or request). The exact pin is in
     * property_pins. Both null until the host places the property.
     */
    publicLat: doublePrecision(),
    publicLng: doublePrecision(),
    /**
     * The exchange terms' skill keys, provisions and dates, copied here by a
     * trigger on exchange_terms (migration 0021, in the same transaction as
     * the terms' write); null while the property has no terms. What Explore
     * selects and sorts its candidates on, read from
     * properties_listed_place_idx alone (decision 145).
     */
    termsSkillKeys: text().array(),
    termsProvides: text().array(),
    termsAvailableFrom: date({ mode: 'string' }),
    termsAvailableTo: date({ mode: 'string' }),
    /**
     * The rest of what an Explore card shows of the terms, and its cover
     * photo's keys, copied the same way (migration 0025: the terms' trigger,
     * and one on property_photos; null without terms or a cover), so a card
     * is the property's row alone, with no join per card (decision 157).
     */
    termsHoursPerWeek: integer(),
    termsDaysPerWeek: integer(),
    termsMinStayDays: integer(),
    termsMaxStayDays: integer(),
    coverImageKey: text(),
    coverThumbnailKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'properties_public_place_check',
      sql`(${t.publicLat} is null) = (${t.publicLng} is null) and ${t.publicLat} between -90 and 90 and ${t.publicLng} between -180 and 180`,
    ),
    check(
      'properties_type_check',
      sql`${t.type} in ('house', 'farm', 'guesthouse', 'hostel', 'boat', 'other')`,
    ),
    check('properties_status_check', sql`${t.status} in ('draft', 'listed', 'paused')`),
    check('properties_helpers_wanted_check', sql`${t.helpersWanted} between 1 and 50`),
    index('properties_host_idx').on(t.hostId, t.createdAt, t.id),
    // Explore: only listed rows are searched, so every index is partial.
    // Ascending keys, read backwards: `order by x desc` and keyset `(x, id) < (…)`
    // both use them (an index declared DESC NULLS LAST would not match `desc`).
    index('properties_listed_recent_idx').on(t.listedAt, t.id).where(sql`${t.status} = 'listed'`),
    index('properties_listed_country_idx')
      .on(t.country, t.listedAt, t.id)
      .where(sql`${t.status} = 'listed'`),
    index('properties_listed_city_idx')
      .on(sql`lower(${t.city})`)
      .where(sql`${t.status} = 'listed'`),
    // fastupdate off: rows go straight into the index instead of a pending list
    // that every search would scan until the next vacuum (writes here are rare).
    index('properties_listed_search_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'listed'`),
    // Explore's map bounds and distance (issue 18): properties_listed_place_idx,
    // a GiST on the core `point(public_lng, public_lat)` that INCLUDEs what
    // Explore's candidates read (an index-only scan), is written by hand in
    // migration 0021: drizzle cannot declare INCLUDE (decision 145).
  ],
);

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid().primaryKey(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** 0-based order; rewritten as a whole on reorder. */
    position: integer().notNull(),
    isCover: boolean().notNull().default(false),
    /** Storage keys of the large image and the thumbnail. */
    imageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_photos_property_idx').on(t.propertyId, t.position),
    // At most one cover per property.
    uniqueIndex('property_photos_one_cover_idx').on(t.propertyId).where(sql`${t.isCover}`),
  ],
);

export type ScreeningQuestionRow = { id: string; question: string };

/** One per property (/exchange-setup). */
export const exchangeTerms = pgTable(
  'exchange_terms',
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    hoursPerWeek: integer().notNull(),
    daysPerWeek: integer().notNull(),
    provides: text().array().notNull().default(sql`'{}'::text[]`),
    minStayDays: integer().notNull(),
    maxStayDays: integer().notNull(),
    availableFrom: date({ mode: 'string' }).notNull(),
    availableTo: date({ mode: 'string' }).notNull(),
    skillsWanted: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * skillsWanted normalised (platform/skills.ts: lower case, accents and
     * punctuation gone, each once), kept by the service on every write: what
     * a helper's skills are matched against (issue 18's fit).
     */
    skillKeys: text().array().notNull().default(sql`'{}'::text[]`),
    screeningQuestions: jsonb().$type<ScreeningQuestionRow[]>().notNull().default([]),
    agreementClauses: text().array().notNull().default(sql`'{}'::text[]`),
    defaultChorePoints: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exchange_terms_days_check', sql`${t.daysPerWeek} between 1 and 7`),
    check('exchange_terms_hours_check', sql`${t.hoursPerWeek} > 0`),
    check(
      'exchange_terms_stay_check',
      sql`${t.minStayDays} >= 1 and ${t.maxStayDays} >= ${t.minStayDays}`,
    ),
    check('exchange_terms_window_check', sql`${t.availableTo} >= ${t.availableFrom}`),
    check('exchange_terms_points_check', sql`${t.defaultChorePoints} >= 0`),
    index('exchange_terms_provides_idx').using('gin', t.provides),
    index('exchange_terms_window_idx').on(t.availableFrom, t.availableTo),
  ],
);
