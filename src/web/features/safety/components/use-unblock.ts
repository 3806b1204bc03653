import { runMutation } from '@web/lib/run-mutation';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUnblockPerson } from '../api';
import { safetyFailureMessage } from '../failure-message';
import type { BlockSubject } from './block-dialog';

/** Unblocking needs no confirmation (it only gives back what blocking took): one tap, a toast. */
export function useUnblock() {
  const { t } = useTranslation('safety');
  const unblock = useUnblockPerson();
  return {
    pending: unblock.isPending,
    run: (person: BlockSubject) =>
      runMutation(unblock, person.id, {
        onSuccess: () => toast.success(t('unblock.done', { name: person.name })),
        onError: (e) => toast.error(safetyFailureMessage(e)),
      }),
  };
}
