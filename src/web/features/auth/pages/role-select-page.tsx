import type { ChosenRole } from '@shared/api/profile';
import { useQueryClient } from '@tanstack/react-query';
import { PulsingLogo } from '@web/components/brand/pulsing-logo';
import { AuthLayout, SignupSteps } from '@web/components/layout/auth-layout';
import { Button } from '@web/components/ui/button';
import { SubmitButton } from '@web/components/ui/submit-button';
import { showProfileError, useChooseRole, useProfile } from '@web/features/profile/api';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { chosenRole, forgetChosenRole, keepChosenRole } from '@web/lib/session/local-user-state';
import { sessionQueryKey, useSession } from '@web/lib/session/session';
import { ArrowRight, Backpack, Check, House, Info, type LucideIcon } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useKeptRedirect, withRedirect } from '../redirect';

/** The two roles; their texts are `roleSelect.<role>.*` in the catalogue. */
const choices: Array<{
  role: ChosenRole;
  icon: LucideIcon;
  points: readonly string[];
  tone: 'primary' | 'accent';
}> = [
  {
    role: 'host',
    icon: House,
    points: ['list', 'chores', 'agreements'],
    tone: 'primary',
  },
  {
    role: 'helper',
    icon: Backpack,
    points: ['find', 'hours', 'points'],
    tone: 'accent',
  },
];

function RoleCard({
  choice,
  selected,
  disabled,
  onSelect,
}: {
  choice: (typeof choices)[number];
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('auth');
  const Icon = choice.icon;
  const descriptionId = `role-${choice.role}-description`;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-3 rounded-2xl border-2 bg-card p-5 shadow-soft transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        selected
          ? choice.tone === 'primary'
            ? 'border-primary bg-primary-soft/40'
            : 'border-accent bg-accent-soft/50'
          : 'border-border hover:border-input',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        name="role"
        value={choice.role}
        checked={selected}
        onChange={onSelect}
        disabled={disabled}
        aria-describedby={descriptionId}
        className="sr-only"
      />
      <span className="flex items-center gap-3">
        <span
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-xl',
            choice.tone === 'primary'
              ? 'bg-primary-soft text-primary-soft-foreground'
              : 'bg-accent-soft text-accent-soft-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <span className="min-w-0 flex-1 font-display text-title font-semibold tracking-tight">
          {t(`roleSelect.${choice.role}.title`)}
        </span>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
            selected
              ? choice.tone === 'primary'
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-accent bg-accent text-accent-foreground'
              : 'border-input',
          )}
        >
          {selected ? <Check className="size-4" /> : null}
        </span>
      </span>
      <span id={descriptionId} className="flex flex-col gap-3">
        <span className="text-body-sm text-foreground">{t(`roleSelect.${choice.role}.lead`)}</span>
        <span className="flex flex-col gap-1.5">
          {choice.points.map((point) => (
            <span key={point} className="flex items-start gap-2 text-body-sm text-muted-foreground">
              <Check
                aria-hidden="true"
                className={cn(
                  'mt-0.5 size-4 shrink-0',
                  choice.tone === 'primary' ? 'text-primary' : 'text-accent',
                )}
              />
              {t(`roleSelect.${choice.role}.points.${point}`)}
            </span>
          ))}
        </span>
      </span>
    </label>
  );
}

/**
 * /role-select: host or helper, chosen once. Public (SPEC 2): a signed-out
 * visitor's choice is kept locally (SPEC 3's `userRole`) and taken to
 * /signup, and applied once the new account is signed in, without asking
 * again. Signed in without a role: chosen here, as before.
 */
export default function RoleSelectPage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { raw, target } = useKeptRedirect();
  const profile = useProfile();
  const chooseRole = useChooseRole();
  const [kept] = useState(() => chosenRole());
  const [selected, setSelected] = useState<ChosenRole | null>(kept);
  const [error, setError] = useState<string | null>(null);
  const signedIn = session.status === 'signed-in';
  const applyKept = signedIn && session.user.role === 'user' && kept !== null;

  const choose = (role: ChosenRole) =>
    chooseRole.mutate(role, {
      onSuccess: (updated) =>
        navigate(updated.isComplete ? target : withRedirect('/signup/details', raw), {
          replace: true,
        }),
      onError: async (failure) => {
        forgetChosenRole();
        if (isApiError(failure) && failure.status === 409) {
          // Chosen in another tab: read it and move on.
          await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          return;
        }
        showProfileError('update', failure);
      },
    });

  // Chosen before signing up: applied once, through the same role API.
  const applied = useRef(false);
  useEffect(() => {
    if (!applyKept || applied.current || kept === null) return;
    applied.current = true;
    choose(kept);
  });

  if (session.status === 'loading') return <PulsingLogo />;
  if (signedIn && session.user.role !== 'user') {
    // Chosen already: on to the details, or onwards when they are complete.
    if (!profile.data) return <PulsingLogo />;
    const next = profile.data.isComplete ? target : withRedirect('/signup/details', raw);
    return <Navigate replace to={next} />;
  }
  if (applyKept && !chooseRole.isError) {
    return (
      <div role="status" aria-label={t('roleSelect.settingUp', { role: kept })}>
        <PulsingLogo />
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError(t('roleSelect.chooseOne'));
      return;
    }
    setError(null);
    if (!signedIn) {
      keepChosenRole(selected);
      navigate(withRedirect('/signup', raw));
      return;
    }
    choose(selected);
  }

  const chosen = choices.find((c) => c.role === selected);

  return (
    <AuthLayout
      wide
      lead={signedIn ? <SignupSteps current={2} /> : null}
      title={t('roleSelect.title')}
      description={t('roleSelect.description')}
      footer={
        signedIn ? null : (
          <>
            {t('signUp.haveAccount')}{' '}
            <Button asChild variant="link">
              <Link to={withRedirect('/login', raw)}>{t('actions.logIn')}</Link>
            </Button>
          </>
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <fieldset
          className="grid gap-4 sm:grid-cols-2"
          aria-describedby={error ? 'role-error' : 'role-note'}
        >
          <legend className="sr-only">{t('roleSelect.legend')}</legend>
          {choices.map((choice) => (
            <RoleCard
              key={choice.role}
              choice={choice}
              selected={selected === choice.role}
              disabled={chooseRole.isPending}
              onSelect={() => {
                setSelected(choice.role);
                setError(null);
              }}
            />
          ))}
        </fieldset>
        {error ? (
          <p id="role-error" role="alert" className="text-body-sm text-destructive">
            {error}
          </p>
        ) : null}
        <p id="role-note" className="flex items-start gap-2 text-body-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('roleSelect.note')}
        </p>
        <SubmitButton
          size="lg"
          className="sm:self-end"
          pending={chooseRole.isPending}
          pendingLabel={t('roleSelect.saving')}
        >
          {chosen
            ? t('roleSelect.continueAs', { role: chosen.role })
            : t('common:actions.continue')}
          <ArrowRight aria-hidden="true" />
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
