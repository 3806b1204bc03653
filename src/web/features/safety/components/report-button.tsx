import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { ReportDialog, type ReportTarget } from './report-dialog';

/**
 * A way to report one thing: "Report this listing" as a quiet text button,
 * or (`icon`) a small flag whose name is the label, for places where words
 * would clutter (a chat message, a review card).
 */
export function ReportButton({
  target,
  label,
  icon = false,
  className,
}: {
  target: ReportTarget;
  /** The accessible name: "Report Marta", "Report this message"… */
  label: string;
  icon?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Radix returns focus to a DialogTrigger only; this opener is a plain button.
  const trigger = useRef<HTMLButtonElement>(null);
  const backToTrigger = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  return (
    <>
      {icon ? (
        <button
          ref={trigger}
          type="button"
          aria-label={label}
          title={label}
          onClick={() => setOpen(true)}
          className={cn(
            'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted-foreground',
            'hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            className,
          )}
        >
          <Flag aria-hidden="true" className="size-3.5" />
        </button>
      ) : (
        <Button
          ref={trigger}
          variant="ghost"
          size="sm"
          className={cn('text-muted-foreground', className)}
          onClick={() => setOpen(true)}
        >
          <Flag aria-hidden="true" />
          {label}
        </Button>
      )}
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        target={target}
        onCloseAutoFocus={backToTrigger}
      />
    </>
  );
}
