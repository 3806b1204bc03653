import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { translate } from '@web/lib/i18n/i18n';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** One toast at a time for this action (sonner replaces a toast of the same id). */
const PUSH_ON_TOAST = 'push-on';

function failureText(error: unknown): string {
  if (error instanceof PushSetupError) {
    return error.reason === 'no-worker'
      ? translate('push', 'failure.noWorker')
      : translate('push', 'failure.pushService');
  }
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  return translate('push', 'failure.connection');
}

/**
 * 'Notifications on this device' (issue 16): turn push on here (the
 * browser's permission, then a subscription), the devices that get them,
 * and the kinds pushed. Mounted in Profile & Settings.
 */
export function DevicePushSettings() {
  const { t } = useTranslation('push');
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
      toast.info(t('turnOn.stillOff'), {
        id: PUSH_ON_TOAST,
        description: t('turnOn.stillOffDescription'),
      });
      return;
    }
    turnOn.mutate(undefined, {
      onSuccess: () => toast.success(t('status.on'), { id: PUSH_ON_TOAST }),
      onError: (error) =>
        toast.error(t('turnOn.failed'), {
          id: PUSH_ON_TOAST,
          description: failureText(error),
        }),
    });
  }

  function thisDeviceStatus() {
    if (support === 'unsupported') {
      return (
        <Alert title={t('status.unsupported')}>
          {isAppleMobile() ? t('status.unsupportedApple') : t('status.unsupportedOther')}
        </Alert>
      );
    }
    if (devices.isPending) return <Skeleton className="h-11" />;
    if (thisDeviceOn && permission !== 'denied') {
      return <Alert tone="success" title={t('status.on')} />;
    }
    if (permission === 'denied') {
      return <Alert title={t('status.blocked')}>{t('status.blockedHelp')}</Alert>;
    }
    return (
      <Button
        className="w-full sm:w-auto"
        onClick={handleTurnOn}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <BellRing aria-hidden="true" />
        {busy ? t('turnOn.busy') : t('turnOn.button')}
      </Button>
    );
  }

  return (
    <SectionCard
      headingId={headingId}
      icon={BellRing}
      title={t('card.title')}
      description={t('card.description')}
    >
      <div className="flex flex-col gap-5">
        {thisDeviceStatus()}
        <div className="flex flex-col gap-2">
          <h3 className="text-body-sm font-semibold">{t('devices.title')}</h3>
          {devices.isPending ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              <span className="sr-only">{t('devices.loading')}</span>
              <Skeleton className="h-16 rounded-xl" />
            </div>
          ) : devices.isError ? (
            <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
              <p>{t('devices.loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => devices.refetch()}>
                {t('common:actions.tryAgain')}
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
