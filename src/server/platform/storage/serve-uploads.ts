import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';
import { isValidKey, type Storage } from './storage';

/**
 * GET /uploads/<key>: public objects, with headers that keep an upload from
 * ever running as a page or a script: our stored content type (never sniffed),
 * `inline` only for raster images, and a sandboxing CSP.
 */
export async function uploadRoutes(app: FastifyInstance, storage: Storage) {
  app.get('/uploads/*', { config: { rateLimit: false } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () => reply.status(404).send(errorBody('not_found', 'File not found'));
    if (!isValidKey(key)) return notFound();
    const object = await storage.get(key);
    if (object?.visibility !== 'public') {
      object?.stream.destroy();
      return notFound();
    }
    const isRasterImage =
      object.contentType.startsWith('image/') && !object.contentType.includes('svg');
    return reply
      .header('content-type', isRasterImage ? object.contentType : 'application/octet-stream')
      .header('content-length', String(object.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', isRasterImage ? 'inline' : 'attachment')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'public, max-age=3600')
      .send(object.stream);
  });
}
