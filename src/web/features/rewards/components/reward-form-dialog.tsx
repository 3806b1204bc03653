import { REWARD_LIMITS, type Reward, rewardCreateSchema } from '@shared/api/rewards';
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
import { isApiError } from '@web/lib/api-client';
import { runMutation } from '@web/lib/run-mutation';
import { type FieldErrors, validateForm } from '@web/lib/zod-form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateReward, useUpdateReward } from '../api';

type Name = 'title' | 'description' | 'cost' | 'active';

/** Add or edit a reward of a property's catalogue. */
export function RewardFormDialog({
  propertyId,
  reward,
  open,
  onOpenChange,
}: {
  propertyId: string;
  /** Absent: a new reward. */
  reward?: Reward;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('rewards');
  const create = useCreateReward();
  const update = useUpdateReward();
  const pending = create.isPending || update.isPending;
  const [title, setTitle] = useState(reward?.title ?? '');
  const [description, setDescription] = useState(reward?.description ?? '');
  const [cost, setCost] = useState(reward ? String(reward.cost) : '');
  const [active, setActive] = useState(reward?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors<Name | 'form'>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      title,
      description: description.trim() === '' ? null : description,
      cost: cost.trim() === '' ? Number.NaN : Number(cost),
      active,
    };
    const checked = validateForm(rewardCreateSchema, body);
    if (!checked.ok) {
      // What a person can get wrong here, in the language on screen; rarer
      // problems keep the shared schema's words.
      const found = { ...checked.errors };
      if (found.title && title.trim() === '') found.title = t('form.titleRequired');
      if (found.cost) {
        const n = body.cost;
        if (Number.isNaN(n)) found.cost = t('form.costRequired');
        else if (!Number.isInteger(n)) found.cost = t('form.costWhole');
        else if (n < 1) found.cost = t('form.costMin');
        else found.cost = t('form.costMax', { max: REWARD_LIMITS.cost });
      }
      setErrors(found);
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(reward ? t('form.saved') : t('form.added'));
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        if (isApiError(error)) {
          const found: FieldErrors<Name | 'form'> = {};
          for (const name of ['title', 'description', 'cost'] as const) {
            const message = error.fieldMessage(name);
            if (message) found[name] = message;
          }
          if (Object.keys(found).length === 0) found.form = error.message;
          setErrors(found);
        } else setErrors({ form: t('form.saveFailed') });
      },
    };
    if (reward) runMutation(update, { id: reward.id, ...checked.data }, done);
    else runMutation(create, { propertyId, ...checked.data }, done);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reward ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          {errors.form ? (
            <p role="alert" className="text-body-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <Field label={t('form.title')} error={errors.title} required>
            {(control) => (
              <Input
                {...control}
                value={title}
                maxLength={REWARD_LIMITS.title}
                placeholder={t('form.titlePlaceholder')}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setErrors((e) => ({ ...e, title: undefined }));
                }}
              />
            )}
          </Field>
          <Field label={t('form.descriptionLabel')} error={errors.description}>
            {(control) => (
              <Textarea
                {...control}
                value={description}
                rows={3}
                maxLength={REWARD_LIMITS.description}
                onChange={(event) => setDescription(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('form.cost')} error={errors.cost} required>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={REWARD_LIMITS.cost}
                value={cost}
                onChange={(event) => {
                  setCost(event.target.value);
                  setErrors((e) => ({ ...e, cost: undefined }));
                }}
              />
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-body-sm">
            <input
              type="checkbox"
              className="size-5 accent-accent"
              checked={active}
              onChange={(event) => setActive(event.target.checked)}
            />
            <span>
              <span className="font-semibold">{t('host.active')}</span>
              <span className="block text-caption text-muted-foreground">
                {t('form.activeHint')}
              </span>
            </span>
          </label>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('common:actions.cancel')}
            </Button>
            <SubmitButton pending={pending} pendingLabel={t('common:actions.saving')}>
              {reward ? t('form.save') : t('form.add')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
