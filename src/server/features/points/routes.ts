import {
  hoursQuerySchema,
  ledgerEntrySchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  pointsAwardSchema,
  pointsSummarySchema,
  weeklyHoursListSchema,
} from '@shared/api/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireHelperRole } from '../../platform/access/properties';
import { viewerOf } from '../../platform/auth/guard';
import { awardPoints, listLedger, type PointsContext, pointsSummary, weeklyHours } from './balance';

/** Points: balance, ledger, bonus/adjustment, weekly hours (contract: src/shared/api/chores.ts). */
export async function pointsRoutes(app: FastifyInstance, ctx: PointsContext) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: scope.requireViewer };

    r.get(
      '/api/points',
      { ...signedIn, schema: { response: { 200: pointsSummarySchema } } },
      async (request, reply) => {
        const viewer = viewerOf(request);
        requireHelperRole(viewer);
        reply.header('cache-control', 'no-store');
        return pointsSummary(ctx, viewer);
      },
    );

    r.get(
      '/api/points/ledger',
      {
        ...signedIn,
        schema: { querystring: ledgerQuerySchema, response: { 200: ledgerPageSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listLedger(ctx, viewerOf(request), request.query);
      },
    );

    for (const [path, reason] of [
      ['/api/points/bonus', 'bonus'],
      ['/api/points/adjustments', 'adjustment'],
    ] as const) {
      r.post(
        path,
        {
          ...signedIn,
          schema: {
            body: pointsAwardSchema,
            response: { 200: ledgerEntrySchema, 201: ledgerEntrySchema },
          },
        },
        async (request, reply) => {
          const { entry, created } = await awardPoints(
            ctx,
            viewerOf(request),
            request.body,
            reason,
          );
          return reply.status(created ? 201 : 200).send(entry);
        },
      );
    }

    r.get(
      '/api/points/hours',
      {
        ...signedIn,
        schema: { querystring: hoursQuerySchema, response: { 200: weeklyHoursListSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return weeklyHours(ctx, viewerOf(request), request.query);
      },
    );
  });
}
