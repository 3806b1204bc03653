import type { ReportGroup } from '@shared/api/admin';
import { REPORT_REASON_LABELS, type ReportTargetType } from '@shared/api/safety';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { ModerationDialog, type ModerationDialogProps } from './moderation-dialog';

/** How the desk names each kind of reported thing. */
export const TARGET_KIND_LABELS: Record<ReportTargetType, string> = {
  user: 'Person',
  property: 'Listing',
  message: 'Message',
  review: 'Review',
};

export const FLAGGED_TEXT = 'Reported by 3+ people this week';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type DialogChoice = Omit<ModerationDialogProps, 'open' | 'onOpenChange'>;

/** The dialogs a group offers, each with the words of its button. */
function choicesFor(group: ReportGroup): DialogChoice[] {
  const kind = TARGET_KIND_LABELS[group.targetType].toLowerCase();
  const { targetType, targetId, subject } = group;
  const choices: DialogChoice[] = [
    {
      action: { action: 'dismiss', targetType, targetId },
      title: `Dismiss the reports on this ${kind}?`,
      description: 'Nothing changes for anyone; the reports are closed.',
      confirmLabel: 'Dismiss',
    },
  ];
  if (targetType !== 'user' && !group.hidden && !group.deleted) {
    choices.push({
      action: { action: 'hide', targetType, targetId },
      title: `Hide this ${kind}?`,
      description: `The ${kind} disappears from every list, page and count for everyone.`,
      confirmLabel: 'Hide',
      destructive: true,
    });
  }
  if (!subject.suspended) {
    choices.push({
      action: { action: 'suspend', userId: subject.id },
      title: `Suspend ${subject.name}?`,
      description:
        'Every session of theirs ends at once, they cannot sign in, and their listed properties are paused. Every open report about them is closed.',
      confirmLabel: 'Suspend',
      destructive: true,
    });
  }
  return choices;
}

const buttonLabel = (choice: DialogChoice, group: ReportGroup) =>
  choice.action.action === 'suspend' ? `Suspend ${group.subject.name}` : choice.confirmLabel;

/** One reported thing with every open report on it, as the desk's queue shows it. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const [open, setOpen] = useState<number | null>(null);
  const choices = choicesFor(group);
  const headingId = `report-group-${group.targetType}-${group.targetId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-soft sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-caption font-semibold tracking-wide text-muted-foreground uppercase">
            {TARGET_KIND_LABELS[group.targetType]}
          </p>
          <h2 id={headingId} className="text-title font-semibold break-words">
            {group.subject.name}
          </h2>
          <p className="text-body-sm break-all text-muted-foreground">{group.subject.email}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {group.flagged ? (
            <Badge variant="destructive" className="whitespace-normal">
              <Flag aria-hidden="true" />
              {FLAGGED_TEXT}
            </Badge>
          ) : null}
          {group.subject.suspended ? <Badge variant="neutral">Suspended</Badge> : null}
          {group.hidden ? <Badge variant="neutral">Hidden</Badge> : null}
          {group.deleted ? <Badge variant="neutral">Deleted since</Badge> : null}
        </div>
      </header>

      <figure className="rounded-xl bg-muted p-3">
        <figcaption className="text-body-sm font-semibold">
          {group.snapshot.title}
          {group.snapshot.context ? (
            <span className="font-normal text-muted-foreground"> · {group.snapshot.context}</span>
          ) : null}
        </figcaption>
        {group.snapshot.text ? (
          <blockquote className="mt-1 text-body-sm whitespace-pre-wrap break-words">
            {group.snapshot.text}
          </blockquote>
        ) : null}
        {group.snapshot.writtenAt ? (
          <p className="mt-1 text-caption text-muted-foreground">
            Written{' '}
            <time dateTime={group.snapshot.writtenAt}>{when(group.snapshot.writtenAt)}</time>
          </p>
        ) : null}
      </figure>

      <ul className="flex flex-col gap-3" aria-label="Reports">
        {group.reports.map((report) => (
          <li key={report.id} className="border-l-2 border-border pl-3">
            <p className="text-body-sm font-semibold">{REPORT_REASON_LABELS[report.reason]}</p>
            {report.details ? (
              <p className="text-body-sm whitespace-pre-wrap break-words">{report.details}</p>
            ) : null}
            <p className="text-caption text-muted-foreground break-words">
              {report.reporter.name} ({report.reporter.email}) ·{' '}
              <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {choices.map((choice, index) => (
          <Button
            key={choice.action.action}
            variant={choice.destructive ? 'destructive' : 'outline'}
            onClick={() => setOpen(index)}
          >
            {buttonLabel(choice, group)}
          </Button>
        ))}
      </div>
      {choices.map((choice, index) => (
        <ModerationDialog
          key={choice.action.action}
          {...choice}
          open={open === index}
          onOpenChange={(next) => setOpen(next ? index : null)}
        />
      ))}
    </article>
  );
}
