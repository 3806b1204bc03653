import { CHORE_LIMITS, CHORE_MESSAGES, type Chore, choreSubmitSchema } from '@shared/api/chores';
import { AVATAR_IMAGE_TYPES } from '@shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Progress } from '@web/components/ui/progress';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { pointsText } from '@web/lib/labels/chore-labels';
import { isOnline } from '@web/lib/offline/online-status';
import { outbox } from '@web/lib/offline/outbox';
import { runMutation } from '@web/lib/run-mutation';
import { useSession } from '@web/lib/session/session';
import { isAbortError } from '@web/lib/upload-with-progress';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { Camera, ImagePlus, Trash2, WifiOff } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  CHORE_HAND_IN_OUTBOX_KIND,
  useRemoveChorePhoto,
  useSubmitChore,
  useUploadChorePhoto,
} from '../api';
import type { QueuedHandIn } from '../hand-in-outbox';
import { useWaitingHandIn } from '../use-waiting-hand-in';

/** Same checks as avatars: an image type, at most 5 MB (the server checks the content). */
export function checkChorePhoto(file: File): string | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a photo (JPEG, PNG, WebP, GIF, AVIF or HEIC)';
  if (file.size > CHORE_LIMITS.photoBytes) return CHORE_MESSAGES.photoTooLarge;
  return null;
}

type Name = 'note' | 'minutesSpent' | 'photo' | 'form';

/** The helper hands a chore in: an optional note, a photo and the minutes it took. */
export function SubmitChoreForm({ chore }: { chore: Chore }) {
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
            photo: isApiError(error) ? error.message : 'The photo didn’t upload. Try again.',
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
      setErrors({ photo: 'Wait for the photo to finish uploading' });
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
          toast.success('Handed in', {
            description: `Your host will review it. ${pointsText(chore.points)} when approved.`,
          }),
        onError: (error) =>
          setErrors({
            form: isApiError(error) ? error.message : 'Couldn’t hand it in. Try again.',
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
    else
      toast('Saved on this device', {
        description: 'It will be handed in when you’re back online.',
      });
  }

  if (waiting) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3 text-body-sm"
      >
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          <span className="font-semibold">Waiting for a connection.</span> Your hand-in is saved on
          this device and will be sent when you’re back online.
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
      aria-label="Mark as done"
      className="flex flex-col gap-4"
    >
      {errors.form ? (
        <p role="alert" className="text-body-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Field
        label="Note for your host"
        error={errors.note}
        hint="Optional: anything they should know."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CHORE_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder="All done. The back gate latch is loose."
          />
        )}
      </Field>

      <div className="flex flex-col gap-2">
        <p className="text-body-sm font-semibold" id="chore-photo-label">
          Photo
          <span className="ml-1 font-normal text-muted-foreground">(optional)</span>
        </p>
        {keptPhotoUrl ? (
          <div className="flex flex-wrap items-end gap-3">
            <img
              src={keptPhotoUrl}
              alt="What you are handing in, kept on this device"
              className="max-h-48 rounded-xl object-cover"
            />
            <div className="flex flex-col gap-2">
              <p className="text-caption text-muted-foreground">
                Kept on this device: it goes with your hand-in when you’re back online.
              </p>
              <Button
                size="sm"
                variant="ghost"
                className="self-start text-destructive hover:bg-destructive/10"
                onClick={() => setKeptPhoto(null)}
              >
                <Trash2 aria-hidden="true" />
                Remove photo
              </Button>
            </div>
          </div>
        ) : chore.photoUrl && !uploading ? (
          <div className="flex flex-wrap items-end gap-3">
            <img
              src={chore.photoUrl}
              alt="What you handed in for this chore"
              className="max-h-48 rounded-xl object-cover"
              decoding="async"
            />
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                <Camera aria-hidden="true" />
                Replace
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10"
                disabled={removePhoto.isPending}
                onClick={() => removePhoto.mutate()}
              >
                <Trash2 aria-hidden="true" />
                Remove photo
              </Button>
            </div>
          </div>
        ) : uploading ? (
          <div
            className="flex flex-col gap-2 rounded-xl border border-border p-3"
            aria-live="polite"
          >
            <p className="text-body-sm">Uploading… {Math.round(progress)}%</p>
            <Progress value={progress} label="Uploading the photo" />
            <Button
              size="sm"
              variant="ghost"
              className="self-start"
              onClick={() => abort.current?.abort()}
            >
              Cancel upload
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
            Add a photo of the result
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

      <Field
        label="Minutes spent"
        error={errors.minutesSpent}
        hint="Counts towards your weekly hours."
      >
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
        pendingLabel="Handing in…"
        variant="accent"
        size="lg"
        className="sm:self-start"
        disabled={uploading}
        worksOffline
      >
        Mark as done
      </SubmitButton>
    </form>
  );
}
