import { Button } from '@web/components/ui/button';
import {
  countryName,
  formatDay,
  propertyTypeLabel,
  provisionLabel,
} from '@web/lib/labels/property-labels';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clearedFilters, type ExploreFilters, withNear } from '../filters';

/** The filters in force, each a chip that removes it; 'Clear all' keeps the words and the order. */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
}) {
  const { t } = useTranslation('explore');
  const chips: Array<{ key: string; label: string; next: ExploreFilters }> = [];
  if (filters.area)
    chips.push({ key: 'area', label: t('chips.area'), next: { ...filters, area: null } });
  if (filters.near)
    chips.push({
      key: 'near',
      label: filters.near.label
        ? t('chips.near', { place: filters.near.label })
        : t('chips.nearYou'),
      next: withNear(filters, null),
    });
  if (filters.near && filters.radiusKm)
    chips.push({
      key: 'radius',
      label: t('chips.within', { km: filters.radiusKm }),
      next: { ...filters, radiusKm: null },
    });
  if (filters.country)
    chips.push({
      key: 'country',
      label: countryName(filters.country),
      next: { ...filters, country: '' },
    });
  if (filters.city.trim())
    chips.push({ key: 'city', label: filters.city.trim(), next: { ...filters, city: '' } });
  if (filters.type)
    chips.push({
      key: 'type',
      label: propertyTypeLabel[filters.type],
      next: { ...filters, type: '' },
    });
  if (filters.from)
    chips.push({
      key: 'from',
      label: t('chips.from', { day: formatDay(filters.from) }),
      next: { ...filters, from: '' },
    });
  if (filters.to)
    chips.push({
      key: 'to',
      label: t('chips.until', { day: formatDay(filters.to) }),
      next: { ...filters, to: '' },
    });
  for (const provision of filters.provides)
    chips.push({
      key: provision,
      label: provisionLabel[provision],
      next: { ...filters, provides: filters.provides.filter((p) => p !== provision) },
    });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="contents" aria-label={t('chips.active')}>
        {chips.map((chip) => (
          <li key={chip.key} className="min-w-0 max-w-full">
            <button
              type="button"
              onClick={() => onChange(chip.next)}
              className="inline-flex min-h-8 max-w-full items-center gap-1 rounded-full bg-accent-soft py-1 pr-2 pl-3 text-body-sm font-semibold text-accent-soft-foreground hover:bg-accent-soft/70 focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('chips.remove', { label: chip.label })}
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onClick={() => onChange(clearedFilters(filters))}>
        {t('clearAll')}
      </Button>
    </div>
  );
}
