import { cn } from '@web/lib/cn';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Label } from './label';

/** What a control inside a `Field` spreads onto itself so it is labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Always-visible help under the control (a rule, a format). */
  hint?: ReactNode;
  /** The problem with the value, shown under the control and announced. */
  error?: string | undefined;
  required?: boolean;
  /** Shown at the end of the label row (a counter, a link). */
  aside?: ReactNode;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error next to it. The error
 * replaces nothing: the hint stays so the rule is still in view.
 */
export function Field({
  label,
  hint,
  error,
  required,
  aside,
  className,
  id,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="flex items-baseline gap-0.5">
          <Label htmlFor={controlId}>{label}</Label>
          {required ? (
            <span aria-hidden="true" className="text-body-sm font-semibold text-primary">
              *
            </span>
          ) : null}
        </span>
        {aside}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-body-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
