import { describeSystemMessage } from '@shared/activity-text';
import { type Message, systemMessageDataSchema } from '@shared/api/messaging';
import { readerFormat } from '@web/lib/reader-format';

/**
 * A system line's words for this reader: built from its data, dates in the
 * reader's locale; its `content` when it has no data this client knows (an
 * older line, a kind from a newer server: replies are not parsed on the way
 * in, so the data is checked here).
 */
export function systemMessageText(message: Pick<Message, 'content' | 'data'>, locale?: string) {
  const data = systemMessageDataSchema.safeParse(message.data);
  return data.success ? describeSystemMessage(data.data, readerFormat(locale)) : message.content;
}
