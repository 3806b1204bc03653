/**
 * The string catalogue: every user-visible text that SPEC.md quotes, word for
 * word, in one place so screens, the server and tests all read the same text.
 *
 * Change a text here only when SPEC.md changes. Texts the spec does not quote
 * (page copy, button labels of new screens) live with their screens.
 */
import { accessStrings } from './access-strings';

type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : { readonly [K in keyof T]: DeepReadonly<T[K]> };

function deepFreeze<T extends object>(value: T): DeepReadonly<T> {
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object' && !Object.isFrozen(child)) {
      deepFreeze(child);
    }
  }
  return Object.freeze(value) as DeepReadonly<T>;
}

const mustBeLoggedInTo = (action: string) => `You must be logged in to ${action}`;

export const strings = deepFreeze({
  app: {
    name: 'Homestay',
    tagline: 'Help in exchange for stay',
    loading: 'Loading',
  },

  /** Defaults and generic errors (SPEC 8, STYLE "Errors"). */
  errors: {
    genericTitle: 'Error',
    unexpected: 'An unexpected error occurred',
  },

  /** Shell-level and route-level access checks (SPEC 6). */
  access: accessStrings,

  /** Destructive 'Authentication Error' toasts (SPEC 8). */
  authError: {
    title: 'Authentication Error',
    viewProfile: mustBeLoggedInTo('view your profile'),
    updateProfile: mustBeLoggedInTo('update your profile'),
    uploadProfileImage: mustBeLoggedInTo('upload a profile image'),
    updateCustomChoreGroups: mustBeLoggedInTo('update custom chore groups'),
    viewNotifications: mustBeLoggedInTo('view notifications'),
    updateNotifications: mustBeLoggedInTo('update notifications'),
    clearNotifications: mustBeLoggedInTo('clear notifications'),
  },

  /** Sign-in, sign-out and the once-per-session profile gate (SPEC 4, 8). */
  auth: {
    signedOutTitle: 'Signed out successfully',
    signedOutDescription: 'You have been logged out of your account',
    signOutErrorTitle: 'Error signing out',
    userNotAuthenticated: 'User not authenticated.',
  },

  profileGate: {
    title: 'Complete your profile',
    description: 'Please complete your profile to continue',
  },

  /** Profile screens (SPEC 5, 8). */
  profile: {
    updated: 'Profile updated successfully',
    customChoreGroupsUpdated: 'Custom chore groups updated successfully',
    fetchErrorTitle: 'Error Fetching Profile',
    updateErrorTitle: 'Error Updating Profile',
    uploadErrorTitle: 'Error Uploading Image',
    customGroupsErrorTitle: 'Error Updating Custom Groups',
    fetchFailed: 'Failed to fetch profile',
    updateFailed: 'Failed to update profile',
    uploadFailed: 'Failed to upload profile image',
    customGroupsFailed: 'Failed to update custom chore groups',
    imageTooLargeTitle: 'Image too large',
    imageTooLargeDescription: 'Please select an image under 5MB',
  },

  /** Conversations and messages (SPEC 5). */
  conversations: {
    userNotAuthenticated: 'User not authenticated.',
    propertyNotFound: 'Property not found with ID',
    hostIdNotFound: 'Host ID not found for property',
  },

  /** The notification dropdown and its toasts (SPEC 2, 8). */
  notifications: {
    newCount: (count: number) => `${count} New`,
    markAllAsRead: 'Mark all as read',
    clearAll: 'Clear all',
    viewAll: 'View all notifications',
    empty: 'No notifications',
    loading: 'Loading notifications...',
    fetchErrorTitle: 'Error Fetching Notifications',
    updateOneErrorTitle: 'Error Updating Notification',
    updateAllErrorTitle: 'Error Updating Notifications',
    addErrorTitle: 'Error Adding Notification',
    clearErrorTitle: 'Error Clearing Notifications',
    fetchFailed: 'Failed to fetch notifications',
    updateOneFailed: 'Failed to update notification',
    updateAllFailed: 'Failed to update notifications',
    addFailed: 'Failed to add notification',
    clearFailed: 'Failed to clear notifications',
  },

  /** Bottom tab bar labels, in SPEC order (SPEC 2). */
  tabs: {
    home: 'Home',
    chores: 'Chores',
    inbox: 'Inbox',
    property: 'Property',
    profile: 'Profile',
    explore: 'Explore',
    myProperties: 'My Properties',
  },

  /** Side drawer menu entries (SPEC 2). */
  drawer: {
    host: {
      dashboard: 'Dashboard',
      chores: 'Chores',
      messages: 'Messages',
      properties: 'Properties',
      exchangeSetup: 'Exchange Setup',
      viewHelpers: 'View Helpers',
      hostMarker: 'Host',
      manageHelpers: 'Manage Helpers',
      profileAndSettings: 'Profile & Settings',
      terms: 'App Terms and Conditions',
      logout: 'Logout',
    },
    helper: {
      rewardsAndPoints: 'Rewards & Points',
      myProperties: 'My Properties',
      findProperties: 'Find Properties',
      profileAndSettings: 'Profile and Settings',
      terms: 'App Terms and Conditions',
      logout: 'Logout',
    },
  },
});

export type Strings = typeof strings;
