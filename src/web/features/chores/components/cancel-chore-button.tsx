import type { Chore } from '@shared/api/chores';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useChoreAction } from '../api';

/** Host: cancel a chore that is not approved, after saying what that means. */
export function CancelChoreButton({
  chore,
  onCancelled,
  size = 'md',
}: {
  chore: Chore;
  onCancelled?: () => void;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const cancel = useChoreAction('cancel');
  if (chore.status === 'approved' || chore.status === 'cancelled') return null;
  const doer = chore.takenBy?.fullName ?? chore.assignee?.fullName;
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className="text-destructive hover:bg-destructive/10"
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" />
        Cancel chore
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel this chore?"
        description={
          <>
            “{chore.title}” will be removed from everyone’s list
            {doer ? ` and ${doer} won’t earn its points` : ''}. This can’t be undone.
          </>
        }
        confirmLabel="Cancel chore"
        destructive
        pending={cancel.isPending}
        onConfirm={() =>
          runMutation(cancel, chore.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success('Chore cancelled');
              onCancelled?.();
            },
            onError: (error) =>
              toast.error('Couldn’t cancel the chore', {
                description: isApiError(error) ? error.message : undefined,
              }),
          })
        }
      />
    </>
  );
}
