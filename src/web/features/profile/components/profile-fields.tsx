import { PROFILE_LIMITS, type Profile } from '@shared/api/profile';
import { FormSection } from '@web/components/form-section';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import type { FieldErrors } from '@web/lib/zod-form';
import { useTranslation } from 'react-i18next';

export const PROFILE_FIELD_NAMES = [
  'fullName',
  'bio',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'state',
  'zipCode',
] as const;

export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];
export type ProfileFieldValues = Record<ProfileFieldName, string>;

/** The form's values from a profile (empty text for unset fields). */
export function valuesFromProfile(profile: Profile | undefined): ProfileFieldValues {
  return {
    fullName: profile?.fullName ?? '',
    bio: profile?.bio ?? '',
    phone: profile?.phone ?? '',
    dateOfBirth: profile?.dateOfBirth ?? '',
    address: profile?.address ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zipCode: profile?.zipCode ?? '',
  };
}

interface ProfileFieldsProps {
  values: ProfileFieldValues;
  errors: FieldErrors<ProfileFieldName>;
  onChange: (name: ProfileFieldName, value: string) => void;
  disabled?: boolean;
  /** Focus target registry so the form can focus the first field in error. */
  register?: (
    name: ProfileFieldName,
  ) => (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Every profile field a user owns (SPEC 3), grouped: about you, contact, address. */
export function ProfileFields({
  values,
  errors,
  onChange,
  disabled,
  register,
}: ProfileFieldsProps) {
  const { t } = useTranslation('profile');
  const text = (name: ProfileFieldName) => ({
    name,
    value: values[name],
    disabled,
    ref: register?.(name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <div className="flex flex-col gap-8">
      <FormSection title={t('fields.about.title')} description={t('fields.about.description')}>
        <Field label={t('fields.fullName')} error={errors.fullName} required>
          {(control) => (
            <Input
              {...control}
              {...text('fullName')}
              autoComplete="name"
              maxLength={PROFILE_LIMITS.fullName}
            />
          )}
        </Field>
        <Field
          label={t('fields.bio')}
          error={errors.bio}
          required
          hint={t('fields.bioHint')}
          aside={
            <span className="text-caption text-muted-foreground" aria-hidden="true">
              {values.bio.length}/{PROFILE_LIMITS.bio}
            </span>
          }
        >
          {(control) => (
            <Textarea {...control} {...text('bio')} rows={5} maxLength={PROFILE_LIMITS.bio} />
          )}
        </Field>
      </FormSection>

      <FormSection title={t('fields.contact.title')} description={t('fields.contact.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('fields.phone')}
            error={errors.phone}
            hint={t('fields.phoneHint', { example: '+44 20 7946 0000' })}
          >
            {(control) => (
              <Input
                {...control}
                {...text('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={PROFILE_LIMITS.phone}
              />
            )}
          </Field>
          <Field label={t('fields.dateOfBirth')} error={errors.dateOfBirth}>
            {(control) => (
              <Input
                {...control}
                {...text('dateOfBirth')}
                type="date"
                autoComplete="bday"
                min="1900-01-01"
                max={today()}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title={t('fields.addressSection.title')}
        description={t('fields.addressSection.description')}
      >
        <Field label={t('fields.address')} error={errors.address}>
          {(control) => (
            <Input
              {...control}
              {...text('address')}
              autoComplete="street-address"
              maxLength={PROFILE_LIMITS.address}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('fields.city')} error={errors.city}>
            {(control) => (
              <Input
                {...control}
                {...text('city')}
                autoComplete="address-level2"
                maxLength={PROFILE_LIMITS.city}
              />
            )}
          </Field>
          <Field label={t('fields.state')} error={errors.state}>
            {(control) => (
              <Input
                {...control}
                {...text('state')}
                autoComplete="address-level1"
                maxLength={PROFILE_LIMITS.state}
              />
            )}
          </Field>
          <Field label={t('fields.zipCode')} error={errors.zipCode}>
            {(control) => (
              <Input
                {...control}
                {...text('zipCode')}
                autoComplete="postal-code"
                maxLength={PROFILE_LIMITS.zipCode}
              />
            )}
          </Field>
        </div>
      </FormSection>
    </div>
  );
}
