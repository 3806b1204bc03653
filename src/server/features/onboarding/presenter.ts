import type { HelperNeed, OnboardingItem } from '@shared/api/onboarding';
import type { helperNeeds, onboardingItems } from '../../db/schema';

export type OnboardingItemRow = typeof onboardingItems.$inferSelect;
export type HelperNeedRow = typeof helperNeeds.$inferSelect;

export function presentItem(
  row: OnboardingItemRow,
  publicUrl: (key: string) => string,
): OnboardingItem {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    details: row.details,
    photoUrl: row.photoKey ? publicUrl(row.photoKey) : null,
  };
}

export function presentNeed(row: HelperNeedRow): HelperNeed {
  return {
    id: row.id,
    helperId: row.helperId,
    kind: row.kind,
    details: row.details,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
