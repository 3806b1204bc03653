import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { PasswordField } from '@web/components/password-field';
import { SectionCard } from '@web/components/section-card';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import type { FieldErrors } from '@web/lib/zod-form';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useChangePassword } from '../api';
import { passwordProblem } from '../error-messages';
import { actionFailed } from './action-failed';

type Name = 'current' | 'next' | 'confirm';

/** Change the password, knowing the current one; the server signs every other device out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Name, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (name: Name) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors<Name> = {};
    if (!values.current) found.current = t('changePassword.enterCurrent');
    found.next = passwordProblem(values.next);
    if (!found.next && values.next === values.current) found.next = t('changePassword.sameAsNow');
    if (!found.next && values.confirm !== values.next) found.confirm = t('passwords.mismatch');
    const first = (['current', 'next', 'confirm'] as const).find((n) => found[n]);
    if (first) {
      setErrors(found);
      refs[first].current?.focus();
      return;
    }
    setErrors({});
    change.mutate(
      {
        currentPassword: values.current,
        newPassword: values.next,
        revokeOtherSessions: true,
      },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          toast.success(t('changePassword.doneTitle'), {
            description: t('changePassword.doneDescription'),
          });
        },
        onError: (error) => {
          if (isApiError(error) && (error.status === 400 || error.status === 401)) {
            const serverField = error.fieldMessage('newPassword');
            if (serverField) {
              setErrors({ next: serverField });
              refs.next.current?.focus();
            } else {
              setErrors({ current: t('passwords.notCurrent') });
              refs.current.current?.focus();
            }
            return;
          }
          actionFailed(t('changePassword.failed'), error);
        },
      },
    );
  }

  return (
    <SectionCard
      headingId="password-heading"
      icon={KeyRound}
      title={t('changePassword.title')}
      description={t('changePassword.description', {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
      })}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-labelledby="password-heading"
      >
        <PasswordField
          label={t('passwords.current')}
          error={errors.current}
          inputRef={refs.current}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          disabled={change.isPending}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t('passwords.new')}
            error={errors.next}
            inputRef={refs.next}
            autoComplete="new-password"
            value={values.next}
            onChange={set('next')}
            disabled={change.isPending}
          />
          <PasswordField
            label={t('passwords.confirmNew')}
            error={errors.confirm}
            inputRef={refs.confirm}
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            disabled={change.isPending}
          />
        </div>
        <p className="text-body-sm text-muted-foreground">{t('changePassword.signsOutOthers')}</p>
        <SubmitButton
          className="sm:self-start"
          pending={change.isPending}
          pendingLabel={t('changePassword.changing')}
        >
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
