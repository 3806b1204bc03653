import { safeRedirectPath } from '@shared/routes';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { AuthLayout, SignupSteps } from '@web/components/layout/auth-layout';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { useSession } from '@web/lib/session/session';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { showProfileError, useProfile } from '../api';
import { ProfileFields } from '../components/profile-fields';
import { useProfileForm } from '../components/use-profile-form';

/** /signup/details: full name and bio (required) and the optional rest, then onwards. */
export default function SignupDetailsPage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = safeRedirectPath(redirect);
  const profile = useProfile();
  const form = useProfileForm(profile.data);

  useEffect(() => {
    if (profile.isError) showProfileError('fetch', profile.error);
  }, [profile.isError, profile.error]);

  if (session.status === 'signed-in' && session.user.role === 'user') {
    // The role comes first.
    const search = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
    return <Navigate replace to={`/role-select${search}`} />;
  }
  if (profile.isPending) return <PulsingLogo />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit(() => navigate(target, { replace: true }));
  }

  const firstName = profile.data?.fullName?.split(' ')[0];

  return (
    <AuthLayout
      wide
      lead={<SignupSteps current={3} />}
      title={firstName ? t('signup.almostThere', { name: firstName }) : t('signup.title')}
      description={t('signup.description')}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-8"
        aria-label={t('signup.formLabel')}
      >
        {profile.isError ? (
          <Alert tone="error" title={t('page.loadFailed')}>
            <Button variant="link" onClick={() => profile.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          </Alert>
        ) : null}
        <ProfileFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          register={form.register}
          disabled={form.pending}
        />
        <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-caption text-muted-foreground">
            <span aria-hidden="true" className="text-primary">
              *
            </span>{' '}
            {t('signup.required')}
          </p>
          <SubmitButton size="lg" pending={form.pending} pendingLabel={t('common:actions.saving')}>
            {t('signup.submit')}
            <ArrowRight aria-hidden="true" />
          </SubmitButton>
        </div>
      </form>
    </AuthLayout>
  );
}
