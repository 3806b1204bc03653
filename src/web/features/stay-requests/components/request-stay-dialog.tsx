import type { ExchangeTerms } from '@shared/api/exchange-terms';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStepper } from './request-stepper';

/**
 * The "Request to stay" button and its stepper in a dialog (a bottom sheet on
 * phones). With `showButton` false (a request is already pending) the dialog
 * stays mounted, so its "Request sent" step outlives the page's refresh.
 */
export function RequestStayDialog({
  propertyId,
  propertyTitle,
  hostName,
  terms,
  showButton,
  className,
}: {
  propertyId: string;
  propertyTitle: string;
  hostName: string;
  terms: ExchangeTerms;
  showButton: boolean;
  className?: string;
}) {
  const { t } = useTranslation('stay-requests');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {showButton ? (
        <Button size="lg" className={className} onClick={() => setOpen(true)}>
          <Send aria-hidden="true" />
          {t('dialog.button')}
        </Button>
      ) : null}
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { property: propertyTitle })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <div className="mt-5">
          <RequestStepper
            propertyId={propertyId}
            propertyTitle={propertyTitle}
            hostName={hostName}
            terms={terms}
            onDone={() => setOpen(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
