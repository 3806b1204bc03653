import { useTranslation } from 'react-i18next';

/** What the ZIP holds, in the words the README inside it uses (keys of `exportContents.items`). */
const INCLUDED = [
  'profile',
  'properties',
  'memberships',
  'agreements',
  'onboarding',
  'points',
  'conversations',
  'notifications',
  'reviews',
  'photos',
] as const;

/** A disclosure listing what 'Download my data' includes (closed by default: it is long). */
export function ExportContents() {
  const { t } = useTranslation('account-data');
  return (
    <details className="group rounded-xl border border-border px-4 py-3 text-body-sm">
      <summary className="cursor-pointer font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {t('exportContents.summary')}
      </summary>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-muted-foreground">
        {INCLUDED.map((item) => (
          <li key={item}>{t(`exportContents.items.${item}`)}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted-foreground">{t('exportContents.footnote')}</p>
    </details>
  );
}
