import { PUSH_CATEGORIES, PUSH_CATEGORY_LABELS, type PushCategory } from '@shared/api/push';
import { strings } from '@shared/strings';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@web/features/notifications/api';
import { isApiError } from '@web/lib/api-client';
import { toast } from 'sonner';

/** The four kinds a person can silence on their devices; each switch saves at once. */
export function PushCategoryChoices() {
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (prefs.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">Loading your choices</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (prefs.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
        <p>We couldn’t load your choices.</p>
        <Button variant="outline" size="sm" onClick={() => prefs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const muted = prefs.data.pushMutedCategories;
  const toggle = (category: PushCategory, on: boolean) => {
    const rest = muted.filter((c) => c !== category);
    update.mutate(
      { pushMutedCategories: on ? rest : [...rest, category] },
      {
        onSuccess: () => toast.success('Notification settings saved', { id: 'push-prefs' }),
        onError: (error) =>
          toast.error(strings.errors.genericTitle, {
            id: 'push-prefs',
            description: isApiError(error) ? error.message : strings.errors.unexpected,
          }),
      },
    );
  };

  return (
    <fieldset className="flex flex-col gap-1" aria-busy={update.isPending || undefined}>
      <legend className="mb-1 text-body-sm font-semibold">Notify my devices about</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {PUSH_CATEGORIES.map((category) => {
          const on = !muted.includes(category);
          return (
            <label key={category} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                role="switch"
                className="size-5 accent-primary"
                aria-checked={on}
                checked={on}
                disabled={update.isPending}
                onChange={(e) => toggle(category, e.target.checked)}
              />
              <span className="text-body-sm">{PUSH_CATEGORY_LABELS[category]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
