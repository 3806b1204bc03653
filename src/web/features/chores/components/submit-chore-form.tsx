import { CHORE_LIMITS, type Chore, choreSubmitSchema } from '@shared/api/chores';
import { AVATAR_IMAGE_TYPES } from '@shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { translate } from '@web/lib/i18n/i18n';
import { isOnline } from '@web/lib/offline/online-status';
import { outbox } from '@web/lib/offline/outbox';
import { runMutation } from '@web/lib/run-mutation';
import { useSession } from '@web/lib/session/session';
import { isAbortError } from '@web/lib/upload-with-progress';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { Camera, ImagePlus, Trash2, WifiOff } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CHORE_HAND_IN_OUTBOX_KIND,
  choreErrorText,
  useRemoveChorePhoto,
  useSubmitChore,
  useUploadChorePhoto,
} from '../api';
import type { QueuedHandIn } from '../hand-in-outbox';
import { useWaitingHandIn } from '../use-waiting-hand-in';

/** Same checks as avatars: an image type, at most 5 MB (the server checks the content). */
export function checkChorePhoto(file: File): string | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type))
    return translate('chores', 'submit.photoType');
  if (file.size > CHORE_LIMITS.photoBytes) return translate('chores', 'submit.photoTooLarge');
  return null;
}

type Name = 'note' | 'minutesSpent' | 'photo' | 'form';

/** The helper hands a chore in: an optional note, a photo and the minutes it took. */
export function SubmitChoreForm({ chore }: { chore: Chore }) {
  const { t } = useTranslation('chores');
  const submit = useSubmitChore();
  const upload = useUploadChorePhoto(chore.id);
  const removePhoto = useRemoveChorePhoto(chore.id);
  const [note, setNote] = useState('');
  const [minutes, setMinutes] = useState(
    chore.estimatedMinutes !== null ? String(chore.estimatedMinutes) : '',
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const session = useSession();
  const waiting = useWaitingHandIn(chore.id);
  // A photo picked with no network stays here until the hand-in goes to the outbox.
  const [keptPhoto, setKeptPhoto] = useState<File | null>(null);
  const keptPhotoUrl = useMemo(
    () => (keptPhoto ? URL.createObjectURL(keptPhoto) : null),
    [keptPhoto],
  );
  useEffect(() => () => void (keptPhotoUrl && URL.revokeObjectURL(keptPhotoUrl)), [keptPhotoUrl]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkChorePhoto(file);
    if (problem) {
      setErrors((e) => ({ ...e, photo: problem }));
      return;
    }
    setErrors((e) => ({ ...e, photo: undefined }));
    if (!isOnline()) {
      setKeptPhoto(file);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    runMutation(
      upload,
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSettled: () => setProgress(null),
        onError: (error) => {
          if (isAbortError(error)) return;
          setErrors((e) => ({
            ...e,
            photo: choreErrorText(error) ?? t('submit.uploadFailed'),
          }));
        },
      },
    );
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const body = {
      note: note.trim() === '' ? null : note,
      minutesSpent: minutes.trim() === '' ? null : Number(minutes),
    };
    const checked = validateForm(choreSubmitSchema, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (progress !== null) {
      setErrors({ photo: t('submit.waitForUpload') });
      return;
    }
    setErrors({});
    if (!isOnline() || keptPhoto) {
      void keep(body);
      return;
    }
    runMutation(
      submit,
      { id: chore.id, note: body.note, minutesSpent: body.minutesSpent },
      {
        onSuccess: () =>
          toast.success(t('submit.handedIn'), {
            description: t('submit.handedInDescription', { count: chore.points }),
          }),
        onError: (error) =>
          setErrors({
            form: choreErrorText(error) ?? t('submit.failed'),
          }),
      },
    );
  }

  /** No network: the hand-in (and its photo) waits on the device, and goes when there is one. */
  async function keep(body: { note: string | null; minutesSpent: number | null }) {
    if (session.status !== 'signed-in') return;
    const helperId = session.user.id;
    const handIn: QueuedHandIn = {
      choreId: chore.id,
      choreTitle: chore.title,
      helperId,
      ...body,
      photo: keptPhoto,
      photoName: keptPhoto?.name ?? null,
      queuedAt: Date.now(),
    };
    const id = crypto.randomUUID();
    await outbox.add({ id, kind: CHORE_HAND_IN_OUTBOX_KIND, userId: helperId, payload: handIn });
    setKeptPhoto(null);
    if (isOnline()) void outbox.flush(helperId, queryClient).catch(() => undefined);
    else toast(t('submit.saved'), { description: t('submit.savedDescription') });
  }

  if (waiting) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3 text-body-sm"
      >
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          <Trans
            t={t}
            i18nKey="submit.waiting"
            components={{ strong: <span className="font-semibold" /> }}
          />
        </span>
      </p>
    );
  }

  const uploading = progress !== null;
  return (
    <form
      id="submit"
      noValidate
      onSubmit={send}
      aria-label={t('actions.markDone')}
      className="flex flex-col gap-4"
    >
      {errors.form ? (
        <p role="alert" className="text-body-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Field label={t('submit.note')} error={errors.note} hint={t('submit.noteHint')}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CHORE_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('submit.notePlaceholder')}
          />
        )}
      </Field>

      <div className="flex flex-col gap-2">
        <p className="text-body-sm font-semibold" id="chore-photo-label">
          {t('submit.photo')}
          <span className="ml-1 font-normal text-muted-foreground">{t('submit.optional')}</span>
        </p>
        {keptPhotoUrl ? (
          <div className="flex flex-wrap items-end gap-3">
            <img
              src={keptPhotoUrl}
              alt={t('submit.keptPhotoAlt')}
              className="max-h-48 rounded-xl object-cover"
            />
            <div className="flex flex-col gap-2">
              <p className="text-caption text-muted-foreground">{t('submit.keptPhotoText')}</p>
              <Button
                size="sm"
                variant="ghost"
                className="self-start text-destructive hover:bg-destructive/10"
                onClick={() => setKeptPhoto(null)}
              >
                <Trash2 aria-hidden="true" />
                {t('submit.removePhoto')}
              </Button>
            </div>
          </div>
        ) : chore.photoUrl && !uploading ? (
          <div className="flex flex-wrap items-end gap-3">
            <img
              src={chore.photoUrl}
              alt={t('submit.photoAlt')}
              className="max-h-48 rounded-xl object-cover"
              decoding="async"
            />
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                <Camera aria-hidden="true" />
                {t('submit.replace')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10"
                disabled={removePhoto.isPending}
                onClick={() => removePhoto.mutate()}
              >
                <Trash2 aria-hidden="true" />
                {t('submit.removePhoto')}
              </Button>
            </div>
          </div>
        ) : uploading ? (
          <div
            className="flex flex-col gap-2 rounded-xl border border-border p-3"
            aria-live="polite"
          >
            <p className="text-body-sm">
              {t('submit.uploading', { percent: Math.round(progress) })}
            </p>
            <Progress value={progress} label={t('submit.uploadingLabel')} />
            <Button
              size="sm"
              variant="ghost"
              className="self-start"
              onClick={() => abort.current?.abort()}
            >
              {t('submit.cancelUpload')}
            </Button>
          </div>
        ) : (
          <Button
            variant="outline"
            className="h-24 flex-col gap-1 border-dashed"
            onClick={() => fileInput.current?.click()}
            aria-describedby={errors.photo ? 'chore-photo-error' : undefined}
          >
            <ImagePlus aria-hidden="true" className="size-6!" />
            {t('submit.addPhoto')}
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={AVATAR_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby="chore-photo-label"
          data-testid="chore-photo-input"
          onChange={pick}
        />
        {errors.photo ? (
          <p id="chore-photo-error" role="alert" className="text-body-sm text-destructive">
            {errors.photo}
          </p>
        ) : null}
      </div>

      <Field label={t('submit.minutes')} error={errors.minutesSpent} hint={t('submit.minutesHint')}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={CHORE_LIMITS.minutesSpent}
            value={minutes}
            onChange={(event) => {
              setMinutes(event.target.value);
              setErrors((e) => ({ ...e, minutesSpent: undefined }));
            }}
            className="max-w-40"
          />
        )}
      </Field>

      <SubmitButton
        pending={submit.isPending}
        pendingLabel={t('submit.handingIn')}
        variant="accent"
        size="lg"
        className="sm:self-start"
        disabled={uploading}
        worksOffline
      >
        {t('actions.markDone')}
      </SubmitButton>
    </form>
  );
}
