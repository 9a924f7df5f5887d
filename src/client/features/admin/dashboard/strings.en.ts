import type { SameTexts } from '../../../../contract/language.ts';
import type { DashboardTextTable } from './strings.ts';

const english: SameTexts<DashboardTextTable> = {
  navigation: 'Admin',
  toCustomerPortal: 'Customer portal',
  logout: 'Sign out',
  tabsLabel: 'Parts of the dashboard',
  languageNotSavedTitle: 'Language not saved',
  languageNotSaved:
    'This browser remembers your language, but your account does not: another browser still shows the dashboard in the previous language.',
  tabs: {
    requests: 'Service Requests',
    customers: 'Customer Overview',
    labels: 'Labels',
    configuration: 'Configuration',
    emailTemplates: 'Email Templates',
  },
};

export default english;
