import { PUSH_CATEGORIES, type PushCategory } from '@shared/api/push';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@web/features/notifications/api';
import { isApiError } from '@web/lib/api-client';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Each kind's name on screen ('Messages', 'Agreements and requests'), in the app's language. */
export const pushCategoryLabel = translatedLabels('push', 'categories', PUSH_CATEGORIES);

/** One toast at a time for this action (sonner replaces a toast of the same id). */
const PREFS_TOAST = 'push-prefs';

/** The four kinds a person can silence on their devices; each switch saves at once. */
export function PushCategoryChoices() {
  const { t } = useTranslation('push');
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  if (prefs.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">{t('choices.loading')}</span>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (prefs.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
        <p>{t('choices.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => prefs.refetch()}>
          {t('common:actions.tryAgain')}
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
        onSuccess: () => toast.success(t('choices.saved'), { id: PREFS_TOAST }),
        onError: (error) =>
          toast.error(t('common:errors.genericTitle'), {
            id: PREFS_TOAST,
            description: isApiError(error) ? error.message : t('common:errors.unexpected'),
          }),
      },
    );
  };

  return (
    <fieldset className="flex flex-col gap-1" aria-busy={update.isPending || undefined}>
      <legend className="mb-1 text-body-sm font-semibold">{t('choices.legend')}</legend>
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
              <span className="text-body-sm">{pushCategoryLabel[category]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
