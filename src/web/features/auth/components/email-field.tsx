import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The email field of the account forms (log in, sign up, password reset). */
export function EmailField({
  ref,
  value,
  onChange,
  error,
  disabled,
  autoComplete,
}: {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  /** `username` where a password manager should fill a saved login; `email` otherwise. */
  autoComplete: 'username' | 'email';
}) {
  const { t } = useTranslation('auth');
  return (
    <Field label={t('fields.email')} error={error} required>
      {(control) => (
        <Input
          {...control}
          ref={ref}
          type="email"
          name="email"
          autoComplete={autoComplete}
          inputMode="email"
          autoCapitalize="none"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
