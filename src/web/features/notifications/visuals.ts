import { formatDistance } from 'date-fns';
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

/** An icon and its colours (background + foreground) for a notification type (SPEC 3). */
export type TypeVisual = { icon: LucideIcon; tone: string; label: string };

const tones = {
  primary: 'bg-primary-soft text-primary-soft-foreground',
  accent: 'bg-accent-soft text-accent-soft-foreground',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/20 text-foreground',
  danger: 'bg-destructive/12 text-destructive',
  neutral: 'bg-muted text-muted-foreground',
} as const;

const VISUALS: Record<string, TypeVisual> = {
  message: { icon: MessageCircle, tone: tones.primary, label: 'Message' },
  task_completed: { icon: CircleCheck, tone: tones.success, label: 'Task completed' },
  report: { icon: Flag, tone: tones.warning, label: 'Report' },
  reminder: { icon: AlarmClock, tone: tones.accent, label: 'Reminder' },
  helper_request: { icon: UserPlus, tone: tones.primary, label: 'Helper request' },
  system: { icon: Info, tone: tones.neutral, label: 'System' },
  agreement_form: { icon: FilePen, tone: tones.accent, label: 'Agreement form' },
  agreement_form_completed: { icon: FileCheck, tone: tones.success, label: 'Agreement completed' },
  induction_onboard: { icon: GraduationCap, tone: tones.primary, label: 'Onboarding' },
  stay_request_accepted: { icon: CircleCheck, tone: tones.success, label: 'Request accepted' },
  stay_request_declined: { icon: CircleX, tone: tones.danger, label: 'Request declined' },
  membership_removed: { icon: UserMinus, tone: tones.danger, label: 'Removed' },
  helper_left: { icon: LogOut, tone: tones.neutral, label: 'Helper left' },
  review_request: { icon: Star, tone: tones.accent, label: 'Review' },
  review_reminder: { icon: AlarmClock, tone: tones.accent, label: 'Review reminder' },
  review_published: { icon: Star, tone: tones.success, label: 'Review published' },
  data_export: { icon: Download, tone: tones.primary, label: 'Your data' },
};

const CHORE: TypeVisual = { icon: ClipboardList, tone: tones.accent, label: 'Chore' };
const DEFAULT: TypeVisual = { icon: Bell, tone: tones.neutral, label: 'Notification' };

export function visualFor(type: string): TypeVisual {
  if (type.startsWith('chore')) return CHORE;
  return VISUALS[type] ?? DEFAULT;
}

/** '5 minutes ago', 'in 2 hours' (SPEC 2: relative time with 'ago' or 'in'). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // A server clock a little ahead of this one must not read "in less than a minute".
  const skewed = date.getTime() > now.getTime() && date.getTime() - now.getTime() < 60_000;
  return formatDistance(skewed ? now : date, now, { addSuffix: true });
}

/** A day heading for the feed: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return date.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}
