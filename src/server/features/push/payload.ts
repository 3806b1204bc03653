import { describeNotification, plainEnglish } from '@shared/activity-text';
import { notificationDataSchema } from '@shared/api/notifications';
import type { PushPayload } from '@shared/api/push';

export const PUSH_BODY_MAX = 200;

type NotificationRow = {
  id: string;
  type: string;
  title: string;
  content: string;
  data: unknown;
  referenceId: string | null;
};

/**
 * What the service worker shows: the bell's title and text (made from the
 * data, dates in plain English as the mail fallback writes them, until issue
 * 17 knows each reader's language), cut to a phone's banner.
 */
export function pushPayloadOf(row: NotificationRow, path: string | null): PushPayload {
  const data = notificationDataSchema.safeParse(row.data);
  const text = data.success ? describeNotification(data.data, plainEnglish) : row.content;
  return {
    notificationId: row.id,
    type: row.type,
    title: row.title,
    body: shorten(text, PUSH_BODY_MAX),
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
