import type { ExchangeTerms } from '@shared/api/exchange-terms';
import { PROPERTY_LIMITS, PROVISIONS } from '@shared/api/property-fields';
import { FormSection } from '@web/components/form-section';
import { OrderedListEditor } from '@web/components/ordered-list-editor';
import { ToggleChips } from '@web/components/toggle-chips';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { provisionLabel } from '@web/lib/labels/property-labels';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useSaveTerms } from '../api';
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
import { TagInput } from './tag-input';

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
        toast.success('Exchange terms saved');
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
        toast.error('Couldn’t save the exchange terms', {
          description: isApiError(error) ? error.message : undefined,
        });
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
    <form noValidate onSubmit={submit} aria-label="Exchange terms" className="flex flex-col gap-10">
      <FormSection
        title="The help you need"
        description="A typical week, so helpers know what to expect."
      >
        <div className="grid grid-cols-2 gap-4">
          <Field label="Hours per week" error={errors.fields.hoursPerWeek} required>
            {(control) => (
              <Input
                {...control}
                {...number('hoursPerWeek')}
                min={1}
                max={PROPERTY_LIMITS.hoursPerWeek}
              />
            )}
          </Field>
          <Field label="Days per week" error={errors.fields.daysPerWeek} required>
            {(control) => <Input {...control} {...number('daysPerWeek')} min={1} max={7} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title="What you provide" description="Tap everything that’s included.">
        <div ref={register('provides')} tabIndex={-1} className="outline-none">
          <ToggleChips
            label="What you provide"
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

      <FormSection title="Stays" description="How long helpers stay, and when you can host.">
        <div className="grid grid-cols-2 gap-4">
          <Field label="Min stay (days)" error={errors.fields.minStayDays} required>
            {(control) => (
              <Input
                {...control}
                {...number('minStayDays')}
                min={1}
                max={PROPERTY_LIMITS.maxStayDays}
              />
            )}
          </Field>
          <Field label="Max stay (days)" error={errors.fields.maxStayDays} required>
            {(control) => (
              <Input
                {...control}
                {...number('maxStayDays')}
                min={1}
                max={PROPERTY_LIMITS.maxStayDays}
              />
            )}
          </Field>
          <Field label="Available from" error={errors.fields.availableFrom} required>
            {(control) => <Input {...control} {...date('availableFrom')} />}
          </Field>
          <Field label="Available to" error={errors.fields.availableTo} required>
            {(control) => (
              <Input {...control} {...date('availableTo')} min={values.availableFrom} />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title="Skills wanted"
        description="Optional: what would make a helper a great fit."
      >
        <Field label="Skills" error={errors.fields.skillsWanted} hint="Type one and press Enter.">
          {(control) => (
            <TagInput
              control={control}
              value={values.skillsWanted}
              onChange={(next) => set('skillsWanted', next)}
              noun="skill"
              maxItems={PROPERTY_LIMITS.skills}
              maxLength={PROPERTY_LIMITS.skill}
              placeholder="e.g. Gardening"
              disabled={save.isPending}
            />
          )}
        </Field>
      </FormSection>

      <FormSection
        title="Screening questions"
        description="Helpers answer each one when they ask to stay."
      >
        <OrderedListEditor
          label="Screening questions"
          noun="question"
          items={values.screeningQuestions}
          onChange={(next) => set('screeningQuestions', next)}
          maxItems={PROPERTY_LIMITS.screeningQuestions}
          maxLength={PROPERTY_LIMITS.screeningQuestion}
          errors={errors.items}
          placeholder="e.g. What experience do you have with animals?"
          disabled={save.isPending}
          emptyText="No questions yet. Helpers will only send dates and a message."
        />
      </FormSection>

      <FormSection
        title="Agreement clauses"
        description="Terms every stay agreement starts from; you can adjust them per helper."
      >
        <OrderedListEditor
          label="Agreement clauses"
          noun="clause"
          items={values.agreementClauses}
          onChange={(next) => set('agreementClauses', next)}
          maxItems={PROPERTY_LIMITS.clauses}
          maxLength={PROPERTY_LIMITS.clause}
          errors={errors.items}
          placeholder="e.g. Quiet hours after 10 pm."
          disabled={save.isPending}
          emptyText="No clauses yet."
        />
      </FormSection>

      <FormSection title="Chores">
        <Field
          label="Default points per chore"
          error={errors.fields.defaultChorePoints}
          hint="New chores start with this many points; you can change each one."
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
        <SubmitButton pending={save.isPending} pendingLabel="Saving…" className="w-full sm:w-auto">
          Save exchange terms
        </SubmitButton>
      </div>
    </form>
  );
}
