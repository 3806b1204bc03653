import type { PushDevice, PushDeviceList, PushKey } from '@shared/api/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';
import {
  forgetPushOwner,
  rememberPushOwner,
  subscribeBrowser,
  unsubscribeBrowser,
} from './browser-push';

/*
 * Push on the web (contract: @shared/api/push):
 *   ['push', 'devices']  the person's devices that get notifications
 * The VAPID key is fetched when a person turns push on, not kept.
 * Which kinds are pushed lives in the notification preferences
 * (notifications/api.ts, pushMutedCategories).
 */

export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
};

export function usePushDevices() {
  const signedIn = Boolean(useSession().user);
  return useQuery({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) => api.get<PushDeviceList>('/api/push/devices', { signal }),
    enabled: signedIn,
  });
}

/** Sends this browser's subscription to the server (new or known: the server tells). */
export const sendSubscription = (subscription: PushSubscription) =>
  api.post<PushDevice>('/api/push/devices', subscription.toJSON());

/**
 * 'Turn on': the caller has the permission already; this subscribes the
 * browser with the server's key and registers it as this device.
 */
export function useTurnOnPush() {
  const qc = useQueryClient();
  const user = useSession().user;
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await api.get<PushKey>('/api/push/key');
      const subscription = await subscribeBrowser(publicKey);
      const device = await sendSubscription(subscription);
      if (user) rememberPushOwner({ userId: user.id, sessionId: user.sessionId });
      return device;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}

/** Removes a device; removing this one also unsubscribes the browser. */
export function useRemovePushDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (device: PushDevice) => {
      await api.delete<null>(`/api/push/devices/${encodeURIComponent(device.id)}`);
      if (device.thisDevice) {
        forgetPushOwner();
        await unsubscribeBrowser();
      }
    },
    onSuccess: (_, device) =>
      qc.setQueryData<PushDeviceList>(pushKeys.devices(), (old) =>
        old ? { items: old.items.filter((d) => d.id !== device.id) } : old,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: pushKeys.devices() }),
  });
}
