import type { ExchangeTerms } from '@shared/api/exchange-terms';
import type { HostPropertyView, PublicPropertyView } from '@shared/api/properties';
import { publicProfileFixture } from './profile-fixtures';

/* Replies shaped like the server's, for component tests. */

export const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';
export const HOST_ID = '22222222-2222-4222-8222-222222222222';
export const Q1 = '33333333-3333-4333-8333-333333333331';
export const Q2 = '33333333-3333-4333-8333-333333333332';

export const hostProfile = publicProfileFixture({
  id: HOST_ID,
  fullName: 'Hana Host',
  bio: 'I run a small farm.',
  city: 'Évora',
  role: 'host',
});

export const termsFixture = (overrides: Partial<ExchangeTerms> = {}): ExchangeTerms => ({
  propertyId: PROPERTY_ID,
  hoursPerWeek: 20,
  daysPerWeek: 5,
  provides: ['private_room', 'meals'],
  minStayDays: 7,
  maxStayDays: 60,
  availableFrom: '2099-03-01',
  availableTo: '2099-10-31',
  skillsWanted: ['Gardening'],
  screeningQuestions: [
    { id: Q1, question: 'What experience do you have with animals?' },
    { id: Q2, question: 'Are you comfortable with early mornings?' },
  ],
  agreementClauses: ['Quiet hours after 10 pm.'],
  defaultChorePoints: 10,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const base = {
  id: PROPERTY_ID,
  title: 'Hillside olive farm',
  description: 'Goats, bees and olives.',
  type: 'farm' as const,
  city: 'Évora',
  region: 'Alentejo',
  country: 'PT',
  amenities: ['Pool'],
  houseRules: 'No smoking indoors.',
  helpersWanted: 2,
  status: 'draft' as const,
  photos: [],
  cover: null,
  terms: null,
  host: hostProfile,
  helperCount: 0,
  listedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const hostViewFixture = (overrides: Partial<HostPropertyView> = {}): HostPropertyView => ({
  ...base,
  view: 'host',
  address: 'Herdade do Monte 4',
  postalCode: '7000-123',
  inviteCode: 'AAAABBBBCCCCDDDD',
  joinUrl: 'http://localhost/properties/join/AAAABBBBCCCCDDDD',
  pendingRequestCount: 0,
  members: [],
  pendingRequests: [],
  ...overrides,
});

export const publicViewFixture = (
  overrides: Partial<PublicPropertyView> = {},
): PublicPropertyView => ({
  ...base,
  view: 'public',
  status: 'listed',
  terms: termsFixture(),
  myPendingRequest: null,
  ...overrides,
});
