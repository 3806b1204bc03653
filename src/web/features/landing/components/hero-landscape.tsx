import { cn } from '@web/lib/cn';

/** A small farm scene drawn with the theme's colours, so it follows dark mode. */
export function HeroLandscape({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 180"
      preserveAspectRatio="xMidYMid slice"
      className={cn('block', className)}
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--primary-soft)" />
          <stop offset="1" stopColor="var(--background)" />
        </linearGradient>
      </defs>
      <rect width="400" height="180" fill="url(#hero-sky)" />
      <circle cx="318" cy="56" r="24" fill="#f4b860" opacity="0.9" />
      <path
        d="M0 118 C 60 86, 120 96, 180 104 S 300 70, 400 96 V180 H0Z"
        fill="var(--accent)"
        opacity="0.28"
      />
      <path
        d="M0 140 C 80 116, 150 132, 230 124 S 340 108, 400 122 V180 H0Z"
        fill="var(--accent)"
        opacity="0.5"
      />
      {/* Farmhouse */}
      <g transform="translate(112 88)">
        <rect x="4" y="26" width="68" height="44" rx="3" fill="var(--card)" />
        <path d="M0 30 38 2l38 28Z" fill="var(--primary)" />
        <rect x="30" y="44" width="16" height="26" rx="2" fill="var(--primary-hover)" />
        <rect x="12" y="38" width="12" height="11" rx="2" fill="var(--accent-soft)" />
        <rect x="52" y="38" width="12" height="11" rx="2" fill="var(--accent-soft)" />
      </g>
      {/* Olive trees */}
      <g fill="var(--accent)">
        <rect x="228" y="128" width="4" height="18" rx="2" opacity="0.7" />
        <circle cx="230" cy="122" r="14" />
        <rect x="262" y="134" width="4" height="14" rx="2" opacity="0.7" />
        <circle cx="264" cy="129" r="11" opacity="0.85" />
        <rect x="62" y="134" width="4" height="16" rx="2" opacity="0.7" />
        <circle cx="64" cy="128" r="12" opacity="0.9" />
      </g>
      <path d="M0 160 C 100 148, 220 170, 400 152 V180 H0Z" fill="var(--accent-soft)" />
    </svg>
  );
}
