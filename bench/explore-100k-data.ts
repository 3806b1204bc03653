import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import {
  exchangeTerms,
  helpWindows,
  properties,
  propertyPhotos,
  stayRequests,
  users,
} from '../src/server/db/schema';
import { searchTextOf, searchTitleOf } from '../src/server/platform/search-text';
import { skillKeys } from '../src/server/platform/skills';
import { PROPERTY_TYPES, PROVISIONS } from '../src/shared/api/property-fields';

// Explore at scale (issue 18): 100,000 listed properties (plus 10,000 drafts,
// paused and hidden ones that must never show) clustered around 300 towns
// worldwide, town sizes falling off as in real life (a few big ones, a long
// tail), each property a few km from its town's centre and some out in the
// country. Every one has exchange terms with skills wanted (12 % want none), a
// cover photo row; a quarter publish help windows, some with accepted stays.
// Deterministic: the same rows for the same count.

export const EXPLORE_100K_COUNT = 100_000;

/** Real towns (approximate centres): city|region|country|lat|lng. */
const REAL_TOWNS = `Lisbon||PT|38.72|-9.14
Porto||PT|41.15|-8.61
Tavira|Algarve|PT|37.13|-7.65
Évora|Alentejo|PT|38.57|-7.91
Sintra||PT|38.80|-9.38
Coimbra||PT|40.21|-8.43
Granada|Andalusia|ES|37.18|-3.60
Valencia||ES|39.47|-0.38
Bilbao|Basque Country|ES|43.26|-2.93
Barcelona|Catalonia|ES|41.39|2.17
Madrid||ES|40.42|-3.70
Seville|Andalusia|ES|37.39|-5.99
Málaga|Andalusia|ES|36.72|-4.42
Palma|Balearic Islands|ES|39.57|2.65
Toulouse|Occitanie|FR|43.60|1.44
Lyon||FR|45.76|4.84
Annecy|Savoie|FR|45.90|6.13
Bordeaux||FR|44.84|-0.58
Marseille||FR|43.30|5.37
Nantes||FR|47.22|-1.55
Montpellier||FR|43.61|3.88
Florence|Tuscany|IT|43.77|11.25
Matera|Basilicata|IT|40.67|16.60
Palermo|Sicily|IT|38.12|13.36
Rome||IT|41.90|12.50
Bologna||IT|44.49|11.34
Turin||IT|45.07|7.69
Naples||IT|40.85|14.27
Lecce|Apulia|IT|40.35|18.17
Bergen|Vestland|NO|60.39|5.32
Tromsø||NO|69.65|18.96
Oslo||NO|59.91|10.75
Galway||IE|53.27|-9.05
Cork||IE|51.90|-8.47
Dublin||IE|53.35|-6.26
Inverness|Highlands|GB|57.48|-4.22
Bath|Somerset|GB|51.38|-2.36
Edinburgh||GB|55.95|-3.19
Bristol||GB|51.45|-2.59
Brighton||GB|50.82|-0.14
Freiburg||DE|47.99|7.85
Leipzig||DE|51.34|12.37
Berlin||DE|52.52|13.40
Munich||DE|48.14|11.58
Hamburg||DE|53.55|9.99
Ljubljana||SI|46.06|14.51
Bled||SI|46.37|14.11
Kraków||PL|50.06|19.94
Gdańsk||PL|54.35|18.65
Split||HR|43.51|16.44
Zagreb||HR|45.81|15.98
Vienna||AT|48.21|16.37
Innsbruck|Tyrol|AT|47.27|11.40
Zürich||CH|47.38|8.54
Amsterdam||NL|52.37|4.90
Utrecht||NL|52.09|5.12
Ghent||BE|51.05|3.72
Copenhagen||DK|55.68|12.57
Stockholm||SE|59.33|18.07
Gothenburg||SE|57.71|11.97
Helsinki||FI|60.17|24.94
Tallinn||EE|59.44|24.75
Riga||LV|56.95|24.11
Prague||CZ|50.08|14.44
Budapest||HU|47.50|19.04
Athens||GR|37.98|23.73
Crete||GR|35.24|24.81
Naxos||GR|37.10|25.38
Thessaloniki||GR|40.64|22.94
Reykjavík||IS|64.15|-21.94
Tbilisi||GE|41.72|44.79
Cappadocia||TR|38.64|34.83
Istanbul||TR|41.01|28.98
Essaouira||MA|31.51|-9.77
Marrakesh||MA|31.63|-8.01
Accra||GH|5.60|-0.19
Stellenbosch||ZA|-33.93|18.86
Cape Town||ZA|-33.92|18.42
Zanzibar||TZ|-6.16|39.19
Nairobi||KE|-1.29|36.82
Kandy||LK|7.29|80.63
Goa||IN|15.30|74.12
Rishikesh||IN|30.09|78.27
Pokhara||NP|28.21|83.99
Kyoto|Kansai|JP|35.01|135.77
Furano|Hokkaido|JP|43.34|142.38
Tokyo||JP|35.68|139.69
Chiang Mai||TH|18.79|98.99
Koh Phangan||TH|9.73|100.01
Ubud|Bali|ID|-8.51|115.26
Hoi An||VN|15.88|108.34
Hanoi||VN|21.03|105.85
Siem Reap||KH|13.36|103.86
Luang Prabang||LA|19.89|102.13
Penang||MY|5.41|100.33
Queenstown|Otago|NZ|-45.03|168.66
Nelson|Tasman|NZ|-41.27|173.28
Wellington||NZ|-41.29|174.78
Auckland||NZ|-36.85|174.76
Byron Bay|New South Wales|AU|-28.64|153.61
Hobart|Tasmania|AU|-42.88|147.33
Melbourne|Victoria|AU|-37.81|144.96
Cairns|Queensland|AU|-16.92|145.77
Perth||AU|-31.95|115.86
Suva||FJ|-18.14|178.44
Savusavu||FJ|-16.78|179.33
Nosara|Guanacaste|CR|9.98|-85.65
Oaxaca||MX|17.07|-96.73
San Cristóbal||MX|16.74|-92.64
Tulum||MX|20.21|-87.47
Antigua||GT|14.56|-90.73
Cusco||PE|-13.53|-71.97
Mendoza||AR|-32.89|-68.84
Bariloche||AR|-41.13|-71.31
Valparaíso||CL|-33.05|-71.62
Pucón||CL|-39.28|-71.95
Paraty|Rio de Janeiro|BR|-23.22|-44.71
Florianópolis||BR|-27.60|-48.55
São Paulo||BR|-23.55|-46.63
Medellín||CO|6.24|-75.58
Quito||EC|-0.18|-78.47
Asheville|North Carolina|US|35.60|-82.55
Taos|New Mexico|US|36.41|-105.57
Bend|Oregon|US|44.06|-121.31
Portland|Oregon|US|45.52|-122.68
Boulder|Colorado|US|40.01|-105.27
Burlington|Vermont|US|44.48|-73.21
Hilo|Hawaii|US|19.72|-155.08
Austin|Texas|US|30.27|-97.74
Santa Cruz|California|US|36.97|-122.03
Nelson|British Columbia|CA|49.49|-117.29
Québec||CA|46.81|-71.21
Tofino|British Columbia|CA|49.15|-125.90
Halifax|Nova Scotia|CA|44.65|-63.58`;

type Town = {
  city: string;
  region: string | null;
  country: string;
  lat: number;
  lng: number;
};

const SKILLS = [
  'Gardening',
  'Animal care',
  'Cooking',
  'Carpentry',
  'Cleaning',
  'Reception',
  'Painting',
  'Building',
  'Teaching English',
  'Childcare',
  'Harvest',
  'Pruning',
  'Composting',
  'Beekeeping',
  'Horse riding',
  'Goat milking',
  'Cheese making',
  'Baking',
  'Wine making',
  'Yoga',
  'Surf lessons',
  'Photography',
  'Web design',
  'Social media',
  'Plumbing',
  'Electrics',
  'Sailing',
  'Kayak guiding',
  'Hiking guide',
  'Music',
];

/** The bench helper's skills (as they might type them): four of the common ones. */
export const BENCH_VIEWER_SKILLS = ['gardening', 'Animal-care', 'COOKING', 'carpentry'];

const NOUNS: Record<string, string[]> = {
  farm: ['olive farm', 'goat farm', 'vineyard', 'orchard', 'market garden', 'permaculture farm'],
  house: ['family house', 'cottage', 'stone house', 'cabin', 'villa'],
  guesthouse: ['guesthouse', 'bed and breakfast', 'eco lodge', 'inn'],
  hostel: ['hostel', 'backpackers', 'surf hostel'],
  boat: ['canal boat', 'sailing boat', 'houseboat'],
  other: ['retreat', 'art studio', 'yoga centre', 'campsite'],
};
const ADJECTIVES = ['Sunny', 'Quiet', 'Old', 'Little', 'Green', 'Wild', 'Cosy', 'Hidden', 'Family'];
const SYLLABLES = ['ka', 'ro', 'li', 'ma', 'ten', 'vor', 'sel', 'ba', 'nu', 'di', 'mon', 'ta'];

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
/** A normal draw (Box-Muller). */
const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
/** lat/lng moved `km` towards `bearing` (flat approximation, fine for tens of km). */
function offset(lat: number, lng: number, km: number, bearing: number) {
  const dLat = (km * Math.cos(bearing)) / 111.2;
  const dLng = (km * Math.sin(bearing)) / (111.2 * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
  const newLng = ((lng + dLng + 540) % 360) - 180;
  return { lat: Math.max(-89.9, Math.min(89.9, lat + dLat)), lng: newLng };
}

/**
 * The 300 towns: the real ones above, and villages named from syllables a
 * day's drive from one of them, each with a weight: 1 / rank^0.5 (Zipf-like:
 * the biggest has ~3,000 properties, the 10th ~950, the 100th ~300, the
 * smallest ~175), ranks shuffled so big towns are everywhere.
 */
export function benchTowns(): Array<Town & { weight: number }> {
  const r = rng('explore-100k:towns');
  const real: Town[] = REAL_TOWNS.split('\n').map((line) => {
    const [city = '', region = '', country = '', lat = '0', lng = '0'] = line.split('|');
    return { city, region: region || null, country, lat: Number(lat), lng: Number(lng) };
  });
  const towns: Town[] = [...real];
  while (towns.length < 300) {
    const near = pick(r, real);
    const name = Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(r, SYLLABLES)).join('');
    towns.push({
      ...near,
      ...offset(near.lat, near.lng, 20 + r() * 130, r() * 2 * Math.PI),
      city: name.charAt(0).toUpperCase() + name.slice(1),
    });
  }
  // Which towns are big: shuffled, so big towns are everywhere.
  const order = towns.map((town) => ({ town, key: r() })).sort((a, b) => a.key - b.key);
  return order.map(({ town }, rank) => ({ ...town, weight: 1 / (rank + 1) ** 0.5 }));
}

/** A weighted pick among the towns. */
function townPicker(towns: Array<{ weight: number }>) {
  const cumulative: number[] = [];
  let total = 0;
  for (const town of towns) {
    total += town.weight;
    cumulative.push(total);
  }
  return (r: () => number) => {
    const x = r() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Indexes built once over the loaded table: faster than row by row, and the same index. */
const REBUILT_INDEXES = ['properties_listed_search_idx', 'properties_listed_place_idx'];

/**
 * Inserts `count` listed properties and count/10 that Explore must skip
 * (drafts, paused, hidden by an operator), owned by 500 bench hosts, with
 * their terms, cover photo rows, help windows and some accepted stays. Then
 * VACUUM ANALYZE, as autovacuum would after a real import.
 */
export async function seedExplore100k(db: Db, count = EXPLORE_100K_COUNT): Promise<void> {
  const r = rng(`explore-100k:${count}`);
  const towns = benchTowns();
  const pickTown = townPicker(towns);
  const makeUsers = async (prefix: string, n: number, role: 'host' | 'helper') =>
    (
      await db
        .insert(users)
        .values(
          Array.from({ length: n }, (_, i) => ({
            email: `${prefix}-${i}@bench.test`,
            name: `Bench ${prefix} ${i}`,
            role,
          })),
        )
        .onConflictDoUpdate({ target: users.email, set: { role } })
        .returning({ id: users.id })
    ).map((u) => u.id);
  const hostIds = await makeUsers('bench-100k-host', 500, 'host');
  const helperIds = await makeUsers('bench-100k-helper', 200, 'helper');

  const { rows: indexes } = await db.execute<{ indexname: string; indexdef: string }>(
    sql`select indexname, indexdef from pg_indexes where indexname in (${sql.join(
      REBUILT_INDEXES.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));

  const skipped = Math.floor(count / 10);
  const total = count + skipped;
  const batch = 1000;
  for (let start = 0; start < total; start += batch) {
    const rows = [];
    const terms = [];
    const photos = [];
    const windows = [];
    const stays = [];
    for (let i = start; i < Math.min(total, start + batch); i++) {
      const town = towns[pickTown(r)] as Town;
      const type = pick(r, PROPERTY_TYPES);
      // Most within a few km of the centre; one in ten out in the country.
      const km = Math.abs(gauss(r)) * (r() < 0.1 ? 40 : 2 + r() * 6);
      const place = offset(town.lat, town.lng, km, r() * 2 * Math.PI);
      const placed = r() > 0.03;
      const title = `${pick(r, ADJECTIVES)} ${pick(r, NOUNS[type] ?? ['place'])}${r() < 0.4 ? ` near ${town.city}` : ''}`;
      const wanted =
        r() < 0.12
          ? []
          : Array.from({ length: 1 + Math.floor(r() * 4) }, () =>
              // Common skills more often: the square of a uniform draw leans to the list's start.
              pick(r, SKILLS.slice(0, 1 + Math.floor(r() ** 2 * SKILLS.length))),
            );
      const description = `We need help with ${wanted.join(', ').toLowerCase() || 'whatever comes up'}. ${pick(r, ADJECTIVES)} place; we share meals and stories.`;
      const id = randomUUID();
      const status = i < count ? 'listed' : pick(r, ['draft', 'paused', 'hidden'] as const);
      const doc = {
        title,
        city: town.city,
        region: town.region,
        country: town.country,
        description,
      };
      rows.push({
        id,
        hostId: pick(r, hostIds),
        title,
        description,
        type,
        city: town.city,
        region: town.region,
        country: town.country,
        status: (status === 'hidden' ? 'listed' : status) as 'listed' | 'draft' | 'paused',
        hiddenAt: status === 'hidden' ? new Date() : null,
        inviteCode: id.replace(/-/g, '').slice(0, 16).toUpperCase(),
        listedAt:
          status === 'draft' ? null : new Date(Date.now() - Math.floor(r() * 730 * 86_400_000)),
        searchText: searchTextOf(doc),
        searchTitle: searchTitleOf(doc),
        helpersWanted: 1 + Math.floor(r() * 4),
        publicLat: placed ? place.lat : null,
        publicLng: placed ? place.lng : null,
      });
      const from = Math.floor(r() * 210) - 60;
      const to = from + 60 + Math.floor(r() * 300);
      const min = pick(r, [7, 14, 21, 30]);
      terms.push({
        propertyId: id,
        hoursPerWeek: pick(r, [15, 20, 25, 30]),
        daysPerWeek: pick(r, [4, 5, 6]),
        provides: PROVISIONS.filter(() => r() < 0.35),
        minStayDays: min,
        maxStayDays: min + pick(r, [14, 30, 60, 90]),
        availableFrom: day(from),
        availableTo: day(to),
        skillsWanted: wanted,
        skillKeys: skillKeys(wanted),
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
      // A quarter publish help windows inside their terms' dates, some partly taken.
      if (r() < 0.25) {
        let windowStart = from + Math.floor(r() * 20);
        for (let w = 0; w < 1 + Math.floor(r() * 3) && windowStart + 14 <= to; w++) {
          const windowEnd = Math.min(to, windowStart + 14 + Math.floor(r() * 60));
          const helpers = 1 + Math.floor(r() * 3);
          windows.push({
            propertyId: id,
            startDate: day(windowStart),
            endDate: day(windowEnd),
            helpersWanted: helpers,
          });
          if (r() < 0.4) {
            const stayStart = windowStart + Math.floor(r() * 7);
            stays.push({
              propertyId: id,
              helperId: pick(r, helperIds),
              startDate: day(stayStart),
              endDate: day(Math.min(windowEnd + 1, stayStart + 7 + Math.floor(r() * 21))),
              message: 'Bench stay',
              status: 'accepted' as const,
              decidedAt: new Date(),
            });
          }
          windowStart = windowEnd + 1 + Math.floor(r() * 30);
        }
      }
    }
    await db.insert(properties).values(rows);
    await db.insert(exchangeTerms).values(terms);
    await db.insert(propertyPhotos).values(photos);
    if (windows.length) await db.insert(helpWindows).values(windows);
    if (stays.length) await db.insert(stayRequests).values(stays);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(
    sql`vacuum analyze properties, exchange_terms, property_photos, help_windows, stay_requests`,
  );
}

/** A phone's map (390 x 700 px of 256-px tiles) at this zoom, around lat/lng. */
function viewAround(lat: number, lng: number, zoom: number) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (390 / 2) * degreesPerPixel;
  const halfHeight = (700 / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  const wrap = (x: number) => ((x + 540) % 360) - 180;
  return {
    west: wrap(lng - halfWidth),
    south: Math.max(-90, lat - halfHeight),
    east: wrap(lng + halfWidth),
    north: Math.min(90, lat + halfHeight),
  };
}

export type Explore100kRequest = { zoom: number; query: URLSearchParams };

/**
 * The bench's requests: a helper looks at the map somewhere people list
 * (a town picked by size, the view's centre a few km off), at a town's zoom
 * (12: 40 %), a region's (9: 40 %) or a country's (6: 20 %), for a stay of
 * two to five weeks starting in the next four months, sorted by fit. The list
 * request; mapPath gives the same area's clusters.
 */
export function explore100kMix(seed = 'explore-100k:queries'): () => Explore100kRequest {
  const r = rng(seed);
  const towns = benchTowns();
  const pickTown = townPicker(towns);
  return () => {
    const town = towns[pickTown(r)] as Town;
    const roll = r();
    const zoom = roll < 0.4 ? 12 : roll < 0.8 ? 9 : 6;
    const centre = offset(town.lat, town.lng, Math.abs(gauss(r)) * 5, r() * 2 * Math.PI);
    const view = viewAround(centre.lat, centre.lng, zoom);
    const from = Math.floor(r() * 120);
    const query = new URLSearchParams({
      west: view.west.toFixed(5),
      south: view.south.toFixed(5),
      east: view.east.toFixed(5),
      north: view.north.toFixed(5),
      from: day(from),
      to: day(from + 14 + Math.floor(r() * 22)),
      sort: 'fit',
      limit: '20',
    });
    return { zoom, query };
  };
}
