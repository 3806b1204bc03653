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
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setLocalError(t('twoFactorSetup.enterPassword'));
      return;
    }
    setLocalError(undefined);
    onSubmit(password);
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <p className="text-body-sm">{intro}</p>
      <Field label={t('fields.password')} error={localError ?? error} required>
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
          pendingLabel={t('twoFactor.checking')}
        >
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function ScanStep({ setup, onDone }: { setup: TwoFactorEnableReply; onDone: () => void }) {
  const { t } = useTranslation('auth');
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
      setError(t('twoFactor.enterSixDigits'));
      return;
    }
    setError(undefined);
    confirm.mutate(cleaned, {
      onSuccess: () => {
        toast.success(t('twoFactorSetup.onTitle'), {
          description: t('twoFactorSetup.onDescription'),
        });
        onDone();
      },
      onError: (failure) => {
        if (wrongPassword(failure)) {
          setError(t('twoFactorSetup.codeFailed'));
          setCode('');
        } else actionFailed(t('twoFactorSetup.turnOnFailed'), failure);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5">
      <ol className="flex flex-col gap-5 text-body-sm">
        <li className="flex flex-col gap-3">
          <p>
            <Trans
              t={t}
              i18nKey="twoFactorSetup.scan"
              components={{ step: <span className="font-semibold" /> }}
            />
          </p>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <div className="flex size-[13.5rem] shrink-0 items-center justify-center rounded-xl border border-border bg-white p-1.5">
              {qr ? (
                <img src={qr} alt={t('twoFactorSetup.qrAlt')} className="size-full" />
              ) : (
                <span className="text-caption text-muted-foreground">
                  {t('twoFactorSetup.drawing')}
                </span>
              )}
            </div>
            <div className="min-w-0 text-body-sm text-muted-foreground">
              <p>{t('twoFactorSetup.cantScan')}</p>
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
            <Trans
              t={t}
              i18nKey="twoFactorSetup.save"
              components={{ step: <span className="font-semibold" /> }}
            />
          </p>
          <BackupCodes codes={setup.backupCodes} />
        </li>
        <li className="flex flex-col gap-3">
          <p>
            <Trans
              t={t}
              i18nKey="twoFactorSetup.enter"
              components={{ step: <span className="font-semibold" /> }}
            />
          </p>
          <Field label={t('twoFactorSetup.codeLabel')} error={error} required>
            {(control) => (
              <Input
                {...control}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                // i18n-exempt: the shape of a code, the same in every language
                placeholder="123456"
                className="font-mono text-title tracking-[0.3em]"
                disabled={confirm.isPending}
              />
            )}
          </Field>
        </li>
      </ol>
      <DialogFooter className="mt-0">
        <SubmitButton pending={confirm.isPending} pendingLabel={t('twoFactor.checking')}>
          {t('twoFactorSetup.turnOn')}
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
  const { t } = useTranslation('auth');
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
          <DialogTitle>{t('twoFactorSetup.turnOnTitle')}</DialogTitle>
          <DialogDescription>
            {setup ? t('twoFactorSetup.connectApp') : t('twoFactorSetup.confirmItsYou')}
          </DialogDescription>
        </DialogHeader>
        {setup ? (
          <ScanStep setup={setup} onDone={() => change(false)} />
        ) : (
          <PasswordStep
            intro={t('twoFactorSetup.turnOnIntro')}
            submitLabel={t('common:actions.continue')}
            pending={start.isPending}
            error={error}
            onSubmit={(password) =>
              start.mutate(
                { password },
                {
                  onSuccess: (reply) => setSetup(reply),
                  onError: (failure) => {
                    if (wrongPassword(failure)) setError(t('twoFactorSetup.wrongPassword'));
                    else actionFailed(t('twoFactorSetup.startFailed'), failure);
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
  const { t } = useTranslation('auth');
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
          <DialogTitle>{t('twoFactorSetup.turnOffTitle')}</DialogTitle>
          <DialogDescription>{t('twoFactorSetup.turnOffDescription')}</DialogDescription>
        </DialogHeader>
        <PasswordStep
          intro={t('twoFactorSetup.turnOffIntro')}
          submitLabel={t('twoFactorSetup.turnOff')}
          destructive
          pending={disable.isPending}
          error={error}
          onSubmit={(password) =>
            disable.mutate(
              { password },
              {
                onSuccess: () => {
                  toast.success(t('twoFactorSetup.offTitle'));
                  onOpenChange(false);
                },
                onError: (failure) => {
                  if (wrongPassword(failure)) setError(t('twoFactorSetup.wrongPassword'));
                  else actionFailed(t('twoFactorSetup.turnOffFailed'), failure);
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
  const { t } = useTranslation('auth');
  const session = useSession();
  const enabled = session.user?.twoFactorEnabled ?? false;
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);

  return (
    <SectionCard
      headingId="two-factor-heading"
      icon={enabled ? ShieldCheck : ShieldOff}
      title={t('twoFactor.title')}
      status={
        enabled ? (
          <Badge variant="success">{t('twoFactorSetup.on')}</Badge>
        ) : (
          <Badge variant="neutral">{t('twoFactorSetup.off')}</Badge>
        )
      }
      description={t('twoFactorSetup.cardDescription')}
    >
      {enabled ? (
        <Button variant="outline" onClick={() => setDialog('disable')}>
          {t('twoFactorSetup.turnOffButton')}
        </Button>
      ) : (
        <Button onClick={() => setDialog('enable')}>
          <ShieldCheck aria-hidden="true" />
          {t('twoFactorSetup.setUp')}
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
