import type { DataExport } from '@shared/api/data-export';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n/format';
import { translate } from '@web/lib/i18n/i18n';
import { readerLocale } from '@web/lib/reader-format';
import { Download, FileArchive, Loader2, type LucideIcon, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDataExports, useRequestDataExport } from '../export-api';
import { ExportContents } from './export-contents';

/** 1.2 MB, 340 KB (1,2 MB in German): the size beside the download. */
export function formatExportSize(bytes: number | null, locale = readerLocale()): string | null {
  if (bytes === null) return null;
  if (bytes < 1024 * 1024) {
    const kb = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return translate('account-data', 'dataExport.sizeKb', {
      size: kb.format(Math.max(1, Math.round(bytes / 1024))),
    });
  }
  const mb = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return translate('account-data', 'dataExport.sizeMb', { size: mb.format(bytes / (1024 * 1024)) });
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
  const { t } = useTranslation('account-data');
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
            toast.error(t('dataExport.startFailed'), {
              description:
                isApiError(error) && error.message ? error.message : t('dataExport.pleaseTryAgain'),
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
      {request.isPending ? t('dataExport.asking') : label}
    </Button>
  );
}

/** The latest export's state, and what the person can do next. */
function LatestExport({ latest }: { latest: DataExport | undefined }) {
  const { t } = useTranslation('account-data');
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
  if (!latest) return <RequestButton label={t('dataExport.request')} />;
  switch (latest.status) {
    case 'pending':
      return (
        <Alert tone="info" title={t('dataExport.pendingTitle')}>
          {t('dataExport.pendingBody', { asked: when(latest.requestedAt) })}
        </Alert>
      );
    case 'ready': {
      const size = formatExportSize(latest.sizeBytes, format.locale);
      return (
        <div className="flex flex-col gap-3">
          <Alert tone="success" title={t('dataExport.readyTitle')}>
            {latest.expiresAt
              ? t('dataExport.readyUntil', { until: when(latest.expiresAt) })
              : t('dataExport.readyUntilTomorrow')}
          </Alert>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild className="w-full sm:w-auto">
              <a href={latest.downloadUrl ?? undefined} download>
                <Download aria-hidden="true" />
                {size ? t('dataExport.downloadWithSize', { size }) : t('dataExport.download')}
              </a>
            </Button>
            <RequestButton label={t('dataExport.prepareNew')} variant="outline" />
          </div>
        </div>
      );
    }
    case 'failed':
      return (
        <div className="flex flex-col gap-3">
          <Alert tone="error" title={t('dataExport.failedTitle')}>
            {t('dataExport.failedBody', {
              reason: latest.error ?? t('dataExport.somethingWentWrong'),
            })}
          </Alert>
          <RequestButton label={t('common:actions.tryAgain')} variant="outline" icon={RotateCcw} />
        </div>
      );
    case 'expired':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-body-sm text-muted-foreground">
            {latest.expiresAt
              ? t('dataExport.expiredOn', { when: when(latest.expiresAt) })
              : t('dataExport.expired')}
          </p>
          <RequestButton label={t('dataExport.request')} />
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
  const { t } = useTranslation('account-data');
  const exports = useDataExports();
  return (
    <SectionCard
      headingId="data-export-heading"
      icon={Download}
      title={t('dataExport.title')}
      description={t('dataExport.description')}
    >
      <div className="flex flex-col gap-4">
        <ExportContents />
        {exports.isPending ? (
          <div role="status" aria-label={t('common:states.loading')}>
            <Skeleton className="h-11 w-full sm:w-48" />
          </div>
        ) : exports.isError ? (
          <Alert tone="error" title={t('dataExport.loadFailed')}>
            <Button variant="link" onClick={() => void exports.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <LatestExport latest={exports.data.items[0]} />
        )}
      </div>
    </SectionCard>
  );
}
