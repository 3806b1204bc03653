import { AVATAR_IMAGE_TYPES, PROFILE_LIMITS, type Profile } from '@shared/api/profile';
import { Avatar } from '@web/components/avatar';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Camera, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { showProfileError, useUploadAvatar } from '../api';

/** SPEC 5: refuse an image over 5 MB before uploading it. */
export function checkAvatarFile(file: File): 'ok' | 'too-large' | 'not-an-image' {
  if (file.size > PROFILE_LIMITS.avatarBytes) return 'too-large';
  if (file.type && !file.type.startsWith('image/')) return 'not-an-image';
  return 'ok';
}

/**
 * The profile photo: pick an image, see it, then save it with upload
 * progress. Too large is refused here, before any upload.
 */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const upload = useUploadAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // Picking the same file again still counts.
    if (!chosen) return;
    const verdict = checkAvatarFile(chosen);
    if (verdict === 'too-large') {
      toast.error(t('avatar.tooLargeTitle'), {
        description: t('avatar.tooLargeDescription'),
      });
      return;
    }
    if (verdict === 'not-an-image') {
      toast.error(t('errors.upload.title'), {
        description: t('avatar.notAnImage'),
      });
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function clear() {
    setFile(null);
    setPreview(null);
  }

  function save() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        clear();
        toast.success(t('updated'));
      },
      onError: (error) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        showProfileError('upload', error);
      },
    });
  }

  const uploading = upload.isPending;
  const percent = upload.progress ?? 0;

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative">
        <Avatar
          src={preview ?? profile.avatarUrl}
          name={profile.fullName}
          email={profile.email}
          alt={preview ? t('avatar.previewAlt') : t('avatar.photoAlt')}
          className="size-28 text-headline shadow-lifted ring-4 ring-card md:size-32"
        />
        {uploading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-foreground/45 text-body-sm font-semibold text-white">
            <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
          </span>
        ) : null}
        {!file ? (
          <Button
            size="icon"
            variant="primary"
            className="absolute right-0 bottom-0 size-10 rounded-full ring-4 ring-card"
            onClick={() => inputRef.current?.click()}
            aria-label={t('avatar.change')}
          >
            <Camera aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={AVATAR_IMAGE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file-input"
        onChange={pick}
      />
      {file ? (
        <div className="flex w-full max-w-xs flex-col items-center gap-2">
          {uploading ? (
            <>
              <Progress value={percent} label={t('avatar.uploadingLabel')} />
              <p className="text-caption text-muted-foreground" aria-live="polite">
                {t('avatar.uploading', { percent: Math.round(percent) / 100 })}
              </p>
              <Button variant="ghost" size="sm" onClick={upload.cancel}>
                {t('avatar.cancelUpload')}
              </Button>
            </>
          ) : (
            <>
              <p className="text-caption text-muted-foreground">{t('avatar.lookingGood')}</p>
              <div className="flex gap-2">
                <Button size="sm" onClick={save}>
                  {t('avatar.save')}
                </Button>
                <Button size="sm" variant="outline" onClick={clear}>
                  {t('common:actions.cancel')}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
