import type { PushPayload } from '@shared/api/push';
import type { Locale } from '@shared/i18n/locales';
import { storedNoticeIn } from '../../platform/i18n/notices';

export const PUSH_BODY_MAX = 200;

type NotificationRow = {
  id: string;
  type: string;
  title: string;
  content: string;
  notice?: unknown;
  referenceId: string | null;
};

/**
 * What the service worker shows: the bell's title and text in the reader's
 * language (issue 17; the stored English for a row without a notice), cut
 * to a phone's banner.
 */
export function pushPayloadOf(
  row: NotificationRow,
  path: string | null,
  locale: Locale,
): PushPayload {
  const text = storedNoticeIn(locale, row.notice) ?? { title: row.title, content: row.content };
  return {
    notificationId: row.id,
    type: row.type,
    title: text.title,
    body: shorten(text.content, PUSH_BODY_MAX),
    path,
    tag: tagOf(row),
  };
}

/** One banner per chat (a new message replaces the last); else one per thing. */
function tagOf(row: NotificationRow): string {
  if (row.type === 'message' && row.referenceId) return `chat:${row.referenceId}`;
  return `${row.type}:${row.referenceId ?? row.id}`;
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
