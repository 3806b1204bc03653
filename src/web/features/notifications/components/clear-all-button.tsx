import { strings } from '@shared/strings';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { cloneElement, type ReactElement, useState } from 'react';
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
        title="Clear all notifications?"
        description="This deletes every notification for good. It can’t be undone."
        confirmLabel={strings.notifications.clearAll}
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
