import { translate } from './i18n';

/**
 * A read-only map from codes to labels, each read from the catalogues at the
 * moment it is read: `propertyTypeLabel.farm` is 'Farm' in English and
 * 'Fazenda' in Portuguese, and code that indexed an English table keeps
 * working unchanged. A component that shows one should use
 * `useTranslation` too, so it renders again when the language changes.
 */
export function translatedLabels<Code extends string>(
  namespace: string,
  prefix: string,
  codes: readonly Code[],
): Readonly<Record<Code, string>> {
  const labels = {} as Record<Code, string>;
  for (const code of codes) {
    Object.defineProperty(labels, code, {
      enumerable: true,
      get: () => translate(namespace, `${prefix}.${code}`),
    });
  }
  return Object.freeze(labels);
}
