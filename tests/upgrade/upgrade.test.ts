import fs from 'node:fs';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../src/server/db/migrate';
import { CookieJar, TEST_ORIGIN } from '../helpers/accounts';
import { endPool } from '../helpers/end-pool';
import { createTestApp } from '../helpers/test-app';
import { createEmptyDatabase, createTestDatabase } from '../helpers/test-database';
import { helperPoints, ids, oldData, oldestLevel, people } from './old-data';
import {
  appliedMigrations,
  applyMigrations,
  fingerprint,
  type JournalEntry,
  readJournal,
  schemaShape,
  tableColumns,
} from './previous-release';

/*
 * Upgrading keeps people's data (issue 21). Releases are not tagged, so "the
 * previous release" is defined by the migration journal: the journal without
 * its newest N migrations, for N = 1 to NEWEST_TRIED (so each new migration is
 * tried as the whole upgrade step while it is newest, and again as part of the
 * next ones). A database is brought to that level exactly as drizzle would
 * have left it, filled through SQL written for that schema (old-data.ts), then
 * upgraded by the app's own start, the way an operator upgrades (README,
 * Operations, "Upgrading").
 */
const PASSWORD = 'upgrade test password 2026';
const journal = readJournal();
const oldestUsable = journal.findIndex((entry) => entry.tag === oldestLevel) + 1;
const NEWEST_TRIED = 4;
const newerCounts = Array.from({ length: NEWEST_TRIED }, (_, k) => k + 1).filter(
  (newer) => journal.length - newer >= oldestUsable,
);

let passwordHash: string;
/** What a database migrated from scratch to today holds: the upgrade must reach the same. */
let current: { shape: string[]; applied: Awaited<ReturnType<typeof appliedMigrations>> };

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  const fresh = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
  try {
    current = { shape: await schemaShape(pool), applied: await appliedMigrations(pool) };
  } finally {
    await endPool(pool);
    await fresh.drop();
  }
});

/** An empty database brought to the schema and data of the release that had `previous`. */
async function previousRelease(previous: JournalEntry[]) {
  const database = await createEmptyDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    await applyMigrations(pool, previous);
    for (const statement of oldData(new Set(previous.map((entry) => entry.tag)), passwordHash)) {
      await pool.query(statement);
    }
  } catch (error) {
    await endPool(pool);
    await database.drop();
    throw error;
  }
  return { database, pool };
}

async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new CookieJar().store(res).headers();
}

async function read(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

test('the journal only moves forward (drizzle applies only what is newer than the last applied) and names every file', () => {
  const whens = journal.map((entry) => entry.when);
  expect(whens).toEqual([...whens].sort((a, b) => a - b));
  expect(new Set(whens).size).toBe(whens.length);
  expect(journal.map((entry) => entry.idx)).toEqual(journal.map((_, index) => index));
  // A file the journal does not name is never applied.
  const files = fs.readdirSync(migrationsFolder()).filter((name) => name.endsWith('.sql'));
  expect(files.sort()).toEqual(journal.map((entry) => `${entry.tag}.sql`).sort());
  expect(newerCounts.length).toBeGreaterThan(0);
});

describe.each(newerCounts)('from the release before the newest %i migration(s)', (newer) => {
  const previous = journal.slice(0, journal.length - newer);
  let pool: pg.Pool;
  let app: FastifyInstance;
  let oldColumns: Map<string, string[]>;
  let before: Record<string, string>;
  let close = async () => {};

  beforeAll(async () => {
    const release = await previousRelease(previous);
    pool = release.pool;
    close = async () => {
      await endPool(pool);
      await release.database.drop();
    };
    oldColumns = await tableColumns(pool);
    before = await fingerprint(pool, oldColumns);
    // The real upgrade path: the app's start migrates the database it is given.
    const started = await createTestApp({}, { database: release.database });
    app = started.app;
    close = async () => {
      await endPool(pool);
      await started.close();
    };
  });

  afterAll(async () => close());

  test('every row and value of the old schema is still there, unchanged', async () => {
    const empty = Object.keys(before).filter((table) => before[table]?.startsWith('0 rows'));
    expect(empty, 'tables with no old rows: add some to tests/upgrade/old-data.ts').toEqual([]);
    expect(await fingerprint(pool, oldColumns)).toEqual(before);
  });

  test('the schema is now the one a fresh database gets, with the newer migrations recorded', async () => {
    expect(await appliedMigrations(pool)).toEqual(current.applied);
    expect(await schemaShape(pool)).toEqual(current.shape);
  });

  test('migrating again (a restart, a second instance) changes nothing', async () => {
    const columns = await tableColumns(pool);
    const upgraded = await fingerprint(pool, columns);
    await migrateDatabase(pool);
    expect(await appliedMigrations(pool)).toEqual(current.applied);
    expect(await fingerprint(pool, columns)).toEqual(upgraded);
    expect(await schemaShape(pool)).toEqual(current.shape);
  });

  // The terms' skill keys (issue 18's fit): backfilled by 0019 when it is part
  // of the upgrade, else written by the app then (old-data.ts); and their copy
  // on the property for Explore (0021's backfill or its trigger).
  test("the old terms have their skill keys ('{gardening,animals}'), copied onto the property", async () => {
    const terms = await pool.query<{ skill_keys: string[] }>(
      'select skill_keys from exchange_terms where property_id = $1',
      [ids.property],
    );
    expect(terms.rows.map((row) => row.skill_keys)).toEqual([['animals', 'gardening']]);
    const copy = await pool.query<{ terms_skill_keys: string[] }>(
      'select terms_skill_keys from properties where id = $1',
      [ids.property],
    );
    expect(copy.rows.map((row) => row.terms_skill_keys)).toEqual([['animals', 'gardening']]);
  });

  // An Explore card's copy on the property (decision 157): 0025's backfill,
  // from the old terms and the old cover photo.
  test("the old terms' hours and stay lengths and the old cover are copied onto the property", async () => {
    const card = await pool.query(
      `select terms_hours_per_week, terms_days_per_week, terms_min_stay_days, terms_max_stay_days,
         cover_image_key, cover_thumbnail_key from properties where id = $1`,
      [ids.property],
    );
    expect(card.rows).toEqual([
      {
        terms_hours_per_week: 20,
        terms_days_per_week: 5,
        terms_min_stay_days: 14,
        terms_max_stay_days: 90,
        cover_image_key: 'public/properties/orchard/photo.webp',
        cover_thumbnail_key: 'public/properties/orchard/thumb.webp',
      },
    ]);
  });

  test('people sign in with their old passwords and read their data over HTTP', async () => {
    const host = await signIn(app, people.host.email);
    expect(await read(app, `/api/properties/${ids.property}`, host)).toMatchObject({
      title: 'Orchard Hill Farm',
      city: 'Ljubljana',
      photos: [{ id: ids.photo, width: 1600 }],
    });
    expect(await read(app, `/api/properties/${ids.property}/terms`, host)).toMatchObject({
      terms: { hoursPerWeek: 20, minStayDays: 14, screeningQuestions: [{ id: ids.question }] },
    });

    const helper = await signIn(app, people.helper.email);
    expect(await read(app, '/api/points', helper)).toMatchObject({
      points: helperPoints,
      properties: [{ propertyId: ids.property, points: helperPoints }],
    });
    const messages = await read(app, `/api/conversations/${ids.conversation}/messages`, helper);
    expect(messages.items.map((message: { id: string }) => message.id)).toEqual(
      expect.arrayContaining([ids.replyMessage, ids.systemMessage]),
    );
    const thread = await read(
      app,
      `/api/properties/${ids.property}/agreements/${ids.helper}`,
      helper,
    );
    expect(thread).toMatchObject({
      latest: { id: ids.agreementV2, version: 2, status: 'approved' },
    });
    expect(JSON.stringify(thread)).toContain('Ana Helper');
    expect(await read(app, '/api/notifications', helper)).toMatchObject({
      items: [{ title: 'Stay request accepted', isRead: true }],
    });

    // The VAPID pair an older release made is kept (browsers' subscriptions are bound to it).
    const stored = await pool.query<{ public_key: string }>('select public_key from vapid_keys');
    expect(await read(app, '/api/push/key', helper)).toEqual({
      publicKey: stored.rows[0]?.public_key,
    });
  });
});

test('two instances upgrading at once apply each migration once', async () => {
  const previous = journal.slice(0, journal.length - (newerCounts.at(-1) ?? 1));
  const { database, pool } = await previousRelease(previous);
  const second = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const columns = await tableColumns(pool);
    const before = await fingerprint(pool, columns);
    await Promise.all([migrateDatabase(pool), migrateDatabase(second)]);
    expect(await appliedMigrations(pool)).toEqual(current.applied);
    expect(await schemaShape(pool)).toEqual(current.shape);
    expect(await fingerprint(pool, columns)).toEqual(before);
  } finally {
    await second.end();
    await endPool(pool);
    await database.drop();
  }
});
