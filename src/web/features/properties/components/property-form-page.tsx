import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SubmitButton } from '@web/components/ui/submit-button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame both property forms share: a card, the fields, and a sticky save bar. */
export function PropertyFormCard({
  label,
  onSubmit,
  children,
  pending,
  pendingLabel,
  submitLabel,
  onCancel,
  dirtyNote,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
  onCancel: () => void;
  dirtyNote?: boolean;
}) {
  const { t } = useTranslation('properties');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Card className="p-5 md:p-8">
      <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-10">
        {children}
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
          {dirtyNote ? (
            <p className="text-caption text-muted-foreground sm:mr-auto" aria-live="polite">
              {t('form.unsaved')}
            </p>
          ) : null}
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <SubmitButton pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
