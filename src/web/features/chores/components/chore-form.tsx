import { CHORE_LIMITS } from '@shared/api/chores';
import { FormSection } from '@web/components/form-section';
import { Select } from '@web/components/select';
import { ToggleChips } from '@web/components/toggle-chips';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import {
  choreGroupLabel,
  type RecurrenceName,
  recurrenceLabel,
  WEEKDAYS,
  type WeekdayKey,
  weekdayShort,
} from '@web/lib/labels/chore-labels';
import type { FieldErrors } from '@web/lib/zod-form';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHORE_FIELD_ORDER,
  type ChoreBody,
  type ChoreFieldName,
  type ChoreFormValues,
  validateChore,
} from '../chore-form-values';

export interface PropertyOption {
  id: string;
  title: string;
}

export interface MemberOption {
  id: string;
  name: string;
}

interface ChoreFormProps {
  initial: ChoreFormValues;
  /** The host's properties; a single one is chosen for them. */
  properties: readonly PropertyOption[];
  /** Locks the property (editing: a chore stays where it is). */
  propertyLocked?: boolean;
  /** Active members of the chosen property (null while loading). */
  members: readonly MemberOption[] | null;
  groups: readonly string[];
  /** The points a new chore at that property gets by default ('' when none). */
  defaultPoints?: string;
  /** Called when the property changes, so the page can load its members and default points. */
  onPropertyChange?: (propertyId: string) => void;
  /** Says why the assignee cannot change (a helper is doing it), when so. */
  assigneeLockedReason?: string | undefined;
  /** The stored due time, so keeping an old date is not "in the past". */
  initialDueAt?: string | null;
  pending: boolean;
  /** Server-side field errors (after a 400/422). */
  serverErrors?: FieldErrors<ChoreFieldName>;
  /** A form-level problem from the server. */
  formError?: string | null;
  submitLabel: string;
  onSubmit: (body: ChoreBody) => void;
  onCancel: () => void;
  /** Extra actions at the end (Cancel chore). */
  footer?: ReactNode;
}

const RECURRENCES: readonly RecurrenceName[] = ['none', 'daily', 'weekly', 'monthly'];

/** Add Chore and Edit Chore: every field of a chore, checked before sending. */
export function ChoreForm({
  initial,
  properties,
  propertyLocked = false,
  members,
  groups,
  defaultPoints,
  onPropertyChange,
  assigneeLockedReason,
  initialDueAt,
  pending,
  serverErrors,
  formError,
  submitLabel,
  onSubmit,
  onCancel,
  footer,
}: ChoreFormProps) {
  const { t } = useTranslation('chores');
  const [values, setValues] = useState<ChoreFormValues>(initial);
  const [localErrors, setErrors] = useState<FieldErrors<ChoreFieldName>>({});
  const elements = useRef(new Map<ChoreFieldName, HTMLElement>());
  const errors = { ...serverErrors, ...localErrors };

  // A new property brings its own default points: use them unless the host typed their own.
  const lastDefault = useRef(defaultPoints ?? '');
  useEffect(() => {
    const next = defaultPoints ?? '';
    const previous = lastDefault.current;
    lastDefault.current = next;
    if (next === previous) return;
    setValues((current) =>
      current.points === '' || current.points === previous ? { ...current, points: next } : current,
    );
  }, [defaultPoints]);

  const register = (name: ChoreFieldName) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  function set<K extends ChoreFieldName>(name: K, value: ChoreFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function changeProperty(propertyId: string) {
    setValues((current) => ({
      ...current,
      propertyId,
      // Members differ between properties: start open again.
      assigneeId: '',
    }));
    setErrors((current) => ({ ...current, propertyId: undefined, assigneeId: undefined }));
    onPropertyChange?.(propertyId);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateChore(values, { initialDueAt: initialDueAt ?? null });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = CHORE_FIELD_ORDER.find((name) => checked.errors[name]);
      if (first) elements.current.get(first)?.focus();
      return;
    }
    setErrors({});
    onSubmit(checked.data);
  }

  const text = (name: 'title' | 'points' | 'estimatedMinutes' | 'dueDate' | 'dueTime') => ({
    name,
    ref: register(name),
    value: values[name],
    disabled: pending,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const memberChoice = members ?? [];
  const assigneeMissing =
    values.assigneeId !== '' && !memberChoice.some((member) => member.id === values.assigneeId);

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="flex flex-col gap-8">
      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <FormSection
        title={t('form.sections.chore.title')}
        description={t('form.sections.chore.description')}
      >
        <Field label={t('form.property')} error={errors.propertyId} required>
          {(control) => (
            <Select
              {...control}
              ref={register('propertyId')}
              value={values.propertyId}
              disabled={pending || propertyLocked}
              onChange={(event) => changeProperty(event.target.value)}
            >
              {properties.length !== 1 ? (
                <option value="">{t('form.chooseProperty')}</option>
              ) : null}
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {property.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('form.title')}
          error={errors.title}
          required
          aside={
            <span className="text-caption text-muted-foreground tabular-nums">
              {values.title.length}/{CHORE_LIMITS.title}
            </span>
          }
        >
          {(control) => (
            <Input
              {...control}
              {...text('title')}
              maxLength={CHORE_LIMITS.title}
              placeholder={t('form.titlePlaceholder')}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label={t('form.description')}
          error={errors.description}
          hint={t('form.descriptionHint')}
        >
          {(control) => (
            <Textarea
              {...control}
              ref={register('description')}
              value={values.description}
              disabled={pending}
              maxLength={CHORE_LIMITS.description}
              rows={4}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('form.group')} error={errors.group} required>
          {(control) => (
            <Select
              {...control}
              ref={register('group')}
              value={values.group}
              disabled={pending}
              onChange={(event) => set('group', event.target.value)}
            >
              {groups.includes(values.group) ? null : (
                <option value={values.group}>
                  {values.group ? choreGroupLabel(values.group) : t('form.chooseGroup')}
                </option>
              )}
              {groups.map((group) => (
                <option key={group} value={group}>
                  {choreGroupLabel(group)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FormSection>

      <FormSection
        title={t('form.sections.points.title')}
        description={t('form.sections.points.description')}
      >
        <div className="grid grid-cols-2 gap-4">
          <Field
            label={t('form.points')}
            error={errors.points}
            required
            hint={defaultPoints ? t('form.pointsDefault', { points: defaultPoints }) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                {...text('points')}
                type="number"
                inputMode="numeric"
                min={0}
                max={CHORE_LIMITS.points}
              />
            )}
          </Field>
          <Field label={t('form.estimatedMinutes')} error={errors.estimatedMinutes}>
            {(control) => (
              <Input
                {...control}
                {...text('estimatedMinutes')}
                type="number"
                inputMode="numeric"
                min={1}
                max={CHORE_LIMITS.estimatedMinutes}
                placeholder="30"
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection
        title={t('form.sections.when.title')}
        description={t('form.sections.when.description')}
      >
        <div className="grid grid-cols-2 gap-4">
          <Field label={t('form.dueDate')} error={errors.dueDate}>
            {(control) => <Input {...control} {...text('dueDate')} type="date" />}
          </Field>
          <Field label={t('form.dueTime')} error={errors.dueTime} hint={t('form.dueTimeHint')}>
            {(control) => <Input {...control} {...text('dueTime')} type="time" />}
          </Field>
        </div>
        <Field label={t('form.repeats')} error={errors.recurrence}>
          {(control) => (
            <Select
              {...control}
              ref={register('recurrence')}
              value={values.recurrence}
              disabled={pending}
              onChange={(event) => {
                const next = event.target.value as RecurrenceName;
                set('recurrence', next);
                if (next !== 'weekly') set('recurrenceDays', []);
              }}
            >
              {RECURRENCES.map((recurrence) => (
                <option key={recurrence} value={recurrence}>
                  {recurrenceLabel[recurrence]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {values.recurrence === 'weekly' ? (
          <div className="flex flex-col gap-1.5">
            <p id="chore-days-label" className="text-body-sm font-semibold">
              {t('form.onTheseDays')}
            </p>
            <div ref={register('recurrenceDays')} tabIndex={-1} className="outline-none">
              <ToggleChips<WeekdayKey>
                label={t('form.repeatOnTheseDays')}
                options={WEEKDAYS}
                labels={weekdayShort}
                value={values.recurrenceDays.map((day) => String(day) as WeekdayKey)}
                onChange={(next) => set('recurrenceDays', next.map(Number))}
                disabled={pending}
                describedBy={errors.recurrenceDays ? 'chore-days-error' : undefined}
              />
            </div>
            {errors.recurrenceDays ? (
              <p id="chore-days-error" className="text-body-sm text-destructive">
                {errors.recurrenceDays}
              </p>
            ) : null}
          </div>
        ) : null}
      </FormSection>

      <FormSection
        title={t('form.sections.who.title')}
        description={t('form.sections.who.description')}
      >
        <Field
          label={t('form.assignee')}
          error={errors.assigneeId}
          hint={
            assigneeLockedReason ??
            (members && members.length === 0 && values.propertyId
              ? t('form.noHelpersYet')
              : undefined)
          }
        >
          {(control) => (
            <Select
              {...control}
              ref={register('assigneeId')}
              value={values.assigneeId}
              disabled={pending || Boolean(assigneeLockedReason) || !values.propertyId}
              onChange={(event) => set('assigneeId', event.target.value)}
            >
              <option value="">{t('openToAnyMember')}</option>
              {assigneeMissing ? (
                <option value={values.assigneeId}>{t('form.currentHelper')}</option>
              ) : null}
              {memberChoice.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center">
        {footer ? <div className="sm:mr-auto">{footer}</div> : null}
        <Button variant="outline" onClick={onCancel} disabled={pending} className="sm:ml-auto">
          {t('common:actions.back')}
        </Button>
        <SubmitButton pending={pending} pendingLabel={t('common:actions.saving')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
