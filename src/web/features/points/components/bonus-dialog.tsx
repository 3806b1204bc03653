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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('points');
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
    if (!helperId) found.helperId = t('bonus.chooseHelper');
    if (amount.trim() === '') found.amount = t('bonus.amountRequired');
    else if (Number(amount) < 0) found.amount = t('bonus.amountPositive');
    if (Object.keys(found).length > 0 || !checked.ok) {
      setErrors(found);
      return;
    }
    const name = members.find((member) => member.id === helperId)?.name;
    runMutation(award, checked.data, {
      onSuccess: () => {
        const count = checked.data.amount;
        toast.success(t('bonus.given'), {
          description: name
            ? t('bonus.givenDescription', { name, count })
            : t('bonus.givenDescriptionHelper', { count }),
        });
        setAmount('');
        setReason('');
        setRequestId(crypto.randomUUID());
        onOpenChange(false);
      },
      onError: (error) =>
        setErrors({
          form: isApiError(error) ? error.message : t('bonus.failed'),
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('bonus.title')}</DialogTitle>
          <DialogDescription>{t('bonus.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          {errors.form ? (
            <p role="alert" className="text-body-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <Field label={t('bonus.helper')} error={errors.helperId} required>
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
          <Field label={t('bonus.points')} error={errors.amount} required>
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
          <Field label={t('bonus.reason')} error={errors.reason} required>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={CHORE_LIMITS.awardReason}
                placeholder={t('bonus.reasonPlaceholder')}
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
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton pending={award.isPending} pendingLabel={t('bonus.giving')}>
              {t('bonus.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
