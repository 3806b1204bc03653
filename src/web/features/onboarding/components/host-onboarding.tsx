import {
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
import { isApiError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n/format';
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
import { useTranslation } from 'react-i18next';
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

/** A toast for a failed write: `title` (already translated) and the server’s reason. */
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
  const { t } = useTranslation('onboarding');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [details, setDetails] = useState(initial?.details ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t('item.titleRequired'));
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
      setError(isApiError(e) ? e.message : t('item.saveFailed'));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label={t('item.title')} required error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            maxLength={ONBOARDING_LIMITS.title}
            placeholder={t('item.titlePlaceholder')}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <Field label={t('item.details')} hint={t('item.detailsHint')}>
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
        <SubmitButton pending={pending} pendingLabel={t('common:actions.saving')}>
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
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
  const { t } = useTranslation('onboarding');
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
          submitLabel={t('common:actions.save')}
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
            aria-label={t('item.moveUp', { title: item.title })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1 || moving}
            onClick={() => onMove(index, index + 1)}
            aria-label={t('item.moveDown', { title: item.title })}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            <span aria-hidden="true">{t('item.edit')}</span>
            <span className="sr-only">{t('item.editItem', { title: item.title })}</span>
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
                toast.error(t('item.imageTooLarge'), {
                  description: t('item.imageTooLargeHint'),
                });
                return;
              }
              setPhoto.mutate(
                { itemId: item.id, file },
                { onError: failed(t('item.uploadFailed')) },
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
            {setPhoto.isPending ? (
              t('item.uploading')
            ) : (
              <>
                <span aria-hidden="true">
                  {item.photoUrl ? t('item.changePhoto') : t('item.addPhoto')}
                </span>
                <span className="sr-only">
                  {item.photoUrl
                    ? t('item.changePhotoItem', { title: item.title })
                    : t('item.addPhotoItem', { title: item.title })}
                </span>
              </>
            )}
          </Button>
          {item.photoUrl ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={removePhoto.isPending}
              onClick={() =>
                removePhoto.mutate(item.id, { onError: failed(t('item.removePhotoFailed')) })
              }
            >
              <ImageOff aria-hidden="true" />
              <span aria-hidden="true">{t('item.removePhoto')}</span>
              <span className="sr-only">{t('item.removePhotoItem', { title: item.title })}</span>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" />
            <span aria-hidden="true">{t('item.delete')}</span>
            <span className="sr-only">{t('item.deleteItem', { title: item.title })}</span>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('item.deleteTitle', { title: item.title })}
        description={t('item.deleteDescription')}
        confirmLabel={t('item.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSettled: () => setDeleting(false),
            onError: failed(t('item.deleteFailed')),
          })
        }
      />
    </Card>
  );
}

/** The host's editor: the ordered checklist, then each member's progress and needs. */
export function HostOnboarding({ view }: { view: OnboardingView }) {
  const { t } = useTranslation('onboarding');
  const add = useAddItem(view.propertyId);
  const reorder = useReorderItems(view.propertyId);
  const move = (from: number, to: number) => {
    const ids = view.items.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    if (!moved) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, { onError: failed(t('host.reorderFailed')) });
  };
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="checklist-heading" className="flex min-w-0 flex-col gap-3">
        <h2
          id="checklist-heading"
          className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
        >
          <ClipboardList aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('host.checklistTitle')}
        </h2>
        {view.items.length === 0 ? (
          <EmptyState icon={ClipboardList} title={t('host.emptyTitle')}>
            {t('host.emptyText')}
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
              {t('host.addTitle')}
            </h3>
            <ItemForm
              submitLabel={t('host.addItem')}
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
  const { t } = useTranslation('onboarding');
  const format = useFormat();
  const ackNeed = useAcknowledgeNeed(view.propertyId);
  const titles = new Map(view.items.map((i) => [i.id, i.title]));
  return (
    <section aria-labelledby="progress-heading" className="flex flex-col gap-3">
      <h2
        id="progress-heading"
        className="flex items-center gap-2 font-display text-title font-semibold tracking-tight"
      >
        <Users aria-hidden="true" className="size-5 text-muted-foreground" />
        {t('host.progressTitle')}
      </h2>
      {view.members.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-5 text-body-sm text-muted-foreground">
          {t('host.noMembers')}
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
                  label={
                    m.helper.fullName
                      ? t('host.memberProgress', { name: m.helper.fullName })
                      : t('host.helperProgress')
                  }
                />
                {m.acknowledgements.length ? (
                  <details className="text-body-sm">
                    <summary className="cursor-pointer font-semibold text-primary">
                      {t('host.tickedItems')}
                    </summary>
                    <ul className="mt-2 flex flex-col gap-1">
                      {m.acknowledgements.map((a) => (
                        <li key={a.itemId} className="flex justify-between gap-3">
                          <span className="min-w-0 truncate">{titles.get(a.itemId)}</span>
                          <span className="shrink-0 text-muted-foreground">
                            {format.dateTime(a.acknowledgedAt)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                {m.needs.length ? (
                  <div className="flex flex-col gap-2">
                    <h3 className="text-body-sm font-semibold">{t('host.theirNeeds')}</h3>
                    <ul className="flex flex-col gap-2">
                      {m.needs.map((need) => (
                        <li
                          key={need.id}
                          className="flex flex-col gap-1.5 rounded-xl bg-muted/60 p-3 text-body-sm"
                        >
                          <span>
                            <span className="font-semibold">
                              {t('host.needKind', { kind: t(`needKinds.${need.kind}`) })}
                            </span>{' '}
                            <span className="whitespace-pre-line break-words">{need.details}</span>
                          </span>
                          {need.acknowledgedAt ? (
                            <span className="inline-flex items-center gap-1 text-caption text-success">
                              <Check aria-hidden="true" className="size-3.5" />
                              {t('host.acknowledgedAt', {
                                when: format.dateTime(need.acknowledgedAt),
                              })}
                            </span>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline"
                              className="self-start"
                              disabled={ackNeed.isPending && ackNeed.variables === need.id}
                              onClick={() =>
                                ackNeed.mutate(need.id, {
                                  onError: failed(t('host.acknowledgeFailed')),
                                })
                              }
                            >
                              <Check aria-hidden="true" />
                              <span aria-hidden="true">{t('host.acknowledge')}</span>
                              <span className="sr-only">
                                {t('host.acknowledgeNeed', {
                                  kind: t(`needKinds.${need.kind}`),
                                  details: need.details,
                                })}
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
