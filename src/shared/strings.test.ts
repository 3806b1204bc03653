import { describe, expect, it } from 'vitest';
import { strings } from './strings';

describe('strings catalogue', () => {
  it('holds the SPEC texts word for word', () => {
    expect(strings.access.restrictedTitle).toBe('Access Restricted');
    expect(strings.access.hostsOnly).toBe('This feature is only available for hosts.');
    expect(strings.access.helpersOnly).toBe('This feature is only available for helpers.');
    expect(strings.errors.unexpected).toBe('An unexpected error occurred');
    expect(strings.profileGate.title).toBe('Complete your profile');
    expect(strings.profileGate.description).toBe('Please complete your profile to continue');
    expect(strings.profile.imageTooLargeTitle).toBe('Image too large');
    expect(strings.profile.imageTooLargeDescription).toBe('Please select an image under 5MB');
    expect(strings.profile.updated).toBe('Profile updated successfully');
    expect(strings.profile.customChoreGroupsUpdated).toBe(
      'Custom chore groups updated successfully',
    );
    expect(strings.auth.signedOutTitle).toBe('Signed out successfully');
    expect(strings.auth.signedOutDescription).toBe('You have been logged out of your account');
    expect(strings.auth.signOutErrorTitle).toBe('Error signing out');
    expect(strings.conversations.userNotAuthenticated).toBe('User not authenticated.');
    expect(strings.conversations.propertyNotFound).toBe('Property not found with ID');
    expect(strings.conversations.hostIdNotFound).toBe('Host ID not found for property');
  });

  it('spells out every Authentication Error variant', () => {
    expect(strings.authError.title).toBe('Authentication Error');
    expect(Object.values(strings.authError).slice(1)).toEqual([
      'You must be logged in to view your profile',
      'You must be logged in to update your profile',
      'You must be logged in to upload a profile image',
      'You must be logged in to update custom chore groups',
      'You must be logged in to view notifications',
      'You must be logged in to update notifications',
      'You must be logged in to clear notifications',
    ]);
  });

  it('has the notification dropdown texts', () => {
    expect(strings.notifications.newCount(3)).toBe('3 New');
    expect(strings.notifications.newCount(0)).toBe('0 New');
    expect(strings.notifications.markAllAsRead).toBe('Mark all as read');
    expect(strings.notifications.clearAll).toBe('Clear all');
    expect(strings.notifications.viewAll).toBe('View all notifications');
    expect(strings.notifications.empty).toBe('No notifications');
    expect(strings.notifications.loading).toBe('Loading notifications...');
    expect(strings.notifications.fetchErrorTitle).toBe('Error Fetching Notifications');
    expect(strings.notifications.clearFailed).toBe('Failed to clear notifications');
  });

  it('has the profile error toasts', () => {
    expect(strings.errors.genericTitle).toBe('Error');
    expect(strings.profile.fetchErrorTitle).toBe('Error Fetching Profile');
    expect(strings.profile.updateErrorTitle).toBe('Error Updating Profile');
    expect(strings.profile.uploadErrorTitle).toBe('Error Uploading Image');
    expect(strings.profile.customGroupsErrorTitle).toBe('Error Updating Custom Groups');
    expect(strings.profile.fetchFailed).toBe('Failed to fetch profile');
    expect(strings.profile.uploadFailed).toBe('Failed to upload profile image');
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(strings)).toBe(true);
    expect(Object.isFrozen(strings.notifications)).toBe(true);
    expect(Object.isFrozen(strings.drawer.helper)).toBe(true);
    expect(() => {
      (strings.access as { restrictedTitle: string }).restrictedTitle = 'changed';
    }).toThrow(TypeError);
  });
});
