import { cn } from '@web/lib/cn';
import { ChevronDown, History } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A run of the stay's events (chore steps, agreement, stay request) as one
 * compact line: "3 updates · <the newest>". A real button opens the list of
 * every line (`children`, each an <li>) below it and closes it again.
 */
export function SystemUpdates({
  count,
  newest,
  children,
}: {
  count: number;
  /** The newest line's text, which the collapsed line shows. */
  newest: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('messaging');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="flex flex-col items-center gap-2 px-4" data-message-type="system-updates">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-9 max-w-[92%] items-center gap-2 rounded-2xl border border-border/70 bg-muted px-3 py-1.5 text-caption text-muted-foreground transition-colors hover:bg-accent-soft hover:text-accent-soft-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none"
      >
        <History aria-hidden="true" className="size-3.5 shrink-0" />
        {/* One line on a wide screen; on a phone the newest wraps to a second
            line rather than being cut to a word. */}
        <span className="line-clamp-2 min-w-0 text-left">
          <span className="font-semibold text-foreground">{t('list.updates', { count })}</span>{' '}
          {newest}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-3.5 shrink-0 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <ol id={listId} hidden={!open} className="flex w-full flex-col gap-1.5">
        {children}
      </ol>
    </li>
  );
}
