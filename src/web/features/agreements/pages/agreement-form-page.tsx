import { EmptyState, LoadError, PageHeading } from '@web/components/page-states';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/i18n/format';
import { useSession } from '@web/lib/session/session';
import { ArrowLeft, FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('agreements');
  useFormat();
  const { propertyId = '' } = useParams();
  const session = useSession();
  const helperId = session.user?.id;
  const thread = useAgreementThread(propertyId, helperId);
  const sign = useSignAgreement(propertyId, helperId ?? '');

  if (thread.isPending) return <AgreementSkeleton label={t('helperPage.loading')} />;
  if (thread.isError)
    return (
      <LoadError
        error={thread.error}
        onRetry={() => thread.refetch()}
        what={t('helperPage.what')}
        backTo={{ href: '/properties', label: t('helperPage.back') }}
      />
    );
  const data = thread.data;
  const hostName = data.host.fullName ?? t('fallback.yourHost');
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
        title={t('helperPage.title')}
        description={t('helperPage.description', { property: data.propertyTitle, host: hostName })}
        actions={<AgreementStatusBadge status={latest?.status ?? 'none'} />}
      />
      {!latest ? (
        <EmptyState icon={FileSignature} title={t('status.none')}>
          {t('helperPage.none', { host: hostName })}
        </EmptyState>
      ) : toSign ? (
        <>
          {latest.status === 'changes_requested' ? (
            <Alert tone="error" title={t('helperPage.changesTitle', { host: hostName })}>
              {t('helperPage.changesText', { note: latest.reviewNote })}
            </Alert>
          ) : null}
          <Card className="flex flex-col gap-3 p-5 md:p-6">
            <h2 className="font-display text-title font-semibold tracking-tight">
              {t('helperPage.termsTitle', { version: latest.version })}
            </h2>
            <p className="text-body-sm text-muted-foreground">
              {t('helperPage.termsSent', { when: formatWhen(latest.sentAt) })}
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
                    toast.success(t('helperPage.signedToast'), {
                      description: t('helperPage.signedToastText', { host: hostName }),
                    }),
                })
              }
            />
          </Card>
        </>
      ) : latest.status === 'signed' ? (
        <Alert tone="success" title={t('helperPage.signedTitle', { version: latest.version })}>
          {latest.signedAt
            ? t('helperPage.signedOn', { when: formatWhen(latest.signedAt), host: hostName })
            : t('helperPage.reviewing', { host: hostName })}
        </Alert>
      ) : null}
      {data.inForce ? <PrintableAgreement thread={data} agreement={data.inForce} /> : null}
      <VersionHistory thread={data} />
    </div>
  );
}
