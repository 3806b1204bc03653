import { Logo } from '@web/components/brand/logo';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
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
import { Link } from 'react-router';
import { HeroLandscape } from '../components/hero-landscape';

const audiences: Array<{
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  points: string[];
  cta: string;
  tone: 'primary' | 'accent';
}> = [
  {
    icon: House,
    eyebrow: 'For hosts',
    title: 'An extra pair of hands, on your terms',
    points: [
      'List your farm, guesthouse or family home and the help you need',
      'Post chores, then approve them when they are done',
      'Send a written agreement and welcome helpers with an onboarding checklist',
    ],
    cta: 'Start hosting',
    tone: 'primary',
  },
  {
    icon: Backpack,
    eyebrow: 'For helpers',
    title: 'Travel further, stay somewhere real',
    points: [
      'Find stays that fit your skills, your dates and your pace',
      'Know the hours and what is provided before you pack',
      'Earn points for every chore your host approves, and redeem rewards',
    ],
    cta: 'Start helping',
    tone: 'accent',
  },
];

const steps: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Search,
    title: 'Find each other',
    text: 'Hosts list their place and the help they need. Helpers browse stays and ask to join, or use an invite code from their host.',
  },
  {
    icon: FilePen,
    title: 'Agree in writing',
    text: 'Set the hours, what is provided and the house rules. Both of you sign, so everyone knows what to expect.',
  },
  {
    icon: Sparkles,
    title: 'Help and stay',
    text: 'Chores, check-ins and messages live in one place, and every approved chore adds to the helper’s points.',
  },
];

const promises: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: ShieldCheck,
    title: 'Clear agreements',
    text: 'Signed terms for every stay, kept safely for both of you.',
  },
  {
    icon: MessageCircle,
    title: 'Private messages',
    text: 'Talk through the details before and during the stay.',
  },
  {
    icon: Star,
    title: 'Help that counts',
    text: 'Points recognise the work, so good helpers stand out.',
  },
];

function SiteHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-border/60 bg-background/90 pt-safe backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-safe md:px-8">
        <Link to="/" className="rounded-lg" aria-label="Homestay, home">
          <Logo />
        </Link>
        <nav aria-label="Account" className="flex items-center gap-1.5 sm:gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/login">Log in</Link>
          </Button>
          <Button asChild size="sm" className="hidden min-[400px]:inline-flex">
            <Link to="/signup">Sign up</Link>
          </Button>
        </nav>
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
      <Badge variant={done ? 'accent' : 'neutral'}>+{points} pts</Badge>
    </li>
  );
}

/** A glimpse of the app: a property card with today's chores. Purely illustrative. */
function AppPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-sm lg:max-w-md">
      <figcaption className="sr-only">
        An example property in Homestay with today’s chores and the points they earn.
      </figcaption>
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-linear-to-br from-primary-soft to-accent-soft opacity-80 blur-2xl"
      />
      <Card className="overflow-hidden rounded-3xl shadow-lifted">
        <HeroLandscape className="h-36 w-full md:h-44" />
        <div className="p-4 md:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-display text-title font-semibold">Olive Grove Farm</p>
              <p className="mt-0.5 flex items-center gap-1 text-body-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-3.5" />
                Andalusia, Spain
              </p>
            </div>
            <Badge variant="accent">2 helpers</Badge>
          </div>
          <p className="mt-4 mb-2 text-caption font-semibold tracking-wide text-muted-foreground uppercase">
            Today’s chores
          </p>
          <ul className="space-y-2">
            <ChoreRow title="Feed the hens" when="Done at 8:10" points={10} done />
            <ChoreRow title="Water the tomatoes" when="Today, 6 pm" points={15} />
            <ChoreRow title="Paint the garden gate" when="This week" points={40} />
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
        Agreement signed
      </div>
    </figure>
  );
}

export default function LandingPage() {
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-30 rounded-lg bg-card px-4 py-2 font-semibold shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />

      <main id="main" className="flex-1">
        {/* Hero */}
        <section className="mx-auto grid w-full max-w-6xl grid-cols-1 items-center gap-12 px-safe pt-10 pb-16 md:px-8 md:pt-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pt-24 lg:pb-24">
          <div className="text-center lg:text-left">
            <Badge variant="primary" className="px-3 py-1 text-body-sm">
              <House aria-hidden="true" />
              Help in exchange for stay
            </Badge>
            <h1 className="mt-5 font-display text-[2.25rem] leading-[1.1] font-semibold tracking-tight text-balance sm:text-[3rem] lg:text-[3.5rem]">
              Lend a hand. Find a home from home.
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-body text-muted-foreground sm:text-lg lg:mx-0">
              Homestay brings together hosts who need help around their place and travellers who
              would love to stay a while. Agree the terms in writing, share the chores and keep
              track of every bit of help, all in one friendly app.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <Button asChild size="lg">
                <Link to="/signup">
                  Get started, it’s free
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">I already have an account</Link>
              </Button>
            </div>
            <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-body-sm text-muted-foreground lg:justify-start">
              {['Written agreements', 'Private messages', 'Points for every chore'].map((item) => (
                <li key={item} className="flex items-center gap-1.5">
                  <Check aria-hidden="true" className="size-4 text-accent" />
                  {item}
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
                Made for both sides of the stay
              </h2>
              <p className="mt-3 text-body text-muted-foreground">
                Whether you are opening your door or packing your bag, Homestay keeps the exchange
                fair, clear and friendly.
              </p>
            </div>
            <div className="mt-10 grid gap-5 md:grid-cols-2 md:gap-6">
              {audiences.map(({ icon: Icon, eyebrow, title, points, cta, tone }) => (
                <Card key={eyebrow} className="flex flex-col p-6 md:p-8">
                  <span
                    className={
                      tone === 'primary'
                        ? 'flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground'
                        : 'flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground'
                    }
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <p className="mt-5 text-body-sm font-semibold text-muted-foreground">{eyebrow}</p>
                  <h3 className="mt-1 font-display text-title font-semibold tracking-tight md:text-2xl">
                    {title}
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
                        {point}
                      </li>
                    ))}
                  </ul>
                  <Button
                    asChild
                    variant={tone === 'primary' ? 'primary' : 'accent'}
                    className="mt-7 self-start"
                  >
                    <Link to="/signup">
                      {cta}
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
            How it works
          </h2>
          <ol className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li
                key={title}
                className="relative rounded-2xl border border-border bg-card p-6 shadow-soft"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-body-sm font-bold text-primary-foreground">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-accent" />
                </div>
                <h3 className="mt-4 font-display text-title font-semibold">{title}</h3>
                <p className="mt-2 text-body-sm text-muted-foreground md:text-body">{text}</p>
              </li>
            ))}
          </ol>

          <ul className="mt-12 grid gap-6 sm:grid-cols-3">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-body-sm text-muted-foreground">{text}</span>
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
              Your next stay starts with a hello.
            </h2>
            <p className="relative mx-auto mt-3 max-w-lg text-body opacity-95">
              Join as a host or as a helper. It takes a couple of minutes, and you can finish your
              profile whenever suits you.
            </p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button
                asChild
                size="lg"
                className="bg-background text-foreground hover:bg-background/90"
              >
                <Link to="/signup">Create your account</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="ghost"
                className="text-primary-foreground ring-1 ring-primary-foreground/60 ring-inset hover:bg-primary-foreground/10"
              >
                <Link to="/login">Log in</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t border-border pb-safe">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-4 px-safe py-8 text-body-sm text-muted-foreground sm:flex-row sm:justify-between md:px-8">
          <Logo className="[&_svg]:size-7" />
          <nav aria-label="Footer" className="flex gap-5">
            <Link to="/terms" className="rounded hover:text-foreground hover:underline">
              Terms and conditions
            </Link>
            <Link to="/privacy" className="rounded hover:text-foreground hover:underline">
              Privacy
            </Link>
            <Link to="/login" className="rounded hover:text-foreground hover:underline">
              Log in
            </Link>
            <Link to="/signup" className="rounded hover:text-foreground hover:underline">
              Sign up
            </Link>
          </nav>
          <p>© {year} Homestay</p>
        </div>
      </footer>
    </div>
  );
}
