import de from '@shared/i18n/catalogues/de/mail.json' with { type: 'json' };
import en from '@shared/i18n/catalogues/en/mail.json' with { type: 'json' };
import es from '@shared/i18n/catalogues/es/mail.json' with { type: 'json' };
import fr from '@shared/i18n/catalogues/fr/mail.json' with { type: 'json' };
import ptBR from '@shared/i18n/catalogues/pt-BR/mail.json' with { type: 'json' };
import type { Locale } from '@shared/i18n/locales';
import { formatNoticeMessage, type NoticeParam } from '@shared/i18n/notices';

/**
 * The words of the mail Homestay sends, in each recipient's language (issue
 * 17): catalogues/<language>/mail.json, bundled with the server.
 */
const catalogues: Readonly<Record<Locale, unknown>> = { en, es, fr, de, 'pt-BR': ptBR };

/** The message at `key` ('digest.subjectMany') in `locale`, with its values. */
export function mailText(
  locale: Locale,
  key: string,
  params: Record<string, NoticeParam> = {},
): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No mail text ${key} in ${locale}`);
  return formatNoticeMessage(node, locale, params);
}
