import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, when it is answered (issue 20): Fastify's
 * default writes two (`incoming request` and `request completed`), and the
 * log was ~13 % of a simple request's CPU. The line carries what both did:
 * the request (method, URL, host, client address), the status and the time
 * taken, with the request id pino adds. At `LOG_LEVEL=debug` the incoming
 * line is written too, for following a request that never ends. Every other
 * line Fastify writes (errors, 404s) is as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // A no-op below debug (pino swaps in an empty function).
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
