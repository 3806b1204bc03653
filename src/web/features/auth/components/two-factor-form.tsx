import { twoFactorVerifyBodySchema } from '@shared/api/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { validateForm } from '@web/lib/zod-form';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifySecondFactor } from '../api';
import { secondFactorProblem } from '../error-messages';

/** The second sign-in step: a code from the authenticator app, or a backup code. */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const verify = useVerifySecondFactor();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function switchMethod() {
    setBackup((b) => !b);
    setCode('');
    setFieldError(undefined);
    setFormError(null);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const cleaned = backup ? code.trim() : code.replace(/\s+/g, '');
    const checked = validateForm(twoFactorVerifyBodySchema, { code: cleaned, trustDevice: trust });
    const problem =
      !backup && !/^\d{6}$/.test(cleaned)
        ? t('twoFactor.enterSixDigits')
        : checked.ok
          ? null
          : (checked.errors.code ?? t('validation.codeRequired'));
    if (problem || !checked.ok) {
      setFieldError(problem ?? t('validation.codeRequired'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    verify.mutate(
      { method: backup ? 'backup' : 'totp', body: checked.data },
      {
        onError: (error) => {
          const problem = secondFactorProblem(error, backup);
          if (problem.field) setFieldError(problem.message);
          else setFormError(problem.message);
          setCode('');
          inputRef.current?.focus();
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t('twoFactor.title')}
    >
      <div className="flex items-start gap-3 rounded-xl bg-accent-soft/70 p-4 text-body-sm">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <p>{backup ? t('twoFactor.backupIntro') : t('twoFactor.appIntro')}</p>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field
        label={backup ? t('twoFactor.backupCode') : t('twoFactor.appCode')}
        error={fieldError}
        required
      >
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode={backup ? 'text' : 'numeric'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={backup ? 64 : 7}
            // i18n-exempt: the shape of a code, the same in every language
            placeholder={backup ? 'xxxxx-xxxxx' : '123456'}
            className="font-mono text-title tracking-[0.3em]"
            disabled={verify.isPending}
          />
        )}
      </Field>
      <label className="flex cursor-pointer items-center gap-3 text-body-sm">
        <input
          type="checkbox"
          checked={trust}
          onChange={(e) => setTrust(e.target.checked)}
          className="size-5 rounded accent-primary"
        />
        {t('twoFactor.trustDevice', { days: 30 })}
      </label>
      <SubmitButton size="lg" pending={verify.isPending} pendingLabel={t('twoFactor.checking')}>
        {t('twoFactor.submit')}
      </SubmitButton>
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button variant="link" onClick={switchMethod}>
          {backup ? t('twoFactor.useApp') : t('twoFactor.useBackup')}
        </Button>
        <Button variant="link" className="text-muted-foreground" onClick={onCancel}>
          {t('twoFactor.startOver')}
        </Button>
      </div>
    </form>
  );
}
