import { isProfileComplete, type Profile, type PublicProfile } from '@shared/api/profile';
import { isLocale } from '@shared/i18n/locales';
import type { profiles } from '../../db/schema';

// The shapes a profile row takes in replies: your own profile, and the public
// card other features show (members, requests, agreements, onboarding).

export type ProfileRow = typeof profiles.$inferSelect;

/** The one shape a profile row takes in replies (and, later, realtime events). */
export function presentProfile(row: ProfileRow, operator: boolean): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    phone: row.phone,
    role: row.role,
    points: row.points,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    hasSeenWelcome: row.hasSeenWelcome,
    customChoreGroups: row.customChoreGroup,
    hostSignupInviteStatus: row.hostSignupInviteStatus,
    isComplete: isProfileComplete(row),
    operator,
    language: isLocale(row.language) ? row.language : null,
    skills: row.skills,
    spokenLanguages: row.spokenLanguages,
  };
}

/**
 * What others may see of a person: name, avatar, bio, city, role, and what
 * they can do and the languages they speak (issue 18).
 */
export function presentPublicProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    city: row.city,
    role: row.role,
    skills: row.skills,
    spokenLanguages: row.spokenLanguages,
  };
}
