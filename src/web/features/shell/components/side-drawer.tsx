import * as Dialog from '@radix-ui/react-dialog';
import { LogoMark } from '@web/components/brand/logo';
import { cn } from '@web/lib/cn';
import type { SessionUser } from '@web/lib/session/session';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSummary } from './account-summary';
import { NavMenu } from './nav-menu';

interface SideDrawerProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; focus returns there when the drawer closes. */
  trigger: ReactNode;
}

/**
 * The side drawer of SPEC 2, from the left: who is signed in, then the role's
 * menu. A modal dialog: focus is trapped inside, Escape and the backdrop close it.
 */
export function SideDrawer({ user, open, onOpenChange, trigger }: SideDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          className={cn(
            'fixed inset-0 z-40 bg-[#1e1612]/45 backdrop-blur-[2px]',
            'transition-opacity duration-200 starting:opacity-0',
          )}
        />
        <Dialog.Content
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col',
            'border-r border-border bg-card text-card-foreground shadow-lifted outline-none',
            'pt-safe pb-safe pl-[env(safe-area-inset-left,0px)]',
            'transition-transform duration-200 ease-out starting:-translate-x-full',
          )}
        >
          <div className="flex items-center justify-between gap-2 px-4 pt-3">
            <span className="inline-flex items-center gap-2">
              <LogoMark className="size-8" />
              <span className="font-display text-body font-semibold tracking-tight">
                {t('common:app.name')}
              </span>
            </span>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('chrome.closeMenu')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('chrome.drawerTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {t('chrome.drawerDescription')}
          </Dialog.Description>
          <div className="mx-4 mt-3 rounded-2xl bg-linear-to-br from-primary-soft/70 via-card to-accent-soft/70 p-4">
            <AccountSummary user={user} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4">
            <NavMenu role={user.role} onNavigate={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
