import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  pickLocale,
} from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

/*
 * Which language a mail is written in (issue 17, docs/i18n.md "Mail"): the
 * recipient's saved profile language; else the language of the request that
 * caused the mail (the web app sends its chosen language as
 * Accept-Language); else English.
 */

/** Who a mail goes to: an account by its id, or an address that may have one. */
export type MailRecipient = { userId: string } | { email: string };

/** A request that caused a mail: a Fastify request, or the Fetch Request better-auth hands its callbacks. */
export type CausingRequest =
  | { headers: Headers }
  | { headers: { 'accept-language'?: string | string[] | undefined } }
  | null
  | undefined;

/** The language a request asks for by its Accept-Language; English without one we speak. */
export function requestLocale(request: CausingRequest): Locale {
  const headers = request?.headers;
  const header =
    headers instanceof Headers ? headers.get('accept-language') : headers?.['accept-language'];
  return pickLocale(acceptedLanguages(Array.isArray(header) ? header.join(',') : header));
}

/**
 * The language of a mail to `recipient`: their saved profile language, else
 * `fallback` (the causing request's, from requestLocale; English for a job).
 */
export async function mailLocale(
  q: Queryable,
  recipient: MailRecipient | null,
  fallback: Locale = DEFAULT_LOCALE,
): Promise<Locale> {
  if (!recipient) return fallback;
  const [row] =
    'userId' in recipient
      ? await q
          .select({ language: profiles.language })
          .from(profiles)
          .where(eq(profiles.id, recipient.userId))
      : await q
          .select({ language: profiles.language })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.id))
          .where(eq(users.email, recipient.email.toLowerCase()));
  return isLocale(row?.language) ? row.language : fallback;
}
