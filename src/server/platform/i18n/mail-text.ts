import de from '@shared/i18n/catalogues/de/mail.json' with { type: 'json' };
import en from '@shared/i18n/catalogues/en/mail.json' with { type: 'json' };
import es from '@shared/i18n/catalogues/es/mail.json' with { type: 'json' };
import fr from '@shared/i18n/catalogues/fr/mail.json' with { type: 'json' };
import ptBR from '@shared/i18n/catalogues/pt-BR/mail.json' with { type: 'json' };
import type { Locale } from '@shared/i18n/locales';
import { formatNoticeMessage, type NoticeParam } from '@shared/i18n/notices';
import { IntlMessageFormat } from 'intl-messageformat';
import { escapeHtml } from '../mail/layout';

/**
 * The words of the mail Homestay sends, in each recipient's language (issue
 * 17): catalogues/<language>/mail.json, bundled with the server. Each mail
 * has a top-level key (`passwordReset`), shared lines are under `common`.
 */
const catalogues: Readonly<Record<Locale, unknown>> = { en, es, fr, de, 'pt-BR': ptBR };

function messageAt(locale: Locale, key: string): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No mail text ${key} in ${locale}`);
  return node;
}

/** The message at `key` ('digest.subjectMany') in `locale`, with its values, as plain text. */
export function mailText(
  locale: Locale,
  key: string,
  params: Record<string, NoticeParam> = {},
): string {
  return formatNoticeMessage(messageAt(locale, key), locale, params);
}

/** Renders the text inside one of a message's tags (`<reset>Choose a new one</reset>`) as HTML. */
export type MailTag = (text: string) => string;

// Marks where a rendered tag goes while the rest is escaped; PostgreSQL text
// (every value in a mail) cannot hold this character.
const SLOT = '\u0000';

/**
 * The message at `key` as HTML for a mail's body: its words and values
 * escaped, and each `<tag>…</tag>` in it rendered by `tags[tag]` (a link, a
 * strong word) from its plain text. A tag without a renderer throws.
 */
export function mailHtmlText(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
  tags: Record<string, MailTag> = {},
): string {
  const rendered: string[] = [];
  const slots = Object.fromEntries(
    Object.entries(tags).map(([name, render]) => [
      name,
      (chunks: unknown[]) => {
        rendered.push(render(chunks.join('')));
        return `${SLOT}${rendered.length - 1}${SLOT}`;
      },
    ]),
  );
  const formatted = new IntlMessageFormat(messageAt(locale, key), locale).format<string>({
    ...params,
    ...slots,
  });
  const text = Array.isArray(formatted) ? formatted.join('') : String(formatted);
  return escapeHtml(text).replace(
    new RegExp(`${SLOT}(\\d+)${SLOT}`, 'g'),
    (_, index: string) => rendered[Number(index)] ?? '',
  );
}

/** The lines every mail shares, under `common` in mail.json. */
const COMMON_KEYS: ReadonlySet<string> = new Set(['hello', 'signOff', 'copyLink']);

/**
 * One mail's words in `locale`: `text('subject')` for the subject and the
 * plain-text body, `html('intro')` for the HTML body (escaped, with tags).
 * `hello`, `signOff` and `copyLink` are the lines every mail shares.
 */
export function mailWords(locale: Locale, mail: string) {
  const path = (key: string) => (COMMON_KEYS.has(key) ? `common.${key}` : `${mail}.${key}`);
  return {
    locale,
    text: (key: string, params?: Record<string, NoticeParam>) =>
      mailText(locale, path(key), params),
    html: (key: string, params?: Record<string, string | number>, tags?: Record<string, MailTag>) =>
      mailHtmlText(locale, path(key), params, tags),
  };
}

export type MailWords = ReturnType<typeof mailWords>;
