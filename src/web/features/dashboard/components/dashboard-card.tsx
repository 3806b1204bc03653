import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CardData } from '../api';

export interface CardAction {
  label: string;
  href: string;
  /** Read after the label by screen readers, so each card's link names its page. */
  srSuffix?: string;
}

export interface DashboardCardProps {
  title: string;
  icon: LucideIcon;
  tone?: 'primary' | 'accent';
  /** The card's page: the header link. */
  link: CardAction;
  data: CardData;
  empty: { title: string; text: string; actions?: readonly CardAction[] };
  className?: string;
}

const toneClass = {
  primary: 'bg-primary-soft text-primary-soft-foreground',
  accent: 'bg-accent-soft text-accent-soft-foreground',
} as const;

/** A dashboard card: a heading with a link to its page, then its rows or a friendly empty state. */
export function DashboardCard({
  title,
  icon: Icon,
  tone = 'primary',
  link,
  data,
  empty,
  className,
}: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="flex items-center gap-2.5 px-4 pt-4 sm:gap-3 sm:px-5 sm:pt-5 md:px-6">
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-xl',
              toneClass[tone],
            )}
          >
            <Icon aria-hidden="true" className="size-4.5" />
          </span>
          <h2
            id={headingId}
            className="min-w-0 flex-1 font-display text-[1.125rem] leading-6 font-semibold tracking-tight sm:text-title"
          >
            {title}
          </h2>
          <Link
            to={link.href}
            className="-mr-2 inline-flex min-h-9 shrink-0 items-center gap-0.5 rounded-lg px-2 text-body-sm font-semibold text-primary hover:underline"
          >
            {link.label}
            {link.srSuffix ? (
              <>
                {' '}
                <span className="sr-only">{link.srSuffix}</span>
              </>
            ) : null}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="flex flex-1 flex-col px-4 pt-4 pb-4 sm:px-5 sm:pb-5 md:px-6 md:pb-6">
          {data.isLoading ? (
            <div className="space-y-2" aria-hidden="true">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : data.items.length > 0 ? (
            <ul className="-mx-2 flex flex-col">
              {data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    className="flex min-h-12 items-center gap-3 rounded-xl px-2 py-2 hover:bg-muted"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-body-sm font-semibold">
                        {item.title}
                      </span>
                      {item.detail ? (
                        <span className="block truncate text-caption text-muted-foreground">
                          {item.detail}
                        </span>
                      ) : null}
                    </span>
                    <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState {...empty} />
          )}
        </div>
      </section>
    </Card>
  );
}

function EmptyState({ title, text, actions }: DashboardCardProps['empty']) {
  return (
    <div className="flex flex-1 flex-col justify-center rounded-xl border border-dashed border-border bg-background/60 px-4 py-5 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mx-auto mt-1 max-w-xs text-body-sm text-muted-foreground">{text}</p>
      {actions && actions.length > 0 ? (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {actions.map((action, index) => (
            <Button key={action.href} asChild size="sm" variant={index === 0 ? 'outline' : 'ghost'}>
              <Link to={action.href}>{action.label}</Link>
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
