import { cn } from '@web/lib/cn';
import type { ComponentProps } from 'react';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-body text-foreground',
        'placeholder:text-muted-foreground',
        'transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
        'file:mr-3 file:border-0 file:bg-transparent file:font-semibold file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
