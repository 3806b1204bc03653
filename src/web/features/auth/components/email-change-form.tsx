import { emailSchema } from '@shared/api/auth';
import { PasswordField } from '@web/components/password-field';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { validationText } from '@web/lib/i18n/validation-text';
import type { FieldErrors } from '@web/lib/zod-form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../error-messages';
import { actionFailed } from './action-failed';
import { useRequestEmailChange } from './email-change-api';

type Name = 'newEmail' | 'password';

/** The new address and the current password; the server mails the link. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('auth');
  const request = useRequestEmailChange();
  const [values, setValues] = useState<Record<Name, string>>({ newEmail: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const refs = {
    newEmail: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  // Focus moves to the field at fault once the form is enabled again (a
  // disabled input cannot take focus while the request is out).
  const [focusOn, setFocusOn] = useState<Name | null>(null);
  useEffect(() => {
    if (!focusOn || request.isPending) return;
    refs[focusOn].current?.focus();
    setFocusOn(null);
  });

  const set = (name: Name) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Name> = {};
    const email = emailSchema.safeParse(values.newEmail);
    const issue = email.success ? undefined : email.error.issues[0];
    if (issue) found.newEmail = validationText(issue.message, issue);
    else if (email.data === currentEmail.toLowerCase())
      found.newEmail = t('emailChange.sameAddress');
    if (!values.password) found.password = t('changePassword.enterCurrent');
    const first = (['newEmail', 'password'] as const).find((n) => found[n]);
    if (first || !email.success) {
      setErrors(found);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    request.mutate(
      { newEmail: email.data, currentPassword: values.password },
      {
        onSuccess: () => setValues({ newEmail: '', password: '' }),
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.fieldMessage('currentPassword')) {
            setErrors({ password: t('passwords.notCurrent') });
            setFocusOn('password');
            return;
          }
          if (isApiError(error) && (error.status === 400 || error.status === 422)) {
            const field = error.fieldMessage('newEmail');
            setErrors({ newEmail: field ?? serverText(error) });
            setFocusOn('newEmail');
            return;
          }
          actionFailed(t('emailChange.sendFailed'), error);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={t('emailChange.formLabel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('emailChange.newEmail')} error={errors.newEmail} required>
          {(control) => (
            <Input
              {...control}
              ref={refs.newEmail}
              type="email"
              name="newEmail"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              value={values.newEmail}
              onChange={(e) => set('newEmail')(e.target.value)}
              disabled={request.isPending}
            />
          )}
        </Field>
        <PasswordField
          label={t('passwords.current')}
          error={errors.password}
          inputRef={refs.password}
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          disabled={request.isPending}
        />
      </div>
      <SubmitButton
        className="sm:self-start"
        pending={request.isPending}
        pendingLabel={t('states.sending')}
      >
        {t('emailChange.send')}
      </SubmitButton>
    </form>
  );
}
