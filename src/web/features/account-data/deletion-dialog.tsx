import {
  ACTIVE_MEMBERS_ERROR,
  DELETION_CONFIRM_WORD,
  DELETION_GRACE_DAYS,
  type DeletionState,
} from '@shared/api/account-deletion';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordField } from '@web/components/password-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { endLocalSession } from '@web/features/auth/api';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { deletionKeys, useRequestDeletion } from './deletion-api';
import { formatDeletionDate } from './deletion-format';

type Name = 'password' | 'code' | 'confirm' | 'endStays';
type Errors = Partial<Record<Name, string>>;

/**
 * The form inside the "Delete your account?" dialog: the host's active
 * stays (ending them must be ticked), the password, the code when two-step
 * is on, and the word DELETE. The server checks all of it again; its answers
 * land next to the field they are about.
 */
export function DeletionForm({ state, userId }: { state: DeletionState; userId: string }) {
  const { t } = useTranslation('account-data');
  const request = useRequestDeletion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirm, setConfirm] = useState('');
  const [endStays, setEndStays] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
    endStays: useRef<HTMLInputElement>(null),
  };
  const endStaysId = useId();
  const members = state.activeMembers;

  function show(found: Errors) {
    setErrors(found);
    const first = (['endStays', 'password', 'code', 'confirm'] as const).find((n) => found[n]);
    if (first) refs[first].current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    if (members.length > 0 && !endStays) found.endStays = t('deletion.endStaysRequired');
    if (!password) found.password = t('deletion.passwordRequired');
    const cleanCode = code.replace(/\s+/g, '');
    if (state.twoFactorRequired && !/^\d{6}$/.test(cleanCode))
      found.code = t('deletion.codeRequired');
    if (confirm.trim() !== DELETION_CONFIRM_WORD)
      found.confirm = t('deletion.confirmRequired', { word: DELETION_CONFIRM_WORD });
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    runMutation(
      request,
      {
        password,
        confirm: DELETION_CONFIRM_WORD,
        ...(state.twoFactorRequired ? { code: cleanCode } : {}),
        ...(members.length > 0 ? { endStays: true } : {}),
      },
      {
        onSuccess: async (done) => {
          // Every session ended on the server, this one too: forget it here.
          await endLocalSession(queryClient, navigate);
          toast.success(
            done.dueAt
              ? t('deletion.requestedOn', { date: formatDeletionDate(done.dueAt) })
              : t('deletion.requested'),
            {
              description: t('deletion.requestedDescription'),
              duration: 15_000,
            },
          );
        },
        onError: (error) => {
          if (!isApiError(error)) return setFormError(t('common:errors.unexpected'));
          if (error.code === ACTIVE_MEMBERS_ERROR) {
            // New members arrived meanwhile: show the list as it is now.
            void queryClient.invalidateQueries({ queryKey: deletionKeys.state(userId) });
            setEndStays(false);
            return show({ endStays: error.message });
          }
          const fields: Errors = {};
          for (const name of ['password', 'code', 'confirm'] as const) {
            const message = error.fieldMessage(name);
            if (message) fields[name] = message;
          }
          if (Object.keys(fields).length > 0) {
            if (fields.code) setCode('');
            return show(fields);
          }
          setFormError(
            error.status === 429
              ? t('deletion.tooManyAttempts')
              : error.message || t('common:errors.unexpected'),
          );
        },
      },
    );
  }

  const pending = request.isPending;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('deletion.title')}</DialogTitle>
        <DialogDescription>
          {t('deletion.description', { days: DELETION_GRACE_DAYS })}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {members.length > 0 ? (
          <fieldset className="flex flex-col gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4">
            <legend className="sr-only">{t('deletion.staysLegend')}</legend>
            <p className="text-body-sm font-semibold">
              {t('deletion.helpersStaying', { count: members.length })}
            </p>
            <ul className="flex flex-col gap-1 text-body-sm" aria-label={t('deletion.activeStays')}>
              {members.map((m) => (
                <li key={`${m.propertyId}:${m.helperId}`} className="break-words">
                  <span className="font-medium">{m.helperName}</span>
                  <span className="text-muted-foreground"> · {m.propertyTitle}</span>
                </li>
              ))}
            </ul>
            <label className="flex items-start gap-3 text-body-sm" htmlFor={endStaysId}>
              <input
                id={endStaysId}
                ref={refs.endStays}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-destructive"
                checked={endStays}
                disabled={pending}
                aria-invalid={errors.endStays ? true : undefined}
                aria-describedby={errors.endStays ? `${endStaysId}-error` : undefined}
                onChange={(e) => {
                  setEndStays(e.target.checked);
                  setErrors((old) => ({ ...old, endStays: undefined }));
                }}
              />
              <span>{t('deletion.endStays')}</span>
            </label>
            {errors.endStays ? (
              <p
                id={`${endStaysId}-error`}
                className="flex items-start gap-1.5 text-body-sm text-destructive"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{errors.endStays}</span>
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <PasswordField
          label={t('deletion.password')}
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors((old) => ({ ...old, password: undefined }));
          }}
          error={errors.password}
          inputRef={refs.password}
          disabled={pending}
        />
        {state.twoFactorRequired ? (
          <Field label={t('deletion.code')} error={errors.code} required>
            {(control) => (
              <Input
                {...control}
                ref={refs.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                value={code}
                disabled={pending}
                onChange={(e) => {
                  setCode(e.target.value);
                  setErrors((old) => ({ ...old, code: undefined }));
                }}
              />
            )}
          </Field>
        ) : null}
        <Field
          label={t('deletion.confirm', { word: DELETION_CONFIRM_WORD })}
          error={errors.confirm}
          required
        >
          {(control) => (
            <Input
              {...control}
              ref={refs.confirm}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={confirm}
              disabled={pending}
              onChange={(e) => {
                setConfirm(e.target.value);
                setErrors((old) => ({ ...old, confirm: undefined }));
              }}
            />
          )}
        </Field>
        {formError ? (
          <Alert tone="error" title={t('deletion.notDeleted')}>
            {formError}
          </Alert>
        ) : null}
        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('deletion.keep')}
            </Button>
          </DialogClose>
          <SubmitButton
            variant="destructive"
            pending={pending}
            pendingLabel={t('deletion.deleting')}
          >
            {t('deletion.submit')}
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  );
}
