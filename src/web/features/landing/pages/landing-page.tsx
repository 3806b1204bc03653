import { Logo } from '@web/components/brand/logo';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LanguagePicker } from '@web/features/language/components/language-picker';
import {
  ArrowRight,
  Backpack,
  Check,
  CircleCheck,
  Clock,
  FilePen,
  House,
  type LucideIcon,
  MapPin,
  MessageCircle,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeroLandscape } from '../components/hero-landscape';

/** The two audiences; their texts are `audiences.<id>.*` in the catalogue. */
const audiences: Array<{
  id: 'hosts' | 'helpers';
  icon: LucideIcon;
  points: readonly string[];
  tone: 'primary' | 'accent';
}> = [
  { id: 'hosts', icon: House, points: ['list', 'chores', 'agreement'], tone: 'primary' },
  { id: 'helpers', icon: Backpack, points: ['find', 'hours', 'points'], tone: 'accent' },
];

/** How it works, in three steps: `steps.<id>.*`. */
const steps: Array<{ id: string; icon: LucideIcon }> = [
  { id: 'find', icon: Search },
  { id: 'agree', icon: FilePen },
  { id: 'stay', icon: Sparkles },
];

/** What Homestay promises: `promises.<id>.*`. */
const promises: Array<{ id: string; icon: LucideIcon }> = [
  { id: 'agreements', icon: ShieldCheck },
  { id: 'messages', icon: MessageCircle },
  { id: 'counts', icon: Star },
];

const highlights = ['agreements', 'messages', 'points'] as const;

function SiteHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-20 border-b border-border/60 bg-background/90 pt-safe backdrop-blur">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-safe py-2 md:px-8">
        <Link to="/" className="rounded-lg" aria-label={t('header.home')}>
          {/* The mark alone on a phone, beside the language picker; the word from 480 px. */}
          <Logo className="max-[479px]:[&>span]:hidden" />
        </Link>
        {/* On the narrowest phones the language and the account links wrap under the logo. */}
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LanguagePicker compact />
          <nav aria-label={t('header.account')} className="flex items-center gap-1.5 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/login">{t('links.logIn')}</Link>
            </Button>
            <Button asChild size="sm" className="hidden min-[480px]:inline-flex">
              <Link to="/signup">{t('links.signUp')}</Link>
            </Button>
          </nav>
        </div>
      </div>
    </header>
  );
}

function ChoreRow({
  title,
  when,
  points,
  done = false,
}: {
  title: string;
  when: string;
  points: number;
  done?: boolean;
}) {
  const { t } = useTranslation('landing');
  return (
    <li className="flex items-center gap-3 rounded-xl bg-background px-3 py-2.5">
      {done ? (
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
      ) : (
        <Clock aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      )}
      <span className="min-w-0 flex-1">
        <span
          className={
            done
              ? 'block truncate text-body-sm font-medium text-muted-foreground line-through'
              : 'block truncate text-body-sm font-medium'
          }
        >
          {title}
        </span>
        <span className="block text-caption text-muted-foreground">{when}</span>
      </span>
      <Badge variant={done ? 'accent' : 'neutral'}>{t('preview.points', { points })}</Badge>
    </li>
  );
}

/** A glimpse of the app: a property card with today's chores. Purely illustrative. */
function AppPreview() {
  const { t } = useTranslation('landing');
  return (
    <figure className="relative mx-auto w-full max-w-sm lg:max-w-md">
      <figcaption className="sr-only">{t('preview.caption')}</figcaption>
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-linear-to-br from-primary-soft to-accent-soft opacity-80 blur-2xl"
      />
      <Card className="overflow-hidden rounded-3xl shadow-lifted">
        <HeroLandscape className="h-36 w-full md:h-44" />
        <div className="p-4 md:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-display text-title font-semibold">{t('preview.property')}</p>
              <p className="mt-0.5 flex items-center gap-1 text-body-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5" />
                {t('preview.place')}
              </p>
            </div>
            <Badge variant="accent">{t('preview.helpers', { count: 2 })}</Badge>
          </div>
          <p className="mt-4 mb-2 text-caption font-semibold tracking-wide text-muted-foreground uppercase">
            {t('preview.todaysChores')}
          </p>
          <ul className="space-y-2">
            <ChoreRow
              title={t('preview.chores.hens')}
              when={t('preview.chores.hensWhen')}
              points={10}
              done
            />
            <ChoreRow
              title={t('preview.chores.tomatoes')}
              when={t('preview.chores.tomatoesWhen')}
              points={15}
            />
            <ChoreRow
              title={t('preview.chores.gate')}
              when={t('preview.chores.gateWhen')}
              points={40}
            />
          </ul>
        </div>
      </Card>
      <div
        aria-hidden="true"
        className="absolute -top-3 right-2 flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-caption font-semibold shadow-lifted sm:-right-6"
      >
        <span className="flex size-5 items-center justify-center rounded-full bg-success text-success-foreground">
          <Check className="size-3" />
        </span>
        {t('preview.signed')}
      </div>
    </figure>
  );
}

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-30 rounded-lg bg-card px-4 py-2 font-semibold shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader />

      <main id="main" className="flex-1">
        {/* Hero */}
        <section className="mx-auto grid w-full max-w-6xl grid-cols-1 items-center gap-12 px-safe pt-10 pb-16 md:px-8 md:pt-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pt-24 lg:pb-24">
          <div className="text-center lg:text-left">
            <Badge variant="primary" className="px-3 py-1 text-body-sm">
              <House aria-hidden="true" />
              {t('hero.badge')}
            </Badge>
            <h1 className="mt-5 font-display text-[2.25rem] leading-[1.1] font-semibold tracking-tight text-balance sm:text-[3rem] lg:text-[3.5rem]">
              {t('hero.title')}
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-body text-muted-foreground sm:text-lg lg:mx-0">
              {t('hero.text')}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <Button asChild size="lg">
                <Link to="/signup">
                  {t('hero.start')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">{t('hero.haveAccount')}</Link>
              </Button>
            </div>
            <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-body-sm text-muted-foreground lg:justify-start">
              {highlights.map((item) => (
                <li key={item} className="flex items-center gap-1.5">
                  <Check aria-hidden="true" className="size-4 text-accent" />
                  {t(`hero.highlights.${item}`)}
                </li>
              ))}
            </ul>
          </div>
          <AppPreview />
        </section>

        {/* Hosts and helpers */}
        <section aria-labelledby="audiences-heading" className="border-y border-border bg-card/60">
          <div className="mx-auto w-full max-w-6xl px-safe py-16 md:px-8 lg:py-24">
            <div className="mx-auto max-w-2xl text-center">
              <h2
                id="audiences-heading"
                className="font-display text-headline font-semibold tracking-tight md:text-[2.25rem] md:leading-tight"
              >
                {t('audiences.title')}
              </h2>
              <p className="mt-3 text-body text-muted-foreground">{t('audiences.text')}</p>
            </div>
            <div className="mt-10 grid gap-5 md:grid-cols-2 md:gap-6">
              {audiences.map(({ id, icon: Icon, points, tone }) => (
                <Card key={id} className="flex flex-col p-6 md:p-8">
                  <span
                    className={
                      tone === 'primary'
                        ? 'flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground'
                        : 'flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground'
                    }
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <p className="mt-5 text-body-sm font-semibold text-muted-foreground">
                    {t(`audiences.${id}.eyebrow`)}
                  </p>
                  <h3 className="mt-1 font-display text-title font-semibold tracking-tight md:text-2xl">
                    {t(`audiences.${id}.title`)}
                  </h3>
                  <ul className="mt-5 flex-1 space-y-3">
                    {points.map((point) => (
                      <li key={point} className="flex gap-3 text-body-sm md:text-body">
                        <Check
                          aria-hidden="true"
                          className={
                            tone === 'primary'
                              ? 'mt-0.5 size-5 shrink-0 text-primary'
                              : 'mt-0.5 size-5 shrink-0 text-accent'
                          }
                        />
                        {t(`audiences.${id}.points.${point}`)}
                      </li>
                    ))}
                  </ul>
                  <Button
                    asChild
                    variant={tone === 'primary' ? 'primary' : 'accent'}
                    className="mt-7 self-start"
                  >
                    <Link to="/signup">
                      {t(`audiences.${id}.cta`)}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </Card>
              ))}
            </div>
          </div>
        </section>

        {/* How it works */}
        <section
          aria-labelledby="how-heading"
          className="mx-auto w-full max-w-6xl px-safe py-16 md:px-8 lg:py-24"
        >
          <h2
            id="how-heading"
            className="text-center font-display text-headline font-semibold tracking-tight md:text-[2.25rem] md:leading-tight"
          >
            {t('steps.title')}
          </h2>
          <ol className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
            {steps.map(({ id, icon: Icon }, index) => (
              <li
                key={id}
                className="relative rounded-2xl border border-border bg-card p-6 shadow-soft"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-body-sm font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-accent" />
                </div>
                <h3 className="mt-4 font-display text-title font-semibold">
                  {t(`steps.${id}.title`)}
                </h3>
                <p className="mt-2 text-body-sm text-muted-foreground md:text-body">
                  {t(`steps.${id}.text`)}
                </p>
              </li>
            ))}
          </ol>

          <ul className="mt-12 grid gap-6 sm:grid-cols-3">
            {promises.map(({ id, icon: Icon }) => (
              <li key={id} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{t(`promises.${id}.title`)}</span>
                  <span className="block text-body-sm text-muted-foreground">
                    {t(`promises.${id}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        {/* Closing call to action */}
        <section
          aria-labelledby="cta-heading"
          className="mx-auto w-full max-w-6xl px-safe pb-16 md:px-8 lg:pb-24"
        >
          <div className="relative w-full overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lifted md:px-12 md:py-16">
            <svg
              aria-hidden="true"
              viewBox="0 0 400 120"
              preserveAspectRatio="none"
              className="absolute inset-x-0 bottom-0 h-20 w-full opacity-20"
            >
              <path
                d="M0 70 C 90 30, 180 110, 270 70 S 370 40, 400 60 V120 H0Z"
                fill="currentColor"
              />
            </svg>
            <h2
              id="cta-heading"
              className="relative font-display text-headline font-semibold tracking-tight md:text-[2.25rem] md:leading-tight"
            >
              {t('cta.title')}
            </h2>
            <p className="relative mx-auto mt-3 max-w-lg text-body opacity-95">{t('cta.text')}</p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button
                asChild
                size="lg"
                className="bg-background text-foreground hover:bg-background/90"
              >
                <Link to="/signup">{t('cta.createAccount')}</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="ghost"
                className="text-primary-foreground ring-1 ring-primary-foreground/60 ring-inset hover:bg-primary-foreground/10"
              >
                <Link to="/login">{t('links.logIn')}</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border pb-safe">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-4 px-safe py-8 text-body-sm text-muted-foreground sm:flex-row sm:justify-between md:px-8">
          <Logo className="[&_svg]:size-7" />
          <nav
            aria-label={t('footer.label')}
            className="flex flex-wrap justify-center gap-x-5 gap-y-2"
          >
            <Link to="/terms" className="rounded hover:text-foreground hover:underline">
              {t('footer.terms')}
            </Link>
            <Link to="/privacy" className="rounded hover:text-foreground hover:underline">
              {t('footer.privacy')}
            </Link>
            <Link to="/login" className="rounded hover:text-foreground hover:underline">
              {t('links.logIn')}
            </Link>
            <Link to="/signup" className="rounded hover:text-foreground hover:underline">
              {t('links.signUp')}
            </Link>
          </nav>
          {/* i18n-exempt: the brand, the same in every language */}
          <p>© {year} Homestay</p>
        </div>
      </footer>
    </div>
  );
}
