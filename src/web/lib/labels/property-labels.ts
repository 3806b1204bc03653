import type { MembershipStatus } from '@shared/api/properties';
import {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  PROVISIONS,
  type PropertyStatus,
  type PropertyType,
  type Provision,
} from '@shared/api/property-fields';
import type { StayRequestStatus } from '@shared/api/stay-requests';
import { LABELS_NAMESPACE, translate } from '@web/lib/i18n/i18n';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { formatReaderDay, formatReaderNumber, readerLocale } from '@web/lib/reader-format';

/*
 * How property values read on screen. The words are the screens' own (SPEC
 * quotes none of them), kept here so every feature says them the same way;
 * each label is read from the `labels` catalogue in the language on screen.
 */

export const propertyTypeLabel: Readonly<Record<PropertyType, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'propertyType',
  PROPERTY_TYPES,
);

export const provisionLabel: Readonly<Record<Provision, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'provision',
  PROVISIONS,
);

export const propertyStatusLabel: Readonly<Record<PropertyStatus, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'propertyStatus',
  PROPERTY_STATUSES,
);

export const propertyStatusHint: Readonly<Record<PropertyStatus, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'propertyStatusHint',
  PROPERTY_STATUSES,
);

const MEMBERSHIP_STATUSES: readonly MembershipStatus[] = ['active', 'left', 'removed'];
export const membershipStatusLabel: Readonly<Record<MembershipStatus, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'membershipStatus',
  MEMBERSHIP_STATUSES,
);

const STAY_REQUEST_STATUSES: readonly StayRequestStatus[] = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
];
export const stayRequestStatusLabel: Readonly<Record<StayRequestStatus, string>> = translatedLabels(
  LABELS_NAMESPACE,
  'stayRequestStatus',
  STAY_REQUEST_STATUSES,
);

export const joinedViaLabel = translatedLabels(LABELS_NAMESPACE, 'joinedVia', [
  'invite_code',
  'request',
  'host_invite',
] as const);

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

/** Intl's country names, one per locale; null where the runtime has none. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * The name of a country code in the language on screen ('PT' -> 'Portugal',
 * 'DE' -> 'Alemania' in Spanish); the code itself if unknown.
 */
export function countryName(code: string, locale: string = readerLocale()): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every country as `{ code, name }`, sorted by name in the language on screen (for pickers). */
export function countryOptions(
  locale: string = readerLocale(),
): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
    collator.compare(a.name, b.name),
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

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A YYYY-MM-DD as a calendar day (no time zone shift: '2027-03-01' is 1 March
 * everywhere); an ISO time as the viewer's local day. Null when it does not parse.
 */
function calendarDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : todayIso(date);
}

/** A calendar day as a UTC midnight (for Intl with timeZone UTC). */
function utcDate(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

/** '1 Mar 2027' ('Mar 1, 2027' in the US, '1. März 2027' in German); the input itself when it does not parse. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = calendarDay(value);
  return day ? formatReaderDay(day) : value;
}

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/** '1 Mar – 31 Oct 2027', or with both years when they differ (Intl's range format). */
export function formatDayRange(from: string, to: string | null | undefined): string {
  if (!to) return translate(LABELS_NAMESPACE, 'dates.from', { day: formatDay(from) });
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (!start || !end) return `${from} – ${to}`;
  const locale = readerLocale();
  let format = rangeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    rangeFormats.set(locale, format);
  }
  return format.formatRange(utcDate(start), utcDate(end));
}

/** '14–90 days', '2 weeks'-free wording: exact numbers read best for stays. */
export function stayLengthText(min: number, max: number): string {
  if (min === max) return translate(LABELS_NAMESPACE, 'stayLength.exact', { count: min });
  return translate(LABELS_NAMESPACE, 'stayLength.range', {
    min: formatReaderNumber(min),
    max: formatReaderNumber(max),
  });
}
