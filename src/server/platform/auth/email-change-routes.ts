import {
  EMAIL_CHANGE_MESSAGES,
  emailChangeConfirmQuerySchema,
  emailChangeLandingPath,
  emailChangeRequestSchema,
  emailChangeStateSchema,
  emailChangeUndoReplySchema,
  emailChangeUndoSchema,
} from '@shared/api/email-change';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLimits } from '../access/rate-limit';
import { AppError } from '../errors';
import { requestLocale } from '../i18n/mail-locale';
import type { Auth } from './auth';
import {
  cancelEmailChange,
  confirmEmailChange,
  type EmailChangeDeps,
  pendingEmailChange,
  requestEmailChange,
  undoEmailChange,
} from './email-change';
import { headersOf, viewerOf } from './guard';

const HOUR = 3_600_000;

/** How often a change may be asked for (each one mails someone), and "This wasn't me" tried. */
export const EMAIL_CHANGE_LIMITS = {
  perUser: { max: 5, windowMs: HOUR },
  perAddress: { max: 20, windowMs: HOUR },
  undoPerAddress: { max: 10, windowMs: HOUR },
} as const;

/** Whether `password` is the signed-in caller's (better-auth checks the hash). */
async function passwordMatches(auth: Auth, request: FastifyRequest, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers: headersOf(request) });
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) return false;
    throw error;
  }
}

/**
 * The email-change routes (issue 19); the contract is at the top of
 * src/shared/api/email-change.ts, the design in docs/decisions/142-email-change.md.
 */
export async function emailChangeRoutes(app: FastifyInstance, auth: Auth, publicUrl: string) {
  const deps: EmailChangeDeps = {
    db: app.database.db,
    mailer: app.mailer,
    publicUrl,
    sendPasswordReset: async (email) => {
      await auth.api.requestPasswordReset({ body: { email } });
    },
  };

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const requestLimits = await createLimits(scope, [
      {
        name: 'email-change:user',
        ...EMAIL_CHANGE_LIMITS.perUser,
        key: (request) => viewerOf(request).userId,
        message: EMAIL_CHANGE_MESSAGES.limited,
      },
      {
        name: 'email-change:ip',
        ...EMAIL_CHANGE_LIMITS.perAddress,
        key: (request) => request.ip,
        message: EMAIL_CHANGE_MESSAGES.limited,
      },
    ]);
    const undoLimits = await createLimits(scope, [
      { name: 'email-change-undo:ip', ...EMAIL_CHANGE_LIMITS.undoPerAddress, key: (q) => q.ip },
    ]);
    const signedIn = { onRequest: scope.requireViewer, config: { rateLimit: false as const } };

    r.get(
      '/api/account/email-change',
      { ...signedIn, schema: { response: { 200: emailChangeStateSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { pending: await pendingEmailChange(deps.db, viewerOf(request).userId, new Date()) };
      },
    );

    r.post(
      '/api/account/email-change',
      {
        ...signedIn,
        preHandler: requestLimits,
        schema: { body: emailChangeRequestSchema, response: { 200: emailChangeStateSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const viewer = viewerOf(request);
        if (!(await passwordMatches(auth, request, request.body.currentPassword))) {
          throw new AppError('bad_request', EMAIL_CHANGE_MESSAGES.wrongPassword, [
            { field: 'body.currentPassword', message: EMAIL_CHANGE_MESSAGES.wrongPassword },
          ]);
        }
        const pending = await requestEmailChange(
          deps,
          viewer,
          request.body.newEmail,
          new Date(),
          requestLocale(request),
        );
        return { pending };
      },
    );

    r.delete(
      '/api/account/email-change',
      { ...signedIn, schema: { response: { 200: emailChangeStateSchema } } },
      async (request) => {
        await cancelEmailChange(deps.db, viewerOf(request).userId);
        return { pending: null };
      },
    );

    // The mailed link: always a redirect to a page that says how it went,
    // signed in or not (the profile page sends a signed-out reader to log in).
    r.get(
      '/api/account/email-change/confirm',
      { config: { rateLimit: false }, schema: { querystring: emailChangeConfirmQuerySchema } },
      async (request, reply) => {
        const outcome = await confirmEmailChange(
          deps,
          request.query.token,
          new Date(),
          requestLocale(request),
        );
        reply.header('cache-control', 'no-store');
        return reply.redirect(emailChangeLandingPath(outcome));
      },
    );

    // A POST from the page the notice links to, not the link itself: mail
    // scanners open links, and this one signs everybody out.
    r.post(
      '/api/account/email-change/undo',
      {
        config: { rateLimit: false },
        preHandler: undoLimits,
        schema: { body: emailChangeUndoSchema, response: { 200: emailChangeUndoReplySchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return undoEmailChange(deps, request.body.token, new Date());
      },
    );
  });
}
