import { SectionCard } from '@web/components/section-card';
import { LanguagePicker } from '@web/features/language/components/language-picker';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Profile & Settings › the app's language (issue 17): one tap on the phone's
 * own picker; the choice is saved to the profile, so every device the person
 * signs in on follows it (and mail is written in it).
 */
export function LanguageCard() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  return (
    <SectionCard
      headingId={headingId}
      icon={Languages}
      title={t('language.title')}
      description={t('language.description')}
    >
      <LanguagePicker className="max-w-sm" />
    </SectionCard>
  );
}
