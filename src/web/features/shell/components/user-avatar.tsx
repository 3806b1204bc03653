import { cn } from '@web/lib/cn';
import { useState } from 'react';

/** Up to two initials from a name, or from an email when there is no name. */
export function initialsOf(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

interface UserAvatarProps {
  name: string | null | undefined;
  email: string;
  src?: string | null | undefined;
  className?: string;
}

/** A round avatar: the photo when there is one and it loads, the initials otherwise. Decorative. */
export function UserAvatar({ name, email, src, className }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-accent-soft font-semibold text-accent-soft-foreground ring-2 ring-card',
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          onError={() => setFailed(src)}
          decoding="async"
        />
      ) : (
        initialsOf(name, email)
      )}
    </span>
  );
}
