import {
  PROPERTY_LIMITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyStatus,
  type PropertyType,
} from '@shared/api/property-fields';
import { FormSection } from '@web/components/form-section';
import { Select } from '@web/components/select';
import { TagInput } from '@web/components/tag-input';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import {
  countryOptions,
  propertyStatusHint,
  propertyStatusLabel,
  propertyTypeLabel,
} from '@web/lib/labels/property-labels';
import type { FieldErrors } from '@web/lib/zod-form';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyFieldName, PropertyFormValues } from '../property-form-values';

export type FieldRegistry = (name: PropertyFieldName) => (element: HTMLElement | null) => void;

interface PropertyFormFieldsProps {
  values: PropertyFormValues;
  errors: FieldErrors<PropertyFieldName>;
  onChange: <K extends PropertyFieldName>(name: K, value: PropertyFormValues[K]) => void;
  register: FieldRegistry;
  disabled: boolean;
  /** The photos section (it differs between adding and editing). */
  photos: ReactNode;
  /** Shown under the status choice (the "add terms first" explanation). */
  statusNote?: ReactNode;
}

const counter = (length: number, max: number) => (
  <span className="text-caption text-muted-foreground" aria-hidden="true">
    {length}/{max}
  </span>
);

/** Every field of a property, grouped: the basics, where, life there, photos, visibility. */
export function PropertyFormFields({
  values,
  errors,
  onChange,
  register,
  disabled,
  photos,
  statusNote,
}: PropertyFormFieldsProps) {
  const { t } = useTranslation('properties');
  const { locale } = useFormat();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const text = (name: Exclude<PropertyFieldName, 'amenities' | 'type' | 'status'>) => ({
    name,
    value: values[name],
    disabled,
    ref: register(name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <div className="flex flex-col gap-10">
      <FormSection title={t('form.basics')} description={t('form.basicsText')}>
        <Field
          label={t('form.title')}
          error={errors.title}
          required
          aside={counter(values.title.length, PROPERTY_LIMITS.title)}
        >
          {(control) => (
            <Input
              {...control}
              {...text('title')}
              maxLength={PROPERTY_LIMITS.title}
              placeholder={t('form.titlePlaceholder')}
            />
          )}
        </Field>
        <Field label={t('form.type')} error={errors.type} required>
          {(control) => (
            <Select
              {...control}
              name="type"
              ref={register('type')}
              value={values.type}
              disabled={disabled}
              onChange={(event) => onChange('type', event.target.value as PropertyType | '')}
            >
              <option value="" disabled>
                {t('form.chooseType')}
              </option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabel[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('form.description')}
          error={errors.description}
          hint={t('form.descriptionHint')}
          aside={counter(values.description.length, PROPERTY_LIMITS.description)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...text('description')}
              rows={6}
              maxLength={PROPERTY_LIMITS.description}
            />
          )}
        </Field>
      </FormSection>

      <FormSection title={t('form.where')} description={t('form.whereText')}>
        <Field label={t('form.address')} error={errors.address}>
          {(control) => (
            <Input
              {...control}
              {...text('address')}
              autoComplete="street-address"
              maxLength={PROPERTY_LIMITS.address}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.city')} error={errors.city} required>
            {(control) => (
              <Input
                {...control}
                {...text('city')}
                autoComplete="address-level2"
                maxLength={PROPERTY_LIMITS.city}
              />
            )}
          </Field>
          <Field label={t('form.region')} error={errors.region} hint={t('form.regionHint')}>
            {(control) => (
              <Input
                {...control}
                {...text('region')}
                autoComplete="address-level1"
                maxLength={PROPERTY_LIMITS.region}
              />
            )}
          </Field>
          <Field label={t('form.country')} error={errors.country} required>
            {(control) => (
              <Select
                {...control}
                name="country"
                ref={register('country')}
                value={values.country}
                disabled={disabled}
                autoComplete="country"
                onChange={(event) => onChange('country', event.target.value)}
              >
                <option value="" disabled>
                  {t('form.chooseCountry')}
                </option>
                {countries.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('form.postalCode')} error={errors.postalCode}>
            {(control) => (
              <Input
                {...control}
                {...text('postalCode')}
                autoComplete="postal-code"
                maxLength={PROPERTY_LIMITS.postalCode}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('form.life')}>
        <Field label={t('form.amenities')} error={errors.amenities} hint={t('form.amenitiesHint')}>
          {(control) => (
            <TagInput
              control={{ ...control }}
              value={values.amenities}
              onChange={(next) => onChange('amenities', next)}
              noun="amenity"
              maxItems={PROPERTY_LIMITS.amenities}
              maxLength={PROPERTY_LIMITS.amenity}
              disabled={disabled}
            />
          )}
        </Field>
        <Field
          label={t('form.houseRules')}
          error={errors.houseRules}
          aside={counter(values.houseRules.length, PROPERTY_LIMITS.houseRules)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...text('houseRules')}
              rows={4}
              maxLength={PROPERTY_LIMITS.houseRules}
              placeholder={t('form.houseRulesPlaceholder')}
            />
          )}
        </Field>
        <Field
          label={t('form.helpersWanted')}
          error={errors.helpersWanted}
          required
          hint={t('form.helpersWantedHint')}
          className="sm:max-w-48"
        >
          {(control) => (
            <Input
              {...control}
              {...text('helpersWanted')}
              type="number"
              inputMode="numeric"
              min={1}
              max={PROPERTY_LIMITS.helpersWanted}
            />
          )}
        </Field>
      </FormSection>

      <FormSection
        title={t('form.photos')}
        description={t('form.photosText', { max: PROPERTY_LIMITS.photosPerProperty })}
      >
        {photos}
      </FormSection>

      <StatusChoice
        value={values.status}
        onChange={(status) => onChange('status', status)}
        disabled={disabled}
        error={errors.status}
        register={register}
        note={statusNote}
      />
    </div>
  );
}

function StatusChoice({
  value,
  onChange,
  disabled,
  error,
  register,
  note,
}: {
  value: PropertyStatus;
  onChange: (status: PropertyStatus) => void;
  disabled: boolean;
  error: string | undefined;
  register: FieldRegistry;
  note: ReactNode;
}) {
  const { t } = useTranslation('properties');
  return (
    <FormSection title={t('form.visibility')} description={t('form.visibilityText')}>
      <div className="grid gap-2 sm:grid-cols-3">
        {PROPERTY_STATUSES.map((status, index) => (
          <label
            key={status}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === status
                ? 'border-primary bg-primary-soft/60'
                : 'border-border bg-card hover:bg-muted/60',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name="status"
              value={status}
              checked={value === status}
              disabled={disabled}
              ref={index === 0 ? register('status') : undefined}
              onChange={() => onChange(status)}
              className="mt-1 size-4 accent-primary"
            />
            <span>
              <span className="block text-body-sm font-semibold">
                {propertyStatusLabel[status]}
              </span>
              <span className="block text-caption text-muted-foreground">
                {propertyStatusHint[status]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="text-body-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      {note}
    </FormSection>
  );
}
