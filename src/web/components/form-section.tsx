import type { ReactNode } from 'react';

/** A titled group of form fields: a fieldset whose legend is the heading and its line of help. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-1 flex flex-col gap-0.5">
        <span className="font-display text-title font-semibold tracking-tight">{title}</span>
        {description ? (
          <span className="text-body-sm text-muted-foreground">{description}</span>
        ) : null}
      </legend>
      {children}
    </fieldset>
  );
}
