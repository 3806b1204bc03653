import { PROPERTY_TYPES, PROVISIONS, type PropertyType } from '@shared/api/property-fields';
import { Select } from '@web/components/select';
import { ToggleChips } from '@web/components/toggle-chips';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { provisionIcon } from '@web/features/properties/components/property-visuals';
import { cn } from '@web/lib/cn';
import { countryOptions, propertyTypeLabel, provisionLabel } from '@web/lib/labels/property-labels';
import { useMemo } from 'react';
import type { ExploreFilters } from '../api';

/** The dates must be in order (the server's rule, said before asking). */
export const datesProblem = (filters: ExploreFilters) =>
  filters.from && filters.to && filters.to < filters.from
    ? 'The last date must be on or after the first'
    : undefined;

/** Country, city, type, dates and what is provided. */
export function FilterFields({
  value,
  onChange,
  layout = 'stack',
}: {
  value: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
  layout?: 'stack' | 'bar';
}) {
  const countries = useMemo(countryOptions, []);
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
        <Field label="Country">
          {(control) => (
            <Select
              {...control}
              value={value.country}
              onChange={(event) => set('country', event.target.value)}
            >
              <option value="">Anywhere</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="City">
          {(control) => (
            <Input
              {...control}
              value={value.city}
              placeholder="Any city"
              onChange={(event) => set('city', event.target.value)}
            />
          )}
        </Field>
        <Field label="Type">
          {(control) => (
            <Select
              {...control}
              value={value.type}
              onChange={(event) => set('type', event.target.value as PropertyType | '')}
            >
              <option value="">Any type</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabel[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Available from">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={value.from}
              onChange={(event) => set('from', event.target.value)}
            />
          )}
        </Field>
        <Field label="Available until" error={problem}>
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
      <div className="flex flex-col gap-2">
        <p className="text-body-sm font-semibold" id="explore-provides-label">
          What’s provided
        </p>
        <ToggleChips
          label="What’s provided"
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
