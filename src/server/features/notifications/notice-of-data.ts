import type { NotificationData } from '@shared/api/notifications';
import type { NoticeText } from '@shared/i18n/notices';

/** The catalogue words of a notification that carries its facts as data (issue 24). */
export function noticeOfData(data: NotificationData): NoticeText {
  switch (data.kind) {
    case 'stay_request_created':
      return {
        key: 'stayRequestCreated',
        params: {
          name: data.name,
          property: data.propertyTitle,
          start: { day: data.startDate },
          end: { day: data.endDate },
        },
      };
    case 'stay_request_accepted':
      return {
        key: 'stayRequestAccepted',
        params: {
          property: data.propertyTitle,
          start: { day: data.startDate },
          end: { day: data.endDate },
        },
      };
    case 'weekly_hours_passed':
      return data.reader === 'helper'
        ? { key: 'hoursPassedHelper', params: { hours: data.hours, agreed: data.agreedHours } }
        : {
            key: 'hoursPassedHost',
            params: { name: data.helperName, hours: data.hours, agreed: data.agreedHours },
          };
    case 'review_request':
      return {
        key: 'reviewRequest',
        params: {
          property: data.propertyTitle,
          counterpart: data.counterpartName,
          deadline: { day: data.deadline },
        },
      };
    case 'review_reminder':
      return {
        key: 'reviewReminder',
        params: {
          property: data.propertyTitle,
          counterpart: data.counterpartName,
          deadline: { day: data.deadline },
        },
      };
    case 'review_published':
      return {
        key: 'reviewPublished',
        params: { property: data.propertyTitle, counterpart: data.counterpartName },
      };
  }
}
