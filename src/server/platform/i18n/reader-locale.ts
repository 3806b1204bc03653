import type { Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Queryable } from '../../db/transaction';
import { localeOr } from './notices';

/** The language a person reads notifications, pushes and mail in: their profile's, else English. */
export async function readerLocale(q: Queryable, userId: string): Promise<Locale> {
  const [row] = await q
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return localeOr(row?.language);
}
