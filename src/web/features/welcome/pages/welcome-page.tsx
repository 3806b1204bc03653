import type { ViewerRole } from '@shared/routes';
import { Logo, LogoMark } from '@web/components/brand/logo';
import { Button } from '@web/components/ui/button';
import { useOwnProfile } from '@web/features/shell/api';
import { useSession } from '@web/lib/session/session';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasSeenWelcomeLocally, useMarkWelcomeSeen } from '../api';
import { WelcomeCarousel } from '../components/welcome-carousel';
import { slidesFor } from '../slides';

/**
 * /welcome: a short introduction, once (per role when a role is known). A
 * visitor who has seen it (and everyone arriving after Logout) gets a short
 * welcome back instead, with the way to see it again.
 */
export default function WelcomePage() {
  const { t } = useTranslation('welcome');
  const session = useSession();
  const profile = useOwnProfile();
  const navigate = useNavigate();
  const markSeen = useMarkWelcomeSeen();
  const [finishing, setFinishing] = useState(false);

  const user = session.status === 'signed-in' ? session.user : null;
  const role: ViewerRole = user?.role ?? 'anonymous';
  const seen =
    hasSeenWelcomeLocally(user?.id ?? null) ||
    (user !== null && profile.data?.hasSeenWelcome === true);
  const [touring, setTouring] = useState(() => !seen);
  const destination = user ? '/dashboard' : '/signup';

  const finish = async () => {
    setFinishing(true);
    await markSeen();
    navigate(destination, { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background pt-safe pb-safe">
      <header className="mx-auto flex h-16 w-full max-w-3xl items-center justify-between px-safe md:px-8">
        <Link
          to={user ? '/dashboard' : '/'}
          className="rounded-lg"
          aria-label={user ? t('header.toDashboard') : t('header.toHome')}
        >
          <Logo />
        </Link>
        {touring ? (
          <Button variant="ghost" size="sm" onClick={finish} disabled={finishing}>
            {t('header.skip')}
          </Button>
        ) : null}
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col">
        {touring ? (
          <>
            <h1 className="sr-only">{t('title')}</h1>
            <WelcomeCarousel slides={slidesFor(role)} onFinish={finish} finishing={finishing} />
          </>
        ) : (
          <WelcomeBack
            name={profile.data?.fullName ?? user?.fullName ?? null}
            signedIn={user !== null}
            onTour={() => setTouring(true)}
          />
        )}
      </main>
    </div>
  );
}

function WelcomeBack({
  name,
  signedIn,
  onTour,
}: {
  name: string | null;
  signedIn: boolean;
  onTour: () => void;
}) {
  const { t } = useTranslation('welcome');
  const first = name?.trim().split(/\s+/)[0];
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-6 py-10 text-center">
      <div className="relative">
        <span className="absolute inset-0 -z-10 scale-[1.8] rounded-full bg-primary-soft/70 blur-2xl" />
        <LogoMark className="size-20" />
      </div>
      <h1 className="mt-8 font-display text-headline font-semibold tracking-tight md:text-display">
        {first ? t('back.titleNamed', { name: first }) : t('back.title')}
      </h1>
      <p className="mt-3 max-w-sm text-body text-muted-foreground">
        {signedIn ? t('back.signedIn') : t('back.signedOut')}
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3">
        {signedIn ? (
          <Button asChild size="lg">
            <Link to="/dashboard">
              {t('back.toDashboard')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild size="lg">
              <Link to="/login">{t('back.logIn')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/signup">{t('back.createAccount')}</Link>
            </Button>
          </>
        )}
        <Button variant="ghost" onClick={onTour}>
          <RotateCcw aria-hidden="true" />
          {t('back.tour')}
        </Button>
      </div>
    </section>
  );
}
