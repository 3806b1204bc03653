import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { agreementSummariesQuery } from '@web/features/agreements/api';
import { useChoreList } from '@web/features/chores/api';
import { helpersQuery } from '@web/features/memberships/api';
import { hostPropertiesQuery, myPropertiesQuery } from '@web/features/properties/api';
import { sortForTab } from '@web/lib/chore-tabs';
import { dueInfo } from '@web/lib/labels/chore-labels';
import { countryName, formatDay, propertyStatusLabel } from '@web/lib/labels/property-labels';
import { useSession } from '@web/lib/session/session';
import { useTranslation } from 'react-i18next';

/**
 * The data behind the dashboard's cards, one hook per card.
 *
 * Each hook is a seam: the feature behind the card (properties and requests:
 * issue 5; chores: issue 8; notifications: issue 7) replaces its body with a
 * query and maps its rows to `DashboardItem`s. Until a feature lands there is
 * nothing to fetch, so no request is made and the card shows its empty state.
 * A card whose data cannot be read shows its empty state too (the feature's
 * own page says what went wrong).
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

/** How many rows a card lists. */
const CARD_ROWS = 5;

const useRole = () => useSession().user?.role ?? null;

/** The host's first page of properties (shared by the properties and requests cards). */
function useHostPropertyCards() {
  const isHost = useRole() === 'host';
  const query = useInfiniteQuery({ ...hostPropertiesQuery(), enabled: isHost });
  return { cards: query.data?.pages[0]?.items ?? [], isLoading: isHost && query.isLoading };
}

/** The host's properties (issue 5). */
export function useHostProperties(): CardData {
  const { t } = useTranslation('dashboard');
  const { cards, isLoading } = useHostPropertyCards();
  return {
    isLoading,
    items: cards.slice(0, CARD_ROWS).map((card) => ({
      id: card.id,
      title: card.title,
      detail: t('hostProperties.detail', {
        place: `${card.city}, ${countryName(card.country)}`,
        status: propertyStatusLabel[card.status],
        count: card.helperCount,
      }),
      href: `/properties/${card.id}`,
    })),
  };
}

/** Stay requests waiting for the host's answer, across their properties (issue 5). */
export function usePendingStayRequests(): CardData {
  const { t } = useTranslation('dashboard');
  const { cards, isLoading } = useHostPropertyCards();
  return {
    isLoading,
    items: cards
      .filter((card) => card.pendingRequestCount > 0)
      .slice(0, CARD_ROWS)
      .map((card) => ({
        id: card.id,
        title: card.title,
        detail: t('stayRequests.detail', { count: card.pendingRequestCount }),
        href: `/properties/${card.id}/requests`,
      })),
  };
}

/** Chores helpers have marked done, waiting for the host's review (issue 8). */
export function useChoresAwaitingReview(): CardData {
  const { t } = useTranslation('dashboard');
  const isHost = useRole() === 'host';
  const query = useChoreList({ status: 'submitted', limit: CARD_ROWS }, isHost);
  return {
    isLoading: isHost && query.isLoading,
    items: (query.data?.pages[0]?.items ?? []).map((chore) => ({
      id: chore.id,
      title: chore.title,
      detail: t('choresReview.detail', {
        helper: chore.takenBy?.fullName ?? t('choresReview.someHelper'),
        property: chore.propertyTitle,
        count: chore.points,
      }),
      href: `/chores/${chore.id}`,
    })),
  };
}

/** The agreement status of (property, helper), as a short label (issue 9). */
function useAgreementLabel(enabled: boolean) {
  const { t } = useTranslation('dashboard');
  const query = useQuery({ ...agreementSummariesQuery(), enabled });
  const items = query.data?.items ?? [];
  return (propertyId: string, helperId: string) => {
    const s = items.find((i) => i.propertyId === propertyId && i.helperId === helperId);
    return { status: s?.status ?? null, label: t(`agreement.${s?.status ?? 'none'}`) };
  };
}

/** Helpers at the host's properties (issue 5), with their agreement status (issue 9). */
export function useHostHelpers(): CardData {
  const { t } = useTranslation('dashboard');
  const isHost = useRole() === 'host';
  const query = useInfiniteQuery({
    ...helpersQuery({ status: 'active' }, CARD_ROWS),
    enabled: isHost,
  });
  const agreement = useAgreementLabel(isHost);
  return {
    isLoading: isHost && query.isLoading,
    items: (query.data?.pages[0]?.items ?? []).map(({ helper, membership, property }) => {
      const a = agreement(property.id, helper.id);
      return {
        id: membership.id,
        title: helper.fullName ?? t('hostHelpers.unnamed'),
        detail: t('hostHelpers.detail', {
          property: property.title,
          since: formatDay(membership.startDate),
          agreement: a.label,
        }),
        href:
          a.status === 'signed'
            ? `/properties/${property.id}/review-agreement/${helper.id}`
            : `/helpers/${helper.id}`,
      };
    }),
  };
}

/** The helper's chores that are due, soonest first (issue 8). */
export function useChoresDue(): CardData {
  const { t } = useTranslation('dashboard');
  const isHelper = useRole() === 'helper';
  const query = useChoreList({ tab: 'mine', limit: 50 }, isHelper);
  const chores = sortForTab(query.data?.pages[0]?.items ?? [], false);
  return {
    isLoading: isHelper && query.isLoading,
    items: chores.slice(0, CARD_ROWS).map((chore) => {
      const due = dueInfo(chore.dueAt, new Date(), true);
      const property = chore.propertyTitle;
      return {
        id: chore.id,
        title: chore.title,
        detail: due
          ? t(due.overdue ? 'choresDue.overdue' : 'choresDue.due', { when: due.relative, property })
          : t('choresDue.noDueDate', { property }),
        href: `/chores/${chore.id}`,
      };
    }),
  };
}

/**
 * Whether the helper is staying at a property now. Asked only when `ask`
 * (an empty card wants to say the right thing); on the dashboard the
 * properties card has the answer cached already.
 */
export function useHasActiveStay(ask: boolean): boolean {
  const isHelper = useRole() === 'helper';
  const query = useQuery({ ...myPropertiesQuery, enabled: isHelper && ask });
  return (query.data?.memberships ?? []).some(({ membership }) => membership.status === 'active');
}

/** The properties the helper has joined, then their requests waiting (issue 5). */
export function useHelperProperties(): CardData {
  const { t } = useTranslation('dashboard');
  const isHelper = useRole() === 'helper';
  const query = useQuery({ ...myPropertiesQuery, enabled: isHelper });
  const agreement = useAgreementLabel(isHelper);
  const mine = query.data;
  const active = (mine?.memberships ?? [])
    .filter(({ membership }) => membership.status === 'active')
    .map(({ membership, property }) => {
      const a = agreement(property.id, membership.helperId);
      const toSign = a.status === 'sent' || a.status === 'changes_requested';
      return {
        id: membership.id,
        title: property.title,
        detail: t('helperProperties.detail', {
          city: property.city,
          since: formatDay(membership.startDate),
          agreement: a.label,
        }),
        href: toSign ? `/properties/${property.id}/agreement-form` : `/properties/${property.id}`,
      };
    });
  const waiting = (mine?.pendingRequests ?? []).map(({ request, property }) => ({
    id: request.id,
    title: property.title,
    detail: t('helperProperties.waiting'),
    href: `/properties/${property.id}`,
  }));
  return {
    isLoading: isHelper && query.isLoading,
    items: [...active, ...waiting].slice(0, CARD_ROWS),
  };
}
