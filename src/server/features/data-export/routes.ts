import path from 'node:path';
import {
  dataExportCreateSchema,
  dataExportListSchema,
  dataExportParamsSchema,
  dataExportSchema,
} from '@shared/api/data-export';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { registerDataExportJobs } from './export-job';
import { downloadableExport, listDataExports, requestDataExport } from './service';

/**
 * 'Download my data' (issue 19, docs/decisions/140-data-export.md); contract
 * in src/shared/api/data-export.ts. The ZIP is built by a job
 * (export-job.ts) and downloaded here by its owner only.
 */
export async function dataExportRoutes(app: FastifyInstance, deps: { storage: Storage }) {
  const { database, config, mailer } = app;
  const db = database.db;
  registerDataExportJobs(app, {
    storage: deps.storage,
    mailer,
    appUrl: config.publicUrl,
    tmpDir: path.join(config.dataDir, 'tmp', 'data-exports'),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.requireViewer };

  r.post(
    '/api/account/exports',
    {
      ...signedIn,
      schema: {
        body: dataExportCreateSchema,
        response: { 200: dataExportSchema, 201: dataExportSchema },
      },
    },
    async (request, reply) => {
      const { userId } = viewerOf(request);
      const result = await requestDataExport(db, userId, request.body.id, new Date());
      return reply.status(result.created ? 201 : 200).send(result.export);
    },
  );

  r.get(
    '/api/account/exports',
    { ...signedIn, schema: { response: { 200: dataExportListSchema } } },
    async (request) => ({
      items: await listDataExports(db, viewerOf(request).userId, new Date()),
    }),
  );

  r.get(
    '/api/account/exports/:id/download',
    { ...signedIn, schema: { params: dataExportParamsSchema } },
    async (request, reply) => {
      const found = await downloadableExport(
        db,
        viewerOf(request).userId,
        request.params.id,
        new Date(),
      );
      const object = await deps.storage.get(found.storageKey);
      if (!object) throw notFound('Export not found');
      const day = found.readyAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(object.size))
        .header('content-disposition', `attachment; filename="homestay-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(object.stream);
    },
  );
}
