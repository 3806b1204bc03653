import en from '@shared/i18n/catalogues/en/system-lines.json' with { type: 'json' };
import { formatNoticeMessage, type NoticeText } from '@shared/i18n/notices';

/**
 * A system line of the chat in English (issue 17): what `content` keeps for
 * API users and older clients. Each reader's client writes the same notice
 * in their own language from system-lines.json.
 */
export function englishSystemLine(notice: NoticeText): string {
  const message = (en as Readonly<Record<string, string>>)[notice.key];
  if (!message) throw new Error(`No system line ${notice.key}`);
  return formatNoticeMessage(message, 'en', notice.params);
}
