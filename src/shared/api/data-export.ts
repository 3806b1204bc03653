import { z } from 'zod';

/*
 * 'Download my data' (issue 19, docs/decisions/140-data-export.md). A person
 * asks for one ZIP of everything that is theirs; a background job builds it,
 * they are told in the app and by mail, and the file can be downloaded by its
 * owner only, for 24 hours, then it is deleted.
 *
 *   POST /api/account/exports            DataExportCreate -> 201 DataExport (new)
 *        | 200 DataExport (this id was already asked for by the caller: a retried request)
 *        | 409 conflict (another export of theirs is still being prepared)
 *        | 429 rate_limited (DATA_EXPORTS_PER_DAY asked in the last 24 hours)
 *   GET  /api/account/exports            -> DataExportList (the caller's latest, newest first)
 *   GET  /api/account/exports/:id/download -> the ZIP (application/zip, attachment)
 *        404 for anyone but its owner, for an unknown id, for one not ready,
 *        and once it has expired (even to its owner).
 */

/** How long a ready file can be downloaded. */
export const DATA_EXPORT_TTL_HOURS = 24;
/** At most this many exports asked for per person in any 24 hours. */
export const DATA_EXPORTS_PER_DAY = 5;
/** How many of the caller's exports the list shows. */
export const DATA_EXPORT_LIST_LIMIT = 5;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

/** The id is made by the client, so a retried request makes one export, not two. */
export const dataExportCreateSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid id' }),
});
export type DataExportCreate = z.infer<typeof dataExportCreateSchema>;

export const dataExportParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid id' }),
});

const instant = z.iso.datetime({ offset: true });

export const dataExportSchema = z.object({
  id: z.uuid(),
  /** `expired` as soon as expiresAt has passed, before the sweep deletes the file. */
  status: dataExportStatusSchema,
  requestedAt: instant,
  readyAt: instant.nullable(),
  expiresAt: instant.nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** Why it failed, in words the person can read. */
  error: z.string().nullable(),
  /** Where the ZIP downloads from while it is ready; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ items: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

/** The path a ready export downloads from. */
export const dataExportDownloadPath = (id: string) =>
  `/api/account/exports/${encodeURIComponent(id)}/download`;
