import { Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';
import type { ReactNode, Ref } from 'react';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** current-password to log in or confirm, new-password to choose one. */
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  /** The password rule, live under the field when choosing a new one. */
  hint?: ReactNode;
  /** At the end of the label row ("Forgot password?"). */
  aside?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The one password field of the app (log in, sign up, reset, change): a
 * required, labelled input with show/hide, its rule and its error under it.
 */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  aside,
  name,
  inputRef,
  disabled,
}: PasswordFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} aside={aside} required>
      {(control) => (
        <PasswordInput
          {...control}
          ref={inputRef}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
