import { AGREEMENT_LIMITS } from '@shared/api/agreements';
import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n/format';
import { ArrowLeft, CircleCheck, FilePen, FileSignature, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAgreementThread, useApproveAgreement, useRequestAgreementChanges } from '../api';
import {
  AgreementAnswersView,
  AgreementSkeleton,
  AgreementStatusBadge,
  AgreementTermsView,
  formatWhen,
  PrintableAgreement,
  VersionHistory,
} from '../components/agreement-view';

/** /properties/:propertyId/review-agreement/:helperId (host): approve or send back. */
export default function ReviewAgreementPage() {
  const { t } = useTranslation('agreements');
  useFormat();
  const { propertyId = '', helperId = '' } = useParams();
  const thread = useAgreementThread(propertyId, helperId);
  const approve = useApproveAgreement(propertyId, helperId);
  const changes = useRequestAgreementChanges(propertyId, helperId);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  if (thread.isPending) return <AgreementSkeleton label={t('hostPage.loading')} />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        onRetry={() => thread.refetch()}
        what={t('hostPage.what')}
        backTo={{ href: `/properties/${propertyId}`, label: t('hostPage.back') }}
      />
    );
  const data = thread.data;
  const helperName = data.helper.fullName ?? t('fallback.theHelperStart');
  const latest = data.latest;
  const sendPath = `/properties/${propertyId}/send-agreement/${helperId}`;
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: isApiError(error) ? error.message : undefined });

  const submitChanges = (event: FormEvent) => {
    event.preventDefault();
    if (!latest) return;
    const text = note.trim();
    if (!text) {
      setNoteError(t('review.noteRequired'));
      return;
    }
    changes.mutate(
      { version: latest.version, note: text },
      {
        onSuccess: () => {
          setAsking(false);
          setNote('');
          toast.success(t('review.sentBackToast'), {
            description: t('review.sentBackToastText', { helper: helperName }),
          });
        },
        onError: failed(t('review.sendBackFailed')),
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start print:hidden">
        <Link to={`/properties/${propertyId}`}>
          <ArrowLeft aria-hidden="true" />
          {data.propertyTitle}
        </Link>
      </Button>
      <PageHeading
        title={t('review.title')}
        description={t('review.description', { helper: helperName, property: data.propertyTitle })}
        actions={
          data.membershipStatus === 'active' ? (
            <Button asChild variant="outline">
              <Link to={sendPath}>
                <FilePen aria-hidden="true" />
                {latest ? t('review.changeTerms') : t('sendPage.submit')}
              </Link>
            </Button>
          ) : null
        }
      />
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <PersonCard person={data.helper} compact />
        <AgreementStatusBadge status={latest?.status ?? 'none'} />
      </Card>

      {!latest ? (
        <EmptyState
          icon={FileSignature}
          title={t('status.none')}
          actions={
            data.membershipStatus === 'active' ? (
              <Button asChild>
                <Link to={sendPath}>{t('review.write')}</Link>
              </Button>
            ) : null
          }
        >
          {t('review.none', { helper: helperName })}
        </EmptyState>
      ) : latest.status === 'signed' ? (
        <Card className="flex flex-col gap-4 p-5 md:p-6">
          <h2 className="font-display text-title font-semibold tracking-tight">
            {t('review.signedTitle', {
              version: latest.version,
              when: latest.signedAt ? formatWhen(latest.signedAt) : '',
            })}
          </h2>
          <AgreementTermsView terms={latest.terms} />
          <h3 className="font-display text-body font-semibold">
            {t('review.answers', { helper: helperName })}
          </h3>
          <AgreementAnswersView agreement={latest} />
          <div className="flex flex-wrap gap-2 border-border border-t pt-4">
            <Button onClick={() => setConfirming(true)}>
              <CircleCheck aria-hidden="true" />
              {t('review.approve')}
            </Button>
            <Button variant="outline" onClick={() => setAsking(true)}>
              <Undo2 aria-hidden="true" />
              {t('review.askChanges')}
            </Button>
          </div>
        </Card>
      ) : latest.status === 'sent' ? (
        <Alert
          tone="info"
          title={t('review.waitingTitle', { helper: helperName, version: latest.version })}
        >
          {t('review.waitingText', { when: formatWhen(latest.sentAt) })}
        </Alert>
      ) : latest.status === 'changes_requested' ? (
        <Alert tone="info" title={t('review.sentBackTitle', { helper: helperName })}>
          {t('review.sentBackText', { note: latest.reviewNote })}
        </Alert>
      ) : null}

      {data.inForce ? <PrintableAgreement thread={data} agreement={data.inForce} /> : null}
      <VersionHistory thread={data} />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('review.approveTitle', { version: latest?.version ?? '' })}
        description={
          data.inForce
            ? t('review.approveReplacing', { version: data.inForce.version })
            : t('review.approveText')
        }
        confirmLabel={t('review.approve')}
        pending={approve.isPending}
        onConfirm={() =>
          latest &&
          approve.mutate(
            { version: latest.version },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success(t('review.approvedToast'), {
                  description: t('review.approvedToastText'),
                });
              },
              onError: (error) => {
                setConfirming(false);
                failed(t('review.approveFailed'))(error);
              },
            },
          )
        }
      />
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <form onSubmit={submitChanges} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>{t('review.askChanges')}</DialogTitle>
              <DialogDescription>{t('review.askText', { helper: helperName })}</DialogDescription>
            </DialogHeader>
            <Field label={t('review.noteLabel')} required error={noteError ?? undefined}>
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  maxLength={AGREEMENT_LIMITS.note}
                  value={note}
                  onChange={(e) => {
                    setNote(e.target.value);
                    setNoteError(null);
                  }}
                />
              )}
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setAsking(false)}>
                {t('common:actions.cancel')}
              </Button>
              <SubmitButton pending={changes.isPending} pendingLabel={t('form.sending')}>
                {t('review.sendBack')}
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
