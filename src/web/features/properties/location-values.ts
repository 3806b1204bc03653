import type { MapPoint } from '@shared/api/places';

/*
 * The host's pin as two text fields: what they type, checked here in their
 * language, and what the map's pin writes back (six decimals: about 10 cm,
 * more than a pin dragged by hand can mean).
 */

export type PinDraft = { lat: string; lng: string };
export type PinErrors = Partial<Record<'lat' | 'lng', 'required' | 'number' | 'range'>>;

const LIMIT = { lat: 90, lng: 180 } as const;

/** A coordinate typed with a dot or a comma; null when it is not a number. */
export function readCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The draft's problems, by field (empty when it is a point on Earth). */
export function checkPin(draft: PinDraft): PinErrors {
  const errors: PinErrors = {};
  for (const key of ['lat', 'lng'] as const) {
    const text = draft[key];
    const value = readCoordinate(text);
    if (text.trim() === '') errors[key] = 'required';
    else if (value === null) errors[key] = 'number';
    else if (Math.abs(value) > LIMIT[key]) errors[key] = 'range';
  }
  return errors;
}

/** The point the draft names, or null while it names none. */
export function pinOf(draft: PinDraft): MapPoint | null {
  if (Object.keys(checkPin(draft)).length > 0) return null;
  return { lat: readCoordinate(draft.lat) as number, lng: readCoordinate(draft.lng) as number };
}

const round = (value: number) => Number(value.toFixed(6));

/** A point as the two fields show it (a map can hand back longitudes past ±180). */
export function draftOf(point: MapPoint): PinDraft {
  const lng = ((((point.lng + 180) % 360) + 360) % 360) - 180;
  return { lat: String(round(point.lat)), lng: String(round(lng)) };
}

export const samePoint = (a: MapPoint | null, b: MapPoint | null) =>
  a !== null && b !== null && round(a.lat) === round(b.lat) && round(a.lng) === round(b.lng);
