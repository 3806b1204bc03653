import type { PublicProfile } from '@shared/api/profile';
import { Avatar } from '@web/components/avatar';
import { cn } from '@web/lib/cn';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';

/** Someone's public card: photo, name, city and bio (the host on a listing, a helper on a request). */
export function PersonCard({
  person,
  label,
  children,
  compact = false,
  className,
}: {
  person: PublicProfile;
  /** A small line above the name ("Your host"). */
  label?: string;
  children?: ReactNode;
  compact?: boolean;
  className?: string;
}) {
  const name = person.fullName ?? (person.role === 'host' ? 'Host' : 'Helper');
  return (
    <div className={cn('flex gap-3', className)}>
      <Avatar
        src={person.avatarUrl}
        name={person.fullName}
        email=""
        alt=""
        className={cn(compact ? 'size-11 text-body' : 'size-14 text-title')}
      />
      <div className="min-w-0 flex-1">
        {label ? (
          <p className="text-caption font-semibold tracking-wide text-muted-foreground uppercase">
            {label}
          </p>
        ) : null}
        <p className="truncate font-semibold">{name}</p>
        {person.city ? (
          <p className="flex items-center gap-1 text-caption text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {person.city}
          </p>
        ) : null}
        {person.bio && !compact ? (
          <p className="mt-2 text-body-sm whitespace-pre-line text-foreground">{person.bio}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
