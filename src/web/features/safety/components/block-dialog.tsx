import { SHARED_STAY_ERROR } from '@shared/api/safety';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useBlockPerson } from '../api';
import { safetyFailureMessage } from '../failure-message';

export interface BlockSubject {
  id: string;
  name: string;
}

/**
 * "Block {name}?": what blocking does, then Block. When the two share a stay
 * the server answers 409 `shared_stay` (its message names the property) and
 * the dialog asks whether the stay ends too: a stay never ends, nor stays,
 * without the person choosing.
 */
export function BlockDialog({
  open,
  onOpenChange,
  person,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  person: BlockSubject;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        {open ? <BlockSteps person={person} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BlockSteps({ person, onDone }: { person: BlockSubject; onDone: () => void }) {
  const { t } = useTranslation('safety');
  const block = useBlockPerson();
  /** The server's question when they share a stay; null until it asks. */
  const [stayQuestion, setStayQuestion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<boolean | undefined>(undefined);

  const send = (endStay?: boolean) => {
    setError(null);
    setChoice(endStay);
    runMutation(
      block,
      endStay === undefined ? { userId: person.id } : { userId: person.id, endStay },
      {
        onSuccess: () => {
          toast.success(t('block.done', { name: person.name }));
          onDone();
        },
        onError: (e) => {
          if (isApiError(e) && e.code === SHARED_STAY_ERROR) setStayQuestion(e.message);
          else setError(safetyFailureMessage(e));
        },
      },
    );
  };
  const busy = (endStay?: boolean) => block.isPending && choice === endStay;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('block.title', { name: person.name })}</DialogTitle>
        <DialogDescription>
          {stayQuestion ?? t('block.description', { name: person.name })}
        </DialogDescription>
      </DialogHeader>
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common:actions.cancel')}</Button>
        </DialogClose>
        {stayQuestion ? (
          <>
            <Button variant="outline" onClick={() => send(false)} disabled={block.isPending}>
              {busy(false) ? t('block.working') : t('block.keepStay')}
            </Button>
            <Button variant="destructive" onClick={() => send(true)} disabled={block.isPending}>
              {busy(true) ? t('block.working') : t('block.endStay')}
            </Button>
          </>
        ) : (
          <Button variant="destructive" onClick={() => send()} disabled={block.isPending}>
            {block.isPending ? t('block.working') : t('block.confirm')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
