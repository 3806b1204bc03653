import type { ChoreStatusName } from './labels/chore-labels';

/*
 * The tabs of /chores. A host reviews, plans and looks back (by status); a
 * helper sees their own work, what they could take, and what is waiting or
 * done (the server's ?tab). The server filters; a page is ordered here.
 */

/** The fields the order of a tab looks at. */
export interface TabbableChore {
  status: ChoreStatusName;
  dueAt: string | null;
  submittedAt?: string | null;
  approvedAt?: string | null;
  updatedAt?: string;
}

export const HOST_TABS = ['review', 'open', 'in_progress', 'done'] as const;
export type HostTab = (typeof HOST_TABS)[number];
export const hostTabLabel: Record<HostTab, string> = {
  review: 'To review',
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
};

export const HELPER_TABS = ['mine', 'open', 'submitted', 'done'] as const;
export type HelperTab = (typeof HELPER_TABS)[number];
export const helperTabLabel: Record<HelperTab, string> = {
  mine: 'Mine',
  open: 'Open',
  submitted: 'Submitted',
  done: 'Done',
};

/** The status each host tab asks the server for. */
export const hostTabStatus: Record<HostTab, ChoreStatusName> = {
  review: 'submitted',
  open: 'open',
  in_progress: 'in_progress',
  done: 'approved',
};

export const isHostTab = (value: string | null): value is HostTab =>
  (HOST_TABS as readonly string[]).includes(value ?? '');
export const isHelperTab = (value: string | null): value is HelperTab =>
  (HELPER_TABS as readonly string[]).includes(value ?? '');

const time = (value: string | null | undefined, fallback: number) =>
  value ? new Date(value).getTime() : fallback;

/**
 * The order inside a tab: work to do by due date (undated last); submitted
 * ones oldest first (waiting longest); done ones newest first.
 */
export function sortForTab<T extends TabbableChore>(chores: readonly T[], done: boolean): T[] {
  const copy = [...chores];
  if (done) {
    return copy.sort(
      (a, b) => time(b.approvedAt ?? b.updatedAt, 0) - time(a.approvedAt ?? a.updatedAt, 0),
    );
  }
  return copy.sort((a, b) => {
    if (a.status === 'submitted' && b.status === 'submitted') {
      return time(a.submittedAt, 0) - time(b.submittedAt, 0);
    }
    return time(a.dueAt, Number.POSITIVE_INFINITY) - time(b.dueAt, Number.POSITIVE_INFINITY);
  });
}
