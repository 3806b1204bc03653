import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * A query's `structuralSharing` that never lets an older copy of a row replace
 * a newer one. A refetch started before a write (the resync after a realtime
 * subscription, say) can answer after the write's own reply or event was
 * stored; without this the screen would step back to the old state and stay
 * there, as a chore did when its Start was pressed during that refetch.
 */
export function keepNewest<T>(previous: unknown, next: T): T {
  if (isStamped(previous) && isStamped(next) && previous.updatedAt > next.updatedAt) {
    return previous as T;
  }
  return replaceEqualDeep(previous, next) as T;
}

type Stamped = { updatedAt: string };

function isStamped(value: unknown): value is Stamped {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Stamped>).updatedAt === 'string'
  );
}
