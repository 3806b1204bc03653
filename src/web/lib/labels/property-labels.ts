import type { MembershipStatus } from '@shared/api/properties';
import type { PropertyStatus, PropertyType, Provision } from '@shared/api/property-fields';
import type { StayRequestStatus } from '@shared/api/stay-requests';

/*
 * How property values read on screen. The words are the screens' own (SPEC
 * quotes none of them), kept here so every feature says them the same way.
 */

export const propertyTypeLabel: Record<PropertyType, string> = {
  house: 'House',
  farm: 'Farm',
  guesthouse: 'Guesthouse',
  hostel: 'Hostel',
  boat: 'Boat',
  other: 'Other',
};

export const provisionLabel: Record<Provision, string> = {
  private_room: 'Private room',
  shared_room: 'Shared room',
  camper_or_tent_space: 'Camper or tent space',
  meals: 'Meals',
  kitchen_access: 'Kitchen access',
  wifi: 'Wi-Fi',
  laundry: 'Laundry',
  bike: 'Bike',
  car_use: 'Car use',
  pickup: 'Pickup',
  lessons: 'Lessons',
};

export const propertyStatusLabel: Record<PropertyStatus, string> = {
  draft: 'Draft',
  listed: 'Listed',
  paused: 'Paused',
};

export const propertyStatusHint: Record<PropertyStatus, string> = {
  draft: 'Only you can see it.',
  listed: 'Helpers can find it in Explore and ask to stay.',
  paused: 'Hidden from Explore; members keep access.',
};

export const membershipStatusLabel: Record<MembershipStatus, string> = {
  active: 'Active',
  left: 'Left',
  removed: 'Removed',
};

export const stayRequestStatusLabel: Record<StayRequestStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const joinedViaLabel = {
  invite_code: 'Joined with the invite code',
  request: 'Stay request accepted',
  host_invite: 'Invited by email',
} as const;

/** ISO 3166-1 alpha-2 codes; the names come from the browser (Intl.DisplayNames). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

let regionNames: Intl.DisplayNames | null | undefined;

/** The English name of a country code ('PT' -> 'Portugal'); the code itself if unknown. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every country as `{ code, name }`, sorted by name (for pickers). */
export function countryOptions(): Array<{ code: string; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

/** "Évora, Alentejo, Portugal" from the parts that are there. */
export function placeLine(parts: {
  city: string;
  region?: string | null;
  country: string;
}): string {
  return [parts.city, parts.region, countryName(parts.country)].filter(Boolean).join(', ');
}

// 'en-US' month names ('Sep', not 'Sept'), in day-month-year order.
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });
const dayMonth = (date: Date) => `${date.getDate()} ${monthName.format(date)}`;
const dayMonthYear = (date: Date) => `${dayMonth(date)} ${date.getFullYear()}`;

/**
 * A YYYY-MM-DD as a calendar day (no time zone shift: '2027-03-01' is 1 March
 * everywhere); an ISO time as the viewer's local day. Null when it does not parse.
 */
function parseDay(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '1 Mar 2027'; the input itself when it does not parse. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseDay(value);
  return date ? dayMonthYear(date) : value;
}

/** '1 Mar – 31 Oct 2027', or with both years when they differ. */
export function formatDayRange(from: string, to: string | null | undefined): string {
  if (!to) return `From ${formatDay(from)}`;
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return `${from} – ${to}`;
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${sameYear ? dayMonth(start) : dayMonthYear(start)} – ${dayMonthYear(end)}`;
}

/** '14–90 days', '2 weeks'-free wording: exact numbers read best for stays. */
export function stayLengthText(min: number, max: number): string {
  if (min === max) return `${min} ${min === 1 ? 'day' : 'days'}`;
  return `${min}–${max} days`;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
