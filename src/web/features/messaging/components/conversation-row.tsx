import type { Conversation } from '@shared/api/messaging';
import { Avatar } from '@web/components/avatar';
import { cn } from '@web/lib/cn';
import { noticeText } from '@web/lib/i18n/notice-text';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRelativeTime } from '../format';

/** One Inbox row: avatar, name, property, last message, when, and the unread badge. */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  // system-lines: a preview that is a system line reads in the language on screen.
  const { t } = useTranslation(['messaging', 'system-lines']);
  const relativeTime = useRelativeTime();
  const name = conversation.otherParty?.fullName?.trim() || t('someone');
  const unread = conversation.unreadCount;
  const when = conversation.lastMessageTime ?? conversation.updatedAt;
  const preview =
    noticeText('system-lines', conversation.lastMessageNotice) ??
    conversation.lastMessageText ??
    t('inbox.noMessagesYet');
  return (
    <Link
      to={`/chat/${conversation.id}`}
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-transparent bg-card p-3 shadow-sm transition-colors',
        'hover:border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <Avatar name={name} src={conversation.otherParty?.avatarUrl} className="ring-2 ring-card" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('truncate text-body', unread > 0 ? 'font-bold' : 'font-semibold')}>
            {name}
          </p>
          <time dateTime={when} className="shrink-0 text-caption text-muted-foreground">
            {relativeTime(when)}
          </time>
        </div>
        <p className="truncate text-caption font-medium text-primary-soft-foreground">
          {conversation.propertyTitle}
        </p>
        <div className="flex items-center justify-between gap-2">
          <p
            className={cn(
              'truncate text-body-sm',
              unread > 0 ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {preview}
          </p>
          {unread > 0 ? (
            <span
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-destructive px-1.5 text-caption font-bold text-destructive-foreground"
              data-testid="unread-badge"
            >
              <Trans
                t={t}
                i18nKey="inbox.unreadBadge"
                values={{ shown: unread > 99 ? '99+' : String(unread), count: unread }}
                components={{ sr: <span className="sr-only" /> }}
              />
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
