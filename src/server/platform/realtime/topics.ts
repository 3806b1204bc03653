/**
 * The server's topic names. Per-user topics carry the user id, so a client
 * asking for `notifications` is subscribed to its own and nobody else's
 * (the hub maps the client's name to these).
 */
export const topics = {
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  conversations: (userId: string) => `user:${userId}:conversations`,
  notifications: (userId: string) => `user:${userId}:notifications`,
  me: (userId: string) => `user:${userId}:me`,
  property: (propertyId: string) => `property:${propertyId}`,
} as const;
