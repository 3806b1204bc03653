import { passwordSchema } from '@shared/api/auth';
import { Field } from '@web/components/ui/field';
import { PasswordInput } from '@web/components/ui/password-input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import type { FieldErrors } from '@web/lib/zod-form';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useChangePassword } from '../api';
import { actionFailed } from './action-failed';
import { SectionCard } from './section-card';

type Name = 'current' | 'next' | 'confirm';

/** Change the password, knowing the current one; other devices are signed out by default. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Name, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const refs = {
    current: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (name: Name) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
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
        revokeOtherSessions: signOutOthers,
      },
      {
        onSuccess: () => {
          setValues({ current: '', next: '', confirm: '' });
          toast.success('Password changed', {
            description: signOutOthers
              ? 'Your other devices have been signed out.'
              : 'Use your new password next time you log in.',
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
        <Field label="Current password" error={errors.current} required>
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.current}
              autoComplete="current-password"
              value={values.current}
              onChange={set('current')}
              disabled={change.isPending}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New password" error={errors.next} required>
            {(control) => (
              <PasswordInput
                {...control}
                ref={refs.next}
                autoComplete="new-password"
                value={values.next}
                onChange={set('next')}
                disabled={change.isPending}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirm} required>
            {(control) => (
              <PasswordInput
                {...control}
                ref={refs.confirm}
                autoComplete="new-password"
                value={values.confirm}
                onChange={set('confirm')}
                disabled={change.isPending}
              />
            )}
          </Field>
        </div>
        <label className="flex cursor-pointer items-center gap-3 text-body-sm">
          <input
            type="checkbox"
            checked={signOutOthers}
            onChange={(e) => setSignOutOthers(e.target.checked)}
            className="size-5 rounded accent-primary"
          />
          Sign out of my other devices
        </label>
        <SubmitButton className="sm:self-start" pending={change.isPending} pendingLabel="Changing…">
          Change password
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
