import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { runMutation } from '@web/lib/run-mutation';
import { useSession } from '@web/lib/session/session';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSavedIds, useToggleSave } from '../api';

/**
 * The heart that saves a property for later (helpers only; nothing for
 * anyone else). A toggle button: its name stays "Save <title>" and
 * aria-pressed says whether it is saved. `variant="icon"` on Explore's
 * cards, `"labelled"` (the word beside the heart) on the property page.
 */
export function SaveButton({
  propertyId,
  title,
  variant = 'icon',
  className,
}: {
  propertyId: string;
  title: string;
  variant?: 'icon' | 'labelled';
  className?: string;
}) {
  const { t } = useTranslation('discovery');
  const session = useSession();
  const isHelper = session.user?.role === 'helper';
  const ids = useSavedIds(isHelper);
  const toggle = useToggleSave();
  if (!isHelper) return null;
  const saved = ids.data?.ids.includes(propertyId) ?? false;

  function onClick() {
    runMutation(
      toggle,
      { propertyId, save: !saved },
      {
        onSuccess: (state) => toast.success(state.saved ? t('save.added') : t('save.removed')),
        onError: () => toast.error(t('save.failed')),
      },
    );
  }

  const heart = (
    <Heart
      aria-hidden="true"
      className={cn(saved ? 'fill-primary text-primary' : 'text-foreground')}
    />
  );
  if (variant === 'labelled') {
    return (
      <Button
        variant="outline"
        aria-pressed={saved}
        aria-label={t('save.label', { title })}
        disabled={ids.isPending}
        onClick={onClick}
        className={className}
      >
        {heart}
        {saved ? t('save.saved') : t('save.save')}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={t('save.label', { title })}
      disabled={ids.isPending}
      onClick={onClick}
      className={cn('rounded-full bg-card/90 shadow-soft backdrop-blur', className)}
    >
      {heart}
    </Button>
  );
}
