import type { InvitePreview } from '@shared/api/invites';
import { PageHeading } from '@web/components/page-states';
import { PersonCard } from '@web/components/person-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  PropertyCover,
  PropertyTypeBadge,
} from '@web/features/properties/components/property-visuals';
import { TermsSummary } from '@web/features/properties/components/terms-summary';
import { isApiError } from '@web/lib/api-client';
import { groupCode } from '@web/lib/clipboard';
import { placeLine } from '@web/lib/labels/property-labels';
import { ArrowRight, CircleCheck, KeyRound, LogIn, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useInvitePreview, useJoinProperty } from '../api';
import { CodeForm } from '../components/code-form';

function PreviewSkeleton() {
  const { t } = useTranslation('memberships');
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <span className="sr-only">{t('code.lookingUp')}</span>
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </div>
    </Card>
  );
}

/** The code did not lead anywhere: say so plainly and offer to try another. */
function InvalidCode({ error }: { error: unknown }) {
  const { t } = useTranslation('memberships');
  const limited = isApiError(error) && error.status === 429;
  const notValid = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <div className="flex flex-col gap-5">
      <Alert
        tone="error"
        title={limited ? t('code.limitedTitle') : notValid ? error.message : t('code.failedTitle')}
      >
        {limited ? t('code.limitedText') : notValid ? t('code.invalidText') : t('code.failedText')}
      </Alert>
      <Card className="p-5 md:p-6">
        <CodeForm />
      </Card>
    </div>
  );
}

function Preview({ code, preview }: { code: string; preview: InvitePreview }) {
  const { t } = useTranslation('memberships');
  const navigate = useNavigate();
  const join = useJoinProperty(code);
  const member = preview.myMembershipStatus === 'active';
  const removed = preview.myMembershipStatus === 'removed';

  function onJoin() {
    join.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('code.welcomeToast', { property: preview.title }), {
          description: preview.host.fullName
            ? t('code.welcomeToastText', { host: preview.host.fullName })
            : t('code.welcomeToastTextNoName'),
        });
        navigate(`/properties/${preview.propertyId}`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          navigate(`/properties/${preview.propertyId}`, { replace: true });
          return;
        }
        toast.error(t('code.joinFailed'), {
          description: isApiError(error) ? error.message : undefined,
        });
      },
    });
  }

  return (
    <Card className="overflow-hidden">
      <PropertyCover
        cover={preview.cover}
        type={preview.type}
        alt=""
        size="full"
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-col gap-5 p-5 md:p-6">
        <div className="flex flex-col gap-2">
          <div>
            <PropertyTypeBadge type={preview.type} />
          </div>
          <h2 className="font-display text-headline font-semibold tracking-tight">
            {preview.title}
          </h2>
          <p className="flex items-center gap-1.5 text-body-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {placeLine(preview)}
          </p>
          {preview.description ? (
            <p className="line-clamp-4 text-body whitespace-pre-line">{preview.description}</p>
          ) : null}
        </div>
        <PersonCard person={preview.host} label={t('code.yourHost')} compact />
        {preview.terms ? <TermsSummary terms={preview.terms} /> : null}

        {member ? (
          <Alert tone="success" title={t('code.memberTitle')}>
            <Link
              to={`/properties/${preview.propertyId}`}
              className="font-semibold text-primary underline"
            >
              {t('code.goToProperty')}
            </Link>
          </Alert>
        ) : removed ? (
          <Alert tone="error" title={t('code.removedTitle')}>
            {t('code.removedText')}
          </Alert>
        ) : (
          <div className="flex flex-col gap-2">
            <Button
              size="lg"
              onClick={onJoin}
              disabled={join.isPending}
              aria-busy={join.isPending || undefined}
            >
              <LogIn aria-hidden="true" />
              {join.isPending ? t('code.joining') : t('code.join', { property: preview.title })}
            </Button>
            <p className="text-center text-caption text-muted-foreground">{t('code.joinNote')}</p>
          </div>
        )}
      </div>
    </Card>
  );
}

/** /properties/join/:inviteCode: the property behind a code, and Join. */
export default function JoinWithCodePage() {
  const { t } = useTranslation('memberships');
  const { inviteCode = '' } = useParams();
  const preview = useInvitePreview(inviteCode);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <PageHeading
        title={t('code.title')}
        description={
          <span className="inline-flex items-center gap-1.5">
            <KeyRound aria-hidden="true" className="size-4" />
            <span className="font-mono tracking-wider">{groupCode(inviteCode)}</span>
          </span>
        }
      />
      {preview.isPending ? (
        <PreviewSkeleton />
      ) : preview.isError ? (
        <InvalidCode error={preview.error} />
      ) : (
        <Preview code={inviteCode} preview={preview.data} />
      )}
      {preview.data?.myMembershipStatus === 'active' ? (
        <Button asChild variant="outline" className="self-center">
          <Link to="/properties">
            <CircleCheck aria-hidden="true" />
            {t('code.myProperties')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
