import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

// Discovery (issue 18): the properties a helper saved, and the help windows a
// host publishes (when help is wanted, and by how many helpers).

/** A helper's saved property; gone with the property or the account. */
export const savedProperties = pgTable(
  'saved_properties',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    // The Saved list: newest first, keyset on (created_at, property_id).
    index('saved_properties_user_recent_idx').on(t.userId, t.createdAt, t.propertyId),
    // The cascade from a deleted property.
    index('saved_properties_property_idx').on(t.propertyId),
  ],
);

/**
 * Days a property wants help, both ends included, and how many helpers it
 * takes on each of them. A property without any keeps the exchange terms'
 * window alone (requests for any dates inside it).
 */
export const helpWindows = pgTable(
  'help_windows',
  {
    id: uuid().primaryKey().defaultRandom(),
    propertyId: uuid()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    helpersWanted: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('help_windows_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('help_windows_helpers_check', sql`${t.helpersWanted} between 1 and 20`),
    index('help_windows_property_idx').on(t.propertyId, t.startDate),
  ],
);

/**
 * A property's exact pin (issue 18), set by its host. Only the host, its
 * active members and helpers with an accepted stay request read it; everyone
 * else gets properties.public_lat/lng. Its own table, so no select of a
 * property row can carry it by accident.
 */
export const propertyPins = pgTable(
  'property_pins',
  {
    propertyId: uuid()
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'property_pins_range_check',
      sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`,
    ),
  ],
);
