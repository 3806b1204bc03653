import {
  NEED_KIND_LABELS,
  ONBOARDING_LIMITS,
  type OnboardingItem,
  type OnboardingView,
} from '@shared/api/onboarding';
import { EmptyState } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { formatWhen } from '@web/features/agreements/components/agreement-view';
import { isApiError } from '@web/lib/api-client';
import {
  ArrowDown,
  ArrowUp,
  Check,
  ClipboardList,
  ImageOff,
  ImagePlus,
  Pencil,
  Plus,
  Trash2,
  Users,
} from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  useAcknowledgeNeed,
  useAddItem,
  useDeleteItem,
  useDeleteItemPhoto,
  useReorderItems,
  useSetItemPhoto,
  useUpdateItem,
} from '../api';
import { ProgressLine } from './helper-onboarding';

const failed = (title: string) => (error: unknown) =>
  toast.error(title, { description: isApiError(error) ? error.message : undefined });

/** Title and details: adding a new item, or editing one in place. */
export function ItemForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: { title: string; details: string | null };
  submitLabel: string;
  pending: boolean;
  onSubmit: (value: { title: string; details: string | null }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [details, setDetails] = useState(initial?.details ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Give the item a title');
      return;
    }
    try {
      await onSubmit({ title: title.trim(), details: details.trim() || null });
      if (!initial) {
        setTitle('');
        setDetails('');
      }
      setError(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Couldn’t save it');
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Title" required error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            maxLength={ONBOARDING_LIMITS.title}
            placeholder="e.g. Keys and the front gate"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <Field label="Details" hint="What the helper needs to know or do">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={ONBOARDING_LIMITS.details}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ItemRow({
  item,
  index,
  count,
  propertyId,
  onMove,
  moving,
}: {
  item: OnboardingItem;
  index: number;
  count: number;
  propertyId: string;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}) {
  const update = useUpdateItem(propertyId);
  const remove = useDeleteItem(propertyId);
  const setPhoto = useSetItemPhoto(propertyId);
  const removePhoto = useDeleteItemPhoto(propertyId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  return (
    <Card className="flex flex-col gap-3 p-4">
      {editing ? (
        <ItemForm
          initial={item}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (value) => {
            await update.mutateAsync({ itemId: item.id, ...value });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex gap-3">
          {item.photoUrl ? (
            <img
              src={item.photoUrl}
              alt=""
              className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">
              <span className="text-muted-foreground">{index + 1}.</span> {item.title}
            </h3>
            {item.details ? (
              <p className="line-clamp-3 whitespace-pre-line break-words text-body-sm text-muted-foreground">
                {item.details}
              </p>
            ) : null}
          </div>
        </div>
      )}
      {editing ? null : (
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0 || moving}
            onClick={() => onMove(index, index - 1)}
            aria-label={`Move “${item.title}” up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
            aria-label={`Move “${item.title}” down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> “{item.title}”</span>
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (file.size > ONBOARDING_LIMITS.photoBytes) {
                toast.error('Image too large', {
                  description: 'Please select an image under 10MB',
                });
                return;
              }
              setPhoto.mutate(
                { itemId: item.id, file },
                { onError: failed('Couldn’t upload the photo') },
              );
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={setPhoto.isPending}
            aria-busy={setPhoto.isPending || undefined}
            onClick={() => fileRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {setPhoto.isPending ? 'Uploading…' : item.photoUrl ? 'Change photo' : 'Add photo'}
            <span className="sr-only"> for “{item.title}”</span>
          </Button>
          {item.photoUrl ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={removePhoto.isPending}
              onClick={() =>
                removePhoto.mutate(item.id, { onError: failed('Couldn’t remove the photo') })
              }
            >
              <ImageOff aria-hidden="true" />
              Remove photo<span className="sr-only"> of “{item.title}”</span>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> “{item.title}”</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete “${item.title}”?`}
        description="It disappears from every helper’s checklist, with their ticks on it."
        confirmLabel="Delete item"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSettled: () => setDeleting(false),
            onError: failed('Couldn’t delete the item'),
          })
        }
      />
    </Card>
  );
}

/** The host's editor: the ordered checklist, then each member's progress and needs. */
export function HostOnboarding({ view }: { view: OnboardingView }) {
  const add = useAddItem(view.propertyId);
  const reorder = useReorderItems(view.propertyId);
  const move = (from: number, to: number) => {
    const ids = view.items.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, { onError: failed('Couldn’t reorder') });
  };
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="checklist-heading" className="flex min-w-0 flex-col gap-3">
        <h2
          id="checklist-heading"
          className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
        >
          <ClipboardList aria-hidden="true" className="size-5 text-muted-foreground" />
          Induction checklist
        </h2>
        {view.items.length === 0 ? (
          <EmptyState icon={ClipboardList} title="No items yet">
            Add what a new helper should know on day one: keys, wifi, fire exits, the animals’
            routine.
          </EmptyState>
        ) : (
          <ol className="flex flex-col gap-3">
            {view.items.map((item, i) => (
              <li key={item.id}>
                <ItemRow
                  item={item}
                  index={i}
                  count={view.items.length}
                  propertyId={view.propertyId}
                  onMove={move}
                  moving={reorder.isPending}
                />
              </li>
            ))}
          </ol>
        )}
        {view.items.length < ONBOARDING_LIMITS.items ? (
          <Card className="p-4 md:p-5">
            <h3 className="mb-3 flex items-center gap-2 font-semibold">
              <Plus aria-hidden="true" className="size-4" />
              Add an item
            </h3>
            <ItemForm
              submitLabel="Add item"
              pending={add.isPending}
              onSubmit={(value) => add.mutateAsync(value)}
            />
          </Card>
        ) : null}
      </section>
      <MembersProgress view={view} />
    </div>
  );
}

function MembersProgress({ view }: { view: OnboardingView }) {
  const ackNeed = useAcknowledgeNeed(view.propertyId);
  const titles = new Map(view.items.map((i) => [i.id, i.title]));
  return (
    <section aria-labelledby="progress-heading" className="flex flex-col gap-3">
      <h2
        id="progress-heading"
        className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
      >
        <Users aria-hidden="true" className="size-5 text-muted-foreground" />
        Helpers’ progress
      </h2>
      {view.members.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-5 text-body-sm text-muted-foreground">
          No helpers staying yet. Their progress shows here once they join.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {view.members.map((m) => (
            <li key={m.helper.id}>
              <Card className="flex flex-col gap-3 p-4">
                <PersonCard person={m.helper} compact />
                <ProgressLine
                  done={m.done}
                  total={m.total}
                  completedAt={m.completedAt}
                  label={`${m.helper.fullName ?? 'Helper'}’s progress`}
                />
                {m.acknowledgements.length ? (
                  <details className="text-body-sm">
                    <summary className="cursor-pointer font-semibold text-primary">
                      Ticked items
                    </summary>
                    <ul className="mt-2 flex flex-col gap-1">
                      {m.acknowledgements.map((a) => (
                        <li key={a.itemId} className="flex justify-between gap-3">
                          <span className="min-w-0 truncate">{titles.get(a.itemId)}</span>
                          <span className="shrink-0 text-muted-foreground">
                            {formatWhen(a.acknowledgedAt)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                {m.needs.length ? (
                  <div className="flex flex-col gap-2">
                    <h3 className="text-body-sm font-semibold">Their needs</h3>
                    <ul className="flex flex-col gap-2">
                      {m.needs.map((need) => (
                        <li
                          key={need.id}
                          className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-3 text-body-sm"
                        >
                          <span>
                            <span className="font-semibold">{NEED_KIND_LABELS[need.kind]}:</span>{' '}
                            <span className="whitespace-pre-line break-words">{need.details}</span>
                          </span>
                          {need.acknowledgedAt ? (
                            <span className="inline-flex items-center gap-1 text-caption text-success">
                              <Check aria-hidden="true" className="size-3.5" />
                              Acknowledged {formatWhen(need.acknowledgedAt)}
                            </span>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline"
                              className="self-start"
                              disabled={ackNeed.isPending && ackNeed.variables === need.id}
                              onClick={() =>
                                ackNeed.mutate(need.id, { onError: failed('Couldn’t acknowledge') })
                              }
                            >
                              <Check aria-hidden="true" />
                              Acknowledge
                              <span className="sr-only">
                                {' '}
                                {NEED_KIND_LABELS[need.kind]}: {need.details}
                              </span>
                            </Button>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
