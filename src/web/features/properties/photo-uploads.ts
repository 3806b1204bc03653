import { AVATAR_IMAGE_TYPES } from '@shared/api/profile';
import { PROPERTY_LIMITS } from '@shared/api/property-fields';
import type { PhotoList } from '@shared/api/property-photos';
import { translate } from '@web/lib/i18n/i18n';
import { isAbortError } from '@web/lib/upload-with-progress';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadPropertyPhoto } from './api';
import { apiErrorText } from './error-text';

/** The image types a photo may be (the server checks the content; this is the picker's filter). */
export const PHOTO_ACCEPT = AVATAR_IMAGE_TYPES.join(',');

export type PendingPhotoState = 'queued' | 'uploading' | 'failed';

/** A photo picked on this device that is not (yet) on the server. */
export interface PendingPhoto {
  key: string;
  file: File;
  previewUrl: string;
  state: PendingPhotoState;
  /** 0-100 while uploading. */
  progress: number;
  error: string | null;
}

/** Why a picked file cannot be sent, or null. */
export function checkPhotoFile(file: File): string | null {
  if (file.size > PROPERTY_LIMITS.photoBytes) return translate('properties', 'photos.tooLarge');
  if (file.type && !file.type.startsWith('image/'))
    return translate('properties', 'photos.notPhoto');
  return null;
}

let counter = 0;
const makeKey = () => {
  counter += 1;
  return `photo-${counter}`;
};

const messageOf = (error: unknown) =>
  apiErrorText(error) ?? translate('common', 'errors.unexpected');

/**
 * Photos picked on this device, each uploaded on its own request so each has
 * its own progress bar. With a property id they upload as soon as they are
 * picked; without one (a property not created yet) they wait in a queue that
 * `uploadQueued(id)` sends later. Files that cannot be sent are refused at once.
 */
export function usePhotoUploads(options: {
  propertyId?: string | undefined;
  /** Photos already on the server (counted against the limit of 12). */
  existingCount: number;
  /** After each photo arrives, with the property's photos as the server now has them. */
  onUploaded?: (list: PhotoList, propertyId: string) => void;
}) {
  const { propertyId, existingCount, onUploaded } = options;
  const [items, setItems] = useState<PendingPhoto[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const controllers = useRef(new Map<string, AbortController>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  // Revoke previews and stop uploads when the page goes away.
  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live.values()) controller.abort();
      for (const item of itemsRef.current) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<PendingPhoto>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const drop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  /** Uploads one item; resolves true when it is on the server. */
  const send = useCallback(
    async (id: string, item: PendingPhoto): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      update(item.key, { state: 'uploading', progress: 0, error: null });
      try {
        const list = await uploadPropertyPhoto(
          id,
          item.file,
          (progress) => update(item.key, { progress }),
          controller.signal,
        );
        onUploadedRef.current?.(list, id);
        drop(item.key);
        return true;
      } catch (error) {
        if (isAbortError(error)) return false;
        update(item.key, { state: 'failed', error: messageOf(error) });
        return false;
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [drop, update],
  );

  // One upload at a time, in the order picked: the server keeps that order.
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback(
    (id: string, item: PendingPhoto) => {
      const run = queueRef.current.then(() => send(id, item));
      queueRef.current = run.catch(() => false);
      return run;
    },
    [send],
  );

  /** Adds picked files (refusing what cannot be sent); uploads them when the property exists. */
  const add = useCallback(
    (files: readonly File[]) => {
      const room = PROPERTY_LIMITS.photosPerProperty - existingCount - itemsRef.current.length;
      const problems: string[] = [];
      const accepted: PendingPhoto[] = [];
      for (const file of files) {
        const problem = checkPhotoFile(file);
        if (problem) {
          problems.push(
            translate('properties', 'photos.refusedFile', { file: file.name, problem }),
          );
          continue;
        }
        if (accepted.length >= room) {
          problems.push(
            translate('properties', 'photos.tooMany', {
              file: file.name,
              max: PROPERTY_LIMITS.photosPerProperty,
            }),
          );
          continue;
        }
        accepted.push({
          key: makeKey(),
          file,
          previewUrl: URL.createObjectURL(file),
          state: 'queued',
          progress: 0,
          error: null,
        });
      }
      setRefused(problems);
      if (accepted.length === 0) return;
      setItems((current) => [...current, ...accepted]);
      if (propertyId) for (const item of accepted) void enqueue(propertyId, item);
    },
    [enqueue, existingCount, propertyId],
  );

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((candidate) => candidate.key === key);
      if (item && propertyId) void enqueue(propertyId, item);
    },
    [enqueue, propertyId],
  );

  /** Moves a queued photo (before the property exists). */
  const move = useCallback((key: string, by: -1 | 1) => {
    setItems((current) => {
      const index = current.findIndex((item) => item.key === key);
      const to = index + by;
      const item = current[index];
      if (!item || to < 0 || to >= current.length) return current;
      const next = [...current];
      next.splice(index, 1);
      next.splice(to, 0, item);
      return next;
    });
  }, []);

  /** Sends every queued or failed photo to a property just created; true when all arrived. */
  const uploadQueued = useCallback(
    async (id: string) => {
      const pending = itemsRef.current;
      const results = await Promise.all(pending.map((item) => enqueue(id, item)));
      return results.every(Boolean);
    },
    [enqueue],
  );

  return {
    items,
    refused,
    clearRefused: () => setRefused([]),
    add,
    remove: drop,
    retry,
    move,
    uploadQueued,
    uploading: items.some((item) => item.state === 'uploading'),
  };
}
