import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { STAFF_ERROR_TEXTS_NL } from '../../../../contract/errors/staff-nl.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { addErrorTexts } from '../../../lib/error-texts.ts';
import { defineTexts, useTexts } from '../../../lib/language.ts';
import { PRODUCT_NAME } from '../../../lib/strings.ts';
import { useDocumentTitle, usePageNames } from '../../../lib/use-document-title.ts';
import { ConfigurationTab } from '../configuration/configuration-tab.tsx';
import { CUSTOMERS_QUERY_KEY } from '../customers/api/list-customers.ts';
import { CustomersTab } from '../customers/customers-tab.tsx';
import { EmailTemplatesTab } from '../email-templates/email-templates-tab.tsx';
import { LabelsTab } from '../labels/labels-tab.tsx';
import { NotificationDrawer } from '../notifications/notification-drawer.tsx';
import type { NotificationTarget } from '../notifications/notification-target.ts';
import { RequestsTab } from '../requests/requests-tab.tsx';
import { DASHBOARD_TEXTS, type DashboardTab } from './strings.ts';

// The staff's error words come with the staff's code, so the customer portals never load them.
addErrorTexts(
  defineTexts(STAFF_ERROR_TEXTS_NL, () => import('../../../../contract/errors/staff-en.ts')),
);

// The tabs' keys, in their order, are the same in every language.
const TAB_NAMES = DASHBOARD_TEXTS.dutch.tabs;

const isDashboardTab = (value: string): value is DashboardTab => value in TAB_NAMES;

const TAB_ORDER = Object.keys(TAB_NAMES).filter(isDashboardTab);

/**
 * What a tab loads again each time it is shown: customers and their histories change with
 * every request sent or handled, elsewhere in the dashboard or by a customer.
 */
const RELOADED_WHEN_SHOWN: Partial<Record<DashboardTab, QueryKey>> = {
  customers: CUSTOMERS_QUERY_KEY,
};

/** The request or customer a notification opened last; a new `count` mounts its tab anew. */
type Opened = Partial<Record<NotificationTarget['kind'], { id: number; count: number }>>;

/**
 * The staff's dashboard (docs/product.md#dashboard): the top bar and the five tabs. A default
 * export, because the app loads it with `React.lazy` so that the customer portals never download
 * it.
 */
export default function AdminDashboard({ initialTab = 'requests' }: { initialTab?: DashboardTab }) {
  const t = useTexts(DASHBOARD_TEXTS);
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [opened, setOpened] = useState<Opened>({});
  // A tab is mounted at its first visit and then kept, hidden while another shows, so staff
  // find their search, filters and chosen customer as they left them.
  const [visited, setVisited] = useState<ReadonlySet<DashboardTab>>(() => new Set([initialTab]));
  const pageNames = usePageNames();
  useDocumentTitle(pageNames.dashboard);
  const queryClient = useQueryClient();

  const show = (next: DashboardTab) => {
    const reloaded = RELOADED_WHEN_SHOWN[next];
    // A kept tab is not mounted again, so its queries' refetch on mount does not run.
    if (next !== tab && visited.has(next) && reloaded) {
      void queryClient.invalidateQueries({ queryKey: reloaded });
    }
    setTab(next);
    setVisited((current) => (current.has(next) ? current : new Set([...current, next])));
  };
  const openTarget = ({ kind, id }: NotificationTarget) => {
    setOpened((current) => ({
      ...current,
      [kind]: { id, count: (current[kind]?.count ?? 0) + 1 },
    }));
    show(kind === 'request' ? 'requests' : 'customers');
  };
  const tabs: Record<DashboardTab, React.JSX.Element> = {
    requests: <RequestsTab key={opened.request?.count} openRequestId={opened.request?.id} />,
    customers: (
      <CustomersTab key={opened.customer?.count} initialCustomerId={opened.customer?.id} />
    ),
    labels: <LabelsTab />,
    configuration: <ConfigurationTab />,
    emailTemplates: <EmailTemplatesTab />,
  };

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-384 flex-wrap items-center justify-between gap-3 p-4">
          <h1 className="text-lg font-bold text-brand-800">
            {PRODUCT_NAME} · {pageNames.dashboard}
          </h1>
          <nav aria-label={t.navigation} className="flex flex-wrap items-center gap-2">
            <LanguageSwitch tone="plain" />
            <NotificationDrawer onOpen={openTarget} />
            <Link href="/customer" className={buttonVariants('ghost')}>
              {t.toCustomerPortal}
            </Link>
            <a href="/api/logout" className={buttonVariants('outline')}>
              <LogOut className="size-4" aria-hidden="true" />
              {t.logout}
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-384 p-4">
        <Tabs value={tab} onValueChange={(value) => isDashboardTab(value) && show(value)}>
          <TabsList aria-label={t.tabsLabel}>
            {TAB_ORDER.map((key) => (
              <TabsTrigger key={key} value={key}>
                {t.tabs[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TAB_ORDER.filter((key) => visited.has(key)).map((key) => (
            <TabsContent key={key} value={key} forceMount hidden={key !== tab}>
              {tabs[key]}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
