import { Logo } from '@web/components/brand/logo';
import { cn } from '@web/lib/cn';
import { Check, HeartHandshake, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SIGNUP_STEPS = ['account', 'role', 'details'] as const;

/**
 * "Step 2 of 3" for the sign-up flow: account, role, details. `roleChosen`:
 * the visitor picked a role before signing up (public /role-select, issue 19),
 * so that step shows as done while they create the account.
 */
export function SignupSteps({
  current,
  roleChosen = false,
}: {
  current: 1 | 2 | 3;
  roleChosen?: boolean;
}) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('signupSteps.label')} className="mb-6">
      <p className="mb-2 text-caption font-semibold tracking-wide text-muted-foreground uppercase">
        {t('signupSteps.progress', { current, total: SIGNUP_STEPS.length })}
      </p>
      <ol className="flex items-center gap-2">
        {SIGNUP_STEPS.map((name, index) => {
          const label = t(`signupSteps.steps.${name}`);
          const step = index + 1;
          const done = step < current || (roleChosen && step === 2);
          const state = done ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col gap-1.5"
            >
              <span
                className={cn(
                  'h-1.5 rounded-full',
                  state === 'todo' ? 'bg-muted' : state === 'done' ? 'bg-accent' : 'bg-primary',
                )}
              />
              <span
                className={cn(
                  'flex items-center gap-1 truncate text-caption',
                  state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {state === 'done' ? <Check aria-hidden="true" className="size-3.5" /> : null}
                {label}
                {state === 'done' ? (
                  <span className="sr-only"> {t('signupSteps.done')}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function BrandPanel() {
  const { t } = useTranslation('layout');
  return (
    <aside
      aria-label={t('brand.about')}
      className="relative hidden overflow-hidden bg-linear-to-br from-primary-soft via-background to-accent-soft lg:flex lg:w-[44%] lg:max-w-xl lg:flex-col lg:justify-between lg:p-12"
    >
      <Link to="/" className="relative z-10 w-fit rounded-lg" aria-label={t('brand.homeLink')}>
        <Logo />
      </Link>
      <div className="relative z-10 max-w-sm">
        <p className="font-display text-display font-semibold tracking-tight text-foreground">
          {t('brand.headline')}
        </p>
        <p className="mt-4 text-body text-muted-foreground">{t('brand.pitch')}</p>
        <figure className="mt-8 rounded-2xl bg-card/80 p-5 shadow-soft backdrop-blur">
          <blockquote className="text-body-sm text-foreground">{t('brand.quote')}</blockquote>
          <figcaption className="mt-3 flex items-center gap-2 text-caption text-muted-foreground">
            <span className="flex size-7 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
              <Sprout aria-hidden="true" className="size-4" />
            </span>
            {t('brand.quoteBy')}
          </figcaption>
        </figure>
      </div>
      <p className="relative z-10 flex items-center gap-2 text-caption text-muted-foreground">
        <HeartHandshake aria-hidden="true" className="size-4" /> {t('brand.fairLine')}
      </p>
      <svg
        aria-hidden="true"
        viewBox="0 0 400 160"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 h-40 w-full"
      >
        <path
          d="M0 100 C 80 60, 160 130, 240 95 S 360 70, 400 86 V160 H0Z"
          className="fill-accent/15"
        />
        <path
          d="M0 128 C 100 100, 200 150, 300 120 S 380 112, 400 118 V160 H0Z"
          className="fill-primary/10"
        />
      </svg>
    </aside>
  );
}

interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: the sign-up steps, a back link. */
  lead?: ReactNode;
  children: ReactNode;
  /** Under the card: "Already have an account? Log in". */
  footer?: ReactNode;
  /** A wider column for pages with two big choices side by side. */
  wide?: boolean;
  /**
   * The top corner's control (the language picker on the log-in and sign-up
   * pages), given by the page: layout components lean on no feature.
   */
  corner?: ReactNode;
}

/**
 * The frame of the pages outside the shell (log in, sign up, role, details,
 * password reset): a brand panel beside the form on a desktop, the form alone
 * under a slim brand bar on a phone.
 */
export function AuthLayout({
  title,
  description,
  lead,
  children,
  footer,
  wide,
  corner,
}: AuthLayoutProps) {
  const { t } = useTranslation('layout');
  return (
    <div className="flex min-h-dvh bg-background">
      <BrandPanel />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className={cn('pt-safe', !corner && 'lg:hidden')}>
          <div className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 px-safe py-2 lg:px-10">
            <Link to="/" className="rounded-lg lg:hidden" aria-label={t('brand.homeLink')}>
              {/* Beside a corner control on a phone, the mark alone; the word from 480 px. */}
              <Logo className={cn(corner && 'max-[479px]:[&>span]:hidden')} />
            </Link>
            {corner ? <div className="ml-auto">{corner}</div> : null}
          </div>
        </header>
        <main
          id="main"
          className={cn(
            'mx-auto flex w-full flex-1 flex-col px-safe pt-4 pb-10 lg:justify-center lg:px-10 lg:py-12',
            wide ? 'max-w-2xl' : 'max-w-md',
          )}
        >
          {lead}
          <h1 className="font-display text-headline font-semibold tracking-tight md:text-display">
            {title}
          </h1>
          {description ? (
            <p className="mt-2 text-body text-muted-foreground">{description}</p>
          ) : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 text-center text-body-sm text-muted-foreground">{footer}</div>
          ) : null}
        </main>
        <footer className="pb-safe">
          <p className="px-safe pb-6 text-center text-caption text-muted-foreground">
            <Trans
              t={t}
              i18nKey="footer.line"
              components={{
                terms: (
                  <Link
                    to="/terms"
                    className="underline underline-offset-2 hover:text-foreground"
                  />
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
    </div>
  );
}
