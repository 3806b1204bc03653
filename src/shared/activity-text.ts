import type { SystemMessageData } from './api/messaging';
import type { NotificationData } from './api/notifications';

/*
 * The sentences a notification's and a system message's data make (issue 24).
 * One builder for every reader: the server writes `content` with it, the mail
 * fallback uses it for its recipient, and the web passes a formatter for its
 * reader's locale. Only the dates change with the formatter; issue 17 will
 * translate the words around them, kind by kind.
 */

/** Turns a calendar day (YYYY-MM-DD) into words for one reader. */
export type DayFormatter = (isoDay: string) => string;

const englishDays = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '3 January 2027': the plain-English day of `content` and mails, which have
 * no reader's locale (yet): no ISO date, and no '01/03' that reads two ways.
 * The input itself when it is no calendar day.
 */
export const plainEnglishDay: DayFormatter = (isoDay) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!day) return isoDay;
  return englishDays.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
};

/** The text of a notification made from its data. */
export function describeNotification(data: NotificationData, day: DayFormatter): string {
  switch (data.kind) {
    case 'stay_request_created':
      return `${data.name} asked to stay at ${data.propertyTitle} from ${day(data.startDate)} to ${day(data.endDate)}.`;
    case 'stay_request_accepted':
      return `${data.propertyTitle} accepted your stay from ${day(data.startDate)} to ${day(data.endDate)}.`;
  }
}

/** The line a system message shows in the chat, made from its data. */
export function describeSystemMessage(data: SystemMessageData, day: DayFormatter): string {
  switch (data.kind) {
    case 'stay_request_created':
      return `${data.name} asked to stay from ${day(data.startDate)} to ${day(data.endDate)}.`;
    case 'stay_request_accepted':
      return `Stay request accepted: ${day(data.startDate)} to ${day(data.endDate)}.`;
  }
}
