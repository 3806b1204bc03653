import { CHORE_LIMITS } from '@shared/api/chores';
import { pointsAwardSchema } from '@shared/api/points';
import { Select } from '@web/components/select';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { useAwardBonus } from '@web/features/points/api';
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

type Name = 'helperId' | 'amount' | 'reason' | 'form';

/** Host: extra points for a member, with the reason their history will show. */
export function BonusDialog({
  propertyId,
  members,
  initialHelperId = '',
  open,
  onOpenChange,
}: {
  propertyId: string;
  members: readonly { id: string; name: string }[];
  initialHelperId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const award = useAwardBonus();
  const [helperId, setHelperId] = useState(initialHelperId || members[0]?.id || '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  // One id per intended award: a retry after a lost reply is recorded once.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      requestId,
      propertyId,
      helperId,
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      reason,
    };
    const checked = validateForm(pointsAwardSchema, body);
    const found: FieldErrors<Name> = checked.ok ? {} : { ...checked.errors };
    if (!helperId) found.helperId = 'Choose a helper';
    if (amount.trim() === '') found.amount = 'How many points?';
    else if (Number(amount) < 0) found.amount = 'A bonus adds points: use a positive number';
    if (Object.keys(found).length > 0 || !checked.ok) {
      setErrors(found);
      return;
    }
    const name = members.find((member) => member.id === helperId)?.name ?? 'Your helper';
    runMutation(award, checked.data, {
      onSuccess: () => {
        toast.success('Bonus given', { description: `${name} got ${checked.data.amount} points.` });
        setAmount('');
        setReason('');
        setRequestId(crypto.randomUUID());
        onOpenChange(false);
      },
      onError: (error) =>
        setErrors({
          form: isApiError(error) ? error.message : 'Couldn’t give the bonus. Try again.',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Give a bonus</DialogTitle>
          <DialogDescription>
            Extra points for going beyond the list. Your reason shows in their points history.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          {errors.form ? (
            <p role="alert" className="text-body-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <Field label="Helper" error={errors.helperId} required>
            {(control) => (
              <Select
                {...control}
                value={helperId}
                onChange={(event) => setHelperId(event.target.value)}
              >
                {members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Points" error={errors.amount} required>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={CHORE_LIMITS.bonusAmount}
                value={amount}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setErrors((e) => ({ ...e, amount: undefined }));
                }}
              />
            )}
          </Field>
          <Field label="Reason" error={errors.reason} required>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={CHORE_LIMITS.awardReason}
                placeholder="Fixed the fence after the storm, unasked."
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
              />
            )}
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton pending={award.isPending} pendingLabel="Giving…">
              Give bonus
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
