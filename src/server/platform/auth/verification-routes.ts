import {
  emptyBodySchema,
  VERIFIED_PARAM,
  verificationMailReplySchema,
  verifyEmailQuerySchema,
} from '@shared/api/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLimits } from '../access/rate-limit';
import type { Auth } from './auth';
import { headersOf, viewerOf } from './guard';
import { missingBodyIsEmpty, sendFetchResponse, toFetchRequest } from './routes';
import { cookiesAfterVerification } from './verification-sign-in';

const MINUTE = 60_000;

/** How often a verification mail may be asked for again. */
export const VERIFICATION_MAIL_LIMITS = {
  perUser: { max: 3, windowMs: 15 * MINUTE },
  perAddress: { max: 20, windowMs: 60 * MINUTE },
} as const;

export const VERIFICATION_MAIL_LIMITED_MESSAGE =
  'You asked for several verification mails already. Please check your inbox and spam folder, and try again in 15 minutes.';

/** Where the mailed link lands: the dashboard, which says how it went. */
const landing = (outcome: string) => `/dashboard?verified=${outcome}`;

/**
 * Issue 14's two routes around better-auth's email verification
 * (docs/decisions/101-verified-email.md):
 * - GET /api/auth/verify-email: the mailed link. better-auth checks the token,
 *   marks the address verified and signs the person in; the browser is sent
 *   to /dashboard?verified=1, or to ?verified=expired|invalid, which the app
 *   explains, never a JSON error.
 * - POST /api/auth/verification-mail: "Resend" for a signed-in person. The
 *   answer is the same whether or not a mail went out (already verified),
 *   and it is limited per person and per network address.
 */
export async function verificationRoutes(app: FastifyInstance, auth: Auth, publicUrl: string) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const limits = await createLimits(scope, [
      {
        name: 'verify-mail:user',
        ...VERIFICATION_MAIL_LIMITS.perUser,
        key: (request: FastifyRequest) => viewerOf(request).userId,
        message: VERIFICATION_MAIL_LIMITED_MESSAGE,
      },
      {
        name: 'verify-mail:ip',
        ...VERIFICATION_MAIL_LIMITS.perAddress,
        key: (request: FastifyRequest) => request.ip,
        message: VERIFICATION_MAIL_LIMITED_MESSAGE,
      },
    ]);

    r.get(
      '/api/auth/verify-email',
      { config: { rateLimit: false }, schema: { querystring: verifyEmailQuerySchema } },
      async (request, reply) => {
        const path = `/verify-email?token=${encodeURIComponent(request.query.token)}`;
        const response = await auth.handler(toFetchRequest(request, publicUrl, path, undefined));
        if (response.status >= 500 || response.status === 429) {
          return sendFetchResponse(reply, response);
        }
        reply.header('cache-control', 'no-store');
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { code?: unknown };
          const expired = body.code === 'TOKEN_EXPIRED';
          return reply.redirect(landing(expired ? VERIFIED_PARAM.expired : VERIFIED_PARAM.invalid));
        }
        // The session better-auth started (or renewed) for the verified person,
        // unless two-step sign-in must come first.
        const cookies = await cookiesAfterVerification(
          auth,
          response.headers.getSetCookie(),
          request.headers.cookie,
        );
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.redirect(landing(VERIFIED_PARAM.ok));
      },
    );

    r.post(
      '/api/auth/verification-mail',
      {
        onRequest: scope.requireViewer,
        preValidation: missingBodyIsEmpty,
        preHandler: limits,
        config: { rateLimit: false },
        schema: { body: emptyBodySchema, response: { 200: verificationMailReplySchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const viewer = viewerOf(request);
        if (viewer.emailVerified !== true) {
          // better-auth signs the token and calls sendVerificationEmail, which
          // hands the mail to the mailer in the background. The request goes
          // along so that, with no language saved, the mail is in the page's.
          const body = { email: viewer.email };
          await auth.api.sendVerificationEmail({
            body,
            headers: headersOf(request),
            request: toFetchRequest(request, publicUrl, '/send-verification-email', body),
          });
        }
        return { status: true as const };
      },
    );
  });
}
