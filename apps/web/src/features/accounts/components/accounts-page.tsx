import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type Crumb, PageShell } from '@portal/ui/page';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageAccessGate } from '../../../components/page/page-access.tsx';
import { useSessionInstructor } from '../../../lib/session/session-context.ts';
import { InvoicesTab } from './invoices-tab.tsx';
import { TaxYearTab } from './tax-year-tab.tsx';
import { TransactionsTab } from './transactions-tab.tsx';

const tabs = [
  { value: 'transactions', label: 'Transactions', path: '/accounts' },
  { value: 'invoices', label: 'Invoices', path: '/accounts/invoices' },
  { value: 'tax-year', label: 'Tax year', path: '/accounts/tax-year' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

const breadcrumbs: Crumb[] = [{ label: 'Home', to: '/home' }, { label: 'Accounts' }];

/** /accounts and /accounts/{tab}: transactions (default), invoices and the tax year; a tab change is a route change. */
export const AccountsPage = () => {
  const { selectedTab } = useParams();
  const navigate = useNavigate();
  const instructor = useSessionInstructor();
  // "accounts" as a tab is the bare /accounts; an unknown tab goes there too.
  if (selectedTab === 'accounts' || selectedTab === 'transactions') return <Navigate to="/accounts" replace />;
  const tab: TabValue | undefined = selectedTab ? tabs.find((t) => t.value === selectedTab)?.value : 'transactions';
  if (!tab) return <Navigate to="/accounts" replace />;
  return (
    <PageAccessGate
      page={tab === 'invoices' ? 'AccountInvoices' : 'AccountTransactions'}
      title="Accounts"
      breadcrumbs={breadcrumbs}
    >
      <PageShell title="Accounts" breadcrumbs={breadcrumbs}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => navigate(tabs.find((t) => t.value === value)!.path)}
          variant="scrollable"
          textColor="inherit"
          aria-label="Accounts"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              data-testid={`accounts-tab-${t.value}`}
              sx={{
                minHeight: 48,
                opacity: 1,
                color: 'text.secondary',
                '&.Mui-selected': { fontWeight: 700, color: 'text.primary' },
              }}
            />
          ))}
        </Tabs>
        {instructor && tab === 'transactions' && <TransactionsTab instructorId={instructor.id} />}
        {instructor && tab === 'invoices' && <InvoicesTab instructorId={instructor.id} />}
        {instructor && tab === 'tax-year' && <TaxYearTab instructorId={instructor.id} />}
      </PageShell>
    </PageAccessGate>
  );
};
