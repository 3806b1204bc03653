import type { NumberedSection } from '@web/components/layout/numbered-sections';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * The App Terms and Conditions. Their words live in the `terms` catalogue
 * (sections.<section>.<block>); this file keeps their order and shape: which
 * blocks are paragraphs, which are bullet lists, and where links go.
 */

/** The day the terms last changed (YYYY-MM-DD), shown in the reader's language. */
export const TERMS_LAST_UPDATED = '2026-11-21';
export const CONTACT_EMAIL = 'support@homestay.example';
export const PRIVACY_EMAIL = 'privacy@homestay.example';

/** The short version, shown above the full terms: keys under `summary`. */
export const TERMS_SUMMARY = ['s1', 's2', 's3', 's4', 's5'] as const;

/** A paragraph, or a bullet list of items: keys under the section's key. */
type Block = { readonly p: string } | { readonly ul: readonly string[] };

interface TermsSectionShape {
  /** The anchor (#id) of the section. */
  readonly id: string;
  /** Its key under `sections` in the catalogue. */
  readonly key: string;
  readonly blocks: readonly Block[];
}

/** The sections, in order. */
export const TERMS_SECTIONS: readonly TermsSectionShape[] = [
  { id: 'about', key: 'about', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'service', key: 'service', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  {
    id: 'not-employment',
    key: 'notEmployment',
    blocks: [{ p: 'p1' }, { ul: ['li1', 'li2', 'li3', 'li4'] }],
  },
  { id: 'accounts', key: 'accounts', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'stays', key: 'stays', blocks: [{ p: 'p1' }, { ul: ['li1', 'li2', 'li3'] }, { p: 'p2' }] },
  {
    id: 'conduct',
    key: 'conduct',
    blocks: [{ p: 'p1' }, { ul: ['li1', 'li2', 'li3', 'li4', 'li5'] }],
  },
  {
    id: 'safety',
    key: 'safety',
    blocks: [{ p: 'p1' }, { ul: ['li1', 'li2', 'li3', 'li4', 'li5'] }],
  },
  { id: 'points', key: 'points', blocks: [{ p: 'p1' }, { ul: ['li1', 'li2', 'li3'] }] },
  { id: 'content', key: 'content', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'privacy', key: 'privacy', blocks: [{ p: 'p1' }, { p: 'p2' }, { p: 'p3' }] },
  { id: 'termination', key: 'termination', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'liability', key: 'liability', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  { id: 'changes', key: 'changes', blocks: [{ p: 'p1' }] },
  { id: 'contact', key: 'contact', blocks: [{ p: 'p1' }] },
];

/** The values and the inline links the terms' messages may use. */
const VALUES = { contactEmail: CONTACT_EMAIL, privacyEmail: PRIVACY_EMAIL };
const LINKS = {
  privacylink: <Link to="/privacy" />,
  // biome-ignore lint/a11y/useAnchorContent: Trans fills it with the message's text
  supportmail: <a href={`mailto:${CONTACT_EMAIL}`} />,
  // biome-ignore lint/a11y/useAnchorContent: Trans fills it with the message's text
  privacymail: <a href={`mailto:${PRIVACY_EMAIL}`} />,
};

/** The terms' sections in the language on screen, for NumberedSections. */
export function useTermsSections(): NumberedSection[] {
  const { t, i18n } = useTranslation('terms');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(() => {
    const text = (key: string) => <Trans t={t} i18nKey={key} values={VALUES} components={LINKS} />;
    return TERMS_SECTIONS.map(({ id, key, blocks }) => ({
      id,
      title: t(`sections.${key}.title`),
      body: (
        <>
          {blocks.map((block) =>
            'p' in block ? (
              <p key={block.p}>{text(`sections.${key}.${block.p}`)}</p>
            ) : (
              <ul key={block.ul.join()}>
                {block.ul.map((item) => (
                  <li key={item}>{text(`sections.${key}.${item}`)}</li>
                ))}
              </ul>
            ),
          )}
        </>
      ),
    }));
  }, [t, i18n.language]);
}
