import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useStartConversation } from '../api';
import type { ChatState } from '../chat-state';

/**
 * A host's "Message" for one of their helpers about one property: opens the
 * conversation (made the first time, reused after); the chat's back button
 * returns to the page it was opened from.
 */
export function MessageHelperButton({
  propertyId,
  propertyTitle,
  helperId,
  helperName,
  backLabel,
  className,
}: {
  propertyId: string;
  propertyTitle: string;
  helperId: string;
  helperName: string;
  backLabel: string;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartConversation();
  const open = () =>
    start.mutate(
      { propertyId, helperId },
      {
        onSuccess: (conversation) => {
          const state: ChatState = {
            backTo: { href: `${location.pathname}${location.search}`, label: backLabel },
          };
          navigate(`/chat/${conversation.id}`, { state });
        },
        onError: (error) => {
          toast.error(t('common:errors.genericTitle'), {
            description: isApiError(error) ? error.message : t('common:errors.unexpected'),
          });
        },
      },
    );
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={open}
      disabled={start.isPending}
    >
      {start.isPending ? (
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
      ) : (
        <MessageCircle aria-hidden="true" />
      )}
      {/* Short on screen; the whole sentence for a screen reader. */}
      <span aria-hidden="true">{t('helperButton.label')}</span>
      <span className="sr-only">
        {t('helperButton.name', { name: helperName, property: propertyTitle })}
      </span>
    </Button>
  );
}
