import { PROPERTY_LIMITS } from '@shared/api/property-fields';
import type { Photo } from '@shared/api/property-photos';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeletePhoto, usePhotoListStore, useReorderPhotos, useSetCoverPhoto } from '../api';
import { apiErrorText } from '../error-text';
import { PHOTO_ACCEPT, usePhotoUploads } from '../photo-uploads';
import { PhotoTile } from './photo-tile';

type Uploads = ReturnType<typeof usePhotoUploads>;

const failed = (title: string) => (error: unknown) =>
  toast.error(title, { description: apiErrorText(error) });

/** The hidden file input and the button that opens it. */
function AddPhotosButton({
  onPick,
  disabled,
  count,
}: {
  onPick: (files: File[]) => void;
  disabled: boolean;
  count: number;
}) {
  const { t } = useTranslation('properties');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = count >= PROPERTY_LIMITS.photosPerProperty;
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // Picking the same file again still counts.
    if (files.length > 0) onPick(files);
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="outline"
        onClick={() => inputRef.current?.click()}
        disabled={disabled || full}
      >
        <ImagePlus aria-hidden="true" />
        {t('photos.add')}
      </Button>
      <span className="text-caption text-muted-foreground">
        {t('photos.count', { count, max: PROPERTY_LIMITS.photosPerProperty })}
      </span>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="property-photo-input"
        onChange={pick}
      />
    </div>
  );
}

function RefusedFiles({ uploads }: { uploads: Uploads }) {
  const { t } = useTranslation('properties');
  if (uploads.refused.length === 0) return null;
  return (
    <Alert tone="error" title={t('photos.refusedTitle')}>
      <ul className="list-disc pl-4">
        {uploads.refused.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Moves focus to `[data-focus=…]` inside `root` once the list has re-rendered. */
function useFocusAfterChange(root: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const element = root.current?.querySelector<HTMLButtonElement>(`[data-focus="${target}"]`);
    if (element && !element.disabled) element.focus();
    setTarget(null);
  }, [target, root]);
  return setTarget;
}

/**
 * The photos of a property that exists: uploads start at once (one bar per
 * photo), and moving, choosing the cover and deleting (after a confirmation)
 * save straight away.
 */
export function PhotoManager({ propertyId, photos }: { propertyId: string; photos: Photo[] }) {
  const { t } = useTranslation('properties');
  const store = usePhotoListStore();
  const uploads = usePhotoUploads({ propertyId, existingCount: photos.length, onUploaded: store });
  const reorder = useReorderPhotos(propertyId);
  const cover = useSetCoverPhoto(propertyId);
  const remove = useDeletePhoto(propertyId);
  const [confirming, setConfirming] = useState<Photo | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const focusLater = useFocusAfterChange(listRef);
  const busy = reorder.isPending || cover.isPending || remove.isPending;
  const total = photos.length + uploads.items.length;

  function move(photo: Photo, index: number, by: -1 | 1) {
    const ids = photos.map((p) => p.id);
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    ids.splice(index, 1);
    ids.splice(to, 0, photo.id);
    reorder.mutate(ids, {
      onSuccess: () => {
        setAnnouncement(t('photos.moved', { position: to + 1, total: ids.length }));
        focusLater(`${photo.id}:${by < 0 ? 'earlier' : 'later'}`);
      },
      onError: failed(t('photos.moveFailed')),
    });
  }

  function makeCover(photo: Photo, position: number) {
    cover.mutate(photo.id, {
      onSuccess: () => setAnnouncement(t('photos.coverChanged', { position })),
      onError: failed(t('photos.coverFailed')),
    });
  }

  function confirmDelete() {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t('photos.deleted'));
      },
      onError: (error) => {
        setConfirming(null);
        failed(t('photos.deleteFailed'))(error);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <AddPhotosButton onPick={uploads.add} disabled={false} count={total} />
      <RefusedFiles uploads={uploads} />
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-body-sm text-muted-foreground">
          {t('photos.emptyExisting')}
        </p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              focusKey={photo.id}
              src={photo.thumbnailUrl}
              position={index + 1}
              total={photos.length}
              isCover={photo.isCover}
              busy={busy}
              onMove={(by) => move(photo, index, by)}
              onCover={() => makeCover(photo, index + 1)}
              onRemove={() => setConfirming(photo)}
            />
          ))}
          {uploads.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              focusKey={item.key}
              src={item.previewUrl}
              position={photos.length + index + 1}
              total={total}
              isCover={false}
              progress={
                item.state === 'uploading' ? item.progress : item.state === 'queued' ? 0 : null
              }
              error={item.error}
              onRetry={() => uploads.retry(item.key)}
              onRemove={() => uploads.remove(item.key)}
              removeLabel={
                item.state === 'failed'
                  ? t('photos.dismiss', { position: photos.length + index + 1 })
                  : t('photos.cancelUpload', { position: photos.length + index + 1 })
              }
            />
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('photos.deleteTitle')}
        description={confirming?.isCover ? t('photos.deleteCoverText') : t('photos.deleteText')}
        confirmLabel={t('photos.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/**
 * Photos for a property not created yet: picked, previewed and put in order
 * here, uploaded (each with its bar) once the property is saved. The first
 * one becomes the cover.
 */
export function QueuedPhotos({ uploads, disabled }: { uploads: Uploads; disabled: boolean }) {
  const { t } = useTranslation('properties');
  const listRef = useRef<HTMLUListElement>(null);
  const focusLater = useFocusAfterChange(listRef);
  const total = uploads.items.length;
  return (
    <div className="flex flex-col gap-4">
      <AddPhotosButton onPick={uploads.add} disabled={disabled} count={total} />
      <RefusedFiles uploads={uploads} />
      {total === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-body-sm text-muted-foreground">
          {t('photos.emptyQueued')}
        </p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {uploads.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              focusKey={item.key}
              src={item.previewUrl}
              position={index + 1}
              total={total}
              isCover={index === 0}
              busy={disabled}
              progress={item.state === 'uploading' ? item.progress : null}
              error={item.error}
              onMove={
                disabled
                  ? undefined
                  : (by) => {
                      uploads.move(item.key, by);
                      focusLater(`${item.key}:${by < 0 ? 'earlier' : 'later'}`);
                    }
              }
              onRemove={() => uploads.remove(item.key)}
              removeLabel={t('photos.remove', { position: index + 1 })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
