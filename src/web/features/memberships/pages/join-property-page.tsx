import { PageHeading } from '@web/components/page-states';
import { Card } from '@web/components/ui/card';
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from '../components/code-form';

/** /properties/join: enter the invite code a host gave you. */
export default function JoinPropertyPage() {
  const { t } = useTranslation('memberships');
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeading title={t('join.title')} description={t('join.description')} />
      <Card className="flex flex-col gap-5 p-5 md:p-6">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
          <Ticket aria-hidden="true" className="size-6" />
        </span>
        <CodeForm />
      </Card>
    </div>
  );
}
