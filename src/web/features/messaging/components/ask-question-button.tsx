import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { LoaderCircle, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useStartConversation } from '../api';
import type { ChatState } from '../chat-state';

/**
 * "Ask a question" on a property page (helpers): opens the conversation with
 * the property's host (made the first time, reused after), with the question
 * started in the composer, and the chat's back button returning here.
 */
export function AskQuestionButton({
  propertyId,
  propertyTitle,
  hostName,
  className,
}: {
  propertyId: string;
  propertyTitle: string;
  hostName?: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const start = useStartConversation();
  const firstName = hostName?.trim().split(/\s+/)[0];

  const ask = () =>
    start.mutate(
      { propertyId },
      {
        onSuccess: (conversation) => {
          const state: ChatState = {
            draft: firstName
              ? t('ask.draftNamed', { name: firstName, property: propertyTitle })
              : t('ask.draft', { property: propertyTitle }),
            backTo: {
              href: `/properties/${propertyId}`,
              label: t('ask.backTo', { property: propertyTitle }),
            },
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
    <Button variant="outline" className={className} onClick={ask} disabled={start.isPending}>
      {start.isPending ? (
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
      ) : (
        <MessageCircleQuestion aria-hidden="true" />
      )}
      {t('ask.button')}
    </Button>
  );
}
