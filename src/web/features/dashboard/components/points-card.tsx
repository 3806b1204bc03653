import { Card } from '@web/components/ui/card';
import { usePoints } from '@web/features/shell/api';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import { ChevronRight, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Helper: their points balance, with the way to Rewards & Points. */
export function PointsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const { number } = useFormat();
  const points = usePoints();
  return (
    <Card
      className={cn(
        'relative overflow-hidden border-0 bg-linear-to-br from-accent to-[#214f45] text-accent-foreground',
        'dark:border dark:border-accent/25 dark:from-[#1f3a35] dark:to-[#16262a] dark:text-accent-soft-foreground',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 200 120"
        className="pointer-events-none absolute -right-6 -bottom-6 h-40 w-64 opacity-20"
      >
        <circle cx="150" cy="70" r="60" className="fill-current" />
        <circle cx="70" cy="110" r="40" className="fill-current" />
      </svg>
      <section aria-labelledby="points-heading" className="relative p-5 md:p-6">
        <div className="flex items-center gap-2">
          <Star aria-hidden="true" className="size-5 fill-current" />
          <h2 id="points-heading" className="text-body-sm font-semibold">
            {t('points.title')}
          </h2>
        </div>
        <p className="mt-3 font-display text-[2.75rem] leading-none font-semibold tabular-nums">
          <span data-testid="dashboard-points">{number(points)}</span>
          <span className="ml-2 font-sans text-body font-medium opacity-90">
            {t('points.unit', { count: points })}
          </span>
        </p>
        <p className="mt-3 max-w-sm text-body-sm opacity-90">
          {points === 0 ? t('points.none') : t('points.some')}
        </p>
        <Link
          to="/rewards"
          className="mt-4 inline-flex min-h-10 items-center gap-1 rounded-lg bg-white/15 px-3 text-body-sm font-semibold hover:bg-white/25 focus-visible:outline-white"
        >
          {t('points.link')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </section>
    </Card>
  );
}
