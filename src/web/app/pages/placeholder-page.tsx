import { type RouteId, routeTitle } from '@shared/routes';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useSession } from '@web/features/auth/session';
import {
  ArrowRight,
  Bell,
  ClipboardCheck,
  ClipboardList,
  Compass,
  FilePen,
  FileText,
  Gift,
  Handshake,
  House,
  HousePlus,
  Inbox,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  ListPlus,
  LogIn,
  type LucideIcon,
  MessagesSquare,
  PencilLine,
  Settings,
  Sparkles,
  Sprout,
  Ticket,
  UserPlus,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '../page-frame';
import { useCurrentRoute } from '../route-gate';

const pageInfo: Record<RouteId, { icon: LucideIcon; blurb: string }> = {
  landing: { icon: House, blurb: 'Help in exchange for stay.' },
  welcome: { icon: Sprout, blurb: 'A warm hello and a quick tour of how Homestay works.' },
  login: { icon: LogIn, blurb: 'Sign in to pick up where you left off.' },
  signup: { icon: UserPlus, blurb: 'Create your account as a host or as a helper.' },
  roleSelect: { icon: Handshake, blurb: 'Tell us whether you are hosting or helping.' },
  resetPassword: { icon: KeyRound, blurb: 'Choose a new password for your account.' },
  signupDetails: { icon: UserRound, blurb: 'A few details so hosts and helpers know who you are.' },
  dashboard: { icon: LayoutDashboard, blurb: 'Your stays, chores and messages at a glance.' },
  notifications: { icon: Bell, blurb: 'Everything that needs your attention, newest first.' },
  messages: { icon: Inbox, blurb: 'Your conversations with hosts and helpers.' },
  profile: { icon: UserRound, blurb: 'Your photo, your story and your contact details.' },
  explore: { icon: Compass, blurb: 'Find a stay that fits your skills and your dates.' },
  exchangeSetup: { icon: Handshake, blurb: 'Hours, days and what you provide, set out clearly.' },
  chores: { icon: ListChecks, blurb: 'Post, take on and finish the day-to-day chores.' },
  choreDetails: { icon: ClipboardList, blurb: 'Everything about one chore, from start to done.' },
  chat: { icon: MessagesSquare, blurb: 'A private conversation about a stay.' },
  properties: { icon: House, blurb: 'The places you host or help at.' },
  propertyDetails: { icon: House, blurb: 'Photos, house rules and who is helping.' },
  propertyOnboarding: { icon: ClipboardCheck, blurb: 'The induction checklist for a new stay.' },
  helpers: { icon: Users, blurb: 'The helpers staying at your properties.' },
  helperDetails: { icon: UserRound, blurb: 'A helper’s profile, stays and progress.' },
  manageHelpers: { icon: Users, blurb: 'Invite, welcome and manage your helpers.' },
  terms: { icon: FileText, blurb: 'The terms that keep every exchange fair and friendly.' },
  addChore: { icon: ListPlus, blurb: 'Describe a chore, its points and when it is due.' },
  editChore: { icon: PencilLine, blurb: 'Change the details of a chore.' },
  addProperty: { icon: HousePlus, blurb: 'Tell helpers about your place and the help you need.' },
  editProperty: { icon: PencilLine, blurb: 'Change the details and photos of a property.' },
  sendAgreement: { icon: FilePen, blurb: 'Put the terms of a stay in writing.' },
  reviewAgreement: { icon: ClipboardCheck, blurb: 'Read a signed agreement and approve it.' },
  propertyRequests: { icon: Inbox, blurb: 'Helpers asking to stay, ready for your answer.' },
  settings: { icon: Settings, blurb: 'Your account and app preferences.' },
  rewards: { icon: Gift, blurb: 'Your points balance, history and rewards to redeem.' },
  agreementForm: { icon: FilePen, blurb: 'Read, complete and sign your stay agreement.' },
  joinProperty: { icon: Ticket, blurb: 'Join a property with the invite code from your host.' },
  joinPropertyWithCode: { icon: Ticket, blurb: 'Join the property your host invited you to.' },
};

/** A friendly stand-in for a page that is not built yet. */
export default function PlaceholderPage() {
  const route = useCurrentRoute();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const title = routeTitle(route, session.user?.role ?? 'anonymous');
  const { icon: Icon, blurb } = pageInfo[route.id];

  return (
    <PageFrame>
      <Card className="overflow-hidden">
        <div className="relative flex h-32 items-end bg-linear-to-br from-primary-soft via-background to-accent-soft px-5 pb-0 md:h-40 md:px-8">
          <svg
            aria-hidden="true"
            viewBox="0 0 400 120"
            preserveAspectRatio="none"
            className="absolute inset-x-0 bottom-0 h-16 w-full md:h-20"
          >
            <path
              d="M0 80 C 80 40, 160 100, 240 70 S 360 50, 400 64 V120 H0Z"
              className="fill-accent/15"
            />
            <path
              d="M0 96 C 100 70, 200 118, 300 92 S 380 84, 400 90 V120 H0Z"
              className="fill-primary/10"
            />
          </svg>
          <span className="relative mb-[-1.75rem] flex size-14 items-center justify-center rounded-2xl bg-card text-primary shadow-lifted">
            <Icon aria-hidden="true" className="size-7" />
          </span>
        </div>
        <div className="px-5 pt-10 pb-6 md:px-8 md:pb-8">
          <Badge variant="accent">
            <Sparkles aria-hidden="true" />
            Coming soon
          </Badge>
          <h1 className="mt-3 font-display text-headline font-semibold tracking-tight md:text-display">
            {title}
          </h1>
          <p className="mt-2 text-body text-foreground">{blurb}</p>
          <p className="mt-3 text-body-sm text-muted-foreground">
            We’re putting the finishing touches on this page. It will be ready very soon — thank you
            for your patience.
          </p>
          {signedIn && route.id === 'dashboard' ? null : (
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild>
                {signedIn ? (
                  <Link to="/dashboard">
                    Go to your dashboard
                    <ArrowRight aria-hidden="true" />
                  </Link>
                ) : (
                  <Link to="/">Back to home</Link>
                )}
              </Button>
            </div>
          )}
        </div>
      </Card>
    </PageFrame>
  );
}
