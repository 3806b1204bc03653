import type { Chore } from '@shared/api/chores';

/* Chores shaped like the server's replies, for component tests. */

export const CHORE_PROPERTY_ID = '11111111-1111-4111-8111-111111111111';
export const CHORE_HOST_ID = '22222222-2222-4222-8222-222222222222';
export const HELPER_ID = '44444444-4444-4444-8444-444444444444';

export const helperRef = { id: HELPER_ID, fullName: 'Hugo Helper', avatarUrl: null };

let next = 0;
export const choreFixture = (overrides: Partial<Chore> = {}): Chore => {
  next += 1;
  return {
    id: `55555555-5555-4555-8555-${String(next).padStart(12, '0')}`,
    propertyId: CHORE_PROPERTY_ID,
    propertyTitle: 'Hillside olive farm',
    hostId: CHORE_HOST_ID,
    title: 'Feed the chickens',
    description: null,
    group: 'Animals',
    points: 10,
    estimatedMinutes: 30,
    dueAt: null,
    overdue: false,
    recurrence: 'none',
    recurrenceDays: [],
    assignee: null,
    status: 'open',
    takenBy: null,
    startedAt: null,
    submittedAt: null,
    submissionNote: null,
    hasPhoto: false,
    photoUrl: null,
    minutesSpent: null,
    reviewNote: null,
    reviewedAt: null,
    approvedAt: null,
    cancelledAt: null,
    previousId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
};
