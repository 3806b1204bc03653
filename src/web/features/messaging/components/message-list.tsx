import { ReportButton } from '@web/features/safety/components/report-button';
import { cn } from '@web/lib/cn';
import { AlertCircle, Clock, RotateCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { foldSystemRuns, type TimelineEntry } from '../chat-timeline';
import { dayLabel, timeOfDay } from '../format';
import { type ChatMessage, groupByDay } from '../message-store';
import { systemMessageText } from '../system-message-text';
import { SystemUpdates } from './system-updates';

/** The words of a system line: the one place the chat reads them, alone or in a group. */
function systemLineText(message: ChatMessage): string {
  return systemMessageText(message);
}

/** A system line (a stay request made, accepted…): centred, not anyone's bubble. */
function SystemMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation(['messaging', 'system-lines']);
  return (
    <li className="flex justify-center px-4" data-message-type="system">
      <p className="max-w-[85%] rounded-2xl bg-muted px-3 py-1 text-center text-caption text-muted-foreground">
        {systemLineText(message)}
        <span className="sr-only"> {t('list.sentAt', { time: timeOfDay(message.createdAt) })}</span>
      </p>
    </li>
  );
}

function Bubble({
  message,
  own,
  onRetry,
  reportable,
}: {
  message: ChatMessage;
  own: boolean;
  onRetry: (id: string) => void;
  reportable: boolean;
}) {
  const { t } = useTranslation('messaging');
  return (
    <li
      className={cn('group flex flex-col gap-0.5', own ? 'items-end' : 'items-start')}
      data-own={own}
      data-state={message.state}
    >
      <div className="flex max-w-[80%] items-center gap-1">
        <div
          className={cn(
            'min-w-0 whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-body shadow-sm',
            own
              ? 'rounded-br-md bg-primary text-primary-foreground'
              : 'rounded-bl-md bg-card text-card-foreground',
            (message.state === 'pending' || message.state === 'waiting') && 'opacity-70',
            message.state === 'failed' &&
              'bg-destructive/10 text-foreground ring-1 ring-destructive',
          )}
        >
          {own ? <span className="sr-only">{t('list.you')}</span> : null}
          {message.content}
        </div>
        {reportable && !own ? (
          // Small and quiet: always there on touch screens, shown on hover or
          // focus where there is a mouse, and always in the keyboard's path.
          <ReportButton
            icon
            label={t('list.report')}
            target={{ type: 'message', id: message.id }}
            className="pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:focus-visible:opacity-100"
          />
        ) : null}
      </div>
      <div className="flex items-center gap-1 px-1 text-caption text-muted-foreground">
        {message.state === 'pending' ? (
          <>
            <Clock aria-hidden="true" className="size-3" />
            <span>{t('list.sending')}</span>
          </>
        ) : message.state === 'waiting' ? (
          <>
            <WifiOff aria-hidden="true" className="size-3" />
            <span>{t('list.waiting')}</span>
          </>
        ) : message.state === 'failed' ? (
          <>
            <AlertCircle aria-hidden="true" className="size-3 text-destructive" />
            <span className="text-destructive">{t('list.notSent')}</span>
            <button
              type="button"
              onClick={() => onRetry(message.id)}
              className="-my-1 inline-flex min-h-7 items-center gap-1 rounded px-1.5 font-semibold text-foreground underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <RotateCw aria-hidden="true" className="size-3" />
              {t('list.retry')}
            </button>
          </>
        ) : (
          <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
        )}
      </div>
    </li>
  );
}

function Entry({
  entry,
  viewerId,
  onRetry,
  reportable,
}: {
  entry: TimelineEntry;
  viewerId: string;
  onRetry: (id: string) => void;
  reportable: boolean;
}) {
  if (entry.kind === 'updates') {
    const newest = entry.lines[entry.lines.length - 1];
    return (
      <SystemUpdates count={entry.lines.length} newest={newest ? systemLineText(newest) : ''}>
        {entry.lines.map((line) => (
          <SystemMessage key={line.id} message={line} />
        ))}
      </SystemUpdates>
    );
  }
  const { message } = entry;
  return message.type === 'system' ? (
    <SystemMessage message={message} />
  ) : (
    <Bubble
      message={message}
      own={message.senderId === viewerId}
      onRetry={onRetry}
      reportable={reportable}
    />
  );
}

/**
 * The messages grouped by day: own on the right, the other party's on the
 * left, system lines centred, and a run of them folded into one line.
 */
export function MessageList({
  messages,
  viewerId,
  onRetry,
  reportable = false,
}: {
  messages: ChatMessage[];
  viewerId: string;
  onRetry: (id: string) => void;
  /** Each message from the other person gets "Report this message" (the chat page). */
  reportable?: boolean;
}) {
  // Day labels follow the language on screen.
  // The system lines' own words too, so they render in the language on screen.
  useTranslation(['messaging', 'system-lines']);
  return (
    <div className="flex flex-col gap-4">
      {groupByDay(messages).map((group) => (
        <section key={group.day} aria-label={dayLabel(group.messages[0]?.createdAt ?? '')}>
          {/* The day stays in sight while its messages scroll, in a band of
              the page's own colour across the column: lines pass under the
              band as under the top bar, so the chip never sits on one. */}
          <h2 className="sticky top-0 z-[1] flex w-full justify-center bg-background pt-3 pb-2">
            <span className="rounded-full border border-border bg-card px-3 py-0.5 text-caption font-semibold text-foreground shadow-sm">
              {dayLabel(group.messages[0]?.createdAt ?? '')}
            </span>
          </h2>
          <ol className="flex flex-col gap-2">
            {foldSystemRuns(group.messages).map((entry) => (
              <Entry
                key={entry.kind === 'updates' ? entry.key : entry.message.id}
                entry={entry}
                viewerId={viewerId}
                onRetry={onRetry}
                reportable={reportable}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
