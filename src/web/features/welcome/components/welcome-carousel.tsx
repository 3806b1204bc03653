import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WelcomeSlide } from '../slides';
import { SlideArt } from './slide-art';

/** How far a swipe must travel, in px, to change slide. */
const SWIPE_THRESHOLD = 48;

interface WelcomeCarouselProps {
  slides: readonly WelcomeSlide[];
  /** Called by "Get started" on the last slide. */
  onFinish: () => void;
  finishing?: boolean;
}

/**
 * The swipeable introduction: swipe on touch, or use the Back and Next
 * buttons, the arrow keys or the dots. Only the current slide is in the
 * accessibility tree; a change of slide is announced.
 */
export function WelcomeCarousel({ slides, onFinish, finishing = false }: WelcomeCarouselProps) {
  const { t } = useTranslation('welcome');
  const titleOf = (slide: WelcomeSlide) => t(`slides.${slide.set}.${slide.id}.title`);
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const last = slides.length - 1;
  const isLast = index === last;

  const go = useCallback((next: number) => setIndex(Math.max(0, Math.min(last, next))), [last]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(last, current + 1));
      else if (event.key === 'ArrowLeft') setIndex((current) => Math.max(0, current - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    if (!origin || origin.id !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    if (Math.abs(dx) > Math.abs(event.clientY - origin.y)) {
      // Resist at the ends, so the first and last slides feel anchored.
      const atEdge = (dx > 0 && index === 0) || (dx < 0 && index === last);
      setDrag(atEdge ? dx / 4 : dx);
    }
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current;
    start.current = null;
    setDrag(0);
    if (!origin || origin.id !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(event.clientY - origin.y)) {
      return;
    }
    go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      className="flex flex-1 flex-col"
    >
      <div
        data-testid="welcome-track"
        className="relative flex-1 touch-pan-y overflow-hidden select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endSwipe}
        onPointerCancel={() => {
          start.current = null;
          setDrag(0);
        }}
      >
        <div
          aria-live="polite"
          className={cn('flex h-full', drag === 0 && 'transition-transform duration-300 ease-out')}
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        >
          {slides.map((slide, position) => {
            const current = position === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group whose role description is "slide"
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t('carousel.slideRoleDescription')}
                aria-label={t('carousel.position', {
                  position: position + 1,
                  total: slides.length,
                })}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className="flex w-full shrink-0 flex-col items-center justify-center px-6 py-6 text-center"
              >
                <SlideArt slide={slide} />
                <h2 className="mt-8 max-w-sm font-display text-headline font-semibold tracking-tight md:text-display">
                  {titleOf(slide)}
                </h2>
                <p className="mt-3 max-w-sm text-body text-muted-foreground">
                  {t(`slides.${slide.set}.${slide.id}.text`)}
                </p>
              </div>
            );
          })}
        </div>
      </div>

      <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-6 pt-2 pb-6">
        <fieldset className="flex justify-center gap-1">
          <legend className="sr-only">{t('carousel.choose')}</legend>
          {slides.map((slide, position) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('carousel.dot', {
                position: position + 1,
                total: slides.length,
                title: titleOf(slide),
              })}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => go(position)}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2 rounded-full transition-all duration-300',
                  position === index ? 'w-6 bg-primary' : 'w-2 bg-input/70 group-hover:bg-input',
                )}
              />
            </button>
          ))}
        </fieldset>
        <div className="flex gap-3">
          {index > 0 ? (
            <Button variant="outline" size="lg" className="flex-1" onClick={() => go(index - 1)}>
              <ArrowLeft aria-hidden="true" />
              {t('common:actions.back')}
            </Button>
          ) : null}
          {isLast ? (
            <Button size="lg" className="flex-1" onClick={onFinish} disabled={finishing}>
              {t('carousel.getStarted')}
              <ArrowRight aria-hidden="true" />
            </Button>
          ) : (
            <Button size="lg" className="flex-1" onClick={() => go(index + 1)}>
              {t('common:actions.next')}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
