import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { LoaderCircle, MessageCircle } from 'lucide-react';
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
          toast.error('Error', {
            description: isApiError(error) ? error.message : 'An unexpected error occurred',
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
      Message
      <span className="sr-only">
        {' '}
        {helperName} about {propertyTitle}
      </span>
    </Button>
  );
}
