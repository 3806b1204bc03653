import type { CompiledMessage } from '@shared/i18n/compiled-messages';
import { isLocale } from '@shared/i18n/locales';
import { formatNoticeMessage, noticeTextSchema } from '@shared/i18n/notices';
import { i18n } from './i18n';
import { currentLocale } from './language';

/** The catalogues of words the server stores as a key and values (issue 17). */
export type NoticeNamespace = 'notices' | 'system-lines';

/**
 * Words the server keeps as a catalogue key and values (a notification's
 * title or content, a chat's system line), written in the language on
 * screen. Undefined when there is no readable notice, or its namespace is not
 * loaded yet: the caller shows the server's own text then.
 */
export function noticeText(
  namespace: NoticeNamespace,
  stored: unknown,
  field?: 'title' | 'content',
): string | undefined {
  const notice = noticeTextSchema.safeParse(stored);
  if (!notice.success) return undefined;
  const locale = currentLocale();
  const language = isLocale(i18n.language) ? i18n.language : locale;
  const path = field ? `${notice.data.key}.${field}` : notice.data.key;
  // Text, or ICU's syntax tree in a build (decision 151).
  const message: unknown = i18n.getResource(language, namespace, path);
  if (typeof message !== 'string' && !Array.isArray(message)) return undefined;
  try {
    return formatNoticeMessage(message as CompiledMessage, language, notice.data.params);
  } catch {
    return undefined;
  }
}
