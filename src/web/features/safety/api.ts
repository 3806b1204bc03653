import type { Conversation } from '@shared/api/messaging';
import type {
  BlockCreate,
  BlockList,
  BlockResult,
  ConversationBlock,
  ReportCreate,
  ReportReceipt,
} from '@shared/api/safety';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { helperKeys } from '@web/features/memberships/api';
import { conversationKeys } from '@web/features/messaging/api';
import { exploreRootKey, myPropertiesKey, propertyKeys } from '@web/features/properties/api';
import { stayRequestKeys } from '@web/features/stay-requests/api';
import { api } from '@web/lib/api-client';

/*
 * Reports and blocks (contract: @shared/api/safety). A report changes nothing
 * the reporter can see; a block changes who can message whom, what Explore
 * shows and which requests arrive, and may end a shared stay, so it refreshes
 * all of those by the keys their features own.
 */

export const safetyKeys = {
  all: ['blocks'] as const,
  list: () => [...safetyKeys.all, 'list'] as const,
};

const encode = encodeURIComponent;

export const sendReport = (body: ReportCreate) => api.post<ReportReceipt>('/api/reports', body);
export const blockPerson = (body: BlockCreate) => api.post<BlockResult>('/api/blocks', body);
export const unblockPerson = (userId: string) => api.delete<null>(`/api/blocks/${encode(userId)}`);

/** Everything a block or an unblock can change for the viewer. */
function refreshAfterBlock(client: QueryClient): void {
  for (const queryKey of [
    safetyKeys.all,
    conversationKeys.all,
    exploreRootKey,
    stayRequestKeys.all,
    helperKeys.all,
    myPropertiesKey,
    propertyKeys.all,
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}

export function useSendReport() {
  return useMutation({ mutationFn: sendReport });
}

export function useBlockPerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: blockPerson, onSuccess: () => refreshAfterBlock(client) });
}

export function useUnblockPerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: unblockPerson, onSuccess: () => refreshAfterBlock(client) });
}

/** The people the viewer has blocked, newest first (Settings). */
export function useBlockedPeople() {
  return useQuery({
    queryKey: safetyKeys.list(),
    queryFn: ({ signal }) => api.get<BlockList>('/api/blocks', { signal }),
  });
}

/**
 * How a conversation stands between its two people (`block` in the
 * contract). Read defensively: a server from before issue 15 leaves it out,
 * which reads as null (neither blocked).
 */
export function conversationBlockOf(conversation: Conversation | undefined): ConversationBlock {
  if (!conversation || !('block' in conversation)) return null;
  const block = conversation.block as ConversationBlock | undefined;
  return block === 'by_me' || block === 'closed' ? block : null;
}
