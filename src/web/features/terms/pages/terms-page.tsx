import { PageFrame } from '@web/app/page-frame';
import { NumberedSections } from '@web/components/layout/numbered-sections';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/i18n/format';
import { useSession } from '@web/lib/session/session';
import { FileText, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TERMS_LAST_UPDATED, TERMS_SUMMARY, useTermsSections } from '../terms-content';

// Long-form typography for the terms body, kept to the theme's tokens.
const prose = [
  'space-y-4 text-body text-foreground',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_li]:marker:text-primary',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
].join(' ');

/**
 * /terms: the App Terms and Conditions. Public: inside the shell for a
 * signed-in reader, a standalone page otherwise (PageFrame does either).
 */
export default function TermsPage() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { t } = useTranslation('terms');
  const format = useFormat();
  const sections = useTermsSections();
  const lastUpdated = format.dateTime(`${TERMS_LAST_UPDATED}T00:00:00Z`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

  return (
    <PageFrame className="md:max-w-3xl">
      <article className="mx-auto max-w-3xl" aria-labelledby="terms-title">
        <header>
          <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <FileText aria-hidden="true" className="size-6" />
          </span>
          <h1
            id="terms-title"
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
            <HeartHandshake aria-hidden="true" className="size-5" />
            <h2 className="font-display text-title font-semibold tracking-tight">
              {t('page.summaryTitle')}
            </h2>
          </div>
          <ul className="mt-3 space-y-2 text-body-sm text-foreground">
            {TERMS_SUMMARY.map((point) => (
              <li key={point} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                />
                {t(`summary.${point}`)}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-body-sm text-muted-foreground">{t('page.summaryNote')}</p>
        </Card>

        <NumberedSections contentsId="terms-contents" sections={sections} proseClassName={prose} />

        {signedIn ? null : (
          <div className="mt-12 rounded-2xl border border-border bg-card p-5 text-center md:p-6">
            <p className="font-display text-title font-semibold">{t('page.joinTitle')}</p>
            <p className="mt-1 text-body-sm text-muted-foreground">{t('page.joinText')}</p>
            <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild>
                <Link to="/signup">{t('page.signUp')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/login">{t('page.logIn')}</Link>
              </Button>
            </div>
          </div>
        )}
      </article>
    </PageFrame>
  );
}
