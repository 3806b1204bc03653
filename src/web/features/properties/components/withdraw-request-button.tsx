import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { useWithdrawStayRequest } from '@web/features/stay-requests/api';
import { isApiError } from '@web/lib/api-client';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

/** "Withdraw" on a pending stay request, after a confirmation. */
export function WithdrawRequestButton({
  request,
  propertyTitle,
  size = 'sm',
}: {
  request: { id: string; propertyId: string };
  propertyTitle: string;
  size?: 'sm' | 'md';
}) {
  const withdraw = useWithdrawStayRequest();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        Withdraw request
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw your request?"
        description={`Your request to stay at ${propertyTitle} is taken back. You can ask again later.`}
        confirmLabel="Withdraw request"
        destructive
        pending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(request, {
            onSuccess: () => {
              setOpen(false);
              toast.success('Request withdrawn');
            },
            onError: (error) => {
              setOpen(false);
              toast.error('Couldn’t withdraw the request', {
                description: isApiError(error) ? error.message : undefined,
              });
            },
          })
        }
      />
    </>
  );
}
