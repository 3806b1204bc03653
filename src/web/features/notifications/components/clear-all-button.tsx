import { ConfirmDialog } from '@web/components/ui/dialog';
import { cloneElement, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearNotifications } from '../api';

/**
 * 'Clear all' behind a confirmation (it deletes every notification). The
 * trigger is the caller's button; `onCleared` runs after success.
 */
export function ClearAllConfirm({
  trigger,
  onCleared,
  onOpenChange,
}: {
  trigger: ReactElement<{ onClick?: () => void }>;
  onCleared?: () => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const clear = useClearNotifications();
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {cloneElement(trigger, { onClick: () => change(true) })}
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        title={t('clear.title')}
        description={t('clear.description')}
        confirmLabel={t('clearAll')}
        destructive
        pending={clear.isPending}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSettled: () => change(false),
            onSuccess: () => onCleared?.(),
          })
        }
      />
    </>
  );
}
