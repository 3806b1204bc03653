import type { PushDevice } from '@shared/api/push';
import { deviceFromLabel } from '@shared/user-agent';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { isApiError } from '@web/lib/api-client';
import { deviceLabel } from '@web/lib/i18n/device-label';
import { useFormat } from '@web/lib/i18n/format';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRemovePushDevice } from '../api';

/** One toast at a time for this action (sonner replaces a toast of the same id). */
const DEVICE_TOAST = 'push-device';

/** The stored (English) label in the language on screen, when it is one describeDevice wrote. */
function readable(device: PushDevice): PushDevice {
  const parts = deviceFromLabel(device.label);
  return parts ? { ...device, label: deviceLabel(parts) } : device;
}

/** The person's devices that get notifications, this one first, each removable. */
export function PushDeviceList({ devices }: { devices: PushDevice[] }) {
  const { t } = useTranslation('push');
  const format = useFormat();
  const addedOn = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? t('devices.addedRecently')
      : t('devices.added', { date: format.dateTime(date, { dateStyle: 'medium' }) });
  };
  const remove = useRemovePushDevice();
  const [confirm, setConfirm] = useState<PushDevice | null>(null);
  const list = devices
    .map(readable)
    .sort((a, b) =>
      a.thisDevice === b.thisDevice
        ? b.createdAt.localeCompare(a.createdAt)
        : a.thisDevice
          ? -1
          : 1,
    );

  if (list.length === 0) {
    return <p className="text-body-sm text-muted-foreground">{t('devices.none')}</p>;
  }

  function run() {
    if (!confirm) return;
    remove.mutate(confirm, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(t('devices.removed'), { id: DEVICE_TOAST, description: confirm.label });
      },
      onError: (error) =>
        toast.error(t('devices.removeFailed'), {
          id: DEVICE_TOAST,
          description: isApiError(error) ? error.message : t('failure.connection'),
        }),
    });
  }

  return (
    <>
      <ul
        aria-label={t('devices.listLabel')}
        className="flex flex-col divide-y divide-border rounded-xl border border-border"
      >
        {list.map((device) => (
          <li key={device.id} className="flex items-center gap-3 p-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Smartphone aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-body-sm font-semibold">
                <span className="break-words">{device.label}</span>
                {device.thisDevice ? (
                  <Badge variant="accent">{t('devices.thisDevice')}</Badge>
                ) : null}
              </p>
              <p className="text-caption text-muted-foreground">{addedOn(device.createdAt)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirm(device)}
              aria-label={
                device.thisDevice
                  ? t('devices.removeThisLabel', { device: device.label })
                  : t('devices.removeLabel', { device: device.label })
              }
            >
              {t('common:actions.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        pending={remove.isPending}
        destructive
        title={
          confirm
            ? t('devices.confirmTitle', { device: confirm.label })
            : t('devices.confirmTitleAny')
        }
        description={confirm?.thisDevice ? t('devices.confirmThis') : t('devices.confirmOther')}
        confirmLabel={t('common:actions.remove')}
        onConfirm={run}
      />
    </>
  );
}
