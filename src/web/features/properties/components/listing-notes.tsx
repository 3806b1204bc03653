import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export const exchangeSetupPath = (propertyId?: string) =>
  propertyId ? `/exchange-setup?property=${encodeURIComponent(propertyId)}` : '/exchange-setup';

/** Before listing: a property needs exchange terms (the server refuses otherwise). */
export function TermsNeededNote({ propertyId }: { propertyId?: string }) {
  return (
    <Alert tone="info" title="Listing needs exchange terms">
      Helpers see the hours, what you provide and your dates before they ask to stay.{' '}
      {propertyId ? (
        <Link to={exchangeSetupPath(propertyId)} className="font-semibold text-primary underline">
          Set up exchange terms
        </Link>
      ) : (
        'Save the property first, then set them up in Exchange Setup.'
      )}
    </Alert>
  );
}

/** The server's 422 when listing without terms, with the way to fix it. */
export function ListingRefused({ message, propertyId }: { message: string; propertyId: string }) {
  return (
    <Alert tone="error" title={message}>
      <p>Your other changes are saved. Add the exchange terms, then list the property.</p>
      <Button asChild size="sm" className="mt-3">
        <Link to={exchangeSetupPath(propertyId)}>
          Set up exchange terms
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Alert>
  );
}
