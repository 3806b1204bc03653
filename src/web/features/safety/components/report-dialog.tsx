import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@shared/api/safety';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { translatedLabels } from '@web/lib/i18n/label-map';
import { runMutation } from '@web/lib/run-mutation';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSendReport } from '../api';
import { safetyFailureMessage } from '../failure-message';

/** The words a reporter reads for each reason, in the form's order. */
const REASON_LABELS = translatedLabels('safety', 'reasons', REPORT_REASONS);

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/**
 * "Report": a reason (radios in a fieldset), optional details, Send report.
 * Radix returns focus only to a DialogTrigger, so the opener (a button, a
 * menu) says where focus goes on close with `onCloseAutoFocus`.
 */
export function ReportDialog({
  open,
  onOpenChange,
  target,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        {/* A fresh form (no reason, no details) each time it opens. */}
        {open ? <ReportForm target={target} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const { t } = useTranslation('safety');
  const report = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const detailsId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(t('report.chooseReason'));
      return;
    }
    setError(null);
    runMutation(
      report,
      { targetType: target.type, targetId: target.id, reason, details: details.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('report.thanks'));
          onDone();
        },
        onError: (e) => setError(safetyFailureMessage(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t('report.title')}</DialogTitle>
        <DialogDescription>{t('report.description')}</DialogDescription>
      </DialogHeader>
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={(!reason && error !== null) || undefined}
      >
        <legend className="mb-1.5 text-body-sm font-semibold">{t('report.reason')}</legend>
        {REPORT_REASONS.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-input px-3 text-body-sm',
              'has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="radio"
              name="reason"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 accent-primary"
            />
            {REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={detailsId}>{t('report.details')}</Label>
        <Textarea
          id={detailsId}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          onChange={(e) => setDetails(e.target.value)}
          className="min-h-20"
        />
      </div>
      {error ? (
        <div id={errorId}>
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <DialogFooter className="mt-0">
        <Button type="submit" disabled={report.isPending} aria-busy={report.isPending || undefined}>
          {report.isPending ? t('report.sending') : t('report.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
