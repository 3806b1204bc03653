/**
 * SPEC 6's texts for the shell-level and route-level access checks, part of
 * the string catalogue (strings.ts, `access`). A module of their own for the
 * route guard, which the first paint's code carries without the rest of the
 * catalogue (decision 151).
 */
export const accessStrings = Object.freeze({
  restrictedTitle: 'Access Restricted',
  hostsOnly: 'This feature is only available for hosts.',
  helpersOnly: 'This feature is only available for helpers.',
});
