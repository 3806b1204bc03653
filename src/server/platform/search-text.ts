// Explore's text search works on a normalised copy of a property's words:
// lower case, accents removed ("São Tomé" -> "sao tome"), the country's English
// name added, so "portugal" finds a property whose country is PT. The same
// normalisation is applied to what a helper types.

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type Searchable = {
  title: string;
  city: string;
  region: string | null;
  country: string;
  description: string | null;
};

/** The short, ranked part: title, city, region and country name. */
export function searchTitleOf(p: Searchable): string {
  return normalizeForSearch([p.title, p.city, p.region ?? '', countryName(p.country)].join(' '));
}

/** Everything searchable: the short part plus the description. */
export function searchTextOf(p: Searchable): string {
  return `${searchTitleOf(p)} ${normalizeForSearch(p.description ?? '')}`.trim();
}

/** The words of a query, at most 8, each as typed (normalised). */
export function queryWords(q: string): string[] {
  return normalizeForSearch(q).split(' ').filter(Boolean).slice(0, 8);
}
