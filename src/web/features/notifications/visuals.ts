import { formatDateTime, formatRelativeTime } from '@web/lib/i18n/format';
import { translate } from '@web/lib/i18n/i18n';
import { readerLocale } from '@web/lib/reader-format';
import {
  AlarmClock,
  Bell,
  CircleCheck,
  CircleX,
  ClipboardList,
  Download,
  FileCheck,
  FilePen,
  Flag,
  GraduationCap,
  Info,
  LogOut,
  type LucideIcon,
  MessageCircle,
  Star,
  UserMinus,
  UserPlus,
} from 'lucide-react';

/**
 * An icon and its colours (background + foreground) for a notification type
 * (SPEC 3), and its name, read in the language on screen.
 */
export type TypeVisual = {
  readonly icon: LucideIcon;
  readonly tone: string;
  readonly label: string;
};

const visual = (icon: LucideIcon, tone: string, key: string): TypeVisual => ({
  icon,
  tone,
  get label() {
    return translate('notifications', `types.${key}`);
  },
});

const tones = {
  primary: 'bg-primary-soft text-primary-soft-foreground',
  accent: 'bg-accent-soft text-accent-soft-foreground',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/20 text-foreground',
  danger: 'bg-destructive/12 text-destructive',
  neutral: 'bg-muted text-muted-foreground',
} as const;

const VISUALS: Record<string, TypeVisual> = {
  message: visual(MessageCircle, tones.primary, 'message'),
  task_completed: visual(CircleCheck, tones.success, 'task_completed'),
  report: visual(Flag, tones.warning, 'report'),
  reminder: visual(AlarmClock, tones.accent, 'reminder'),
  helper_request: visual(UserPlus, tones.primary, 'helper_request'),
  system: visual(Info, tones.neutral, 'system'),
  agreement_form: visual(FilePen, tones.accent, 'agreement_form'),
  agreement_form_completed: visual(FileCheck, tones.success, 'agreement_form_completed'),
  induction_onboard: visual(GraduationCap, tones.primary, 'induction_onboard'),
  stay_request_accepted: visual(CircleCheck, tones.success, 'stay_request_accepted'),
  stay_request_declined: visual(CircleX, tones.danger, 'stay_request_declined'),
  membership_removed: visual(UserMinus, tones.danger, 'membership_removed'),
  helper_left: visual(LogOut, tones.neutral, 'helper_left'),
  review_request: visual(Star, tones.accent, 'review_request'),
  review_reminder: visual(AlarmClock, tones.accent, 'review_reminder'),
  review_published: visual(Star, tones.success, 'review_published'),
  data_export: visual(Download, tones.primary, 'data_export'),
};

const CHORE = visual(ClipboardList, tones.accent, 'chore');
const DEFAULT = visual(Bell, tones.neutral, 'default');

export function visualFor(type: string): TypeVisual {
  if (type.startsWith('chore')) return CHORE;
  return VISUALS[type] ?? DEFAULT;
}

/**
 * '5 minutes ago', 'in 2 hours' (SPEC 2: relative time with 'ago' or 'in'),
 * in the reader's language through Intl; under a minute reads 'less than a
 * minute ago'.
 */
export function relativeTime(
  iso: string,
  now: Date = new Date(),
  locale: string = readerLocale(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A server clock a little ahead of this one must not read "in less than a minute".
  if (Math.abs(date.getTime() - now.getTime()) < 60_000) {
    return translate('notifications', 'time.underAMinute');
  }
  return formatRelativeTime(date, now, locale);
}

/** A day heading for the feed: Today, Yesterday, or the date. */
export function dayLabel(
  iso: string,
  now: Date = new Date(),
  locale: string = readerLocale(),
): string {
  const date = new Date(iso);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return translate('notifications', 'time.today');
  if (days === 1) return translate('notifications', 'time.yesterday');
  return formatDateTime(
    date,
    {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
    },
    locale,
  );
}
