import {
  isMutedType,
  MAILABLE_NOTIFICATION_TYPES,
  type NotificationPreferencesUpdate,
} from '@shared/api/notifications';
import { strings } from '@shared/strings';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api';

const DELAYS: ReadonlyArray<{ minutes: number; label: string }> = [
  { minutes: 5, label: 'After 5 minutes' },
  { minutes: 15, label: 'After 15 minutes' },
  { minutes: 30, label: 'After 30 minutes' },
  { minutes: 60, label: 'After 1 hour' },
  { minutes: 180, label: 'After 3 hours' },
  { minutes: 1440, label: 'After 1 day' },
];

/**
 * Mail for missed notifications (issue 7): on/off, how long to wait, and the
 * kinds never mailed. Each change saves at once.
 */
export function NotificationEmailSettings() {
  const prefs = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const headingId = useId();
  const delayId = useId();

  const save = (input: NotificationPreferencesUpdate) =>
    update.mutate(input, {
      onSuccess: () => toast.success('Notification settings saved', { id: 'notification-prefs' }),
      onError: (error) =>
        toast.error(strings.errors.genericTitle, {
          id: 'notification-prefs',
          description: isApiError(error) ? error.message : strings.errors.unexpected,
        }),
    });

  return (
    <SectionCard
      headingId={headingId}
      icon={Mail}
      title="Email for missed notifications"
      description="If a notification is still unread after a while, we send it to your email, a few at a time in one message."
    >
      {prefs.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">Loading your notification settings</span>
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </div>
      ) : prefs.isError ? (
        <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
          <p>We couldn’t load your notification settings.</p>
          <Button variant="outline" size="sm" onClick={() => prefs.refetch()}>
            Try again
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
            <span className="text-body-sm font-medium">Email me about unread notifications</span>
          </label>
          {prefs.data.emailEnabled ? (
            <>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={delayId} className="text-body-sm font-semibold">
                  When to send
                </label>
                <select
                  id={delayId}
                  className="h-11 rounded-xl border border-input bg-card px-3 text-body-sm"
                  value={prefs.data.emailDelayMinutes}
                  disabled={update.isPending}
                  onChange={(e) => save({ emailDelayMinutes: Number(e.target.value) })}
                >
                  {withCurrent(prefs.data.emailDelayMinutes).map((d) => (
                    <option key={d.minutes} value={d.minutes}>
                      {d.label}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-body-sm font-semibold">Email me about</legend>
                <div className="grid gap-x-4 sm:grid-cols-2">
                  {MAILABLE_NOTIFICATION_TYPES.map((t) => {
                    const muted = isMutedType(prefs.data.emailMutedTypes, t.type);
                    return (
                      <label
                        key={t.type}
                        className="flex min-h-10 cursor-pointer items-center gap-3"
                      >
                        <input
                          type="checkbox"
                          className="size-4.5 accent-primary"
                          checked={!muted}
                          disabled={update.isPending}
                          onChange={(e) => {
                            const rest = prefs.data.emailMutedTypes.filter((x) => x !== t.type);
                            save({
                              emailMutedTypes: e.target.checked ? rest : [...rest, t.type],
                            });
                          }}
                        />
                        <span className="text-body-sm">{t.label}</span>
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

function withCurrent(current: number) {
  if (DELAYS.some((d) => d.minutes === current)) return DELAYS;
  return [...DELAYS, { minutes: current, label: `After ${current} minutes` }].sort(
    (a, b) => a.minutes - b.minutes,
  );
}
