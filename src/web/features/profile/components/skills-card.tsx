import { PROFILE_LIMITS, type Profile, profileUpdateSchema } from '@shared/api/profile';
import { SectionCard } from '@web/components/section-card';
import { TagInput } from '@web/components/tag-input';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { SubmitButton } from '@web/components/ui/submit-button';
import { type ApiError, isApiError } from '@web/lib/api-client';
import { validateForm } from '@web/lib/zod-form';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { showProfileError, useUpdateProfile } from '../api';
import { SpokenLanguagesPicker } from './spoken-languages-picker';

type ListName = 'skills' | 'spokenLanguages';
type ListErrors = Partial<Record<ListName, string>>;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The server's message for a list or any of its items (`body.skills.3`). */
function serverErrors(error: ApiError): ListErrors {
  const of = (name: ListName) =>
    error.fields.find((f) => f.field === `body.${name}` || f.field.startsWith(`body.${name}.`))
      ?.message;
  return { skills: of('skills'), spokenLanguages: of('spokenLanguages') };
}

/**
 * Profile › what you can do and the languages you speak (issue 18), saved
 * on their own: hosts read them on stay requests, and a helper's skills are
 * matched to what properties want ("Matches 3 of 4 skills" in Explore).
 */
export function SkillsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const headingId = useId();
  // Older cached profiles (offline copies) may predate the lists.
  const savedSkills = profile.skills ?? [];
  const savedLanguages = profile.spokenLanguages ?? [];
  const [skills, setSkills] = useState<string[]>(savedSkills);
  const [languages, setLanguages] = useState<string[]>(savedLanguages);
  const [errors, setErrors] = useState<ListErrors>({});
  const helper = profile.role === 'helper';

  // What the server holds (saved here, or on another device) is the new start.
  const savedKey = JSON.stringify([savedSkills, savedLanguages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the saved lists change
  useEffect(() => {
    setSkills(savedSkills);
    setLanguages(savedLanguages);
  }, [savedKey]);

  const dirty = !sameList(skills, savedSkills) || !sameList(languages, savedLanguages);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(profileUpdateSchema, { skills, spokenLanguages: languages });
    if (!checked.ok) {
      setErrors({ skills: checked.errors.skills, spokenLanguages: checked.errors.spokenLanguages });
      return;
    }
    setErrors({});
    update.mutate(checked.data, {
      onSuccess: () => toast.success(t('updated')),
      onError: (error) => {
        if (isApiError(error)) setErrors(serverErrors(error));
        showProfileError('update', error);
      },
    });
  }

  function discard() {
    setSkills(savedSkills);
    setLanguages(savedLanguages);
    setErrors({});
  }

  return (
    <SectionCard
      headingId={headingId}
      icon={Sparkles}
      title={t('skills.title')}
      description={helper ? t('skills.descriptionHelper') : t('skills.description')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <Field
          label={t('skills.label')}
          hint={helper ? t('skills.hintHelper') : t('skills.hint')}
          error={errors.skills}
        >
          {(control) => (
            <TagInput
              control={control}
              value={skills}
              onChange={(next) => {
                setSkills(next);
                setErrors((e) => ({ ...e, skills: undefined }));
              }}
              noun="skill"
              maxItems={PROFILE_LIMITS.skills}
              maxLength={PROFILE_LIMITS.skill}
              placeholder={t('skills.placeholder')}
              disabled={update.isPending}
            />
          )}
        </Field>
        <SpokenLanguagesPicker
          value={languages}
          onChange={(next) => {
            setLanguages(next);
            setErrors((e) => ({ ...e, spokenLanguages: undefined }));
          }}
          error={errors.spokenLanguages}
          disabled={update.isPending}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
          {dirty ? (
            <p className="text-caption text-muted-foreground sm:mr-auto" aria-live="polite">
              {t('details.unsaved')}
            </p>
          ) : null}
          <Button variant="outline" onClick={discard} disabled={!dirty || update.isPending}>
            {t('details.discard')}
          </Button>
          <SubmitButton
            pending={update.isPending}
            pendingLabel={t('common:actions.saving')}
            disabled={!dirty}
          >
            {t('skills.save')}
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
