import { describeSystemMessage } from '@shared/activity-text';
import { type Message, systemMessageDataSchema } from '@shared/api/messaging';
import { noticeText } from '@web/lib/i18n/notice-text';
import { readerFormat } from '@web/lib/reader-format';

/**
 * A system line's words for this reader (issues 24 and 17): from its notice
 * (a key of system-lines.json and values) in the language on screen; for an
 * older line, built from its data with dates in the reader's locale; else the
 * server's own `content`. The chat loads the 'system-lines' namespace.
 */
export function systemMessageText(
  message: Pick<Message, 'content' | 'data' | 'notice'>,
  locale?: string,
) {
  const fromNotice = noticeText('system-lines', message.notice);
  if (fromNotice !== undefined) return fromNotice;
  const data = systemMessageDataSchema.safeParse(message.data);
  return data.success ? describeSystemMessage(data.data, readerFormat(locale)) : message.content;
}
