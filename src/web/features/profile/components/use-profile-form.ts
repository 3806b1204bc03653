import { PROFILE_LIMITS, type Profile, profileUpdateSchema } from '@shared/api/profile';
import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { showProfileError, useUpdateProfile } from '../api';
import {
  PROFILE_FIELD_NAMES,
  type ProfileFieldName,
  type ProfileFieldValues,
  valuesFromProfile,
} from './profile-fields';

const REQUIRED: Partial<Record<ProfileFieldName, string>> = {
  fullName: 'fields.errors.fullNameRequired',
  bio: 'fields.errors.bioRequired',
};

/**
 * The shared schema's problems in the language on screen: what a person can
 * get wrong here (a required field left empty, a phone number or a date it
 * refuses) has its own sentence; anything rarer keeps the schema's words.
 */
function localErrors(
  found: FieldErrors<ProfileFieldName>,
  values: ProfileFieldValues,
): FieldErrors<ProfileFieldName> {
  const out: FieldErrors<ProfileFieldName> = { ...found };
  for (const name of PROFILE_FIELD_NAMES) {
    if (!found[name]) continue;
    const value = values[name].trim();
    const required = REQUIRED[name];
    if (required && value === '') out[name] = translate('profile', required);
    else if (name === 'phone')
      out.phone =
        value.length > PROFILE_LIMITS.phone
          ? translate('profile', 'fields.errors.phoneTooLong', { max: PROFILE_LIMITS.phone })
          : translate('profile', 'fields.errors.phoneFormat');
    else if (name === 'dateOfBirth')
      out.dateOfBirth = translate('profile', 'fields.errors.dateOfBirthRange');
  }
  return out;
}

/**
 * State of a profile form: values start from the loaded profile (and follow
 * it until the user types), checked with the shared schema before sending,
 * errors from the server shown next to their fields, SPEC 8's toasts.
 */
export function useProfileForm(profile: Profile | undefined) {
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileFieldValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<FieldErrors<ProfileFieldName>>({});
  const [touched, setTouched] = useState(false);
  const elements = useRef(new Map<ProfileFieldName, HTMLInputElement | HTMLTextAreaElement>());

  // Until the user edits, show what the server has (it may load after the form).
  useEffect(() => {
    if (!touched) setValues(valuesFromProfile(profile));
  }, [profile, touched]);

  const saved = valuesFromProfile(profile);
  const dirty = PROFILE_FIELD_NAMES.some((name) => values[name] !== saved[name]);

  const setField = useCallback((name: ProfileFieldName, value: string) => {
    setTouched(true);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const register = useCallback(
    (name: ProfileFieldName) => (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (el) elements.current.set(name, el);
      else elements.current.delete(name);
    },
    [],
  );

  const focusFirstError = (found: FieldErrors<ProfileFieldName>) => {
    const first = PROFILE_FIELD_NAMES.find((name) => found[name]);
    if (first) elements.current.get(first)?.focus();
  };

  function reset() {
    setValues(valuesFromProfile(profile));
    setErrors({});
    setTouched(false);
  }

  /** Validates and saves; `onSaved` runs after the success toast. */
  function submit(onSaved?: (profile: Profile) => void) {
    const checked = validateForm(profileUpdateSchema, values);
    if (!checked.ok) {
      const found = localErrors(checked.errors, values);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setErrors({});
    update.mutate(checked.data, {
      onSuccess: (next) => {
        setTouched(false);
        setValues(valuesFromProfile(next));
        toast.success(translate('profile', 'updated'));
        onSaved?.(next);
      },
      onError: (error) => {
        if (isApiError(error)) {
          const fromServer: FieldErrors<ProfileFieldName> = {};
          for (const name of PROFILE_FIELD_NAMES) {
            const message = error.fieldMessage(name);
            if (message) fromServer[name] = message;
          }
          setErrors(fromServer);
          focusFirstError(fromServer);
        }
        showProfileError('update', error);
      },
    });
  }

  return {
    values,
    errors,
    setField,
    register,
    submit,
    reset,
    dirty,
    pending: update.isPending,
  };
}
