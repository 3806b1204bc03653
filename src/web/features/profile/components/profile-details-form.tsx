import type { Profile } from '@shared/api/profile';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SubmitButton } from '@web/components/ui/submit-button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from './profile-fields';
import { useProfileForm } from './use-profile-form';

/** Edit every field of your profile; save or discard. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const form = useProfileForm(profile);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit();
  }

  return (
    <Card className="p-5 md:p-6">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('details.formLabel')}
        className="flex flex-col gap-8"
      >
        <ProfileFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          register={form.register}
          disabled={form.pending}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
          {form.dirty ? (
            <p className="text-caption text-muted-foreground sm:mr-auto" aria-live="polite">
              {t('details.unsaved')}
            </p>
          ) : null}
          <Button variant="outline" onClick={form.reset} disabled={!form.dirty || form.pending}>
            {t('details.discard')}
          </Button>
          <SubmitButton
            pending={form.pending}
            pendingLabel={t('common:actions.saving')}
            disabled={!form.dirty}
          >
            {t('details.save')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
