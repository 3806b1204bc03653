import { isLocale, LOCALE_NAMES, LOCALES } from '@shared/i18n/locales';
import { Select } from '@web/components/select';
import { cn } from '@web/lib/cn';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useChooseLanguage } from '../api';

/**
 * The language picker (issue 17): on the landing, login and sign-up pages and
 * in Profile & Settings. Each language is named in itself, so anyone finds
 * theirs whatever the page speaks. The phone's own picker: one tap to open.
 */
export function LanguagePicker({
  className,
  compact = false,
}: {
  className?: string;
  /** Only the icon as a visible label (page corners); the select stays named. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const onChange = async (value: string) => {
    if (!isLocale(value)) return;
    setBusy(true);
    try {
      await choose(value);
    } catch {
      toast.error(t('language.notSaved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label
        htmlFor={id}
        className={cn(
          'flex shrink-0 items-center gap-1.5 text-small text-muted-foreground',
          compact && 'sr-only',
        )}
      >
        <Languages aria-hidden="true" className="size-4" />
        {t('language.label')}
      </label>
      {compact && <Languages aria-hidden="true" className="size-4 text-muted-foreground" />}
      <Select
        id={id}
        value={i18n.language}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => void onChange(event.target.value)}
        // Compact: as wide as the language shown, not the longest name in the
        // list ("Português (Brasil)"), so a page corner keeps one row on a
        // phone in German too. Browsers without field-sizing keep the list's width.
        className={cn(compact && 'h-9 w-auto text-small field-sizing-content')}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </div>
  );
}
