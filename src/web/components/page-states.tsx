import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { CloudOff, type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page's heading row: the title, a line under it, and actions at the end. */
export function PageHeading({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6',
        className,
      )}
    >
      <div className="min-w-0">
        <h1 className="font-display text-headline font-semibold tracking-tight md:text-display">
          {title}
        </h1>
        {description ? (
          <p className="mt-1 max-w-prose text-body text-muted-foreground">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** Nothing here yet: an icon, a friendly line and the way forward. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
  className,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** 1 when the empty state is the whole page. */
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-border bg-card/60 px-5 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-4 font-display text-title font-semibold tracking-tight">
        {title}
      </Heading>
      {children ? (
        <div className="mt-1 max-w-sm text-body-sm text-muted-foreground">{children}</div>
      ) : null}
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

/**
 * A load that failed: 404 reads as "not found" (it may not exist, or not be
 * yours to see: the server does not say which), anything else offers a retry.
 */
export function LoadError({
  error,
  onRetry,
  what,
  backTo,
}: {
  error: unknown;
  onRetry: () => void;
  /** What failed to load, in the reader's language ("the chores"): "We couldn’t load {what}". */
  what?: string;
  backTo?: { href: string; label: string };
}) {
  const { t } = useTranslation('shell');
  const notFound = isApiError(error) && error.status === 404;
  const Icon = notFound ? SearchX : CloudOff;
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="font-display text-title font-semibold">
        {notFound
          ? t('loadError.notFoundTitle')
          : t('loadError.failedTitle', { what: what ?? t('loadError.thisPage') })}
      </h1>
      <p className="max-w-sm text-body-sm text-muted-foreground">
        {notFound ? t('loadError.notFoundText') : t('loadError.failedText')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {notFound ? null : <Button onClick={onRetry}>{t('common:actions.tryAgain')}</Button>}
        {backTo ? (
          <Button asChild variant={notFound ? 'primary' : 'outline'}>
            <Link to={backTo.href}>{backTo.label}</Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

/** Placeholder cards while a grid of property cards loads. */
export function CardGridSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index} className="overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-[16/10] rounded-none" />
            <div className="space-y-2 p-4">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
