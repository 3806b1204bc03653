import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { isApiError } from '@web/lib/api-client';
import { copyText, groupCode } from '@web/lib/clipboard';
import { Copy, KeyRound, RefreshCw, Share2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useRegenerateInviteCode } from '../api';

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
  const regenerate = useRegenerateInviteCode(propertyId);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const link = joinUrl || `${window.location.origin}${joinPath(inviteCode)}`;

  async function copy(text: string, what: string) {
    const ok = await copyText(text);
    if (ok) {
      toast.success(`${what} copied`);
      setAnnouncement(`${what} copied to the clipboard.`);
    } else toast.error(`Couldn’t copy the ${what.toLowerCase()}`, { description: text });
  }

  async function share() {
    const data = {
      title: `Join ${propertyTitle} on Homestay`,
      text: `Join ${propertyTitle} on Homestay with this link:`,
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
    await copy(link, 'Link');
  }

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <KeyRound aria-hidden="true" className="size-4.5" />
        </span>
        <h2 className="font-display text-title font-semibold tracking-tight">Invite code</h2>
      </div>
      <p className="text-body-sm text-muted-foreground">
        A helper with this code or link joins at once, no request needed. Share it only with people
        you’ve agreed to host.
      </p>
      <p
        className="rounded-xl border border-dashed border-primary/40 bg-primary-soft/40 px-3 py-3 text-center font-mono text-[1.1rem] font-semibold tracking-[0.12em] break-all"
        data-testid="invite-code"
      >
        <span className="sr-only">Invite code </span>
        {groupCode(inviteCode)}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => copy(inviteCode, 'Code')}>
          <Copy aria-hidden="true" />
          Copy code
        </Button>
        <Button onClick={share}>
          <Share2 aria-hidden="true" />
          Share link
        </Button>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-muted-foreground"
        onClick={() => setConfirming(true)}
      >
        <RefreshCw aria-hidden="true" />
        Make a new code
      </Button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new invite code?"
        description="The current code and link stop working at once. Helpers who already joined stay members."
        confirmLabel="Make a new code"
        destructive
        pending={regenerate.isPending}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('New invite code ready', {
                description: 'The old code no longer works.',
              });
              setAnnouncement('A new invite code is ready. The old one no longer works.');
            },
            onError: (error) => {
              setConfirming(false);
              toast.error('Couldn’t make a new code', {
                description: isApiError(error) ? error.message : undefined,
              });
            },
          })
        }
      />
    </Card>
  );
}
