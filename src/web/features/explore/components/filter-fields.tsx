import { PROPERTY_TYPES, PROVISIONS, type PropertyType } from '@shared/api/property-fields';
import { Select } from '@web/components/select';
import { ToggleChips } from '@web/components/toggle-chips';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { provisionIcon } from '@web/features/properties/components/property-visuals';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { translate } from '@web/lib/i18n/i18n';
import { countryOptions, propertyTypeLabel, provisionLabel } from '@web/lib/labels/property-labels';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExploreFilters, RADIUS_CHOICES, withNear } from '../filters';
import { NearField } from './near-field';

/** The dates must be in order (the server's rule, said before asking). */
export const datesProblem = (filters: ExploreFilters) =>
  filters.from && filters.to && filters.to < filters.from
    ? translate('explore', 'filters.datesOutOfOrder')
    : undefined;

/** Country, city, type, dates, where to be near and how far, and what is provided. */
export function FilterFields({
  value,
  onChange,
  layout = 'stack',
}: {
  value: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
  layout?: 'stack' | 'bar';
}) {
  const { t } = useTranslation('explore');
  const { locale } = useFormat();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const set = <K extends keyof ExploreFilters>(key: K, next: ExploreFilters[K]) =>
    onChange({ ...value, [key]: next });
  const problem = datesProblem(value);

  return (
    <div className="flex flex-col gap-5">
      <div
        className={cn(
          'grid gap-4',
          layout === 'bar' ? 'grid-cols-2 lg:grid-cols-5' : 'grid-cols-1 sm:grid-cols-2',
        )}
      >
        <Field label={t('filters.country')}>
          {(control) => (
            <Select
              {...control}
              value={value.country}
              onChange={(event) => set('country', event.target.value)}
            >
              <option value="">{t('filters.anywhere')}</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('filters.city')}>
          {(control) => (
            <Input
              {...control}
              value={value.city}
              placeholder={t('filters.anyCity')}
              onChange={(event) => set('city', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('filters.type')}>
          {(control) => (
            <Select
              {...control}
              value={value.type}
              onChange={(event) => set('type', event.target.value as PropertyType | '')}
            >
              <option value="">{t('filters.anyType')}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabel[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('filters.availableFrom')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={value.from}
              onChange={(event) => set('from', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('filters.availableUntil')} error={problem}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(event) => set('to', event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <div className="min-w-0 sm:col-span-2">
          <NearField value={value.near} onChange={(near) => onChange(withNear(value, near))} />
        </div>
        <Field label={t('filters.radius')}>
          {(control) => (
            <Select
              {...control}
              value={value.near && value.radiusKm ? String(value.radiusKm) : ''}
              disabled={!value.near}
              onChange={(event) =>
                set('radiusKm', event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">{t('filters.anyDistance')}</option>
              {radiusChoices(value.radiusKm).map((km) => (
                <option key={km} value={km}>
                  {t('filters.withinKm', { km })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-body-sm font-semibold" id="explore-provides-label">
          {t('filters.provided')}
        </p>
        <ToggleChips
          label={t('filters.provided')}
          options={PROVISIONS}
          labels={provisionLabel}
          icons={provisionIcon}
          value={value.provides}
          onChange={(next) => set('provides', next)}
        />
      </div>
    </div>
  );
}

/** The distances offered, with a shared link's own one among them. */
function radiusChoices(current: number | null): number[] {
  const choices: number[] = [...RADIUS_CHOICES];
  if (current && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
