import { Card } from '@web/components/ui/card';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One area of a settings page (security, alerts): an icon, a heading, a line of why, then the content. */
export function SectionCard({
  icon: Icon,
  title,
  description,
  status,
  children,
  headingId,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  status?: ReactNode;
  children: ReactNode;
  headingId: string;
}) {
  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 id={headingId} className="font-display text-title font-semibold tracking-tight">
                {title}
              </h2>
              {status}
            </div>
            <p className="mt-0.5 text-body-sm text-muted-foreground">{description}</p>
          </div>
        </div>
        <div className="mt-5">{children}</div>
      </section>
    </Card>
  );
}
