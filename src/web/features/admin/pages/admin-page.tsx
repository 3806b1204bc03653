import { PageHeading } from '@web/components/page-states';
import { TabList } from '@web/features/chores/components/tab-list';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogPanel } from '../components/audit-log-panel';
import { ReportsPanel } from '../components/reports-panel';
import { SuspensionsPanel } from '../components/suspensions-panel';

const TABS = ['reports', 'suspended', 'audit-log'] as const;
type DeskTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DeskTab => TABS.includes(value as DeskTab);

/**
 * /admin (Moderation), the operators' desk. The router shows it only to
 * operators (anyone else gets the not-found page), so nothing here checks.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const labels: Record<DeskTab, string> = {
    reports: t('page.tabs.reports'),
    suspended: t('page.tabs.suspended'),
    'audit-log': t('page.tabs.auditLog'),
  };
  const requested = params.get('tab');
  const tab: DeskTab = isTab(requested) ? requested : 'reports';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <PageHeading title={t('page.title')} description={t('page.description')} />
      <TabList
        label={t('page.tabsLabel')}
        tabs={TABS}
        labels={labels}
        value={tab}
        onChange={(next) => setParams(next === 'reports' ? {} : { tab: next }, { replace: true })}
        panelId="admin-panel"
        idPrefix="admin-tab"
      />
      <div id="admin-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'reports' ? <ReportsPanel /> : null}
        {tab === 'suspended' ? <SuspensionsPanel /> : null}
        {tab === 'audit-log' ? <AuditLogPanel /> : null}
      </div>
    </div>
  );
}
