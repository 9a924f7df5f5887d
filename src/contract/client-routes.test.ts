import { describe, expect, it } from 'vitest';
import {
  CLIENT_PAGES,
  clientPageAt,
  dashboardPath,
  dashboardPlaceAt,
  isStaffPath,
  PAGE_NAMES,
  titleOfPage,
} from './client-routes.ts';

describe("the dashboard's places in the address bar", () => {
  it('reads the tab and the open request or customer from the path', () => {
    expect(dashboardPlaceAt('/admin/serviceverzoeken/123')).toEqual({ tab: 'requests', id: 123 });
    expect(dashboardPlaceAt('/admin/klanten/7/')).toEqual({ tab: 'customers', id: 7 });
    expect(dashboardPlaceAt('/admin/labels')).toEqual({ tab: 'labels' });
    expect(dashboardPlaceAt('/admin')).toEqual({ tab: 'requests' });
    expect(dashboardPlaceAt('/customer-overview')).toEqual({ tab: 'customers' });
  });

  it("reads the top bar's insights page, which is no tab and opens no item", () => {
    expect(dashboardPlaceAt('/admin/inzichten')).toEqual({ page: 'insights' });
    expect(dashboardPlaceAt('/admin/Inzichten/')).toEqual({ page: 'insights' });
    expect(dashboardPath({ page: 'insights' })).toBe('/admin/inzichten');
    expect(dashboardPlaceAt('/admin/inzichten/3')).toBeUndefined();
    expect(clientPageAt('/admin/inzichten', 'admin')).toBe('dashboard');
    expect(clientPageAt('/admin/inzichten', 'visitor')).toBe('adminRequired');
    expect(clientPageAt('/admin/inzichten', 'customer')).toBe('adminDenied');
    expect(isStaffPath('/admin/inzichten')).toBe(true);
  });

  it('knows no place for an unknown tab, an id where a tab has no items, or a bad id', () => {
    for (const path of [
      '/admin/onbekend',
      '/admin/labels/3',
      '/admin/serviceverzoeken/0',
      '/admin/serviceverzoeken/12a',
      '/admin/serviceverzoeken/1/2',
    ]) {
      expect(dashboardPlaceAt(path), path).toBeUndefined();
      expect(clientPageAt(path, 'admin'), path).toBe('notFound');
    }
  });

  it('writes the path it reads', () => {
    expect(dashboardPath({ tab: 'requests', id: 123 })).toBe('/admin/serviceverzoeken/123');
    expect(dashboardPlaceAt(dashboardPath({ tab: 'emailTemplates' }))).toEqual({
      tab: 'emailTemplates',
    });
  });

  it('shows a place to an admin only, and asks anyone else to sign in as /admin does', () => {
    expect(clientPageAt('/admin/serviceverzoeken/5', 'admin')).toBe('dashboard');
    expect(clientPageAt('/admin/serviceverzoeken/5', 'visitor')).toBe('adminRequired');
    expect(clientPageAt('/admin/klanten', 'customer')).toBe('adminDenied');
    expect(isStaffPath('/admin/klanten/5')).toBe(true);
    expect(isStaffPath('/admin/onbekend')).toBe(false);
  });
});

describe('a page title', () => {
  it("is form C's product name and 'Afspraak' in Dutch, 'Appointment' in English", () => {
    expect(titleOfPage('multiBikePortal', 'Fiets & Co', 'nl')).toBe('Fiets & Co Afspraak');
    expect(titleOfPage('multiBikePortal', 'Fiets & Co', 'en')).toBe('Fiets & Co Appointment');
  });

  it("is every other page's name, then the product, in the language asked for", () => {
    expect(titleOfPage('wizardPortal', 'Spaak', 'nl')).toBe('Service Aanvraag in Stappen – Spaak');
    expect(titleOfPage('wizardPortal', 'Spaak', 'en')).toBe('Service Request in Steps – Spaak');
    expect(titleOfPage('dashboard', 'Spaak', 'nl')).toBe('Beheerdersdashboard – Spaak');
    expect(titleOfPage('dashboard', 'Spaak', 'en')).toBe('Admin Dashboard – Spaak');
    expect(titleOfPage('adminDenied', 'Spaak', 'en')).toBe('Admin Access Denied – Spaak');
  });

  it('keeps the names the product fixes in their own language: English ones in English, Dutch ones in Dutch', () => {
    expect(PAGE_NAMES.en.adminRequired).toBe('Admin Access Required');
    expect(PAGE_NAMES.en.notFound).toBe('404 Page Not Found');
    expect(PAGE_NAMES.nl.adminDenied).toBe('Admin Toegang Geweigerd');
  });

  it('differs between the languages for every page whose Dutch name is Dutch', () => {
    // Until decision 032's last step the Dutch table shows these two in the product's English.
    const fixedInEnglish = new Set(['adminRequired', 'notFound']);
    const titled = CLIENT_PAGES.filter((page) => !fixedInEnglish.has(page));
    for (const page of titled) {
      expect(titleOfPage(page, 'Spaak', 'en'), page).not.toBe(titleOfPage(page, 'Spaak', 'nl'));
    }
  });
});
