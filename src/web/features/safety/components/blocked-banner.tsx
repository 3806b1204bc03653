import { Button } from '@web/components/ui/button';
import { Ban, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlockSubject } from './block-dialog';
import { useUnblock } from './use-unblock';

/** In place of the composer when the viewer blocked the other person: who, and the way back. */
export function BlockedBanner({ person }: { person: BlockSubject }) {
  const { t } = useTranslation('safety');
  const unblock = useUnblock();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted px-3 py-2 text-body-sm"
    >
      <p className="flex items-center gap-2">
        <Ban aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('banner.blocked', { name: person.name })}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => unblock.run(person)}
        disabled={unblock.pending}
      >
        {t('unblock.action')}
      </Button>
    </div>
  );
}

/** In place of the composer when the other person blocked the viewer: no more said than this. */
export function ConversationClosedLine() {
  const { t } = useTranslation('safety');
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl bg-muted px-3 py-2.5 text-center text-body-sm text-muted-foreground"
    >
      <Lock aria-hidden="true" className="size-4" />
      {t('banner.closed')}
    </p>
  );
}
