import { DELETION_GRACE_DAYS } from '@shared/api/account-deletion';
import { DATA_EXPORT_TTL_HOURS } from '@shared/api/data-export';
import { EMAIL_CHANGE_LINK_HOURS } from '@shared/api/email-change';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One section of the privacy page: its anchor, heading and body. */
export interface PrivacySection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

export const PRIVACY_LAST_UPDATED = '26 November 2026';
/** The address the terms give for personal data too. */
export const PRIVACY_EMAIL = 'privacy@homestay.example';

/** The short version, shown above the full text. */
export const privacySummary: readonly string[] = [
  'We keep what Homestay needs to work: your account, what you post and the messages you send.',
  'We use it to run Homestay, keep it safe and tell you about your account. We never sell it.',
  'You can download all of it at any time, and delete your account whenever you want.',
  `A deleted account is erased after ${DELETION_GRACE_DAYS} days; the last copies leave our backups a week later.`,
];

/** What is kept, and why: one row each, in the order a person meets them. */
export const keptData: ReadonlyArray<{ what: string; holds: string; why: string }> = [
  {
    what: 'Account',
    holds:
      'Your email address, your password (scrambled so that nobody can read it), your role, two-step verification settings, and the devices you are signed in on (browser, network address, when last used).',
    why: 'To sign you in, keep other people out of your account and show you where you are signed in.',
  },
  {
    what: 'Profile',
    holds:
      'Your name, photo, bio, phone number, date of birth, address and city, if you give them.',
    why: 'So hosts and helpers know who they are dealing with.',
  },
  {
    what: 'Properties',
    holds:
      'The places hosts list: description, address, photos, exchange terms, onboarding checklists and reward catalogues.',
    why: 'So helpers can find a stay and know what to expect.',
  },
  {
    what: 'Stays and agreements',
    holds:
      'Stay requests and their answers, memberships, agreements with each signed version, and onboarding progress.',
    why: 'So both sides have, in writing, what they agreed.',
  },
  {
    what: 'Chores and points',
    holds: 'Chores, hand-in notes and photos, approvals, points earned and rewards redeemed.',
    why: 'To run the day-to-day help and keep a fair score of it.',
  },
  {
    what: 'Messages',
    holds: 'The conversations you have with hosts or helpers.',
    why: 'To deliver them to the person you wrote to. We do not read them unless one is reported.',
  },
  {
    what: 'Notifications',
    holds:
      'The notices the app shows you, whether you read them, and your mail and alert settings.',
    why: 'To tell you what happened while you were away, the way you chose.',
  },
  {
    what: 'Reviews',
    holds: 'The reviews you write and receive after a stay, and your replies.',
    why: 'So people can choose who to stay with or host.',
  },
  {
    what: 'Reports and blocks',
    holds:
      'Reports you make or that are made about you, the moderators’ decisions, and the people you blocked.',
    why: 'To keep Homestay safe and to show that every decision was made fairly.',
  },
  {
    what: 'Uploaded photos',
    holds: 'Your profile photo, property photos and chore photos.',
    why: 'To show them where you put them.',
  },
  {
    what: 'Push subscriptions',
    holds:
      'For each device where you turned notifications on: the address your browser gives us to reach it.',
    why: 'To send notifications to that device, and only that device.',
  },
  {
    what: 'Logs',
    holds:
      'A line for each request to our server: the time, what was asked for, the network address and any error. Never your password or the contents of your messages.',
    why: 'To find faults and stop abuse.',
  },
];

/** How long things are kept. */
export const keptFor: ReadonlyArray<{ what: string; howLong: string }> = [
  {
    what: 'Your account and everything in it',
    howLong: 'As long as you have the account.',
  },
  {
    what: 'A signed-in device',
    howLong: 'Until you sign out, or after 7 days unused, and never more than 30 days.',
  },
  {
    what: 'Links we mail you',
    howLong: `A password-reset link works for 1 hour, a link to verify or change your email for ${EMAIL_CHANGE_LINK_HOURS} hours.`,
  },
  {
    what: 'A download of your data',
    howLong: `Deleted ${DATA_EXPORT_TTL_HOURS} hours after it is ready.`,
  },
  {
    what: 'A deleted account',
    howLong: `Erased ${DELETION_GRACE_DAYS} days after you ask (you can change your mind until then). What other people need stays, without your name: messages you sent them, published reviews, and the record of stays and points.`,
  },
  {
    what: 'Backups',
    howLong:
      'One copy of the database and photos each night; we keep the last 7, so anything deleted is gone from every copy within about a week.',
  },
  {
    what: 'Logs',
    howLong: 'Kept for a short time to find faults, then deleted.',
  },
];

const linkClass = 'font-semibold text-primary underline underline-offset-2';

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'what',
    title: 'What we keep, and why',
    body: (
      <dl className="grid gap-4 md:grid-cols-2">
        {keptData.map((row) => (
          <div key={row.what} className="rounded-xl border border-border bg-card p-4">
            <dt className="font-display font-semibold">{row.what}</dt>
            <dd className="mt-1 text-body-sm">{row.holds}</dd>
            <dd className="mt-2 text-body-sm text-muted-foreground">
              <span className="font-semibold text-foreground">Why: </span>
              {row.why}
            </dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'who-sees',
    title: 'Who sees it',
    body: (
      <>
        <p>
          Other members see your name, photo, bio and city when you share a property, a request or a
          conversation with them, and your reviews once they are published. Your email address,
          phone, address and date of birth are not shown to other members.
        </p>
        <p>
          Our moderators see what is reported to them. We do not sell your information or use it for
          advertising.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <dl className="grid gap-3">
        {keptFor.map((row) => (
          <div key={row.what} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
            <dt className="font-semibold">{row.what}</dt>
            <dd className="text-muted-foreground">{row.howLong}</dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'export',
    title: 'Download your data',
    body: (
      <p>
        Go to{' '}
        <Link to="/profile?tab=data" className={linkClass}>
          Profile › Your data › Download my data
        </Link>
        . We gather everything listed above that is yours into one file and tell you when it is
        ready. The download works for {DATA_EXPORT_TTL_HOURS} hours.
      </p>
    ),
  },
  {
    id: 'delete',
    title: 'Delete your account',
    body: (
      <>
        <p>
          Go to{' '}
          <Link to="/profile?tab=data" className={linkClass}>
            Profile › Your data › Delete account
          </Link>
          . You are signed out everywhere, and your account is erased {DELETION_GRACE_DAYS} days
          later. Until then, signing in lets you cancel.
        </p>
        <p>
          Once erased, your profile, photos, properties, devices and settings are gone. Messages you
          sent, published reviews and the record of stays and points stay for the people who shared
          them with you, shown as from a deleted user.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        For anything about your personal data, write to{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
          {PRIVACY_EMAIL}
        </a>
        . The full rules for using Homestay are in the{' '}
        <Link to="/terms" className={linkClass}>
          App Terms and Conditions
        </Link>
        .
      </p>
    ),
  },
];
