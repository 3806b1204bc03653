import { EMAIL_NOT_VERIFIED_MESSAGES } from '@shared/api/auth';
import {
  conversationListQuerySchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationStartSchema,
  MESSAGING_ERRORS,
  markReadBodySchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSchema,
  messageSendSchema,
  unreadTotalSchema,
} from '@shared/api/messaging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { requireVerifiedEmail } from '../../platform/auth/verified-email';
import { AppError, unauthenticated } from '../../platform/errors';
import {
  getConversation,
  listConversations,
  listMessages,
  markRead,
  startConversation,
  unreadTotal,
} from './conversations';
import { sendMessage } from './send';

/** Conversations and messages; contract in src/shared/api/messaging.ts. */
export async function messagingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  // SPEC 5: signed-out callers of messaging routes read 'User not authenticated.'.
  async function requireViewer(request: FastifyRequest, reply: FastifyReply) {
    try {
      await app.requireViewer.call(app, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthenticated')
        throw unauthenticated(MESSAGING_ERRORS.notAuthenticated);
      throw error;
    }
  }
  const signedIn = { onRequest: requireViewer };
  // Sending and reading a chat end no session: their replies skip the fence
  // (platform/auth/register.ts). Both run on every message.
  const chatWrite = { ...signedIn, config: { endsNoSession: true } };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  r.get(
    '/api/conversations',
    {
      ...signedIn,
      schema: {
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listConversations(db, viewerOf(request), request.query);
    },
  );

  r.get(
    '/api/conversations/unread-total',
    { ...signedIn, schema: { response: { 200: unreadTotalSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { total: await unreadTotal(db, viewerOf(request)) };
    },
  );

  r.post(
    '/api/conversations',
    {
      ...signedIn,
      preHandler: requireVerifiedEmail(EMAIL_NOT_VERIFIED_MESSAGES.conversation),
      schema: {
        body: conversationStartSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await startConversation(
        db,
        viewerOf(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  r.get(
    '/api/conversations/:id',
    {
      ...signedIn,
      schema: { params: conversationParamsSchema, response: { 200: conversationSchema } },
    },
    async (request, reply) => {
      noStore(reply);
      return getConversation(db, viewerOf(request), request.params.id);
    },
  );

  r.get(
    '/api/conversations/:id/messages',
    {
      ...signedIn,
      schema: {
        params: conversationParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listMessages(db, viewerOf(request), request.params.id, request.query);
    },
  );

  r.post(
    '/api/conversations/:id/messages',
    {
      ...chatWrite,
      schema: {
        params: conversationParamsSchema,
        body: messageSendSchema,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        db,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  r.post(
    '/api/conversations/:id/read',
    {
      ...chatWrite,
      schema: {
        params: conversationParamsSchema,
        body: markReadBodySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => markRead(db, viewerOf(request), request.params.id),
  );
}
