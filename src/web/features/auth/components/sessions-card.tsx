import type { SessionListItem } from '@shared/api/auth';
import { describeDevice } from '@shared/user-agent';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session/session';
import { formatDistanceToNow } from 'date-fns';
import { LogOut, Monitor, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  useRevokeAllSessions,
  useRevokeOtherSessions,
  useRevokeSession,
  useSessions,
} from '../api';
import { actionFailed } from './action-failed';

const deviceIcons = { phone: Smartphone, tablet: Tablet, computer: Monitor } as const;

function lastSeen(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'recently';
  if (now.getTime() - date.getTime() < 60_000) return 'just now';
  return formatDistanceToNow(date, { addSuffix: true });
}

type Pending =
  | { kind: 'one'; session: SessionListItem; label: string }
  | { kind: 'others' }
  | { kind: 'all' }
  | null;

/** The devices signed in to this account, with sign-out for one, all others, or all. */
export function SessionsCard() {
  const session = useSession();
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeAllSessions();
  const [confirm, setConfirm] = useState<Pending>(null);
  const currentId = session.user?.sessionId ?? null;
  const now = new Date();

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
          toast.success('Device signed out', { description: confirm.label });
        },
        onError: (error) => actionFailed('We couldn’t sign that device out', error),
      });
    } else if (confirm.kind === 'others') {
      revokeOthers.mutate(undefined, {
        onSuccess: () => {
          close();
          toast.success('Signed out of all other devices');
        },
        onError: (error) => actionFailed('We couldn’t sign the other devices out', error),
      });
    } else {
      revokeAll.mutate(undefined, {
        onError: (error) => actionFailed('We couldn’t sign you out everywhere', error),
      });
    }
  }

  const pending = revokeOne.isPending || revokeOthers.isPending || revokeAll.isPending;

  return (
    <SectionCard
      headingId="sessions-heading"
      icon={MonitorSmartphone}
      title="Where you’re signed in"
      description="If you see a device you don’t recognise, sign it out and change your password."
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading your devices</span>
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : sessions.isError ? (
        <div className="flex flex-col items-start gap-2 text-body-sm text-muted-foreground">
          <p>We couldn’t load your devices.</p>
          <Button variant="outline" size="sm" onClick={() => sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {list.map((item) => {
            const device = describeDevice(item.userAgent);
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
                    {isThis ? <Badge variant="accent">This device</Badge> : null}
                  </p>
                  <p className="text-caption text-muted-foreground">
                    {isThis ? 'Active now' : `Last active ${lastSeen(item.updatedAt, now)}`}
                    {item.ipAddress ? ` · ${item.ipAddress}` : ''}
                  </p>
                </div>
                {isThis ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirm({ kind: 'one', session: item, label: device.label })}
                    aria-label={`Sign out ${device.label}, last active ${lastSeen(item.updatedAt, now)}`}
                  >
                    Sign out
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
          Sign out all other devices
        </Button>
        <Button
          variant="ghost"
          className="text-destructive hover:bg-destructive/10"
          disabled={pending}
          onClick={() => setConfirm({ kind: 'all' })}
        >
          <LogOut aria-hidden="true" />
          Sign out everywhere
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
            ? `Sign out ${confirm.label}?`
            : confirm?.kind === 'others'
              ? 'Sign out all other devices?'
              : 'Sign out everywhere?'
        }
        description={
          confirm?.kind === 'one'
            ? 'That device will need your password to get back in.'
            : confirm?.kind === 'others'
              ? `${others.length === 1 ? 'One other device' : `${others.length} other devices`} will need your password to get back in. You stay signed in here.`
              : 'Every device, including this one, will be signed out. You’ll need your password to log back in.'
        }
        confirmLabel={
          confirm?.kind === 'all'
            ? 'Sign out everywhere'
            : confirm?.kind === 'others'
              ? 'Sign out others'
              : 'Sign out'
        }
        onConfirm={run}
      />
    </SectionCard>
  );
}
