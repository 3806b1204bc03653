import type { PublicProfile } from '@shared/api/profile';

/* A person's public card as the server sends it, for component tests. */

export const publicProfileFixture = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  id: '7f1c0c1e-8a53-4c1b-9a57-2f1d2b3c4d5e',
  fullName: 'Sam Rivers',
  avatarUrl: null,
  bio: null,
  city: null,
  role: 'helper',
  skills: [],
  spokenLanguages: [],
  ...overrides,
});
