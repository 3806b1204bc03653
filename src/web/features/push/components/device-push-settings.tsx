import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { usePushDevices, useTurnOnPush } from '../api';
import {
  currentPermission,
  isAppleMobile,
  type PushPermission,
  PushSetupError,
  pushSupport,
} from '../browser-push';
import { PushCategoryChoices } from './push-category-choices';
import { PushDeviceList } from './push-device-list';

function failureText(error: unknown): string {
  if (error instanceof PushSetupError) {
    return error.reason === 'no-worker'
      ? 'Homestay isn’t ready on this device yet. Reload the page and try again.'
      : 'The browser’s push service didn’t answer. Try again in a moment.';
  }
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  return 'Check your connection and try again.';
}

/**
 * 'Notifications on this device' (issue 16): turn push on here (the
 * browser's permission, then a subscription), the devices that get them,
 * and the kinds pushed. Mounted in Profile & Settings.
 */
export function DevicePushSettings() {
  const headingId = useId();
  const devices = usePushDevices();
  const turnOn = useTurnOnPush();
  const [support] = useState(pushSupport);
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const [asking, setAsking] = useState(false);
  const thisDeviceOn = devices.data?.items.some((d) => d.thisDevice) ?? false;
  const busy = asking || turnOn.isPending;

  async function handleTurnOn() {
    let answer = permission;
    if (answer !== 'granted') {
      setAsking(true);
      try {
        answer = await Notification.requestPermission();
      } catch {
        answer = 'default';
      } finally {
        setAsking(false);
      }
      setPermission(answer);
    }
    if (answer === 'denied') return; // The card now says how to unblock.
    if (answer !== 'granted') {
      toast.info('Notifications are still off', {
        id: 'push-on',
        description: 'Choose Allow when the browser asks, to get them on this device.',
      });
      return;
    }
    turnOn.mutate(undefined, {
      onSuccess: () => toast.success('Notifications are on for this device', { id: 'push-on' }),
      onError: (error) =>
        toast.error('We couldn’t turn on notifications', {
          id: 'push-on',
          description: failureText(error),
        }),
    });
  }

  function thisDeviceStatus() {
    if (support === 'unsupported') {
      return (
        <Alert title="This browser cannot show notifications">
          {isAppleMobile()
            ? 'On an iPhone or iPad, add Homestay to your Home Screen, then open it from there.'
            : 'Try a recent Chrome, Edge, Firefox or Safari.'}
        </Alert>
      );
    }
    if (devices.isPending) return <Skeleton className="h-11" />;
    if (thisDeviceOn && permission !== 'denied') {
      return <Alert tone="success" title="Notifications are on for this device" />;
    }
    if (permission === 'denied') {
      return (
        <Alert title="Notifications are blocked for Homestay in this browser’s settings">
          Allow notifications in the site settings (the icon beside the address), then come back
          here.
        </Alert>
      );
    }
    return (
      <Button
        className="w-full sm:w-auto"
        onClick={handleTurnOn}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <BellRing aria-hidden="true" />
        {busy ? 'Turning on…' : 'Turn on notifications on this device'}
      </Button>
    );
  }

  return (
    <SectionCard
      headingId={headingId}
      icon={BellRing}
      title="Notifications on this device"
      description="Your phone or computer shows new messages and updates, even with Homestay closed."
    >
      <div className="flex flex-col gap-5">
        {thisDeviceStatus()}
        <div className="flex flex-col gap-2">
          <h3 className="text-body-sm font-semibold">Your devices</h3>
          {devices.isPending ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              <span className="sr-only">Loading your devices</span>
              <Skeleton className="h-16 rounded-xl" />
            </div>
          ) : devices.isError ? (
            <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
              <p>We couldn’t load your devices.</p>
              <Button variant="outline" size="sm" onClick={() => devices.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <PushDeviceList devices={devices.data.items} />
          )}
        </div>
        <PushCategoryChoices />
      </div>
    </SectionCard>
  );
}
