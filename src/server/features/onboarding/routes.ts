import multipart from '@fastify/multipart';
import {
  helperNeedInputSchema,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  onboardingItemInputSchema,
  onboardingItemParamsSchema,
  onboardingItemUpdateSchema,
  onboardingNeedParamsSchema,
  onboardingOrderSchema,
  onboardingParamsSchema,
  onboardingViewSchema,
} from '@shared/api/onboarding';
import { emptyBodySchema } from '@shared/api/properties';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import type { PropertyContext } from '../properties/service';
import {
  acknowledgeItem,
  acknowledgeNeed,
  addItem,
  addNeed,
  checkCanSetPhoto,
  deleteItem,
  deleteItemPhoto,
  deleteNeed,
  getOnboarding,
  reorderItems,
  setItemPhoto,
  updateItem,
} from './service';

/** Onboarding checklist, ticks and needs; contract in src/shared/api/onboarding.ts. */
export async function onboardingRoutes(app: FastifyInstance, ctx: PropertyContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };
  const base = '/api/properties/:id/onboarding';
  const view = { 200: onboardingViewSchema };

  r.get(
    base,
    { ...signedIn, schema: { params: onboardingParamsSchema, response: view } },
    async (request) => getOnboarding(ctx, viewerOf(request), request.params.id),
  );

  r.post(
    `${base}/items`,
    {
      ...signedIn,
      schema: {
        params: onboardingParamsSchema,
        body: onboardingItemInputSchema,
        response: { 201: onboardingViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addItem(ctx, viewerOf(request), request.params.id, request.body)),
  );

  r.patch(
    `${base}/items/:itemId`,
    {
      ...signedIn,
      schema: {
        params: onboardingItemParamsSchema,
        body: onboardingItemUpdateSchema,
        response: view,
      },
    },
    async (request) =>
      updateItem(ctx, viewerOf(request), request.params.id, request.params.itemId, request.body),
  );

  r.delete(
    `${base}/items/:itemId`,
    { ...signedIn, schema: { params: onboardingItemParamsSchema, response: view } },
    async (request) =>
      deleteItem(ctx, viewerOf(request), request.params.id, request.params.itemId, request.log),
  );

  r.put(
    `${base}/order`,
    {
      ...signedIn,
      schema: { params: onboardingParamsSchema, body: onboardingOrderSchema, response: view },
    },
    async (request) =>
      reorderItems(ctx, viewerOf(request), request.params.id, request.body.itemIds),
  );

  r.delete(
    `${base}/items/:itemId/photo`,
    { ...signedIn, schema: { params: onboardingItemParamsSchema, response: view } },
    async (request) =>
      deleteItemPhoto(
        ctx,
        viewerOf(request),
        request.params.id,
        request.params.itemId,
        request.log,
      ),
  );

  r.post(
    `${base}/items/:itemId/acknowledge`,
    {
      ...signedIn,
      schema: { params: onboardingItemParamsSchema, body: emptyBodySchema, response: view },
    },
    async (request) =>
      acknowledgeItem(ctx, viewerOf(request), request.params.id, request.params.itemId),
  );

  r.post(
    `${base}/needs`,
    {
      ...signedIn,
      schema: {
        params: onboardingParamsSchema,
        body: helperNeedInputSchema,
        response: { 201: onboardingViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addNeed(ctx, viewerOf(request), request.params.id, request.body)),
  );

  r.delete(
    `${base}/needs/:needId`,
    { ...signedIn, schema: { params: onboardingNeedParamsSchema, response: view } },
    async (request) => deleteNeed(ctx, viewerOf(request), request.params.id, request.params.needId),
  );

  r.post(
    `${base}/needs/:needId/acknowledge`,
    {
      ...signedIn,
      schema: { params: onboardingNeedParamsSchema, body: emptyBodySchema, response: view },
    },
    async (request) =>
      acknowledgeNeed(ctx, viewerOf(request), request.params.id, request.params.needId),
  );

  // Multipart only in this scope: every other route keeps JSON-only bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: ONBOARDING_LIMITS.photoBytes,
        files: 1,
        fields: 2,
        parts: 4,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/items/:itemId/photo`,
      {
        ...signedIn,
        bodyLimit: ONBOARDING_LIMITS.photoBytes + 64 * 1024,
        schema: { params: onboardingItemParamsSchema, response: view },
      },
      async (request) => {
        const viewer = viewerOf(request);
        if (!request.isMultipart())
          throw new AppError(
            'unsupported_media_type',
            'Send the photo as multipart/form-data with one file part',
          );
        await checkCanSetPhoto(ctx, viewer, request.params.id, request.params.itemId);
        let bytes: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            bytes = await part.toBuffer();
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            throw new AppError('payload_too_large', ONBOARDING_MESSAGES.photoTooLarge);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw new AppError('bad_request', 'Send one photo');
          throw new AppError('bad_request', 'The upload could not be read');
        }
        if (!bytes) throw new AppError('bad_request', 'Choose a photo');
        return setItemPhoto(
          ctx,
          viewer,
          request.params.id,
          request.params.itemId,
          bytes,
          request.log,
        );
      },
    );
  });
}
