import { runMutation } from '@web/lib/run-mutation';
import { toast } from 'sonner';
import { useUnblockPerson } from '../api';
import { safetyFailureMessage } from '../failure-message';
import type { BlockSubject } from './block-dialog';

/** Unblocking needs no confirmation (it only gives back what blocking took): one tap, a toast. */
export function useUnblock() {
  const unblock = useUnblockPerson();
  return {
    pending: unblock.isPending,
    run: (person: BlockSubject) =>
      runMutation(unblock, person.id, {
        onSuccess: () => toast.success(`You unblocked ${person.name}`),
        onError: (e) => toast.error(safetyFailureMessage(e)),
      }),
  };
}
