import { LoadError, PageHeading } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ArrowLeft } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('agreements');
  const { propertyId = '', helperId = '' } = useParams();
  const thread = useAgreementThread(propertyId, helperId);
  const send = useSendAgreement(propertyId, helperId);
  const navigate = useNavigate();

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
  const helperName = data.helper.fullName ?? t('fallback.helperSubject');
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
        title={latest ? t('sendPage.titleNew') : t('sendPage.title')}
        description={
          latest
            ? t('sendPage.descriptionNew', {
                helper: helperName,
                property: data.propertyTitle,
                version: latest.version,
              })
            : t('sendPage.description', { helper: helperName, property: data.propertyTitle })
        }
      />
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
        <PersonCard person={data.helper} compact />
        <AgreementStatusBadge status={latest?.status ?? 'none'} />
      </Card>
      {open ? (
        <p className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-body-sm">
          {latest?.status === 'signed' ? (
            <Trans
              t={t}
              i18nKey="sendPage.openSigned"
              values={{ version: latest.version, helper: helperName }}
              components={{
                place: (
                  <Link
                    className="font-semibold underline"
                    to={`/properties/${propertyId}/review-agreement/${helperId}`}
                  />
                ),
              }}
            />
          ) : (
            t('sendPage.openUnsigned', { version: latest?.version, helper: helperName })
          )}
        </p>
      ) : null}
      {inactive ? (
        <p className="rounded-xl border border-border bg-muted p-3 text-body-sm">
          {t('sendPage.inactive', { helper: helperName })}
        </p>
      ) : data.draft ? (
        <Card className="p-5 md:p-6">
          <SendAgreementForm
            initial={data.draft}
            helperName={helperName}
            pending={send.isPending}
            error={send.error}
            submitLabel={
              latest
                ? t('sendPage.submitVersion', { version: latest.version + 1 })
                : t('sendPage.submit')
            }
            onSubmit={(input) =>
              send.mutate(input, {
                onSuccess: (next) => {
                  toast.success(t('sendPage.sentToast'), {
                    description: t('sendPage.sentToastText', {
                      helper: helperName,
                      version: next.latest?.version ?? 1,
                    }),
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
