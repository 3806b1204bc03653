import { useFollowProfileLanguage } from '../api';

/**
 * Keeps this device in the language saved on the profile (issue 17): mounted
 * once in the signed-in shell, so choosing a language on one device changes
 * every other one the next time it reads the profile.
 */
export function ProfileLanguage() {
  useFollowProfileLanguage();
  return null;
}
