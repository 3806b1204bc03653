import { cn } from '@web/lib/cn';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../format';

/**
 * Five stars filled to a rating (halves and tenths too), read out as
 * 'Rated 4.5 out of 5'. Display only: the form uses RatingInput.
 */
export function RatingStars({
  value,
  size = 'sm',
  className,
}: {
  value: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation('reviews');
  const clamped = Math.max(0, Math.min(5, value));
  const star = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={t('rating.stars', { rating: formatRating(clamped) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        return (
          <span key={index} className={cn('relative inline-block', star)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-border', star)} />
            {fill > 0 ? (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star className={cn('fill-warning text-warning', star)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
