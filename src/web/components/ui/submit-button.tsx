import { OFFLINE_WRITE_MESSAGE, useOnline } from '@web/lib/offline/online-status';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'asChild'> {
  pending: boolean;
  /** Said while pending ("Saving…"); the button keeps its width. */
  pendingLabel: ReactNode;
  /** The write waits in the outbox when offline (a chore hand-in): never disabled for it. */
  worksOffline?: boolean;
}

/**
 * A form's submit button: disabled with a spinner while the request runs, and
 * disabled with a hint while the device has no network (issue 16: a write
 * that needs one is not tried and failed), unless it `worksOffline`.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  worksOffline = false,
  ...props
}: SubmitButtonProps) {
  const offline = !useOnline() && !worksOffline;
  return (
    <Button
      type="submit"
      disabled={disabled || pending || offline}
      aria-busy={pending || undefined}
      {...props}
      title={offline ? OFFLINE_WRITE_MESSAGE : props.title}
    >
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
      {offline ? <span className="sr-only">{` (${OFFLINE_WRITE_MESSAGE})`}</span> : null}
    </Button>
  );
}
