import {
  invitationOptOutBodySchema,
  invitationOptOutReplySchema,
} from '@shared/api/invitation-opt-outs';
import { inviteCodeParamsSchema, invitePreviewSchema, joinReplySchema } from '@shared/api/invites';
import {
  helperDetailSchema,
  helperListQuerySchema,
  helperPageSchema,
  helperParamsSchema,
  invitationCreateSchema,
  invitationListSchema,
  invitationSchema,
  memberParamsSchema,
  membershipReplySchema,
  myPropertiesSchema,
} from '@shared/api/memberships';
import { emptyBodySchema } from '@shared/api/properties';
import { idParamsSchema } from '@shared/api/property-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createLimits } from '../../platform/access/rate-limit';
import { viewerOf } from '../../platform/auth/guard';
import { requestLocale } from '../../platform/i18n/mail-locale';
import type { Mailer } from '../../platform/mail/mailer';
import type { PropertyContext } from '../properties/service';
import { hostDailyLimitMessage } from './invitation-limits';
import { stopInvitations } from './invitation-opt-outs';
import { inviteByEmail, listInvitations } from './invitations-service';
import {
  helperDetail,
  joinByCode,
  leaveProperty,
  listHelpers,
  myProperties,
  previewInvite,
  removeMember,
} from './members';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Rate limits: join attempts (preview and join), email invites and stop-link confirmations. */
export const MEMBERSHIP_LIMITS = {
  joinPerUser: { max: 20, windowMs: 15 * MINUTE },
  joinPerAddress: { max: 100, windowMs: 15 * MINUTE },
  invitesPerHost: { max: 20, windowMs: 60 * MINUTE },
  optOutsPerAddress: { max: 30, windowMs: 60 * MINUTE },
} as const;

/** Joining by code, leaving, removing, View Helpers, My Properties and email invites. */
export async function membershipRoutes(
  app: FastifyInstance,
  ctx: PropertyContext & { mailer: Mailer },
) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: scope.requireViewer };
    const userKey = (request: Parameters<typeof viewerOf>[0]) => viewerOf(request).userId;
    // Invite codes are 80 random bits, so guessing is hopeless anyway; the
    // limits keep anyone from trying at scale, per account and per address.
    const joinLimits = await createLimits(scope, [
      { name: 'join:user', ...MEMBERSHIP_LIMITS.joinPerUser, key: userKey },
      { name: 'join:ip', ...MEMBERSHIP_LIMITS.joinPerAddress, key: (request) => request.ip },
    ]);
    // Per host here (an hour's burst and the day's total, INVITE_MAILS_PER_HOST_PER_DAY);
    // per recipient in inviteByEmail, once the host's checks have passed.
    const perHostPerDay = app.config.invitations.perHostPerDay;
    const inviteLimits = await createLimits(scope, [
      { name: 'invite-mail:host', ...MEMBERSHIP_LIMITS.invitesPerHost, key: userKey },
      {
        name: 'invite-mail:host-day',
        max: perHostPerDay,
        windowMs: DAY,
        key: userKey,
        message: hostDailyLimitMessage(perHostPerDay),
      },
    ]);
    const optOutLimits = await createLimits(scope, [
      { name: 'invite-opt-out:ip', ...MEMBERSHIP_LIMITS.optOutsPerAddress, key: (r) => r.ip },
    ]);
    const invitations = {
      ...ctx,
      signer: app.linkSigner,
      perAddressPerDay: app.config.invitations.perAddressPerDay,
    };

    r.get(
      '/api/invites/:code',
      {
        ...signedIn,
        preHandler: joinLimits,
        schema: { params: inviteCodeParamsSchema, response: { 200: invitePreviewSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return previewInvite(ctx, viewerOf(request), request.params.code);
      },
    );

    r.post(
      '/api/invites/:code/join',
      {
        ...signedIn,
        preHandler: joinLimits,
        schema: {
          params: inviteCodeParamsSchema,
          body: emptyBodySchema,
          response: { 201: joinReplySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await joinByCode(ctx, viewerOf(request), request.params.code)),
    );

    r.post(
      '/api/properties/:id/leave',
      {
        ...signedIn,
        schema: {
          params: idParamsSchema,
          body: emptyBodySchema,
          response: { 200: membershipReplySchema },
        },
      },
      async (request) => ({
        membership: await leaveProperty(ctx, viewerOf(request), request.params.id),
      }),
    );

    r.post(
      '/api/properties/:id/members/:helperId/remove',
      {
        ...signedIn,
        schema: {
          params: memberParamsSchema,
          body: emptyBodySchema,
          response: { 200: membershipReplySchema },
        },
      },
      async (request) => ({
        membership: await removeMember(
          ctx,
          viewerOf(request),
          request.params.id,
          request.params.helperId,
        ),
      }),
    );

    r.get(
      '/api/my-properties',
      { ...signedIn, schema: { response: { 200: myPropertiesSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return myProperties(ctx, viewerOf(request));
      },
    );

    r.get(
      '/api/helpers',
      {
        ...signedIn,
        schema: { querystring: helperListQuerySchema, response: { 200: helperPageSchema } },
      },
      async (request) => listHelpers(ctx, viewerOf(request), request.query),
    );

    r.get(
      '/api/helpers/:helperId',
      {
        ...signedIn,
        schema: { params: helperParamsSchema, response: { 200: helperDetailSchema } },
      },
      async (request) => helperDetail(ctx, viewerOf(request), request.params.helperId),
    );

    r.post(
      '/api/properties/:id/invitations',
      {
        ...signedIn,
        preHandler: inviteLimits,
        schema: {
          params: idParamsSchema,
          body: invitationCreateSchema,
          response: { 201: invitationSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await inviteByEmail(
              invitations,
              viewerOf(request),
              request.params.id,
              request.body.email,
              requestLocale(request),
            ),
          ),
    );

    // Public: the page the invitation mail's stop link opens posts here.
    r.post(
      '/api/invitation-opt-outs',
      {
        preHandler: optOutLimits,
        schema: {
          body: invitationOptOutBodySchema,
          response: { 200: invitationOptOutReplySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return stopInvitations(ctx.db, app.linkSigner, request.body);
      },
    );

    r.get(
      '/api/properties/:id/invitations',
      {
        ...signedIn,
        schema: { params: idParamsSchema, response: { 200: invitationListSchema } },
      },
      async (request) => listInvitations(ctx, viewerOf(request), request.params.id),
    );
  });
}
