import { cn } from '@web/lib/cn';
import type { WelcomeSlide } from '../slides';

const tones = {
  primary: {
    backdrop: 'from-primary-soft via-background to-accent-soft/60',
    hill: 'fill-primary/15',
    hillBack: 'fill-accent/15',
    tile: 'text-primary',
  },
  accent: {
    backdrop: 'from-accent-soft via-background to-primary-soft/60',
    hill: 'fill-accent/20',
    hillBack: 'fill-primary/10',
    tile: 'text-accent',
  },
} as const;

/** A slide's illustration: soft hills, a sun and the slide's icon on a tile. Decorative. */
export function SlideArt({ slide }: { slide: WelcomeSlide }) {
  const tone = tones[slide.tone];
  const Icon = slide.icon;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-square w-[min(16rem,70vw)] items-center justify-center overflow-hidden rounded-[2.5rem] bg-linear-to-br shadow-soft',
        tone.backdrop,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className="absolute inset-0 size-full"
        preserveAspectRatio="none"
      >
        <circle cx="150" cy="52" r="18" className="fill-warning/25" />
        <path
          d="M0 140 C 50 110, 90 150, 140 128 S 190 110, 200 118 V200 H0Z"
          className={tone.hillBack}
        />
        <path d="M0 160 C 60 136, 120 178, 200 150 V200 H0Z" className={tone.hill} />
      </svg>
      <span
        className={cn(
          'relative flex size-24 items-center justify-center rounded-3xl bg-card shadow-lifted',
          tone.tile,
        )}
      >
        <Icon className="size-12" strokeWidth={1.75} />
      </span>
    </div>
  );
}
