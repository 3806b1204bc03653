import {
  isMutedType,
  MAILABLE_NOTIFICATION_TYPES,
  type NotificationPreferencesUpdate,
} from '@shared/api/notifications';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import type { TFunction } from 'i18next';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api';

/** One toast for the settings' saves: a newer one replaces the last. */
const PREFS_TOAST = 'notification-prefs';

const DELAYS: readonly number[] = [5, 15, 30, 60, 180, 1440];

/** 'After 5 minutes', 'After 1 hour', 'After 1 day': the largest whole unit. */
function delayLabel(t: TFunction<'notifications'>, minutes: number): string {
  if (minutes % 1440 === 0) return t('email.delay.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('email.delay.hours', { count: minutes / 60 });
  return t('email.delay.minutes', { count: minutes });
}

/**
 * Mail for missed notifications (issue 7): on/off, how long to wait, and the
 * kinds never mailed. Each change saves at once.
 */
export function NotificationEmailSettings() {
  const { t } = useTranslation('notifications');
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const headingId = useId();
  const delayId = useId();

  const save = (input: NotificationPreferencesUpdate) =>
    update.mutate(input, {
      onSuccess: () => toast.success(t('email.saved'), { id: PREFS_TOAST }),
      onError: (error) =>
        toast.error(t('common:errors.genericTitle'), {
          id: PREFS_TOAST,
          description: isApiError(error) ? error.message : t('common:errors.unexpected'),
        }),
    });

  return (
    <SectionCard
      headingId={headingId}
      icon={Mail}
      title={t('email.title')}
      description={t('email.description')}
    >
      {prefs.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t('email.loading')}</span>
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : prefs.isError ? (
        <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
          <p>{t('email.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => prefs.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={update.isPending || undefined}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={prefs.data.emailEnabled}
              disabled={update.isPending}
              onChange={(e) => save({ emailEnabled: e.target.checked })}
            />
            <span className="text-body-sm font-medium">{t('email.enabled')}</span>
          </label>
          {prefs.data.emailEnabled ? (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={delayId} className="text-body-sm font-semibold">
                  {t('email.whenToSend')}
                </label>
                <select
                  id={delayId}
                  className="h-11 rounded-xl border border-input bg-card px-3 text-body-sm"
                  value={prefs.data.emailDelayMinutes}
                  disabled={update.isPending}
                  onChange={(e) => save({ emailDelayMinutes: Number(e.target.value) })}
                >
                  {withCurrent(prefs.data.emailDelayMinutes).map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {delayLabel(t, minutes)}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-body-sm font-semibold">{t('email.about')}</legend>
                <div className="grid gap-x-4 sm:grid-cols-2">
                  {MAILABLE_NOTIFICATION_TYPES.map(({ type }) => {
                    const muted = isMutedType(prefs.data.emailMutedTypes, type);
                    return (
                      <label key={type} className="flex min-h-10 cursor-pointer items-center gap-3">
                        <input
                          type="checkbox"
                          className="size-4.5 accent-primary"
                          checked={!muted}
                          disabled={update.isPending}
                          onChange={(e) => {
                            const rest = prefs.data.emailMutedTypes.filter((x) => x !== type);
                            save({
                              emailMutedTypes: e.target.checked ? rest : [...rest, type],
                            });
                          }}
                        />
                        <span className="text-body-sm">{t(`email.types.${type}`)}</span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </>
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}

function withCurrent(current: number): readonly number[] {
  if (DELAYS.includes(current)) return DELAYS;
  return [...DELAYS, current].sort((a, b) => a - b);
}
