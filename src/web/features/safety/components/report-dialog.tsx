import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_THANKS,
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
import { runMutation } from '@web/lib/run-mutation';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useSendReport } from '../api';
import { safetyFailureMessage } from '../failure-message';

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
  const report = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const detailsId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason');
      return;
    }
    setError(null);
    runMutation(
      report,
      { targetType: target.type, targetId: target.id, reason, details: details.trim() || null },
      {
        onSuccess: () => {
          toast.success(REPORT_THANKS);
          onDone();
        },
        onError: (e) => setError(safetyFailureMessage(e)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Report</DialogTitle>
        <DialogDescription>Tell us what is wrong. Nobody is told who reported.</DialogDescription>
      </DialogHeader>
      <fieldset
        className="flex flex-col gap-1.5"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error === 'Choose a reason' || undefined}
      >
        <legend className="mb-1.5 text-body-sm font-semibold">Reason</legend>
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
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={detailsId}>Details (optional)</Label>
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
          {report.isPending ? 'Sending…' : 'Send report'}
        </Button>
      </DialogFooter>
    </form>
  );
}
