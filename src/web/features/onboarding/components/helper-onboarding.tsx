import {
  type HelperNeed,
  NEED_KINDS,
  type NeedKind,
  ONBOARDING_LIMITS,
  type OnboardingView,
} from '@shared/api/onboarding';
import { EmptyState } from '@web/components/page-states';
import { Select } from '@web/components/select';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Progress } from '@web/components/ui/progress';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/i18n/format';
import {
  Check,
  CircleCheck,
  ClipboardList,
  HeartHandshake,
  MessageCircleQuestion,
  Trash2,
} from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { startPropertyConversation, useAcknowledgeItem, useAddNeed, useDeleteNeed } from '../api';

/** Progress as "3 of 5 done" with a bar. */
export function ProgressLine({
  done,
  total,
  completedAt,
  label,
}: {
  done: number;
  total: number;
  completedAt: string | null;
  label: string;
}) {
  const { t } = useTranslation('onboarding');
  const format = useFormat();
  const percent = total ? (done / total) * 100 : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-body-sm">
        <span className="font-semibold">{t('progress.done', { done, total })}</span>
        {completedAt ? (
          <span className="inline-flex items-center gap-1 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('progress.completed', { when: format.dateTime(completedAt) })}
          </span>
        ) : null}
      </div>
      <Progress value={percent} label={label} />
    </div>
  );
}

/** The member's checklist: items in order, each ticked once; and their needs. */
export function HelperOnboarding({ view }: { view: OnboardingView }) {
  const { t } = useTranslation('onboarding');
  const format = useFormat();
  const mine = view.mine;
  const acknowledge = useAcknowledgeItem(view.propertyId);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const ticked = new Map(mine?.acknowledgements.map((a) => [a.itemId, a.acknowledgedAt]));

  const ask = async () => {
    setAsking(true);
    try {
      const conversation = await startPropertyConversation(view.propertyId);
      navigate(`/chat/${conversation.id}`);
    } catch (error) {
      toast.error(t('helper.chatFailed'), {
        description: isApiError(error) ? error.message : undefined,
      });
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-5 md:p-6">
        <ProgressLine
          done={mine?.done ?? 0}
          total={view.items.length}
          completedAt={mine?.completedAt ?? null}
          label={t('helper.progressLabel')}
        />
        {mine?.completedAt ? (
          <Alert tone="success" title={t('helper.allSetTitle')}>
            {t('helper.allSetText')}
          </Alert>
        ) : null}
      </Card>
      {view.items.length === 0 ? (
        <EmptyState icon={ClipboardList} title={t('helper.emptyTitle')}>
          {t('helper.emptyText')}
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('helper.checklist')}>
          {view.items.map((item, i) => {
            const at = ticked.get(item.id);
            const pending = acknowledge.isPending && acknowledge.variables === item.id;
            return (
              <li key={item.id}>
                <Card
                  className={cn(
                    'flex flex-col gap-3 p-4 md:flex-row md:items-start md:p-5',
                    at && 'border-success/40 bg-success/5',
                  )}
                >
                  {item.photoUrl ? (
                    <img
                      src={item.photoUrl}
                      alt=""
                      className="aspect-[4/3] w-full rounded-xl object-cover md:w-40"
                    />
                  ) : null}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h2 className="font-display text-title font-semibold tracking-tight">
                      <span className="text-muted-foreground">{i + 1}.</span> {item.title}
                    </h2>
                    {item.details ? (
                      <p className="whitespace-pre-line break-words text-body text-muted-foreground">
                        {item.details}
                      </p>
                    ) : null}
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      {at ? (
                        <span className="inline-flex items-center gap-1.5 text-body-sm font-semibold text-success">
                          <CircleCheck aria-hidden="true" className="size-5" />
                          {t('helper.doneAt', { when: format.dateTime(at) })}
                        </span>
                      ) : (
                        <Button
                          size="sm"
                          disabled={pending}
                          aria-busy={pending || undefined}
                          onClick={() =>
                            acknowledge.mutate(item.id, {
                              onError: (error) =>
                                toast.error(t('helper.tickFailed'), {
                                  description: isApiError(error) ? error.message : undefined,
                                }),
                            })
                          }
                        >
                          <Check aria-hidden="true" />
                          {pending ? (
                            t('common:actions.saving')
                          ) : (
                            <>
                              <span aria-hidden="true">{t('helper.markDone')}</span>
                              <span className="sr-only">
                                {t('helper.markDoneItem', { title: item.title })}
                              </span>
                            </>
                          )}
                        </Button>
                      )}
                      <Button size="sm" variant="ghost" onClick={ask} disabled={asking}>
                        <MessageCircleQuestion aria-hidden="true" />
                        <span aria-hidden="true">{t('helper.ask')}</span>
                        <span className="sr-only">
                          {t('helper.askItem', { title: item.title })}
                        </span>
                      </Button>
                    </div>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      <NeedsPanel view={view} />
    </div>
  );
}

function NeedsPanel({ view }: { view: OnboardingView }) {
  const { t } = useTranslation('onboarding');
  const format = useFormat();
  const needs = view.mine?.needs ?? [];
  const add = useAddNeed(view.propertyId);
  const remove = useDeleteNeed(view.propertyId);
  const [kind, setKind] = useState<NeedKind>('diet');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<HelperNeed | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!details.trim()) {
      setError(t('needs.detailsRequired'));
      return;
    }
    add.mutate(
      { kind, details: details.trim() },
      {
        onSuccess: () => {
          setDetails('');
          setError(null);
          toast.success(t('needs.added'));
        },
        onError: (e) => setError(isApiError(e) ? e.message : t('needs.addFailed')),
      },
    );
  };

  return (
    <Card className="p-5 md:p-6">
      <section aria-labelledby="needs-heading" className="flex flex-col gap-4">
        <div className="flex items-center gap-2.5">
          <span className="flex size-9 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
            <HeartHandshake aria-hidden="true" className="size-4.5" />
          </span>
          <h2 id="needs-heading" className="font-display text-title font-semibold tracking-tight">
            {t('needs.title')}
          </h2>
        </div>
        <p className="text-body-sm text-muted-foreground">{t('needs.intro')}</p>
        {needs.length ? (
          <ul className="flex flex-col gap-2">
            {needs.map((need) => (
              <li
                key={need.id}
                className="flex items-start justify-between gap-3 rounded-xl border border-border p-3"
              >
                <div className="min-w-0">
                  <p className="text-body-sm font-semibold">{t(`needKinds.${need.kind}`)}</p>
                  <p className="whitespace-pre-line break-words text-body">{need.details}</p>
                  <p className="mt-1 text-caption text-muted-foreground">
                    {need.acknowledgedAt
                      ? t('needs.seen', { when: format.dateTime(need.acknowledgedAt) })
                      : t('needs.notSeen')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('needs.removeItem', {
                    kind: t(`needKinds.${need.kind}`),
                    details: need.details,
                  })}
                  onClick={() => setRemoving(need)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <Field label={t('needs.kind')}>
              {(control) => (
                <Select
                  {...control}
                  value={kind}
                  onChange={(e) => setKind(e.target.value as NeedKind)}
                >
                  {NEED_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`needKinds.${k}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('needs.details')} required error={error ?? undefined}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  className="min-h-11"
                  maxLength={ONBOARDING_LIMITS.needDetails}
                  placeholder={t('needs.detailsPlaceholder')}
                  value={details}
                  onChange={(e) => {
                    setDetails(e.target.value);
                    setError(null);
                  }}
                />
              )}
            </Field>
          </div>
          <SubmitButton
            pending={add.isPending}
            pendingLabel={t('needs.adding')}
            variant="outline"
            className="self-start"
          >
            {t('needs.add')}
          </SubmitButton>
        </form>
      </section>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('needs.removeTitle')}
        description={
          removing
            ? t('needs.removeDescription', {
                kind: t(`needKinds.${removing.kind}`),
                details: removing.details,
              })
            : ''
        }
        confirmLabel={t('common:actions.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: (e) =>
              toast.error(t('needs.removeFailed'), {
                description: isApiError(e) ? e.message : undefined,
              }),
          })
        }
      />
    </Card>
  );
}
