import {
  AGREEMENT_LIMITS,
  type AgreementAnswers,
  type AgreementSignInput,
  agreementSignInputSchema,
  sameName,
} from '@shared/api/agreements';
import { Alert } from '@web/components/ui/alert';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n/language';
import { CircleAlert, PenLine } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Errors = Partial<Record<string, string>>;

/**
 * The helper's side: emergency contact, the details the host asked for, the
 * typed full name and the consent tick. The name must match the profile's
 * (the server checks it too).
 */
export function SignAgreementForm({
  version,
  askedDetails,
  profileName,
  previous,
  pending,
  error,
  onSubmit,
}: {
  version: number;
  askedDetails: string[];
  profileName: string | null;
  /** The answers of the version sent back, to start from. */
  previous: AgreementAnswers | null;
  pending: boolean;
  error: unknown;
  onSubmit: (input: AgreementSignInput) => void;
}) {
  const { t } = useTranslation('agreements');
  const consentId = useId();
  const [contact, setContact] = useState(
    previous?.emergencyContact ?? { name: '', phone: '', relation: '' },
  );
  const [details, setDetails] = useState<string[]>(() =>
    askedDetails.map((q) => previous?.details.find((d) => d.question === q)?.answer ?? ''),
  );
  const [signedName, setSignedName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const serverError = isApiError(error) ? error : null;
  const fieldError = (name: string) => errors[name] ?? serverError?.fieldMessage(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      version,
      emergencyContact: contact,
      details,
      signedName,
      consent: consent as true,
    };
    const next: Errors = {};
    const result = agreementSignInputSchema.safeParse(input);
    if (!result.success)
      for (const issue of result.error.issues) {
        const key = issue.path.join('.');
        // The schema speaks English (the server's words, kept in English); in
        // another language each field says what it needs.
        const field = key.startsWith('details.') ? 'details' : key;
        next[key] ??=
          currentLocale() === 'en'
            ? issue.message
            : t(`sign.problems.${field}`, {
                max: AGREEMENT_LIMITS.answer,
                name: AGREEMENT_LIMITS.contactName,
                relation: AGREEMENT_LIMITS.contactRelation,
                phone: AGREEMENT_LIMITS.contactPhone,
                signedName: AGREEMENT_LIMITS.signedName,
                defaultValue: issue.message,
              });
      }
    details.forEach((answer, i) => {
      if (!answer.trim()) next[`details.${i}`] ??= t('sign.answerRequired');
    });
    if (!next.signedName && profileName && !sameName(profileName, signedName))
      next.signedName = t('sign.nameMismatch', { name: profileName });
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) {
      document.getElementById(`sign-${first.replaceAll('.', '-')}`)?.focus();
      return;
    }
    onSubmit(input);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('sign.label')}>
      {serverError && serverError.fields.length === 0 ? (
        <Alert tone="error" title={t('sign.notSigned')}>
          {serverError.message}
        </Alert>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-display text-title font-semibold tracking-tight">
          {t('sign.emergencyContact')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('sign.contactName')}
            required
            id="sign-emergencyContact-name"
            error={fieldError('emergencyContact.name')}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={AGREEMENT_LIMITS.contactName}
                value={contact.name}
                onChange={(e) => setContact((c) => ({ ...c, name: e.target.value }))}
              />
            )}
          </Field>
          <Field
            label={t('sign.contactPhone')}
            required
            id="sign-emergencyContact-phone"
            error={fieldError('emergencyContact.phone')}
            hint={t('sign.contactPhoneHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                autoComplete="off"
                maxLength={AGREEMENT_LIMITS.contactPhone}
                value={contact.phone}
                onChange={(e) => setContact((c) => ({ ...c, phone: e.target.value }))}
              />
            )}
          </Field>
          <Field
            label={t('sign.contactRelation')}
            required
            id="sign-emergencyContact-relation"
            error={fieldError('emergencyContact.relation')}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                placeholder={t('sign.contactRelationPlaceholder')}
                maxLength={AGREEMENT_LIMITS.contactRelation}
                value={contact.relation}
                onChange={(e) => setContact((c) => ({ ...c, relation: e.target.value }))}
              />
            )}
          </Field>
        </div>
      </fieldset>
      {askedDetails.length ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-display text-title font-semibold tracking-tight">
            {t('sign.hostAsks')}
          </legend>
          {askedDetails.map((question, i) => (
            <Field
              key={question}
              label={question}
              required
              id={`sign-details-${i}`}
              error={fieldError(`details.${i}`)}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  className="min-h-16"
                  maxLength={AGREEMENT_LIMITS.answer}
                  value={details[i] ?? ''}
                  onChange={(e) =>
                    setDetails((list) => list.map((d, j) => (j === i ? e.target.value : d)))
                  }
                />
              )}
            </Field>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="flex flex-col gap-4 rounded-2xl border border-border bg-muted/40 p-4">
        <legend className="px-1 font-display text-title font-semibold tracking-tight">
          {t('sign.sign')}
        </legend>
        <Field
          label={t('sign.fullName')}
          required
          id="sign-signedName"
          error={fieldError('signedName')}
          hint={profileName ? t('sign.fullNameHint', { name: profileName }) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              className="font-display text-title italic"
              maxLength={AGREEMENT_LIMITS.signedName}
              value={signedName}
              onChange={(e) => setSignedName(e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-body-sm">
            <input
              id="sign-consent"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-primary"
              checked={consent}
              aria-invalid={fieldError('consent') ? true : undefined}
              aria-describedby={fieldError('consent') ? `${consentId}-error` : undefined}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <span>{t('sign.consent')}</span>
          </label>
          {fieldError('consent') ? (
            <p
              id={`${consentId}-error`}
              className="flex items-start gap-1.5 text-body-sm text-destructive"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {fieldError('consent')}
            </p>
          ) : null}
        </div>
      </fieldset>
      <SubmitButton pending={pending} pendingLabel={t('sign.signing')} className="self-start">
        <PenLine aria-hidden="true" />
        {t('sign.submit')}
      </SubmitButton>
    </form>
  );
}
