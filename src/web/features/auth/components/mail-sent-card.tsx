import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The card an auth page shows once a mail has gone (or may have gone) out:
 * an envelope and what to do next, announced to screen readers.
 */
export function MailSentCard({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <p role="status" className="w-full text-body [overflow-wrap:anywhere]">
        {children}
      </p>
    </div>
  );
}
