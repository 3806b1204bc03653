import multipart from '@fastify/multipart';
import { EMAIL_NOT_VERIFIED_MESSAGES } from '@shared/api/auth';
import {
  exchangeTermsInputSchema,
  exchangeTermsReplySchema,
  exchangeTermsSchema,
} from '@shared/api/exchange-terms';
import { inviteCodeReplySchema } from '@shared/api/invites';
import {
  emptyBodySchema,
  hostPropertyViewSchema,
  propertyCardPageSchema,
  propertyCreateSchema,
  propertyDetailsSchema,
  propertyListQuerySchema,
  propertyUpdateSchema,
} from '@shared/api/properties';
import {
  idParamsSchema,
  PHOTO_TOO_LARGE_MESSAGE,
  PROPERTY_LIMITS,
  photoParamsSchema,
} from '@shared/api/property-fields';
import { photoListSchema, photoOrderSchema } from '@shared/api/property-photos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { requireVerifiedEmail } from '../../platform/auth/verified-email';
import { AppError } from '../../platform/errors';
import { locationRoutes } from './location-routes';
import {
  addPhotos,
  checkCanAddPhotos,
  deletePhoto,
  type PreparedPhoto,
  preparePhoto,
  reorderPhotos,
  setCover,
  TOO_MANY_PHOTOS_MESSAGE,
} from './photos-service';
import { getPropertyDetails } from './property-details';
import {
  createProperty,
  deleteProperty,
  getTerms,
  listOwnProperties,
  type PropertyContext,
  putTerms,
  regenerateInviteCode,
  updateProperty,
} from './service';

/** Properties, photos, exchange terms and invite codes; contract in src/shared/api/properties.ts. */
export async function propertyRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.get(
    '/api/properties',
    {
      ...signedIn,
      schema: { querystring: propertyListQuerySchema, response: { 200: propertyCardPageSchema } },
    },
    async (request) => listOwnProperties(ctx, viewerOf(request), request.query),
  );

  r.post(
    '/api/properties',
    {
      ...signedIn,
      preHandler: requireVerifiedEmail(EMAIL_NOT_VERIFIED_MESSAGES.property),
      schema: { body: propertyCreateSchema, response: { 201: hostPropertyViewSchema } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await createProperty(ctx, viewer, request.body);
      const created = await getPropertyDetails(ctx, viewer.userId, id);
      if (created.view !== 'host') throw new Error('a new property must show the host view');
      return reply.status(201).send(created);
    },
  );

  r.get(
    '/api/properties/:id',
    {
      ...signedIn,
      schema: { params: idParamsSchema, response: { 200: propertyDetailsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPropertyDetails(ctx, viewerOf(request).userId, request.params.id);
    },
  );

  r.patch(
    '/api/properties/:id',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: propertyUpdateSchema,
        response: { 200: hostPropertyViewSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await updateProperty(ctx, viewer, request.params.id, request.body);
      const updated = await getPropertyDetails(ctx, viewer.userId, request.params.id);
      if (updated.view !== 'host') throw new Error('an update must show the host view');
      return updated;
    },
  );

  r.delete(
    '/api/properties/:id',
    { ...signedIn, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteProperty(ctx, viewerOf(request), request.params.id, request.log);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/properties/:id/terms',
    {
      ...signedIn,
      schema: { params: idParamsSchema, response: { 200: exchangeTermsReplySchema } },
    },
    async (request) => getTerms(ctx, viewerOf(request).userId, request.params.id),
  );

  r.put(
    '/api/properties/:id/terms',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: exchangeTermsInputSchema,
        response: { 200: exchangeTermsSchema },
      },
    },
    async (request) => putTerms(ctx, viewerOf(request), request.params.id, request.body),
  );

  r.post(
    '/api/properties/:id/invite-code',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: inviteCodeReplySchema },
      },
    },
    async (request) => regenerateInviteCode(ctx, viewerOf(request), request.params.id),
  );

  r.put(
    '/api/properties/:id/photos/order',
    {
      ...signedIn,
      schema: {
        params: idParamsSchema,
        body: photoOrderSchema,
        response: { 200: photoListSchema },
      },
    },
    async (request) =>
      reorderPhotos(ctx, viewerOf(request), request.params.id, request.body.photoIds),
  );

  r.post(
    '/api/properties/:id/photos/:photoId/cover',
    {
      ...signedIn,
      schema: {
        params: photoParamsSchema,
        body: emptyBodySchema,
        response: { 200: photoListSchema },
      },
    },
    async (request) => setCover(ctx, viewerOf(request), request.params.id, request.params.photoId),
  );

  r.delete(
    '/api/properties/:id/photos/:photoId',
    { ...signedIn, schema: { params: photoParamsSchema, response: { 200: photoListSchema } } },
    async (request) =>
      deletePhoto(ctx, viewerOf(request), request.params.id, request.params.photoId, request.log),
  );

  await locationRoutes(app, ctx);

  // Multipart only in this scope: every other route keeps JSON-only bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: PROPERTY_LIMITS.photoBytes,
        files: PROPERTY_LIMITS.photosPerProperty,
        fields: 5,
        parts: PROPERTY_LIMITS.photosPerProperty + 5,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/properties/:id/photos',
      {
        ...signedIn,
        // Each file's limit is checked while streaming; this bounds the whole request.
        bodyLimit: PROPERTY_LIMITS.photosPerProperty * PROPERTY_LIMITS.photoBytes + 256 * 1024,
        schema: { params: idParamsSchema, response: { 201: photoListSchema } },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        if (!request.isMultipart())
          throw new AppError(
            'unsupported_media_type',
            'Send the photos as multipart/form-data with one file part per photo',
          );
        // Who may upload, and whether there is room, before reading megabytes.
        await checkCanAddPhotos(ctx, viewer, request.params.id);
        const prepared: PreparedPhoto[] = [];
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            // One file in memory at a time: read, check and re-encode it, then the next.
            prepared.push(await preparePhoto(await part.toBuffer()));
          }
        } catch (error) {
          if (error instanceof AppError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            throw new AppError('payload_too_large', PHOTO_TOO_LARGE_MESSAGE);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw new AppError('rule_broken', TOO_MANY_PHOTOS_MESSAGE);
          throw new AppError('bad_request', 'The upload could not be read');
        }
        if (prepared.length === 0) throw new AppError('bad_request', 'Choose at least one photo');
        const list = await addPhotos(ctx, viewer, request.params.id, prepared, request.log);
        return reply.status(201).send(list);
      },
    );
  });
}
