import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Ban } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockedPeople } from '../api';
import { BlockDialog, type BlockSubject } from './block-dialog';
import { useUnblock } from './use-unblock';

/**
 * "Block {name}" on a profile, or "Unblock {name}" once blocked (the viewer's
 * block list says which). `blocked` overrides the list when the page already
 * knows (a conversation's `block`).
 */
export function BlockButton({
  person,
  blocked,
  className,
}: {
  person: BlockSubject;
  blocked?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('safety');
  const list = useBlockedPeople();
  const [open, setOpen] = useState(false);
  // Radix returns focus to a DialogTrigger only; this opener is a plain button.
  // After a block the button becomes "Unblock {name}": focus lands there.
  const trigger = useRef<HTMLButtonElement>(null);
  const backToTrigger = (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
  const unblock = useUnblock();
  const isBlocked = blocked ?? Boolean(list.data?.items.some((item) => item.userId === person.id));

  if (isBlocked) {
    return (
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        className={className}
        onClick={() => unblock.run(person)}
        disabled={unblock.pending}
      >
        {t('unblock.person', { name: person.name })}
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        className={cn('text-muted-foreground', className)}
        onClick={() => setOpen(true)}
      >
        <Ban aria-hidden="true" />
        {t('block.person', { name: person.name })}
      </Button>
      <BlockDialog
        open={open}
        onOpenChange={setOpen}
        person={person}
        onCloseAutoFocus={backToTrigger}
      />
    </>
  );
}
