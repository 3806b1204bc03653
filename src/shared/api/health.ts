import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['embedded', 'postgres']),
  version: z.string(),
  /**
   * Backups (issue 21), present when the nightly backup is on or one was ever
   * taken: `failing` when a backup failed after the last success. Its reason
   * is in the log and the OPS_EMAIL mail, not here.
   */
  backup: z
    .object({
      state: z.enum(['ok', 'failing', 'none']),
      lastSuccessAt: z.string().nullable(),
      lastFailureAt: z.string().nullable(),
    })
    .optional(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: the database answers and has every migration this build carries. */
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  migrations: z.object({ bundled: z.number().int(), applied: z.number().int() }),
});

export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
