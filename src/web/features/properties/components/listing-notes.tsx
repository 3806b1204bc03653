import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const exchangeSetupPath = (propertyId?: string) =>
  propertyId ? `/exchange-setup?property=${encodeURIComponent(propertyId)}` : '/exchange-setup';

/** Before listing: a property needs exchange terms (the server refuses otherwise). */
export function TermsNeededNote({ propertyId }: { propertyId?: string }) {
  const { t } = useTranslation('properties');
  return (
    <Alert tone="info" title={t('listing.termsNeededTitle')}>
      {t('listing.termsNeededText')}{' '}
      {propertyId ? (
        <Link to={exchangeSetupPath(propertyId)} className="font-semibold text-primary underline">
          {t('listing.setUpTerms')}
        </Link>
      ) : (
        t('listing.saveFirst')
      )}
    </Alert>
  );
}

/** The server's 422 when listing without terms, with the way to fix it. */
export function ListingRefused({ message, propertyId }: { message: string; propertyId: string }) {
  const { t } = useTranslation('properties');
  return (
    <Alert tone="error" title={message}>
      <p>{t('listing.refusedText')}</p>
      <Button asChild size="sm" className="mt-3">
        <Link to={exchangeSetupPath(propertyId)}>
          {t('listing.setUpTerms')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Alert>
  );
}
