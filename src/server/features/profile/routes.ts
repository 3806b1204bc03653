import multipart from '@fastify/multipart';
import {
  customChoreGroupsUpdateSchema,
  PROFILE_LIMITS,
  profileIdParamsSchema,
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  roleChoiceSchema,
} from '@shared/api/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { replaceAvatar } from './avatar-service';
import { type ProfileRow, presentProfile } from './presenter';
import {
  chooseRole,
  getOwnProfileView,
  getPublicProfile,
  isOperator,
  setCustomChoreGroups,
  updateProfile,
} from './service';

/** SPEC.md section 5's text for a too-large image. */
export const IMAGE_TOO_LARGE_MESSAGE = 'Please select an image under 5MB';

/** The profile routes; the contract is at the top of src/shared/api/profile.ts. */
export async function profileRoutes(app: FastifyInstance, storage: Storage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const signedIn = { onRequest: app.requireViewer };
  /** Your own profile as every route here answers it, with whether you are an operator. */
  const own = async (row: ProfileRow) => presentProfile(row, await isOperator(db, row.id));

  r.get(
    '/api/profile',
    { ...signedIn, schema: { response: { 200: profileSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userId } = viewerOf(request);
      // From memory while every change reaches this process (issue 20).
      const kept = app.ownProfileCache.get(userId);
      if (kept) return kept;
      const startedAt = app.ownProfileCache.begin();
      const { row, operator } = await getOwnProfileView(db, userId);
      const profile = presentProfile(row, operator);
      app.ownProfileCache.store(userId, profile, startedAt);
      return profile;
    },
  );

  r.patch(
    '/api/profile',
    { ...signedIn, schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => own(await updateProfile(db, viewerOf(request).userId, request.body)),
  );

  r.post(
    '/api/profile/role',
    { ...signedIn, schema: { body: roleChoiceSchema, response: { 200: profileSchema } } },
    async (request) => own(await chooseRole(db, viewerOf(request).userId, request.body.role)),
  );

  r.put(
    '/api/profile/custom-chore-groups',
    {
      ...signedIn,
      schema: { body: customChoreGroupsUpdateSchema, response: { 200: profileSchema } },
    },
    async (request) =>
      own(await setCustomChoreGroups(db, viewerOf(request).userId, request.body.groups)),
  );

  r.get(
    '/api/profiles/:id',
    {
      ...signedIn,
      schema: { params: profileIdParamsSchema, response: { 200: publicProfileSchema } },
    },
    async (request) => getPublicProfile(db, viewerOf(request).userId, request.params.id),
  );

  // Multipart only in this scope: every other route keeps JSON-only bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: PROFILE_LIMITS.avatarBytes,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/profile/avatar',
      {
        ...signedIn,
        // The file limit is checked while streaming; this only bounds the whole request.
        bodyLimit: PROFILE_LIMITS.avatarBytes + 64 * 1024,
        schema: { response: { 200: profileSchema } },
      },
      async (request) => {
        const viewer = viewerOf(request);
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            'Send the image as multipart/form-data with one file',
          );
        }
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
            throw new AppError('payload_too_large', IMAGE_TOO_LARGE_MESSAGE);
          if (code === 'FST_FILES_LIMIT') throw new AppError('bad_request', 'Send one image only');
          throw new AppError('bad_request', 'The upload could not be read');
        }
        if (!upload || upload.length === 0)
          throw new AppError('bad_request', 'Choose an image to upload');
        return own(await replaceAvatar(db, storage, request.log, viewer.userId, upload));
      },
    );
  });
}
