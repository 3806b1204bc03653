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
import { ArrowLeft, CircleCheck, FilePen, FileSignature, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
  const { propertyId = '', helperId = '' } = useParams();
  const thread = useAgreementThread(propertyId, helperId);
  const approve = useApproveAgreement(propertyId, helperId);
  const changes = useRequestAgreementChanges(propertyId, helperId);
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  if (thread.isPending) return <AgreementSkeleton label="Loading the agreement" />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        onRetry={() => thread.refetch()}
        what="the agreement"
        backTo={{ href: `/properties/${propertyId}`, label: 'Back to the property' }}
      />
    );
  const data = thread.data;
  const helperName = data.helper.fullName ?? 'The helper';
  const latest = data.latest;
  const sendPath = `/properties/${propertyId}/send-agreement/${helperId}`;
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: isApiError(error) ? error.message : undefined });

  const submitChanges = (event: FormEvent) => {
    event.preventDefault();
    if (!latest) return;
    const text = note.trim();
    if (!text) {
      setNoteError('Tell the helper what to change');
      return;
    }
    changes.mutate(
      { version: latest.version, note: text },
      {
        onSuccess: () => {
          setAsking(false);
          setNote('');
          toast.success('Sent back for changes', {
            description: `${helperName} will see your note and sign again.`,
          });
        },
        onError: failed('Couldn’t send it back'),
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
        title="Review agreement"
        description={`${helperName}’s agreement for ${data.propertyTitle}.`}
        actions={
          data.membershipStatus === 'active' ? (
            <Button asChild variant="outline">
              <Link to={sendPath}>
                <FilePen aria-hidden="true" />
                {latest ? 'Change terms' : 'Send agreement'}
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
          title="No agreement yet"
          actions={
            data.membershipStatus === 'active' ? (
              <Button asChild>
                <Link to={sendPath}>Write the agreement</Link>
              </Button>
            ) : null
          }
        >
          Put the terms of {helperName}’s stay in writing: dates, hours, duties and what you
          provide.
        </EmptyState>
      ) : latest.status === 'signed' ? (
        <Card className="flex flex-col gap-4 p-5 md:p-6">
          <h2 className="font-display text-title font-semibold tracking-tight">
            Version {latest.version}, signed {latest.signedAt ? formatWhen(latest.signedAt) : ''}
          </h2>
          <AgreementTermsView terms={latest.terms} />
          <h3 className="font-display text-body font-semibold">{helperName}’s answers</h3>
          <AgreementAnswersView agreement={latest} />
          <div className="flex flex-wrap gap-2 border-border border-t pt-4">
            <Button onClick={() => setConfirming(true)}>
              <CircleCheck aria-hidden="true" />
              Approve
            </Button>
            <Button variant="outline" onClick={() => setAsking(true)}>
              <Undo2 aria-hidden="true" />
              Ask for changes
            </Button>
          </div>
        </Card>
      ) : latest.status === 'sent' ? (
        <Alert tone="info" title={`Waiting for ${helperName} to sign version ${latest.version}`}>
          Sent {formatWhen(latest.sentAt)}. You’ll get a notification when it’s signed.
        </Alert>
      ) : latest.status === 'changes_requested' ? (
        <Alert tone="info" title={`Sent back to ${helperName} for changes`}>
          Your note: “{latest.reviewNote}”. They’ll sign again, or you can change the terms.
        </Alert>
      ) : null}

      {data.inForce ? <PrintableAgreement thread={data} agreement={data.inForce} /> : null}
      <VersionHistory thread={data} />

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Approve version ${latest?.version ?? ''}?`}
        description={`It comes into force for both of you${data.inForce ? `, replacing version ${data.inForce.version}` : ''}. To change it later you send a new version.`}
        confirmLabel="Approve"
        pending={approve.isPending}
        onConfirm={() =>
          latest &&
          approve.mutate(
            { version: latest.version },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Agreement approved', { description: 'It is now in force.' });
              },
              onError: (error) => {
                setConfirming(false);
                failed('Couldn’t approve')(error);
              },
            },
          )
        }
      />
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogContent>
          <form onSubmit={submitChanges} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Ask for changes</DialogTitle>
              <DialogDescription>
                {helperName} sees your note and signs again. To change the terms themselves, send a
                new version instead.
              </DialogDescription>
            </DialogHeader>
            <Field label="What should change?" required error={noteError ?? undefined}>
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
                Cancel
              </Button>
              <SubmitButton pending={changes.isPending} pendingLabel="Sending…">
                Send back
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
