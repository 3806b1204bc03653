import { type DataExport, dataExportDownloadPath } from '@shared/api/data-export';
import type { dataExports } from '../../db/schema';

type Row = typeof dataExports.$inferSelect;

/**
 * One export as its owner sees it. A ready export whose expiry has passed
 * reads `expired` at once, before the sweep has deleted its file.
 */
export function presentDataExport(row: Row, now: Date): DataExport {
  const lapsed = row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now);
  const status = lapsed ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    error: row.status === 'failed' ? row.error : null,
    downloadUrl: status === 'ready' ? dataExportDownloadPath(row.id) : null,
  };
}
