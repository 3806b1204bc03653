import type { PropertyType } from '@shared/api/property-fields';
import type { Photo } from '@shared/api/property-photos';
import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PropertyCover } from './property-visuals';

/** The property's photos: one large, previous/next, and a strip of thumbnails to jump to. */
export function PhotoGallery({
  photos,
  title,
  type,
}: {
  photos: readonly Photo[];
  title: string;
  type: PropertyType;
}) {
  const { t } = useTranslation('properties');
  const ordered = [...photos].sort((a, b) => a.position - b.position);
  const coverIndex = Math.max(
    0,
    ordered.findIndex((photo) => photo.isCover),
  );
  const [index, setIndex] = useState(coverIndex);
  const current = ordered[Math.min(index, ordered.length - 1)];

  if (!current) {
    return (
      <PropertyCover
        cover={null}
        type={type}
        alt={t('gallery.noPhotos', { title })}
        className="aspect-[16/10] w-full rounded-2xl"
      />
    );
  }

  const total = ordered.length;
  const go = (by: number) => setIndex((i) => (i + by + total) % total);
  const position = ordered.indexOf(current) + 1;

  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-2">
      <div className="relative overflow-hidden rounded-2xl bg-muted">
        <img
          src={current.url}
          alt={t('gallery.photoAlt', { title, position, total })}
          width={current.width}
          height={current.height}
          className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]"
          decoding="async"
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
              className="absolute top-1/2 left-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-soft hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
              className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-soft hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <span
              className="absolute right-3 bottom-3 rounded-full bg-foreground/70 px-2.5 py-0.5 text-caption font-semibold text-background"
              aria-live="polite"
            >
              {t('gallery.counter', { position, total })}
            </span>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.all')}>
          {ordered.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('gallery.show', { position: i + 1 })}
                aria-current={photo === current ? 'true' : undefined}
                className={cn(
                  'block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  photo === current
                    ? 'border-primary'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={photo.thumbnailUrl}
                  alt=""
                  className="h-14 w-20 object-cover"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
