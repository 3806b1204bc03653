/**
 * The data behind the dashboard's cards, one hook per card.
 *
 * Each hook is a seam: the feature behind the card (properties and requests:
 * issue 5; chores: issue 8; notifications: issue 7) replaces its body with a
 * query and maps its rows to `DashboardItem`s. Until a feature lands there is
 * nothing to fetch, so no request is made and the card shows its empty state.
 */

/** One row of a dashboard card. */
export interface DashboardItem {
  readonly id: string;
  readonly title: string;
  /** A short second line: a place, a date, a status label. */
  readonly detail?: string;
  /** Where the row goes. */
  readonly href: string;
}

export interface CardData {
  readonly items: readonly DashboardItem[];
  readonly isLoading: boolean;
}

const NOTHING_YET: CardData = Object.freeze({ items: Object.freeze([]), isLoading: false });

/** SPEC 9: the recent-notifications list shows 5. */
export const RECENT_NOTIFICATIONS_LIMIT = 5;

/** The host's properties (issue 5). */
export function useHostProperties(): CardData {
  return NOTHING_YET;
}

/** Stay requests waiting for the host's answer, across their properties (issue 5). */
export function usePendingStayRequests(): CardData {
  return NOTHING_YET;
}

/** Chores helpers have marked done, waiting for the host's review (issue 8). */
export function useChoresAwaitingReview(): CardData {
  return NOTHING_YET;
}

/** Helpers at the host's properties (issue 5). */
export function useHostHelpers(): CardData {
  return NOTHING_YET;
}

/** The helper's chores that are due, soonest first (issue 8). */
export function useChoresDue(): CardData {
  return NOTHING_YET;
}

/** The properties the helper has joined (issue 5). */
export function useHelperProperties(): CardData {
  return NOTHING_YET;
}

/** The viewer's latest notifications, at most RECENT_NOTIFICATIONS_LIMIT (issue 7). */
export function useRecentNotifications(): CardData {
  return NOTHING_YET;
}
