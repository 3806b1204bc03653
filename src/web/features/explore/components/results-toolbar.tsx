import type { ExploreSort } from '@shared/api/explore';
import { preloadPlaceMap } from '@web/components/map';
import { Select } from '@web/components/select';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExploreFilters } from '../filters';

export type ExploreView = 'list' | 'map';

/** Where the List / Map choice is kept on this device. */
export const EXPLORE_VIEW_KEY = 'homestay.exploreView';

function readView(): ExploreView {
  try {
    return window.localStorage.getItem(EXPLORE_VIEW_KEY) === 'map' ? 'map' : 'list';
  } catch {
    return 'list'; // Storage switched off: the list, as at first.
  }
}

/** List or map, remembered on this device. */
export function useExploreView() {
  const [view, setView] = useState<ExploreView>(readView);
  const choose = (next: ExploreView) => {
    setView(next);
    try {
      window.localStorage.setItem(EXPLORE_VIEW_KEY, next);
    } catch {
      // Not kept: the choice still holds on this page.
    }
  };
  return [view, choose] as const;
}

/** List / Map: a segmented control of two buttons, the chosen one pressed. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ExploreView;
  onChange: (next: ExploreView) => void;
}) {
  const { t } = useTranslation('explore');
  const options = [
    { value: 'list', label: t('view.list') },
    { value: 'map', label: t('view.map') },
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t('view.label')}
      className="inline-flex shrink-0 rounded-lg border border-input bg-card p-1"
    >
      {options.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          onPointerEnter={value === 'map' ? preloadPlaceMap : undefined}
          onFocus={value === 'map' ? preloadPlaceMap : undefined}
          className={cn(
            'inline-flex h-9 items-center rounded-md px-4 text-body-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            view === value
              ? 'bg-primary text-primary-foreground shadow-soft'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The order of the list: newest (or best match when words are searched),
 * nearest first (with a point to be near), best fit (helpers: their skills
 * against the skills wanted).
 */
export function SortSelect({
  filters,
  isHelper,
  onChange,
}: {
  filters: ExploreFilters;
  isHelper: boolean;
  onChange: (sort: ExploreSort) => void;
}) {
  const { t } = useTranslation('explore');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        {t('sort.label')}
      </Label>
      <Select
        id={id}
        value={filters.sort}
        onChange={(event) => onChange(event.target.value as ExploreSort)}
        className="h-9 w-auto min-w-0 text-body-sm"
      >
        <option value="default">{filters.q.trim() ? t('sort.relevance') : t('sort.newest')}</option>
        {filters.near ? <option value="distance">{t('sort.distance')}</option> : null}
        {isHelper || filters.sort === 'fit' ? <option value="fit">{t('sort.fit')}</option> : null}
      </Select>
    </div>
  );
}

/** Best fit reads the helper's skills: without any, say where to add them. */
export function AddSkillsHint() {
  const { t } = useTranslation('explore');
  return (
    <p className="rounded-xl bg-accent-soft px-4 py-3 text-body-sm text-accent-soft-foreground">
      {t('sort.noSkills')}{' '}
      <Link to="/profile" className="font-semibold underline underline-offset-2">
        {t('sort.addSkills')}
      </Link>
    </p>
  );
}
