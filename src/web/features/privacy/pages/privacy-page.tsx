import { DELETION_GRACE_DAYS } from '@shared/api/account-deletion';
import { PageFrame } from '@web/app/page-frame';
import { NumberedSections } from '@web/components/layout/numbered-sections';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/i18n/format';
import { Lock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_LAST_UPDATED, PRIVACY_SUMMARY, usePrivacySections } from '../privacy-content';

// Long-form typography, the same as the terms page's.
const prose = [
  'space-y-4 text-body text-foreground',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_li]:marker:text-primary',
].join(' ');

/**
 * /privacy (issue 19): what is kept, why, for how long, and how to download
 * or delete it. Public, like the terms: inside the shell for a signed-in
 * reader, a standalone page otherwise (PageFrame does either).
 */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const sections = usePrivacySections();
  const lastUpdated = format.dateTime(`${PRIVACY_LAST_UPDATED}T00:00:00Z`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <PageFrame className="md:max-w-3xl">
      <article className="mx-auto max-w-3xl" aria-labelledby="privacy-title">
        <header>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1
            id="privacy-title"
            className="mt-4 font-display text-headline font-semibold tracking-tight md:text-display"
          >
            {t('page.title')}
          </h1>
          <p className="mt-2 text-body-sm text-muted-foreground">
            {t('page.lastUpdated', { date: lastUpdated })}
          </p>
        </header>

        <Card className="mt-6 bg-accent-soft/50 p-5 md:p-6">
          <div className="flex items-center gap-2 text-accent-soft-foreground">
            <ShieldCheck aria-hidden="true" className="size-5" />
            <h2 className="font-display text-title font-semibold tracking-tight">
              {t('page.summaryTitle')}
            </h2>
          </div>
          <ul className="mt-3 space-y-2 text-body-sm text-foreground">
            {PRIVACY_SUMMARY.map((point) => (
              <li key={point} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                />
                {t(`summary.${point}`, { days: DELETION_GRACE_DAYS })}
              </li>
            ))}
          </ul>
        </Card>

        <NumberedSections
          contentsId="privacy-contents"
          sections={sections}
          proseClassName={prose}
        />
      </article>
    </PageFrame>
  );
}
