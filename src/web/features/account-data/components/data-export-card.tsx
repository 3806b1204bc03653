import type { DataExport } from '@shared/api/data-export';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { Download, FileArchive, Loader2, type LucideIcon, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { useDataExports, useRequestDataExport } from '../export-api';
import { ExportContents } from './export-contents';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 1.2 MB, 340 KB: the size beside the download. */
export function formatExportSize(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function RequestButton({
  label,
  variant,
  icon: Icon = FileArchive,
}: {
  label: string;
  variant?: 'primary' | 'outline';
  icon?: LucideIcon;
}) {
  const request = useRequestDataExport();
  return (
    <Button
      variant={variant}
      disabled={request.isPending}
      className="w-full sm:w-auto"
      onClick={() =>
        request.mutate(undefined, {
          onError: (error) => {
            // 409: one is already on its way, and the list now shows it.
            if (isApiError(error) && error.status === 409) return;
            toast.error('We couldn’t start your export', {
              description: isApiError(error) && error.message ? error.message : 'Please try again.',
            });
          },
        })
      }
    >
      {request.isPending ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <Icon aria-hidden="true" />
      )}
      {request.isPending ? 'Asking…' : label}
    </Button>
  );
}

/** The latest export's state, and what the person can do next. */
function LatestExport({ latest }: { latest: DataExport | undefined }) {
  if (!latest) return <RequestButton label="Request my data" />;
  switch (latest.status) {
    case 'pending':
      return (
        <Alert tone="info" title="We’re preparing your file — we’ll notify you">
          Asked {when(latest.requestedAt)}. You can leave this page; we’ll tell you here and by
          email when it’s ready.
        </Alert>
      );
    case 'ready': {
      const size = formatExportSize(latest.sizeBytes);
      return (
        <div className="flex flex-col gap-3">
          <Alert tone="success" title="Your file is ready">
            {`Only you can download it, until ${latest.expiresAt ? when(latest.expiresAt) : 'tomorrow'}. Then it is deleted.`}
          </Alert>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild className="w-full sm:w-auto">
              <a href={latest.downloadUrl ?? undefined} download>
                <Download aria-hidden="true" />
                Download{size ? ` (${size})` : ''}
              </a>
            </Button>
            <RequestButton label="Prepare a new file" variant="outline" />
          </div>
        </div>
      );
    }
    case 'failed':
      return (
        <div className="flex flex-col gap-3">
          <Alert tone="error" title="We couldn’t prepare your file">
            {latest.error ?? 'Something went wrong.'} Nothing was lost.
          </Alert>
          <RequestButton label="Try again" variant="outline" icon={RotateCcw} />
        </div>
      );
    case 'expired':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-body-sm text-muted-foreground">
            {latest.expiresAt
              ? `Your last file expired ${when(latest.expiresAt)} and was deleted.`
              : 'Your last file has expired and was deleted.'}
          </p>
          <RequestButton label="Request my data" />
        </div>
      );
  }
}

/**
 * Profile › Your data: 'Download my data' (issue 19). A background job builds
 * one ZIP; this card asks for it, shows it being prepared (reading the list
 * again every few seconds meanwhile), then offers the download until it
 * expires 24 hours later.
 */
export function DataExportCard() {
  const exports = useDataExports();
  return (
    <SectionCard
      headingId="data-export-heading"
      icon={Download}
      title="Download my data"
      description="A copy of everything that is yours in Homestay, in one ZIP file. We prepare it in the background and let you know when it’s ready; it can be downloaded for 24 hours."
    >
      <div className="flex flex-col gap-4">
        <ExportContents />
        {exports.isPending ? (
          <div role="status" aria-label="Loading">
            <Skeleton className="h-11 w-full sm:w-48" />
          </div>
        ) : exports.isError ? (
          <Alert tone="error" title="We couldn’t load your exports">
            <Button variant="link" onClick={() => void exports.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <LatestExport latest={exports.data.items[0]} />
        )}
      </div>
    </SectionCard>
  );
}
