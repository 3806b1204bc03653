import { cn } from '@web/lib/cn';
import { useState } from 'react';

export function initialsOf(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** A round photo, or the initials when there is none (or it fails to load). */
export function Avatar({
  src,
  name,
  email,
  alt,
  className,
}: {
  src: string | null | undefined;
  name: string | null | undefined;
  email: string;
  /** Describe the photo when it is the subject; empty when decorative. */
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft font-display text-headline font-semibold text-accent-soft-foreground',
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
