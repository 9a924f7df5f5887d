import type { SameTexts } from '../../../../contract/language.ts';
import type { DashboardTextTable } from './strings.ts';

const english: SameTexts<DashboardTextTable> = {
  navigation: 'Admin',
  toCustomerPortal: 'Customer portal',
  logout: 'Sign out',
  insights: 'Insights',
  loading: 'Loading…',
  tabsLabel: 'Parts of the dashboard',
  tabs: {
    requests: 'Service Requests',
    customers: 'Customer Overview',
    labels: 'Labels',
    configuration: 'Configuration',
    emailTemplates: 'Email Templates',
  },
};

export default english;
