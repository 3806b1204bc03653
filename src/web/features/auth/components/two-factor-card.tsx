import type { TwoFactorEnableReply } from '@shared/api/auth';
import { SectionCard } from '@web/components/section-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/session/session';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  secretFromTotpUri,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useStartTwoFactor,
} from '../api';
import { actionFailed } from './action-failed';
import { BackupCodes } from './backup-codes';

const wrongPassword = (error: unknown) =>
  isApiError(error) && (error.status === 400 || error.status === 401);

/** Asks for the password before a two-step change; shows the error next to the field. */
function PasswordStep({
  intro,
  submitLabel,
  pending,
  error,
  onSubmit,
  destructive = false,
}: {
  intro: string;
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (password: string) => void;
  destructive?: boolean;
}) {
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setLocalError('Enter your password');
      return;
    }
    setLocalError(undefined);
    onSubmit(password);
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <p className="text-body-sm">{intro}</p>
      <Field label="Password" error={localError ?? error} required>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={pending}
            autoFocus
          />
        )}
      </Field>
      <DialogFooter className="mt-2">
        <SubmitButton
          variant={destructive ? 'destructive' : 'primary'}
          pending={pending}
          pendingLabel="Checking…"
        >
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function ScanStep({ setup, onDone }: { setup: TwoFactorEnableReply; onDone: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const secret = secretFromTotpUri(setup.totpURI) ?? '';

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(setup.totpURI, {
      margin: 1,
      width: 208,
      errorCorrectionLevel: 'M',
      color: { dark: '#2b211bff', light: '#ffffffff' },
    })
      .then((url) => {
        if (live) setQr(url);
      })
      .catch(() => setQr(null));
    return () => {
      live = false;
    };
  }, [setup.totpURI]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(cleaned)) {
      setError('Enter the 6-digit code from your app');
      return;
    }
    setError(undefined);
    confirm.mutate(cleaned, {
      onSuccess: () => {
        toast.success('Two-step verification is on', {
          description: 'We’ll ask for a code from your app when you log in.',
        });
        onDone();
      },
      onError: (failure) => {
        if (wrongPassword(failure)) {
          setError('That code didn’t work. Try the newest code your app shows.');
          setCode('');
        } else actionFailed('We couldn’t turn on two-step verification', failure);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5">
      <ol className="flex flex-col gap-5 text-body-sm">
        <li className="flex flex-col gap-3">
          <p>
            <span className="font-semibold">1. Scan this code</span> with an authenticator app such
            as Google Authenticator, 1Password or Authy.
          </p>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <div className="flex size-[13.5rem] shrink-0 items-center justify-center rounded-xl border border-border bg-white p-1.5">
              {qr ? (
                <img src={qr} alt="QR code for your authenticator app" className="size-full" />
              ) : (
                <span className="text-caption text-muted-foreground">Drawing the code…</span>
              )}
            </div>
            <div className="min-w-0 text-body-sm text-muted-foreground">
              <p>Can’t scan? Enter this key in the app instead:</p>
              <code
                data-testid="totp-secret"
                className="mt-2 block rounded-lg bg-muted px-3 py-2 font-mono text-body-sm break-all text-foreground select-all"
              >
                {secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-3">
          <p>
            <span className="font-semibold">2. Save your backup codes.</span> If you lose your
            phone, each one lets you in once.
          </p>
          <BackupCodes codes={setup.backupCodes} />
        </li>
        <li className="flex flex-col gap-3">
          <p>
            <span className="font-semibold">3. Enter the 6-digit code</span> your app shows now.
          </p>
          <Field label="Code from your app" error={error} required>
            {(control) => (
              <Input
                {...control}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                placeholder="123456"
                className="font-mono text-title tracking-[0.3em]"
                disabled={confirm.isPending}
              />
            )}
          </Field>
        </li>
      </ol>
      <DialogFooter className="mt-0">
        <SubmitButton pending={confirm.isPending} pendingLabel="Checking…">
          Turn on
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function EnableDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorEnableReply | null>(null);
  const [error, setError] = useState<string | undefined>();

  function change(next: boolean) {
    if (!next) {
      setSetup(null);
      setError(undefined);
      start.reset();
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Turn on two-step verification</DialogTitle>
          <DialogDescription>
            {setup
              ? 'Connect your authenticator app, then confirm with a code.'
              : 'First, confirm it’s you.'}
          </DialogDescription>
        </DialogHeader>
        {setup ? (
          <ScanStep setup={setup} onDone={() => change(false)} />
        ) : (
          <PasswordStep
            intro="After this you’ll need your password and a code from an app on your phone to log in."
            submitLabel="Continue"
            pending={start.isPending}
            error={error}
            onSubmit={(password) =>
              start.mutate(
                { password },
                {
                  onSuccess: (reply) => setSetup(reply),
                  onError: (failure) => {
                    if (wrongPassword(failure)) setError('That password isn’t right');
                    else actionFailed('We couldn’t start two-step verification', failure);
                  },
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DisableDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const disable = useDisableTwoFactor();
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Turn off two-step verification?</DialogTitle>
          <DialogDescription>
            Your account will be protected by your password alone.
          </DialogDescription>
        </DialogHeader>
        <PasswordStep
          intro="Enter your password to turn it off."
          submitLabel="Turn off"
          destructive
          pending={disable.isPending}
          error={error}
          onSubmit={(password) =>
            disable.mutate(
              { password },
              {
                onSuccess: () => {
                  toast.success('Two-step verification is off');
                  onOpenChange(false);
                },
                onError: (failure) => {
                  if (wrongPassword(failure)) setError('That password isn’t right');
                  else actionFailed('We couldn’t turn off two-step verification', failure);
                },
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** Two-step verification with an authenticator app: status, turn on, turn off. */
export function TwoFactorCard() {
  const session = useSession();
  const enabled = session.user?.twoFactorEnabled ?? false;
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);

  return (
    <SectionCard
      headingId="two-factor-heading"
      icon={enabled ? ShieldCheck : ShieldOff}
      title="Two-step verification"
      status={enabled ? <Badge variant="success">On</Badge> : <Badge variant="neutral">Off</Badge>}
      description="A code from an app on your phone, asked for when you log in, keeps your account safe even if your password leaks."
    >
      {enabled ? (
        <Button variant="outline" onClick={() => setDialog('disable')}>
          Turn off two-step verification
        </Button>
      ) : (
        <Button onClick={() => setDialog('enable')}>
          <ShieldCheck aria-hidden="true" />
          Set up two-step verification
        </Button>
      )}
      <EnableDialog
        open={dialog === 'enable'}
        onOpenChange={(o) => setDialog(o ? 'enable' : null)}
      />
      <DisableDialog
        open={dialog === 'disable'}
        onOpenChange={(o) => setDialog(o ? 'disable' : null)}
      />
    </SectionCard>
  );
}
