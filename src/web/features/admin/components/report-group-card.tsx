import type { ReportGroup } from '@shared/api/admin';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '@shared/api/safety';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useFormat } from '@web/lib/i18n/format';
import { translatedLabels } from '@web/lib/i18n/label-map';
import type { TFunction } from 'i18next';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ModerationDialog, type ModerationDialogProps } from './moderation-dialog';

/** How the desk names each kind of reported thing. */
export const TARGET_KIND_LABELS = translatedLabels('admin', 'targetKind', REPORT_TARGET_TYPES);

/** The words an operator reads for each report reason. */
const REASON_LABELS = translatedLabels('admin', 'reasons', REPORT_REASONS);

type DialogChoice = Omit<ModerationDialogProps, 'open' | 'onOpenChange'>;

/** The dialogs a group offers, each with the words of its button. */
function choicesFor(t: TFunction<'admin'>, group: ReportGroup): DialogChoice[] {
  const { targetType, targetId, subject } = group;
  const kind = targetType;
  const choices: DialogChoice[] = [
    {
      action: { action: 'dismiss', targetType, targetId },
      title: t('reports.dismissTitle', { kind }),
      description: t('reports.dismissText'),
      confirmLabel: t('reports.dismiss'),
    },
  ];
  if (targetType !== 'user' && !group.hidden && !group.deleted) {
    choices.push({
      action: { action: 'hide', targetType, targetId },
      title: t('reports.hideTitle', { kind }),
      description: t('reports.hideText', { kind }),
      confirmLabel: t('reports.hide'),
      destructive: true,
    });
  }
  if (!subject.suspended) {
    choices.push({
      action: { action: 'suspend', userId: subject.id },
      title: t('reports.suspendTitle', { name: subject.name }),
      description: t('reports.suspendText'),
      confirmLabel: t('reports.suspend'),
      destructive: true,
    });
  }
  return choices;
}

const buttonLabel = (t: TFunction<'admin'>, choice: DialogChoice, group: ReportGroup) =>
  choice.action.action === 'suspend'
    ? t('reports.suspendPerson', { name: group.subject.name })
    : choice.confirmLabel;

/** One reported thing with every open report on it, as the desk's queue shows it. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useFormat();
  const [open, setOpen] = useState<number | null>(null);
  const choices = choicesFor(t, group);
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
              {t('reports.flagged')}
            </Badge>
          ) : null}
          {group.subject.suspended ? (
            <Badge variant="neutral">{t('reports.suspended')}</Badge>
          ) : null}
          {group.hidden ? <Badge variant="neutral">{t('reports.hidden')}</Badge> : null}
          {group.deleted ? <Badge variant="neutral">{t('reports.deleted')}</Badge> : null}
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
            <Trans
              t={t}
              i18nKey="reports.written"
              values={{ when: dateTime(group.snapshot.writtenAt) }}
              components={{ time: <time dateTime={group.snapshot.writtenAt} /> }}
            />
          </p>
        ) : null}
      </figure>

      <ul className="flex flex-col gap-3" aria-label={t('reports.listLabel')}>
        {group.reports.map((report) => (
          <li key={report.id} className="border-l-2 border-border pl-3">
            <p className="text-body-sm font-semibold">{REASON_LABELS[report.reason]}</p>
            {report.details ? (
              <p className="text-body-sm whitespace-pre-wrap break-words">{report.details}</p>
            ) : null}
            <p className="text-caption text-muted-foreground break-words">
              <Trans
                t={t}
                i18nKey="reports.reporter"
                values={{
                  name: report.reporter.name,
                  email: report.reporter.email,
                  when: dateTime(report.createdAt),
                }}
                components={{ time: <time dateTime={report.createdAt} /> }}
              />
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
            {buttonLabel(t, choice, group)}
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
