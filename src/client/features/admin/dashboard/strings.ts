import type { DashboardTab } from '../../../../contract/client-routes.ts';
import { defineTexts } from '../../../lib/language.ts';

/**
 * The dashboard shell's texts (docs/product.md#dashboard); each tab keeps its own texts in its
 * folder. English in `strings.en.ts`.
 */
const DUTCH = {
  navigation: 'Beheer',
  toCustomerPortal: 'Klantenportaal',
  logout: 'Uitloggen',
  insights: 'Inzichten',
  loading: 'Laden…',
  tabsLabel: 'Onderdelen van het dashboard',
  tabs: {
    requests: 'Serviceverzoeken',
    customers: 'Klantenoverzicht',
    labels: 'Labels',
    configuration: 'Configuratie',
    emailTemplates: 'E-mail Templates',
  } satisfies Record<DashboardTab, string>,
} as const;

export type DashboardTextTable = typeof DUTCH;

export type { DashboardTab };

export const DASHBOARD_TEXTS = defineTexts(DUTCH, () => import('./strings.en.ts'));
