import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { ArrowLeft, ArrowRight, CircleAlert, RotateCw, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface PhotoTileProps {
  /** Stable id for focus targets. */
  focusKey: string;
  src: string;
  /** "Photo 2 of 5". */
  position: number;
  total: number;
  isCover: boolean;
  /** Uploading: 0-100; null when not uploading. */
  progress?: number | null;
  error?: string | null;
  busy?: boolean;
  onMove?: ((by: -1 | 1) => void) | undefined;
  onCover?: (() => void) | undefined;
  onRemove?: (() => void) | undefined;
  onRetry?: (() => void) | undefined;
  removeLabel?: string;
}

/** One photo in the editor: its picture, cover mark, upload progress and its actions. */
export function PhotoTile({
  focusKey,
  src,
  position,
  total,
  isCover,
  progress = null,
  error = null,
  busy = false,
  onMove,
  onCover,
  onRemove,
  onRetry,
  removeLabel,
}: PhotoTileProps) {
  const { t } = useTranslation('properties');
  const uploading = progress !== null;
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border bg-card shadow-soft',
        error ? 'border-destructive/50' : isCover ? 'border-primary' : 'border-border',
      )}
      aria-label={t('photos.tile', { position, total, cover: isCover ? 'yes' : 'no' })}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <img src={src} alt="" className="size-full object-cover" decoding="async" />
        {isCover ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-caption font-semibold text-primary-foreground shadow-soft">
            <Star aria-hidden="true" className="size-3 fill-current" />
            {t('photos.cover')}
          </span>
        ) : null}
        {uploading ? (
          <div className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-foreground/55 px-2.5 py-2 text-caption font-semibold text-white">
            <span aria-hidden="true">
              {t('photos.uploadingPercent', { percent: Math.round(progress) / 100 })}
            </span>
            <Progress
              value={progress}
              label={t('photos.uploadingPhoto', { position })}
              className="h-1.5 bg-white/30"
            />
          </div>
        ) : null}
      </div>
      {error ? (
        <p
          className="flex items-start gap-1.5 px-2.5 pt-2 text-caption text-destructive"
          role="alert"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {error}
        </p>
      ) : null}
      <div className="flex items-center p-1">
        {onMove ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              data-focus={`${focusKey}:earlier`}
              onClick={() => onMove(-1)}
              disabled={busy || position === 1}
              aria-label={t('photos.moveEarlier', { position })}
            >
              <ArrowLeft aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              data-focus={`${focusKey}:later`}
              onClick={() => onMove(1)}
              disabled={busy || position === total}
              aria-label={t('photos.moveLater', { position })}
            >
              <ArrowRight aria-hidden="true" />
            </Button>
          </>
        ) : null}
        {onCover && !isCover ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onCover}
            disabled={busy}
            aria-label={t('photos.makeCover', { position })}
            title={t('photos.makeThisCover')}
          >
            <Star aria-hidden="true" />
          </Button>
        ) : null}
        {onRetry && error ? (
          <Button variant="ghost" size="sm" onClick={onRetry} disabled={busy}>
            <RotateCw aria-hidden="true" />
            {t('photos.retry')}
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-8 text-destructive hover:bg-destructive/10"
            onClick={onRemove}
            disabled={busy && !uploading}
            aria-label={removeLabel ?? t('photos.delete', { position })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
