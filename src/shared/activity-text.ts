import type { SystemMessageData } from './api/messaging';
import type { NotificationData } from './api/notifications';

/*
 * The sentences a notification's and a system message's data make (issue 24).
 * One builder for every reader: the server writes `content` with it, the mail
 * fallback uses it for its recipient, and the web passes the formats of its
 * reader's locale. Only dates and numbers change with the format; issue 17
 * will translate the words around them, kind by kind.
 */

/** How one reader writes what their locale writes its own way. */
export type ReaderFormat = {
  /** A calendar day (YYYY-MM-DD) in words. */
  day: (isoDay: string) => string;
  /** A count or an amount, e.g. 22.5 hours ('22.5', '22,5'). */
  number: (value: number) => string;
};

const englishDays = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const englishNumbers = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/**
 * The plain English of `content` and mails, which have no reader's locale
 * (yet): '3 January 2027', never an ISO date nor a '01/03' that reads two ways.
 * A day that is no calendar day is written as it came.
 */
export const plainEnglish: ReaderFormat = {
  day: (isoDay) => {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
    if (!day) return isoDay;
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return englishDays.format(date);
  },
  number: (value) => englishNumbers.format(value),
};

/** The text of a notification made from its data. */
export function describeNotification(data: NotificationData, f: ReaderFormat): string {
  switch (data.kind) {
    case 'stay_request_created':
      return `${data.name} asked to stay at ${data.propertyTitle} from ${f.day(data.startDate)} to ${f.day(data.endDate)}.`;
    case 'stay_request_accepted':
      return `${data.propertyTitle} accepted your stay from ${f.day(data.startDate)} to ${f.day(data.endDate)}.`;
    case 'weekly_hours_passed': {
      const who = data.reader === 'helper' ? 'You have' : `${data.helperName} has`;
      return `${who} done ${f.number(data.hours)} hours this week, more than the agreed ${f.number(data.agreedHours)}.`;
    }
    case 'review_request':
      return `Your stay at ${data.propertyTitle} with ${data.counterpartName} has ended. Write your review by ${f.day(data.deadline)}; neither of you sees the other's until both have written or the time is up.`;
    case 'review_reminder':
      return `You have not yet reviewed your stay at ${data.propertyTitle} with ${data.counterpartName}. Reviews close on ${f.day(data.deadline)}.`;
    case 'review_published':
      return `The reviews of your stay at ${data.propertyTitle} with ${data.counterpartName} are published.`;
  }
}

/** The line a system message shows in the chat, made from its data. */
export function describeSystemMessage(data: SystemMessageData, f: ReaderFormat): string {
  switch (data.kind) {
    case 'stay_request_created':
      return `${data.name} asked to stay from ${f.day(data.startDate)} to ${f.day(data.endDate)}.`;
    case 'stay_request_accepted':
      return `Stay request accepted: ${f.day(data.startDate)} to ${f.day(data.endDate)}.`;
  }
}
