import type { PropertyStatus, PropertyType, Provision } from '@shared/api/property-fields';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { LABELS_NAMESPACE } from '@web/lib/i18n/i18n';
import {
  propertyStatusLabel,
  propertyTypeLabel,
  provisionLabel,
} from '@web/lib/labels/property-labels';
import {
  BedDouble,
  BedSingle,
  Bike,
  Building2,
  Bus,
  Car,
  CookingPot,
  GraduationCap,
  Hotel,
  House,
  type LucideIcon,
  Sailboat,
  Tent,
  Tractor,
  UtensilsCrossed,
  Warehouse,
  WashingMachine,
  Wifi,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const propertyTypeIcon: Record<PropertyType, LucideIcon> = {
  house: House,
  farm: Tractor,
  guesthouse: Hotel,
  hostel: Building2,
  boat: Sailboat,
  other: Warehouse,
};

export const provisionIcon: Record<Provision, LucideIcon> = {
  private_room: BedDouble,
  shared_room: BedSingle,
  camper_or_tent_space: Tent,
  meals: UtensilsCrossed,
  kitchen_access: CookingPot,
  wifi: Wifi,
  laundry: WashingMachine,
  bike: Bike,
  car_use: Car,
  pickup: Bus,
  lessons: GraduationCap,
};

const statusVariant = {
  draft: 'neutral',
  listed: 'success',
  paused: 'warning',
} as const;

export function PropertyStatusBadge({
  status,
  className,
}: {
  status: PropertyStatus;
  className?: string;
}) {
  useTranslation(LABELS_NAMESPACE);
  return (
    <Badge variant={statusVariant[status]} className={className}>
      {propertyStatusLabel[status]}
    </Badge>
  );
}

export function PropertyTypeBadge({ type }: { type: PropertyType }) {
  useTranslation(LABELS_NAMESPACE);
  const Icon = propertyTypeIcon[type];
  return (
    <Badge variant="accent">
      <Icon aria-hidden="true" />
      {propertyTypeLabel[type]}
    </Badge>
  );
}

/**
 * A property's picture: the cover (the thumbnail on cards), or a warm
 * illustrated stand-in with the type's icon when there is none or it fails.
 */
export function PropertyCover({
  cover,
  type,
  alt,
  size = 'thumb',
  className,
}: {
  cover: { url: string; thumbnailUrl: string } | null;
  type: PropertyType;
  /** Describe the photo when it matters; '' when the card's title says it all. */
  alt: string;
  size?: 'thumb' | 'full';
  className?: string;
}) {
  const src = cover ? (size === 'thumb' ? cover.thumbnailUrl : cover.url) : null;
  const [failed, setFailed] = useState<string | null>(null);
  const Icon = propertyTypeIcon[type];
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {src && failed !== src ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-linear-to-br from-primary-soft via-background to-accent-soft text-primary/70">
          <Icon aria-hidden="true" className="size-10" strokeWidth={1.5} />
          {alt ? <span className="sr-only">{alt}</span> : null}
        </div>
      )}
    </div>
  );
}

/** What the host provides, as small labelled chips. */
export function ProvisionList({
  provides,
  limit,
  className,
}: {
  provides: readonly Provision[];
  /** Show this many, then "+N more". */
  limit?: number;
  className?: string;
}) {
  const { t } = useTranslation('properties');
  if (provides.length === 0) return null;
  const shown = limit ? provides.slice(0, limit) : provides;
  const rest = provides.length - shown.length;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={t('provisions.label')}>
      {shown.map((provision) => {
        const Icon = provisionIcon[provision];
        return (
          <li
            key={provision}
            className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-caption font-semibold text-accent-soft-foreground"
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {provisionLabel[provision]}
          </li>
        );
      })}
      {rest > 0 ? (
        <li className="inline-flex items-center rounded-full bg-muted px-2.5 py-0.5 text-caption font-semibold text-muted-foreground">
          {t('provisions.more', { count: rest })}
        </li>
      ) : null}
    </ul>
  );
}
