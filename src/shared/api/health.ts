import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['embedded', 'postgres']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: the database answers and has every migration this build carries. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  migrations: z.object({ bundled: z.number().int(), applied: z.number().int() }),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
