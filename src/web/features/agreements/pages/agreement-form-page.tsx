import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useSession } from '@web/lib/session/session';
import { ArrowLeft, FileSignature } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAgreementThread, useSignAgreement } from '../api';
import {
  AgreementSkeleton,
  AgreementStatusBadge,
  AgreementTermsView,
  formatWhen,
  PrintableAgreement,
  VersionHistory,
} from '../components/agreement-view';
import { SignAgreementForm } from '../components/sign-agreement-form';

/** /properties/:propertyId/agreement-form (helper): read, answer, sign. */
export default function AgreementFormPage() {
  const { propertyId = '' } = useParams();
  const session = useSession();
  const helperId = session.user?.id;
  const thread = useAgreementThread(propertyId, helperId);
  const sign = useSignAgreement(propertyId, helperId ?? '');

  if (thread.isPending) return <AgreementSkeleton label="Loading your agreement" />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        onRetry={() => thread.refetch()}
        what="your agreement"
        backTo={{ href: '/properties', label: 'My properties' }}
      />
    );
  const data = thread.data;
  const hostName = data.host.fullName ?? 'Your host';
  const latest = data.latest;
  const toSign = latest && (latest.status === 'sent' || latest.status === 'changes_requested');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to={`/properties/${propertyId}`}>
          <ArrowLeft aria-hidden="true" />
          {data.propertyTitle}
        </Link>
      </Button>
      <PageHeading
        title="Your agreement"
        description={`The terms of your stay at ${data.propertyTitle}, from ${hostName}.`}
        actions={<AgreementStatusBadge status={latest?.status ?? 'none'} />}
      />
      {!latest ? (
        <EmptyState icon={FileSignature} title="No agreement yet">
          {hostName} hasn’t sent you the terms yet. You’ll get a notification when they do.
        </EmptyState>
      ) : toSign ? (
        <>
          {latest.status === 'changes_requested' ? (
            <Alert tone="error" title={`${hostName} asked for changes`}>
              “{latest.reviewNote}” — update your answers below and sign again.
            </Alert>
          ) : null}
          <Card className="flex flex-col gap-3 p-5 md:p-6">
            <h2 className="font-display text-title font-semibold tracking-tight">
              The terms (version {latest.version})
            </h2>
            <p className="text-body-sm text-muted-foreground">
              Sent {formatWhen(latest.sentAt)}. Read them carefully: once signed, a version never
              changes.
            </p>
            <AgreementTermsView terms={latest.terms} />
          </Card>
          <Card className="p-5 md:p-6">
            <SignAgreementForm
              key={`${latest.id}-${latest.status}`}
              version={latest.version}
              askedDetails={latest.terms.askedDetails}
              profileName={session.user?.fullName ?? null}
              previous={latest.answers}
              pending={sign.isPending}
              error={sign.error}
              onSubmit={(input) =>
                sign.mutate(input, {
                  onSuccess: () =>
                    toast.success('Agreement signed', {
                      description: `${hostName} will review it now.`,
                    }),
                })
              }
            />
          </Card>
        </>
      ) : latest.status === 'signed' ? (
        <Alert tone="success" title={`You signed version ${latest.version}`}>
          {latest.signedAt ? `Signed ${formatWhen(latest.signedAt)}. ` : ''}
          {hostName} is reviewing it.
        </Alert>
      ) : null}
      {data.inForce ? <PrintableAgreement thread={data} agreement={data.inForce} /> : null}
      <VersionHistory thread={data} />
    </div>
  );
}
