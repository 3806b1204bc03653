import {
  AGREEMENT_LIMITS,
  type AgreementTerms,
  type AgreementTermsInput,
  agreementTermsInputSchema,
  WEEKDAYS,
  type Weekday,
} from '@shared/api/agreements';
import { PROPERTY_LIMITS, PROVISIONS, type Provision } from '@shared/api/property-fields';
import { type ListItem, newListItem, OrderedListEditor } from '@web/components/ordered-list-editor';
import { ToggleChips } from '@web/components/toggle-chips';
import { Alert } from '@web/components/ui/alert';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n/format';
import { currentLocale } from '@web/lib/i18n/language';
import { provisionLabel } from '@web/lib/labels/property-labels';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { Send } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from './agreement-view';

type Values = {
  startDate: string;
  endDate: string;
  hoursPerWeek: string;
  daysOff: Weekday[];
  duties: string;
  provides: Provision[];
  houseRules: string;
  noticePeriodDays: string;
  extraClauses: ListItem[];
  askedDetails: ListItem[];
};

function fromTerms(terms: AgreementTerms): Values {
  return {
    startDate: terms.startDate,
    endDate: terms.endDate ?? '',
    hoursPerWeek: String(terms.hoursPerWeek),
    daysOff: terms.daysOff.filter((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d)),
    duties: terms.duties,
    provides: terms.provides.filter((p): p is Provision =>
      (PROVISIONS as readonly string[]).includes(p),
    ),
    houseRules: terms.houseRules,
    noticePeriodDays: String(terms.noticePeriodDays),
    extraClauses: terms.extraClauses.map((c) => newListItem(c)),
    askedDetails: terms.askedDetails.map((c) => newListItem(c)),
  };
}

const toNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

function toInput(v: Values): AgreementTermsInput {
  return {
    startDate: v.startDate,
    endDate: v.endDate === '' ? null : v.endDate,
    hoursPerWeek: toNumber(v.hoursPerWeek),
    daysOff: v.daysOff,
    duties: v.duties,
    provides: v.provides,
    houseRules: v.houseRules,
    noticePeriodDays: toNumber(v.noticePeriodDays),
    extraClauses: v.extraClauses.map((i) => i.text).filter((t) => t.trim() !== ''),
    askedDetails: v.askedDetails.map((i) => i.text).filter((t) => t.trim() !== ''),
  };
}

/**
 * The host's terms for one helper, pre-filled (from the exchange terms, or
 * from the latest version) and editable. Checked with the server's schema
 * before sending; the server's field messages land on the same fields.
 */
export function SendAgreementForm({
  initial,
  helperName,
  pending,
  error,
  submitLabel,
  onSubmit,
}: {
  initial: AgreementTerms;
  helperName: string;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (input: AgreementTermsInput) => void;
}) {
  const { t } = useTranslation('agreements');
  const { locale } = useFormat();
  const weekdayLabel = useMemo(() => weekdayNames('short', locale), [locale]);
  const [values, setValues] = useState<Values>(() => fromTerms(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const serverError = isApiError(error) ? error : null;
  const fieldError = (name: string) => errors[name] ?? serverError?.fieldMessage(name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values);
    const result = validateForm(agreementTermsInputSchema, input);
    if (!result.ok) {
      // The schema speaks English (the server's words, kept in English); in
      // another language each field says what it needs.
      const errors =
        currentLocale() === 'en'
          ? result.errors
          : Object.fromEntries(
              Object.entries(result.errors).map(([field, message]) => [
                field,
                t(`form.problems.${field}`, {
                  max: AGREEMENT_LIMITS[field === 'extraClauses' ? 'clause' : 'askedDetail'],
                  count: AGREEMENT_LIMITS[field === 'extraClauses' ? 'clauses' : 'askedDetails'],
                  hours: PROPERTY_LIMITS.hoursPerWeek,
                  days: AGREEMENT_LIMITS.noticePeriodDays,
                  duties: AGREEMENT_LIMITS.duties,
                  houseRules: AGREEMENT_LIMITS.houseRules,
                  defaultValue: message,
                }),
              ]),
            );
      setErrors(errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`agreement-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(input);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('form.label')}>
      {serverError && serverError.fields.length === 0 ? (
        <Alert tone="error" title={t('form.notSent')}>
          {serverError.message}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('form.startDate')}
          required
          error={fieldError('startDate')}
          id="agreement-startDate"
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('form.endDate')}
          hint={t('form.endDateHint')}
          error={fieldError('endDate')}
          id="agreement-endDate"
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.endDate}
              min={values.startDate || undefined}
              onChange={(e) => set('endDate', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('form.hoursPerWeek')}
          required
          error={fieldError('hoursPerWeek')}
          id="agreement-hoursPerWeek"
          hint={t('form.hoursPerWeekHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              value={values.hoursPerWeek}
              onChange={(e) => set('hoursPerWeek', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('form.notice')}
          required
          error={fieldError('noticePeriodDays')}
          id="agreement-noticePeriodDays"
          hint={t('form.noticeHint')}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={AGREEMENT_LIMITS.noticePeriodDays}
              value={values.noticePeriodDays}
              onChange={(e) => set('noticePeriodDays', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('form.daysOff')} error={fieldError('daysOff')} id="agreement-daysOff">
        {(control) => (
          <ToggleChips
            label={t('form.daysOff')}
            options={WEEKDAYS}
            labels={weekdayLabel}
            value={values.daysOff}
            onChange={(next) => set('daysOff', next)}
            describedBy={control['aria-describedby']}
          />
        )}
      </Field>
      <Field
        label={t('form.duties')}
        required
        error={fieldError('duties')}
        id="agreement-duties"
        hint={t('form.dutiesHint', { name: helperName })}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={AGREEMENT_LIMITS.duties}
            value={values.duties}
            onChange={(e) => set('duties', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('form.provides')} error={fieldError('provides')} id="agreement-provides">
        {(control) => (
          <ToggleChips
            label={t('form.provides')}
            options={PROVISIONS}
            labels={provisionLabel}
            value={values.provides}
            onChange={(next) => set('provides', next)}
            describedBy={control['aria-describedby']}
          />
        )}
      </Field>
      <Field
        label={t('form.houseRules')}
        error={fieldError('houseRules')}
        id="agreement-houseRules"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={AGREEMENT_LIMITS.houseRules}
            value={values.houseRules}
            onChange={(e) => set('houseRules', e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-1">
        <h2 className="text-body-sm font-semibold">{t('form.extraClauses')}</h2>
        <p className="text-caption text-muted-foreground">{t('form.extraClausesHint')}</p>
      </div>
      <OrderedListEditor
        label={t('form.extraClauses')}
        noun="clause"
        items={values.extraClauses}
        onChange={(items) => set('extraClauses', items)}
        maxItems={AGREEMENT_LIMITS.clauses}
        maxLength={AGREEMENT_LIMITS.clause}
        emptyText={t('form.noExtraClauses')}
        placeholder={t('form.clausePlaceholder')}
      />
      {fieldError('extraClauses') ? (
        <p className="text-body-sm text-destructive">{fieldError('extraClauses')}</p>
      ) : null}
      <div className="flex flex-col gap-1">
        <h2 className="text-body-sm font-semibold">{t('form.askedDetails')}</h2>
        <p className="text-caption text-muted-foreground">{t('form.askedDetailsHint')}</p>
      </div>
      <OrderedListEditor
        label={t('form.askedDetails')}
        noun="question"
        items={values.askedDetails}
        onChange={(items) => set('askedDetails', items)}
        maxItems={AGREEMENT_LIMITS.askedDetails}
        maxLength={AGREEMENT_LIMITS.askedDetail}
        emptyText={t('form.noAskedDetails')}
        placeholder={t('form.askedDetailPlaceholder')}
      />
      {fieldError('askedDetails') ? (
        <p className="text-body-sm text-destructive">{fieldError('askedDetails')}</p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={t('form.sending')} className="self-start">
        <Send aria-hidden="true" />
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
