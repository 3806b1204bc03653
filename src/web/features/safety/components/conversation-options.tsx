import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Ban, EllipsisVertical, Flag } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDialog, type BlockSubject } from './block-dialog';
import { ReportDialog } from './report-dialog';
import { useUnblock } from './use-unblock';

const menuItemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * The chat header's "Conversation options": Report {name} and Block {name}
 * (Unblock {name} once blocked). A small menu button (WAI-ARIA menu pattern:
 * arrows move, Escape closes and returns to the button); each item opens its
 * dialog, and focus comes back to the button when the dialog closes.
 */
export function ConversationOptions({
  person,
  blockedByMe,
}: {
  person: BlockSubject;
  blockedByMe: boolean;
}) {
  const { t } = useTranslation('safety');
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const unblock = useUnblock();

  const items = () => menuItemsOf(menu.current);

  useEffect(() => {
    if (!menuOpen) return;
    menuItemsOf(menu.current)[0]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [menuOpen]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setMenuOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') setMenuOpen(false);
  };

  const choose = (action: 'report' | 'block' | 'unblock') => {
    setMenuOpen(false);
    if (action === 'unblock') {
      trigger.current?.focus();
      unblock.run(person);
    } else setDialog(action);
  };
  const backToTrigger = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };

  const itemClass = cn(
    'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-body-sm',
    'hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
  );

  return (
    <div className="relative mt-2">
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="rounded-full"
        aria-label={t('options.label')}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <EllipsisVertical aria-hidden="true" className="size-5!" />
      </Button>
      {menuOpen ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('options.label')}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-20 mt-1 w-56 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-card p-1 shadow-lifted"
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => choose('report')}
          >
            <Flag aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('options.report', { name: person.name })}
          </button>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => choose(blockedByMe ? 'unblock' : 'block')}
          >
            <Ban aria-hidden="true" className="size-4 text-muted-foreground" />
            {blockedByMe
              ? t('unblock.person', { name: person.name })
              : t('block.person', { name: person.name })}
          </button>
        </div>
      ) : null}
      <ReportDialog
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
        target={{ type: 'user', id: person.id }}
        onCloseAutoFocus={backToTrigger}
      />
      <BlockDialog
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
        person={person}
        onCloseAutoFocus={backToTrigger}
      />
    </div>
  );
}
