import de from '@shared/i18n/catalogues/de/notices.json' with { type: 'json' };
import en from '@shared/i18n/catalogues/en/notices.json' with { type: 'json' };
import es from '@shared/i18n/catalogues/es/notices.json' with { type: 'json' };
import fr from '@shared/i18n/catalogues/fr/notices.json' with { type: 'json' };
import ptBR from '@shared/i18n/catalogues/pt-BR/notices.json' with { type: 'json' };
import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared/i18n/locales';
import {
  type NoticeCatalogue,
  type NoticeText,
  noticeTextSchema,
  renderNotice,
} from '@shared/i18n/notices';

/**
 * The notices of every language, bundled with the server (a few KB each):
 * notifications, pushes and mail are written in their reader's language.
 */
const catalogues: Readonly<Record<Locale, NoticeCatalogue>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
};

/** A profile's language, or English for none (or one this server does not know). */
export const localeOr = (language: string | null | undefined): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

/** The title and content of `notice` in `locale`; throws for a key no catalogue has. */
export function noticeIn(locale: Locale, notice: NoticeText): { title: string; content: string } {
  const text = renderNotice(catalogues[locale], locale, notice);
  if (!text) throw new Error(`No notice ${notice.key} in ${locale}`);
  return text;
}

/**
 * A stored notice (jsonb) in `locale`; undefined when the row has none or one
 * this server cannot read, so the stored English is shown instead.
 */
export function storedNoticeIn(
  locale: Locale,
  stored: unknown,
): { title: string; content: string } | undefined {
  const notice = noticeTextSchema.safeParse(stored);
  if (!notice.success) return undefined;
  return renderNotice(catalogues[locale], locale, notice.data);
}
