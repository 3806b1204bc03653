import { initialsOf } from '@web/components/avatar';
import { Logo } from '@web/components/brand/logo';
import { useShellFrame } from '@web/features/shell/shell-context';
import { cn } from '@web/lib/cn';
import { useSession } from '@web/lib/session/session';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A simple frame for standalone pages (placeholders, not-found, errors, and
 * public pages read while signed out): the brand bar and a centred content
 * column, wider on a desktop. Inside the app shell it steps aside and lets the
 * shell's header and content column frame the page.
 */
export function PageFrame({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const shellFrame = useShellFrame();
  const user = session.status === 'signed-in' ? session.user : null;
  if (shellFrame === 'framed')
    return <div className={cn('w-full pb-2', className)}>{children}</div>;
  if (shellFrame === 'bare') {
    return (
      <div className={cn('mx-auto w-full max-w-5xl px-safe pt-safe pb-safe md:px-8', className)}>
        <div className="py-6 md:py-8">{children}</div>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 border-b border-border bg-background/90 pt-safe backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-4 px-safe md:px-8">
          <Link
            to={user ? '/dashboard' : '/'}
            className="rounded-lg"
            aria-label={user ? t('frame.homeSignedIn') : t('frame.homeSignedOut')}
          >
            <Logo />
          </Link>
          {user ? (
            <span
              className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-body-sm font-semibold text-accent-soft-foreground"
              title={user.fullName ?? user.email}
            >
              <span aria-hidden="true">{initialsOf(user.fullName, user.email)}</span>
              <span className="sr-only">
                {t('frame.signedInAs', { name: user.fullName ?? user.email })}
              </span>
            </span>
          ) : null}
        </div>
      </header>
      <main
        id="main"
        className={cn(
          'mx-auto w-full max-w-lg flex-1 px-safe pt-6 pb-10 md:max-w-2xl md:px-8 md:pt-14',
          className,
        )}
      >
        {children}
      </main>
      <footer className="pb-safe">
        <p className="px-safe py-6 text-center text-caption text-muted-foreground">
          <Trans
            t={t}
            i18nKey="frame.footer"
            components={{
              terms: (
                <Link to="/terms" className="underline underline-offset-2 hover:text-foreground" />
              ),
              privacy: (
                <Link
                  to="/privacy"
                  className="underline underline-offset-2 hover:text-foreground"
                />
              ),
            }}
          />
        </p>
      </footer>
    </div>
  );
}
