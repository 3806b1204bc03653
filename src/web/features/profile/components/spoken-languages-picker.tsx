import { PROFILE_LIMITS } from '@shared/api/profile';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { languageName, languageOptions } from '@web/lib/labels/language-names';
import { readerLocale } from '@web/lib/reader-format';
import { ChevronDown, CircleAlert, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SpokenLanguagesPickerProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * "Languages I speak": the chosen ones as chips (each with its remove
 * button), and a disclosure holding a checkbox per language, named in the
 * reader's language and sorted by that name, with a filter for long lists.
 * The chosen keep the order they were ticked in.
 */
export function SpokenLanguagesPicker({
  value,
  onChange,
  error,
  disabled,
}: SpokenLanguagesPickerProps) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // useTranslation renders again when the language on screen changes: the names follow.
  const locale = readerLocale();
  const chosen = new Set(value);
  const full = value.length >= PROFILE_LIMITS.spokenLanguages;
  const needle = filter.trim().toLocaleLowerCase(locale);
  const options = languageOptions(value, locale).filter(
    (option) => needle === '' || option.name.toLocaleLowerCase(locale).includes(needle),
  );

  function toggle(code: string) {
    const name = languageName(code, locale);
    if (chosen.has(code)) {
      onChange(value.filter((c) => c !== code));
      setAnnouncement(t('spokenLanguages.removed', { language: name }));
    } else if (!full) {
      onChange([...value, code]);
      setAnnouncement(t('spokenLanguages.added', { language: name }));
    }
  }

  function remove(code: string) {
    toggle(code);
    toggleRef.current?.focus();
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-body-sm font-semibold">
        {t('spokenLanguages.label')}
      </span>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-labelledby={labelId}>
          {value.map((code) => {
            const name = languageName(code, locale);
            return (
              <li
                key={code}
                className="inline-flex items-center gap-1 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-body-sm font-semibold text-accent-soft-foreground"
              >
                {name}
                <button
                  type="button"
                  onClick={() => remove(code)}
                  disabled={disabled}
                  aria-label={t('spokenLanguages.remove', { language: name })}
                  className="flex size-7 items-center justify-center rounded-full hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-body-sm text-muted-foreground">{t('spokenLanguages.none')}</p>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-10 w-fit items-center gap-1.5 rounded-lg border border-input bg-card px-3 text-body-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
      >
        {t('spokenLanguages.choose')}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <p id={hintId} className="text-caption text-muted-foreground">
        {full
          ? t('spokenLanguages.full', { max: PROFILE_LIMITS.spokenLanguages })
          : t('spokenLanguages.hint', {
              count: value.length,
              max: PROFILE_LIMITS.spokenLanguages,
            })}
      </p>
      {open ? (
        <div id={panelId} className="flex flex-col gap-3 rounded-xl border border-border p-3">
          <Input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-label={t('spokenLanguages.filter')}
            placeholder={t('spokenLanguages.filter')}
            disabled={disabled}
            className="h-10"
          />
          <fieldset>
            <legend className="sr-only">{t('spokenLanguages.label')}</legend>
            {options.length === 0 ? (
              <p className="text-body-sm text-muted-foreground">
                {t('spokenLanguages.noMatch', { filter: filter.trim() })}
              </p>
            ) : (
              <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
                {options.map((option) => {
                  const on = chosen.has(option.code);
                  return (
                    <li key={option.code}>
                      <label
                        className={cn(
                          'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-body-sm hover:bg-muted',
                          !on && full && 'cursor-not-allowed opacity-50',
                        )}
                      >
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={disabled || (!on && full)}
                          onChange={() => toggle(option.code)}
                          className="size-4 accent-primary"
                        />
                        {option.name}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-body-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
