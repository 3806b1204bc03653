import type { SavedProperty } from '@shared/api/saved-properties';
import { CardGridSkeleton, EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PropertyCover } from '@web/features/properties/components/property-visuals';
import { useFormat } from '@web/lib/i18n/format';
import { countryName } from '@web/lib/labels/property-labels';
import { Heart, LoaderCircle, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSavedList } from '../api';
import { SaveButton } from '../components/save-button';

/** /saved (helpers): the properties they saved, newest first, paused and full ones marked. */
export default function SavedPage() {
  const { t } = useTranslation('discovery');
  const list = useSavedList();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const exploreButton = (
    <Button asChild>
      <Link to="/explore">{t('saved.explore')}</Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('saved.title')} description={t('saved.description')} />
      {list.isPending ? (
        <CardGridSkeleton label={t('saved.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} what={t('saved.what')} />
      ) : items.length === 0 ? (
        <EmptyState icon={Heart} title={t('saved.emptyTitle')} actions={exploreButton}>
          {t('saved.emptyText')}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((property) => (
              <li key={property.id} className="flex">
                <SavedCard property={property} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : null}
              {t('saved.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function SavedCard({ property }: { property: SavedProperty }) {
  const { t } = useTranslation('discovery');
  const { dateTime } = useFormat();
  const place = [property.city, property.region, countryName(property.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <Card className="group relative flex w-full flex-col overflow-hidden">
      <div className="relative">
        <PropertyCover
          cover={property.cover}
          type={property.type}
          alt=""
          className="aspect-[16/10] w-full"
        />
        <div className="absolute top-3 right-3 z-10">
          <SaveButton propertyId={property.id} title={property.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-display text-title leading-snug font-semibold tracking-tight break-words">
          {property.paused ? (
            property.title
          ) : (
            <Link
              to={`/properties/${property.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[a:focus-visible]:underline"
            >
              {property.title}
            </Link>
          )}
        </h2>
        <p className="flex items-center gap-1 text-body-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {place}
        </p>
        {property.paused || property.full ? (
          <div className="flex flex-col gap-1">
            <Badge variant="outline" className="self-start">
              {property.paused ? t('saved.paused') : t('saved.full')}
            </Badge>
            <p className="text-body-sm text-muted-foreground">
              {property.paused ? t('saved.pausedText') : t('saved.fullText')}
            </p>
          </div>
        ) : null}
        <p className="mt-auto pt-2 text-caption text-muted-foreground">
          {t('saved.savedOn', { date: dateTime(property.savedAt, { dateStyle: 'medium' }) })}
        </p>
      </div>
    </Card>
  );
}
