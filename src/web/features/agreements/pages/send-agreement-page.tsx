import { LoadError, PageHeading } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useAgreementThread, useSendAgreement } from '../api';
import {
  AgreementSkeleton,
  AgreementStatusBadge,
  VersionHistory,
} from '../components/agreement-view';
import { SendAgreementForm } from '../components/send-agreement-form';

/** /properties/:propertyId/send-agreement/:helperId (host): write and send a version. */
export default function SendAgreementPage() {
  const { propertyId = '', helperId = '' } = useParams();
  const thread = useAgreementThread(propertyId, helperId);
  const send = useSendAgreement(propertyId, helperId);
  const navigate = useNavigate();

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
  const helperName = data.helper.fullName ?? 'the helper';
  const latest = data.latest;
  const open = latest && ['sent', 'signed', 'changes_requested'].includes(latest.status);
  const inactive = data.membershipStatus !== 'active';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Button asChild variant="link" size="sm" className="self-start">
        <Link to={`/properties/${propertyId}`}>
          <ArrowLeft aria-hidden="true" />
          {data.propertyTitle}
        </Link>
      </Button>
      <PageHeading
        title={latest ? 'Send a new version' : 'Send the agreement'}
        description={`The written terms of ${helperName}’s stay at ${data.propertyTitle}. ${latest ? `Filled in from version ${latest.version}` : 'Filled in from your exchange terms'}: change anything for this stay.`}
      />
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <PersonCard person={data.helper} compact />
        <AgreementStatusBadge status={latest?.status ?? 'none'} />
      </Card>
      {open ? (
        <p className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-body-sm">
          Version {latest?.version} is still open (
          {latest?.status === 'signed' ? 'signed, waiting for your review' : 'not signed yet'}).
          Sending this replaces it; {helperName} signs the new version.{' '}
          {latest?.status === 'signed' ? (
            <Link
              className="font-semibold underline"
              to={`/properties/${propertyId}/review-agreement/${helperId}`}
            >
              Review version {latest.version} instead
            </Link>
          ) : null}
        </p>
      ) : null}
      {inactive ? (
        <p className="rounded-xl border border-border bg-muted p-3 text-body-sm">
          {helperName} is no longer a member of this property, so no new agreement can be sent.
        </p>
      ) : data.draft ? (
        <Card className="p-5 md:p-6">
          <SendAgreementForm
            initial={data.draft}
            helperName={helperName}
            pending={send.isPending}
            error={send.error}
            submitLabel={latest ? `Send version ${latest.version + 1}` : 'Send agreement'}
            onSubmit={(input) =>
              send.mutate(input, {
                onSuccess: (next) => {
                  toast.success('Agreement sent', {
                    description: `${helperName} has been asked to read and sign version ${next.latest?.version ?? 1}.`,
                  });
                  navigate(`/properties/${propertyId}/review-agreement/${helperId}`);
                },
              })
            }
          />
        </Card>
      ) : null}
      <VersionHistory thread={data} />
    </div>
  );
}
