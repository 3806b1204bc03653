import { cn } from '@web/lib/cn';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  error: {
    box: 'border-destructive/30 bg-destructive/5',
    icon: CircleAlert,
    iconClass: 'text-destructive',
  },
  success: { box: 'border-success/30 bg-success/5', icon: CircleCheck, iconClass: 'text-success' },
  info: { box: 'border-accent/25 bg-accent-soft/60', icon: Info, iconClass: 'text-accent' },
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message in the page flow: form-level errors (announced), confirmations and notes. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-foreground', box, className)}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="min-w-0 text-body-sm">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? (
          <div className={title ? 'mt-0.5 text-muted-foreground' : ''}>{children}</div>
        ) : null}
      </div>
    </div>
  );
}
