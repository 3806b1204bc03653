import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/** A native select in the inputs' look (native: the phone's own picker, and fully accessible). */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-11 w-full min-w-0 appearance-none rounded-lg border border-input bg-card pr-10 pl-3 text-body text-foreground',
          'transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
