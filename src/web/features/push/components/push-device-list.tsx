import type { PushDevice } from '@shared/api/push';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { isApiError } from '@web/lib/api-client';
import { format } from 'date-fns';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useRemovePushDevice } from '../api';

function addedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Added recently' : `Added ${format(date, 'd MMM yyyy')}`;
}

/** The person's devices that get notifications, this one first, each removable. */
export function PushDeviceList({ devices }: { devices: PushDevice[] }) {
  const remove = useRemovePushDevice();
  const [confirm, setConfirm] = useState<PushDevice | null>(null);
  const list = [...devices].sort((a, b) =>
    a.thisDevice === b.thisDevice ? b.createdAt.localeCompare(a.createdAt) : a.thisDevice ? -1 : 1,
  );

  if (list.length === 0) {
    return <p className="text-body-sm text-muted-foreground">No device gets notifications yet.</p>;
  }

  function run() {
    if (!confirm) return;
    remove.mutate(confirm, {
      onSuccess: () => {
        setConfirm(null);
        toast.success('Device removed', { id: 'push-device', description: confirm.label });
      },
      onError: (error) =>
        toast.error('We couldn’t remove that device', {
          id: 'push-device',
          description: isApiError(error) ? error.message : 'Check your connection and try again.',
        }),
    });
  }

  return (
    <>
      <ul
        aria-label="Devices that get notifications"
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
                {device.thisDevice ? <Badge variant="accent">This device</Badge> : null}
              </p>
              <p className="text-caption text-muted-foreground">{addedOn(device.createdAt)}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirm(device)}
              aria-label={`Remove ${device.label}${device.thisDevice ? ' (this device)' : ''}`}
            >
              Remove
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
        title={confirm ? `Remove ${confirm.label}?` : 'Remove device?'}
        description={
          confirm?.thisDevice
            ? 'This device will stop getting notifications. You can turn them on again here.'
            : 'That device will stop getting notifications until it is turned on there again.'
        }
        confirmLabel="Remove"
        onConfirm={run}
      />
    </>
  );
}
