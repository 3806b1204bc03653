import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { exchangeTerms, properties, propertyPhotos, users } from '../src/server/db/schema';
import { searchTextOf, searchTitleOf } from '../src/server/platform/search-text';
import { PROPERTY_TYPES, PROVISIONS } from '../src/shared/api/property-fields';

// Explore's bench data: N listed properties (plus some drafts and paused ones
// that must never show) with terms and a cover photo row each, spread over 60
// cities in 30 countries, with titles and descriptions from a small
// vocabulary so text searches match a realistic share of rows. Deterministic:
// the same rows for the same count.

export const EXPLORE_LISTING_COUNT = 10_000;

const PLACES: Array<[city: string, region: string | null, country: string]> = [
  ['Lisbon', null, 'PT'],
  ['Tavira', 'Algarve', 'PT'],
  ['Porto', null, 'PT'],
  ['Évora', 'Alentejo', 'PT'],
  ['Granada', 'Andalusia', 'ES'],
  ['Valencia', null, 'ES'],
  ['Bilbao', 'Basque Country', 'ES'],
  ['Toulouse', 'Occitanie', 'FR'],
  ['Lyon', null, 'FR'],
  ['Annecy', 'Savoie', 'FR'],
  ['Florence', 'Tuscany', 'IT'],
  ['Matera', 'Basilicata', 'IT'],
  ['Palermo', 'Sicily', 'IT'],
  ['Bergen', 'Vestland', 'NO'],
  ['Tromsø', null, 'NO'],
  ['Galway', null, 'IE'],
  ['Cork', null, 'IE'],
  ['Inverness', 'Highlands', 'GB'],
  ['Bath', 'Somerset', 'GB'],
  ['Freiburg', null, 'DE'],
  ['Leipzig', null, 'DE'],
  ['Ljubljana', null, 'SI'],
  ['Kraków', null, 'PL'],
  ['Split', null, 'HR'],
  ['Kyoto', 'Kansai', 'JP'],
  ['Furano', 'Hokkaido', 'JP'],
  ['Chiang Mai', null, 'TH'],
  ['Ubud', 'Bali', 'ID'],
  ['Hoi An', null, 'VN'],
  ['Pokhara', null, 'NP'],
  ['Queenstown', 'Otago', 'NZ'],
  ['Nelson', 'Tasman', 'NZ'],
  ['Byron Bay', 'New South Wales', 'AU'],
  ['Hobart', 'Tasmania', 'AU'],
  ['Nosara', 'Guanacaste', 'CR'],
  ['Oaxaca', null, 'MX'],
  ['Cusco', null, 'PE'],
  ['Mendoza', null, 'AR'],
  ['Valparaíso', null, 'CL'],
  ['Paraty', 'Rio de Janeiro', 'BR'],
  ['Asheville', 'North Carolina', 'US'],
  ['Taos', 'New Mexico', 'US'],
  ['Bend', 'Oregon', 'US'],
  ['Nelson', 'British Columbia', 'CA'],
  ['Québec', null, 'CA'],
  ['Accra', null, 'GH'],
  ['Essaouira', null, 'MA'],
  ['Stellenbosch', null, 'ZA'],
  ['Zanzibar', null, 'TZ'],
  ['Kandy', null, 'LK'],
  ['Goa', null, 'IN'],
  ['Tbilisi', null, 'GE'],
  ['Cappadocia', null, 'TR'],
  ['Crete', null, 'GR'],
  ['Naxos', null, 'GR'],
  ['Reykjavík', null, 'IS'],
  ['Tallinn', null, 'EE'],
  ['Riga', null, 'LV'],
  ['Bled', null, 'SI'],
  ['Sintra', null, 'PT'],
];

const ADJECTIVES = [
  'Sunny',
  'Quiet',
  'Old',
  'Little',
  'Green',
  'Wild',
  'Cosy',
  'Blue',
  'Hidden',
  'Organic',
  'Family',
  'Mountain',
  'Seaside',
  'River',
  'Forest',
];
const NOUNS: Record<string, string[]> = {
  farm: [
    'olive farm',
    'goat farm',
    'vineyard',
    'orchard',
    'market garden',
    'sheep station',
    'permaculture farm',
  ],
  house: ['family house', 'cottage', 'stone house', 'cabin', 'villa'],
  guesthouse: ['guesthouse', 'bed and breakfast', 'eco lodge', 'inn'],
  hostel: ['hostel', 'backpackers', 'surf hostel', 'cave hostel'],
  boat: ['canal boat', 'sailing boat', 'houseboat'],
  other: ['retreat', 'art studio', 'yoga centre', 'campsite'],
};
const TASKS = [
  'gardening',
  'harvest',
  'animal care',
  'goats',
  'chickens',
  'bees',
  'painting',
  'carpentry',
  'cooking',
  'reception',
  'cleaning',
  'teaching English',
  'yoga',
  'surf lessons',
  'building',
  'pruning',
  'composting',
  'wine making',
  'cheese making',
  'baking',
  'woodwork',
  'horses',
  'childcare',
  'photography',
  'website',
  'social media',
  'kayak tours',
  'hiking guide',
];
const VIEWS = [
  'a view of the sea',
  'the mountains behind',
  'a lake nearby',
  'a river at the bottom of the garden',
  'a quiet village around',
  'the old town ten minutes away',
  'forest all around',
];

function rng(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > state.length) {
      state = createHash('sha256').update(state).digest();
      i = 0;
    }
    const value = state.readUInt32BE(i) / 2 ** 32;
    i += 4;
    return value;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T =>
  list[Math.floor(r() * list.length)] as T;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Inserts `count` listed properties (and count/10 drafts and paused ones that
 * Explore must skip), each with terms and a cover photo row, owned by 200
 * bench hosts. Then VACUUM ANALYZE, as autovacuum would after a real import.
 */
export async function seedListings(db: Db, count = EXPLORE_LISTING_COUNT): Promise<void> {
  const r = rng(`explore-bench:${count}`);
  const hosts = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        email: `bench-host-${i}@bench.test`,
        name: `Bench host ${i}`,
        role: 'host' as const,
      })),
    )
    .onConflictDoUpdate({ target: users.email, set: { role: 'host' } })
    .returning({ id: users.id });
  const hostIds = hosts.map((h) => h.id);
  // A GIN index takes rows one by one slowly; building it once over the loaded
  // table is fast and gives the same index a REINDEX would.
  const { rows: searchIndex } = await db.execute<{ indexdef: string }>(
    sql`select indexdef from pg_indexes where indexname = 'properties_listed_search_idx'`,
  );
  await db.execute(sql`drop index if exists properties_listed_search_idx`);
  const hidden = Math.floor(count / 10);
  const total = count + hidden;
  const batch = 1000;
  for (let start = 0; start < total; start += batch) {
    const rows = [];
    const terms = [];
    const photos = [];
    for (let i = start; i < Math.min(total, start + batch); i++) {
      const type = pick(r, PROPERTY_TYPES);
      const [city, region, country] = pick(r, PLACES);
      const title =
        `${pick(r, ADJECTIVES)} ${pick(r, NOUNS[type] ?? ['place'])} ${r() < 0.5 ? `in ${city}` : ''}`.trim();
      const description = `We need help with ${pick(r, TASKS)}, ${pick(r, TASKS)} and ${pick(r, TASKS)}. ${pick(r, ADJECTIVES)} place with ${pick(r, VIEWS)}; we share meals and stories.`;
      const id = randomUUID();
      const status = i < count ? 'listed' : i % 2 === 0 ? 'draft' : 'paused';
      const doc = { title, city, region, country, description };
      rows.push({
        id,
        hostId: pick(r, hostIds),
        title,
        description,
        type,
        city,
        region,
        country,
        status: status as 'listed' | 'draft' | 'paused',
        inviteCode: id.replace(/-/g, '').slice(0, 16).toUpperCase(),
        listedAt:
          status === 'listed' ? new Date(Date.now() - Math.floor(r() * 365 * 86_400_000)) : null,
        searchText: searchTextOf(doc),
        searchTitle: searchTitleOf(doc),
        helpersWanted: 1 + Math.floor(r() * 4),
      });
      const from = Math.floor(r() * 200) - 30;
      const min = pick(r, [7, 14, 21, 30]);
      terms.push({
        propertyId: id,
        hoursPerWeek: pick(r, [15, 20, 25, 30]),
        daysPerWeek: pick(r, [4, 5, 6]),
        provides: PROVISIONS.filter(() => r() < 0.35),
        minStayDays: min,
        maxStayDays: min + pick(r, [14, 30, 60, 90]),
        availableFrom: day(from),
        availableTo: day(from + 60 + Math.floor(r() * 240)),
        skillsWanted: [pick(r, TASKS)],
        screeningQuestions: [{ id: randomUUID(), question: 'Why here?' }],
        agreementClauses: [],
        defaultChorePoints: 10,
      });
      photos.push({
        id: randomUUID(),
        propertyId: id,
        position: 0,
        isCover: true,
        imageKey: `property_photos/${id}/cover.webp`,
        thumbnailKey: `property_photos/${id}/cover_thumb.webp`,
        width: 1600,
        height: 1067,
      });
    }
    await db.insert(properties).values(rows);
    await db.insert(exchangeTerms).values(terms);
    await db.insert(propertyPhotos).values(photos);
  }
  const indexdef = searchIndex[0]?.indexdef;
  if (indexdef) await db.execute(sql.raw(indexdef));
  // As autovacuum would after a bulk import: statistics and the visibility map.
  await db.execute(sql`vacuum analyze properties, exchange_terms, property_photos`);
}

/** The query mix Explore sees: browsing, text search, filters and their combinations. */
export function exploreQueryMix(seed = 'explore-queries'): () => string {
  const r = rng(seed);
  const words = [
    ...TASKS.map((t) => t.split(' ')[0] as string),
    'farm',
    'hostel',
    'boat',
    'olive',
    'vineyard',
    'sea',
    'mountain',
    'lake',
    'cabin',
    'surf',
    'portugal',
    'japan',
    'lisbon',
    'kyoto',
    'new zealand',
    'oliv',
    'vine',
    'goat farm',
    'eco lodge',
  ];
  const countries = [...new Set(PLACES.map((p) => p[2]))];
  return () => {
    const roll = r();
    const params = new URLSearchParams();
    if (roll < 0.25) {
      // Browsing: the first page, newest first.
    } else if (roll < 0.55) {
      params.set('q', pick(r, words));
    } else if (roll < 0.7) {
      params.set('country', pick(r, countries));
    } else if (roll < 0.8) {
      params.set('type', pick(r, PROPERTY_TYPES));
      params.set('provides', pick(r, PROVISIONS));
    } else if (roll < 0.9) {
      const from = Math.floor(r() * 120);
      params.set('from', day(from));
      params.set('to', day(from + 21));
    } else {
      params.set('q', pick(r, words));
      params.set('country', pick(r, countries));
      params.set('type', pick(r, PROPERTY_TYPES));
    }
    params.set('limit', '20');
    const query = params.toString();
    return query ? `?${query}` : '';
  };
}
