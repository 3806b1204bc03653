import { normalizeForSearch } from './search-text';

// Issue 18's fit: a helper's skills against a property's skills wanted, both
// written freely. They meet when they read the same without case, accents or
// punctuation ("Dog-walking" = "dog walking", "Jardinería" = "jardineria").

/** One skill as it is compared; '' for a skill that is only punctuation. */
export function skillKey(skill: string): string {
  return normalizeForSearch(skill);
}

/** The distinct keys of a list, sorted (what exchange_terms.skill_keys holds). */
export function skillKeys(skills: readonly string[]): string[] {
  return [...new Set(skills.map(skillKey).filter((k) => k !== ''))].sort();
}

/**
 * How many of the wanted keys the helper has, of how many: null when the
 * property wants none or the helper lists none (nothing to say).
 */
export function fitOf(
  helperKeys: readonly string[],
  wantedKeys: readonly string[],
): { matched: number; wanted: number } | null {
  if (wantedKeys.length === 0 || helperKeys.length === 0) return null;
  const helper = new Set(helperKeys);
  return { matched: wantedKeys.filter((k) => helper.has(k)).length, wanted: wantedKeys.length };
}
