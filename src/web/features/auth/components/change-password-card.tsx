import { passwordSchema } from '@shared/api/auth';
import { PasswordField } from '@web/components/password-field';
import { SectionCard } from '@web/components/section-card';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import type { FieldErrors } from '@web/lib/zod-form';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useChangePassword } from '../api';
import { actionFailed } from './action-failed';

type Name = 'current' | 'next' | 'confirm';

/** Change the password, knowing the current one; the server signs every other device out. */
export function ChangePasswordCard() {
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
    if (!values.current) found.current = 'Enter your current password';
    const rule = passwordSchema.safeParse(values.next);
    if (!rule.success) found.next = rule.error.issues[0]?.message;
    else if (values.next === values.current) found.next = 'Choose a password you aren’t using now';
    if (!found.next && values.confirm !== values.next)
      found.confirm = 'The two passwords don’t match';
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
          toast.success('Password changed', {
            description: 'Your other devices have been signed out.',
          });
        },
        onError: (error) => {
          if (isApiError(error) && (error.status === 400 || error.status === 401)) {
            const serverField = error.fieldMessage('newPassword');
            if (serverField) {
              setErrors({ next: serverField });
              refs.next.current?.focus();
            } else {
              setErrors({ current: 'That isn’t your current password' });
              refs.current.current?.focus();
            }
            return;
          }
          actionFailed('We couldn’t change your password', error);
        },
      },
    );
  }

  return (
    <SectionCard
      headingId="password-heading"
      icon={KeyRound}
      title="Password"
      description="Use 12 to 128 characters. A short sentence is easy to remember and hard to guess."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-labelledby="password-heading"
      >
        <PasswordField
          label="Current password"
          error={errors.current}
          inputRef={refs.current}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
          disabled={change.isPending}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New password"
            error={errors.next}
            inputRef={refs.next}
            autoComplete="new-password"
            value={values.next}
            onChange={set('next')}
            disabled={change.isPending}
          />
          <PasswordField
            label="Confirm new password"
            error={errors.confirm}
            inputRef={refs.confirm}
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            disabled={change.isPending}
          />
        </div>
        <p className="text-body-sm text-muted-foreground">
          Changing it signs you out on your other devices.
        </p>
        <SubmitButton className="sm:self-start" pending={change.isPending} pendingLabel="Changing…">
          Change password
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
