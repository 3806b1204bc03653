import { Button } from '@web/components/ui/button';
import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Backup codes to keep somewhere safe: listed, copyable and downloadable. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(
    `${t('backupCodes.fileTitle')}\n${t('backupCodes.fileNote')}\n\n${text}\n`,
  )}`;

  return (
    <div className="rounded-xl border border-border bg-muted/50 p-4">
      <ul
        aria-label={t('backupCodes.label')}
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 font-mono text-body-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('backupCodes.copied') : t('backupCodes.copy')}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={download} download="homestay-backup-codes.txt">
            <Download aria-hidden="true" />
            {t('backupCodes.download')}
          </a>
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('backupCodes.copiedAnnouncement') : ''}
      </p>
    </div>
  );
}
