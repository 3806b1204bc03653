import type { ExchangeTerms } from '@shared/api/exchange-terms';
import { PROPERTY_LIMITS, PROVISIONS } from '@shared/api/property-fields';
import { FormSection } from '@web/components/form-section';
import { OrderedListEditor } from '@web/components/ordered-list-editor';
import { TagInput } from '@web/components/tag-input';
import { ToggleChips } from '@web/components/toggle-chips';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { provisionLabel } from '@web/lib/labels/property-labels';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSaveTerms } from '../api';
import { apiErrorText } from '../error-text';
import {
  defaultTermsValues,
  TERMS_FIELD_ORDER,
  type TermsErrors,
  type TermsFieldName,
  type TermsFormValues,
  validateTerms,
  valuesFromTerms,
} from '../terms-form-values';
import { provisionIcon } from './property-visuals';

const noErrors: TermsErrors = { fields: {}, items: {} };

/** The exchange terms of one property: every field of DESIGN.md section 3, saved as a whole. */
export function TermsForm({
  propertyId,
  terms,
  onSaved,
}: {
  propertyId: string;
  terms: ExchangeTerms | null;
  onSaved?: (terms: ExchangeTerms) => void;
}) {
  const { t } = useTranslation('properties');
  const save = useSaveTerms(propertyId);
  const [values, setValues] = useState<TermsFormValues>(() =>
    terms ? valuesFromTerms(terms) : defaultTermsValues(),
  );
  const [errors, setErrors] = useState<TermsErrors>(noErrors);
  const elements = useRef(new Map<TermsFieldName, HTMLElement>());

  const register = (name: TermsFieldName) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  function set<K extends TermsFieldName>(name: K, value: TermsFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) =>
      current.fields[name]
        ? { ...current, fields: { ...current.fields, [name]: undefined } }
        : current,
    );
  }

  function show(found: TermsErrors) {
    setErrors(found);
    const first = TERMS_FIELD_ORDER.find((name) => found.fields[name]);
    if (!first) return;
    const list = first === 'screeningQuestions' || first === 'agreementClauses';
    const row = list ? values[first].find((item) => found.items[item.key]) : undefined;
    const target = row
      ? document.querySelector<HTMLElement>(`[data-focus="${row.key}:text"]`)
      : elements.current.get(first);
    target?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateTerms(values);
    if (!checked.ok) {
      show(checked.errors);
      return;
    }
    setErrors(noErrors);
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        // Keep the server's ids for the questions (new ones get theirs now).
        setValues(valuesFromTerms(saved));
        toast.success(t('terms.saved'));
        onSaved?.(saved);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields.length > 0) {
          const fields: TermsErrors['fields'] = {};
          for (const name of TERMS_FIELD_ORDER) {
            const message = error.fieldMessage(name);
            if (message) fields[name] = message;
          }
          show({ fields, items: {} });
        }
        toast.error(t('terms.saveFailed'), { description: apiErrorText(error) });
      },
    });
  }

  const number = (
    name: 'hoursPerWeek' | 'daysPerWeek' | 'minStayDays' | 'maxStayDays' | 'defaultChorePoints',
  ) => ({
    name,
    ref: register(name),
    type: 'number',
    inputMode: 'numeric' as const,
    value: values[name],
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const date = (name: 'availableFrom' | 'availableTo') => ({
    name,
    ref: register(name),
    type: 'date',
    value: values[name],
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('terms.formLabel')}
      className="flex flex-col gap-10"
    >
      <FormSection title={t('terms.helpTitle')} description={t('terms.helpText')}>
        <div className="grid grid-cols-2 gap-4">
          <Field label={t('terms.hoursPerWeek')} error={errors.fields.hoursPerWeek} required>
            {(control) => (
              <Input
                {...control}
                {...number('hoursPerWeek')}
                min={1}
                max={PROPERTY_LIMITS.hoursPerWeek}
              />
            )}
          </Field>
          <Field label={t('terms.daysPerWeek')} error={errors.fields.daysPerWeek} required>
            {(control) => <Input {...control} {...number('daysPerWeek')} min={1} max={7} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('terms.provideTitle')} description={t('terms.provideText')}>
        <div ref={register('provides')} tabIndex={-1} className="outline-none">
          <ToggleChips
            label={t('terms.provideTitle')}
            options={PROVISIONS}
            labels={provisionLabel}
            icons={provisionIcon}
            value={values.provides}
            onChange={(next) => set('provides', next)}
            disabled={save.isPending}
          />
        </div>
        {errors.fields.provides ? (
          <p className="text-body-sm text-destructive">{errors.fields.provides}</p>
        ) : null}
      </FormSection>

      <FormSection title={t('terms.staysTitle')} description={t('terms.staysText')}>
        <div className="grid grid-cols-2 gap-4">
          <Field label={t('terms.minStay')} error={errors.fields.minStayDays} required>
            {(control) => (
              <Input
                {...control}
                {...number('minStayDays')}
                min={1}
                max={PROPERTY_LIMITS.maxStayDays}
              />
            )}
          </Field>
          <Field label={t('terms.maxStay')} error={errors.fields.maxStayDays} required>
            {(control) => (
              <Input
                {...control}
                {...number('maxStayDays')}
                min={1}
                max={PROPERTY_LIMITS.maxStayDays}
              />
            )}
          </Field>
          <Field label={t('terms.availableFrom')} error={errors.fields.availableFrom} required>
            {(control) => <Input {...control} {...date('availableFrom')} />}
          </Field>
          <Field label={t('terms.availableTo')} error={errors.fields.availableTo} required>
            {(control) => (
              <Input {...control} {...date('availableTo')} min={values.availableFrom} />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('terms.skillsTitle')} description={t('terms.skillsText')}>
        <Field
          label={t('terms.skills')}
          error={errors.fields.skillsWanted}
          hint={t('terms.skillsHint')}
        >
          {(control) => (
            <TagInput
              control={control}
              value={values.skillsWanted}
              onChange={(next) => set('skillsWanted', next)}
              noun="skill"
              maxItems={PROPERTY_LIMITS.skills}
              maxLength={PROPERTY_LIMITS.skill}
              placeholder={t('terms.skillsPlaceholder')}
              disabled={save.isPending}
            />
          )}
        </Field>
      </FormSection>

      <FormSection title={t('terms.screeningTitle')} description={t('terms.screeningText')}>
        <OrderedListEditor
          label={t('terms.screeningTitle')}
          noun="question"
          items={values.screeningQuestions}
          onChange={(next) => set('screeningQuestions', next)}
          maxItems={PROPERTY_LIMITS.screeningQuestions}
          maxLength={PROPERTY_LIMITS.screeningQuestion}
          errors={errors.items}
          placeholder={t('terms.screeningPlaceholder')}
          disabled={save.isPending}
          emptyText={t('terms.screeningEmpty')}
        />
      </FormSection>

      <FormSection title={t('terms.clausesTitle')} description={t('terms.clausesText')}>
        <OrderedListEditor
          label={t('terms.clausesTitle')}
          noun="clause"
          items={values.agreementClauses}
          onChange={(next) => set('agreementClauses', next)}
          maxItems={PROPERTY_LIMITS.clauses}
          maxLength={PROPERTY_LIMITS.clause}
          errors={errors.items}
          placeholder={t('terms.clausesPlaceholder')}
          disabled={save.isPending}
          emptyText={t('terms.clausesEmpty')}
        />
      </FormSection>

      <FormSection title={t('terms.choresTitle')}>
        <Field
          label={t('terms.defaultPoints')}
          error={errors.fields.defaultChorePoints}
          hint={t('terms.defaultPointsHint')}
          required
          className="sm:max-w-64"
        >
          {(control) => (
            <Input
              {...control}
              {...number('defaultChorePoints')}
              min={0}
              max={PROPERTY_LIMITS.chorePoints}
            />
          )}
        </Field>
      </FormSection>

      <div className="flex justify-end border-t border-border pt-5">
        <SubmitButton
          pending={save.isPending}
          pendingLabel={t('common:actions.saving')}
          className="w-full sm:w-auto"
        >
          {t('terms.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
