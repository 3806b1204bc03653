import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['embedded', 'postgres']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
