import { cn } from '@web/lib/cn';
import { CircleAlert, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const VALUES = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 star choice built on native radio buttons, so the browser gives it
 * one tab stop, arrow keys and the screen reader's 'radio, 4 of 5'; the
 * stars are only their look.
 */
export function RatingInput({
  label,
  name,
  value,
  onChange,
  error,
  size = 'md',
}: {
  label: string;
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('reviews');
  const errorId = useId();
  const star = size === 'lg' ? 'size-9' : 'size-7';
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1.5"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-body-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center">
          {VALUES.map((option) => {
            const lit = value !== null && option <= value;
            return (
              <label
                key={option}
                className="group relative -m-0.5 cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={value === option}
                  onChange={() => onChange(option)}
                  className="sr-only"
                  aria-label={t('rating.option', {
                    count: option,
                    word: t(`rating.words.${option}`),
                  })}
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    star,
                    'transition-colors',
                    lit
                      ? 'fill-warning text-warning'
                      : 'text-muted-foreground group-hover:text-warning',
                  )}
                />
              </label>
            );
          })}
        </div>
        <span className="text-body-sm text-muted-foreground" aria-hidden="true">
          {value ? t(`rating.words.${value}`) : t('rating.notRated')}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-body-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
