import { useTranslation } from 'react-i18next';

/*
 * The mark is drawn while the app starts (the pulsing logo), so these
 * components join their classes themselves: `cn` brings tailwind-merge
 * (9.6 KB gzip) into the first paint's code (decision 151).
 */

interface LogoMarkProps {
  /** Classes for the mark, its size (`size-*`) among them; without any it is `size-9`. */
  className?: string;
  /** Accessible name; without it the mark is decorative. */
  title?: string;
}

/** The Homestay mark: a house with a heart inside, on a terracotta tile. */
export function LogoMark({ className, title }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className ? `shrink-0 ${className}` : 'size-9 shrink-0'}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <rect width="48" height="48" rx="12" className="fill-[#b14e27]" />
      <path
        d="M10 23.5 24 11.5l14 12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M14.5 21v14.5a2.5 2.5 0 0 0 2.5 2.5h14a2.5 2.5 0 0 0 2.5-2.5V21"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M24 33.5c-3.9-2.6-6-4.7-6-7.1a3.1 3.1 0 0 1 6-1.1 3.1 3.1 0 0 1 6 1.1c0 2.4-2.1 4.5-6 7.1Z"
        fill="#f3c9a8"
      />
    </svg>
  );
}

/** The mark with the word "Homestay" beside it. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span className={['inline-flex items-center gap-2.5', className].filter(Boolean).join(' ')}>
      <LogoMark />
      <span className="font-display text-title font-semibold tracking-tight text-foreground">
        {t('app.name')}
      </span>
    </span>
  );
}
