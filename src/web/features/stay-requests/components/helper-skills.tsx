import type { PublicProfile } from '@shared/api/profile';
import type { HostStayRequest } from '@shared/api/stay-requests';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { languageListText } from '@web/lib/labels/language-names';
import { Languages, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Fit = NonNullable<HostStayRequest['fit']>;

/**
 * "Matches 3 of 4 skills": how the helper's skills meet the property's skills
 * wanted (issue 18). Nothing when there is nothing to say (no fit).
 */
export function RequestFit({
  fit,
  className,
}: {
  fit: Fit | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('stay-requests');
  if (!fit) return null;
  // None of the skills wanted: said plainly, without the highlight.
  const variant =
    fit.matched === 0 ? 'neutral' : fit.matched === fit.wanted ? 'success' : 'primary';
  return (
    <Badge variant={variant} className={className}>
      {fit.matched > 0 ? <Sparkles aria-hidden="true" /> : null}
      {t('fit.matches', { matched: fit.matched, wanted: fit.wanted })}
    </Badge>
  );
}

/**
 * The skills a person lists, as chips, and the languages they speak, named
 * in the reader's language ("Speaks German and Portuguese"). Nothing when
 * they list neither.
 */
export function HelperSkills({
  person,
  name,
  className,
}: {
  person: Pick<PublicProfile, 'skills' | 'spokenLanguages'>;
  /** Whose they are, for the list's name ("Rex's skills"). */
  name: string;
  className?: string;
}) {
  const { t } = useTranslation('stay-requests');
  // Older cached replies may predate the lists.
  const skills = person.skills ?? [];
  const languages = person.spokenLanguages ?? [];
  if (skills.length === 0 && languages.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {skills.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('helperSkills.skills', { name })}>
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-muted px-2.5 py-0.5 text-caption font-semibold text-foreground"
            >
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {languages.length > 0 ? (
        <p className="flex items-start gap-1.5 text-body-sm text-muted-foreground">
          <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('helperSkills.speaks', { languages: languageListText(languages) })}
        </p>
      ) : null}
    </div>
  );
}
