import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type NumberedSection = { id: string; title: string; body: ReactNode };

/**
 * A long document's numbered contents list and its numbered sections, each
 * reachable by its #id: the terms and the privacy page read the same way.
 * `contentsId` labels the contents list; `proseClassName` styles the bodies.
 */
export function NumberedSections({
  contentsId,
  sections,
  proseClassName,
}: {
  contentsId: string;
  sections: readonly NumberedSection[];
  proseClassName: string;
}) {
  const { t } = useTranslation('layout');
  return (
    <>
      <nav aria-labelledby={contentsId} className="mt-8">
        <h2
          id={contentsId}
          className="text-caption font-semibold tracking-wider text-muted-foreground uppercase"
        >
          {t('contents')}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-body-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-9 items-center gap-2 rounded-lg py-1 text-foreground hover:text-primary"
              >
                <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                  {index + 1}.
                </span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-8 space-y-10 border-t border-border pt-8">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2
              id={`${section.id}-title`}
              className="flex gap-3 font-display text-title font-semibold tracking-tight md:text-[1.375rem]"
            >
              <span className="text-primary tabular-nums">{index + 1}.</span>
              {section.title}
            </h2>
            <div className={`mt-3 ${proseClassName}`}>{section.body}</div>
          </section>
        ))}
      </div>
    </>
  );
}
