import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { UI_TEXT } from '../../../lib/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ConfigurationTab } from '../configuration/configuration-tab.tsx';
import { CustomersTab } from '../customers/customers-tab.tsx';
import { EmailTemplatesTab } from '../email-templates/email-templates-tab.tsx';
import { LabelsTab } from '../labels/labels-tab.tsx';
import { NotificationDrawer } from '../notifications/notification-drawer.tsx';
import { RequestsTab } from '../requests/requests-tab.tsx';
import { DASHBOARD_TEXT, type DashboardTab } from './strings.ts';

const TABS: Record<DashboardTab, () => React.JSX.Element> = {
  requests: RequestsTab,
  customers: CustomersTab,
  labels: LabelsTab,
  configuration: ConfigurationTab,
  emailTemplates: EmailTemplatesTab,
};

const isDashboardTab = (value: string): value is DashboardTab => value in TABS;

/**
 * The staff's dashboard (spec 001 §2): the top bar and the five tabs. A default export, because
 * the app loads it with `React.lazy` so that the customer portals never download it.
 */
export default function AdminDashboard({ initialTab = 'requests' }: { initialTab?: DashboardTab }) {
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  useDocumentTitle(`${DASHBOARD_TEXT.title} · ${UI_TEXT.workshopName}`);
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 p-4">
          <h1 className="text-lg font-bold text-brand-800">
            {UI_TEXT.workshopName} · {DASHBOARD_TEXT.title}
          </h1>
          <nav aria-label={DASHBOARD_TEXT.navigation} className="flex flex-wrap items-center gap-2">
            <NotificationDrawer />
            <Link href="/customer" className={buttonVariants('ghost')}>
              {DASHBOARD_TEXT.toCustomerPortal}
            </Link>
            <a href="/api/logout" className={buttonVariants('outline')}>
              <LogOut className="size-4" aria-hidden="true" />
              {DASHBOARD_TEXT.logout}
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-7xl p-4">
        <Tabs value={tab} onValueChange={(value) => isDashboardTab(value) && setTab(value)}>
          <TabsList aria-label={DASHBOARD_TEXT.tabsLabel}>
            {Object.keys(TABS)
              .filter(isDashboardTab)
              .map((key) => (
                <TabsTrigger key={key} value={key}>
                  {DASHBOARD_TEXT.tabs[key]}
                </TabsTrigger>
              ))}
          </TabsList>
          {Object.entries(TABS).map(([key, TabContent]) => (
            <TabsContent key={key} value={key}>
              <TabContent />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
