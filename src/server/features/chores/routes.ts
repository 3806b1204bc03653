import multipart from '@fastify/multipart';
import {
  CHORE_LIMITS,
  CHORE_MESSAGES,
  choreBulkApproveReplySchema,
  choreBulkApproveSchema,
  choreCreateSchema,
  choreGroupsQuerySchema,
  choreGroupsSchema,
  choreListQuerySchema,
  chorePageSchema,
  choreParamsSchema,
  choreSchema,
  choreSendBackSchema,
  choreSubmitSchema,
  choreUpdateSchema,
} from '@shared/api/chores';
import { emptyBodySchema } from '@shared/api/properties';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import { createChore, updateChore } from './chore-editing';
import { choreGroups } from './chore-groups';
import { choreProofPhoto, replaceChorePhoto } from './chore-photos';
import { getChore, listChores } from './chore-reads';
import { CHORE_REMINDER_JOB, runChoreReminder } from './chore-reminders';
import { approveChore, bulkApprove, cancelChore, sendBackChore } from './chore-review';
import type { ChoreContext } from './chore-steps';
import { submitChore, takeChore } from './chore-work';

/** Reads the one image file of a multipart request (the avatar route's rules). */
async function readOneImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError(
      'unsupported_media_type',
      'Send the image as multipart/form-data with one file',
    );
  let upload: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) throw new AppError('bad_request', 'Send one image only');
      upload = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('payload_too_large', CHORE_MESSAGES.photoTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', 'Send one image only');
    throw new AppError('bad_request', 'The upload could not be read');
  }
  if (!upload || upload.length === 0)
    throw new AppError('bad_request', 'Choose an image to upload');
  return upload;
}

/** Chores (issue 8): the contract is src/shared/api/chores.ts. */
export async function choreRoutes(app: FastifyInstance, ctx: ChoreContext) {
  app.jobs.register(CHORE_REMINDER_JOB, async (job, jobCtx) =>
    runChoreReminder(jobCtx.tx, job.payload, jobCtx.now),
  );

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: scope.requireViewer };
    const c = { ...ctx, log: scope.log };
    const params = choreParamsSchema;
    const reply200 = { 200: choreSchema };

    r.get(
      '/api/chores',
      {
        ...signedIn,
        schema: { querystring: choreListQuerySchema, response: { 200: chorePageSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listChores(c, viewerOf(request), request.query);
      },
    );

    r.post(
      '/api/chores',
      { ...signedIn, schema: { body: choreCreateSchema, response: { 201: choreSchema } } },
      async (request, reply) =>
        reply.status(201).send(await createChore(c, viewerOf(request), request.body)),
    );

    r.get(
      '/api/chore-groups',
      {
        ...signedIn,
        schema: { querystring: choreGroupsQuerySchema, response: { 200: choreGroupsSchema } },
      },
      async (request) => choreGroups(c.db, viewerOf(request), request.query.propertyId),
    );

    r.post(
      '/api/chores/bulk-approve',
      {
        ...signedIn,
        schema: { body: choreBulkApproveSchema, response: { 200: choreBulkApproveReplySchema } },
      },
      async (request) => bulkApprove(c, viewerOf(request), request.body.choreIds),
    );

    r.get(
      '/api/chores/:id',
      { ...signedIn, schema: { params, response: reply200 } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getChore(c, viewerOf(request), request.params.id);
      },
    );

    r.patch(
      '/api/chores/:id',
      { ...signedIn, schema: { params, body: choreUpdateSchema, response: reply200 } },
      async (request) => updateChore(c, viewerOf(request), request.params.id, request.body),
    );

    for (const action of ['take', 'start'] as const) {
      r.post(
        `/api/chores/:id/${action}`,
        { ...signedIn, schema: { params, body: emptyBodySchema, response: reply200 } },
        async (request) => takeChore(c, viewerOf(request), request.params.id),
      );
    }

    r.post(
      '/api/chores/:id/submit',
      { ...signedIn, schema: { params, body: choreSubmitSchema, response: reply200 } },
      async (request) => submitChore(c, viewerOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/chores/:id/approve',
      { ...signedIn, schema: { params, body: emptyBodySchema, response: reply200 } },
      async (request) => approveChore(c, viewerOf(request), request.params.id),
    );

    r.post(
      '/api/chores/:id/send-back',
      { ...signedIn, schema: { params, body: choreSendBackSchema, response: reply200 } },
      async (request) => sendBackChore(c, viewerOf(request), request.params.id, request.body.note),
    );

    r.post(
      '/api/chores/:id/cancel',
      { ...signedIn, schema: { params, body: emptyBodySchema, response: reply200 } },
      async (request) => cancelChore(c, viewerOf(request), request.params.id),
    );

    r.delete(
      '/api/chores/:id/photo',
      { ...signedIn, schema: { params, response: reply200 } },
      async (request) => replaceChorePhoto(c, viewerOf(request), request.params.id, null),
    );

    r.get('/api/chores/:id/photo', { ...signedIn, schema: { params } }, async (request, reply) => {
      const object = await choreProofPhoto(c, viewerOf(request), request.params.id);
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(object.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, max-age=3600')
        .send(object.stream);
    });
  });

  // Multipart only in this scope: every other route keeps JSON-only bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: CHORE_LIMITS.photoBytes,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/chores/:id/photo',
      {
        onRequest: scope.requireViewer,
        bodyLimit: CHORE_LIMITS.photoBytes + 64 * 1024,
        schema: { params: choreParamsSchema, response: { 200: choreSchema } },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const upload = await readOneImage(request);
        return replaceChorePhoto({ ...ctx, log: scope.log }, viewer, request.params.id, upload);
      },
    );
  });
}
