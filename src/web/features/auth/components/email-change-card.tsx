import { EMAIL_CHANGE_OUTCOME, type PendingEmailChange } from '@shared/api/email-change';
import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useFormat } from '@web/lib/i18n/format';
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { actionFailed } from './action-failed';
import {
  refreshAfterEmailChange,
  useCancelEmailChange,
  useEmailChangeState,
} from './email-change-api';
import { EmailChangeForm } from './email-change-form';

const OUTCOME_PARAM = 'email-change';

/** What the link to the new address did, when the person lands here from it. */
function LinkOutcome({ outcome, email }: { outcome: string; email: string }) {
  const { t } = useTranslation('auth');
  if (outcome === EMAIL_CHANGE_OUTCOME.changed) {
    return (
      <Alert tone="success" title={t('emailChange.changedTitle')}>
        {t('emailChange.changedText', { email })}
      </Alert>
    );
  }
  if (outcome === EMAIL_CHANGE_OUTCOME.expired) {
    return (
      <Alert tone="error" title={t('emailChange.expiredTitle')}>
        {t('emailChange.expiredText', { hours: 24 })}
      </Alert>
    );
  }
  if (outcome === EMAIL_CHANGE_OUTCOME.invalid) {
    return (
      <Alert tone="error" title={t('emailChange.invalidTitle')}>
        {t('emailChange.invalidText', { email })}
      </Alert>
    );
  }
  return null;
}

function PendingChange({ pending }: { pending: PendingEmailChange }) {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const cancel = useCancelEmailChange();
  return (
    <Alert tone="info" title={t('emailChange.pendingTitle', { email: pending.newEmail })}>
      <p>
        {t('emailChange.pendingText', {
          until: format.dateTime(pending.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      <Button
        variant="link"
        className="mt-1"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onError: (error) => actionFailed(t('emailChange.cancelFailed'), error),
          })
        }
      >
        {cancel.isPending ? t('emailChange.cancelling') : t('emailChange.cancel')}
      </Button>
    </Alert>
  );
}

/**
 * Profile › Security: change the email address (issue 19). The new address
 * takes over only once the link mailed to it is opened; until then the card
 * shows the pending change.
 */
export function EmailChangeCard({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const state = useEmailChangeState();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const outcome = params.get(OUTCOME_PARAM);

  // Back from the link: the address on this page (and in the drawer) is read again.
  useEffect(() => {
    if (outcome === EMAIL_CHANGE_OUTCOME.changed) void refreshAfterEmailChange(queryClient);
  }, [outcome, queryClient]);

  return (
    <SectionCard
      headingId="email-change-heading"
      icon={Mail}
      title={t('emailChange.title')}
      description={
        <Trans
          t={t}
          i18nKey="emailChange.description"
          values={{ email }}
          components={{ email: <span className="font-medium break-all text-foreground" /> }}
        />
      }
    >
      <div className="flex flex-col gap-4">
        {outcome ? <LinkOutcome outcome={outcome} email={email} /> : null}
        {state.isPending ? (
          <div
            className="flex flex-col gap-3"
            role="status"
            aria-label={t('common:states.loading')}
          >
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-40" />
          </div>
        ) : state.isError ? (
          <Alert tone="error" title={t('emailChange.checkFailed')}>
            <Button variant="link" onClick={() => void state.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <>
            {state.data.pending ? <PendingChange pending={state.data.pending} /> : null}
            <EmailChangeForm currentEmail={email} />
          </>
        )}
      </div>
    </SectionCard>
  );
}
