import { cn } from '@web/lib/cn';
import { Check, type LucideIcon } from 'lucide-react';

interface ToggleChipsProps<T extends string> {
  /** Names the group for screen readers. */
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  icons?: Partial<Record<T, LucideIcon>>;
  value: readonly T[];
  onChange: (next: T[]) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
  className?: string;
}

/** Several on/off choices as chips (toggle buttons: aria-pressed), in the options' order. */
export function ToggleChips<T extends string>({
  label,
  options,
  labels,
  icons,
  value,
  onChange,
  disabled,
  describedBy,
  className,
}: ToggleChipsProps<T>) {
  const selected = new Set(value);
  const toggle = (option: T) => {
    const next = new Set(selected);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    onChange(options.filter((candidate) => next.has(candidate)));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields in a fieldset
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {options.map((option) => {
        const on = selected.has(option);
        const Icon: LucideIcon | undefined = icons?.[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={on}
            disabled={disabled}
            onClick={() => toggle(option)}
            className={cn(
              'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-body-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50',
              on
                ? 'border-accent bg-accent text-accent-foreground'
                : 'border-input bg-card text-foreground hover:bg-muted',
            )}
          >
            {on ? (
              <Check aria-hidden="true" className="size-4" />
            ) : Icon ? (
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            ) : null}
            {labels[option]}
          </button>
        );
      })}
    </div>
  );
}
