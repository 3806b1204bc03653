import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { type CompiledMessage, isPlainMessage } from './compiled-messages';
import type { Locale } from './locales';

/*
 * A notification's words as a catalogue key and its values (issue 17), so
 * each reader gets them in their own language: the bell and the feed, the
 * push on their phone, the mail. The texts are in
 * catalogues/<language>/notices.json, each key with a title and a content.
 */

/** A value of a notice: text, a number, or a calendar day written in the reader's way. */
const noticeParamSchema = z.union([z.string(), z.number(), z.strictObject({ day: z.iso.date() })]);
export type NoticeParam = z.infer<typeof noticeParamSchema>;

export const noticeTextSchema = z.strictObject({
  key: z.string().regex(/^[A-Za-z]+$/),
  params: z.record(z.string(), noticeParamSchema),
});
export type NoticeText = z.infer<typeof noticeTextSchema>;

/** A language's notices.json: key -> { title, content }. */
export type NoticeCatalogue = Readonly<Record<string, { title: string; content: string }>>;

/**
 * How days are written: 3 January 2027 in English (never a '01/03' that
 * reads two ways), each other language its own long form.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function writeDay(isoDay: string, locale: Locale): string {
  const tag = locale === 'en' ? 'en-GB' : locale;
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(tag, format);
  }
  const [year, month, day] = isoDay.split('-').map(Number);
  return format.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

/**
 * One message of a catalogue with its values, in `locale`: as written (the
 * server), or compiled (the browser, which has no ICU parser: decision 151).
 */
export function formatNoticeMessage(
  message: CompiledMessage,
  locale: Locale,
  params: Record<string, NoticeParam>,
): string {
  if (typeof message === 'string' && isPlainMessage(message)) return message;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = typeof value === 'object' ? writeDay(value.day, locale) : value;
  }
  return String(formatterOf(message, locale).format(values));
}

/**
 * Formatters, kept: every notification is written in two languages at least
 * (the stored English and its reader's), and parsing a message's text is
 * most of the cost. By text for messages as written (the server's, a bounded
 * set: the cap only guards against a caller passing other text), by syntax
 * tree for compiled ones (the browser's, which live as long as their
 * catalogue).
 */
const byText = new Map<string, IntlMessageFormat>();
const byTree = new WeakMap<object, Map<Locale, IntlMessageFormat>>();
const MAX_FORMATTERS = 2_000;

function formatterOf(message: CompiledMessage, locale: Locale): IntlMessageFormat {
  const make = () => new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
  if (typeof message === 'string') {
    const key = `${locale}\u0000${message}`;
    let formatter = byText.get(key);
    if (!formatter) {
      if (byText.size >= MAX_FORMATTERS) byText.clear();
      formatter = make();
      byText.set(key, formatter);
    }
    return formatter;
  }
  let perLocale = byTree.get(message);
  if (!perLocale) {
    perLocale = new Map();
    byTree.set(message, perLocale);
  }
  let formatter = perLocale.get(locale);
  if (!formatter) {
    formatter = make();
    perLocale.set(locale, formatter);
  }
  return formatter;
}

/**
 * The title and content of `notice` from `catalogue` (the reader's
 * language); undefined when the catalogue has no such key (a row written by
 * a newer server, read by an older one).
 */
export function renderNotice(
  catalogue: NoticeCatalogue,
  locale: Locale,
  notice: NoticeText,
): { title: string; content: string } | undefined {
  const entry = catalogue[notice.key];
  if (!entry) return undefined;
  return {
    title: formatNoticeMessage(entry.title, locale, notice.params),
    content: formatNoticeMessage(entry.content, locale, notice.params),
  };
}
