import { cn } from '@web/lib/cn';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface TabListProps<T extends string> {
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  /** A number after the label (waiting for review…); hidden when 0 or absent. */
  counts?: Partial<Record<T, number>>;
  value: T;
  onChange: (tab: T) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop, arrow keys (and Home/End)
 * move between tabs and select them. Two rows on a 320 px phone.
 */
export function TabList<T extends string>({
  label,
  tabs,
  labels,
  counts,
  value,
  onChange,
  panelId,
  idPrefix,
}: TabListProps<T>) {
  const { t } = useTranslation('chores');
  const refs = useRef(new Map<T, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(value);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next] as T;
    onChange(tab);
    refs.current.get(tab)?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 grid grid-cols-2 gap-0.5 overflow-x-auto rounded-xl bg-muted p-1 [scrollbar-width:none] min-[360px]:flex min-[400px]:gap-1"
    >
      {tabs.map((tab) => {
        const selected = tab === value;
        const count = counts?.[tab];
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              'inline-flex min-h-10 flex-1 shrink-0 items-center justify-center gap-1 rounded-lg px-1.5 text-[0.8125rem] min-[400px]:px-2 min-[400px]:text-body-sm sm:gap-1.5 sm:px-3 font-semibold whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              selected
                ? 'bg-card text-foreground shadow-soft'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {labels[tab]}
            {count ? (
              <span
                className={cn(
                  'min-w-5 rounded-full px-1 text-caption tabular-nums min-[400px]:px-1.5',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-card text-foreground',
                )}
              >
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{t('tabs.waiting', { count })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
