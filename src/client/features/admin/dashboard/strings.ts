/**
 * The dashboard shell's texts (docs/product.md#dashboard); each tab keeps its own texts in its
 * folder.
 */
export const DASHBOARD_TEXT = {
  navigation: 'Beheer',
  toCustomerPortal: 'Klantenportaal',
  logout: 'Uitloggen',
  tabsLabel: 'Onderdelen van het dashboard',
  tabs: {
    requests: 'Serviceverzoeken',
    customers: 'Klantenoverzicht',
    labels: 'Labels',
    configuration: 'Configuratie',
    emailTemplates: 'E-mail Templates',
  },
} as const;

export type DashboardTab = keyof typeof DASHBOARD_TEXT.tabs;
