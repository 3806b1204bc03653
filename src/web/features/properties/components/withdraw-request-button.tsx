import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { useWithdrawStayRequest } from '@web/features/stay-requests/api';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { apiErrorText } from '../error-text';

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
  const { t } = useTranslation('properties');
  const withdraw = useWithdrawStayRequest();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Undo2 aria-hidden="true" />
        {t('withdraw.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('withdraw.title')}
        description={t('withdraw.description', { property: propertyTitle })}
        confirmLabel={t('withdraw.button')}
        destructive
        pending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(request, {
            onSuccess: () => {
              setOpen(false);
              toast.success(t('withdraw.done'));
            },
            onError: (error) => {
              setOpen(false);
              toast.error(t('withdraw.failed'), { description: apiErrorText(error) });
            },
          })
        }
      />
    </>
  );
}
