import {
  deletionCancelSchema,
  deletionPaths,
  deletionRequestSchema,
  deletionStateSchema,
} from '@shared/api/account-deletion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLimits } from '../../platform/access/rate-limit';
import { viewerOf } from '../../platform/auth/guard';
import { mailLocale, requestLocale } from '../../platform/i18n/mail-locale';
import type { Storage } from '../../platform/storage';
import { checkCredentials } from './credentials';
import { registerErasureJobs } from './jobs';
import { deletionCancelledMail, deletionRequestedMail } from './mail';
import { cancelDeletion, deletionState, requestDeletion, twoFactorEnabled } from './service';

const MINUTE = 60_000;

/** Password guesses through this route are counted per person, as sign-in counts them. */
export const DELETION_REQUEST_LIMIT = { max: 10, windowMs: 15 * MINUTE } as const;

/** Account deletion with a 14-day grace period (issue 19, decision 141). */
export async function accountDeletionRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  registerErasureJobs(app.jobs, { storage: deps.storage, mailer: app.mailer });
  const db = app.database.db;
  const loginLink = `${app.config.publicUrl}/login`;

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: scope.requireViewer };
    const limits = await createLimits(scope, [
      {
        name: 'account-deletion:user',
        ...DELETION_REQUEST_LIMIT,
        key: (request) => viewerOf(request).userId,
      },
    ]);

    r.get(
      deletionPaths.state,
      { ...signedIn, schema: { response: { 200: deletionStateSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return deletionState(db, viewerOf(request).userId);
      },
    );

    r.post(
      deletionPaths.request,
      {
        ...signedIn,
        preHandler: limits,
        schema: { body: deletionRequestSchema, response: { 200: deletionStateSchema } },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const current = await deletionState(db, viewer.userId);
        // A retried request: the deletion is already asked for.
        if (current.status === 'pending') return current;
        const { password, code, endStays } = request.body;
        await checkCredentials(
          app.auth,
          request,
          { password, code },
          await twoFactorEnabled(db, viewer.userId),
        );
        const { state, created } = await requestDeletion(
          db,
          viewer.userId,
          { endStays: endStays === true },
          new Date(),
        );
        if (created && state.dueAt) {
          const dueAt = new Date(state.dueAt);
          app.mailer.sendInBackground(
            mailLocale(db, { userId: viewer.userId }, requestLocale(request)).then((locale) =>
              deletionRequestedMail(viewer.email, dueAt, loginLink, locale),
            ),
          );
        }
        return state;
      },
    );

    r.post(
      deletionPaths.cancel,
      {
        ...signedIn,
        schema: { body: deletionCancelSchema, response: { 200: deletionStateSchema } },
      },
      async (request) => {
        const viewer = viewerOf(request);
        if (await cancelDeletion(db, viewer.userId))
          app.mailer.sendInBackground(
            mailLocale(db, { userId: viewer.userId }, requestLocale(request)).then((locale) =>
              deletionCancelledMail(viewer.email, locale),
            ),
          );
        return deletionState(db, viewer.userId);
      },
    );
  });
}
