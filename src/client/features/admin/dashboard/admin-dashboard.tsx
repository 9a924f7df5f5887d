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
import type { NotificationTarget } from '../notifications/notification-target.ts';
import { RequestsTab } from '../requests/requests-tab.tsx';
import { DASHBOARD_TEXT, type DashboardTab } from './strings.ts';

const isDashboardTab = (value: string): value is DashboardTab => value in DASHBOARD_TEXT.tabs;

const TAB_ORDER = Object.keys(DASHBOARD_TEXT.tabs).filter(isDashboardTab);

/**
 * What a notification opened, until staff choose a tab themselves. The tab reads it when it
 * mounts; `count` mounts it anew when a notification opens another request while it shows.
 */
type Opened = NotificationTarget & { count: number };

/**
 * The staff's dashboard (spec 001 §2): the top bar and the five tabs. A default export, because
 * the app loads it with `React.lazy` so that the customer portals never download it.
 */
export default function AdminDashboard({ initialTab = 'requests' }: { initialTab?: DashboardTab }) {
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [opened, setOpened] = useState<Opened>();
  useDocumentTitle(`${DASHBOARD_TEXT.title} · ${UI_TEXT.workshopName}`);

  const openTarget = (target: NotificationTarget) => {
    setOpened({ ...target, count: (opened?.count ?? 0) + 1 });
    setTab(target.kind === 'request' ? 'requests' : 'customers');
  };
  const openedId = (kind: NotificationTarget['kind']) =>
    opened?.kind === kind ? opened.id : undefined;
  const tabs: Record<DashboardTab, React.JSX.Element> = {
    requests: <RequestsTab key={opened?.count} openRequestId={openedId('request')} />,
    customers: <CustomersTab key={opened?.count} initialCustomerId={openedId('customer')} />,
    labels: <LabelsTab />,
    configuration: <ConfigurationTab />,
    emailTemplates: <EmailTemplatesTab />,
  };

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 p-4">
          <h1 className="text-lg font-bold text-brand-800">
            {UI_TEXT.workshopName} · {DASHBOARD_TEXT.title}
          </h1>
          <nav aria-label={DASHBOARD_TEXT.navigation} className="flex flex-wrap items-center gap-2">
            <NotificationDrawer onOpen={openTarget} />
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
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (!isDashboardTab(value)) return;
            setTab(value);
            setOpened(undefined);
          }}
        >
          <TabsList aria-label={DASHBOARD_TEXT.tabsLabel}>
            {TAB_ORDER.map((key) => (
              <TabsTrigger key={key} value={key}>
                {DASHBOARD_TEXT.tabs[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TAB_ORDER.map((key) => (
            <TabsContent key={key} value={key}>
              {tabs[key]}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
