import { cn } from '@web/lib/cn';
import { useState } from 'react';

/** Up to two initials from a name, or from an email when there is no name. */
export function initialsOf(name: string | null | undefined, email = ''): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * A round photo, or the initials when there is none (or it fails to load).
 * Decorative unless `alt` describes it: beside a name, the name says it all.
 */
export function Avatar({
  src,
  name,
  email = '',
  alt = '',
  className,
}: {
  src: string | null | undefined;
  name: string | null | undefined;
  email?: string;
  /** Describe the photo when it is the subject; leave empty when decorative. */
  alt?: string;
  /** Size and type scale; the default is 48 px. */
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = Boolean(src) && failed !== src;
  return (
    <span
      aria-hidden={alt ? undefined : true}
      className={cn(
        'relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-accent-soft font-display font-semibold text-accent-soft-foreground',
        className,
      )}
    >
      {show && src ? (
        <img
          src={src}
          alt={alt}
          className="size-full object-cover"
          onError={() => setFailed(src)}
          decoding="async"
        />
      ) : (
        <>
          <span aria-hidden="true">{initialsOf(name, email)}</span>
          {alt ? <span className="sr-only">{alt}</span> : null}
        </>
      )}
    </span>
  );
}
