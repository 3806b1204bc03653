import { PROPERTY_LIMITS } from '@shared/api/property-fields';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import { translate } from '@web/lib/i18n/i18n';
import { currentLocale } from '@web/lib/i18n/language';

/*
 * The shared schemas (the server's own checks) explain a field in English,
 * SPEC's words. A person filling the property or terms form in another
 * language reads the same rule from the catalogue instead; in English the
 * schema's words stay word for word.
 */

const L = PROPERTY_LIMITS;

/** Each English message the property and terms forms can meet, with its catalogue key. */
const KNOWN = new Map<string, [key: string, values?: Record<string, unknown>]>([
  ['Title is required', ['titleRequired']],
  ['City is required', ['cityRequired']],
  ['Question is required', ['questionRequired']],
  ['Agreement clauses is required', ['clauseRequired']],
  ['Amenities is required', ['amenityRequired']],
  ['Skills is required', ['skillRequired']],
  ['Helpers wanted must be a number', ['helpersNumber']],
  ['Helpers wanted must be a whole number', ['helpersNumber']],
  ['Helpers wanted must be at least 1', ['helpersMin']],
  [`Helpers wanted must be at most ${L.helpersWanted}`, ['helpersMax', { max: L.helpersWanted }]],
  ['Hours per week must be a number', ['hoursNumber']],
  ['Hours per week must be a whole number', ['hoursNumber']],
  ['Hours per week must be at least 1', ['hoursMin']],
  [`Hours per week must be at most ${L.hoursPerWeek}`, ['hoursMax', { max: L.hoursPerWeek }]],
  ['Days per week must be a number', ['daysRange']],
  ['Days per week must be a whole number', ['daysRange']],
  ['Days per week must be between 1 and 7', ['daysRange']],
  ['Minimum stay must be a number of days', ['minStayNumber']],
  ['Minimum stay must be a whole number of days', ['minStayNumber']],
  ['Minimum stay must be at least 1 day', ['minStayMin']],
  [`Minimum stay must be at most ${L.maxStayDays} days`, ['minStayMax', { max: L.maxStayDays }]],
  ['Maximum stay must be a number of days', ['maxStayNumber']],
  ['Maximum stay must be a whole number of days', ['maxStayNumber']],
  ['Maximum stay must be at least 1 day', ['maxStayMin']],
  [`Maximum stay must be at most ${L.maxStayDays} days`, ['maxStayMax', { max: L.maxStayDays }]],
  ['Maximum stay must be at least the minimum stay', ['maxBelowMin']],
  ['Available to must be on or after available from', ['datesOrder']],
  ['Default chore points must be a number', ['pointsNumber']],
  ['Default chore points must be a whole number', ['pointsNumber']],
  ['Default chore points cannot be negative', ['pointsMin']],
  [`Default chore points must be at most ${L.chorePoints}`, ['pointsMax', { max: L.chorePoints }]],
]);

/** A schema's (or the server's) message about a form field, in the language on screen. */
export function fieldMessage(message: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return message;
  const known = KNOWN.get(message);
  return known ? translate('properties', `validation.${known[0]}`, known[1]) : message;
}
