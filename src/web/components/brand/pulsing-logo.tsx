import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';

interface PulsingLogoProps {
  className?: string;
  /** Fill the viewport (page loads) or just the space it is given. */
  fullScreen?: boolean;
}

/** Shown while the session or a page loads (SPEC 2). */
export function PulsingLogo({ className, fullScreen = true }: PulsingLogoProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-label={t('states.loading')}
      aria-live="polite"
      // Not `cn`: see logo.tsx.
      className={[
        'flex items-center justify-center',
        fullScreen ? 'min-h-dvh' : 'min-h-40',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <LogoMark className="size-14 motion-safe:animate-logo-pulse" />
    </div>
  );
}
