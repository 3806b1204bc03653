import type { SessionListItem } from '@shared/api/auth';
import { describeDevice } from '@shared/user-agent';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { deviceLabel } from '@web/lib/i18n/device-label';
import { useFormat } from '@web/lib/i18n/format';
import { useSession } from '@web/lib/session/session';
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  useRevokeAllSessions,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
} from '../api';
import { actionFailed } from './action-failed';

const deviceIcons = { phone: Smartphone, tablet: Tablet, computer: Monitor } as const;

type Pending =
  | { kind: 'one'; session: SessionListItem; label: string }
  | { kind: 'others' }
  | { kind: 'all' }
  | null;

/** The devices signed in to this account, with sign-out for one, all others, or all. */
export function SessionsCard() {
  const { t } = useTranslation('auth');
  const format = useFormat();
  const session = useSession();
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const [confirm, setConfirm] = useState<Pending>(null);
  const currentId = session.user?.sessionId ?? null;
  const now = new Date();

  /** When a device was last active: 'just now', '5 minutes ago', 'yesterday'. */
  const lastSeen = (iso: string): string => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return t('sessions.recently');
    if (now.getTime() - date.getTime() < 60_000) return t('sessions.justNow');
    return format.relative(date, now);
  };

  const list = [...(sessions.data ?? [])].sort((a, b) => {
    if (a.id === currentId) return -1;
    if (b.id === currentId) return 1;
    return b.updatedAt.localeCompare(a.updatedAt);
  });
  const others = list.filter((s) => s.id !== currentId);

  function run() {
    if (!confirm) return;
    const close = () => setConfirm(null);
    if (confirm.kind === 'one') {
      revokeOne.mutate(confirm.session.token, {
        onSuccess: () => {
          close();
          toast.success(t('sessions.deviceSignedOut'), { description: confirm.label });
        },
        onError: (error) => actionFailed(t('sessions.signOutOneFailed'), error),
      });
    } else if (confirm.kind === 'others') {
      revokeOthers.mutate(undefined, {
        onSuccess: () => {
          close();
          toast.success(t('sessions.othersSignedOut'));
        },
        onError: (error) => actionFailed(t('sessions.signOutOthersFailed'), error),
      });
    } else {
      revokeAll.mutate(undefined, {
        onError: (error) => actionFailed(t('sessions.signOutAllFailed'), error),
      });
    }
  }

  const pending = revokeOne.isPending || revokeOthers.isPending || revokeAll.isPending;

  return (
    <SectionCard
      headingId="sessions-heading"
      icon={MonitorSmartphone}
      title={t('sessions.title')}
      description={t('sessions.description')}
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{t('sessions.loading')}</span>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : sessions.isError ? (
        <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
          <p>{t('sessions.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => sessions.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {list.map((item) => {
            const described = describeDevice(item.userAgent);
            const device = { ...described, label: deviceLabel(described) };
            const Icon = deviceIcons[device.kind];
            const isThis = item.id === currentId;
            return (
              <li key={item.id} className="flex items-center gap-3 p-3 md:p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-body-sm font-semibold">
                    <span className="truncate">{device.label}</span>
                    {isThis ? <Badge variant="accent">{t('sessions.thisDevice')}</Badge> : null}
                  </p>
                  <p className="text-caption text-muted-foreground">
                    {isThis
                      ? t('sessions.activeNow')
                      : t('sessions.lastActive', { when: lastSeen(item.updatedAt) })}
                    {item.ipAddress ? ` · ${item.ipAddress}` : ''}
                  </p>
                </div>
                {isThis ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirm({ kind: 'one', session: item, label: device.label })}
                    aria-label={t('sessions.signOutOneLabel', {
                      device: device.label,
                      when: lastSeen(item.updatedAt),
                    })}
                  >
                    {t('sessions.signOut')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          disabled={others.length === 0 || pending}
          onClick={() => setConfirm({ kind: 'others' })}
        >
          {t('sessions.signOutOthers')}
        </Button>
        <Button
          variant="ghost"
          className="text-destructive hover:bg-destructive/10"
          disabled={pending}
          onClick={() => setConfirm({ kind: 'all' })}
        >
          <LogOut aria-hidden="true" />
          {t('sessions.signOutAll')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        pending={pending}
        destructive={confirm?.kind === 'all'}
        title={
          confirm?.kind === 'one'
            ? t('sessions.confirmOneTitle', { device: confirm.label })
            : confirm?.kind === 'others'
              ? t('sessions.confirmOthersTitle')
              : t('sessions.confirmAllTitle')
        }
        description={
          confirm?.kind === 'one'
            ? t('sessions.confirmOneText')
            : confirm?.kind === 'others'
              ? t('sessions.confirmOthersText', { count: others.length })
              : t('sessions.confirmAllText')
        }
        confirmLabel={
          confirm?.kind === 'all'
            ? t('sessions.signOutAll')
            : confirm?.kind === 'others'
              ? t('sessions.signOutOthersShort')
              : t('sessions.signOut')
        }
        onConfirm={run}
      />
    </SectionCard>
  );
}
