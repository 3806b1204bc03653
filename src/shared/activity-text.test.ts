import { describe, expect, it } from 'vitest';
import { describeNotification, describeSystemMessage, plainEnglish } from './activity-text';
import { realtimeEventSchema } from './api/realtime';

const notification = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  title: 'New stay request',
  content: 'Ana asked to stay at Olive farm from 3 January 2027 to 2 February 2027.',
  type: 'helper_request',
  referenceId: null,
  isRead: false,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const stayRequest = {
  kind: 'stay_request_created',
  propertyTitle: 'Olive farm',
  name: 'Ana',
  startDate: '2027-01-03',
  endDate: '2027-02-02',
} as const;

describe('activity text', () => {
  it('writes plain English with unambiguous days and one decimal', () => {
    expect(plainEnglish.day('2027-01-03')).toBe('3 January 2027');
    expect(plainEnglish.day('not a day')).toBe('not a day');
    expect(plainEnglish.number(21.5)).toBe('21.5');
    expect(plainEnglish.number(20)).toBe('20');
  });

  it('builds each kind’s sentence with the reader’s format', () => {
    const marked = { day: (d: string) => `<${d}>`, number: (n: number) => `#${n}` };
    expect(describeNotification(stayRequest, marked)).toBe(
      'Ana asked to stay at Olive farm from <2027-01-03> to <2027-02-02>.',
    );
    expect(
      describeNotification(
        {
          kind: 'weekly_hours_passed',
          reader: 'host',
          helperName: 'Ana',
          hours: 21.5,
          agreedHours: 20,
        },
        marked,
      ),
    ).toBe('Ana has done #21.5 hours this week, more than the agreed #20.');
    expect(
      describeSystemMessage(
        { kind: 'stay_request_accepted', startDate: '2027-01-03', endDate: '2027-02-02' },
        plainEnglish,
      ),
    ).toBe('Stay request accepted: 3 January 2027 to 2 February 2027.');
  });

  it('the review kinds name the stay and the deadline, never a rating', () => {
    const marked = { day: (d: string) => `<${d}>`, number: (n: number) => `#${n}` };
    const stay = { propertyTitle: 'Olive farm', counterpartName: 'Ana' };
    expect(
      describeNotification({ kind: 'review_request', ...stay, deadline: '2027-01-17' }, marked),
    ).toBe(
      "Your stay at Olive farm with Ana has ended. Write your review by <2027-01-17>; neither of you sees the other's until both have written or the time is up.",
    );
    expect(
      describeNotification({ kind: 'review_reminder', ...stay, deadline: '2027-01-17' }, marked),
    ).toBe(
      'You have not yet reviewed your stay at Olive farm with Ana. Reviews close on <2027-01-17>.',
    );
    expect(describeNotification({ kind: 'review_published', ...stay }, plainEnglish)).toBe(
      'The reviews of your stay at Olive farm with Ana are published.',
    );
  });

  it('a realtime notification keeps its data, and one of a kind this client does not know still applies, as content only', () => {
    const known = realtimeEventSchema.parse({
      kind: 'notification.created',
      data: { ...notification, data: stayRequest },
    });
    expect(known.kind === 'notification.created' && known.data.data).toEqual(stayRequest);
    const newer = realtimeEventSchema.safeParse({
      kind: 'notification.created',
      data: { ...notification, data: { kind: 'from_a_newer_server', when: '2027-01-03' } },
    });
    expect(newer.success).toBe(true);
    expect(newer.data?.kind === 'notification.created' && newer.data.data.data).toBeNull();
  });
});
