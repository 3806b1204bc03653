import type { Chore } from '@shared/api/chores';
import { choreStatusLabel } from '@web/lib/labels/chore-labels';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePropertyChoresLive } from '../api';

function LiveProperty({ id, onChange }: { id: string; onChange: (chore: Chore) => void }) {
  usePropertyChoresLive(id, onChange);
  return null;
}

/**
 * Keeps a chores list live for these properties, and tells screen readers
 * what changed ("“Feed the goats”: Waiting for review") in a polite region.
 */
export function LiveChores({ propertyIds }: { propertyIds: readonly string[] }) {
  const { t } = useTranslation('chores');
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (chore: Chore) =>
      setMessage(t('live.changed', { title: chore.title, status: choreStatusLabel[chore.status] })),
    [t],
  );
  return (
    <>
      {propertyIds.map((id) => (
        <LiveProperty key={id} id={id} onChange={announce} />
      ))}
      <p className="sr-only" role="status" aria-live="polite" data-testid="chores-live-status">
        {message}
      </p>
    </>
  );
}
