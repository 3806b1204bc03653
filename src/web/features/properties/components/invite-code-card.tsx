import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { copyText, groupCode } from '@web/lib/clipboard';
import { Copy, KeyRound, RefreshCw, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRegenerateInviteCode } from '../api';
import { apiErrorText } from '../error-text';

/** The path a helper opens to join with a code. */
export const joinPath = (code: string) => `/properties/join/${encodeURIComponent(code)}`;

/**
 * The host's invite code: copy it, share the join link (the phone's share
 * sheet, or copy), or make a new one after a confirmation (the old one stops).
 */
export function InviteCodeCard({
  propertyId,
  propertyTitle,
  inviteCode,
  joinUrl,
}: {
  propertyId: string;
  propertyTitle: string;
  inviteCode: string;
  joinUrl: string;
}) {
  const { t } = useTranslation('properties');
  const regenerate = useRegenerateInviteCode(propertyId);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const link = joinUrl || `${window.location.origin}${joinPath(inviteCode)}`;

  async function copy(text: string, what: 'code' | 'link') {
    const ok = await copyText(text);
    if (ok) {
      toast.success(t('invite.copied', { what }));
      setAnnouncement(t('invite.copiedAnnouncement', { what }));
    } else toast.error(t('invite.copyFailed', { what }), { description: text });
  }

  async function share() {
    const data = {
      title: t('invite.shareTitle', { property: propertyTitle }),
      text: t('invite.shareText', { property: propertyTitle }),
      url: link,
    };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(link, 'link');
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <KeyRound aria-hidden="true" className="size-4.5" />
        </span>
        <h2 className="font-display text-title font-semibold tracking-tight">
          {t('invite.title')}
        </h2>
      </div>
      <p className="text-body-sm text-muted-foreground">{t('invite.text')}</p>
      <p
        className="rounded-xl border border-dashed border-primary/40 bg-primary-soft/40 px-3 py-3 text-center font-mono text-[1.1rem] font-semibold tracking-[0.12em] break-all"
        data-testid="invite-code"
      >
        <span className="sr-only">{t('invite.title')} </span>
        {groupCode(inviteCode)}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => copy(inviteCode, 'code')}>
          <Copy aria-hidden="true" />
          {t('invite.copyCode')}
        </Button>
        <Button onClick={share}>
          <Share2 aria-hidden="true" />
          {t('invite.shareLink')}
        </Button>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-muted-foreground"
        onClick={() => setConfirming(true)}
      >
        <RefreshCw aria-hidden="true" />
        {t('invite.newCode')}
      </Button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('invite.newTitle')}
        description={t('invite.newDescription')}
        confirmLabel={t('invite.newCode')}
        destructive
        pending={regenerate.isPending}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('invite.newReady'), { description: t('invite.oldStops') });
              setAnnouncement(t('invite.newAnnouncement'));
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(t('invite.newFailed'), { description: apiErrorText(error) });
            },
          })
        }
      />
    </Card>
  );
}
