import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { BarChart3, LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { dashboardPath, dashboardPlaceAt } from '../../../../contract/client-routes.ts';
import { STAFF_ERROR_TEXTS_NL } from '../../../../contract/errors/staff-nl.ts';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { addErrorTexts } from '../../../lib/error-texts.ts';
import { defineTexts, useTexts } from '../../../lib/language.ts';
import { PRODUCT_NAME } from '../../../lib/strings.ts';
import { useDocumentTitle, usePageNames } from '../../../lib/use-document-title.ts';
import { ConfigurationTab } from '../configuration/configuration-tab.tsx';
import { CUSTOMERS_QUERY_KEY } from '../customers/api/list-customers.ts';
import { CustomersTab } from '../customers/customers-tab.tsx';
import { EmailTemplatesTab } from '../email-templates/email-templates-tab.tsx';
import { UnansweredCounter } from '../insights/counter/unanswered-counter.tsx';
import { LabelsTab } from '../labels/labels-tab.tsx';
import { NotificationDrawer } from '../notifications/notification-drawer.tsx';
import type { NotificationTarget } from '../notifications/notification-target.ts';
import {
  DEFAULT_REQUEST_FILTERS,
  filtersForRequest,
  queryOfFilters,
} from '../requests/api/list-service-requests.ts';
import { RequestsTab } from '../requests/requests-tab.tsx';
import { DASHBOARD_TEXTS, type DashboardTab } from './strings.ts';

// The staff's error words come with the staff's code, so the customer portals never load them.
addErrorTexts(
  defineTexts(STAFF_ERROR_TEXTS_NL, () => import('../../../../contract/errors/staff-en.ts')),
);

// The insights page and its charts' library are fetched the first time it is shown.
const InsightsPage = lazy(() => import('../insights/insights-page.tsx'));

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

/** A tab's address as last seen: the item open in it and its query (filters, search). */
type TabAddress = { id?: number; query: string };

const addressOf = (tab: DashboardTab, { id, query }: TabAddress) =>
  `${dashboardPath({ tab, id })}${query ? `?${query}` : ''}`;

const INSIGHTS_PATH = dashboardPath({ page: 'insights' });

/** The pending requests, which the 'Nog niet beantwoord' counter opens. */
const PENDING_REQUESTS = addressOf('requests', {
  query: queryOfFilters({ ...DEFAULT_REQUEST_FILTERS, status: 'pending' }),
});

/** A request's details, listed alone whatever the filters were (as a notification opens it). */
const requestAddress = (id: number) =>
  addressOf('requests', { id, query: queryOfFilters(filtersForRequest(id)) });

/**
 * The staff's dashboard (docs/product.md#dashboard): the top bar and the five tabs. The address
 * bar holds the place (decision 036): the tab, the request or customer open in it and the list's
 * filters, so a reload, Back and Forward and a link sent to a colleague show the same view. A
 * default export, because the app loads it with `React.lazy` so that the customer portals never
 * download it.
 */
export default function AdminDashboard() {
  const t = useTexts(DASHBOARD_TEXTS);
  const [location, navigate] = useLocation();
  const query = useSearch();
  const place = dashboardPlaceAt(location) ?? { tab: 'requests' };
  // The insights page is no tab: while it shows, no tab is selected and the tabs stay kept.
  const insightsShown = 'page' in place;
  const { tab, id } = 'tab' in place ? place : { tab: undefined, id: undefined };
  // A tab is mounted at its first visit and then kept, hidden while another shows, with the
  // address it had: staff find their search, filters and open item as they left them.
  const [addresses, setAddresses] = useState<Partial<Record<DashboardTab, TabAddress>>>({});
  const shown = tab && addresses[tab];
  if (tab && (shown?.id !== id || shown?.query !== query || !shown)) {
    setAddresses((current) => ({ ...current, [tab]: { id, query } }));
  }
  // The insights page's period and filters as last seen, for the top bar's link back to it.
  const [insightsQuery, setInsightsQuery] = useState('');
  if (insightsShown && insightsQuery !== query) setInsightsQuery(query);
  const pageNames = usePageNames();
  useDocumentTitle(insightsShown ? t.insights : pageNames.dashboard);
  const queryClient = useQueryClient();

  const show = (next: DashboardTab) => {
    if (next === tab) return;
    const reloaded = RELOADED_WHEN_SHOWN[next];
    // A kept tab is not mounted again, so its queries' refetch on mount does not run.
    if (addresses[next] && reloaded) void queryClient.invalidateQueries({ queryKey: reloaded });
    navigate(addressOf(next, addresses[next] ?? { query: '' }));
  };
  const goTo = (target: DashboardTab) => (address: TabAddress) =>
    navigate(addressOf(target, address));
  const openTarget = ({ kind, id: targetId }: NotificationTarget) => {
    if (kind === 'request') {
      navigate(requestAddress(targetId));
    } else {
      goTo('customers')({ id: targetId, query: '' });
    }
  };
  const addressIn = (target: DashboardTab) =>
    target === tab ? { id, query } : (addresses[target] ?? { query: '' });
  const tabs: Record<DashboardTab, () => React.JSX.Element> = {
    requests: () => (
      <RequestsTab
        query={addressIn('requests').query}
        openRequestId={addressIn('requests').id}
        onNavigate={goTo('requests')}
      />
    ),
    customers: () => (
      <CustomersTab
        selectedId={addressIn('customers').id}
        onSelect={(customerId) => goTo('customers')({ id: customerId, query: '' })}
      />
    ),
    labels: () => <LabelsTab />,
    configuration: () => <ConfigurationTab />,
    emailTemplates: () => <EmailTemplatesTab />,
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
            <UnansweredCounter href={PENDING_REQUESTS} />
            <Link
              href={`${INSIGHTS_PATH}${insightsQuery ? `?${insightsQuery}` : ''}`}
              aria-current={insightsShown ? 'page' : undefined}
              className={cn(
                buttonVariants('ghost'),
                insightsShown && 'bg-brand-50 text-brand-900 underline underline-offset-4',
              )}
            >
              <BarChart3 className="size-4" aria-hidden="true" />
              {t.insights}
            </Link>
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
        {/* While Inzichten shows, no tab is chosen: a tab that took focus would otherwise be
            chosen at once, and a keyboard could never pass the tabs to reach the page. */}
        <Tabs
          value={tab ?? ''}
          onValueChange={(value) => isDashboardTab(value) && show(value)}
          activationMode={insightsShown ? 'manual' : 'automatic'}
        >
          {/* One row that scrolls on a phone: wrapped, the tabs pushed the work below the fold. */}
          <TabsList aria-label={t.tabsLabel} className="max-sm:flex-nowrap max-sm:overflow-x-auto">
            {TAB_ORDER.map((key) => (
              <TabsTrigger key={key} value={key} className="shrink-0 whitespace-nowrap">
                {t.tabs[key]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TAB_ORDER.filter((key) => key === tab || addresses[key]).map((key) => (
            <TabsContent key={key} value={key} forceMount hidden={key !== tab}>
              {tabs[key]()}
            </TabsContent>
          ))}
        </Tabs>
        {insightsShown ? (
          <div className="mt-4">
            <Suspense fallback={<p role="status">{t.loading}</p>}>
              <InsightsPage
                query={query}
                onNavigate={(next, options) =>
                  navigate(`${INSIGHTS_PATH}${next ? `?${next}` : ''}`, options)
                }
                requestHref={requestAddress}
              />
            </Suspense>
          </div>
        ) : null}
      </main>
    </div>
  );
}
