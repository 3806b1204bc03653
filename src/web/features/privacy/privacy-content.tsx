import { DELETION_GRACE_DAYS } from '@shared/api/account-deletion';
import { DATA_EXPORT_TTL_HOURS } from '@shared/api/data-export';
import { EMAIL_CHANGE_LINK_HOURS } from '@shared/api/email-change';
import type { NumberedSection } from '@web/components/layout/numbered-sections';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * The privacy page's content. Its words live in the `privacy` catalogue; this
 * file keeps their order, the numbers they quote and where links go.
 */

/** The day this page last changed (YYYY-MM-DD), shown in the reader's language. */
export const PRIVACY_LAST_UPDATED = '2026-11-26';
/** The address the terms give for personal data too. */
export const PRIVACY_EMAIL = 'privacy@homestay.example';

/** The numbers the texts quote, from the rules that enforce them. */
const VALUES = {
  days: DELETION_GRACE_DAYS,
  hours: DATA_EXPORT_TTL_HOURS,
  linkHours: EMAIL_CHANGE_LINK_HOURS,
  email: PRIVACY_EMAIL,
};

/** The short version, shown above the full text: keys under `summary`. */
export const PRIVACY_SUMMARY = ['s1', 's2', 's3', 's4'] as const;

/** What is kept, and why: keys under `kept`, in the order a person meets them. */
export const KEPT_DATA = [
  'account',
  'profile',
  'properties',
  'stays',
  'chores',
  'messages',
  'notifications',
  'reviews',
  'reports',
  'photos',
  'push',
  'logs',
] as const;

/** How long things are kept: keys under `keptFor`. */
export const KEPT_FOR = [
  'account',
  'device',
  'links',
  'export',
  'deleted',
  'backups',
  'logs',
] as const;

const linkClass = 'font-semibold text-primary underline underline-offset-2';

/** The inline links the messages may use. */
const LINKS = {
  profile: <Link to="/profile?tab=data" className={linkClass} />,
  terms: <Link to="/terms" className={linkClass} />,
  // biome-ignore lint/a11y/useAnchorContent: Trans fills it with the message's text
  mail: <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass} />,
};

/** The privacy page's sections in the language on screen, for NumberedSections. */
export function usePrivacySections(): NumberedSection[] {
  const { t, i18n } = useTranslation('privacy');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(() => {
    const text = (key: string) => <Trans t={t} i18nKey={key} values={VALUES} components={LINKS} />;
    return [
      {
        id: 'what',
        title: t('sections.what.title'),
        body: (
          <dl className="grid gap-4 md:grid-cols-2">
            {KEPT_DATA.map((row) => (
              <div key={row} className="rounded-xl border border-border bg-card p-4">
                <dt className="font-display font-semibold">{t(`kept.${row}.what`)}</dt>
                <dd className="mt-1 text-body-sm">{t(`kept.${row}.holds`)}</dd>
                <dd className="mt-2 text-body-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{t('page.why')}</span>{' '}
                  {t(`kept.${row}.why`)}
                </dd>
              </div>
            ))}
          </dl>
        ),
      },
      {
        id: 'who-sees',
        title: t('sections.whoSees.title'),
        body: (
          <>
            <p>{text('sections.whoSees.p1')}</p>
            <p>{text('sections.whoSees.p2')}</p>
          </>
        ),
      },
      {
        id: 'how-long',
        title: t('sections.howLong.title'),
        body: (
          <dl className="grid gap-3">
            {KEPT_FOR.map((row) => (
              <div key={row} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="font-semibold">{t(`keptFor.${row}.what`)}</dt>
                <dd className="text-muted-foreground">{t(`keptFor.${row}.howLong`, VALUES)}</dd>
              </div>
            ))}
          </dl>
        ),
      },
      {
        id: 'export',
        title: t('sections.export.title'),
        body: <p>{text('sections.export.p1')}</p>,
      },
      {
        id: 'delete',
        title: t('sections.delete.title'),
        body: (
          <>
            <p>{text('sections.delete.p1')}</p>
            <p>{text('sections.delete.p2')}</p>
          </>
        ),
      },
      {
        id: 'contact',
        title: t('sections.contact.title'),
        body: <p>{text('sections.contact.p1')}</p>,
      },
    ];
  }, [t, i18n.language]);
}
